import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { attendanceLogs } from '../../db/schema/attendance.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches, departments } from '../../db/schema/organizations.js';

export type AttendanceLogRecord = typeof attendanceLogs.$inferSelect;
export type NewAttendanceLog = typeof attendanceLogs.$inferInsert;

/** A log with whose it is and where: what the list, the detail and the staff screens show. */
export type ListedLogRow = {
  log: AttendanceLogRecord;
  employeeName: string;
  employeeNumber: string | null;
  departmentName: string | null;
  branchName: string | null;
  branchTimeZone: string | null;
  overtimeDecidedBy: string | null;
};

const decider = alias(accounts, 'overtime_decider');

const listedColumns = {
  log: attendanceLogs,
  employeeName: accounts.name,
  employeeNumber: employees.employeeNumber,
  departmentName: departments.name,
  branchName: branches.name,
  branchTimeZone: branches.timeZone,
  overtimeDecidedBy: decider.name,
};

function listed(db: Db) {
  return db
    .select(listedColumns)
    .from(attendanceLogs)
    .innerJoin(employees, eq(employees.id, attendanceLogs.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(branches, eq(branches.id, attendanceLogs.branchId))
    .leftJoin(decider, eq(decider.id, attendanceLogs.overtimeDecidedBy));
}

export async function insertAttendanceLog(db: Db, values: NewAttendanceLog) {
  const [row] = await db.insert(attendanceLogs).values(values).returning();
  if (!row) throw new Error('The attendance log was not saved');
  return row;
}

export async function updateAttendanceLog(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<NewAttendanceLog>,
) {
  const [row] = await db
    .update(attendanceLogs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(attendanceLogs.organizationId, organizationId), eq(attendanceLogs.id, id)))
    .returning();
  return row;
}

/** A log by id, locked for the caller's change so two check-outs cannot both pass. */
export async function lockAttendanceLog(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(attendanceLogs)
    .where(and(eq(attendanceLogs.organizationId, organizationId), eq(attendanceLogs.id, id)))
    .for('update');
  return row;
}

export async function findAttendanceLogOfDay(
  db: Db,
  organizationId: string,
  employeeId: string,
  workDate: string,
) {
  const [row] = await db
    .select()
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        eq(attendanceLogs.employeeId, employeeId),
        eq(attendanceLogs.workDate, workDate),
      ),
    );
  return row;
}

export async function findListedLog(db: Db, organizationId: string, id: string) {
  const [row] = await listed(db).where(
    and(eq(attendanceLogs.organizationId, organizationId), eq(attendanceLogs.id, id)),
  );
  return row;
}

/** A person's logs of a range of days, the latest first. */
export function listedLogsOfEmployee(
  db: Db,
  organizationId: string,
  employeeId: string,
  range: { from: string; to: string },
): Promise<ListedLogRow[]> {
  return listed(db)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        eq(attendanceLogs.employeeId, employeeId),
        gte(attendanceLogs.workDate, range.from),
        lte(attendanceLogs.workDate, range.to),
      ),
    )
    .orderBy(desc(attendanceLogs.workDate));
}

export type LogFilter = {
  from: string;
  to: string;
  branchId?: string;
  departmentId?: string;
  employeeId?: string;
  search?: string;
  /** A condition on the log's figures, for the status filter. */
  status?: SQL;
};

/** The organisation's logs of a range, a page at a time, with the total. */
export async function listedLogsPage(
  db: Db,
  organizationId: string,
  filter: LogFilter,
  page: { limit: number; offset: number },
) {
  const conditions = [
    eq(attendanceLogs.organizationId, organizationId),
    gte(attendanceLogs.workDate, filter.from),
    lte(attendanceLogs.workDate, filter.to),
  ];
  if (filter.branchId) conditions.push(eq(attendanceLogs.branchId, filter.branchId));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.employeeId) conditions.push(eq(attendanceLogs.employeeId, filter.employeeId));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${accounts.name} ilike ${pattern} or ${employees.employeeNumber} ilike ${pattern})`,
    );
  }
  if (filter.status) conditions.push(filter.status);
  const where = and(...conditions);
  const rows = await listed(db)
    .where(where)
    .orderBy(desc(attendanceLogs.workDate), asc(accounts.name))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(attendanceLogs)
    .innerJoin(employees, eq(employees.id, attendanceLogs.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The list's status filter as a condition on the stored figures. */
export function statusCondition(
  status: 'onTime' | 'late' | 'earlyOut' | 'absent' | 'missingCheckOut',
): SQL {
  switch (status) {
    case 'absent':
      return eq(attendanceLogs.state, 'absent');
    case 'missingCheckOut':
      return eq(attendanceLogs.state, 'missingCheckOut');
    case 'late':
      return sql`${attendanceLogs.lateMinutes} > 0 and ${attendanceLogs.state} <> 'absent'`;
    case 'earlyOut':
      return sql`${attendanceLogs.earlyOutMinutes} > 0 and ${attendanceLogs.state} <> 'absent'`;
    case 'onTime':
      return sql`${attendanceLogs.state} in ('open', 'complete') and ${attendanceLogs.lateMinutes} = 0 and ${attendanceLogs.earlyOutMinutes} = 0`;
  }
}

/** The logs still open, which the day-end job closes once their check-out is due. */
export function openLogsOf(db: Db, organizationId: string) {
  return db
    .select()
    .from(attendanceLogs)
    .where(
      and(eq(attendanceLogs.organizationId, organizationId), eq(attendanceLogs.state, 'open')),
    );
}

/** Which people have a log on which days of a range. */
export function logDaysBetween(
  db: Db,
  organizationId: string,
  range: { from: string; to: string },
) {
  return db
    .select({ employeeId: attendanceLogs.employeeId, workDate: attendanceLogs.workDate })
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        gte(attendanceLogs.workDate, range.from),
        lte(attendanceLogs.workDate, range.to),
      ),
    );
}

/** A person's log of a day, unless the day has one: answers the new log, or undefined. */
export async function insertAttendanceLogUnlessPresent(db: Db, values: NewAttendanceLog) {
  const [row] = await db
    .insert(attendanceLogs)
    .values(values)
    .onConflictDoNothing({
      target: [attendanceLogs.organizationId, attendanceLogs.employeeId, attendanceLogs.workDate],
    })
    .returning();
  return row;
}

/** Logs the day-end job makes; a day that gained a log meanwhile (a late check-in) keeps it. */
export async function insertLogsUnlessPresent(db: Db, values: NewAttendanceLog[]) {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(attendanceLogs)
    .values(values)
    .onConflictDoNothing({
      target: [attendanceLogs.organizationId, attendanceLogs.employeeId, attendanceLogs.workDate],
    })
    .returning({ id: attendanceLogs.id });
  return rows.length;
}

/**
 * The active people who keep attendance, with the zone their days are read in (their branch's,
 * else their own) and the dates they are employed between.
 */
export function attendancePeopleOf(db: Db, organizationId: string) {
  return db
    .select({
      id: employees.id,
      timeZone: sql<string>`coalesce(${branches.timeZone}, ${employees.timeZone})`,
      branchId: employees.branchId,
      employmentStartDate: employees.employmentStartDate,
      employmentEndDate: employees.employmentEndDate,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.attendanceLogOn, true),
        eq(accounts.isActive, true),
      ),
    );
}

/**
 * The day-end job's hold on an organisation's absences: the job takes it alone while it marks
 * people absent, and leave approved meanwhile takes it shared before clearing the absences it
 * covers, so that neither misses the other: an approval waits for a run that read the leave as
 * not yet approved, and a run waits for the approval and reads it.
 */
export async function lockAbsencesOf(db: Db, organizationId: string, mode: 'exclusive' | 'shared') {
  const key = `attendance-absences:${organizationId}`;
  await db.execute(
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`
      : sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`,
  );
}

/** A person's absent logs of some days, deleted, never one with a check-in: answers which. */
export function deleteAbsentLogs(
  db: Db,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .delete(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        eq(attendanceLogs.employeeId, employeeId),
        inArray(attendanceLogs.workDate, [...dates]),
        eq(attendanceLogs.state, 'absent'),
        isNull(attendanceLogs.checkInAt),
      ),
    )
    .returning({ id: attendanceLogs.id, workDate: attendanceLogs.workDate });
}

/** Which of some days a person has a log on. */
export async function loggedDatesOf(
  db: Db,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ workDate: attendanceLogs.workDate })
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        eq(attendanceLogs.employeeId, employeeId),
        inArray(attendanceLogs.workDate, [...dates]),
      ),
    );
  return new Set(rows.map((row) => row.workDate));
}

/**
 * Where a person's attendance mails go: the address they sign in with, and whether that sign-in
 * is active (a closed one is sent nothing).
 */
export async function employeeMailbox(db: Db, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ name: accounts.name, email: accounts.email, isActive: accounts.isActive })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
}
