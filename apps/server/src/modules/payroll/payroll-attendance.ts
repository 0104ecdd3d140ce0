// What a payslip takes from the attendance log of an employee whose attendance is on (#16): the
// absence, lateness and early outs it deducts, the overtime it pays by kind of day (from the
// shift's end, or after the template's fixed hours worked in the day), the pay for work on rest
// days and public holidays the Employment Act gives, basic pay from the hours or days logged for
// hourly and daily rates (M3), and the template's allowances whose attendance condition is met.
// Each line's remark names the days it came from, and the log ids behind each line are kept on
// the payslip's inputs.

import type { PayItemTypeCode, SalaryBasis } from '@tembusu/contracts/enums';
import type {
  AllowanceCondition,
  OvertimeKind,
  OvertimeRule,
  PaySchemeTemplate,
} from '@tembusu/contracts/payroll';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import {
  decimalText,
  formatDollars,
  QUANTITY_SCALE,
  roundDivision,
  roundedRatio,
  toCents,
  toQuantity,
} from '@tembusu/payroll/money';
import { groupedBy } from '../../collections.js';
import type { PayrollAttendanceDay } from '../attendance/attendance-payroll.service.js';
import type { ApprovedLeaveDay } from '../leave/leave-days-off.service.js';
import { centsText } from './payslip-calculation.js';
import type { AttendanceInput, CustomItemInput } from './payslip-documents.js';

/** Millionths (of an hour, a day, a percent) as the payslip writes them: '0.25', '3', '0.166667'. */
export const quantityText = (millionths: number) =>
  decimalText(millionths, 6).replace(/\.?0+$/, '');

/**
 * Minutes as hours, to the millionth of an hour the engine counts in: exact whenever the minutes
 * make a whole number of millionths (15 minutes: '0.25'), else rounded (10 minutes: '0.166667').
 */
export const hoursOfMinutes = (minutes: number) => hoursOfMicros(minutes * QUANTITY_SCALE);

/** Millionths of a minute as hours, to the millionth of an hour. */
const hoursOfMicros = (micros: number) => quantityText(roundDivision(micros, 60));

const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Dates as a payslip remark names them, by month, runs of three or more as ranges: "3–5, 9 and 17 Nov 2026". */
export function datesText(dates: readonly string[]): string {
  const byMonth = groupedBy([...new Set(dates)].sort(), (date) => date.slice(0, 7));
  return [...byMonth]
    .map(([month, list]) => {
      const days = list.map((date) => Number(date.slice(8, 10)));
      const parts: string[] = [];
      let start = 0;
      for (let index = 1; index <= days.length; index++) {
        if (index < days.length && days[index] === (days[index - 1] ?? 0) + 1) continue;
        const run = days.slice(start, index);
        if (run.length >= 3) parts.push(`${run[0]}–${run[run.length - 1]}`);
        else parts.push(...run.map(String));
        start = index;
      }
      return `${listed(parts)} ${monthAbbreviations[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    })
    .join('; ');
}

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

// The editor refuses a line's remarks longer than this when the payslip is saved
// (zPayslipSaveInput), so a generated remark never is; the log ids stay on the inputs whole.
const longestRemark = 200;
export const remark = (text: string) =>
  text.length <= longestRemark ? text : `${text.slice(0, longestRemark - 1)}…`;

/** A template item paid on an attendance condition. */
export type ConditionalItem = PaySchemeTemplate['items'][number] & {
  allowance: AllowanceCondition;
};

/** What the payslip takes from the attendance log, for initialInputs to lay over its inputs. */
export type AttendancePart = {
  /** Absent days the leave does not cover, in half days, deducted on M2 with the unpaid leave. */
  absentHalves: number;
  /** What M2's remark says of them, or of the time not paid when the log pays (M3). */
  absenceRemark: string | null;
  latenessHours: string;
  earlyOutHours: string;
  overtimeHours: Record<OvertimeKind, string>;
  remarks: Partial<Record<PayItemTypeCode, string>>;
  /** The allowances whose condition the month's logs met. */
  allowances: CustomItemInput[];
  stored: AttendanceInput;
};

/** Half days of approved leave on each date: any leave, paid or not, excuses the day it covers. */
function leaveHalvesByDate(leave: readonly ApprovedLeaveDay[]): Map<string, number> {
  const halves = new Map<string, number>();
  for (const day of leave) {
    const taken = (halves.get(day.date) ?? 0) + (day.part === 'full' ? 2 : 1);
    halves.set(day.date, Math.min(2, taken));
  }
  return halves;
}

/**
 * Whether a day logged meets an allowance's condition. The rules read as limits the day must keep
 * to: late less than the minutes, or not late more than them (so at most them); and never out
 * early by more than the minutes (at most them), or by less than them (under them).
 */
function meets(rule: AllowanceCondition, day: PayrollAttendanceDay): boolean {
  switch (rule.condition) {
    case 'AttendancePresence':
      return true;
    case 'AfterWorkingHours':
      return day.overtimeMinutes * QUANTITY_SCALE >= toQuantity(rule.hoursAfterWork) * 60;
    case 'PunctualityTimeIn': {
      const limit = rule.lateMinutes ?? 0;
      return rule.lateRule === 'LateMoreThan' ? day.lateMinutes <= limit : day.lateMinutes < limit;
    }
    case 'PunctualityTimeOut': {
      const limit = rule.earlyOutMinutes ?? 0;
      return rule.earlyOutRule === 'NeverEarlyMoreThan'
        ? day.earlyOutMinutes <= limit
        : day.earlyOutMinutes < limit;
    }
  }
}

/**
 * A percentage allowance paid for a number of days, as the percentage of the basic pay it comes
 * to (in millionths): each day's the percentage of a day's pay. `each` says so for the remark.
 */
type DaysOfPercentage = (percentage: string, days: number) => { value: number; each: string };

/**
 * The allowance an item pays for the month's logs, or null when its condition is not met. A
 * condition judged each Day pays the amount for every day logged that meets it. One judged over
 * the Month is met when there was a day logged and every day logged meets it (for presence, with
 * no absence either), and pays the amount once (per Attendance) or for every day logged (Perday).
 */
function allowanceOf(
  item: ConditionalItem,
  present: readonly PayrollAttendanceDay[],
  absences: number,
  daysOfPercentage: DaysOfPercentage,
): { input: CustomItemInput; logIds: string[] } | null {
  const rule = item.allowance;
  const meeting = present.filter((day) => meets(rule, day));
  let days: readonly PayrollAttendanceDay[];
  let count: number;
  if (rule.period === 'Day') {
    days = meeting;
    count = meeting.length;
  } else {
    const met =
      present.length > 0 &&
      meeting.length === present.length &&
      (rule.condition !== 'AttendancePresence' || absences === 0);
    days = met ? present : [];
    count = !met ? 0 : rule.basis === 'Perday' ? present.length : 1;
  }
  if (count === 0) return null;
  const amount = item.amount ?? item.defaultAmount;
  const once = rule.period === 'Month' && rule.basis !== 'Perday';
  let each: string;
  let value: string;
  if (item.unit !== 'Percentage') {
    each = formatDollars(toCents(amount));
    value = centsText(toCents(amount) * count);
  } else if (once) {
    each = `${amount}%`;
    value = quantityText(toQuantity(amount));
  } else {
    const share = daysOfPercentage(amount, count);
    each = share.each;
    value = quantityText(share.value);
  }
  const dates = datesText(days.map((day) => day.workDate));
  const text =
    rule.period === 'Day'
      ? `${count} ${count === 1 ? 'day' : 'days'} x ${each}: ${dates}`
      : rule.basis === 'Perday'
        ? `Met on every day logged, ${count} ${count === 1 ? 'day' : 'days'} x ${each}: ${dates}`
        : `Met on every day logged: ${dates}`;
  return {
    input: {
      payItemId: item.payItemId,
      description: item.description,
      category: item.typeId,
      cPFType: item.cPFType,
      unit: item.unit,
      value,
      iRBACode: item.iRBACode,
      remarks: remark(text),
    },
    logIds: days.map((day) => day.logId),
  };
}

const ids = (days: readonly PayrollAttendanceDay[]) => days.map((day) => day.logId);
const datesOf = (days: readonly PayrollAttendanceDay[]) => days.map((day) => day.workDate);
const sum = (
  days: readonly PayrollAttendanceDay[],
  minutes: (day: PayrollAttendanceDay) => number,
) => days.reduce((total, day) => total + minutes(day), 0);

/** 52 weeks of the schedule's working days, a day of at most half the standard hours counting half. */
export function workingDaysPerYearOf(
  days: readonly { selected: boolean; workingHours: number }[],
  hoursPerDay: string,
): string {
  const standard = Number(hoursPerDay);
  const halves = days.reduce(
    (total, day) => total + (!day.selected ? 0 : 2 * day.workingHours <= standard ? 1 : 2),
    0,
  );
  return quantityText(halves * 26 * QUANTITY_SCALE);
}

/**
 * The payslip's figures from the logs of the salary period (the employment's days of it), with the
 * approved leave of the same days. Only what the settings count is paid: overtime approved or
 * needing no approval. A working day with no log is not an absence: the log says who was absent.
 */
export function attendancePart(options: {
  payBasis: SalaryBasis;
  days: readonly PayrollAttendanceDay[];
  leave: readonly ApprovedLeaveDay[];
  /** The standard day's hours: the normal hours of work rest-day pay is measured against. */
  hoursPerDay: string;
  breakDeduction: 0 | 1;
  workingDaysPerYear: string;
  /**
   * The working days of the month and of the days employed in it, by which a monthly salary's
   * basic pay, what a percentage allowance is of, is prorated (EA s.20A).
   */
  salaryDays: { inMonth: number; inRange: number };
  /** The template's overtime rule for each kind of day: when its overtime starts. */
  overtimeRules: Readonly<Record<OvertimeKind, Pick<OvertimeRule, 'start' | 'fixedHours'>>>;
  allowances: readonly ConditionalItem[];
}): AttendancePart {
  const { days } = options;
  const paysFromLog = options.payBasis !== 'Monthly';
  const lineIds: Partial<Record<PayItemTypeCode, string[]>> = {};
  const remarks: Partial<Record<PayItemTypeCode, string>> = {};

  // Absence (M2): an absent log on a working day, less any approved leave of the day (leave
  // wins: unpaid leave is deducted as leave already, paid leave is paid).
  const leaveHalves = leaveHalvesByDate(options.leave);
  const absent = days
    .filter((day) => day.absent && day.dayKind === 'normal')
    .map((day) => ({ day, halves: 2 - (leaveHalves.get(day.workDate) ?? 0) }))
    .filter(({ halves }) => halves > 0);
  const absentHalves = absent.reduce((total, { halves }) => total + halves, 0);
  const wholeAbsences = absent.filter(({ halves }) => halves === 2).map(({ day }) => day);
  const halfAbsences = absent.filter(({ halves }) => halves === 1).map(({ day }) => day);
  const absenceRemark =
    absent.length === 0
      ? null
      : [
          ...(wholeAbsences.length > 0 ? [`Absent: ${datesText(datesOf(wholeAbsences))}`] : []),
          ...(halfAbsences.length > 0
            ? [`Absent half a day, on leave the other half: ${datesText(datesOf(halfAbsences))}`]
            : []),
        ].join('; ');
  if (absent.length > 0) lineIds.M2 = absent.map(({ day }) => day.logId);

  // Lateness (M2a) and early outs (M2b), at the hourly rate. Hours logged pay no time not worked,
  // so an hourly rate's lateness and early outs are named and not deducted again.
  const present = days.filter((day) => !day.absent);
  const timeNotWorked = (
    code: 'M2a' | 'M2b',
    words: string,
    minutes: (d: PayrollAttendanceDay) => number,
  ) => {
    const found = present.filter((day) => minutes(day) > 0);
    const total = sum(found, minutes);
    if (found.length === 0) return '0';
    lineIds[code] = ids(found);
    const unpaid = options.payBasis === 'Hourly' ? ', unpaid in the hours logged' : '';
    remarks[code] = remark(`${words} ${datesText(datesOf(found))}: ${minutesText(total)}${unpaid}`);
    return options.payBasis === 'Hourly' ? '0' : hoursOfMinutes(total);
  };
  const latenessHours = timeNotWorked('M2a', 'Late on', (day) => day.lateMinutes);
  const earlyOutHours = timeNotWorked('M2b', 'Left early on', (day) => day.earlyOutMinutes);

  // All the time a day's work is paid for, in millionths of a minute: within the shift, and the
  // overtime approved or needing no approval (overtime waiting or turned down is not paid).
  const normalMicros = toQuantity(options.hoursPerDay) * 60;
  const paidMicros = (day: PayrollAttendanceDay) =>
    (day.regularMinutes + day.overtimeMinutes) * QUANTITY_SCALE;

  // A kind of day's overtime starts as the template's rule for it says: AfterWorkingHours at the
  // shift's end, as the log measured it; AfterFixedHours once the time paid in the day passes the
  // fixed hours, which fixedStart answers in millionths of a minute with the remark's words.
  const fixedStart = (kind: OvertimeKind) => {
    const rule = options.overtimeRules[kind];
    if (rule.start !== 'AfterFixedHours' || !rule.fixedHours) return null;
    const hours = quantityText(toQuantity(rule.fixedHours));
    return {
      micros: toQuantity(rule.fixedHours) * 60,
      words: `after ${hours} ${hours === '1' ? 'hour' : 'hours'} worked`,
    };
  };
  const overtimeMicrosOf = (kind: 'normal' | 'offDay') => {
    const fixed = fixedStart(kind);
    return (day: PayrollAttendanceDay) =>
      fixed ? Math.max(0, paidMicros(day) - fixed.micros) : day.overtimeMinutes * QUANTITY_SCALE;
  };
  const overtimeMicros = { normal: overtimeMicrosOf('normal'), offDay: overtimeMicrosOf('offDay') };

  // Overtime on working days and off days (M8a, M8b).
  const waitingNote = (days: readonly PayrollAttendanceDay[]) => {
    const waiting = days.filter((day) => day.unapprovedOvertimeMinutes > 0);
    return waiting.length > 0
      ? [`awaiting approval, not paid: ${datesText(datesOf(waiting))}`]
      : [];
  };
  const noted = (code: PayItemTypeCode, notes: readonly string[]) => {
    if (notes.length > 0) remarks[code] = remark(notes.join('; '));
  };
  const overtimeOn = (kind: 'normal' | 'offDay', code: 'M8a' | 'M8b', words: string) => {
    const ofKind = present.filter((day) => day.dayKind === kind);
    const paid = ofKind.filter((day) => overtimeMicros[kind](day) > 0);
    const start = fixedStart(kind);
    if (paid.length > 0) lineIds[code] = ids(paid);
    noted(code, [
      ...(paid.length > 0
        ? [`${words}${start ? ` ${start.words}` : ''} on ${datesText(datesOf(paid))}`]
        : []),
      ...waitingNote(ofKind),
    ]);
    return hoursOfMicros(sum(paid, overtimeMicros[kind]));
  };
  const normalOvertime = overtimeOn('normal', 'M8a', 'Overtime');
  const offDayOvertime = overtimeOn('offDay', 'M8b', 'Off-day work');

  // Rest days and public holidays are paid for the day's work as the Employment Act says, the
  // time beyond the normal hours of work (the standard day), or beyond the fixed hours the
  // template's rule for the kind of day starts overtime after, at its rate.
  const restDayStart = fixedStart('restDay');
  const holidayStart = fixedStart('holiday');
  const beyondMicros = (start: { micros: number } | null) => (day: PayrollAttendanceDay) =>
    Math.max(0, paidMicros(day) - (start?.micros ?? normalMicros));
  const beyondRestDay = beyondMicros(restDayStart);
  const beyondHoliday = beyondMicros(holidayStart);
  const fixedNote = (
    start: { words: string } | null,
    days: readonly PayrollAttendanceDay[],
    beyond: (day: PayrollAttendanceDay) => number,
  ) => {
    const over = start ? days.filter((day) => beyond(day) > 0) : [];
    return start && over.length > 0 ? [`overtime ${start.words}: ${datesText(datesOf(over))}`] : [];
  };

  // Rest days (M8c), EA s.37: work at the employer's request (a rostered shift) earns a day's
  // basic pay for up to half the normal hours and two days' for more; at the employee's own
  // request (no shift rostered) half a day's and a day's; time beyond the normal hours at least
  // 1.5 times the hourly basic rate (s.37(4)).
  const restDayPay: Record<number, string> = { 1: 'half a day', 2: '1 day', 4: '2 days' };
  const restDays = present.filter((day) => day.dayKind === 'restDay');
  const restWorked = restDays.filter((day) => paidMicros(day) > 0);
  const restGroups = new Map<string, PayrollAttendanceDay[]>();
  let restHalves = 0;
  for (const day of restWorked) {
    const upToHalf = 2 * paidMicros(day) <= normalMicros;
    const halves = day.rostered ? (upToHalf ? 2 : 4) : upToHalf ? 1 : 2;
    restHalves += halves;
    const key = `${day.rostered ? 'rostered' : 'own request'}, ${restDayPay[halves]}`;
    restGroups.set(key, [...(restGroups.get(key) ?? []), day]);
  }
  if (restWorked.length > 0) lineIds.M8c = ids(restWorked);
  noted('M8c', [
    ...(restWorked.length > 0
      ? [
          `Rest days (EA s.37): ${[...restGroups].map(([key, list]) => `${key}: ${datesText(datesOf(list))}`).join('; ')}`,
        ]
      : []),
    ...fixedNote(restDayStart, restWorked, beyondRestDay),
    ...waitingNote(restDays),
  ]);

  // Public holidays (M8d), EA s.88(4): work on one earns an extra day's basic pay on top of the
  // day's own pay (in the monthly salary; for hourly and daily rates, M3 pays the day up to the
  // normal hours), and time beyond the normal hours is paid at the holiday rate.
  const holidays = present.filter((day) => day.dayKind === 'publicHoliday');
  const holidaysWorked = holidays.filter((day) => paidMicros(day) > 0);
  if (holidaysWorked.length > 0) lineIds.M8d = ids(holidaysWorked);
  noted('M8d', [
    ...(holidaysWorked.length > 0
      ? [
          `Public holidays (EA s.88(4)), an extra day's pay each: ${datesText(datesOf(holidaysWorked))}`,
        ]
      : []),
    ...fixedNote(holidayStart, holidaysWorked, beyondHoliday),
    ...waitingNote(holidays),
  ]);

  // Basic pay from the log (M3) for hourly and daily rates: the time paid that is not overtime
  // (within the day's shift, or up to the fixed hours; on a public holiday, up to the normal
  // hours or the fixed ones), the break put back for the schedule's break rule to take off. Rest
  // days are paid by M8c instead; a log without check-out has no time until it is corrected.
  let log: AttendanceInput['log'] = null;
  if (paysFromLog) {
    const dayMicros = (day: PayrollAttendanceDay) =>
      day.dayKind === 'publicHoliday'
        ? paidMicros(day) - beyondHoliday(day)
        : day.dayKind === 'restDay'
          ? 0
          : paidMicros(day) - overtimeMicros[day.dayKind](day);
    const paid = present.filter((day) => dayMicros(day) > 0);
    const open = present.filter((day) => !day.checkedOut && day.regularMinutes === 0);
    log = {
      days: paid.map((day) => ({
        date: day.workDate,
        hoursWorked: quantityText(
          roundDivision(dayMicros(day) + day.breakMinutes * QUANTITY_SCALE, 60),
        ),
        breakHours: hoursOfMinutes(day.breakMinutes),
      })),
      breakDeduction: options.breakDeduction,
    };
    lineIds.M3 = ids(paid);
    const words = options.payBasis === 'Hourly' ? 'Hours logged on' : 'Days present:';
    remarks.M3 = remark(
      [
        paid.length > 0 ? `${words} ${datesText(datesOf(paid))}` : 'No time logged',
        ...(open.length > 0
          ? [`no check-out, not paid until corrected: ${datesText(datesOf(open))}`]
          : []),
      ].join('; '),
    );
  }

  // A percentage allowance is a percentage of the basic pay, so paid for each day it pays that
  // many days' share of it, not the percentage again for each day (22 days of 10% are not 220%).
  // A monthly salary's day is the month's ÷ its working days (52 weeks' ÷ 12); a month employed
  // in part has its basic pay prorated by working days already, which the share puts back. Pay
  // from the log is shared by the days it pays; with none there is no basic pay to share.
  const daysLogged = log?.days.length ?? 0;
  const monthDays = quantityText(roundDivision(toQuantity(options.workingDaysPerYear), 12));
  const { inMonth, inRange } = options.salaryDays;
  const daysOfPercentage: DaysOfPercentage = (percentage, count) =>
    paysFromLog
      ? {
          value: roundedRatio(toQuantity(percentage), count, 1, daysLogged || count),
          each: `${percentage}% of a day's pay (the pay logged ÷ ${daysLogged} ${daysLogged === 1 ? 'day' : 'days'})`,
        }
      : {
          value: roundedRatio(
            toQuantity(percentage),
            12 * count * (inRange > 0 ? inMonth : 1),
            QUANTITY_SCALE,
            toQuantity(options.workingDaysPerYear) * (inRange > 0 ? inRange : 1),
          ),
          each: `${percentage}% of a day's pay (a month's ÷ ${monthDays})`,
        };

  const allowances: CustomItemInput[] = [];
  const payItems: Record<string, string[]> = {};
  for (const item of options.allowances) {
    const found = allowanceOf(item, present, absent.length, daysOfPercentage);
    if (!found) continue;
    allowances.push(found.input);
    payItems[item.payItemId] = found.logIds;
  }

  return {
    absentHalves,
    absenceRemark,
    latenessHours,
    earlyOutHours,
    overtimeHours: {
      normal: normalOvertime,
      offDay: offDayOvertime,
      restDay: hoursOfMicros(sum(restWorked, beyondRestDay)),
      holiday: hoursOfMicros(sum(holidaysWorked, beyondHoliday)),
    },
    remarks,
    allowances,
    stored: {
      log,
      absentDates: datesOf(days.filter((day) => day.absent && day.dayKind === 'normal')),
      restDayPayDays: quantityText(restHalves * (QUANTITY_SCALE / 2)),
      holidayPayDays: String(holidaysWorked.length),
      workingDaysPerYear: options.workingDaysPerYear,
      logIds: { lines: lineIds, payItems },
    },
  };
}
