import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceLogs } from '../../db/schema/attendance.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches, departments } from '../../db/schema/organizations.js';

type MonthRange = { from: string; to: string };

export type SummaryFilter = MonthRange & {
  branchId?: string;
  departmentId?: string;
  search?: string;
};

/** Whose month the summary shows, with their own branch and department. */
export type SummaryPersonRow = {
  id: string;
  name: string;
  employeeNumber: string;
  departmentName: string | null;
  branchName: string | null;
  attendanceLogOn: boolean;
};

const personColumns = {
  id: employees.id,
  name: accounts.name,
  employeeNumber: employees.employeeNumber,
  departmentName: departments.name,
  branchName: branches.name,
  attendanceLogOn: employees.attendanceLogOn,
};

function people(db: Db) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(branches, eq(branches.id, employees.branchId));
}

/**
 * The people a month's summary is about: active staff with attendance on who were employed in
 * the month, and anyone with a log of the month, whom payroll counts even after they have left.
 */
function inSummary(organizationId: string, range: MonthRange): SQL {
  const hasLog = sql`exists (select 1 from ${attendanceLogs} where ${and(
    eq(attendanceLogs.organizationId, organizationId),
    eq(attendanceLogs.employeeId, employees.id),
    gte(attendanceLogs.workDate, range.from),
    lte(attendanceLogs.workDate, range.to),
  )})`;
  const tracked = and(
    eq(accounts.isActive, true),
    eq(employees.attendanceLogOn, true),
    lte(employees.employmentStartDate, range.to),
    or(isNull(employees.employmentEndDate), gte(employees.employmentEndDate, range.from)),
  );
  return or(tracked, hasLog) as SQL;
}

/** The people of a month's summary by name, filtered, a page at a time (all when no page). */
export async function summaryPeople(
  db: Db,
  organizationId: string,
  filter: SummaryFilter,
  page?: { limit: number; offset: number },
): Promise<{ rows: SummaryPersonRow[]; total: number }> {
  const conditions = [
    eq(employees.organizationId, organizationId),
    inSummary(organizationId, filter),
  ];
  if (filter.branchId) conditions.push(eq(employees.branchId, filter.branchId));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${accounts.name} ilike ${pattern} or ${employees.employeeNumber} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const ordered = people(db)
    .where(where)
    .orderBy(asc(accounts.name), asc(employees.employeeNumber));
  const rows = page ? await ordered.limit(page.limit).offset(page.offset) : await ordered;
  if (!page) return { rows, total: rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** One of the organisation's employees, as the summary names them. */
export async function findSummaryPerson(db: Db, organizationId: string, employeeId: string) {
  const [row] = await people(db).where(
    and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)),
  );
  return row;
}

/**
 * What the month's figures are counted from: the logs of a range of days of the people named, or
 * of everyone when `employeeIds` is left out.
 */
export async function monthFiguresOf(
  db: Db,
  organizationId: string,
  range: MonthRange,
  employeeIds?: readonly string[],
) {
  if (employeeIds?.length === 0) return [];
  return db
    .select({
      employeeId: attendanceLogs.employeeId,
      state: attendanceLogs.state,
      dayKind: attendanceLogs.dayKind,
      lateMinutes: attendanceLogs.lateMinutes,
      earlyOutMinutes: attendanceLogs.earlyOutMinutes,
      workedMinutes: attendanceLogs.workedMinutes,
      overtimeMinutes: attendanceLogs.overtimeMinutes,
      overtimeApproved: attendanceLogs.overtimeApproved,
    })
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        employeeIds ? inArray(attendanceLogs.employeeId, [...employeeIds]) : undefined,
        gte(attendanceLogs.workDate, range.from),
        lte(attendanceLogs.workDate, range.to),
      ),
    );
}
