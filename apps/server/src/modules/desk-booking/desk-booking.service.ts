import {
  type DeskAvailability,
  type DeskBooking,
  type DeskPeriod,
  type DeskSettings,
  deskHasBookingsMessage,
  deskTakenMessage,
  type Workspace,
  workspaceExistsMessage,
  type zDeskBookingInput,
  type zWorkspaceInput,
} from '@tembusu/contracts/desk-booking';
import type { WorkingHours } from '@tembusu/contracts/organization';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  AppError,
  conflict,
  forbidden,
  invalid,
  isExclusionViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { instantInZone, wallClock } from '../bookings/booking-time.js';
import {
  insertBooking,
  lockBookingsOf,
  lockResource,
  updateBooking,
} from '../bookings/bookings.service.js';
import { bookingsOfEmployee, type Viewer } from '../bookings/viewer.js';
import { employeeOfAccount, findBookableEmployee } from '../employees/employees.service.js';
import { findBranch, workingHoursIn } from '../organization/organization.service.js';
import { scheduleDayOf } from '../organization/work-schedule.js';
import { findUpload } from '../uploads/uploads.service.js';
import {
  countEmployeeDeskBookings,
  type DeskBookingRow,
  type DeskRow,
  deleteDesks,
  deleteWorkspace,
  desksWithBookingsAfter,
  employeeHasDeskAt,
  findDesk,
  findDeskBooking,
  findDeskSettings,
  findWorkspace,
  insertDesk,
  insertWorkspace,
  listDeskBookings,
  listDesks,
  listWorkspaces,
  releaseUncheckedDeskBookings,
  saveDeskSettings,
  updateDesk,
  updateWorkspace,
  type WorkspaceRow,
} from './desk-booking.repository.js';

type WorkspaceValues = z.output<typeof zWorkspaceInput>;
type BookingValues = z.output<typeof zDeskBookingInput>;

const desk = (row: DeskRow) => ({
  id: row.id,
  name: row.name,
  features: row.features,
  x: Number(row.positionX),
  y: Number(row.positionY),
  assignedEmployeeId: row.assignedEmployeeId,
  assignedEmployeeName: row.assignedEmployeeName,
  underMaintenance: row.underMaintenance,
});

function workspace(row: WorkspaceRow, deskRows: DeskRow[]): Workspace {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    floorPlan: row.floorPlanId,
    desks: deskRows.filter((d) => d.workspaceId === row.id).map(desk),
  };
}

export function listAllWorkspaces(ctx: TenantContext, branchId?: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const rows = await listWorkspaces(tx, ctx.organizationId, branchId);
    const deskRows = await listDesks(
      tx,
      ctx.organizationId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => workspace(row, deskRows));
  });
}

async function loadedWorkspace(tx: Db, ctx: TenantContext, id: string) {
  const row = await findWorkspace(tx, ctx.organizationId, id);
  if (!row) throw notFound('Workspace');
  return workspace(row, await listDesks(tx, ctx.organizationId, [id]));
}

export function getWorkspace(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => loadedWorkspace(tx, ctx, id));
}

async function checkWorkspace(tx: Db, ctx: TenantContext, values: WorkspaceValues) {
  if (!(await findBranch(tx, ctx.organizationId, values.branchOutletId))) {
    throw invalid('branchOutletId', 'branchOutletId: no such branch/outlet');
  }
  if (values.floorPlan) {
    const upload = await findUpload(tx, ctx.organizationId, values.floorPlan);
    if (!upload?.contentType.startsWith('image/')) {
      throw invalid(
        'floorPlan',
        'floorPlan: upload the floor plan as a jpg, png, gif or svg image',
      );
    }
  }
  for (const [index, entry] of values.desks.entries()) {
    if (entry.assignedEmployeeId) {
      const person = await findBookableEmployee(tx, ctx.organizationId, entry.assignedEmployeeId);
      if (!person) {
        throw invalid(
          `desks.${index}.assignedEmployeeId`,
          `desks.${index}.assignedEmployeeId: choose an employee from the list`,
        );
      }
    }
  }
}

const deskValues = (entry: WorkspaceValues['desks'][number]) => ({
  name: entry.name,
  features: [...new Set(entry.features)],
  positionX: entry.x.toFixed(2),
  positionY: entry.y.toFixed(2),
  assignedEmployeeId: entry.assignedEmployeeId,
  underMaintenance: entry.underMaintenance,
});

/** Saves the desks as listed: new ones added, listed ones changed, missing ones removed. */
async function saveDesks(
  tx: Db,
  ctx: TenantContext,
  workspaceId: string,
  values: WorkspaceValues,
  existing: string[],
) {
  const listed = new Set(values.desks.flatMap((entry) => (entry.id ? [entry.id] : [])));
  const removed = existing.filter((id) => !listed.has(id));
  if ((await desksWithBookingsAfter(tx, ctx.organizationId, removed, ctx.now)).length > 0) {
    throw conflict(deskHasBookingsMessage);
  }
  await deleteDesks(tx, ctx.organizationId, removed);
  const place = {
    organizationId: ctx.organizationId,
    branchId: values.branchOutletId,
    workspaceId,
  };
  for (const [index, entry] of values.desks.entries()) {
    if (entry.id && !existing.includes(entry.id)) {
      throw invalid(`desks.${index}.id`, `desks.${index}.id: not a desk of this workspace`);
    }
    if (entry.id) {
      await updateDesk(tx, ctx.organizationId, entry.id, values.branchOutletId, deskValues(entry));
    } else {
      await insertDesk(tx, place, deskValues(entry));
    }
  }
}

const uniqueWorkspace = (error: unknown) => {
  if (isUniqueViolation(error, 'workspaces_name_key')) throw conflict(workspaceExistsMessage);
  if (isUniqueViolation(error, 'booking_resources_name_key')) {
    throw conflict('Desk names must differ from the other desks at this branch/outlet.');
  }
  throw error;
};

export function createWorkspace(ctx: TenantContext, values: WorkspaceValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkWorkspace(tx, ctx, values);
    const id = await insertWorkspace(tx, {
      organizationId: ctx.organizationId,
      branchId: values.branchOutletId,
      name: values.name,
      floorPlanId: values.floorPlan,
    });
    await saveDesks(tx, ctx, id, values, []);
    await recordTenantAudit(ctx, tx, 'workspace.created', id, { name: values.name });
    return loadedWorkspace(tx, ctx, id);
  }).catch(uniqueWorkspace);
}

export function editWorkspace(ctx: TenantContext, id: string, values: WorkspaceValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await loadedWorkspace(tx, ctx, id);
    await checkWorkspace(tx, ctx, values);
    await updateWorkspace(tx, ctx.organizationId, id, {
      branchId: values.branchOutletId,
      name: values.name,
      floorPlanId: values.floorPlan,
      updatedAt: ctx.now,
    });
    await saveDesks(
      tx,
      ctx,
      id,
      values,
      before.desks.map((d) => d.id),
    );
    await recordTenantAudit(ctx, tx, 'workspace.updated', id, { name: values.name });
    return loadedWorkspace(tx, ctx, id);
  }).catch(uniqueWorkspace);
}

export function removeWorkspace(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await loadedWorkspace(tx, ctx, id);
    const ids = existing.desks.map((d) => d.id);
    if ((await desksWithBookingsAfter(tx, ctx.organizationId, ids, ctx.now)).length > 0) {
      throw conflict(deskHasBookingsMessage);
    }
    await deleteDesks(tx, ctx.organizationId, ids);
    await deleteWorkspace(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'workspace.deleted', id, { name: existing.name });
  });
}

/** Until an organisation sets its own: mornings, afternoons or whole days, two weeks ahead, check in within 30 minutes. */
export const defaultDeskSettings: DeskSettings = {
  bookingMode: 'halfDay',
  maxDaysAhead: 14,
  checkInMinutes: 30,
  maxBookingsPerWeek: 5,
};

async function settingsIn(tx: Db, organizationId: string): Promise<DeskSettings> {
  const row = await findDeskSettings(tx, organizationId);
  if (!row) return defaultDeskSettings;
  return {
    bookingMode: row.bookingMode as DeskSettings['bookingMode'],
    maxDaysAhead: row.maxDaysAhead,
    checkInMinutes: row.checkInMinutes,
    maxBookingsPerWeek: row.maxBookingsPerWeek,
  };
}

export function getDeskSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => settingsIn(tx, ctx.organizationId));
}

export function setDeskSettings(ctx: TenantContext, values: DeskSettings) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await saveDeskSettings(tx, {
      organizationId: ctx.organizationId,
      ...values,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'desk_settings.updated', ctx.organizationId, values);
    return settingsIn(tx, ctx.organizationId);
  });
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A period of a day as wall-clock times: the full day is the work schedule's day, split on the
 * quarter hour nearest its middle for the morning and the afternoon.
 */
export function periodTimes(
  schedule: WorkingHours,
  date: string,
  period: DeskPeriod,
  range: { from?: string | null; to?: string | null },
): { from: string; to: string } {
  if (period === 'timeRange') return { from: range.from ?? '', to: range.to ?? '' };
  const day = schedule.days[scheduleDayOf(date)];
  const start = minutesOf(day.startTime);
  const end = Math.max(minutesOf(day.endTime), start + 60);
  const middle = start + Math.round((end - start) / 2 / 15) * 15;
  if (period === 'morning') return { from: timeOf(start), to: timeOf(middle) };
  if (period === 'afternoon') return { from: timeOf(middle), to: timeOf(end) };
  return { from: timeOf(start), to: timeOf(end) };
}

const allowedPeriods: Record<DeskSettings['bookingMode'], readonly DeskPeriod[]> = {
  fullDay: ['fullDay'],
  halfDay: ['fullDay', 'morning', 'afternoon'],
  timeRange: ['fullDay', 'morning', 'afternoon', 'timeRange'],
};

function periodOf(row: DeskBookingRow, schedule: WorkingHours): DeskPeriod {
  const date = wallClock(row.startsAt, row.branchTimeZone).date;
  const from = wallClock(row.startsAt, row.branchTimeZone).time;
  const to = wallClock(row.endsAt, row.branchTimeZone, true).time;
  for (const period of ['fullDay', 'morning', 'afternoon'] as const) {
    const times = periodTimes(schedule, date, period, {});
    if (times.from === from && times.to === to) return period;
  }
  return 'timeRange';
}

function deskBooking(
  row: DeskBookingRow,
  viewer: Viewer,
  self: { employeeId: string | null },
  context: { schedule: WorkingHours; settings: DeskSettings },
): DeskBooking {
  const start = wallClock(row.startsAt, row.branchTimeZone);
  const end = wallClock(row.endsAt, row.branchTimeZone, true);
  const isMine = row.employeeId === self.employeeId;
  const named = isMine || viewer.isAdmin || row.bookedByAccountId === viewer.accountId;
  const window = context.settings.checkInMinutes;
  return {
    id: row.id,
    deskId: row.deskId,
    deskName: row.deskName,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    date: start.date,
    from: start.time,
    to: end.time,
    period: periodOf(row, context.schedule),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status as DeskBooking['status'],
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkInBy:
      window === null ? null : new Date(row.startsAt.getTime() + window * 60_000).toISOString(),
    employeeId: named ? row.employeeId : null,
    employeeName: named ? row.employeeName : null,
    isMine,
  };
}

async function contextOf(tx: Db, viewer: Viewer) {
  const self = await employeeOfAccount(tx, viewer.organizationId, viewer.accountId);
  return {
    self: { employeeId: self?.id ?? null },
    schedule: await workingHoursIn(tx, viewer.organizationId),
    settings: await settingsIn(tx, viewer.organizationId),
  };
}

export function listBookings(
  viewer: Viewer,
  query: {
    from: string;
    to: string;
    branchOutletId?: string;
    workspaceId?: string;
    employeeId?: string;
    mine?: boolean;
  },
) {
  if (query.to < query.from) throw invalid('to', 'to: the range must end after it starts');
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const context = await contextOf(tx, viewer);
    // Dates are read a day wide on either side, then kept to the branch's own calendar dates.
    const rows = await listDeskBookings(tx, viewer.organizationId, {
      from: instantInZone(query.from, '00:00', 'Pacific/Kiritimati'),
      to: instantInZone(query.to, '24:00', 'Etc/GMT+12'),
      branchId: query.branchOutletId,
      workspaceId: query.workspaceId,
      ...bookingsOfEmployee(
        viewer,
        context.self.employeeId,
        query.mine ? (context.self.employeeId ?? undefined) : query.employeeId,
      ),
      liveOnly: false,
    });
    if (query.mine && !context.self.employeeId) return [];
    return rows
      .map((row) => deskBooking(row, viewer, context.self, context))
      .filter((b) => b.date >= query.from && b.date <= query.to);
  });
}

/** Every desk of a workspace on a day, as the floor plan colours it. */
export function deskAvailability(
  viewer: Viewer,
  query: { workspaceId: string; date: string },
): Promise<DeskAvailability[]> {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const space = await loadedWorkspace(tx, viewer, query.workspaceId);
    const row = await findWorkspace(tx, viewer.organizationId, query.workspaceId);
    const zone = row?.branchTimeZone ?? 'Asia/Singapore';
    const context = await contextOf(tx, viewer);
    const bookings = (
      await listDeskBookings(tx, viewer.organizationId, {
        from: instantInZone(query.date, '00:00', zone),
        to: instantInZone(query.date, '24:00', zone),
        workspaceId: query.workspaceId,
        liveOnly: true,
      })
    ).map((b) => deskBooking(b, viewer, context.self, context));
    return space.desks.map((d) => {
      const own = bookings.filter((b) => b.deskId === d.id);
      const state = d.underMaintenance
        ? 'maintenance'
        : own.some((b) => b.isMine)
          ? 'mine'
          : own.length > 0
            ? 'booked'
            : d.assignedEmployeeId && d.assignedEmployeeId !== context.self.employeeId
              ? 'fixed'
              : 'free';
      return { ...d, state, bookings: own };
    });
  });
}

/** The booking's instants and whose it is, checked against every rule. */
async function checkedBooking(
  tx: Db,
  viewer: Viewer,
  values: BookingValues,
  context: Awaited<ReturnType<typeof contextOf>>,
  exceptId?: string,
) {
  if (!allowedPeriods[context.settings.bookingMode].includes(values.period)) {
    throw invalid(
      'period',
      `period: desks are booked by the ${context.settings.bookingMode === 'fullDay' ? 'full day' : 'half day'} here`,
    );
  }
  const target = await findDesk(tx, viewer.organizationId, values.deskId);
  if (!target?.isActive) throw invalid('deskId', 'deskId: choose a desk on the floor plan');
  if (target.underMaintenance) {
    throw invalid('deskId', 'deskId: this desk is switched off for maintenance');
  }
  const space = await findWorkspace(tx, viewer.organizationId, target.workspaceId);
  const zone = space?.branchTimeZone ?? 'Asia/Singapore';
  const employeeId = values.employeeId ?? context.self.employeeId;
  if (!employeeId) throw invalid('employeeId', 'employeeId: choose who the desk is for');
  if (!viewer.isAdmin && employeeId !== context.self.employeeId) {
    throw forbidden('You can book desks for yourself only');
  }
  const person = await findBookableEmployee(tx, viewer.organizationId, employeeId);
  if (!person?.isActive) throw invalid('employeeId', 'employeeId: choose an active employee');
  if (target.assignedEmployeeId && target.assignedEmployeeId !== employeeId) {
    throw invalid(
      'deskId',
      `deskId: this desk is fixed to ${target.assignedEmployeeName ?? 'another employee'}`,
    );
  }
  const times = periodTimes(context.schedule, values.date, values.period, values);
  const startsAt = instantInZone(values.date, times.from, zone);
  const endsAt = instantInZone(values.date, times.to, zone);
  if (endsAt <= startsAt) throw invalid('to', 'to: the booking must end after it starts');
  const today = wallClock(viewer.now, zone).date;
  if (values.date < today || endsAt <= viewer.now) {
    throw invalid('date', 'date: that time has already passed');
  }
  const ahead = (Date.parse(values.date) - Date.parse(today)) / 86_400_000;
  if (ahead > context.settings.maxDaysAhead) {
    throw invalid(
      'date',
      `date: desks can be booked up to ${context.settings.maxDaysAhead} days ahead`,
    );
  }
  // The person's rules count their other bookings, the desk's constraint its own: both are read
  // under locks, the person's first, so that racing requests queue instead of each passing the
  // count, and two of them never hold the locks in opposite order.
  await lockBookingsOf(tx, viewer.organizationId, employeeId);
  await lockResource(tx, target.id);
  if (
    await employeeHasDeskAt(tx, viewer.organizationId, employeeId, { startsAt, endsAt }, exceptId)
  ) {
    throw conflict(`${person.name} already has a desk booked for that time.`);
  }
  // The week runs Monday to Sunday in the branch's calendar.
  const weekday = (new Date(`${values.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(values.date) - weekday * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const nextMonday = new Date(Date.parse(monday) + 7 * 86_400_000).toISOString().slice(0, 10);
  const thisWeek = await countEmployeeDeskBookings(
    tx,
    viewer.organizationId,
    employeeId,
    { from: instantInZone(monday, '00:00', zone), to: instantInZone(nextMonday, '00:00', zone) },
    exceptId,
  );
  if (thisWeek >= context.settings.maxBookingsPerWeek) {
    throw conflict(
      `${person.name} has the most desk bookings allowed that week (${context.settings.maxBookingsPerWeek}).`,
    );
  }
  return { resourceId: target.id, employeeId, startsAt, endsAt };
}

const overlapping = (error: unknown) => {
  if (isExclusionViolation(error, 'bookings_no_overlap')) throw conflict(deskTakenMessage);
  throw error;
};

async function presented(tx: Db, viewer: Viewer, id: string) {
  const row = await findDeskBooking(tx, viewer.organizationId, id);
  if (!row) throw notFound('Desk booking');
  const context = await contextOf(tx, viewer);
  return deskBooking(row, viewer, context.self, context);
}

export function createDeskBooking(viewer: Viewer, values: BookingValues) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const context = await contextOf(tx, viewer);
    const checked = await checkedBooking(tx, viewer, values, context);
    const id = await insertBooking(tx, {
      organizationId: viewer.organizationId,
      ...checked,
      bookedByAccountId: viewer.accountId,
      status: 'Booked',
    });
    await recordTenantAudit(viewer, tx, 'desk_booking.created', id, {
      deskId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    return presented(tx, viewer, id);
  }).catch(overlapping);
}

export function getDeskBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, (tx) => presented(tx, viewer, id));
}

async function ownLiveBooking(tx: Db, viewer: Viewer, id: string) {
  const row = await findDeskBooking(tx, viewer.organizationId, id);
  if (!row) throw notFound('Desk booking');
  const self = await employeeOfAccount(tx, viewer.organizationId, viewer.accountId);
  const mine = row.employeeId === self?.id || row.bookedByAccountId === viewer.accountId;
  if (!viewer.isAdmin && !mine) throw forbidden('You can change your own bookings only');
  if (row.status !== 'Booked') throw conflict('Only a booking that stands can be changed');
  return row;
}

export function editDeskBooking(viewer: Viewer, id: string, values: BookingValues) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    await ownLiveBooking(tx, viewer, id);
    const context = await contextOf(tx, viewer);
    const checked = await checkedBooking(tx, viewer, values, context, id);
    await updateBooking(tx, viewer.organizationId, id, { ...checked, updatedAt: viewer.now });
    await recordTenantAudit(viewer, tx, 'desk_booking.updated', id, {
      deskId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    return presented(tx, viewer, id);
  }).catch(overlapping);
}

export function cancelDeskBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    await ownLiveBooking(tx, viewer, id);
    await updateBooking(tx, viewer.organizationId, id, {
      status: 'Cancelled',
      updatedAt: viewer.now,
    });
    await recordTenantAudit(viewer, tx, 'desk_booking.cancelled', id);
  });
}

// Check-in opens a quarter of an hour before the booking starts.
const checkInOpensMs = 15 * 60_000;

async function checkIn(tx: Db, viewer: Viewer, row: DeskBookingRow) {
  const self = await employeeOfAccount(tx, viewer.organizationId, viewer.accountId);
  if (row.employeeId !== self?.id)
    throw forbidden('Only the person a desk is booked for checks in');
  if (row.status !== 'Booked') throw conflict('This booking no longer stands: book the desk again');
  if (viewer.now.getTime() < row.startsAt.getTime() - checkInOpensMs) {
    throw conflict('Check-in opens 15 minutes before the booking starts');
  }
  if (viewer.now >= row.endsAt) throw conflict('This booking has ended');
  if (!row.checkedInAt) {
    await updateBooking(tx, viewer.organizationId, row.id, {
      checkedInAt: viewer.now,
      updatedAt: viewer.now,
    });
    await recordTenantAudit(viewer, tx, 'desk_booking.checked_in', row.id);
  }
  return presented(tx, viewer, row.id);
}

export function checkInBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const row = await findDeskBooking(tx, viewer.organizationId, id);
    if (!row) throw notFound('Desk booking');
    return checkIn(tx, viewer, row);
  });
}

/** The desk's QR code: checks the caller in to their booking of that desk at this hour. */
export function checkInAtDesk(viewer: Viewer, deskId: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const self = await employeeOfAccount(tx, viewer.organizationId, viewer.accountId);
    if (!(await findDesk(tx, viewer.organizationId, deskId))) throw notFound('Desk');
    const [row] = self
      ? await listDeskBookings(tx, viewer.organizationId, {
          from: new Date(viewer.now.getTime() - checkInOpensMs),
          to: new Date(viewer.now.getTime() + checkInOpensMs),
          employeeId: self.id,
          deskIds: [deskId],
          liveOnly: true,
        })
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'You have no booking of this desk at this time');
    return checkIn(tx, viewer, row);
  });
}

/** The release job's work: frees desks nobody checked in to in time, in every organisation. */
export function releaseUncheckedBookings(db: Db, now: Date) {
  return releaseUncheckedDeskBookings(db, now, defaultDeskSettings.checkInMinutes);
}
