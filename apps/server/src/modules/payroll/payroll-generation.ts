// Who a month's payroll can pay, and each payslip's starting inputs: the employee's pay, the days
// they were employed in the month by the work schedule, and their pay scheme template.

import { scheduleDayOf } from '@tembusu/contracts/desk-periods';
import { calendarDateText } from '@tembusu/contracts/display-text';
import type { PrCpfScheme, ResidencyStatus } from '@tembusu/contracts/employees';
import type { PaymentMode, SalaryBasis } from '@tembusu/contracts/enums';
import type { WorkingHours } from '@tembusu/contracts/organization';
import {
  type OvertimeKind,
  type OvertimeRule,
  overtimeKinds,
  type PaymentPeriod,
  type PayrollSettings,
  type PaySchemeTemplate,
} from '@tembusu/contracts/payroll';
import type { PayrollKind, PayrollStatus } from '@tembusu/contracts/payroll-runs';
import { toCents } from '@tembusu/payroll/money';
import type { CommunityFund } from '@tembusu/payroll/statutory/self-help-groups';
import { datesFrom } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { PayrollAttendanceDay } from '../attendance/attendance-payroll.service.js';
import type { ApprovedLeaveDay } from '../leave/leave-days-off.service.js';
import type { UnpaidLeaveDay } from '../leave/leave-requests.service.js';
import {
  type AttendancePart,
  attendancePart,
  type ConditionalItem,
  remark,
  workingDaysPerYearOf,
} from './payroll-attendance.js';
import { absenceCentsAt, centsText } from './payslip-calculation.js';
import type {
  AbsenceAdjustmentInput,
  AttendanceAdjustmentInput,
  AttendanceFigures,
  AttendanceInput,
  CustomItemInput,
  EarlierThisMonthInput,
  PayslipInputs,
} from './payslip-documents.js';

export type EmployeeForPayroll = {
  id: string;
  name: string;
  employeeNumber: string;
  departmentName: string | null;
  isActive: boolean;
  employmentStartDate: string;
  employmentEndDate: string | null;
  salaryBasis: SalaryBasis;
  salaryAmount: string;
  paySchemeTemplateId: string | null;
  paySchemeTemplateName: string | null;
  paymentMode: PaymentMode;
  bankCode: string | null;
  bankAccountNumber: string | null;
  dateOfBirth: string;
  residency: ResidencyStatus;
  prStartDate: string | null;
  communityFunds: CommunityFund[];
  excludeCpfContributions: boolean;
  prCpfScheme: PrCpfScheme;
  /** Pay from the attendance log (isTurnOnAttendLog). */
  attendanceLogOn: boolean;
};

/** A payslip of the month another run of the month must reckon with. */
export type MonthPayslip = {
  employeeId: string;
  payrollId: string;
  payrollNo: number;
  kind: PayrollKind;
  status: PayrollStatus;
  ordinaryWages: string;
  additionalWages: string;
  ordinaryWagesForCpf: string;
  additionalWagesForCpf: string;
  employeeCpf: string;
  employerCpf: string;
  sdl: string;
  communityFunds: { fund: string; amount: string }[] | null;
};

/** The run a payslip is for: its kind, and its payroll once it exists (adding employees). */
export type PayrollRun = { kind: PayrollKind; payrollId?: string };

/**
 * Why an employee cannot be paid in the run, or null when they can. A person is in at most one
 * regular payroll a month, and in no run while another run of the month that pays them is still
 * a draft: a run counts what the month's confirmed and paid runs paid, so those must be settled.
 */
export function exclusionReason(
  employee: EmployeeForPayroll,
  period: Pick<PaymentPeriod, 'startDate' | 'endDate'>,
  run: PayrollRun,
  ofMonth: readonly MonthPayslip[],
): string | null {
  const same = ofMonth.find(
    (slip) =>
      slip.payrollId === run.payrollId || (run.kind === 'regular' && slip.kind === 'regular'),
  );
  if (same) return `Already in payroll #${same.payrollNo} for this month`;
  const draft = ofMonth.find((slip) => slip.status === 'draft');
  if (draft) {
    return `In draft payroll #${draft.payrollNo} for this month: confirm or delete it first`;
  }
  if (!employee.isActive) return 'Not active: the employee is deactivated';
  if (employee.employmentStartDate > period.endDate) {
    return `Not active in the period: starts on ${employee.employmentStartDate}`;
  }
  if (employee.employmentEndDate && employee.employmentEndDate < period.startDate) {
    return `Not active in the period: left on ${employee.employmentEndDate}`;
  }
  if (run.kind === 'regular' && Number(employee.salaryAmount) <= 0) {
    return 'No pay details: the salary is 0';
  }
  return null;
}

const addMoney = (a: string, b: string) => centsText(toCents(a) + toCents(b));

/**
 * What the employee's confirmed and paid payslips of the month paid, added up; null when there
 * are none. Drafts never count: a person in a draft run of the month is not paid by another.
 */
export function earlierThisMonthOf(ofMonth: readonly MonthPayslip[]): EarlierThisMonthInput | null {
  const released = ofMonth.filter((slip) => slip.status !== 'draft');
  if (released.length === 0) return null;
  const funds = new Map<CommunityFund, string>();
  let sum = {
    ordinaryWages: '0.00',
    additionalWages: '0.00',
    ordinaryWagesForCpf: '0.00',
    additionalWagesForCpf: '0.00',
    employeeCpf: '0.00',
    employerCpf: '0.00',
    sdl: '0.00',
  };
  for (const slip of released) {
    sum = {
      ordinaryWages: addMoney(sum.ordinaryWages, slip.ordinaryWages),
      additionalWages: addMoney(sum.additionalWages, slip.additionalWages),
      ordinaryWagesForCpf: addMoney(sum.ordinaryWagesForCpf, slip.ordinaryWagesForCpf),
      additionalWagesForCpf: addMoney(sum.additionalWagesForCpf, slip.additionalWagesForCpf),
      employeeCpf: addMoney(sum.employeeCpf, slip.employeeCpf),
      employerCpf: addMoney(sum.employerCpf, slip.employerCpf),
      sdl: addMoney(sum.sdl, slip.sdl),
    };
    for (const { fund, amount } of slip.communityFunds ?? []) {
      const known = fund as CommunityFund;
      funds.set(known, addMoney(funds.get(known) ?? '0.00', amount));
    }
  }
  return {
    payrollIds: released.map((slip) => slip.payrollId),
    payrollNos: released.map((slip) => slip.payrollNo),
    ...sum,
    communityFunds: [...funds].map(([fund, amount]) => ({ fund, amount })),
  };
}

const workingDaysCache = new WeakMap<WorkingHours, Map<string, number>>();

/**
 * Working days between two dates by the schedule; public holidays on working days count. A
 * payroll asks this for the same few ranges thousands of times, so answers are remembered per
 * schedule.
 */
export function workingDaysBetween(schedule: WorkingHours, from: string, to: string): number {
  let known = workingDaysCache.get(schedule);
  if (!known) {
    known = new Map();
    workingDaysCache.set(schedule, known);
  }
  const key = `${from}/${to}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  let days = 0;
  for (const date of datesFrom(from, to)) {
    if (schedule.days[scheduleDayOf(date)].selected) days += 1;
  }
  known.set(key, days);
  return days;
}

export const halvesOf = (days: readonly Pick<UnpaidLeaveDay, 'portion'>[]) =>
  days.reduce((sum, day) => sum + (day.portion === '0.5' ? 1 : 2), 0);
/** Half days as the payslip writes days: "2.5", "3", "-1". */
export function halvesText(halves: number): string {
  const whole = Math.trunc(halves / 2);
  if (halves % 2 === 0) return String(whole);
  return `${halves < 0 ? '-' : ''}${Math.abs(whole)}.5`;
}
const halvesIn = (days: string | undefined) => Math.round(Number(days ?? '0') * 2);

/** Days of leave added up in half days, as the payslip's absence quantity ("2.5", "3"). */
function absenceDaysText(days: readonly UnpaidLeaveDay[]): string {
  return halvesText(halvesOf(days));
}

/** A payslip of an earlier month, as the settlements of unpaid leave and attendance read it. */
export type SettledPayslip = {
  year: number;
  month: number;
  status: PayrollStatus;
  inputs: PayslipInputs;
};

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The confirmed and paid payslips of each month before `before` that a settlement reads (`reads`
 * says which), by month, oldest first. A month whose payroll is still a draft is left to it.
 */
export function releasedMonthsBefore(
  slips: readonly SettledPayslip[],
  before: { year: number; month: number },
  reads: (inputs: PayslipInputs) => boolean,
): [string, SettledPayslip[]][] {
  const current = monthKey(before.year, before.month);
  const paidMonths = groupedBy(
    slips.filter(
      (slip) =>
        slip.status !== 'draft' && monthKey(slip.year, slip.month) < current && reads(slip.inputs),
    ),
    (slip) => monthKey(slip.year, slip.month),
  );
  return [...paidMonths].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * What the payslips settled for each earlier month, by month: every payslip counts, drafts too,
 * so that two runs never both settle the same change.
 */
export function settledByMonth<T extends { wageMonth: string }>(
  slips: readonly SettledPayslip[],
  settled: (inputs: PayslipInputs) => readonly T[] | undefined,
): Map<string, T[]> {
  return groupedBy(
    slips.flatMap((slip) => settled(slip.inputs) ?? []),
    (adjustment) => adjustment.wageMonth,
  );
}

/**
 * Unpaid leave of earlier months that their confirmed payroll did not deduct as it stands now:
 * approved after the payroll (deducted now) or withdrawn after it (given back), each at its own
 * month's daily rate. What a month deducted is what its payslips' generation took from leave,
 * plus what later payslips settled for it; absence typed by hand is the admin's and is left
 * alone. Months before unpaid leave was recorded on payslips are left alone too, and so are
 * months paid from the attendance log (M3), whose pay counted only the time logged, leave or
 * none, and days the attendance log had absent, unpaid whichever deducted them (the settlement of
 * attendance, attendance-settlement.ts, has those).
 */
export function absenceAdjustmentsOf(
  slips: readonly SettledPayslip[],
  leave: readonly UnpaidLeaveDay[],
  before: { year: number; month: number },
): AbsenceAdjustmentInput[] {
  const settledLater = settledByMonth(slips, (inputs) => inputs.absenceAdjustments);
  const paidMonths = releasedMonthsBefore(
    slips,
    before,
    (inputs) =>
      inputs.salary !== '0' && inputs.unpaidLeaveDays !== undefined && !inputs.attendance?.log,
  );
  const adjustments: AbsenceAdjustmentInput[] = [];
  for (const [wageMonth, paid] of paidMonths) {
    const [first] = paid;
    if (!first) continue;
    const { rangeFrom, rangeTo } = first.inputs;
    const absentDates = new Set(paid.flatMap((slip) => slip.inputs.attendance?.absentDates ?? []));
    const owed = halvesOf(
      leave.filter(
        (day) => day.date >= rangeFrom && day.date <= rangeTo && !absentDates.has(day.date),
      ),
    );
    const settled =
      paid.reduce((sum, slip) => sum + halvesIn(slip.inputs.unpaidLeaveDays), 0) +
      (settledLater.get(wageMonth) ?? []).reduce(
        (sum, adjustment) => sum + halvesIn(adjustment.days),
        0,
      );
    if (owed === settled) continue;
    const days = halvesText(owed - settled);
    adjustments.push({
      wageMonth,
      days,
      amount: centsText(absenceCentsAt(first.inputs, days)),
    });
  }
  return adjustments;
}

/** What the absence line's remark says of leave settled from earlier months. */
function adjustmentRemark(adjustments: readonly AbsenceAdjustmentInput[]): string {
  return adjustments
    .map((adjustment) => {
      const month = `${adjustment.wageMonth.slice(5, 7)}/${adjustment.wageMonth.slice(0, 4)}`;
      const days = adjustment.days.replace('-', '');
      const count = `${days} ${days === '1' ? 'day' : 'days'}`;
      return adjustment.days.startsWith('-')
        ? `Unpaid leave of ${month} withdrawn after its payroll: ${count} given back`
        : `Unpaid leave of ${month} approved after its payroll: ${count} deducted`;
    })
    .join('; ');
}

/** What the M12 line's remark says of the months it settles. */
export function attendanceAdjustmentRemark(
  adjustments: readonly AttendanceAdjustmentInput[],
): string {
  return adjustments
    .map((adjustment) => {
      const month = `${adjustment.wageMonth.slice(5, 7)}/${adjustment.wageMonth.slice(0, 4)}`;
      return `Attendance of ${month} corrected after its payroll: ${adjustment.changes}`;
    })
    .join('. ');
}

/**
 * The attendance figures the lines typed into took from the log: what initialInputs stores on the
 * payslip as generated, M2's share being the log's absent halves plus unpaid leave on days logged
 * absent.
 */
export function attendanceFigures(
  part: Pick<
    AttendancePart,
    'absentHalves' | 'latenessHours' | 'earlyOutHours' | 'overtimeHours'
  > & {
    stored: Pick<AttendanceInput, 'absentDates' | 'log'>;
  },
  unpaidLeave: readonly UnpaidLeaveDay[],
): AttendanceFigures {
  const absentDates = new Set(part.stored.absentDates);
  const leaveOnAbsentDays = halvesOf(unpaidLeave.filter((day) => absentDates.has(day.date)));
  return {
    absenceDays: part.stored.log === null ? halvesText(part.absentHalves + leaveOnAbsentDays) : '0',
    latenessHours: part.latenessHours,
    earlyOutHours: part.earlyOutHours,
    overtimeHours: part.overtimeHours,
  };
}

/** The unpaid leave an absence deduction is for: each type with its dates, half days marked. */
export function absenceRemark(days: readonly UnpaidLeaveDay[]): string {
  return [...groupedBy(days, (day) => day.leaveTypeName)]
    .map(
      ([name, list]) =>
        `${name}: ${list
          .map(
            (day) => `${calendarDateText(day.date)}${day.portion === '0.5' ? ' (half day)' : ''}`,
          )
          .join(', ')}`,
    )
    .join('; ');
}

/** A standard working day's hours: the hours most working days of the week have. */
export function standardDayHours(schedule: WorkingHours): string {
  const counts = new Map<number, number>();
  for (const day of Object.values(schedule.days)) {
    if (day.selected) counts.set(day.workingHours, (counts.get(day.workingHours) ?? 0) + 1);
  }
  let best = 8;
  let bestCount = 0;
  for (const [hours, count] of counts) {
    if (count > bestCount) {
      best = hours;
      bestCount = count;
    }
  }
  return String(best);
}

const defaultOvertimeRule = (kind: OvertimeKind): OvertimeRule => ({
  kind,
  rate: '1.5x',
  customAmount: null,
  start: 'AfterWorkingHours',
  fixedHours: null,
});

/** The CPF Board's residency for an employee's residency status. */
export const cpfResidency = (residency: string): PayslipInputs['employee']['residency'] =>
  residency === 'Citizen' ? 'citizen' : residency === 'PermanentResident' ? 'pr' : 'foreigner';

/**
 * A new payslip's inputs. The template's items paid every period become custom lines. Items paid
 * on an attendance condition are paid when the logs meet it for someone whose attendance is on
 * (payroll-attendance.ts), and are otherwise offered in the editor's pick list.
 */
export function initialInputs(options: {
  employee: EmployeeForPayroll;
  period: Pick<PaymentPeriod, 'year' | 'periodValue' | 'startDate' | 'endDate'>;
  schedule: WorkingHours;
  template: PaySchemeTemplate | null;
  settings: Pick<PayrollSettings, 'contributeSdl' | 'deductCommunityFunds'>;
  earlier: { ordinaryWages: string; additionalWages: string };
  earlierThisMonth: EarlierThisMonthInput | null;
  /** Whether the run pays the month's basic salary and the template's every-period items. */
  paysBasicSalary: boolean;
  /** Approved unpaid leave in the period: the absence (M2) a run paying salary deducts. */
  unpaidLeave: readonly UnpaidLeaveDay[];
  /** Unpaid leave of earlier months settled now (absenceAdjustmentsOf). */
  absenceAdjustments: readonly AbsenceAdjustmentInput[];
  /**
   * Attendance of earlier months corrected after their payroll, settled now
   * (attendanceAdjustmentsOf, attendance-settlement.ts).
   */
  attendanceAdjustments: readonly AttendanceAdjustmentInput[];
  /**
   * With the employee's attendance on and the run paying salary: the period's logs and approved
   * leave (any type), which the payslip's figures are then taken from.
   */
  attendance: { days: readonly PayrollAttendanceDay[]; leave: readonly ApprovedLeaveDay[] } | null;
}): PayslipInputs {
  const { employee, period, schedule, template, settings, paysBasicSalary } = options;
  const from =
    employee.employmentStartDate > period.startDate
      ? employee.employmentStartDate
      : period.startDate;
  const to =
    employee.employmentEndDate && employee.employmentEndDate < period.endDate
      ? employee.employmentEndDate
      : period.endDate;
  const everyPeriod = paysBasicSalary
    ? (template?.items ?? []).filter(
        (item) => item.allowance === null && item.typeId !== 'Salary' && item.typeId !== 'Overtime',
      )
    : [];
  const customItems: CustomItemInput[] = everyPeriod.map((item) => ({
    payItemId: item.payItemId,
    description: item.description,
    category: item.typeId,
    cPFType: item.cPFType,
    unit: item.unit,
    value: item.amount ?? item.defaultAmount,
    iRBACode: item.iRBACode,
    remarks: null,
  }));
  const rules = new Map((template?.overtimeRules ?? []).map((rule) => [rule.kind, rule]));
  const overtimeRates = Object.fromEntries(
    overtimeKinds.map((kind) => [kind, rules.get(kind) ?? defaultOvertimeRule(kind)]),
  ) as Record<OvertimeKind, OvertimeRule>;
  const workingDaysInMonth = workingDaysBetween(schedule, period.startDate, period.endDate);
  const workingDaysInRange = workingDaysBetween(schedule, from, to);
  const absence = paysBasicSalary
    ? options.unpaidLeave.filter((day) => day.date >= from && day.date <= to)
    : [];
  const adjustments = paysBasicSalary ? [...options.absenceAdjustments] : [];
  const attendanceSettled = paysBasicSalary ? [...options.attendanceAdjustments] : [];
  const hoursPerDay = standardDayHours(schedule);
  const inRange = (date: string) => date >= from && date <= to;
  const attended =
    paysBasicSalary && options.attendance
      ? attendancePart({
          payBasis: employee.salaryBasis,
          days: options.attendance.days.filter((day) => inRange(day.workDate)),
          leave: options.attendance.leave.filter((day) => inRange(day.date)),
          hoursPerDay,
          breakDeduction: schedule.breakDeduction,
          workingDaysPerYear: workingDaysPerYearOf(Object.values(schedule.days), hoursPerDay),
          salaryDays: { inMonth: workingDaysInMonth, inRange: workingDaysInRange },
          overtimeRules: overtimeRates,
          allowances: (template?.items ?? []).filter(
            (item): item is ConditionalItem => item.allowance !== null,
          ),
        })
      : null;
  // Paid from the log (M3), time not logged is not paid: leave and absence are named on M2, not
  // deducted.
  const paysFromLog = attended !== null && attended.stored.log !== null;
  const timeOff = [
    ...(attended?.absenceRemark ? [attended.absenceRemark] : []),
    ...(absence.length > 0 ? [absenceRemark(absence)] : []),
  ];
  const absenceRemarks = [
    ...(timeOff.length > 0
      ? [
          paysFromLog
            ? `Paid from the attendance log, not paid: ${timeOff.join('; ')}`
            : timeOff.join('. '),
        ]
      : []),
    ...(adjustments.length > 0 ? [adjustmentRemark(adjustments)] : []),
  ];
  const absentDates = new Set(attended?.stored.absentDates);
  const leaveDays = paysFromLog
    ? '0'
    : absenceDaysText(absence.filter((day) => !absentDates.has(day.date)));
  const noHours = { normal: '0', offDay: '0', restDay: '0', holiday: '0' };
  return {
    wageMonth: `${period.year}-${String(period.periodValue).padStart(2, '0')}`,
    payBasis: employee.salaryBasis,
    salary: paysBasicSalary ? employee.salaryAmount : '0',
    hoursPerDay,
    rangeFrom: from,
    rangeTo: to,
    workingDaysInMonth: String(workingDaysInMonth),
    workingDaysInRange: String(workingDaysInRange),
    absenceDays: paysFromLog ? '0' : halvesText(halvesOf(absence) + (attended?.absentHalves ?? 0)),
    unpaidLeaveDays: leaveDays,
    absenceAdjustments: adjustments,
    attendanceAdjustments: attendanceSettled,
    latenessHours: attended?.latenessHours ?? '0',
    earlyOutHours: attended?.earlyOutHours ?? '0',
    overtimeHours: attended?.overtimeHours ?? noHours,
    overtimeRates,
    customItems: [...customItems, ...(attended?.allowances ?? [])],
    remarks: {
      ...attended?.remarks,
      ...(absenceRemarks.length > 0 ? { M2: absenceRemarks.join('. ') } : {}),
      ...(attendanceSettled.length > 0
        ? { M12: remark(attendanceAdjustmentRemark(attendanceSettled)) }
        : {}),
    },
    employee: {
      birthDate: employee.dateOfBirth,
      residency: cpfResidency(employee.residency),
      prStartDate: employee.prStartDate,
      communityFunds: settings.deductCommunityFunds ? employee.communityFunds : [],
    },
    excludeCpf: employee.excludeCpfContributions,
    prCpfScheme: employee.prCpfScheme,
    sdl: settings.contributeSdl,
    ordinaryWagesEarlierThisYear: options.earlier.ordinaryWages,
    additionalWagesEarlierThisYear: options.earlier.additionalWages,
    originPayItems: (template?.items ?? []).map((item) => ({
      payItemId: item.payItemId,
      description: item.description,
      amount: item.amount ?? item.defaultAmount,
    })),
    earlierThisMonth: options.earlierThisMonth,
    ...(attended
      ? { attendance: { ...attended.stored, generated: attendanceFigures(attended, absence) } }
      : {}),
  };
}
