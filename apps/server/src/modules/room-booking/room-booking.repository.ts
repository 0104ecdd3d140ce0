import { and, asc, count, desc, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingResources, bookingSettings, bookings, rooms } from '../../db/schema/bookings.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches } from '../../db/schema/organizations.js';

function selectRooms(db: Db) {
  return db
    .select({
      id: bookingResources.id,
      organizationId: bookingResources.organizationId,
      branchId: bookingResources.branchId,
      branchName: branches.name,
      name: bookingResources.name,
      isActive: bookingResources.isActive,
      imageId: rooms.imageId,
      capacity: rooms.capacity,
      amenities: rooms.amenities,
    })
    .from(rooms)
    .innerJoin(bookingResources, eq(bookingResources.id, rooms.resourceId))
    .innerJoin(branches, eq(branches.id, bookingResources.branchId));
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof selectRooms>['execute']>>[number];

export function listRooms(
  db: Db,
  organizationId: string,
  filter: { branchId?: string; activeOnly: boolean },
): Promise<RoomRow[]> {
  const conditions: SQL[] = [eq(rooms.organizationId, organizationId)];
  if (filter.branchId) conditions.push(eq(bookingResources.branchId, filter.branchId));
  if (filter.activeOnly) conditions.push(eq(bookingResources.isActive, true));
  return selectRooms(db)
    .where(and(...conditions))
    .orderBy(asc(branches.name), asc(bookingResources.name));
}

export async function findRoom(db: Db, organizationId: string, id: string) {
  const [row] = await selectRooms(db).where(
    and(eq(rooms.organizationId, organizationId), eq(rooms.resourceId, id)),
  );
  return row;
}

export async function insertRoom(
  db: Db,
  values: {
    organizationId: string;
    branchId: string;
    name: string;
    isActive: boolean;
    imageId: string | null;
    capacity: number;
    amenities: string[];
  },
): Promise<string> {
  const [resource] = await db
    .insert(bookingResources)
    .values({
      organizationId: values.organizationId,
      branchId: values.branchId,
      kind: 'room',
      name: values.name,
      isActive: values.isActive,
    })
    .returning({ id: bookingResources.id });
  if (!resource) throw new Error('The room was not saved');
  await db.insert(rooms).values({
    resourceId: resource.id,
    organizationId: values.organizationId,
    imageId: values.imageId,
    capacity: values.capacity,
    amenities: values.amenities,
  });
  return resource.id;
}

export async function updateRoom(
  db: Db,
  organizationId: string,
  id: string,
  values: {
    branchId: string;
    name: string;
    isActive: boolean;
    imageId: string | null;
    capacity: number;
    amenities: string[];
    updatedAt: Date;
  },
) {
  await db
    .update(bookingResources)
    .set({
      branchId: values.branchId,
      name: values.name,
      isActive: values.isActive,
      updatedAt: values.updatedAt,
    })
    .where(and(eq(bookingResources.organizationId, organizationId), eq(bookingResources.id, id)));
  await db
    .update(rooms)
    .set({ imageId: values.imageId, capacity: values.capacity, amenities: values.amenities })
    .where(and(eq(rooms.organizationId, organizationId), eq(rooms.resourceId, id)));
}

export async function deleteRoom(db: Db, organizationId: string, id: string) {
  await db
    .delete(bookingResources)
    .where(and(eq(bookingResources.organizationId, organizationId), eq(bookingResources.id, id)));
}

/** Whether a resource has a live booking ending after the instant. */
export async function hasBookingsAfter(db: Db, organizationId: string, id: string, after: Date) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        eq(bookings.resourceId, id),
        eq(bookings.status, 'Booked'),
        gt(bookings.endsAt, after),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const longestBookingMs = 86_400_000;

function selectBookings(db: Db) {
  return db
    .select({
      id: bookings.id,
      organizationId: bookings.organizationId,
      resourceId: bookings.resourceId,
      resourceName: bookingResources.name,
      branchId: bookingResources.branchId,
      branchName: branches.name,
      employeeId: bookings.employeeId,
      employeeName: accounts.name,
      bookedByAccountId: bookings.bookedByAccountId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(bookingResources, eq(bookingResources.id, bookings.resourceId))
    .innerJoin(branches, eq(branches.id, bookingResources.branchId))
    .innerJoin(employees, eq(employees.id, bookings.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId));
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** Whom and where a list of bookings is narrowed to. */
type BookingNarrowing = {
  employeeId?: string;
  bookedByAccountId?: string;
  branchId?: string;
  roomId?: string;
};

/** Live room bookings of the organisation, narrowed as asked. */
function liveRoomBookings(organizationId: string, filter: BookingNarrowing): SQL[] {
  const conditions: SQL[] = [
    eq(bookings.organizationId, organizationId),
    eq(bookingResources.kind, 'room'),
    eq(bookings.status, 'Booked'),
  ];
  if (filter.employeeId) conditions.push(eq(bookings.employeeId, filter.employeeId));
  if (filter.bookedByAccountId) {
    conditions.push(eq(bookings.bookedByAccountId, filter.bookedByAccountId));
  }
  if (filter.branchId) conditions.push(eq(bookingResources.branchId, filter.branchId));
  if (filter.roomId) conditions.push(eq(bookings.resourceId, filter.roomId));
  return conditions;
}

/** Live room bookings overlapping a time window, narrowed as asked. */
export function listRoomBookings(
  db: Db,
  organizationId: string,
  filter: BookingNarrowing & { from: Date; to: Date },
): Promise<BookingRow[]> {
  const conditions = [
    ...liveRoomBookings(organizationId, filter),
    lt(bookings.startsAt, filter.to),
    gt(bookings.endsAt, filter.from),
    // Bookings last a day at most (a constraint says so): this lets the index bound the scan.
    gt(bookings.startsAt, new Date(filter.from.getTime() - longestBookingMs)),
  ];
  return selectBookings(db)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt));
}

/**
 * A page of live room bookings, narrowed as asked: those still to end after `now`, soonest
 * first, or those ended by then, latest first; within a window when one is given.
 */
export async function listRoomBookingPage(
  db: Db,
  organizationId: string,
  filter: BookingNarrowing & {
    now: Date;
    period: 'upcoming' | 'past';
    from?: Date;
    to?: Date;
  },
  page: { offset: number; limit: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const upcoming = filter.period === 'upcoming';
  const conditions = [
    ...liveRoomBookings(organizationId, filter),
    ...(upcoming
      ? [
          gt(bookings.endsAt, filter.now),
          gt(bookings.startsAt, new Date(filter.now.getTime() - longestBookingMs)),
        ]
      : [lte(bookings.endsAt, filter.now)]),
  ];
  if (filter.from) {
    conditions.push(
      gt(bookings.endsAt, filter.from),
      // As above: no booking lasts longer than a day, so the index bounds the scan.
      gt(bookings.startsAt, new Date(filter.from.getTime() - longestBookingMs)),
    );
  }
  if (filter.to) conditions.push(lt(bookings.startsAt, filter.to));
  const where = and(...conditions);
  const order = upcoming
    ? [asc(bookings.startsAt), asc(bookingResources.name), asc(bookings.id)]
    : [desc(bookings.startsAt), asc(bookingResources.name), asc(bookings.id)];
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(bookingResources, eq(bookingResources.id, bookings.resourceId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findRoomBooking(db: Db, organizationId: string, id: string) {
  const [row] = await selectBookings(db).where(
    and(
      eq(bookings.organizationId, organizationId),
      eq(bookings.id, id),
      eq(bookingResources.kind, 'room'),
    ),
  );
  return row;
}

export async function findBookingSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.organizationId, organizationId));
  return row;
}

export async function saveBookingSettings(db: Db, values: typeof bookingSettings.$inferInsert) {
  const { organizationId, ...changes } = values;
  await db
    .insert(bookingSettings)
    .values(values)
    .onConflictDoUpdate({ target: bookingSettings.organizationId, set: changes });
}
