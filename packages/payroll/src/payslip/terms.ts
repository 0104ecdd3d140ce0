// The terms every payslip line is worked from: the month's Employment Act rules, the salary, the
// working days, and the hourly and daily rates derived from them, each read and checked once.
import { PayrollInputError } from '../errors.js';
import { formatDollars, formatQuantity, isGiven, QUANTITY_SCALE, wholeCents } from '../money.js';
import { type MonthIndex, parseMonth } from '../months.js';
import { type EmploymentActRow, employmentActRules } from '../statutory/employment-act.js';
import { quantity, type Rate, rate } from './rates.js';
import type { PayBasis, PayslipInput } from './types.js';

// Product defaults (spec section 9), not statutory figures: a payroll may set its own.
const DEFAULT_HOURS_PER_DAY = 8;
const DEFAULT_WORKING_DAYS_PER_YEAR = 260;

const payBases: ReadonlySet<string> = new Set(['Monthly', 'Hourly', 'Daily']);

export interface PayTerms {
  readonly month: MonthIndex;
  readonly act: EmploymentActRow;
  readonly payBasis: PayBasis;
  /** Cents a month, a day or an hour, by the pay basis; never below 0. */
  readonly salaryCents: number;
  /** In millionths, as every quantity below. */
  readonly hoursPerDay: number;
  /** The month's working days by the work schedule, when given. */
  readonly daysInMonth: number | null;
  readonly daysInRangeGiven: boolean;
  /** The working days employed; all of daysInMonth (or 0) when not given. */
  readonly daysInRange: number;
  readonly hourly: Rate;
  readonly daily: Rate;
  /** A day's basic pay, as rest-day and public-holiday work is paid in (EA Third Schedule). */
  readonly dayBasic: Rate;
}

export function payTerms(input: PayslipInput): PayTerms {
  const month = parseMonth(input.wageMonth, 'wageMonth');
  if (!payBases.has(input.payBasis)) {
    throw new PayrollInputError('payBasis', "payBasis must be 'Monthly', 'Hourly' or 'Daily'");
  }
  const act = employmentActRules.at(month);
  const salaryCents = Math.max(0, wholeCents(input.salaryCents, 'salaryCents'));
  const hoursPerDay = isGiven(input.hoursPerDay)
    ? quantity(input.hoursPerDay, 'hoursPerDay')
    : DEFAULT_HOURS_PER_DAY * QUANTITY_SCALE;
  const workingDaysPerYear = isGiven(input.workingDaysPerYear)
    ? quantity(input.workingDaysPerYear, 'workingDaysPerYear')
    : DEFAULT_WORKING_DAYS_PER_YEAR * QUANTITY_SCALE;
  if (hoursPerDay === 0) throw new PayrollInputError('hoursPerDay', 'hoursPerDay must be above 0');
  if (workingDaysPerYear === 0) {
    throw new PayrollInputError('workingDaysPerYear', 'workingDaysPerYear must be above 0');
  }
  const time = input.workingTime ?? {};
  const daysInMonth = isGiven(time.workingDaysInMonth)
    ? quantity(time.workingDaysInMonth, 'workingTime.workingDaysInMonth')
    : null;
  if (daysInMonth === 0) {
    throw new PayrollInputError(
      'workingTime.workingDaysInMonth',
      'workingTime.workingDaysInMonth must be above 0',
    );
  }
  const daysInRangeGiven = isGiven(time.workingDaysInRange);
  if (daysInRangeGiven && daysInMonth === null && input.payBasis === 'Monthly') {
    throw new PayrollInputError(
      'workingTime.workingDaysInMonth',
      'workingTime.workingDaysInMonth is needed to pay part of a month',
    );
  }
  const daysInRange = daysInRangeGiven
    ? quantity(time.workingDaysInRange, 'workingTime.workingDaysInRange')
    : (daysInMonth ?? 0);
  if (daysInMonth !== null && daysInRange > daysInMonth) {
    throw new PayrollInputError(
      'workingTime.workingDaysInRange',
      'workingTime.workingDaysInRange cannot exceed workingTime.workingDaysInMonth',
    );
  }

  // A monthly-rated employee's hourly basic rate is the Employment Act's 12 × monthly ÷ 2288; a
  // day's pay is the month ÷ its working days (EA s.20A), or 12 × monthly ÷ 260 when the month's
  // working days are not known. A day's basic pay for rest-day and public-holiday work is
  // 12 × monthly ÷ (52 × the average working days a week) (EA s.37, s.88(4), Third Schedule).
  let hourly: Rate;
  let daily: Rate;
  if (input.payBasis === 'Monthly') {
    hourly = rate(12 * salaryCents, act.hoursPerYear * QUANTITY_SCALE);
    daily =
      daysInMonth === null
        ? rate(12 * salaryCents, workingDaysPerYear)
        : rate(salaryCents, daysInMonth);
  } else if (input.payBasis === 'Daily') {
    hourly = rate(salaryCents, hoursPerDay);
    daily = rate(salaryCents, QUANTITY_SCALE);
  } else {
    hourly = rate(salaryCents, QUANTITY_SCALE);
    daily = rate(salaryCents * hoursPerDay, QUANTITY_SCALE * QUANTITY_SCALE);
  }
  return {
    month,
    act,
    payBasis: input.payBasis,
    salaryCents,
    hoursPerDay,
    daysInMonth,
    daysInRangeGiven,
    daysInRange,
    hourly,
    daily,
    dayBasic: input.payBasis === 'Monthly' ? rate(12 * salaryCents, workingDaysPerYear) : daily,
  };
}

/** How the hourly basic rate was reached, for the overtime explanations. */
export function hourlyBasis(terms: PayTerms): string {
  if (terms.payBasis === 'Monthly') {
    return `12 x ${formatDollars(terms.salaryCents)} / ${terms.act.hoursPerYear}`;
  }
  if (terms.payBasis === 'Daily') {
    return `${formatDollars(terms.salaryCents)} / ${formatQuantity(terms.hoursPerDay)} hours`;
  }
  return 'hourly salary';
}
