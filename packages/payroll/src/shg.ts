// Self-help group fund contribution for one employee's month (sg-statutory.md section 3).
import { PayrollInputError } from './errors.js';
import { wholeCents } from './money.js';
import { type MonthIndex, parseMonth } from './months.js';
import { type CommunityFund, shgTables } from './statutory/self-help-groups.js';

export type { CommunityFund } from './statutory/self-help-groups.js';

export interface ShgInput {
  readonly fund: CommunityFund;
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  /** The month's total (gross) wages, with overtime, allowances, commission and bonus. */
  readonly totalWagesCents: number;
}

/**
 * The month's contribution in cents. No wages, no contribution: the engine's rule, as there is
 * nothing to deduct the contribution from (sg-statutory.md does not address a month without wages).
 */
export function shgCents(fund: CommunityFund, month: MonthIndex, totalWagesCents: number): number {
  const table = shgTables[fund];
  if (!table) throw new PayrollInputError('fund', "fund must be 'CDAC', 'MBMF', 'SINDA' or 'ECF'");
  if (totalWagesCents <= 0) return 0;
  for (const bracket of table.at(month).brackets) {
    if (totalWagesCents <= bracket.upToCents) return bracket.contributionCents;
  }
  throw new Error(`${table.name} has no open top bracket`);
}

/** The month's contribution in cents. */
export function calculateShg(input: ShgInput): number {
  return shgCents(
    input.fund,
    parseMonth(input.wageMonth, 'wageMonth'),
    wholeCents(input.totalWagesCents, 'totalWagesCents'),
  );
}
