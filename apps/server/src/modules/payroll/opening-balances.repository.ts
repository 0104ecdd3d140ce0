import { openingBalanceFigures } from '@tembusu/contracts/opening-balances';
import { and, asc, count, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { departments } from '../../db/schema/organizations.js';
import { payrollOpeningBalances, payrolls, payslips } from '../../db/schema/payroll.js';

export type OpeningBalanceRecord = typeof payrollOpeningBalances.$inferSelect;
export type OpeningBalanceValues = typeof payrollOpeningBalances.$inferInsert;

function employeeConditions(organizationId: string, search: string | undefined): SQL[] {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(accounts.name, pattern), ilike(employees.employeeNumber, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

/** A page of the organisation's employees by name, each with their balance of the year or null. */
export async function listOpeningBalancePage(
  db: Db,
  organizationId: string,
  filter: { year: number; search?: string },
  page: { offset: number; limit: number },
) {
  const where = and(...employeeConditions(organizationId, filter.search));
  const rows = await db
    .select({
      employeeId: employees.id,
      name: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      balance: payrollOpeningBalances,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(
      payrollOpeningBalances,
      and(
        eq(payrollOpeningBalances.employeeId, employees.id),
        eq(payrollOpeningBalances.organizationId, organizationId),
        eq(payrollOpeningBalances.year, filter.year),
      ),
    )
    .where(where)
    .orderBy(asc(accounts.name), asc(employees.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ value: count() })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The named employees of the organisation (all when none are named), for a balance's row. */
export function employeesNamed(db: Db, organizationId: string, ids?: string[]) {
  const conditions = employeeConditions(organizationId, undefined);
  if (ids) conditions.push(inArray(employees.id, ids));
  return db
    .select({
      employeeId: employees.id,
      name: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(...conditions))
    .orderBy(asc(accounts.name), asc(employees.id));
}

export async function findOpeningBalance(
  db: Db,
  organizationId: string,
  employeeId: string,
  year: number,
): Promise<OpeningBalanceRecord | undefined> {
  const [row] = await db
    .select()
    .from(payrollOpeningBalances)
    .where(
      and(
        eq(payrollOpeningBalances.organizationId, organizationId),
        eq(payrollOpeningBalances.employeeId, employeeId),
        eq(payrollOpeningBalances.year, year),
      ),
    );
  return row;
}

/** The year's balances of the organisation, of the named employees when given. */
export function openingBalancesOfYear(
  db: Db,
  organizationId: string,
  year: number,
  employeeIds?: string[],
): Promise<OpeningBalanceRecord[]> {
  const conditions = [
    eq(payrollOpeningBalances.organizationId, organizationId),
    eq(payrollOpeningBalances.year, year),
  ];
  if (employeeIds) conditions.push(inArray(payrollOpeningBalances.employeeId, employeeIds));
  return db
    .select()
    .from(payrollOpeningBalances)
    .where(and(...conditions));
}

const updatedOnConflict = [
  'throughMonth',
  ...openingBalanceFigures,
  'updatedBy',
  'updatedAt',
] as const;

/** Saves each balance over the one the employee has for its year, if any. */
export function upsertOpeningBalances(db: Db, values: OpeningBalanceValues[]) {
  return db
    .insert(payrollOpeningBalances)
    .values(values)
    .onConflictDoUpdate({
      target: [
        payrollOpeningBalances.organizationId,
        payrollOpeningBalances.employeeId,
        payrollOpeningBalances.year,
      ],
      set: Object.fromEntries(
        updatedOnConflict.map((key) => [
          key,
          sql.raw(`excluded.${payrollOpeningBalances[key].name}`),
        ]),
      ),
    })
    .returning();
}

export async function deleteOpeningBalance(
  db: Db,
  organizationId: string,
  employeeId: string,
  year: number,
) {
  const [row] = await db
    .delete(payrollOpeningBalances)
    .where(
      and(
        eq(payrollOpeningBalances.organizationId, organizationId),
        eq(payrollOpeningBalances.employeeId, employeeId),
        eq(payrollOpeningBalances.year, year),
      ),
    )
    .returning({ id: payrollOpeningBalances.id });
  return row;
}

/**
 * Draft payrolls of the year that pay the named employees in a month after `afterMonth`: their
 * payslips were worked out with the balance as it stood, so it is not changed under them.
 */
export function draftPayrollsPaying(
  db: Db,
  organizationId: string,
  employeeIds: string[],
  year: number,
  afterMonth: number,
) {
  return db
    .selectDistinct({ employeeId: payslips.employeeId, payrollNo: payrolls.payrollNo })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        inArray(payslips.employeeId, employeeIds),
        eq(payrolls.year, year),
        gt(payrolls.month, afterMonth),
        eq(payrolls.status, 'draft'),
      ),
    )
    .orderBy(asc(payrolls.payrollNo));
}
