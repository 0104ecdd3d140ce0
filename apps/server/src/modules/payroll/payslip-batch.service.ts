import { setImmediate } from 'node:timers/promises';
import type { WorkingHours } from '@tembusu/contracts/organization';
import type { PaymentPeriod, PayrollSettings, PaySchemeTemplate } from '@tembusu/contracts/payroll';
import type { PayrollKind } from '@tembusu/contracts/payroll-runs';
import { PayrollInputError } from '@tembusu/payroll/errors';
import { decimalText, roundDivision } from '@tembusu/payroll/money';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, invalid } from '../../errors.js';
import {
  attendanceForPayroll,
  type PayrollAttendanceDay,
} from '../attendance/attendance-payroll.service.js';
import { type ApprovedLeaveDay, approvedLeaveDaysOf } from '../leave/leave-days-off.service.js';
import { type UnpaidLeaveDay, unpaidLeaveBetween } from '../leave/leave-requests.service.js';
import { workingHoursIn } from '../organization/organization.service.js';
import { attendanceAdjustmentsOf } from './attendance-settlement.js';
import { wagesEarlierThisYear } from './opening-balances.service.js';
import type { ConditionalItem } from './payroll-attendance.js';
import { type Month, payslipsOfMonthByEmployee } from './payroll-candidates.service.js';
import {
  absenceAdjustmentsOf,
  type EmployeeForPayroll,
  earlierThisMonthOf,
  initialInputs,
} from './payroll-generation.js';
import {
  advancePayslipNumber,
  payslipsOfPeopleBetween,
  peopleWithAttendancePaid,
  peopleWithLeaveDeducted,
} from './payroll-runs.repository.js';
import { lockPayrollNumbering, settingsIn, templatesIn } from './payroll-setup.service.js';
import { calculate, centsText, editorLines, totalsOf, wagesForCpf } from './payslip-calculation.js';
import type {
  AbsenceAdjustmentInput,
  AttendanceAdjustmentInput,
  EarlierThisMonthInput,
  PayslipInputs,
} from './payslip-documents.js';
import { insertPayslips, type PayslipValues } from './payslips.repository.js';

type NewPayslip = Omit<PayslipValues, 'payrollId' | 'payslipNo'>;

/** What payslips are worked out from: the month's rules and the people they pay. */
type PayslipSources = {
  settings: Pick<PayrollSettings, 'contributeSdl' | 'deductCommunityFunds'>;
  schedule: WorkingHours;
  templates: PaySchemeTemplate[];
  period: PaymentPeriod;
  earlier: Map<string, { ordinaryWages: string; additionalWages: string }>;
  /** What each person's confirmed and paid payslips of the month paid, for those who have any. */
  earlierThisMonth: Map<string, EarlierThisMonthInput>;
  paysBasicSalary: boolean;
  /**
   * Each person's approved unpaid leave of the period, deducted as absence, and of the year
   * before it.
   */
  unpaidLeave: Map<string, UnpaidLeaveDay[]>;
  /** Unpaid leave of earlier months settled on this run (absenceAdjustmentsOf). */
  absenceAdjustments: Map<string, AbsenceAdjustmentInput[]>;
  /** Attendance of earlier months corrected after their payroll (attendanceAdjustmentsOf). */
  attendanceAdjustments: Map<string, AttendanceAdjustmentInput[]>;
  /**
   * In a run paying salary, the period's attendance logs and approved leave of each person whose
   * attendance is on: their payslips are worked out from them.
   */
  attendance: Map<string, { days: PayrollAttendanceDay[]; leave: ApprovedLeaveDay[] }>;
  people: EmployeeForPayroll[];
};

export async function payslipSourcesIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  run: { kind: PayrollKind; payBasicSalary: boolean },
  period: PaymentPeriod,
  people: EmployeeForPayroll[],
): Promise<PayslipSources> {
  const { contributeSdl, deductCommunityFunds } = await settingsIn(tx, ctx);
  const earlierThisMonth = new Map<string, EarlierThisMonthInput>();
  for (const [employeeId, slips] of await payslipsOfMonthByEmployee(tx, ctx, month)) {
    const earlier = earlierThisMonthOf(slips);
    if (earlier) earlierThisMonth.set(employeeId, earlier);
  }
  const paysBasicSalary = run.kind === 'regular' || run.payBasicSalary;
  const ids = people.map((person) => person.id);
  const unpaidLeave = await unpaidLeaveBetween(tx, ctx.organizationId, ids, {
    from: paysBasicSalary ? firstDayOf(monthsBefore(month, settlementMonths)) : period.startDate,
    to: period.endDate,
  });
  const schedule = await workingHoursIn(tx, ctx.organizationId);
  const templates = await templatesIn(tx, ctx.organizationId);
  const settled = paysBasicSalary
    ? await settlementsIn(tx, ctx, month, people, { unpaidLeave, schedule, templates })
    : { absence: new Map(), attendance: new Map() };
  return {
    settings: { contributeSdl, deductCommunityFunds },
    schedule,
    templates,
    period,
    earlier: await wagesEarlierThisYear(tx, ctx, month),
    earlierThisMonth,
    paysBasicSalary,
    unpaidLeave,
    absenceAdjustments: settled.absence,
    attendanceAdjustments: settled.attendance,
    attendance: paysBasicSalary ? await attendanceIn(tx, ctx, period, people) : new Map(),
    people,
  };
}

/** The period's logs and approved leave of the people whose attendance is on. */
async function attendanceIn(
  tx: Db,
  ctx: TenantContext,
  period: PaymentPeriod,
  people: EmployeeForPayroll[],
): Promise<PayslipSources['attendance']> {
  const ids = people.filter((person) => person.attendanceLogOn).map((person) => person.id);
  const range = { from: period.startDate, to: period.endDate };
  const logs = await attendanceForPayroll(tx, ctx.organizationId, ids, range);
  const leave = await approvedLeaveDaysOf(tx, ctx.organizationId, ids, range);
  return new Map(ids.map((id) => [id, { days: logs.get(id) ?? [], leave: leave.get(id) ?? [] }]));
}

/** How far back a run looks for unpaid leave whose month was paid before it was decided. */
const settlementMonths = 12;

const monthsBefore = ({ year, month }: Month, count: number): Month => {
  const index = year * 12 + month - 1 - count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const firstDayOf = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * What this run settles of earlier months: each person's unpaid leave of the past year that its
 * month's confirmed payroll did not deduct as it stands now, and the attendance of those months
 * corrected after their payroll. Only people with such leave, or whose payslips deducted or settled
 * some, and people with attendance on whose confirmed payslips took it, are read.
 */
async function settlementsIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  people: EmployeeForPayroll[],
  sources: Pick<PayslipSources, 'unpaidLeave' | 'schedule' | 'templates'>,
): Promise<{
  absence: Map<string, AbsenceAdjustmentInput[]>;
  attendance: Map<string, AttendanceAdjustmentInput[]>;
}> {
  const { unpaidLeave } = sources;
  const ids = people.map((person) => person.id);
  const range = { from: monthsBefore(month, settlementMonths), to: month };
  const before = firstDayOf(month);
  const withLeave = ids.filter((id) =>
    (unpaidLeave.get(id) ?? []).some((day) => day.date < before),
  );
  const deducted = await peopleWithLeaveDeducted(tx, ctx.organizationId, ids, range);
  const leavePeople = [...new Set([...withLeave, ...deducted])];
  const attended = await peopleWithAttendancePaid(
    tx,
    ctx.organizationId,
    people.filter((person) => person.attendanceLogOn).map((person) => person.id),
    { from: range.from, to: monthsBefore(month, 1) },
  );
  const slips = groupedBy(
    await payslipsOfPeopleBetween(
      tx,
      ctx.organizationId,
      [...new Set([...leavePeople, ...attended])],
      range,
    ),
    (slip) => slip.employeeId,
  );
  const absence = new Map<string, AbsenceAdjustmentInput[]>();
  for (const id of leavePeople) {
    const found = absenceAdjustmentsOf(slips.get(id) ?? [], unpaidLeave.get(id) ?? [], month);
    if (found.length > 0) absence.set(id, found);
  }
  return {
    absence,
    attendance: await attendanceSettlementsIn(tx, ctx, month, people, attended, slips, sources),
  };
}

/** The attendance of earlier months of the people whose confirmed payslips took it, settled. */
async function attendanceSettlementsIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  people: EmployeeForPayroll[],
  attended: string[],
  slips: Map<string, Awaited<ReturnType<typeof payslipsOfPeopleBetween>>>,
  sources: Pick<PayslipSources, 'unpaidLeave' | 'schedule' | 'templates'>,
): Promise<Map<string, AttendanceAdjustmentInput[]>> {
  const settled = new Map<string, AttendanceAdjustmentInput[]>();
  const ranges = attended.flatMap((id) =>
    (slips.get(id) ?? []).flatMap((slip) =>
      slip.inputs.attendance ? [slip.inputs.rangeFrom, slip.inputs.rangeTo] : [],
    ),
  );
  if (ranges.length === 0) return settled;
  const range = { from: ranges.reduce(earliest), to: ranges.reduce(latest) };
  const logs = await attendanceForPayroll(tx, ctx.organizationId, attended, range);
  const leave = await approvedLeaveDaysOf(tx, ctx.organizationId, attended, range);
  const templates = new Map(sources.templates.map((template) => [template.id, template]));
  const byId = new Map(people.map((person) => [person.id, person]));
  for (const id of attended) {
    const template = templates.get(byId.get(id)?.paySchemeTemplateId ?? '');
    const found = attendanceAdjustmentsOf(
      slips.get(id) ?? [],
      {
        days: logs.get(id) ?? [],
        leave: leave.get(id) ?? [],
        unpaidLeave: sources.unpaidLeave.get(id) ?? [],
        allowances: (template?.items ?? []).filter(
          (item): item is ConditionalItem => item.allowance !== null,
        ),
        breakDeduction: sources.schedule.breakDeduction,
      },
      month,
    );
    if (found.length > 0) settled.set(id, found);
  }
  return settled;
}

const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);

// Payslips are worked out this many at a time, other requests taking their turn in between.
const payslipChunk = 250;

/**
 * Works out a payslip for each of the people, yielding to other work after each chunk and then
 * calling back with how many are done; a callback answering false stops the work (null).
 */
async function computePayslips(
  ctx: TenantContext,
  sources: PayslipSources,
  afterChunk: (done: number) => Promise<boolean>,
): Promise<NewPayslip[] | null> {
  const templateById = new Map(sources.templates.map((template) => [template.id, template]));
  const rows: NewPayslip[] = [];
  for (const employee of sources.people) {
    const inputs = initialInputs({
      employee,
      period: sources.period,
      schedule: sources.schedule,
      template: employee.paySchemeTemplateId
        ? (templateById.get(employee.paySchemeTemplateId) ?? null)
        : null,
      settings: sources.settings,
      earlier: sources.earlier.get(employee.id) ?? { ordinaryWages: '0', additionalWages: '0' },
      earlierThisMonth: sources.earlierThisMonth.get(employee.id) ?? null,
      paysBasicSalary: sources.paysBasicSalary,
      unpaidLeave: sources.unpaidLeave.get(employee.id) ?? [],
      absenceAdjustments: sources.absenceAdjustments.get(employee.id) ?? [],
      attendanceAdjustments: sources.attendanceAdjustments.get(employee.id) ?? [],
      attendance: sources.attendance.get(employee.id) ?? null,
    });
    rows.push({
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      employeeName: employee.name,
      employeeNumber: employee.employeeNumber,
      departmentName: employee.departmentName,
      paymentMethod: employee.paymentMode,
      bankCode: employee.bankCode,
      bankAccountNumber: employee.bankAccountNumber,
      ...calculated(inputs, `${employee.name}'s payslip`),
    });
    if (rows.length % payslipChunk === 0 || rows.length === sources.people.length) {
      await setImmediate();
      if (!(await afterChunk(rows.length))) return null;
    }
  }
  return rows;
}

/** The stored figures of a payslip worked out from its inputs. */
export function calculated(inputs: PayslipInputs, what: string) {
  let result: ReturnType<typeof calculate>;
  try {
    result = calculate(inputs);
  } catch (error) {
    if (error instanceof PayrollInputError) {
      throw invalid(error.field, `${error.field}: ${what} cannot be worked out: ${error.message}`);
    }
    throw error;
  }
  const totals = totalsOf(result);
  const forCpf = wagesForCpf(result);
  return {
    inputs,
    calculation: {
      lines: editorLines(inputs, result),
      hourlyRate: decimalText(roundDivision(result.hourlyRateMicros, 100), 4),
      warnings: result.warnings.map(({ code, message }) => ({ code, message })),
      communityFunds: result.communityFunds.map(({ fund, amountCents }) => ({
        fund,
        amount: centsText(amountCents),
      })),
    },
    ordinaryWages: centsText(result.totals.ow),
    additionalWages: centsText(result.totals.aw),
    ordinaryWagesForCpf: forCpf.ordinary,
    additionalWagesForCpf: forCpf.additional,
    grossSalary: totals.grossSalary,
    employeeCpf: totals.employeeCPF,
    employerCpf: totals.employerCPF,
    communityFund: totals.communityFund,
    sdl: totals.sdl,
    netPay: totals.netPay,
    total: totals.total,
  };
}

type Numbering = { payslipPrefix: string; nextPayslipNumber: number; payslipNumberDigits: number };

/** Numbers the payslips and writes them into the payroll, in the caller's transaction. */
export async function writePayslips(
  tx: Db,
  ctx: TenantContext,
  payrollId: string,
  rows: NewPayslip[],
  numbering: Numbering,
) {
  const numbered = rows.map((row, index) => ({
    ...row,
    payrollId,
    payslipNo: `${numbering.payslipPrefix}${String(numbering.nextPayslipNumber + index).padStart(numbering.payslipNumberDigits, '0')}`,
  }));
  await insertPayslips(tx, numbered);
  await advancePayslipNumber(tx, ctx.organizationId, numbering.nextPayslipNumber + rows.length);
}

const sourcesText = (sources: PayslipSources) =>
  JSON.stringify(sources, (_key, value) => (value instanceof Map ? [...value] : value));

// Sources that change while payslips are worked out send the work round again; this many rounds
// without a quiet moment give up.
const payslipRounds = 3;
const sourcesChangingMessage =
  'The employees or the payroll settings kept changing while the payslips were worked out. Nothing was saved; try again.';

/**
 * Reads the sources in one short transaction and works the payslips out outside any, so that a
 * large payroll holds no connection while it computes; then writes them in a second transaction
 * that holds the organisation's numbering and reads the sources again, working the payslips out
 * again if they changed meanwhile. A rule the second read finds broken (someone already paid,
 * the payroll confirmed) refuses the write, so a failure leaves nothing behind.
 */
export async function computeAndWrite<T>(
  ctx: TenantContext,
  steps: {
    read: (tx: Db) => Promise<PayslipSources>;
    afterChunk: (done: number) => Promise<boolean>;
    write: (
      tx: Db,
      sources: PayslipSources,
      rows: NewPayslip[],
      numbering: Numbering,
    ) => Promise<T>;
  },
): Promise<T | null> {
  for (let round = 1; round <= payslipRounds; round++) {
    const sources = await withTenant(ctx.db, ctx.organizationId, steps.read);
    const rows = await computePayslips(ctx, sources, steps.afterChunk);
    if (!rows) return null;
    const read = sourcesText(sources);
    const written = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
      const numbering = await lockPayrollNumbering(tx, ctx.organizationId);
      const current = await steps.read(tx);
      if (sourcesText(current) !== read) return { changed: true } as const;
      return { changed: false, value: await steps.write(tx, current, rows, numbering) } as const;
    });
    if (!written.changed) return written.value;
  }
  throw conflict(sourcesChangingMessage);
}
