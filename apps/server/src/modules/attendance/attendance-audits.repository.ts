import type { AuditFormStatus, LogTimes } from '@tembusu/contracts/attendance';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  attendanceAuditEvents,
  attendanceAudits,
  attendanceLogs,
} from '../../db/schema/attendance.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches, departments } from '../../db/schema/organizations.js';

export type AuditRecord = typeof attendanceAudits.$inferSelect;
export type NewAudit = typeof attendanceAudits.$inferInsert;
export type NewAuditEvent = typeof attendanceAuditEvents.$inferInsert;

const opener = alias(accounts, 'audit_opener');
const logBranch = alias(branches, 'audit_log_branch');
const ownBranch = alias(branches, 'audit_own_branch');

/** A form with whose day it is, who opened it, and the zone its times are read in. */
function listed(db: Db) {
  return db
    .select({
      audit: attendanceAudits,
      employeeName: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      openedByName: opener.name,
      timeZone: sql<string>`coalesce(${logBranch.timeZone}, ${ownBranch.timeZone}, ${employees.timeZone})`,
    })
    .from(attendanceAudits)
    .innerJoin(employees, eq(employees.id, attendanceAudits.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(opener, eq(opener.id, attendanceAudits.openedBy))
    .leftJoin(attendanceLogs, eq(attendanceLogs.id, attendanceAudits.logId))
    .leftJoin(logBranch, eq(logBranch.id, attendanceLogs.branchId))
    .leftJoin(ownBranch, eq(ownBranch.id, employees.branchId));
}

export type ListedAuditRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

export type AuditFilter = {
  status?: AuditFormStatus;
  employeeId?: string;
  search?: string;
};

/** Forms waiting on someone first (the oldest first), then the completed ones, latest first. */
const waitingFirst = [
  sql`case when ${attendanceAudits.status} = 'Completed' then 1 else 0 end`,
  sql`case when ${attendanceAudits.status} = 'Completed' then null else ${attendanceAudits.createdAt} end asc`,
  desc(attendanceAudits.updatedAt),
];

export async function listedAuditsPage(
  db: Db,
  organizationId: string,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(attendanceAudits.organizationId, organizationId)];
  if (filter.status) conditions.push(eq(attendanceAudits.status, filter.status));
  if (filter.employeeId) conditions.push(eq(attendanceAudits.employeeId, filter.employeeId));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${accounts.name} ilike ${pattern} or ${employees.employeeNumber} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const rows = await listed(db)
    .where(where)
    .orderBy(...waitingFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(attendanceAudits)
    .innerJoin(employees, eq(employees.id, attendanceAudits.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findListedAudit(db: Db, organizationId: string, id: string) {
  const [row] = await listed(db).where(
    and(eq(attendanceAudits.organizationId, organizationId), eq(attendanceAudits.id, id)),
  );
  return row;
}

/** A form locked for the caller's change, so two decisions on it cannot both pass. */
export async function lockAudit(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(attendanceAudits)
    .where(and(eq(attendanceAudits.organizationId, organizationId), eq(attendanceAudits.id, id)))
    .for('update');
  return row;
}

export async function insertAudit(db: Db, values: NewAudit) {
  const [row] = await db.insert(attendanceAudits).values(values).returning();
  if (!row) throw new Error('The audit form was not saved');
  return row;
}

export async function updateAudit(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<Pick<NewAudit, 'status' | 'outcome' | 'proposed' | 'logId'>>,
) {
  await db
    .update(attendanceAudits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(attendanceAudits.organizationId, organizationId), eq(attendanceAudits.id, id)));
}

export async function insertAuditEvents(db: Db, values: NewAuditEvent[]) {
  if (values.length === 0) return;
  await db.insert(attendanceAuditEvents).values(values);
}

/**
 * Opens a form unless the person's day has one open already (whoever opened it): answers the new
 * form, or undefined when the day's open form stands in its way.
 */
export async function insertAuditUnlessOpen(db: Db, values: NewAudit) {
  const [row] = await db
    .insert(attendanceAudits)
    .values(values)
    .onConflictDoNothing({
      target: [
        attendanceAudits.organizationId,
        attendanceAudits.employeeId,
        attendanceAudits.workDate,
      ],
      where: sql`${attendanceAudits.status} <> 'Completed'`,
    })
    .returning();
  return row;
}

/** The events of some forms, in the order they happened, with who acted. */
export function eventsOfAudits(db: Db, organizationId: string, auditIds: readonly string[]) {
  if (auditIds.length === 0) return Promise.resolve([]);
  return db
    .select({ event: attendanceAuditEvents, actorName: accounts.name })
    .from(attendanceAuditEvents)
    .leftJoin(accounts, eq(accounts.id, attendanceAuditEvents.actorAccountId))
    .where(
      and(
        eq(attendanceAuditEvents.organizationId, organizationId),
        inArray(attendanceAuditEvents.auditId, [...auditIds]),
      ),
    )
    .orderBy(asc(attendanceAuditEvents.at), asc(attendanceAuditEvents.sequence));
}

/**
 * A person's open forms of some days still waiting on them for the times of a day that had no
 * check-in when asked: forms about an absence. Locked for the caller's change.
 */
export function formsAskingAboutAbsence(
  db: Db,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attendanceAudits)
    .where(
      and(
        eq(attendanceAudits.organizationId, organizationId),
        eq(attendanceAudits.employeeId, employeeId),
        inArray(attendanceAudits.workDate, [...dates]),
        eq(attendanceAudits.status, 'Pending Employee'),
        sql`${attendanceAudits.before}->>'checkInAt' is null`,
      ),
    )
    .for('update');
}

/** A log's times as a form keeps them. */
export function logTimesOf(
  log: { checkInAt: Date | null; checkOutAt: Date | null } | undefined,
): LogTimes {
  return {
    checkInAt: log?.checkInAt?.toISOString() ?? null,
    checkOutAt: log?.checkOutAt?.toISOString() ?? null,
  };
}
