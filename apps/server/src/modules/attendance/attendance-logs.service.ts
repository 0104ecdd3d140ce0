// Checking in and out, and the logs they make: the day a check-in belongs to, the shift it is
// measured against (the published roster's, else the fixed work schedule's), the geofence, and
// the month's figures a person sees of their own logs.
import {
  type AttendanceLog,
  type AttendanceMonth,
  type AttendanceSettings,
  type AttendanceToday,
  attendanceMonthSummary,
  type Position,
  type WorkedDayKind,
  type zAttendanceLogQuery,
  type zCheckInInput,
  type zCheckOutInput,
} from '@tembusu/contracts/attendance';
import type { WorkingHours } from '@tembusu/contracts/organization';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import { addDays, monthEnd } from '../../calendar-dates.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from '../../errors.js';
import { organizationToday, ownEmployee } from '../employees/employees.service.js';
import {
  type BranchGeofence,
  branchGeofence,
  checkInBranches,
  publicHolidayDates,
  workingHoursIn,
} from '../organization/organization.service.js';
import { publishedShiftsOf } from '../shift-planning/roster.service.js';
import {
  type AttendanceLogRecord,
  findAttendanceLogOfDay,
  findListedLog,
  insertAttendanceLog,
  insertAttendanceLogUnlessPresent,
  type ListedLogRow,
  listedLogsOfEmployee,
  listedLogsPage,
  lockAttendanceLog,
  statusCondition,
  updateAttendanceLog,
} from './attendance-logs.repository.js';
import {
  checkOutDueBy,
  expectedShiftOn,
  measure,
  metersOutside,
  overtimeDecision,
  type ShiftWindow,
  statusesOf,
  workDateAt,
  workedDayKindOn,
} from './attendance-rules.js';
import { attendanceSettingsIn } from './attendance-settings.service.js';

type CheckInValues = z.output<typeof zCheckInInput>;
type CheckOutValues = z.output<typeof zCheckOutInput>;
type LogQuery = z.output<typeof zAttendanceLogQuery>;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function logView(row: ListedLogRow): AttendanceLog {
  const { log } = row;
  const expected =
    log.expectedStartAt && log.expectedEndAt && log.expectedSource
      ? {
          source: log.expectedSource,
          name: log.expectedName ?? '',
          startAt: log.expectedStartAt.toISOString(),
          endAt: log.expectedEndAt.toISOString(),
          breakMinutes: log.expectedBreakMinutes ?? 0,
        }
      : null;
  return {
    id: log.id,
    employee: {
      id: log.employeeId,
      name: row.employeeName,
      employeeNumber: row.employeeNumber,
      departmentName: row.departmentName,
    },
    workDate: log.workDate,
    branch:
      log.branchId && row.branchName && row.branchTimeZone
        ? { id: log.branchId, name: row.branchName, timeZone: row.branchTimeZone }
        : null,
    dayKind: log.dayKind,
    expected,
    checkInAt: iso(log.checkInAt),
    checkInPosition: log.checkInPosition,
    checkInOutsideGeofence: log.checkInOutsideGeofence,
    checkOutAt: iso(log.checkOutAt),
    checkOutPosition: log.checkOutPosition,
    checkOutOutsideGeofence: log.checkOutOutsideGeofence,
    autoCheckedOut: log.autoCheckedOut,
    state: log.state,
    statuses: statusesOf(log),
    lateMinutes: log.lateMinutes,
    earlyOutMinutes: log.earlyOutMinutes,
    workedMinutes: log.workedMinutes,
    overtimeMinutes: log.overtimeMinutes,
    overtimeApproved: log.overtimeApproved,
    overtimeDecidedAt: iso(log.overtimeDecidedAt),
    overtimeDecidedBy: row.overtimeDecidedBy,
    note: log.note,
    source: log.source,
    createdAt: log.createdAt.toISOString(),
    updatedAt: log.updatedAt.toISOString(),
  };
}

/** What a day is for a person: the shifts that could be theirs and the kind of day. */
export type DayPlan = { workDate: string; expected: ShiftWindow | null; dayKind: WorkedDayKind };

/** The shift each of `dates` expects of a person (expectedShiftOn), read in one go. */
async function plannedShifts(
  tx: Db,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
  timeZone: string,
  schedule: WorkingHours,
  holidays: ReadonlySet<string>,
): Promise<Map<string, ShiftWindow | null>> {
  const rostered = await publishedShiftsOf(tx, organizationId, employeeId, {
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
  });
  return new Map(
    dates.map((date) => [
      date,
      expectedShiftOn(
        date,
        rostered.filter((row) => row.workDate === date),
        schedule,
        timeZone,
        holidays,
      ),
    ]),
  );
}

/** What is expected of a person on a work date, in the zone of the branch they work at. */
export async function dayPlanOn(
  tx: Db,
  organizationId: string,
  employeeId: string,
  workDate: string,
  timeZone: string,
): Promise<DayPlan> {
  const schedule = await workingHoursIn(tx, organizationId);
  const holidays = await publicHolidayDates(tx, organizationId, workDate, workDate);
  const plans = await plannedShifts(
    tx,
    organizationId,
    employeeId,
    [workDate],
    timeZone,
    schedule,
    holidays,
  );
  return {
    workDate,
    expected: plans.get(workDate) ?? null,
    dayKind: workedDayKindOn(workDate, schedule, holidays),
  };
}

/** The day a check-in at the context's moment belongs to, and what is expected of it. */
async function dayPlanAt(
  tx: Db,
  ctx: TenantContext,
  employeeId: string,
  timeZone: string,
): Promise<DayPlan> {
  const today = isoDateIn(ctx.now, timeZone);
  const yesterday = addDays(today, -1);
  const schedule = await workingHoursIn(tx, ctx.organizationId);
  const holidays = await publicHolidayDates(tx, ctx.organizationId, yesterday, today);
  const plans = await plannedShifts(
    tx,
    ctx.organizationId,
    employeeId,
    [yesterday, today],
    timeZone,
    schedule,
    holidays,
  );
  const shifts = [...plans.values()].filter((shift): shift is ShiftWindow => shift !== null);
  const workDate = workDateAt(ctx.now, timeZone, shifts);
  return {
    workDate,
    expected: plans.get(workDate) ?? null,
    dayKind: workedDayKindOn(workDate, schedule, holidays),
  };
}

export function expectedColumns(expected: ShiftWindow | null) {
  return {
    rosterShiftId: expected?.rosterShiftId ?? null,
    expectedName: expected?.name ?? null,
    expectedSource: expected?.source ?? null,
    expectedStartAt: expected?.startAt ?? null,
    expectedEndAt: expected?.endAt ?? null,
    expectedBreakMinutes: expected?.breakMinutes ?? null,
  };
}

/** The shift a stored log was measured against. */
export function expectedOf(log: AttendanceLogRecord): ShiftWindow | null {
  if (!log.expectedStartAt || !log.expectedEndAt || !log.expectedSource) return null;
  return {
    source: log.expectedSource,
    name: log.expectedName ?? '',
    workDate: log.workDate,
    startAt: log.expectedStartAt,
    endAt: log.expectedEndAt,
    breakMinutes: log.expectedBreakMinutes ?? 0,
    rosterShiftId: log.rosterShiftId,
  };
}

/**
 * Whether a position is outside the branch's geofence, by the settings' rule: refused with the
 * distance named, or only flagged. A branch without a fence, or the rule off, checks nothing.
 */
function geofenceVerdict(
  position: Position | null,
  branch: BranchGeofence,
  settings: AttendanceSettings,
): boolean {
  const fence =
    branch.latitude !== null && branch.longitude !== null && branch.radiusMeters !== null
      ? {
          latitude: branch.latitude,
          longitude: branch.longitude,
          radiusMeters: branch.radiusMeters,
        }
      : null;
  if (!fence || settings.geofenceRule === 'off') return false;
  if (!position) {
    if (settings.geofenceRule === 'refuse') {
      throw invalid(
        'position',
        `${branch.name} checks where you are: allow this site to use your location and try again`,
      );
    }
    return true;
  }
  const outside = metersOutside(position, fence);
  if (outside > 0 && settings.geofenceRule === 'refuse') {
    const away = outside >= 1000 ? `${(outside / 1000).toFixed(1)} km` : `${outside} m`;
    throw invalid(
      'position',
      `You are ${away} outside ${branch.name}'s check-in area: check in within ${fence.radiusMeters} m of the branch`,
    );
  }
  return outside > 0;
}

export async function ownEmployeeOrRefuse(tx: Db, ctx: TenantContext) {
  const own = await ownEmployee(tx, ctx);
  if (!own) throw forbidden('This needs an employee record');
  return own;
}

/** The caller's check-in screen: today's expected shift and log, and where they may check in. */
export function attendanceToday(ctx: TenantContext): Promise<AttendanceToday> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const branches = await checkInBranches(tx, ctx.organizationId);
    const branch = branches.find((b) => b.id === own.branchId) ?? branches[0];
    const plan = await dayPlanAt(tx, ctx, own.id, branch?.timeZone ?? own.timeZone);
    const log = await findAttendanceLogOfDay(tx, ctx.organizationId, own.id, plan.workDate);
    const listed = log ? await findListedLog(tx, ctx.organizationId, log.id) : undefined;
    const settings = await attendanceSettingsIn(tx, ctx.organizationId);
    return {
      workDate: plan.workDate,
      dayKind: plan.dayKind,
      expected: plan.expected
        ? {
            source: plan.expected.source,
            name: plan.expected.name,
            startAt: plan.expected.startAt.toISOString(),
            endAt: plan.expected.endAt.toISOString(),
            breakMinutes: plan.expected.breakMinutes,
          }
        : null,
      log: listed ? logView(listed) : null,
      branches,
      suggestedBranchId: branch?.id ?? null,
      geofenceRule: settings.geofenceRule,
    };
  });
}

function alreadyCheckedIn(log: AttendanceLogRecord, timeZone: string) {
  const time = log.checkInAt ? ` at ${clockIn(log.checkInAt, timeZone)}` : '';
  return conflict(`You have already checked in for ${dayMonthYear(log.workDate)}${time}`);
}

const clockFormat = new Map<string, Intl.DateTimeFormat>();
function clockIn(instant: Date, timeZone: string): string {
  let format = clockFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormat.set(timeZone, format);
  }
  return format.format(instant);
}

export const dayMonthYear = (date: string) =>
  `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Checks the caller in at a branch: one log a day, measured against the day's shift. */
export function checkIn(ctx: TenantContext, input: CheckInValues): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const branch = await branchGeofence(tx, ctx.organizationId, input.branchId);
    if (!branch?.isActive) throw invalid('branchId', 'Choose an open branch of your organisation');
    const settings = await attendanceSettingsIn(tx, ctx.organizationId);
    const plan = await dayPlanAt(tx, ctx, own.id, branch.timeZone);
    const outside = geofenceVerdict(input.position, branch, settings);
    const figures = measure({ checkInAt: ctx.now, checkOutAt: null }, plan.expected, settings);
    // The day's log is made here or not at all: a check-in racing this one that got there first
    // keeps its log, and this one is told of it.
    const log = await insertAttendanceLogUnlessPresent(tx, {
      organizationId: ctx.organizationId,
      employeeId: own.id,
      workDate: plan.workDate,
      branchId: branch.id,
      dayKind: plan.dayKind,
      ...expectedColumns(plan.expected),
      checkInAt: ctx.now,
      checkInPosition: input.position,
      checkInOutsideGeofence: outside,
      state: 'open',
      ...figures,
      note: input.note,
      source: 'employee',
      createdBy: ctx.accountId,
    });
    if (!log) {
      const winner = await findAttendanceLogOfDay(tx, ctx.organizationId, own.id, plan.workDate);
      if (!winner) throw new Error('The day has a log that could not be read');
      throw alreadyCheckedIn(winner, branch.timeZone);
    }
    return listedLogView(tx, ctx.organizationId, log.id);
  });
}

/** Checks the caller out of their open log. */
export function checkOut(
  ctx: TenantContext,
  id: string,
  input: CheckOutValues,
): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const log = await lockAttendanceLog(tx, ctx.organizationId, id);
    if (!log || log.employeeId !== own.id) throw notFound('Attendance log');
    if (log.state !== 'open' || !log.checkInAt) {
      throw conflict(
        log.checkOutAt
          ? `You have already checked out for ${dayMonthYear(log.workDate)}`
          : `The log of ${dayMonthYear(log.workDate)} is closed: ask for a correction instead`,
      );
    }
    const settings = await attendanceSettingsIn(tx, ctx.organizationId);
    const branch = log.branchId
      ? await branchGeofence(tx, ctx.organizationId, log.branchId)
      : undefined;
    const outside = branch ? geofenceVerdict(input.position, branch, settings) : false;
    const figures = measure(
      { checkInAt: log.checkInAt, checkOutAt: ctx.now },
      expectedOf(log),
      settings,
    );
    await updateAttendanceLog(tx, ctx.organizationId, log.id, {
      checkOutAt: ctx.now,
      checkOutPosition: input.position,
      checkOutOutsideGeofence: outside,
      state: 'complete',
      ...figures,
      ...overtimeDecision(figures.overtimeMinutes, settings),
      note: input.note ?? log.note,
    });
    return listedLogView(tx, ctx.organizationId, log.id);
  });
}

/** A log as the screens show it, read again after a change. */
export async function listedLogView(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<AttendanceLog> {
  const listed = await findListedLog(tx, organizationId, id);
  if (!listed) throw notFound('Attendance log');
  return logView(listed);
}

/** Times written onto a day's log by an admin or an applied correction. */
export type LogTimesChange = {
  employeeId: string;
  workDate: string;
  branch: { id: string; timeZone: string };
  checkInAt: Date;
  checkOutAt: Date | null;
};

/**
 * Writes a day's times onto its log and measures it again: an existing log keeps the shift it
 * was measured against; a day without one is made against the day's plan. Without a check-out
 * the log stays open until its check-out is due, and is missing one after.
 */
export async function saveLogTimes(
  tx: Db,
  ctx: TenantContext,
  change: LogTimesChange,
  existing: AttendanceLogRecord | undefined,
): Promise<AttendanceLogRecord> {
  const settings = await attendanceSettingsIn(tx, ctx.organizationId);
  const plan = existing
    ? null
    : await dayPlanOn(
        tx,
        ctx.organizationId,
        change.employeeId,
        change.workDate,
        change.branch.timeZone,
      );
  const expected = existing ? expectedOf(existing) : (plan?.expected ?? null);
  const figures = measure(
    { checkInAt: change.checkInAt, checkOutAt: change.checkOutAt },
    expected,
    settings,
  );
  const state = change.checkOutAt
    ? 'complete'
    : ctx.now >=
        checkOutDueBy({ checkInAt: change.checkInAt, expectedEndAt: expected?.endAt ?? null })
      ? 'missingCheckOut'
      : 'open';
  const times = {
    branchId: change.branch.id,
    checkInAt: change.checkInAt,
    checkOutAt: change.checkOutAt,
    autoCheckedOut: false,
    state,
    ...figures,
    ...overtimeDecision(figures.overtimeMinutes, settings, existing),
  } as const;
  if (existing) {
    const updated = await updateAttendanceLog(tx, ctx.organizationId, existing.id, times);
    if (!updated) throw notFound('Attendance log');
    return updated;
  }
  try {
    return await tx.transaction((savepoint) =>
      insertAttendanceLog(savepoint, {
        organizationId: ctx.organizationId,
        employeeId: change.employeeId,
        workDate: change.workDate,
        dayKind: plan?.dayKind ?? 'normal',
        ...expectedColumns(expected),
        ...times,
        source: 'admin',
        createdBy: ctx.accountId,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error, 'attendance_logs_day_key')) throw error;
    throw conflict(
      `There is a log of ${dayMonthYear(change.workDate)} already: change that log instead`,
    );
  }
}

/** One of the caller's own logs. */
export function myLog(ctx: TenantContext, id: string): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const listed = await findListedLog(tx, ctx.organizationId, id);
    if (!listed || listed.log.employeeId !== own.id) throw notFound('Attendance log');
    return logView(listed);
  });
}

/** The caller's logs of a month (YYYY-MM), the latest first, with the month's figures. */
export function myMonth(ctx: TenantContext, month: string): Promise<AttendanceMonth> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const rows = await listedLogsOfEmployee(tx, ctx.organizationId, own.id, {
      from: `${month}-01`,
      to: monthEnd(month),
    });
    const logs = rows.map(logView);
    return { month, logs, summary: attendanceMonthSummary(logs) };
  });
}

/** The organisation's logs, filtered, a page at a time; this month's when no dates are given. */
export function listLogs(
  ctx: TenantContext,
  query: LogQuery,
): Promise<{ items: AttendanceLog[]; total: number }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const month = (await organizationToday(tx, ctx)).slice(0, 7);
    const { rows, total } = await listedLogsPage(
      tx,
      ctx.organizationId,
      {
        from: query.from ?? `${month}-01`,
        to: query.to ?? monthEnd(month),
        branchId: query.branchId,
        departmentId: query.departmentId,
        employeeId: query.employeeId,
        search: query.search || undefined,
        status: query.status ? statusCondition(query.status) : undefined,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: rows.map(logView), total };
  });
}

/** One of the organisation's logs. */
export function getLog(ctx: TenantContext, id: string): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const listed = await findListedLog(tx, ctx.organizationId, id);
    if (!listed) throw notFound('Attendance log');
    return logView(listed);
  });
}
