// Skills Development Levy for one employee's month, and the employer's total as remitted.
import { type Decimal, floorDivision, roundDivision, toCents, toDollars } from './money.js';
import { type MonthIndex, parseMonth } from './months.js';
import { sdlRates } from './statutory/sdl.js';

export interface SdlInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  /** The month's total wages in dollars: OW and AW, overtime, allowances, bonus, leave pay. */
  readonly totalWages: Decimal;
}

/**
 * 0.25% of total wages within the $2 minimum and $11.25 maximum, in cents. The CPF Board publishes
 * no per-employee rounding (sg-statutory.md 8.5): the amount is kept to the cent, half up, and only
 * the employer's total is rounded down (sdlPayable). No wages, no levy.
 */
export function sdlCents(month: MonthIndex, totalWagesCents: number): number {
  if (totalWagesCents <= 0) return 0;
  const row = sdlRates.at(month);
  const levy = roundDivision(totalWagesCents * row.rateBp, 10_000);
  return Math.min(row.maximumCents, Math.max(row.minimumCents, levy));
}

/** SDL for one employee's month, in dollars to the cent. */
export function calculateSdl(input: SdlInput): number {
  return toDollars(
    sdlCents(parseMonth(input.wageMonth, 'wageMonth'), toCents(input.totalWages, 'totalWages')),
  );
}

/** The SDL an employer pays for a month: the employees' amounts added, then rounded down to the dollar. */
export function sdlPayable(amounts: readonly Decimal[]): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount, 'amounts');
  return cents <= 0 ? 0 : floorDivision(cents, 100);
}
