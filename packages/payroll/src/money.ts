// Money and quantities as integers: money in cents, quantities (hours, days, units, percentages)
// in millionths. Callers send numbers or decimal strings; nothing here does arithmetic on
// fractional binary numbers, so 37% of $4,550 is $1,683.50 exactly and rounds up as CPF says.
import { PayrollInputError } from './errors.js';

/** A figure as callers send it: a number, or a decimal string such as '4502.03'. */
export type Decimal = number | string;

/** Quantities are kept in millionths: 7.5 hours is 7_500_000. */
export const QUANTITY_SCALE = 1_000_000;

const powersOfTen = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** True when the caller gave a figure at all; an empty string counts as not given. */
export function isGiven(value: Decimal | null | undefined): value is Decimal {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The figure times 10^scale as an integer, rounded half away from zero. What is not a finite
 * number (NaN, Infinity, '', 'abc', null) is 0, as the product's payslip screen treats it.
 */
function toScaled(value: Decimal | null | undefined, scale: number, field: string): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0;
    // A scaled value well inside the safe range and not near a half cannot be misrounded by the
    // binary error of the multiplication (at most 2.3e-7 here); the rest takes the exact path.
    const scaled = value * (powersOfTen[scale] ?? 1);
    if (Math.abs(scaled) < 1e9 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) {
      return Math.round(scaled) || 0;
    }
    return parseScaled(String(value), scale, field);
  }
  if (typeof value === 'string') return parseScaled(value, scale, field);
  return 0;
}

function parseScaled(text: string, scale: number, field: string): number {
  const match = decimalPattern.exec(text.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return 0;
  // Leading zeros carry no value; dropping them lets the size check below look at real digits.
  const significant = (whole + fraction).replace(/^0+/, '');
  if (significant === '') return 0;
  // The integer we want is the first `keep` digits; the digit after them decides the rounding.
  const keep = significant.length - fraction.length + Number(match[4] ?? 0) + scale;
  if (keep > 16) throw new PayrollInputError(field, `${field} is too large`);
  let kept = 0;
  let next = 0;
  if (keep >= 0) {
    kept = Number(significant.slice(0, keep).padEnd(keep, '0') || '0');
    next = keep < significant.length ? significant.charCodeAt(keep) - 48 : 0;
  }
  const magnitude = next >= 5 ? kept + 1 : kept;
  if (!Number.isSafeInteger(magnitude)) throw new PayrollInputError(field, `${field} is too large`);
  return (match[1] === '-' ? -magnitude : magnitude) || 0;
}

/** Dollars to integer cents, half a cent away from zero. */
export function toCents(value: Decimal | null | undefined, field = 'amount'): number {
  return toScaled(value, 2, field);
}

/** A quantity (hours, days, units, a percentage) in millionths. */
export function toQuantity(value: Decimal | null | undefined, field = 'quantity'): number {
  return toScaled(value, 6, field);
}

/**
 * Cents as the engine takes them: a whole number. What is not a finite number is 0, as toCents
 * reads it; a fraction of a cent is refused, as only a caller's float arithmetic could make one.
 */
export function wholeCents(value: number | null | undefined, field: string): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  if (!Number.isSafeInteger(value)) {
    throw new PayrollInputError(
      field,
      Number.isInteger(value) ? `${field} is too large` : `${field} must be whole cents`,
    );
  }
  return value || 0;
}

/** An integer count of 10^-places as a plain decimal: (-123450, 2) → '-1234.50'. */
export function decimalText(scaled: number, places: number): string {
  const unit = powersOfTen[places] ?? 1;
  const magnitude = Math.abs(scaled);
  const rest = magnitude % unit;
  const whole = (magnitude - rest) / unit;
  const text = places === 0 ? String(whole) : `${whole}.${String(rest).padStart(places, '0')}`;
  return scaled < 0 ? `-${text}` : text;
}

// Explanations format a few dozen amounts a payslip; these tables make that cheap.
const threeDigits = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const centsPart = Array.from({ length: 100 }, (_, n) => `.${String(n).padStart(2, '0')}`);

function groupThousands(whole: number): string {
  if (whole < 1000) return String(whole);
  const rest = whole % 1000;
  return `${groupThousands((whole - rest) / 1000)},${threeDigits[rest]}`;
}

/** Cents for people: 168350 → '$1,683.50'. */
export function formatDollars(cents: number): string {
  const magnitude = Math.abs(cents);
  const rest = magnitude % 100;
  const text = `$${groupThousands((magnitude - rest) / 100)}${centsPart[rest]}`;
  return cents < 0 ? `-${text}` : text;
}

/** Millionths of a dollar (cents × basis points) for people: 370555000 → '$370.555'. */
export function formatMicros(micros: number): string {
  const cents = Math.floor(micros / 10_000);
  const rest = micros % 10_000;
  if (rest === 0) return formatDollars(cents);
  return `${formatDollars(cents)}${String(rest).padStart(4, '0').replace(/0+$/, '')}`;
}

/** A quantity in millionths for people: 7_500_000 → '7.5'. */
export function formatQuantity(micros: number): string {
  return String(micros / QUANTITY_SCALE);
}

/**
 * (a × b × c) ÷ d for integers, d > 0, rounded half away from zero, exactly: a product that leaves
 * the safe integer range is done in BigInt.
 */
export function roundedRatio(a: number, b: number, c: number, d: number): number {
  const numerator = a * b * c;
  if (Number.isSafeInteger(numerator)) return roundDivision(numerator, d);
  const big = BigInt(a) * BigInt(b) * BigInt(c);
  const bigDenominator = BigInt(d);
  const remainder = big % bigDenominator;
  let quotient = big / bigDenominator;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice >= bigDenominator) quotient += big < 0n ? -1n : 1n;
  const result = Number(quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('The result is outside the safe range');
  return result;
}

/** n ÷ d for safe integers, d > 0, rounded half away from zero. */
export function roundDivision(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  if (2 * Math.abs(remainder) >= denominator) return quotient + (numerator < 0 ? -1 : 1);
  return quotient || 0;
}

/** n ÷ d for safe integers, n ≥ 0, d > 0, rounded down. */
export function floorDivision(numerator: number, denominator: number): number {
  return (numerator - (numerator % denominator)) / denominator;
}
