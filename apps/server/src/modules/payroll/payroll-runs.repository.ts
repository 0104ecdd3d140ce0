import { and, asc, count, desc, eq, inArray, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { departments } from '../../db/schema/organizations.js';
import {
  payrollGenerations,
  payrollSettings,
  payrolls,
  paySchemeTemplates,
  payslips,
} from '../../db/schema/payroll.js';
import type { EmployeeForPayroll } from './payroll-generation.js';

/**
 * Payrolls whose figures are final enough for reports, bank and CPF files and the employees
 * themselves: confirmed or paid. A draft can still change.
 */
export const releasedStatuses = ['confirmed', 'paid'];

export type PayrollRow = typeof payrolls.$inferSelect;
export type PayslipRow = typeof payslips.$inferSelect;
export type PayslipValues = typeof payslips.$inferInsert;
export type GenerationRow = typeof payrollGenerations.$inferSelect;

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
      allowFullEmployerCpf: employees.allowFullEmployerCpf,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(paySchemeTemplates, eq(paySchemeTemplates.id, employees.paySchemeTemplateId))
    .where(and(...conditions))
    .orderBy(asc(accounts.name), asc(employees.id));
}

/** For each employee in an unpaid payroll of the month, that payroll's number. */
export async function payrollNosPayingInMonth(
  db: Db,
  organizationId: string,
  month: { year: number; month: number },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ employeeId: payslips.employeeId, payrollNo: payrolls.payrollNo })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payrolls.year, month.year),
        eq(payrolls.month, month.month),
        inArray(payrolls.status, ['draft', 'confirmed']),
      ),
    );
  return new Map(rows.map((row) => [row.employeeId, row.payrollNo]));
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

type NewPayslipRow = Omit<typeof payslips.$inferInsert, 'id' | 'version' | 'updatedAt'>;

// Each column of a new payslip and its SQL type, in the order jsonb_to_recordset reads them.
const payslipColumns: [keyof NewPayslipRow, string, string][] = [
  ['organizationId', 'organization_id', 'uuid'],
  ['payrollId', 'payroll_id', 'uuid'],
  ['employeeId', 'employee_id', 'uuid'],
  ['payslipNo', 'payslip_no', 'text'],
  ['employeeName', 'employee_name', 'text'],
  ['employeeNumber', 'employee_number', 'text'],
  ['departmentName', 'department_name', 'text'],
  ['paymentMethod', 'payment_method', 'text'],
  ['bankCode', 'bank_code', 'text'],
  ['bankAccountNumber', 'bank_account_number', 'text'],
  ['inputs', 'inputs', 'jsonb'],
  ['calculation', 'calculation', 'jsonb'],
  ['ordinaryWages', 'ordinary_wages', 'numeric'],
  ['additionalWages', 'additional_wages', 'numeric'],
  ['ordinaryWagesForCpf', 'ordinary_wages_for_cpf', 'numeric'],
  ['additionalWagesForCpf', 'additional_wages_for_cpf', 'numeric'],
  ['grossSalary', 'gross_salary', 'numeric'],
  ['employeeCpf', 'employee_cpf', 'numeric'],
  ['employerCpf', 'employer_cpf', 'numeric'],
  ['communityFund', 'community_fund', 'numeric'],
  ['sdl', 'sdl', 'numeric'],
  ['netPay', 'net_pay', 'numeric'],
  ['total', 'total', 'numeric'],
];
const payslipColumnList = sql.raw(payslipColumns.map(([, column]) => column).join(', '));
const payslipRecordType = sql.raw(
  payslipColumns.map(([, column, type]) => `${column} ${type}`).join(', '),
);

/**
 * Writes a payroll's payslips, a thousand to a statement: each batch goes as one JSON array
 * that PostgreSQL unpacks itself, which a whole organisation's payroll needs to be quick.
 */
export async function insertPayslips(db: Db, rows: NewPayslipRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows
      .slice(start, start + 1000)
      .map((row) => Object.fromEntries(payslipColumns.map(([key, column]) => [column, row[key]])));
    await db.execute(sql`
      insert into ${payslips} (${payslipColumnList})
      select ${payslipColumnList}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as batch(${payslipRecordType})`);
  }
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

export async function listPayslips(
  db: Db,
  organizationId: string,
  payrollId: string,
  payslipNo?: string,
): Promise<PayslipRow[]> {
  const conditions: SQL[] = [
    eq(payslips.organizationId, organizationId),
    eq(payslips.payrollId, payrollId),
  ];
  if (payslipNo) conditions.push(eq(payslips.payslipNo, payslipNo));
  return db
    .select()
    .from(payslips)
    .where(and(...conditions))
    .orderBy(asc(payslips.employeeName), asc(payslips.payslipNo));
}

export async function listPayslipNumbers(db: Db, organizationId: string, payrollId: string) {
  return db
    .select({ payslipNo: payslips.payslipNo, name: payslips.employeeName })
    .from(payslips)
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.payrollId, payrollId)))
    .orderBy(asc(payslips.employeeName), asc(payslips.payslipNo));
}

export async function findPayslip(db: Db, organizationId: string, payrollId: string, id: string) {
  const [row] = await db
    .select()
    .from(payslips)
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.payrollId, payrollId),
        eq(payslips.id, id),
      ),
    );
  return row;
}

/** Saves a payslip only if it is still at the version the editor loaded; answers whether it was. */
export async function updatePayslipAtVersion(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  values: Partial<typeof payslips.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(payslips)
    .set({ ...values, version: version + 1 })
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.id, id),
        eq(payslips.version, version),
      ),
    )
    .returning({ id: payslips.id });
  return rows.length > 0;
}

export async function insertGeneration(db: Db, values: typeof payrollGenerations.$inferInsert) {
  const [row] = await db.insert(payrollGenerations).values(values).returning();
  if (!row) throw new Error('The payroll generation was not recorded');
  return row;
}

export async function findGeneration(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrollGenerations)
    .where(
      and(eq(payrollGenerations.organizationId, organizationId), eq(payrollGenerations.id, id)),
    );
  return row;
}

/**
 * Moves a generation on, but only from one of the states named, so that a generation another
 * instance finished or gave up on stays as it is. Answers the row if it moved.
 */
export async function advanceGeneration(
  db: Db,
  organizationId: string,
  id: string,
  from: string[],
  values: Partial<typeof payrollGenerations.$inferInsert>,
) {
  const [row] = await db
    .update(payrollGenerations)
    .set(values)
    .where(
      and(
        eq(payrollGenerations.organizationId, organizationId),
        eq(payrollGenerations.id, id),
        inArray(payrollGenerations.state, from),
      ),
    )
    .returning();
  return row;
}

/** The generation's state, locked until the transaction ends. */
export async function lockGeneration(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ state: payrollGenerations.state })
    .from(payrollGenerations)
    .where(
      and(eq(payrollGenerations.organizationId, organizationId), eq(payrollGenerations.id, id)),
    )
    .for('update');
  return row;
}

/**
 * Every organisation's running generations not heard from since `before`, failed with the
 * reason given. Answers how many there were.
 */
export async function failStalledGenerations(db: Db, before: Date, error: string, now: Date) {
  const rows = await db
    .update(payrollGenerations)
    .set({ state: 'failed', error, updatedAt: now })
    .where(and(eq(payrollGenerations.state, 'running'), lt(payrollGenerations.updatedAt, before)))
    .returning({ id: payrollGenerations.id });
  return rows.length;
}

/** A payslip with its payroll, by the payslip's id alone. */
export async function findPayslipWithPayroll(db: Db, organizationId: string, payslipId: string) {
  const [row] = await db
    .select({ payslip: payslips, payroll: payrolls })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.id, payslipId)));
  return row;
}

/** The employee's money totals in a year's payrolls up to and including a month. */
export async function yearToDateSums(
  db: Db,
  organizationId: string,
  employeeId: string,
  month: { year: number; month: number },
) {
  const [row] = await db
    .select({
      grossSalary: sum(payslips.grossSalary),
      employeeCpf: sum(payslips.employeeCpf),
      employerCpf: sum(payslips.employerCpf),
      communityFund: sum(payslips.communityFund),
      sdl: sum(payslips.sdl),
      netPay: sum(payslips.netPay),
      total: sum(payslips.total),
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.employeeId, employeeId),
        eq(payrolls.year, month.year),
        lte(payrolls.month, month.month),
      ),
    );
  return row;
}

/** An employee's payslips in payrolls of the given statuses, newest first. */
export async function listEmployeePayslips(
  db: Db,
  organizationId: string,
  employeeId: string,
  statuses: string[],
) {
  return db
    .select({ payslip: payslips, payroll: payrolls })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.employeeId, employeeId),
        inArray(payrolls.status, statuses),
      ),
    )
    .orderBy(desc(payrolls.year), desc(payrolls.month), desc(payrolls.payrollNo));
}
