// Basic pay: from working time (M1), or from the attendance log (M3) when the payroll pays from it.
import { PayrollInputError } from '../errors.js';
import { formatDollars, formatQuantity, isGiven, QUANTITY_SCALE, roundedRatio } from '../money.js';
import { amountAt, quantity, rateText } from './rates.js';
import type { PayTerms } from './terms.js';
import type { AttendanceLog, PayslipLine, WorkingTime } from './types.js';

export interface BasicPay {
  readonly cents: number;
  readonly line: PayslipLine;
}

function basicLine(terms: PayTerms, code: 'M1' | 'M3', cents: number, detail: string): BasicPay {
  return {
    cents,
    line: {
      code,
      description: code === 'M1' ? 'Basic salary' : 'Basic salary (attendance log)',
      category: 'Salary',
      wageClass: 'OrdinaryWages',
      value: null,
      valueCents: terms.salaryCents,
      amountCents: cents,
      detail,
    },
  };
}

export function basicPay(terms: PayTerms, time: WorkingTime, log: AttendanceLog | null): BasicPay {
  if (log) return basicPayFromLog(terms, log);
  const { salaryCents, daysInMonth, daysInRange } = terms;
  if (terms.payBasis === 'Monthly') {
    const partMonth = daysInMonth !== null && daysInRange !== daysInMonth;
    if (!partMonth)
      return basicLine(terms, 'M1', salaryCents, `Monthly salary ${formatDollars(salaryCents)}`);
    const cents = roundedRatio(salaryCents, daysInRange, 1, daysInMonth);
    return basicLine(
      terms,
      'M1',
      cents,
      `Incomplete month (Employment Act s.20A): ${formatDollars(salaryCents)} x ${formatQuantity(daysInRange)} / ${formatQuantity(daysInMonth)} working days = ${formatDollars(cents)}`,
    );
  }
  if (terms.payBasis === 'Daily') {
    if (!terms.daysInRangeGiven && daysInMonth === null) {
      throw new PayrollInputError(
        'workingTime.workingDaysInRange',
        'workingTime.workingDaysInRange or workingDaysInMonth is needed to pay by the day',
      );
    }
    const cents = amountAt(daysInRange, terms.daily);
    return basicLine(
      terms,
      'M1',
      cents,
      `${formatQuantity(daysInRange)} working days x ${formatDollars(salaryCents)} = ${formatDollars(cents)}`,
    );
  }
  const hours = basicHours(terms, time);
  const cents = amountAt(hours, terms.hourly);
  return basicLine(
    terms,
    'M1',
    cents,
    `${formatQuantity(hours)} hours x ${formatDollars(salaryCents)} = ${formatDollars(cents)}`,
  );
}

/**
 * The hours an hourly-rated employee's basic pay counts, in millionths: the hours given, else the
 * working days employed times the hours of a day.
 */
function basicHours(terms: PayTerms, time: WorkingTime): number {
  if (!isGiven(time.hoursInRange) && !terms.daysInRangeGiven && terms.daysInMonth === null) {
    throw new PayrollInputError(
      'workingTime.hoursInRange',
      'workingTime.hoursInRange or the working days are needed to pay by the hour',
    );
  }
  return isGiven(time.hoursInRange)
    ? quantity(time.hoursInRange, 'workingTime.hoursInRange')
    : roundedRatio(terms.daysInRange, terms.hoursPerDay, 1, QUANTITY_SCALE);
}

/** What an hourly or daily rate's basic pay counted, for the itemised payslip. */
export interface BasicUnits {
  readonly unit: 'hours' | 'days';
  /** The hours or days basic pay (M1) was worked out on, in millionths. */
  readonly paid: number;
  /**
   * The same less the time not worked that the payslip deducts: unpaid absence, and for hourly
   * staff lateness and early outs. Never below 0.
   */
  readonly worked: number;
}

/**
 * The hours or days behind an hourly or daily basic pay, counted as `basicPay` counts them (from
 * the attendance log, the hours or days logged, paid and worked alike); null for a monthly
 * salary.
 */
export function basicUnits(
  terms: PayTerms,
  time: WorkingTime,
  log: AttendanceLog | null,
): BasicUnits | null {
  if (terms.payBasis === 'Monthly') return null;
  if (log) {
    const logged = loggedTime(terms, log);
    return terms.payBasis === 'Hourly'
      ? { unit: 'hours', paid: logged.paidHours, worked: logged.paidHours }
      : {
          unit: 'days',
          paid: logged.daysPresent * QUANTITY_SCALE,
          worked: logged.daysPresent * QUANTITY_SCALE,
        };
  }
  const absentDays = quantity(time.absenceDays, 'workingTime.absenceDays');
  if (terms.payBasis === 'Daily') {
    const paid = terms.daysInRange;
    return { unit: 'days', paid, worked: Math.max(0, paid - absentDays) };
  }
  const paid = basicHours(terms, time);
  const notWorked =
    roundedRatio(absentDays, terms.hoursPerDay, 1, QUANTITY_SCALE) +
    quantity(time.latenessHours, 'workingTime.latenessHours') +
    quantity(time.earlyOutHours, 'workingTime.earlyOutHours');
  return { unit: 'hours', paid, worked: Math.max(0, paid - notWorked) };
}

/**
 * The hours paid and days present in the log, in millionths and days. The break (the day's own,
 * else the log's) is deducted on days worked for more than half the standard hours, or on every
 * day worked when the log says always (product spec section 9).
 */
function loggedTime(
  terms: PayTerms,
  log: AttendanceLog,
): { paidHours: number; daysPresent: number } {
  const breakHours = quantity(log.breakHours, 'attendanceLog.breakHours');
  const alwaysDeductBreak = log.breakDeduction === 1;
  let paidHours = 0;
  let daysPresent = 0;
  log.days.forEach((day, index) => {
    const worked = quantity(day.hoursWorked, `attendanceLog.days.${index}.hoursWorked`);
    if (worked === 0) return;
    daysPresent += 1;
    const dayBreak = isGiven(day.breakHours)
      ? quantity(day.breakHours, `attendanceLog.days.${index}.breakHours`)
      : breakHours;
    const deduct = alwaysDeductBreak || 2 * worked > terms.hoursPerDay;
    paidHours += deduct ? Math.max(0, worked - dayBreak) : worked;
  });
  return { paidHours, daysPresent };
}

/** Pay for the days and hours logged (loggedTime). */
function basicPayFromLog(terms: PayTerms, log: AttendanceLog): BasicPay {
  const alwaysDeductBreak = log.breakDeduction === 1;
  const { paidHours, daysPresent } = loggedTime(terms, log);
  if (terms.payBasis === 'Hourly') {
    const breakRule = alwaysDeductBreak
      ? 'break always deducted'
      : 'break deducted on days over half the standard hours';
    const cents = amountAt(paidHours, terms.hourly);
    return basicLine(
      terms,
      'M3',
      cents,
      `${formatQuantity(paidHours)} hours logged (${breakRule}) x ${formatDollars(terms.salaryCents)} = ${formatDollars(cents)}`,
    );
  }
  const cents = amountAt(daysPresent * QUANTITY_SCALE, terms.daily);
  return basicLine(
    terms,
    'M3',
    cents,
    `${daysPresent} days present x ${rateText(terms.daily)} a day = ${formatDollars(cents)}`,
  );
}
