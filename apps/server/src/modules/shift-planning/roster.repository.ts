import type { RosterShiftState } from '@tembusu/contracts/attendance';
import { and, asc, eq, exists, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rosterShifts, shiftFeedTokens } from '../../db/schema/attendance.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches, departments, organizations } from '../../db/schema/organizations.js';

export type RosterShiftRow = typeof rosterShifts.$inferSelect & {
  branchName: string | null;
  branchTimeZone: string | null;
};
export type RosterShiftValues = Omit<
  typeof rosterShifts.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

/** One person's roster is written by one transaction at a time: no shift is placed twice. */
export async function lockRosterOf(db: Db, organizationId: string, employeeId: string) {
  const key = `roster-of:${organizationId}:${employeeId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** One publish of an organisation's roster at a time. */
export async function lockRosterPublishing(db: Db, organizationId: string) {
  const key = `roster-publish:${organizationId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

// People -----------------------------------------------------------------------------------------

const personColumns = {
  id: employees.id,
  name: accounts.name,
  email: accounts.email,
  isActive: accounts.isActive,
  employeeNumber: employees.employeeNumber,
  employmentStartDate: employees.employmentStartDate,
  employmentEndDate: employees.employmentEndDate,
  branchId: employees.branchId,
  branchName: branches.name,
  branchTimeZone: branches.timeZone,
  departmentName: departments.name,
};
export type RosterPersonRow = {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  employeeNumber: string;
  employmentStartDate: string;
  employmentEndDate: string | null;
  branchId: string | null;
  branchName: string | null;
  branchTimeZone: string | null;
  departmentName: string | null;
};

function peopleQuery(db: Db) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(
      branches,
      and(
        eq(branches.id, employees.branchId),
        eq(branches.organizationId, employees.organizationId),
      ),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.id, employees.departmentId),
        eq(departments.organizationId, employees.organizationId),
      ),
    );
}

export type RosterPeopleFilter = {
  from: string;
  to: string;
  branchId?: string | null;
  departmentId?: string | null;
};

/**
 * The people a range of the board shows, by name: those of the branch and department asked for
 * who are active and employed on some day of it, and anyone of them with a shift in it.
 */
export function rosterPeople(
  db: Db,
  organizationId: string,
  filter: RosterPeopleFilter,
): Promise<RosterPersonRow[]> {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (filter.branchId) conditions.push(eq(employees.branchId, filter.branchId));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  const employed = and(
    eq(accounts.isActive, true),
    lte(employees.employmentStartDate, filter.to),
    or(isNull(employees.employmentEndDate), gte(employees.employmentEndDate, filter.from)),
  );
  const rostered = exists(
    db
      .select({ id: rosterShifts.id })
      .from(rosterShifts)
      .where(
        and(
          eq(rosterShifts.organizationId, organizationId),
          eq(rosterShifts.employeeId, employees.id),
          gte(rosterShifts.workDate, filter.from),
          lte(rosterShifts.workDate, filter.to),
        ),
      ),
  );
  const shown = or(employed, rostered);
  if (shown) conditions.push(shown);
  return peopleQuery(db)
    .where(and(...conditions))
    .orderBy(asc(accounts.name), asc(employees.id));
}

export async function findRosterPerson(
  db: Db,
  organizationId: string,
  employeeId: string,
): Promise<RosterPersonRow | undefined> {
  const [row] = await peopleQuery(db).where(
    and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)),
  );
  return row;
}

export function rosterPeopleByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<RosterPersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return peopleQuery(db).where(
    and(eq(employees.organizationId, organizationId), inArray(employees.id, [...ids])),
  );
}

// Places and days --------------------------------------------------------------------------------

export function branchPlaces(db: Db, organizationId: string) {
  return db
    .select({ id: branches.id, name: branches.name, timeZone: branches.timeZone })
    .from(branches)
    .where(eq(branches.organizationId, organizationId))
    .orderBy(asc(branches.name));
}

export function departmentPlaces(db: Db, organizationId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name));
}

// Shifts -----------------------------------------------------------------------------------------

function shiftsQuery(db: Db) {
  return db
    .select({
      ...rosterShiftColumns,
      branchName: branches.name,
      branchTimeZone: branches.timeZone,
    })
    .from(rosterShifts)
    .leftJoin(
      branches,
      and(
        eq(branches.id, rosterShifts.branchId),
        eq(branches.organizationId, rosterShifts.organizationId),
      ),
    );
}

const rosterShiftColumns = {
  id: rosterShifts.id,
  organizationId: rosterShifts.organizationId,
  employeeId: rosterShifts.employeeId,
  workDate: rosterShifts.workDate,
  templateId: rosterShifts.templateId,
  name: rosterShifts.name,
  colour: rosterShifts.colour,
  branchId: rosterShifts.branchId,
  startAt: rosterShifts.startAt,
  endAt: rosterShifts.endAt,
  breakMinutes: rosterShifts.breakMinutes,
  payRules: rosterShifts.payRules,
  state: rosterShifts.state,
  publishedAt: rosterShifts.publishedAt,
  createdBy: rosterShifts.createdBy,
  createdAt: rosterShifts.createdAt,
  updatedAt: rosterShifts.updatedAt,
};

export type ShiftFilter = {
  employeeIds?: readonly string[];
  from: string;
  to: string;
  states?: readonly RosterShiftState[];
};

/** Shifts of work dates from one day to another, in the order they start. */
export function rosterShiftsOf(
  db: Db,
  organizationId: string,
  filter: ShiftFilter,
): Promise<RosterShiftRow[]> {
  if (filter.employeeIds?.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = [
    eq(rosterShifts.organizationId, organizationId),
    gte(rosterShifts.workDate, filter.from),
    lte(rosterShifts.workDate, filter.to),
  ];
  if (filter.employeeIds)
    conditions.push(inArray(rosterShifts.employeeId, [...filter.employeeIds]));
  if (filter.states) conditions.push(inArray(rosterShifts.state, [...filter.states]));
  return shiftsQuery(db)
    .where(and(...conditions))
    .orderBy(asc(rosterShifts.startAt), asc(rosterShifts.id));
}

export async function findRosterShift(
  db: Db,
  organizationId: string,
  id: string,
): Promise<RosterShiftRow | undefined> {
  const [row] = await shiftsQuery(db).where(
    and(eq(rosterShifts.organizationId, organizationId), eq(rosterShifts.id, id)),
  );
  return row;
}

export async function insertRosterShift(
  db: Db,
  organizationId: string,
  values: RosterShiftValues,
): Promise<string> {
  const [row] = await db
    .insert(rosterShifts)
    .values({ ...values, organizationId })
    .returning({ id: rosterShifts.id });
  if (!row) throw new Error('The shift was not placed');
  return row.id;
}

export async function updateRosterShift(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<RosterShiftValues> & { updatedAt: Date },
) {
  await db
    .update(rosterShifts)
    .set(values)
    .where(and(eq(rosterShifts.organizationId, organizationId), eq(rosterShifts.id, id)));
}

export async function deleteRosterShifts(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(rosterShifts)
    .where(
      and(eq(rosterShifts.organizationId, organizationId), inArray(rosterShifts.id, [...ids])),
    );
}

export async function withdrawRosterShifts(
  db: Db,
  organizationId: string,
  ids: readonly string[],
  now: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(rosterShifts)
    .set({ state: 'withdrawn', updatedAt: now })
    .where(
      and(
        eq(rosterShifts.organizationId, organizationId),
        inArray(rosterShifts.id, [...ids]),
        eq(rosterShifts.state, 'published'),
      ),
    );
}

type RangeOfPeople = { employeeIds: readonly string[]; from: string; to: string };

function inRange(organizationId: string, range: RangeOfPeople, state: RosterShiftState) {
  return and(
    eq(rosterShifts.organizationId, organizationId),
    inArray(rosterShifts.employeeId, [...range.employeeIds]),
    gte(rosterShifts.workDate, range.from),
    lte(rosterShifts.workDate, range.to),
    eq(rosterShifts.state, state),
  );
}

/**
 * Publishes the drafts of the people in the range; answers those it published. A row another
 * publish changed first is read again and left out, so each draft is published once.
 */
export function publishDrafts(db: Db, organizationId: string, range: RangeOfPeople, now: Date) {
  if (range.employeeIds.length === 0) return Promise.resolve([]);
  return db
    .update(rosterShifts)
    .set({ state: 'published', publishedAt: now, updatedAt: now })
    .where(inRange(organizationId, range, 'draft'))
    .returning({
      id: rosterShifts.id,
      employeeId: rosterShifts.employeeId,
      workDate: rosterShifts.workDate,
    });
}

/** Deletes the withdrawn shifts of the people in the range; answers what it deleted. */
export function deleteWithdrawn(db: Db, organizationId: string, range: RangeOfPeople) {
  if (range.employeeIds.length === 0) return Promise.resolve([]);
  return db
    .delete(rosterShifts)
    .where(inRange(organizationId, range, 'withdrawn'))
    .returning({
      id: rosterShifts.id,
      employeeId: rosterShifts.employeeId,
      workDate: rosterShifts.workDate,
      name: rosterShifts.name,
      branchId: rosterShifts.branchId,
      startAt: rosterShifts.startAt,
      endAt: rosterShifts.endAt,
    });
}

// Calendar feed ----------------------------------------------------------------------------------

export async function feedTokenOf(db: Db, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ createdAt: shiftFeedTokens.createdAt })
    .from(shiftFeedTokens)
    .where(
      and(
        eq(shiftFeedTokens.organizationId, organizationId),
        eq(shiftFeedTokens.employeeId, employeeId),
      ),
    );
  return row;
}

/** Replaces the person's feed secret (its hash) with a new one; the old link stops working. */
export async function replaceFeedToken(
  db: Db,
  organizationId: string,
  employeeId: string,
  tokenHash: string,
  now: Date,
) {
  await deleteFeedToken(db, organizationId, employeeId);
  await db
    .insert(shiftFeedTokens)
    .values({ tokenHash, organizationId, employeeId, createdAt: now });
}

export async function deleteFeedToken(db: Db, organizationId: string, employeeId: string) {
  await db
    .delete(shiftFeedTokens)
    .where(
      and(
        eq(shiftFeedTokens.organizationId, organizationId),
        eq(shiftFeedTokens.employeeId, employeeId),
      ),
    );
}

/**
 * Whose feed a secret opens, by its hash: read before any organisation is known (a calendar
 * fetches the feed without signing in), so by the hash alone.
 */
export async function findFeedToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      organizationId: shiftFeedTokens.organizationId,
      employeeId: shiftFeedTokens.employeeId,
    })
    .from(shiftFeedTokens)
    .where(eq(shiftFeedTokens.tokenHash, tokenHash));
  return row;
}

/** The organisation's own time zone, for shifts at no branch and for its today. */
export async function organizationZone(db: Db, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error('The organisation has no time zone');
  return row.timeZone;
}
