import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { branches, departments, organizations } from '../../db/schema/organizations.js';
import { paySchemeTemplates } from '../../db/schema/payroll.js';

export type EmployeeValues = Omit<
  typeof employees.$inferInsert,
  'id' | 'organizationId' | 'accountId' | 'createdAt'
>;

export type EmployeeListFilter = {
  search?: string;
  departmentId?: string;
  branchId?: string;
  status: 'all' | 'active' | 'inactive';
};

const managers = alias(employees, 'managers');
const managerAccounts = alias(accounts, 'manager_accounts');

// An employee with what people read beside the record: their account, placement and manager.
function selectEmployees(db: Db) {
  return db
    .select({
      ...getTableColumns(employees),
      name: accounts.name,
      email: accounts.email,
      isActive: accounts.isActive,
      organizationName: organizations.name,
      departmentName: departments.name,
      branchName: branches.name,
      managerName: managerAccounts.name,
      paySchemeTemplateName: paySchemeTemplates.name,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .leftJoin(managerAccounts, eq(managerAccounts.id, managers.accountId))
    .leftJoin(paySchemeTemplates, eq(paySchemeTemplates.id, employees.paySchemeTemplateId));
}

export type EmployeeRow = Awaited<
  ReturnType<ReturnType<typeof selectEmployees>['execute']>
>[number];

export async function findEmployeeRow(
  db: Db,
  organizationId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await selectEmployees(db).where(
    and(eq(employees.organizationId, organizationId), eq(employees.id, id)),
  );
  return row;
}

function filterConditions(organizationId: string, filter: EmployeeListFilter): SQL[] {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.branchId) conditions.push(eq(employees.branchId, filter.branchId));
  if (filter.status !== 'all') conditions.push(eq(accounts.isActive, filter.status === 'active'));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(accounts.name, pattern),
      ilike(accounts.email, pattern),
      ilike(employees.employeeNumber, pattern),
      ilike(employees.roleTitle, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions;
}

export async function listEmployeePage(
  db: Db,
  organizationId: string,
  filter: EmployeeListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EmployeeRow[]; total: number }> {
  const where = and(...filterConditions(organizationId, filter));
  const rows = await selectEmployees(db)
    .where(where)
    .orderBy(asc(accounts.name), asc(employees.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db
    .select({ n: count() })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

export function listAllEmployees(
  db: Db,
  organizationId: string,
  filter: EmployeeListFilter,
): Promise<EmployeeRow[]> {
  return selectEmployees(db)
    .where(and(...filterConditions(organizationId, filter)))
    .orderBy(asc(accounts.name), asc(employees.id));
}

/** Everyone a pick list may offer: the active employees, by name. */
export function listActiveEmployeeOptions(db: Db, organizationId: string) {
  return db
    .select({
      id: employees.id,
      name: accounts.name,
      timeZone: employees.timeZone,
      departmentId: employees.departmentId,
      branchId: employees.branchId,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(eq(employees.organizationId, organizationId), eq(accounts.isActive, true)))
    .orderBy(asc(accounts.name), asc(employees.id));
}

export async function insertEmployee(
  db: Db,
  values: EmployeeValues & { organizationId: string; accountId: string },
) {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  if (!row) throw new Error('The employee was not saved');
  return row;
}

export async function updateEmployee(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<EmployeeValues>,
) {
  const rows = await db
    .update(employees)
    .set(values)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function deleteEmployee(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)))
    .returning({ accountId: employees.accountId });
  return rows[0];
}

export async function updateStaffAccount(
  db: Db,
  organizationId: string,
  accountId: string,
  values: { name?: string; email?: string; isActive?: boolean; endSessions?: boolean; at: Date },
) {
  const { endSessions, at, ...columns } = values;
  await db
    .update(accounts)
    .set({
      ...columns,
      updatedAt: at,
      ...(endSessions ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
    })
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.id, accountId),
        eq(accounts.role, 'employee'),
      ),
    );
}

export async function deleteStaffAccount(db: Db, organizationId: string, accountId: string) {
  await db
    .delete(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.id, accountId),
        eq(accounts.role, 'employee'),
      ),
    );
}

/** The staff e-mails and employee numbers among the given ones already in the organisation. */
export async function findTakenIdentities(
  db: Db,
  organizationId: string,
  emails: string[],
  employeeNumbers: string[],
) {
  const takenEmails =
    emails.length === 0
      ? []
      : await db
          .select({ value: sql<string>`lower(${accounts.email})` })
          .from(accounts)
          .where(
            and(
              eq(accounts.organizationId, organizationId),
              eq(accounts.role, 'employee'),
              inArray(sql`lower(${accounts.email})`, emails),
            ),
          );
  const takenNumbers =
    employeeNumbers.length === 0
      ? []
      : await db
          .select({ value: sql<string>`lower(${employees.employeeNumber})` })
          .from(employees)
          .where(
            and(
              eq(employees.organizationId, organizationId),
              inArray(sql`lower(${employees.employeeNumber})`, employeeNumbers),
            ),
          );
  return {
    emails: new Set(takenEmails.map((row) => row.value)),
    employeeNumbers: new Set(takenNumbers.map((row) => row.value)),
  };
}

/** The time zone and record of the employee an account belongs to, if any. */
export async function employeeOfAccount(db: Db, organizationId: string, accountId: string) {
  const [row] = await db
    .select({ id: employees.id, timeZone: employees.timeZone, branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.accountId, accountId)));
  return row;
}

/** An employee's id, name and whether they are active, for acting on their behalf. */
export async function findBookableEmployeeRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: employees.id, isActive: accounts.isActive, name: accounts.name })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)));
  return row;
}

/**
 * Whether an employee's pay scheme template exists: read here, not through the payroll module,
 * because payroll is built on employees.
 */
export async function paySchemeTemplateExists(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: paySchemeTemplates.id })
    .from(paySchemeTemplates)
    .where(
      and(eq(paySchemeTemplates.organizationId, organizationId), eq(paySchemeTemplates.id, id)),
    );
  return row !== undefined;
}
