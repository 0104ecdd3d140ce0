import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { payrolls, payslips } from '../../db/schema/payroll.js';
import { releasedStatuses } from './payroll.policy.js';

const figures = {
  grossSalary: sum(payslips.grossSalary),
  ordinaryWages: sum(payslips.ordinaryWages),
  additionalWages: sum(payslips.additionalWages),
  employeeCpf: sum(payslips.employeeCpf),
  employerCpf: sum(payslips.employerCpf),
  communityFund: sum(payslips.communityFund),
  sdl: sum(payslips.sdl),
  netPay: sum(payslips.netPay),
};

/** Each employee's sums over the year's released payrolls. */
export async function ytdByEmployee(db: Db, organizationId: string, year: number) {
  return db
    .select({
      employeeId: payslips.employeeId,
      // The name and number as on the latest payslip of the year.
      name: sql<string>`(array_agg(${payslips.employeeName} order by ${payrolls.month} desc))[1]`,
      employeeNumber: sql<string>`(array_agg(${payslips.employeeNumber} order by ${payrolls.month} desc))[1]`,
      departmentName: sql<
        string | null
      >`(array_agg(${payslips.departmentName} order by ${payrolls.month} desc))[1]`,
      payslips: count(),
      ...figures,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payrolls.year, year),
        inArray(payrolls.status, releasedStatuses),
      ),
    )
    .groupBy(payslips.employeeId);
}

/** An employee's payslips in the year's released payrolls, month by month. */
export async function ytdPayslips(
  db: Db,
  organizationId: string,
  employeeId: string,
  year: number,
) {
  return db
    .select({ payslip: payslips, payroll: payrolls })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(
      and(
        eq(payslips.organizationId, organizationId),
        eq(payslips.employeeId, employeeId),
        eq(payrolls.year, year),
        inArray(payrolls.status, releasedStatuses),
      ),
    )
    .orderBy(asc(payrolls.month), asc(payrolls.payrollNo));
}

/** A payroll's payslips with the employee's identity number and residency, for the CPF file. */
export async function payslipsWithIdentity(db: Db, organizationId: string, payrollId: string) {
  return db
    .select({
      payslip: payslips,
      idType: employees.idType,
      idNumber: employees.idNumber,
      residency: employees.residency,
      communityFunds: employees.communityFunds,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(and(eq(payslips.organizationId, organizationId), eq(payslips.payrollId, payrollId)))
    .orderBy(asc(payslips.employeeName), asc(payslips.payslipNo));
}
