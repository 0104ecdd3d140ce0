import type { PayrollSettings } from '@tembusu/contracts/payroll';
import { employmentActRules } from '@tembusu/payroll/statutory/employment-act';

/**
 * The next payslip's number as it will print: "PS-" with 123 over 6 digits is "PS-000123". A
 * number longer than the digits is printed whole. Unfinished input shows as placeholders.
 */
export function payslipNumberExample(
  prefix: string,
  next: number | string,
  digits: number | string,
): string {
  const width = typeof digits === 'number' && digits >= 1 && digits <= 10 ? digits : 6;
  const number = typeof next === 'number' && Number.isInteger(next) && next >= 1 ? next : 1;
  return `${prefix.trim()}${String(number).padStart(width, '0')}`;
}

const monthName = new Intl.DateTimeFormat('en-SG', { month: 'long', timeZone: 'UTC' });
const dateText = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * One month's pay date under the settings, in words: "Pay for January 2026 is paid on 28 January
 * 2026." A day past the month's end moves to its last day, as the server does.
 */
export function paymentDayExample(
  settings: Pick<PayrollSettings, 'defaultPaymentDay' | 'paymentMonth'>,
  year: number,
  month: number,
): string {
  const [payYear, payMonth] =
    settings.paymentMonth === 'SameMonth'
      ? [year, month]
      : month === 12
        ? [year + 1, 1]
        : [year, month + 1];
  const day = Math.min(Math.max(1, settings.defaultPaymentDay || 1), daysIn(payYear, payMonth));
  return `Pay for ${monthName.format(utc(year, month, 1))} ${year} is paid on ${dateText.format(utc(payYear, payMonth, day))}.`;
}

/** Salary is due within this many days after its period ends: the Employment Act's rule in force. */
export const salaryDueWithinDays = employmentActRules.rows[employmentActRules.rows.length - 1]
  ?.salaryDueWithinDays as number;

/** A pay day in the following month later than the Employment Act allows. */
export function paysLate(
  settings: Pick<PayrollSettings, 'defaultPaymentDay' | 'paymentMonth'>,
): boolean {
  return (
    settings.paymentMonth === 'FollowingMonth' && settings.defaultPaymentDay > salaryDueWithinDays
  );
}
