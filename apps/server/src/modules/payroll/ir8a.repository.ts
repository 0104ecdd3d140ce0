import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { departments } from '../../db/schema/organizations.js';
import { payrolls, payslips } from '../../db/schema/payroll.js';
import { releasedStatuses } from './payroll.policy.js';

/**
 * The payslips of confirmed and paid payrolls whose payment date falls in the year, with what the
 * IR8A needs of their payroll; `employeeId` narrows them to one employee.
 */
export function payslipsPaidInYear(
  db: Db,
  organizationId: string,
  year: number,
  employeeId?: string,
) {
  const conditions = [
    eq(payslips.organizationId, organizationId),
    inArray(payrolls.status, releasedStatuses),
    between(payrolls.dateOfPayment, `${year}-01-01`, `${year}-12-31`),
  ];
  if (employeeId) conditions.push(eq(payslips.employeeId, employeeId));
  return db
    .select({
      employeeId: payslips.employeeId,
      employeeCpf: payslips.employeeCpf,
      calculation: payslips.calculation,
      kind: payrolls.kind,
      startDate: payrolls.startDate,
      endDate: payrolls.endDate,
      dateOfPayment: payrolls.dateOfPayment,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(and(...conditions))
    .orderBy(asc(payrolls.dateOfPayment), asc(payrolls.payrollNo));
}

/** The organisation's employees among `ids`, with the particulars an IR8A return states. */
export function employeesForIr8a(db: Db, organizationId: string, ids: string[]) {
  return db
    .select({
      employeeId: employees.id,
      name: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      idType: employees.idType,
      idNumber: employees.idNumber,
      gender: employees.gender,
      nationality: employees.nationality,
      dateOfBirth: employees.dateOfBirth,
      address: employees.address,
      postalCode: employees.postalCode,
      roleTitle: employees.roleTitle,
      employmentStartDate: employees.employmentStartDate,
      employmentEndDate: employees.employmentEndDate,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)))
    .orderBy(asc(accounts.name), asc(employees.id));
}

/** Whether the organisation has this employee, to tell a missing one from one not paid. */
export async function employeeExists(db: Db, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row !== undefined;
}
