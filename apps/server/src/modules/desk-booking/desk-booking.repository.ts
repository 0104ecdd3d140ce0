import { and, asc, count, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  bookingResources,
  bookings,
  deskSettings,
  desks,
  workspaces,
} from '../../db/schema/bookings.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches } from '../../db/schema/organizations.js';

function selectWorkspaces(db: Db) {
  return db
    .select({
      id: workspaces.id,
      organizationId: workspaces.organizationId,
      branchId: workspaces.branchId,
      branchName: branches.name,
      branchTimeZone: branches.timeZone,
      name: workspaces.name,
      floorPlanId: workspaces.floorPlanId,
    })
    .from(workspaces)
    .innerJoin(branches, eq(branches.id, workspaces.branchId));
}

export type WorkspaceRow = Awaited<
  ReturnType<ReturnType<typeof selectWorkspaces>['execute']>
>[number];

export function listWorkspaces(db: Db, organizationId: string, branchId?: string) {
  const conditions: SQL[] = [eq(workspaces.organizationId, organizationId)];
  if (branchId) conditions.push(eq(workspaces.branchId, branchId));
  return selectWorkspaces(db)
    .where(and(...conditions))
    .orderBy(asc(branches.name), asc(workspaces.name));
}

export async function findWorkspace(db: Db, organizationId: string, id: string) {
  const [row] = await selectWorkspaces(db).where(
    and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, id)),
  );
  return row;
}

export async function insertWorkspace(db: Db, values: typeof workspaces.$inferInsert) {
  const [row] = await db.insert(workspaces).values(values).returning({ id: workspaces.id });
  if (!row) throw new Error('The workspace was not saved');
  return row.id;
}

export async function updateWorkspace(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof workspaces.$inferInsert>,
) {
  await db
    .update(workspaces)
    .set(values)
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, id)));
}

export async function deleteWorkspace(db: Db, organizationId: string, id: string) {
  await db
    .delete(workspaces)
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, id)));
}

const assignedAccounts = alias(accounts, 'assigned_accounts');
const assignedEmployees = alias(employees, 'assigned_employees');

function selectDesks(db: Db) {
  return db
    .select({
      id: desks.resourceId,
      workspaceId: desks.workspaceId,
      name: bookingResources.name,
      isActive: bookingResources.isActive,
      branchId: bookingResources.branchId,
      features: desks.features,
      positionX: desks.positionX,
      positionY: desks.positionY,
      assignedEmployeeId: desks.assignedEmployeeId,
      assignedEmployeeName: assignedAccounts.name,
      underMaintenance: desks.underMaintenance,
    })
    .from(desks)
    .innerJoin(bookingResources, eq(bookingResources.id, desks.resourceId))
    .leftJoin(assignedEmployees, eq(assignedEmployees.id, desks.assignedEmployeeId))
    .leftJoin(assignedAccounts, eq(assignedAccounts.id, assignedEmployees.accountId));
}

export type DeskRow = Awaited<ReturnType<ReturnType<typeof selectDesks>['execute']>>[number];

export function listDesks(db: Db, organizationId: string, workspaceIds: string[]) {
  if (workspaceIds.length === 0) return Promise.resolve([] as DeskRow[]);
  return selectDesks(db)
    .where(and(eq(desks.organizationId, organizationId), inArray(desks.workspaceId, workspaceIds)))
    .orderBy(asc(bookingResources.name));
}

export async function findDesk(db: Db, organizationId: string, id: string) {
  const [row] = await selectDesks(db).where(
    and(eq(desks.organizationId, organizationId), eq(desks.resourceId, id)),
  );
  return row;
}

export type DeskValues = {
  name: string;
  features: string[];
  positionX: string;
  positionY: string;
  assignedEmployeeId: string | null;
  underMaintenance: boolean;
};

export async function insertDesk(
  db: Db,
  place: { organizationId: string; branchId: string; workspaceId: string },
  values: DeskValues,
) {
  const [resource] = await db
    .insert(bookingResources)
    .values({
      organizationId: place.organizationId,
      branchId: place.branchId,
      kind: 'desk',
      name: values.name,
    })
    .returning({ id: bookingResources.id });
  if (!resource) throw new Error('The desk was not saved');
  const { name: _name, ...desk } = values;
  await db.insert(desks).values({
    resourceId: resource.id,
    organizationId: place.organizationId,
    workspaceId: place.workspaceId,
    ...desk,
  });
  return resource.id;
}

export async function updateDesk(
  db: Db,
  organizationId: string,
  id: string,
  branchId: string,
  values: DeskValues,
) {
  const { name, ...desk } = values;
  await db
    .update(bookingResources)
    .set({ name, branchId })
    .where(and(eq(bookingResources.organizationId, organizationId), eq(bookingResources.id, id)));
  await db
    .update(desks)
    .set(desk)
    .where(and(eq(desks.organizationId, organizationId), eq(desks.resourceId, id)));
}

export async function deleteDesks(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(bookingResources)
    .where(
      and(eq(bookingResources.organizationId, organizationId), inArray(bookingResources.id, ids)),
    );
}

/** Desks among `ids` with a live booking ending after the instant. */
export async function desksWithBookingsAfter(
  db: Db,
  organizationId: string,
  ids: string[],
  after: Date,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: bookings.resourceId })
    .from(bookings)
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        inArray(bookings.resourceId, ids),
        eq(bookings.status, 'Booked'),
        gt(bookings.endsAt, after),
      ),
    );
  return rows.map((row) => row.id);
}

function selectDeskBookings(db: Db) {
  return db
    .select({
      id: bookings.id,
      deskId: bookings.resourceId,
      deskName: bookingResources.name,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      branchId: branches.id,
      branchName: branches.name,
      branchTimeZone: branches.timeZone,
      employeeId: bookings.employeeId,
      employeeName: accounts.name,
      bookedByAccountId: bookings.bookedByAccountId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      checkedInAt: bookings.checkedInAt,
    })
    .from(bookings)
    .innerJoin(desks, eq(desks.resourceId, bookings.resourceId))
    .innerJoin(bookingResources, eq(bookingResources.id, bookings.resourceId))
    .innerJoin(workspaces, eq(workspaces.id, desks.workspaceId))
    .innerJoin(branches, eq(branches.id, workspaces.branchId))
    .innerJoin(employees, eq(employees.id, bookings.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId));
}

export type DeskBookingRow = Awaited<
  ReturnType<ReturnType<typeof selectDeskBookings>['execute']>
>[number];

// A desk booking is within one day, so a window query bounds its start from both sides.
const dayMs = 86_400_000;

export function listDeskBookings(
  db: Db,
  organizationId: string,
  filter: {
    from: Date;
    to: Date;
    branchId?: string;
    workspaceId?: string;
    employeeId?: string;
    bookedByAccountId?: string;
    deskIds?: string[];
    liveOnly: boolean;
  },
): Promise<DeskBookingRow[]> {
  const conditions: SQL[] = [
    eq(bookings.organizationId, organizationId),
    lt(bookings.startsAt, filter.to),
    gt(bookings.endsAt, filter.from),
    gt(bookings.startsAt, new Date(filter.from.getTime() - dayMs)),
  ];
  if (filter.liveOnly) conditions.push(eq(bookings.status, 'Booked'));
  if (filter.branchId) conditions.push(eq(workspaces.branchId, filter.branchId));
  if (filter.workspaceId) conditions.push(eq(workspaces.id, filter.workspaceId));
  if (filter.employeeId) conditions.push(eq(bookings.employeeId, filter.employeeId));
  if (filter.bookedByAccountId) {
    conditions.push(eq(bookings.bookedByAccountId, filter.bookedByAccountId));
  }
  if (filter.deskIds) conditions.push(inArray(bookings.resourceId, filter.deskIds));
  return selectDeskBookings(db)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt), asc(bookingResources.name));
}

export async function findDeskBooking(db: Db, organizationId: string, id: string) {
  const [row] = await selectDeskBookings(db).where(
    and(eq(bookings.organizationId, organizationId), eq(bookings.id, id)),
  );
  return row;
}

/** An employee's live desk bookings starting in a window, other than one being changed. */
export async function countEmployeeDeskBookings(
  db: Db,
  organizationId: string,
  employeeId: string,
  window: { from: Date; to: Date },
  exceptId?: string,
) {
  const conditions: SQL[] = [
    eq(bookings.organizationId, organizationId),
    eq(bookings.employeeId, employeeId),
    eq(bookings.status, 'Booked'),
    gte(bookings.startsAt, window.from),
    lt(bookings.startsAt, window.to),
  ];
  if (exceptId) conditions.push(ne(bookings.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(desks, eq(desks.resourceId, bookings.resourceId))
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** Whether the employee has another live desk booking overlapping the time. */
export async function employeeHasDeskAt(
  db: Db,
  organizationId: string,
  employeeId: string,
  time: { startsAt: Date; endsAt: Date },
  exceptId?: string,
) {
  const conditions: SQL[] = [
    eq(bookings.organizationId, organizationId),
    eq(bookings.employeeId, employeeId),
    eq(bookings.status, 'Booked'),
    lt(bookings.startsAt, time.endsAt),
    gt(bookings.endsAt, time.startsAt),
  ];
  if (exceptId) conditions.push(ne(bookings.id, exceptId));
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(desks, eq(desks.resourceId, bookings.resourceId))
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function findDeskSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(deskSettings)
    .where(eq(deskSettings.organizationId, organizationId));
  return row;
}

export async function saveDeskSettings(db: Db, values: typeof deskSettings.$inferInsert) {
  const { organizationId, ...changes } = values;
  await db
    .insert(deskSettings)
    .values(values)
    .onConflictDoUpdate({ target: deskSettings.organizationId, set: changes });
}

/**
 * Releases every live desk booking nobody checked in to within its organisation's window (the
 * default window where an organisation has not set its rules). A maintenance job across
 * organisations, run by the server itself, not for a caller.
 */
export async function releaseUncheckedDeskBookings(
  db: Db,
  now: Date,
  defaultCheckInMinutes: number | null,
) {
  // Spelt out as SQL: the window comes from a join Drizzle's update cannot express.
  const released = await db.execute(sql`
    with windows as (
      select o.id as organization_id,
        case when s.organization_id is null then ${defaultCheckInMinutes}::int
             else s.check_in_minutes end as minutes
      from organizations o
      left join desk_settings s on s.organization_id = o.id
    )
    update bookings b set status = 'Released', updated_at = ${now}
    from windows w
    where w.organization_id = b.organization_id
      and w.minutes is not null
      and b.status = 'Booked'
      and b.checked_in_at is null
      and exists (select 1 from desks d where d.resource_id = b.resource_id)
      and b.starts_at + make_interval(mins => w.minutes) < ${now}
    returning b.id`);
  return released.rows.length;
}
