import { and, asc, desc, eq, getTableColumns, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import {
  announcements,
  branches,
  departments,
  holidays,
  organizations,
  workSchedules,
} from '../../db/schema/organizations.js';
import { singaporePublicHolidays } from './singapore-public-holidays.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect & { headName: string | null };

export async function findOrganization(db: Db, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** Every organisation with its time zone, for jobs that run for each on its own calendar. */
export function organizationZones(db: Db): Promise<{ id: string; timeZone: string }[]> {
  return db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations)
    .orderBy(asc(organizations.id));
}

export async function updateOrganization(
  db: Db,
  organizationId: string,
  values: Partial<typeof organizations.$inferInsert>,
) {
  const [row] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

export async function listBranches(db: Db, organizationId: string, activeOnly: boolean) {
  const conditions = [eq(branches.organizationId, organizationId)];
  if (activeOnly) conditions.push(eq(branches.isActive, true));
  return db
    .select()
    .from(branches)
    .where(and(...conditions))
    .orderBy(asc(branches.name));
}

export async function findBranch(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.organizationId, organizationId), eq(branches.id, id)));
  return row;
}

export async function insertBranch(db: Db, values: typeof branches.$inferInsert) {
  const [row] = await db.insert(branches).values(values).returning();
  if (!row) throw new Error('The branch was not saved');
  return row;
}

export async function updateBranch(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof branches.$inferInsert>,
) {
  const [row] = await db
    .update(branches)
    .set(values)
    .where(and(eq(branches.organizationId, organizationId), eq(branches.id, id)))
    .returning();
  return row;
}

export async function deleteBranch(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(branches)
    .where(and(eq(branches.organizationId, organizationId), eq(branches.id, id)))
    .returning({ id: branches.id });
  return rows.length > 0;
}

// A department with the name of its head, who is an employee with a staff account.
function selectDepartments(db: Db) {
  return db
    .select({ ...getTableColumns(departments), headName: accounts.name })
    .from(departments)
    .leftJoin(employees, eq(employees.id, departments.headEmployeeId))
    .leftJoin(accounts, eq(accounts.id, employees.accountId));
}

export async function listDepartments(db: Db, organizationId: string): Promise<DepartmentRow[]> {
  return selectDepartments(db)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name));
}

export async function findDepartment(
  db: Db,
  organizationId: string,
  id: string,
): Promise<DepartmentRow | undefined> {
  const [row] = await selectDepartments(db).where(
    and(eq(departments.organizationId, organizationId), eq(departments.id, id)),
  );
  return row;
}

export async function insertDepartment(db: Db, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  if (!row) throw new Error('The department was not saved');
  return row;
}

export async function updateDepartment(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof departments.$inferInsert>,
) {
  const [row] = await db
    .update(departments)
    .set(values)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)))
    .returning({ id: departments.id });
  return row;
}

export async function countChildDepartments(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        eq(departments.parentId, id),
        ne(departments.id, id),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteDepartment(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)))
    .returning({ id: departments.id });
  return rows.length > 0;
}

export type HolidayRow = typeof holidays.$inferSelect;

/** A new organisation starts with Singapore's gazetted public holidays. */
export async function preloadPublicHolidays(db: Db, organizationId: string) {
  await db.insert(holidays).values(
    singaporePublicHolidays.map((holiday) => ({
      organizationId,
      name: holiday.name,
      fromDate: holiday.fromDate,
      toDate: holiday.toDate,
    })),
  );
}

export async function listHolidays(db: Db, organizationId: string, year?: number) {
  const conditions = [eq(holidays.organizationId, organizationId)];
  if (year !== undefined) {
    conditions.push(lte(holidays.fromDate, `${year}-12-31`), gte(holidays.toDate, `${year}-01-01`));
  }
  return db
    .select()
    .from(holidays)
    .where(and(...conditions))
    .orderBy(asc(holidays.fromDate));
}

/** The holidays that touch a range of dates, as their first and last days. */
export async function holidaysTouching(db: Db, organizationId: string, from: string, to: string) {
  return db
    .select({ name: holidays.name, fromDate: holidays.fromDate, toDate: holidays.toDate })
    .from(holidays)
    .where(
      and(
        eq(holidays.organizationId, organizationId),
        lte(holidays.fromDate, to),
        gte(holidays.toDate, from),
      ),
    )
    .orderBy(asc(holidays.fromDate));
}

export async function findHoliday(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)));
  return row;
}

export async function insertHoliday(db: Db, values: typeof holidays.$inferInsert) {
  const [row] = await db.insert(holidays).values(values).returning();
  if (!row) throw new Error('The holiday was not saved');
  return row;
}

export async function updateHoliday(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof holidays.$inferInsert>,
) {
  const [row] = await db
    .update(holidays)
    .set(values)
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)))
    .returning();
  return row;
}

export async function deleteHoliday(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(holidays)
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)))
    .returning({ id: holidays.id });
  return rows.length > 0;
}

const announcementColumns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  audience: announcements.audience,
  publishDate: announcements.publishDate,
  authorName: accounts.name,
};

export async function listAnnouncements(
  db: Db,
  organizationId: string,
  filter: {
    publishedBy?: string;
    audiences?: readonly ('everyone' | 'admins' | 'employees')[];
  } = {},
) {
  const conditions = [eq(announcements.organizationId, organizationId)];
  if (filter.publishedBy) conditions.push(lte(announcements.publishDate, filter.publishedBy));
  if (filter.audiences) {
    conditions.push(sql`${announcements.audience} in ${filter.audiences}`);
  }
  return db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(accounts, eq(accounts.id, announcements.authorAccountId))
    .where(and(...conditions))
    .orderBy(desc(announcements.publishDate), desc(announcements.createdAt));
}

export async function findAnnouncement(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(accounts, eq(accounts.id, announcements.authorAccountId))
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)));
  return row;
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  if (!row) throw new Error('The announcement was not saved');
  return row.id;
}

export async function updateAnnouncement(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof announcements.$inferInsert>,
) {
  const rows = await db
    .update(announcements)
    .set(values)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function findWorkSchedule(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(workSchedules)
    .where(eq(workSchedules.organizationId, organizationId));
  return row;
}

export async function saveWorkSchedule(db: Db, values: typeof workSchedules.$inferInsert) {
  await db
    .insert(workSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: workSchedules.organizationId,
      set: {
        workingHoursType: values.workingHoursType,
        scheduleType: values.scheduleType,
        breakDeduction: values.breakDeduction,
        days: values.days,
        updatedAt: values.updatedAt,
      },
    });
}

/**
 * Whether a department head exists: read here, not through the employees module, because
 * employees sit on top of the organisation (their branch, department, time zone).
 */
export async function employeeExists(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)));
  return row !== undefined;
}
