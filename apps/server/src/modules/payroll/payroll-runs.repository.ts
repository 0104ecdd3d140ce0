import type { PayrollKind } from '@tembusu/contracts/payroll-runs';
import { and, asc, count, desc, eq, inArray, lt, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { departments } from '../../db/schema/organizations.js';
import {
  payrollSettings,
  payrolls,
  paySchemeTemplates,
  payslips,
} from '../../db/schema/payroll.js';
import type { EmployeeForPayroll, MonthPayslip } from './payroll-generation.js';
import type { PayslipCalculation } from './payslip-documents.js';

export type PayrollRow = typeof payrolls.$inferSelect;

/** The employees a payroll may pay, all of the organisation's or those named. */
export async function employeesForPayroll(
  db: Db,
  organizationId: string,
  ids?: string[],
): Promise<EmployeeForPayroll[]> {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (ids) {
    if (ids.length === 0) return [];
    conditions.push(inArray(employees.id, ids));
  }
  return db
    .select({
      id: employees.id,
      name: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      isActive: accounts.isActive,
      employmentStartDate: employees.employmentStartDate,
      employmentEndDate: employees.employmentEndDate,
      salaryBasis: employees.salaryBasis,
      salaryAmount: employees.salaryAmount,
      paySchemeTemplateId: employees.paySchemeTemplateId,
      paySchemeTemplateName: paySchemeTemplates.name,
      paymentMode: employees.paymentMode,
      bankCode: employees.bankCode,
      bankAccountNumber: employees.bankAccountNumber,
      dateOfBirth: employees.dateOfBirth,
      residency: employees.residency,
      prStartDate: employees.prStartDate,
      communityFunds: employees.communityFunds,
      excludeCpfContributions: employees.excludeCpfContributions,
      prCpfScheme: employees.prCpfScheme,
      attendanceLogOn: employees.attendanceLogOn,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(paySchemeTemplates, eq(paySchemeTemplates.id, employees.paySchemeTemplateId))
    .where(and(...conditions))
    .orderBy(asc(accounts.name), asc(employees.id));
}

/**
 * Every payslip of the month, in any status (paid included), with its payroll and the figures an
 * off-cycle run counts: who is paid in the month already, by which runs, and what they paid.
 */
export function payslipsOfMonth(
  db: Db,
  organizationId: string,
  month: { year: number; month: number },
): Promise<MonthPayslip[]> {
  return db
    .select({
      employeeId: payslips.employeeId,
      payrollId: payrolls.id,
      payrollNo: payrolls.payrollNo,
      kind: payrolls.kind,
      status: payrolls.status,
      ordinaryWages: payslips.ordinaryWages,
      additionalWages: payslips.additionalWages,
      ordinaryWagesForCpf: payslips.ordinaryWagesForCpf,
      additionalWagesForCpf: payslips.additionalWagesForCpf,
      employeeCpf: payslips.employeeCpf,
      employerCpf: payslips.employerCpf,
      sdl: payslips.sdl,
      communityFunds: sql<
        PayslipCalculation['communityFunds']
      >`${payslips.calculation} -> 'communityFunds'`,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payrolls.year, month.year),
        eq(payrolls.month, month.month),
      ),
    )
    .orderBy(asc(payrolls.payrollNo));
}

/**
 * The other payrolls whose payslips were worked out on this one's figures (they counted it as
 * paid earlier in the month), lowest number first.
 */
export async function payrollsCountingOn(
  db: Db,
  organizationId: string,
  payroll: { id: string; year: number; month: number },
): Promise<{ payrollNo: number; kind: PayrollKind }[]> {
  return db
    .selectDistinct({ payrollNo: payrolls.payrollNo, kind: payrolls.kind })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        // Only payslips of the same month count on it; the month narrows the JSON search.
        eq(payrolls.year, payroll.year),
        eq(payrolls.month, payroll.month),
        sql`${payslips.inputs} -> 'earlierThisMonth' -> 'payrollIds' @> jsonb_build_array(${payroll.id}::text)`,
      ),
    )
    .orderBy(asc(payrolls.payrollNo));
}

/** CPF-subject wages each employee was paid in the year's earlier months. */
export async function earlierWagesThisYear(
  db: Db,
  organizationId: string,
  month: { year: number; month: number },
): Promise<Map<string, { ordinaryWages: string; additionalWages: string }>> {
  const rows = await db
    .select({
      employeeId: payslips.employeeId,
      ordinaryWages: sum(payslips.ordinaryWagesForCpf),
      additionalWages: sum(payslips.additionalWagesForCpf),
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payrolls.year, month.year),
        lt(payrolls.month, month.month),
      ),
    )
    .groupBy(payslips.employeeId);
  return new Map(
    rows.map((row) => [
      row.employeeId,
      { ordinaryWages: row.ordinaryWages ?? '0', additionalWages: row.additionalWages ?? '0' },
    ]),
  );
}

/**
 * Takes the organisation's payroll numbering for this transaction: payroll and payslip numbers
 * are given out one writer at a time. Answers the numbering settings.
 */
export async function lockNumbering(
  db: Db,
  organizationId: string,
  defaults: Omit<typeof payrollSettings.$inferInsert, 'organizationId'>,
) {
  await db
    .insert(payrollSettings)
    .values({ organizationId, ...defaults })
    .onConflictDoNothing({ target: payrollSettings.organizationId });
  const [row] = await db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, organizationId))
    .for('update');
  if (!row) throw new Error('The payroll settings could not be read');
  return row;
}

export async function advancePayslipNumber(db: Db, organizationId: string, next: number) {
  await db
    .update(payrollSettings)
    .set({ nextPayslipNumber: next })
    .where(eq(payrollSettings.organizationId, organizationId));
}

export async function nextPayrollNo(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${payrolls.payrollNo})` })
    .from(payrolls)
    .where(eq(payrolls.organizationId, organizationId));
  return (row?.last ?? 0) + 1;
}

export async function insertPayroll(db: Db, values: typeof payrolls.$inferInsert) {
  const [row] = await db.insert(payrolls).values(values).returning();
  if (!row) throw new Error('The payroll was not saved');
  return row;
}

export async function findPayroll(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrolls)
    .where(and(eq(payrolls.organizationId, organizationId), eq(payrolls.id, id)));
  return row;
}

export async function updatePayroll(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof payrolls.$inferInsert>,
) {
  await db
    .update(payrolls)
    .set(values)
    .where(and(eq(payrolls.organizationId, organizationId), eq(payrolls.id, id)));
}

export async function deletePayroll(db: Db, organizationId: string, id: string) {
  await db
    .delete(payrolls)
    .where(and(eq(payrolls.organizationId, organizationId), eq(payrolls.id, id)));
}

export async function listPayrollPage(
  db: Db,
  organizationId: string,
  filter: { year?: number },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(payrolls.organizationId, organizationId)];
  if (filter.year) conditions.push(eq(payrolls.year, filter.year));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(payrolls)
    .where(where)
    .orderBy(desc(payrolls.payrollNo))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ n: count() }).from(payrolls).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export type PayrollSums = {
  headcount: number;
  grossSalary: string;
  employeeCpf: string;
  employerCpf: string;
  communityFund: string;
  sdl: string;
  netPay: string;
  total: string;
};

/** Headcount and money totals of each payroll named. */
export async function payrollSums(
  db: Db,
  organizationId: string,
  payrollIds: string[],
): Promise<Map<string, PayrollSums>> {
  if (payrollIds.length === 0) return new Map();
  const rows = await db
    .select({
      payrollId: payslips.payrollId,
      headcount: count(),
      grossSalary: sum(payslips.grossSalary),
      employeeCpf: sum(payslips.employeeCpf),
      employerCpf: sum(payslips.employerCpf),
      communityFund: sum(payslips.communityFund),
      sdl: sum(payslips.sdl),
      netPay: sum(payslips.netPay),
      total: sum(payslips.total),
    })
    .from(payslips)
    .where(
      and(eq(payslips.organizationId, organizationId), inArray(payslips.payrollId, payrollIds)),
    )
    .groupBy(payslips.payrollId);
  return new Map(
    rows.map(({ payrollId, headcount, ...money }) => [
      payrollId,
      {
        headcount,
        grossSalary: money.grossSalary ?? '0',
        employeeCpf: money.employeeCpf ?? '0',
        employerCpf: money.employerCpf ?? '0',
        communityFund: money.communityFund ?? '0',
        sdl: money.sdl ?? '0',
        netPay: money.netPay ?? '0',
        total: money.total ?? '0',
      },
    ]),
  );
}

type MonthRange = { from: { year: number; month: number }; to: { year: number; month: number } };

function inMonths(range: MonthRange): SQL {
  const index = sql`${payrolls.year} * 12 + ${payrolls.month}`;
  return sql`${index} between ${range.from.year * 12 + range.from.month} and ${range.to.year * 12 + range.to.month}`;
}

/** Of the people, those with a payslip of the months that meets the condition. */
async function peopleWithPayslipsWhere(
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: MonthRange,
  condition: SQL | undefined,
): Promise<string[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ employeeId: payslips.employeeId })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        inArray(payslips.employeeId, [...employeeIds]),
        inMonths(range),
        condition,
      ),
    );
  return rows.map((row) => row.employeeId);
}

/** Of the people, those whose payslips of the months deducted unpaid leave or settled some. */
export const peopleWithLeaveDeducted = (
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: MonthRange,
) =>
  peopleWithPayslipsWhere(
    db,
    organizationId,
    employeeIds,
    range,
    sql`(coalesce(${payslips.inputs} ->> 'unpaidLeaveDays', '0') <> '0'
      or jsonb_array_length(coalesce(${payslips.inputs} -> 'absenceAdjustments', '[]'::jsonb)) > 0)`,
  );

/**
 * Of the people, those with a confirmed or paid payslip of the months that took its figures from
 * the attendance log.
 */
export const peopleWithAttendancePaid = (
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: MonthRange,
) =>
  peopleWithPayslipsWhere(
    db,
    organizationId,
    employeeIds,
    range,
    and(ne(payrolls.status, 'draft'), sql`${payslips.inputs} -> 'attendance' is not null`),
  );

/** The people's payslips of the months, with their payroll's month and status. */
export function payslipsOfPeopleBetween(
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: MonthRange,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: payslips.employeeId,
      year: payrolls.year,
      month: payrolls.month,
      status: payrolls.status,
      inputs: payslips.inputs,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        inArray(payslips.employeeId, [...employeeIds]),
        inMonths(range),
      ),
    );
}
