// Deductions for time not worked: unpaid absence at the daily rate (M2), lateness (M2a) and early
// outs (M2b) at the hourly basic rate. With the attendance log, absent days are already unpaid.
import { formatDollars, formatQuantity, QUANTITY_SCALE } from '../money.js';
import { amountAt, negated, quantity, type Rate, rateText } from './rates.js';
import type { PayTerms } from './terms.js';
import type { PayslipLine, WorkingTime } from './types.js';

export interface Absence {
  /** The three deductions added, as a positive number of cents. */
  readonly cents: number;
  readonly lines: readonly [PayslipLine, PayslipLine, PayslipLine];
}

function deduction(
  code: 'M2' | 'M2a' | 'M2b',
  description: string,
  units: number,
  cents: number,
  detail: string,
): PayslipLine {
  return {
    code,
    description,
    category: 'Deduction',
    wageClass: 'OrdinaryWages',
    value: units / QUANTITY_SCALE,
    valueCents: null,
    amountCents: negated(cents),
    detail,
  };
}

function hoursDeduction(
  code: 'M2a' | 'M2b',
  description: string,
  hours: number,
  hourly: Rate,
): { cents: number; line: PayslipLine } {
  const cents = amountAt(hours, hourly);
  const detail =
    hours === 0
      ? `No ${description.toLowerCase()}`
      : `${formatQuantity(hours)} hours x ${rateText(hourly)} an hour = ${formatDollars(cents)}`;
  return { cents, line: deduction(code, description, hours, cents, detail) };
}

export function absence(terms: PayTerms, time: WorkingTime, paidFromLog: boolean): Absence {
  const days = paidFromLog ? 0 : quantity(time.absenceDays, 'workingTime.absenceDays');
  const absent = amountAt(days, terms.daily);
  const absentDetail = paidFromLog
    ? 'Paid from the attendance log: absent days are not in it'
    : days === 0
      ? 'No absence'
      : `${formatQuantity(days)} days x ${rateText(terms.daily)} a day = ${formatDollars(absent)}`;
  const late = hoursDeduction(
    'M2a',
    'Lateness',
    quantity(time.latenessHours, 'workingTime.latenessHours'),
    terms.hourly,
  );
  const earlyOut = hoursDeduction(
    'M2b',
    'Early out',
    quantity(time.earlyOutHours, 'workingTime.earlyOutHours'),
    terms.hourly,
  );
  return {
    cents: absent + late.cents + earlyOut.cents,
    lines: [deduction('M2', 'Absence', days, absent, absentDetail), late.line, earlyOut.line],
  };
}
