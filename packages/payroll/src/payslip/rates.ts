// Exact rates for the payslip lines: a rate is a fraction, an amount is rounded once to the cent.
import { type Decimal, decimalText, QUANTITY_SCALE, roundedRatio, toQuantity } from '../money.js';

/**
 * A rate as an exact fraction: cents per millionth of a unit (of an hour, a day, a unit) is
 * num ÷ den. Reduced when made, so that amounts stay in the fast integer range.
 */
export interface Rate {
  readonly num: number;
  readonly den: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const remainder = x % y;
    x = y;
    y = remainder;
  }
  return x;
}

export function rate(num: number, den: number): Rate {
  const divisor = num === 0 ? den : greatestCommonDivisor(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** Cents a whole unit (hour, day) costs, to a hundredth of a cent, for the explanations. */
export function rateText(at: Rate): string {
  return `$${decimalText(roundedRatio(at.num, QUANTITY_SCALE, 100, at.den), 4)}`;
}

/** Cents for a quantity in millionths at a rate, times an optional multiple, rounded once. */
export function amountAt(
  quantity: number,
  at: Rate,
  multiple: readonly [number, number] = [1, 1],
): number {
  return roundedRatio(quantity, at.num, multiple[0], at.den * multiple[1]);
}

/** A quantity the payslip cannot take below 0 (days, hours, units), in millionths. */
export function quantity(value: Decimal | null | undefined, field: string): number {
  return Math.max(0, toQuantity(value, field));
}

/** A deduction's amount as its line shows it: negative, and 0 rather than -0. */
export function negated(cents: number): number {
  return cents === 0 ? 0 : -cents;
}
