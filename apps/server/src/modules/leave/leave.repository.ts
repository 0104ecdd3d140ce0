import type { LeaveStatus } from '@tembusu/contracts/leave';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import {
  leaveAdjustments,
  leaveCarryForwards,
  leaveRequestEvents,
  leaveRequests,
  leaveSettings,
  leaveTypes,
} from '../../db/schema/leave.js';
import { branches, departments } from '../../db/schema/organizations.js';
import { uploads } from '../../db/schema/uploads.js';

export type LeaveTypeRecord = typeof leaveTypes.$inferSelect;
export type LeaveTypeValues = Omit<typeof leaveTypes.$inferInsert, 'organizationId' | 'id'>;
export type LeaveSettingsRecord = typeof leaveSettings.$inferSelect;
export type LeaveRequestRecord = typeof leaveRequests.$inferSelect;
export type LeaveAdjustmentRecord = typeof leaveAdjustments.$inferSelect;
export type LeaveCarryForwardRecord = typeof leaveCarryForwards.$inferSelect;

/** One person's leave is written by one transaction at a time: counts and limits stay true. */
export async function lockLeaveOf(db: Db, organizationId: string, employeeId: string) {
  const key = `leave-of:${organizationId}:${employeeId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

// Types ------------------------------------------------------------------------------------------

export async function insertMissingTypes(
  db: Db,
  organizationId: string,
  types: readonly LeaveTypeValues[],
) {
  await db
    .insert(leaveTypes)
    .values(types.map((type) => ({ ...type, organizationId })))
    .onConflictDoNothing();
}

export async function hasStatutoryTypes(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.statutory, true)))
    .limit(1);
  return row !== undefined;
}

export function listLeaveTypes(db: Db, organizationId: string): Promise<LeaveTypeRecord[]> {
  return db
    .select()
    .from(leaveTypes)
    .where(eq(leaveTypes.organizationId, organizationId))
    .orderBy(asc(leaveTypes.name));
}

export async function findLeaveType(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));
  return row;
}

export async function insertLeaveType(db: Db, organizationId: string, values: LeaveTypeValues) {
  const [row] = await db
    .insert(leaveTypes)
    .values({ ...values, organizationId })
    .returning();
  if (!row) throw new Error('The leave type was not saved');
  return row;
}

export async function updateLeaveType(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<LeaveTypeValues>,
) {
  const [row] = await db
    .update(leaveTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)))
    .returning();
  return row;
}

export async function deleteLeaveType(db: Db, organizationId: string, id: string) {
  await db
    .delete(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));
}

export async function leaveTypeInUse(db: Db, organizationId: string, id: string) {
  const [request] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.leaveTypeId, id)))
    .limit(1);
  if (request) return true;
  const [adjustment] = await db
    .select({ id: leaveAdjustments.id })
    .from(leaveAdjustments)
    .where(
      and(
        eq(leaveAdjustments.organizationId, organizationId),
        eq(leaveAdjustments.leaveTypeId, id),
      ),
    )
    .limit(1);
  return adjustment !== undefined;
}

// Settings ---------------------------------------------------------------------------------------

export async function findLeaveSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(leaveSettings)
    .where(eq(leaveSettings.organizationId, organizationId));
  return row;
}

export async function upsertLeaveSettings(
  db: Db,
  organizationId: string,
  values: Omit<typeof leaveSettings.$inferInsert, 'organizationId' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(leaveSettings)
    .values({ ...values, organizationId })
    .onConflictDoUpdate({
      target: leaveSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The leave settings were not saved');
  return row;
}

// People ----------------------------------------------------------------------------------------

const managers = alias(employees, 'managers');
const heads = alias(employees, 'heads');

const personColumns = {
  id: employees.id,
  accountId: employees.accountId,
  name: accounts.name,
  isActive: accounts.isActive,
  employeeNumber: employees.employeeNumber,
  gender: employees.gender,
  residency: employees.residency,
  employmentType: employees.employmentType,
  employmentStartDate: employees.employmentStartDate,
  employmentEndDate: employees.employmentEndDate,
  departmentId: employees.departmentId,
  departmentName: departments.name,
  branchId: employees.branchId,
  branchName: branches.name,
  managerId: employees.managerId,
  managerAccountId: managers.accountId,
  departmentHeadId: departments.headEmployeeId,
  departmentHeadAccountId: heads.accountId,
};

export type LeavePerson = {
  id: string;
  accountId: string;
  name: string;
  isActive: boolean;
  employeeNumber: string;
  gender: string;
  residency: string;
  employmentType: string;
  employmentStartDate: string;
  employmentEndDate: string | null;
  departmentId: string | null;
  departmentName: string | null;
  branchId: string | null;
  branchName: string | null;
  managerId: string | null;
  managerAccountId: string | null;
  departmentHeadId: string | null;
  departmentHeadAccountId: string | null;
};

function peopleQuery(db: Db) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .leftJoin(heads, eq(heads.id, departments.headEmployeeId));
}

export async function findLeavePerson(
  db: Db,
  organizationId: string,
  employeeId: string,
): Promise<LeavePerson | undefined> {
  const [row] = await peopleQuery(db).where(
    and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)),
  );
  return row;
}

export async function leavePeople(
  db: Db,
  organizationId: string,
  filter: { ids?: readonly string[]; search?: string; departmentId?: string },
  page?: { offset: number; limit: number },
): Promise<{ rows: LeavePerson[]; total: number }> {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (filter.ids) conditions.push(inArray(employees.id, [...filter.ids]));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(accounts.name, pattern), ilike(employees.employeeNumber, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const query = peopleQuery(db).where(where).orderBy(asc(accounts.name), asc(employees.id));
  const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
  if (!page) return { rows, total: rows.length };
  const [total] = await db
    .select({ value: count() })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The people whose reporting manager or department head an employee is. */
export async function peopleReportingTo(db: Db, organizationId: string, employeeId: string) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        or(eq(employees.managerId, employeeId), eq(departments.headEmployeeId, employeeId)),
      ),
    );
  return rows.map((row) => row.id);
}

// Requests ---------------------------------------------------------------------------------------

export type RequestFilter = {
  statuses?: readonly LeaveStatus[];
  leaveTypeId?: string;
  departmentId?: string;
  branchId?: string;
  employeeIds?: readonly string[];
  from?: string;
  to?: string;
  search?: string;
  pendingLevel?: number;
};

function requestConditions(organizationId: string, filter: RequestFilter): SQL[] {
  const conditions: SQL[] = [eq(leaveRequests.organizationId, organizationId)];
  if (filter.statuses) conditions.push(inArray(leaveRequests.status, [...filter.statuses]));
  if (filter.leaveTypeId) conditions.push(eq(leaveRequests.leaveTypeId, filter.leaveTypeId));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.branchId) conditions.push(eq(employees.branchId, filter.branchId));
  if (filter.employeeIds)
    conditions.push(inArray(leaveRequests.employeeId, [...filter.employeeIds]));
  if (filter.from) conditions.push(gte(leaveRequests.endDate, filter.from));
  if (filter.to) conditions.push(lte(leaveRequests.startDate, filter.to));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(accounts.name, pattern), ilike(employees.employeeNumber, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

const deciders = alias(accounts, 'deciders');

const requestColumns = {
  request: leaveRequests,
  employeeName: accounts.name,
  employeeNumber: employees.employeeNumber,
  departmentName: departments.name,
  branchName: branches.name,
  typeName: leaveTypes.name,
  typeCode: leaveTypes.code,
  typeColour: leaveTypes.colour,
  typePaid: leaveTypes.paid,
  attachmentName: uploads.name,
  attachmentContentType: uploads.contentType,
  decidedByName: deciders.name,
};

export type LeaveRequestRow = {
  request: LeaveRequestRecord;
  employeeName: string;
  employeeNumber: string;
  departmentName: string | null;
  branchName: string | null;
  typeName: string;
  typeCode: string;
  typeColour: string;
  typePaid: boolean;
  attachmentName: string | null;
  attachmentContentType: string | null;
  decidedByName: string | null;
};

function requestsQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .leftJoin(uploads, eq(uploads.id, leaveRequests.attachmentId))
    .leftJoin(deciders, eq(deciders.id, leaveRequests.decidedBy));
}

export async function listLeaveRequestPage(
  db: Db,
  organizationId: string,
  filter: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LeaveRequestRow[]; total: number }> {
  const where = and(...requestConditions(organizationId, filter));
  const rows = await requestsQuery(db)
    .where(where)
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ value: count() })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findLeaveRequestRow(
  db: Db,
  organizationId: string,
  id: string,
): Promise<LeaveRequestRow | undefined> {
  const [row] = await requestsQuery(db).where(
    and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)),
  );
  return row;
}

/** Requests of some people (of some types) with a day between two dates, in the statuses. */
export function leaveRequestsOf(
  db: Db,
  organizationId: string,
  filter: {
    employeeIds: readonly string[];
    leaveTypeIds?: readonly string[];
    from: string;
    to: string;
    statuses: readonly LeaveStatus[];
  },
): Promise<LeaveRequestRecord[]> {
  if (filter.employeeIds.length === 0 || filter.leaveTypeIds?.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        inArray(leaveRequests.employeeId, [...filter.employeeIds]),
        filter.leaveTypeIds
          ? inArray(leaveRequests.leaveTypeId, [...filter.leaveTypeIds])
          : undefined,
        inArray(leaveRequests.status, [...filter.statuses]),
        lte(leaveRequests.startDate, filter.to),
        gte(leaveRequests.endDate, filter.from),
      ),
    );
}

export async function insertLeaveRequest(
  db: Db,
  values: typeof leaveRequests.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
  if (!row) throw new Error('The leave request was not saved');
  return row.id;
}

export async function updateLeaveRequest(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof leaveRequests.$inferInsert>,
) {
  await db
    .update(leaveRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)));
}

export async function insertLeaveEvent(db: Db, values: typeof leaveRequestEvents.$inferInsert) {
  await db.insert(leaveRequestEvents).values(values);
}

export function eventsOfRequests(db: Db, organizationId: string, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: leaveRequestEvents.requestId,
      kind: leaveRequestEvents.kind,
      level: leaveRequestEvents.level,
      actorName: accounts.name,
      comment: leaveRequestEvents.comment,
      at: leaveRequestEvents.at,
    })
    .from(leaveRequestEvents)
    .leftJoin(accounts, eq(accounts.id, leaveRequestEvents.actorAccountId))
    .where(
      and(
        eq(leaveRequestEvents.organizationId, organizationId),
        inArray(leaveRequestEvents.requestId, [...requestIds]),
      ),
    )
    .orderBy(asc(leaveRequestEvents.sequence));
}

export async function uploadExists(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, id)));
  return row !== undefined;
}

// Balances ---------------------------------------------------------------------------------------

export function adjustmentsOf(
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  yearStarts: readonly string[],
): Promise<LeaveAdjustmentRecord[]> {
  if (employeeIds.length === 0 || yearStarts.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(leaveAdjustments)
    .where(
      and(
        eq(leaveAdjustments.organizationId, organizationId),
        inArray(leaveAdjustments.employeeId, [...employeeIds]),
        inArray(leaveAdjustments.yearStart, [...yearStarts]),
      ),
    );
}

export async function insertLeaveAdjustments(
  db: Db,
  values: readonly (typeof leaveAdjustments.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(leaveAdjustments).values([...values]);
}

export function carryForwardsInto(
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  yearStarts: readonly string[],
): Promise<LeaveCarryForwardRecord[]> {
  if (employeeIds.length === 0 || yearStarts.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(leaveCarryForwards)
    .where(
      and(
        eq(leaveCarryForwards.organizationId, organizationId),
        inArray(leaveCarryForwards.employeeId, [...employeeIds]),
        inArray(leaveCarryForwards.yearStart, [...yearStarts]),
      ),
    );
}

/** Records what was carried; a year already carried for a person and type is left as it was. */
export async function insertCarryForwards(
  db: Db,
  values: readonly (typeof leaveCarryForwards.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(leaveCarryForwards)
    .values([...values])
    .onConflictDoNothing()
    .returning({ id: leaveCarryForwards.id });
  return rows.length;
}

export function carryForwardReport(
  db: Db,
  organizationId: string,
  yearStartFrom: string,
  yearStartTo: string,
) {
  return db
    .select({
      record: leaveCarryForwards,
      employeeName: accounts.name,
      employeeNumber: employees.employeeNumber,
      typeName: leaveTypes.name,
      typeCode: leaveTypes.code,
    })
    .from(leaveCarryForwards)
    .innerJoin(employees, eq(employees.id, leaveCarryForwards.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveCarryForwards.leaveTypeId))
    .where(
      and(
        eq(leaveCarryForwards.organizationId, organizationId),
        gte(leaveCarryForwards.yearStart, yearStartFrom),
        lte(leaveCarryForwards.yearStart, yearStartTo),
      ),
    )
    .orderBy(asc(accounts.name), asc(leaveTypes.name));
}

// Balance import ---------------------------------------------------------------------------------

/** One person's leave type in one leave year. */
export type LeaveYearKey = { employeeId: string; leaveTypeId: string; yearStart: string };

/** Deletes the adjustments of the people's types and years whose reason starts with `prefix`. */
export async function deleteAdjustmentsStartingWith(
  db: Db,
  organizationId: string,
  keys: readonly LeaveYearKey[],
  prefix: string,
): Promise<number> {
  if (keys.length === 0) return 0;
  const tuples = sql.join(
    keys.map(
      (key) => sql`(${key.employeeId}::uuid, ${key.leaveTypeId}::uuid, ${key.yearStart}::date)`,
    ),
    sql`, `,
  );
  const rows = await db
    .delete(leaveAdjustments)
    .where(
      and(
        eq(leaveAdjustments.organizationId, organizationId),
        sql`starts_with(${leaveAdjustments.reason}, ${prefix})`,
        sql`(${leaveAdjustments.employeeId}, ${leaveAdjustments.leaveTypeId}, ${leaveAdjustments.yearStart}) in (${tuples})`,
      ),
    )
    .returning({ id: leaveAdjustments.id });
  return rows.length;
}

/** Records what was carried into a year, replacing what a person's type already had there. */
export async function upsertCarryForwards(
  db: Db,
  values: readonly (typeof leaveCarryForwards.$inferInsert)[],
) {
  if (values.length === 0) return;
  await db
    .insert(leaveCarryForwards)
    .values([...values])
    .onConflictDoUpdate({
      target: [
        leaveCarryForwards.organizationId,
        leaveCarryForwards.employeeId,
        leaveCarryForwards.leaveTypeId,
        leaveCarryForwards.yearStart,
      ],
      set: {
        unused: sql`excluded.unused`,
        carried: sql`excluded.carried`,
        forfeited: sql`excluded.forfeited`,
        expiresOn: sql`excluded.expires_on`,
        runAt: sql`excluded.run_at`,
      },
    });
}

// Notices ----------------------------------------------------------------------------------------

/** Where to mail about leave: the accounts of some employees and of some accounts, active or not. */
export function leaveMailboxes(
  db: Db,
  organizationId: string,
  who: { employeeIds: readonly string[]; accountIds: readonly string[] },
) {
  if (who.employeeIds.length === 0 && who.accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: employees.id,
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: accounts.role,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .leftJoin(
      employees,
      and(eq(employees.accountId, accounts.id), eq(employees.organizationId, organizationId)),
    )
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        or(
          who.employeeIds.length > 0 ? inArray(employees.id, [...who.employeeIds]) : undefined,
          who.accountIds.length > 0 ? inArray(accounts.id, [...who.accountIds]) : undefined,
        ),
      ),
    );
}

// History in bulk ----------------------------------------------------------------------------------

/**
 * Requests with their ids given, in one statement: the demo seed's year of history. A few
 * hundred rows at most, well inside PostgreSQL's limit of parameters.
 */
export async function insertLeaveRequests(
  db: Db,
  values: readonly (typeof leaveRequests.$inferInsert & { id: string })[],
) {
  if (values.length > 0) await db.insert(leaveRequests).values([...values]);
}

/** Events in one statement; each request's events in the order given, which is their sequence. */
export async function insertLeaveEvents(
  db: Db,
  values: readonly (typeof leaveRequestEvents.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(leaveRequestEvents).values([...values]);
}
