import {
  instantInZone,
  instantOf,
  minutesBetween,
  quarterHourStart,
  wallClock,
} from '@tembusu/contracts/booking-time';
import {
  type BookingSettings,
  type Room,
  type RoomBooking,
  type RoomBookingPeriod,
  roomExistsMessage,
  roomHasBookingsMessage,
  roomTakenMessage,
  type zRoomBookingInput,
  type zRoomInput,
} from '@tembusu/contracts/room-booking';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isExclusionViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  answersForBooking,
  bookingsOfEmployee,
  requireChangeableBooking,
  requireMayBookFor,
} from '../bookings/bookings.policy.js';
import { insertBooking, lockResource, updateBooking } from '../bookings/bookings.service.js';
import type { Viewer } from '../bookings/viewer.js';
import { findBookableEmployee, ownEmployee } from '../employees/employees.service.js';
import { branchExists, organizationIn } from '../organization/organization.service.js';
import { findUpload } from '../uploads/uploads.service.js';
import {
  type BookingRow,
  deleteRoom,
  findBookingSettings,
  findRoom,
  findRoomBooking,
  hasBookingsAfter,
  insertRoom,
  listRoomBookingPage,
  listRoomBookings,
  listRooms,
  type RoomRow,
  saveBookingSettings,
  updateRoom,
} from './room-booking.repository.js';

type RoomValues = z.output<typeof zRoomInput>;
type BookingValues = z.output<typeof zRoomBookingInput>;

function room(row: RoomRow): Room {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    capacity: row.capacity,
    amenitySelected: row.amenities.map((name) => ({ name })),
    image: row.imageId,
    isActive: row.isActive,
  };
}

/** Rooms of the caller's organisation; another organisation's id answers as unknown. */
export function roomsOfOrganization(
  ctx: TenantContext,
  organizationId: string,
  filter: { branchId?: string; includeInactive?: boolean },
) {
  if (organizationId !== ctx.organizationId) throw notFound('Organisation');
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (
      await listRooms(tx, ctx.organizationId, {
        branchId: filter.branchId,
        activeOnly: !filter.includeInactive,
      })
    ).map(room),
  );
}

async function loadedRoom(tx: Db, ctx: TenantContext, id: string) {
  const row = await findRoom(tx, ctx.organizationId, id);
  if (!row) throw notFound('Room');
  return row;
}

export function getRoom(ctx: TenantContext, id: string, orgId?: string) {
  if (orgId && orgId !== ctx.organizationId) throw notFound('Room');
  return withTenant(ctx.db, ctx.organizationId, async (tx) => room(await loadedRoom(tx, ctx, id)));
}

async function checkRoom(tx: Db, ctx: TenantContext, values: RoomValues) {
  if (!(await branchExists(tx, ctx, values.branchOutletId))) {
    throw invalid('branchOutletId', 'branchOutletId: no such branch/outlet');
  }
  if (values.image) {
    const upload = await findUpload(tx, ctx, values.image);
    if (!upload) throw invalid('image', 'image: upload the image first');
    if (!upload.contentType.startsWith('image/')) {
      throw invalid('image', 'image: a room picture is a jpg, png, gif or svg image');
    }
  }
}

const roomColumns = (values: RoomValues) => ({
  branchId: values.branchOutletId,
  name: values.name,
  isActive: values.isActive,
  imageId: values.image,
  capacity: values.capacity,
  amenities: [...new Set(values.amenitySelected.map((amenity) => amenity.name))],
});

const uniqueRoom = (error: unknown) => {
  if (isUniqueViolation(error, 'booking_resources_name_key')) throw conflict(roomExistsMessage);
  throw error;
};

export function createRoom(ctx: TenantContext, values: RoomValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkRoom(tx, ctx, values);
    const id = await insertRoom(tx, { organizationId: ctx.organizationId, ...roomColumns(values) });
    await recordTenantAudit(ctx, tx, 'room.created', id, { name: values.name });
    return room(await loadedRoom(tx, ctx, id));
  }).catch(uniqueRoom);
}

export function editRoom(ctx: TenantContext, id: string, values: RoomValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await loadedRoom(tx, ctx, id);
    await checkRoom(tx, ctx, values);
    await updateRoom(tx, ctx.organizationId, id, { ...roomColumns(values), updatedAt: ctx.now });
    await recordTenantAudit(ctx, tx, 'room.updated', id, { name: values.name });
    return room(await loadedRoom(tx, ctx, id));
  }).catch(uniqueRoom);
}

export function removeRoom(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await loadedRoom(tx, ctx, id);
    if (await hasBookingsAfter(tx, ctx.organizationId, id, ctx.now)) {
      throw conflict(roomHasBookingsMessage);
    }
    await deleteRoom(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'room.deleted', id, { name: existing.name });
  }).catch((error: unknown) => {
    // Past bookings keep the room as the place they happened.
    if (isForeignKeyViolation(error)) {
      throw conflict('This room has past bookings: make it inactive instead of deleting it.');
    }
    throw error;
  });
}

/**
 * Until an organisation sets its own: two months ahead, up to the end of a day (the spec's end
 * times run to 23:59), staff book for themselves.
 */
export const defaultBookingSettings: BookingSettings = {
  maxDaysAhead: 60,
  maxDurationMinutes: 24 * 60,
  staffMayBookForOthers: false,
};

async function settingsIn(tx: Db, organizationId: string): Promise<BookingSettings> {
  const row = await findBookingSettings(tx, organizationId);
  if (!row) return defaultBookingSettings;
  return {
    maxDaysAhead: row.maxDaysAhead,
    maxDurationMinutes: row.maxDurationMinutes,
    staffMayBookForOthers: row.staffMayBookForOthers,
  };
}

export function getBookingSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => settingsIn(tx, ctx.organizationId));
}

export function setBookingSettings(ctx: TenantContext, values: BookingSettings) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await saveBookingSettings(tx, {
      organizationId: ctx.organizationId,
      ...values,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'booking_settings.updated', ctx.organizationId, values);
    return settingsIn(tx, ctx.organizationId);
  });
}

/** The viewer's own employee record and the time zone their wall clock is in. */
async function viewerOf(tx: Db, viewer: Viewer) {
  const self = await ownEmployee(tx, viewer);
  const timeZone = self?.timeZone ?? (await organizationIn(tx, viewer)).timeZone;
  return { employeeId: self?.id ?? null, timeZone };
}

function booking(
  row: BookingRow,
  viewer: Viewer,
  self: { employeeId: string | null; timeZone: string },
): RoomBooking {
  const from = wallClock(row.startsAt, 'UTC');
  const to = wallClock(row.endsAt, 'UTC', true);
  const fromLocal = wallClock(row.startsAt, self.timeZone);
  const toLocal = wallClock(row.endsAt, self.timeZone, true);
  const isMine = row.employeeId === self.employeeId;
  const named = answersForBooking(viewer, self.employeeId, row);
  return {
    id: row.id,
    bookingDate: from.date,
    bookingDateFrom: from.date,
    bookingDateTo: to.date,
    bookingTimeFrom: from.time,
    bookingTimeTo: to.time,
    bookingDateFromOrigin: fromLocal.date,
    bookingDateToOrigin: toLocal.date,
    bookingTimeFromOrigin: fromLocal.time,
    bookingTimeToOrigin: toLocal.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    bookingStatus: row.status as RoomBooking['bookingStatus'],
    roomId: row.resourceId,
    roomName: row.resourceName,
    employeeBookedId: named ? row.employeeId : null,
    employeeName: named ? row.employeeName : null,
    isMine,
    mayChange: named,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    organizationId: row.organizationId,
  };
}

export function listBookings(
  viewer: Viewer,
  query: {
    isAllEmployee?: boolean;
    employeeId?: string;
    branchOutletId?: string;
    organizationId?: string;
    roomId?: string;
    from: string;
    to: string;
  },
) {
  if (query.organizationId && query.organizationId !== viewer.organizationId) {
    throw notFound('Organisation');
  }
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to <= from) throw invalid('to', 'to: the range must end after it starts');
  if (minutesBetween(from, to) > 62 * 24 * 60) {
    throw invalid('to', 'to: ask for at most two months of bookings at a time');
  }
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const self = await viewerOf(tx, viewer);
    // Without isAllEmployee a list is one person's: the one asked for, or the viewer.
    const employeeId = query.isAllEmployee
      ? query.employeeId
      : (query.employeeId ?? self.employeeId ?? undefined);
    const rows = await listRoomBookings(tx, viewer.organizationId, {
      from,
      to,
      ...bookingsOfEmployee(viewer, self.employeeId, employeeId),
      branchId: query.branchOutletId,
      roomId: query.roomId,
    });
    return rows.map((row) => booking(row, viewer, self));
  });
}

/**
 * A page of the bookings list: the viewer's own or, with isAllEmployee, everyone's they may list,
 * narrowed by branch/outlet, room, employee and dates on the viewer's wall clock.
 */
export function listBookingPage(
  viewer: Viewer,
  query: {
    isAllEmployee?: boolean;
    period: RoomBookingPeriod;
    branchOutletId?: string;
    roomId?: string;
    employeeId?: string;
    dateFrom?: string;
    dateTo?: string;
    page: number;
    pageSize: number;
  },
) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const self = await viewerOf(tx, viewer);
    const employeeId = query.isAllEmployee
      ? query.employeeId
      : (query.employeeId ?? self.employeeId ?? undefined);
    const { rows, total } = await listRoomBookingPage(
      tx,
      viewer.organizationId,
      {
        now: viewer.now,
        period: query.period,
        from: query.dateFrom ? instantInZone(query.dateFrom, '00:00', self.timeZone) : undefined,
        to: query.dateTo ? instantInZone(query.dateTo, '24:00', self.timeZone) : undefined,
        ...bookingsOfEmployee(viewer, self.employeeId, employeeId),
        branchId: query.branchOutletId,
        roomId: query.roomId,
      },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    return { items: rows.map((row) => booking(row, viewer, self)), total };
  });
}

export function getBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const row = await findRoomBooking(tx, viewer.organizationId, id);
    if (!row) throw notFound('Booking');
    return booking(row, viewer, await viewerOf(tx, viewer));
  });
}

/** The booking's instants, checked against every rule a person could break. */
async function checkedBooking(
  tx: Db,
  viewer: Viewer,
  values: BookingValues,
  self: { employeeId: string | null },
) {
  const settings = await settingsIn(tx, viewer.organizationId);
  const startsAt = instantOf(values.bookingDateFrom, values.bookingTimeFrom);
  const endsAt = instantOf(values.bookingDateTo, values.bookingTimeTo);
  if (endsAt <= startsAt) {
    throw invalid('bookingTimeTo', 'bookingTimeTo: the booking must end after it starts');
  }
  if (startsAt < quarterHourStart(viewer.now)) {
    throw invalid('bookingTimeFrom', 'bookingTimeFrom: that time has already passed');
  }
  if (minutesBetween(startsAt, endsAt) > settings.maxDurationMinutes) {
    throw invalid(
      'bookingTimeTo',
      `bookingTimeTo: a booking lasts at most ${settings.maxDurationMinutes / 60} hours`,
    );
  }
  if (minutesBetween(viewer.now, startsAt) > settings.maxDaysAhead * 24 * 60) {
    throw invalid(
      'bookingDateFrom',
      `bookingDateFrom: rooms can be booked up to ${settings.maxDaysAhead} days ahead`,
    );
  }
  const target = await findRoom(tx, viewer.organizationId, values.roomId);
  if (!target?.isActive) throw invalid('roomId', 'roomId: choose a room from the list');
  // Writers of one room's bookings take turns. The exclusion constraint alone stays correct,
  // but inserters racing for a slot each see the other's row and deadlock until one is aborted.
  await lockResource(tx, target.id);
  if (target.branchId !== values.branchOutletId) {
    throw invalid('roomId', 'roomId: this room is not at that branch/outlet');
  }
  const person = await findBookableEmployee(tx, viewer, values.employeeBookedId);
  if (!person?.isActive) {
    throw invalid('employeeBookedId', 'employeeBookedId: choose an active employee');
  }
  requireMayBookFor(viewer, self.employeeId, person.id, {
    kind: 'rooms',
    staffMayBookForOthers: settings.staffMayBookForOthers,
  });
  return { startsAt, endsAt, resourceId: target.id, employeeId: person.id };
}

const overlapping = (error: unknown) => {
  if (isExclusionViolation(error, 'bookings_no_overlap')) throw conflict(roomTakenMessage);
  throw error;
};

export function createBooking(viewer: Viewer, values: BookingValues) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const self = await viewerOf(tx, viewer);
    const checked = await checkedBooking(tx, viewer, values, self);
    const id = await insertBooking(tx, viewer, checked);
    await recordTenantAudit(viewer, tx, 'room_booking.created', id, {
      roomId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    const row = await findRoomBooking(tx, viewer.organizationId, id);
    return booking(row as BookingRow, viewer, self);
  }).catch(overlapping);
}

/** A booking the viewer may change: their own, or any for an admin; only a live one. */
async function changeable(tx: Db, viewer: Viewer, id: string) {
  const self = await viewerOf(tx, viewer);
  const row = await findRoomBooking(tx, viewer.organizationId, id);
  if (!row) throw notFound('Booking');
  requireChangeableBooking(viewer, self.employeeId, row);
  return { row, self };
}

export function editBooking(viewer: Viewer, id: string, values: BookingValues) {
  if (values.organizationId && values.organizationId !== viewer.organizationId) {
    throw invalid('organizationId', 'organizationId: not your organisation');
  }
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const { self } = await changeable(tx, viewer, id);
    const checked = await checkedBooking(tx, viewer, values, self);
    await updateBooking(tx, viewer, id, checked);
    await recordTenantAudit(viewer, tx, 'room_booking.updated', id, {
      roomId: checked.resourceId,
      startsAt: checked.startsAt.toISOString(),
    });
    const row = await findRoomBooking(tx, viewer.organizationId, id);
    return booking(row as BookingRow, viewer, self);
  }).catch(overlapping);
}

export function cancelBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    await changeable(tx, viewer, id);
    await updateBooking(tx, viewer, id, { status: 'Cancelled' });
    await recordTenantAudit(viewer, tx, 'room_booking.cancelled', id);
  });
}
