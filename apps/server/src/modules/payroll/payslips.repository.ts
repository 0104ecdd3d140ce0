import type { PayrollStatus } from '@tembusu/contracts/payroll-runs';
import { and, asc, desc, eq, inArray, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payrolls, payslips } from '../../db/schema/payroll.js';

export type PayslipRow = typeof payslips.$inferSelect;
export type PayslipValues = typeof payslips.$inferInsert;

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

/**
 * The summary page's columns of a payroll's payslips, one page of them when a page is named. The
 * page is chosen first and only its payslips' calculation blobs are opened, to count warnings:
 * opening every payslip's made a page of a 10,000-payslip payroll take as long as all of it.
 */
export async function listSummaryRows(
  db: Db,
  organizationId: string,
  payrollId: string,
  page?: { offset: number; limit: number },
) {
  const ordered = db
    .select({ id: payslips.id, employeeName: payslips.employeeName, payslipNo: payslips.payslipNo })
    .from(payslips)
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.payrollId, payrollId)))
    .orderBy(asc(payslips.employeeName), asc(payslips.payslipNo))
    .$dynamic();
  const shown = (page ? ordered.offset(page.offset).limit(page.limit) : ordered).as('shown');
  return db
    .select({
      id: payslips.id,
      payslipNo: payslips.payslipNo,
      employeeId: payslips.employeeId,
      employeeName: payslips.employeeName,
      employeeNumber: payslips.employeeNumber,
      departmentName: payslips.departmentName,
      paymentMethod: payslips.paymentMethod,
      grossSalary: payslips.grossSalary,
      employeeCpf: payslips.employeeCpf,
      employerCpf: payslips.employerCpf,
      communityFund: payslips.communityFund,
      sdl: payslips.sdl,
      netPay: payslips.netPay,
      warnings: sql<number>`jsonb_array_length(${payslips.calculation} -> 'warnings')`.mapWith(
        Number,
      ),
    })
    .from(shown)
    .innerJoin(
      payslips,
      and(eq(payslips.organizationId, organizationId), eq(payslips.id, shown.id)),
    )
    .orderBy(asc(shown.employeeName), asc(shown.payslipNo));
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
  statuses: PayrollStatus[],
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

/** The payslips of a payroll for the people named. */
export function payslipsOfEmployees(
  db: Db,
  organizationId: string,
  payrollId: string,
  employeeIds: readonly string[],
): Promise<PayslipRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payslips)
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.payrollId, payrollId),
        inArray(payslips.employeeId, [...employeeIds]),
      ),
    );
}

/** Who a payroll pays. */
export async function employeeIdsInPayroll(
  db: Db,
  organizationId: string,
  payrollId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ employeeId: payslips.employeeId })
    .from(payslips)
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.payrollId, payrollId)));
  return new Set(rows.map((row) => row.employeeId));
}
