import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { cpfFilings, payrollFilingSettings, payslips } from '../../db/schema/payroll.js';

export async function findFilingSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(payrollFilingSettings)
    .where(eq(payrollFilingSettings.organizationId, organizationId));
  return row;
}

export async function saveFilingSettings(
  db: Db,
  values: typeof payrollFilingSettings.$inferInsert,
) {
  const { organizationId, ...changes } = values;
  await db
    .insert(payrollFilingSettings)
    .values(values)
    .onConflictDoUpdate({ target: payrollFilingSettings.organizationId, set: changes });
}

/** A payroll's payslips with what the files need of each employee's record, by name. */
export async function payslipsForFiling(db: Db, organizationId: string, payrollId: string) {
  return db
    .select({
      payslip: payslips,
      idType: employees.idType,
      idNumber: employees.idNumber,
      employmentStartDate: employees.employmentStartDate,
      employmentEndDate: employees.employmentEndDate,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.payrollId, payrollId)))
    .orderBy(asc(payslips.employeeName), asc(payslips.payslipNo));
}

export async function findCpfFiling(db: Db, organizationId: string, payrollId: string) {
  const [row] = await db
    .select()
    .from(cpfFilings)
    .where(and(eq(cpfFilings.organizationId, organizationId), eq(cpfFilings.payrollId, payrollId)));
  return row;
}

/** The highest advice code the month has used, or undefined before its first file. */
export async function lastAdviceCode(
  db: Db,
  organizationId: string,
  period: { year: number; month: number },
) {
  const [row] = await db
    .select({ code: max(cpfFilings.adviceCode) })
    .from(cpfFilings)
    .where(
      and(
        eq(cpfFilings.organizationId, organizationId),
        eq(cpfFilings.year, period.year),
        eq(cpfFilings.month, period.month),
      ),
    );
  return row?.code ?? undefined;
}

/**
 * Takes an advice code for a payroll; false when another transaction took the code or gave the
 * payroll one first (either unique key), so that the caller looks again.
 */
export async function insertCpfFiling(db: Db, values: typeof cpfFilings.$inferInsert) {
  const inserted = await db
    .insert(cpfFilings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: cpfFilings.id });
  return inserted.length > 0;
}
