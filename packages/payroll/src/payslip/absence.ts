// Deductions for time not worked: unpaid absence at the daily rate (M2), lateness (M2a) and early
// outs (M2b) at the hourly basic rate. With the attendance log, absent days are already unpaid.
import { PayrollInputError } from '../errors.js';
import { formatDollars, formatQuantity, QUANTITY_SCALE, toQuantity, wholeCents } from '../money.js';
import { amountAt, negated, quantity, type Rate, rateText } from './rates.js';
import type { PayTerms } from './terms.js';
import type { AbsenceAdjustment, PayslipLine, WorkingTime } from './types.js';

export interface Absence {
  /**
   * The three deductions added, in cents: positive, unless absence of an earlier month given back
   * comes to more.
   */
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

/** What days of absence (in millionths, either sign) come to at the month's daily rate. */
export function absenceAmount(terms: PayTerms, days: number): number {
  const cents = amountAt(Math.abs(days), terms.daily);
  return days < 0 ? negated(cents) : cents;
}

function adjustmentText(adjustment: AbsenceAdjustment, days: number): string {
  const month = `${adjustment.wageMonth.slice(5, 7)}/${adjustment.wageMonth.slice(0, 4)}`;
  const count = `${formatQuantity(Math.abs(days))} days`;
  const amount = formatDollars(Math.abs(adjustment.amountCents));
  return days > 0
    ? `${count} of ${month} approved after its payroll: ${amount} deducted`
    : `${count} of ${month} withdrawn after its payroll: ${amount} given back`;
}

export function absence(terms: PayTerms, time: WorkingTime, paidFromLog: boolean): Absence {
  const days = paidFromLog ? 0 : quantity(time.absenceDays, 'workingTime.absenceDays');
  const thisMonth = amountAt(days, terms.daily);
  const adjustments = (time.absenceAdjustments ?? []).map((adjustment, index) => {
    const field = `workingTime.absenceAdjustments.${index}`;
    const signed = toQuantity(adjustment.days, `${field}.days`);
    const cents = wholeCents(adjustment.amountCents, `${field}.amountCents`);
    if (Math.sign(cents) !== Math.sign(signed) && cents !== 0) {
      throw new PayrollInputError(
        `${field}.amountCents`,
        `${field}.amountCents must have the sign of its days`,
      );
    }
    return { text: adjustmentText({ ...adjustment, amountCents: cents }, signed), cents };
  });
  const absent = thisMonth + adjustments.reduce((sum, adjustment) => sum + adjustment.cents, 0);
  const thisMonthDetail = paidFromLog
    ? 'Paid from the attendance log: absent days are not in it'
    : days === 0
      ? 'No absence'
      : `${formatQuantity(days)} days x ${rateText(terms.daily)} a day = ${formatDollars(thisMonth)}`;
  const absentDetail = [
    ...(days === 0 && adjustments.length > 0 ? [] : [thisMonthDetail]),
    ...adjustments.map((adjustment) => adjustment.text),
  ].join('; ');
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
