// Skills Development Levy for one employee's month, and the employer's total as remitted.
import { floorDivision, formatDollars, formatMicros, roundDivision, wholeCents } from './money.js';
import { type MonthIndex, parseMonth } from './months.js';
import { sdlRates } from './statutory/sdl.js';

export interface SdlInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  /** The month's total wages: OW and AW, overtime, allowances, bonus, leave pay. */
  readonly totalWagesCents: number;
}

/**
 * 0.25% of total wages within the $2 minimum and $11.25 maximum, in cents. The CPF Board publishes
 * no per-employee rounding (sg-statutory.md 8.5): the amount is kept to the cent, half up, and only
 * the employer's total is rounded down (sdlPayable). No wages, no levy: sg-statutory.md does not
 * say so (its $2 minimum is "for an employee earning less than $800"); this is the engine's rule.
 */
export function sdlCents(month: MonthIndex, totalWagesCents: number): number {
  if (totalWagesCents <= 0) return 0;
  const row = sdlRates.at(month);
  const levy = roundDivision(totalWagesCents * row.rateBp, 10_000);
  return Math.min(row.maximumCents, Math.max(row.minimumCents, levy));
}

/** The arithmetic behind sdlCents, in words, for the payslip screen. */
export function sdlExplanation(month: MonthIndex, totalWagesCents: number): string {
  if (totalWagesCents <= 0) {
    return 'No wages this month: no SDL is charged';
  }
  const row = sdlRates.at(month);
  const levy = sdlCents(month, totalWagesCents);
  const exact = roundDivision(totalWagesCents * row.rateBp, 10_000);
  const product = `${row.rate}% x total wages ${formatDollars(totalWagesCents)} = ${formatMicros(totalWagesCents * row.rateBp)}`;
  if (exact < row.minimumCents) {
    return `${product}: below the minimum, so ${formatDollars(levy)} (SkillsFuture Singapore: at least $2 for each employee)`;
  }
  if (exact > row.maximumCents) {
    return `${product}: above the maximum, so ${formatDollars(levy)} (SkillsFuture Singapore: only the first $4,500 of wages is levied)`;
  }
  const rounded =
    (totalWagesCents * row.rateBp) % 10_000 === 0
      ? ''
      : `, ${formatDollars(levy)} to the cent (half up)`;
  return `${product}${rounded}; the employer's total for the month is rounded down to the dollar`;
}

/** SDL for one employee's month, in cents. */
export function calculateSdl(input: SdlInput): number {
  return sdlCents(
    parseMonth(input.wageMonth, 'wageMonth'),
    wholeCents(input.totalWagesCents, 'totalWagesCents'),
  );
}

/**
 * The SDL an employer pays for a month, in cents: the employees' amounts added, then rounded down
 * to the dollar.
 */
export function sdlPayable(amountsCents: readonly number[]): number {
  let cents = 0;
  for (const amount of amountsCents) cents += wholeCents(amount, 'amountsCents');
  return cents <= 0 ? 0 : floorDivision(cents, 100) * 100;
}
