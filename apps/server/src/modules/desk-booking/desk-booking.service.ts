import { instantInZone, wallClock } from '@tembusu/contracts/booking-time';
import {
  type DeskAvailability,
  deskTakenMessage,
  type zDeskBookingInput,
} from '@tembusu/contracts/desk-booking';
import { allowedPeriods, periodTimes } from '@tembusu/contracts/desk-periods';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { conflict, invalid, isExclusionViolation, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  bookingsOfEmployee,
  requireChangeableBooking,
  requireMayBookFor,
} from '../bookings/bookings.policy.js';
import {
  insertBooking,
  lockBookingsOf,
  lockResource,
  updateBooking,
} from '../bookings/bookings.service.js';
import type { Viewer } from '../bookings/viewer.js';
import { findBookableEmployee, ownEmployee } from '../employees/employees.service.js';
import { requireDeskOpenTo, requireNotOnLeave } from './desk-booking.policy.js';
import {
  countEmployeeDeskBookings,
  employeeHasDeskAt,
  findDesk,
  findDeskBooking,
  findWorkspace,
  listDeskBookings,
  releaseUncheckedDeskBookings,
} from './desk-booking.repository.js';
import {
  deskBooking,
  presentedDeskBooking,
  type ViewingContext,
  viewingContext,
} from './desk-booking-view.js';
import { leaveDayOf } from './desk-leave.service.js';
import { defaultDeskSettings } from './desk-settings.service.js';
import { loadedWorkspace } from './workspaces.service.js';

type BookingValues = z.output<typeof zDeskBookingInput>;

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
    const context = await viewingContext(tx, viewer);
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
      .map((row) => deskBooking(row, viewer, context))
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
    const zone = row?.branchTimeZone ?? defaultTimeZone;
    const context = await viewingContext(tx, viewer);
    const bookings = (
      await listDeskBookings(tx, viewer.organizationId, {
        from: instantInZone(query.date, '00:00', zone),
        to: instantInZone(query.date, '24:00', zone),
        workspaceId: query.workspaceId,
        liveOnly: true,
      })
    ).map((b) => deskBooking(b, viewer, context));
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
  context: ViewingContext,
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
  const zone = space?.branchTimeZone ?? defaultTimeZone;
  const employeeId = values.employeeId ?? context.self.employeeId;
  if (!employeeId) throw invalid('employeeId', 'employeeId: choose who the desk is for');
  requireMayBookFor(viewer, context.self.employeeId, employeeId, {
    kind: 'desks',
    staffMayBookForOthers: false,
  });
  const person = await findBookableEmployee(tx, viewer, employeeId);
  if (!person?.isActive) throw invalid('employeeId', 'employeeId: choose an active employee');
  requireDeskOpenTo(target, employeeId);
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
  await lockBookingsOf(tx, viewer, employeeId);
  await lockResource(tx, target.id);
  requireNotOnLeave(
    person.name,
    await leaveDayOf(tx, viewer.organizationId, employeeId, values.date),
    times,
    context.schedule,
  );
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

export function createDeskBooking(viewer: Viewer, values: BookingValues) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const context = await viewingContext(tx, viewer);
    const checked = await checkedBooking(tx, viewer, values, context);
    const id = await insertBooking(tx, viewer, checked);
    await recordTenantAudit(viewer, tx, 'desk_booking.created', id, {
      deskId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    return presentedDeskBooking(tx, viewer, id);
  }).catch(overlapping);
}

export function getDeskBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, (tx) => presentedDeskBooking(tx, viewer, id));
}

/** A booking the viewer may change: theirs, or any for an admin; only one that stands. */
async function changeableBooking(tx: Db, viewer: Viewer, id: string) {
  const row = await findDeskBooking(tx, viewer.organizationId, id);
  if (!row) throw notFound('Desk booking');
  const self = await ownEmployee(tx, viewer);
  requireChangeableBooking(viewer, self?.id ?? null, row);
}

export function editDeskBooking(viewer: Viewer, id: string, values: BookingValues) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    await changeableBooking(tx, viewer, id);
    const context = await viewingContext(tx, viewer);
    const checked = await checkedBooking(tx, viewer, values, context, id);
    await updateBooking(tx, viewer, id, checked);
    await recordTenantAudit(viewer, tx, 'desk_booking.updated', id, {
      deskId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    return presentedDeskBooking(tx, viewer, id);
  }).catch(overlapping);
}

export function cancelDeskBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    await changeableBooking(tx, viewer, id);
    await updateBooking(tx, viewer, id, { status: 'Cancelled' });
    await recordTenantAudit(viewer, tx, 'desk_booking.cancelled', id);
  });
}

/** The release job's work: frees desks nobody checked in to in time, in every organisation. */
export function releaseUncheckedBookings(db: Db, now: Date) {
  return releaseUncheckedDeskBookings(db, now, defaultDeskSettings.checkInMinutes);
}
