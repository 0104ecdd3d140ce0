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
import { addDays } from '../../calendar-dates.js';
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
  type ListedLogRow,
  listedLogsOfEmployee,
  listedLogsPage,
  lockAttendanceLog,
  statusCondition,
  updateAttendanceLog,
} from './attendance-logs.repository.js';
import {
  measure,
  metersOutside,
  type ShiftWindow,
  scheduledShift,
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
    note: log.note,
    source: log.source,
    createdAt: log.createdAt.toISOString(),
    updatedAt: log.updatedAt.toISOString(),
  };
}

/** What a day is for a person: the shifts that could be theirs and the kind of day. */
type DayPlan = { workDate: string; expected: ShiftWindow | null; dayKind: WorkedDayKind };

/**
 * The shift each of `dates` expects of a person: a published roster shift of the day (the
 * earliest, if several), else the fixed schedule's hours in the branch's zone.
 */
async function plannedShifts(
  tx: Db,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
  timeZone: string,
  schedule: WorkingHours,
): Promise<Map<string, ShiftWindow | null>> {
  const rostered = await publishedShiftsOf(tx, organizationId, employeeId, {
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
  });
  const plans = new Map<string, ShiftWindow | null>();
  for (const date of dates) {
    const shift = rostered
      .filter((row) => row.workDate === date)
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0];
    plans.set(
      date,
      shift
        ? {
            source: 'roster',
            name: shift.name,
            workDate: date,
            startAt: shift.startAt,
            endAt: shift.endAt,
            breakMinutes: shift.breakMinutes,
            rosterShiftId: shift.id,
          }
        : scheduledShift(date, schedule, timeZone),
    );
  }
  return plans;
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
  const plans = await plannedShifts(
    tx,
    ctx.organizationId,
    employeeId,
    [yesterday, today],
    timeZone,
    schedule,
  );
  const shifts = [...plans.values()].filter((shift): shift is ShiftWindow => shift !== null);
  const workDate = workDateAt(ctx.now, timeZone, shifts);
  const holidays = await publicHolidayDates(tx, ctx.organizationId, workDate, workDate);
  return {
    workDate,
    expected: plans.get(workDate) ?? null,
    dayKind: workedDayKindOn(workDate, schedule, holidays),
  };
}

function expectedColumns(expected: ShiftWindow | null) {
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
function expectedOf(log: AttendanceLogRecord): ShiftWindow | null {
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

async function ownEmployeeOrRefuse(tx: Db, ctx: TenantContext) {
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

const dayMonthYear = (date: string) =>
  `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Checks the caller in at a branch: one log a day, measured against the day's shift. */
export function checkIn(ctx: TenantContext, input: CheckInValues): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const branch = await branchGeofence(tx, ctx.organizationId, input.branchId);
    if (!branch?.isActive) throw invalid('branchId', 'Choose an open branch of your organisation');
    const settings = await attendanceSettingsIn(tx, ctx.organizationId);
    const plan = await dayPlanAt(tx, ctx, own.id, branch.timeZone);
    const existing = await findAttendanceLogOfDay(tx, ctx.organizationId, own.id, plan.workDate);
    if (existing) throw alreadyCheckedIn(existing, branch.timeZone);
    const outside = geofenceVerdict(input.position, branch, settings);
    const figures = measure({ checkInAt: ctx.now, checkOutAt: null }, plan.expected, settings);
    let log: AttendanceLogRecord;
    try {
      log = await tx.transaction((savepoint) =>
        insertAttendanceLog(savepoint, {
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
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error, 'attendance_logs_day_key')) throw error;
      const winner = await findAttendanceLogOfDay(tx, ctx.organizationId, own.id, plan.workDate);
      throw winner ? alreadyCheckedIn(winner, branch.timeZone) : error;
    }
    const listed = await findListedLog(tx, ctx.organizationId, log.id);
    if (!listed) throw notFound('Attendance log');
    return logView(listed);
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
      overtimeApproved:
        figures.overtimeMinutes > 0 && settings.overtimeNeedsApproval ? false : null,
      note: input.note ?? log.note,
    });
    const listed = await findListedLog(tx, ctx.organizationId, log.id);
    if (!listed) throw notFound('Attendance log');
    return logView(listed);
  });
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

/** The last day of a month given as YYYY-MM. */
function monthEnd(month: string): string {
  return addDays(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`, -1);
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
