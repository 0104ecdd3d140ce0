import type { CommunityFund } from '@tembusu/contracts/enums';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { payrolls, payslips } from '../../db/schema/payroll.js';
import { releasedStatuses } from './payroll.policy.js';

/** A payslip's community fund deduction of one fund, from its calculation. */
const fundOf = (fund: CommunityFund) =>
  sql<string>`(select coalesce(sum((fund->>'amount')::numeric), 0)
    from jsonb_array_elements(${payslips.calculation}->'communityFunds') as fund
    where fund->>'fund' = ${fund})`;

/**
 * A payslip's additions that are neither wages nor taxable (a reimbursement of the employee's own
 * spending, whose pay item's income type is NotTaxable): the YTD report keeps them out of gross.
 */
const nonTaxableAdditions = sql<string>`(select coalesce(sum((line->>'amount')::numeric), 0)
    from jsonb_array_elements(${payslips.calculation}->'lines') as line
    where line->>'iRBACode' = 'NotTaxable'
      and line->>'cPFType' = 'NoWages'
      and line->>'typeId' is distinct from 'Deduction')`;

/** One payslip's report figures; `figureSums` adds them over many. */
export const payslipFigures = {
  grossSalary: sql<string>`(${payslips.grossSalary} - ${nonTaxableAdditions})`,
  reimbursements: nonTaxableAdditions,
  ordinaryWagesForCpf: sql<string>`${payslips.ordinaryWagesForCpf}`,
  additionalWagesForCpf: sql<string>`${payslips.additionalWagesForCpf}`,
  employeeCpf: sql<string>`${payslips.employeeCpf}`,
  employerCpf: sql<string>`${payslips.employerCpf}`,
  cdac: fundOf('CDAC'),
  ecf: fundOf('ECF'),
  mbmf: fundOf('MBMF'),
  sinda: fundOf('SINDA'),
  communityFund: sql<string>`${payslips.communityFund}`,
  sdl: sql<string>`${payslips.sdl}`,
  netPay: sql<string>`${payslips.netPay}`,
};
const figureSums = Object.fromEntries(
  Object.entries(payslipFigures).map(([key, figure]) => [key, sql<string>`sum(${figure})`]),
) as { [key in keyof typeof payslipFigures]: SQL<string> };

/** Payslips of the organisation's confirmed and paid payrolls of a year (joined to payrolls). */
const releasedInYear = (organizationId: string, year: number) =>
  and(
    eq(payslips.organizationId, organizationId),
    eq(payrolls.year, year),
    inArray(payrolls.status, releasedStatuses),
  );

const employeeIdentity = {
  idType: employees.idType,
  idNumber: employees.idNumber,
  employmentStartDate: employees.employmentStartDate,
  employmentEndDate: employees.employmentEndDate,
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
      ...employeeIdentity,
      payslips: count(),
      ...figureSums,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(releasedInYear(organizationId, year))
    .groupBy(payslips.employeeId, employees.id);
}

/** The identity and employment dates of employees, for those the report finds no payslip of. */
export function employeeIdentities(db: Db, organizationId: string, employeeIds: string[]) {
  return db
    .select({ employeeId: employees.id, ...employeeIdentity })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, employeeIds)));
}

/** An employee's payslips in the year's released payrolls, month by month. */
export async function ytdPayslips(
  db: Db,
  organizationId: string,
  employeeId: string,
  year: number,
) {
  return db
    .select({ payslip: payslips, payroll: payrolls, figures: payslipFigures })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .where(and(releasedInYear(organizationId, year), eq(payslips.employeeId, employeeId)))
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

/**
 * The year's released payslips as the CPF year-end recomputation needs them: the month, the
 * employee as paid, the wages before the ceilings and what was contributed.
 */
export function cpfYearPayslips(db: Db, organizationId: string, year: number) {
  return db
    .select({
      employeeId: payslips.employeeId,
      month: payrolls.month,
      employeeName: payslips.employeeName,
      employeeNumber: payslips.employeeNumber,
      inputs: payslips.inputs,
      ordinaryWages: payslips.ordinaryWages,
      additionalWages: payslips.additionalWages,
      employeeCpf: payslips.employeeCpf,
      employerCpf: payslips.employerCpf,
      ...employeeIdentity,
    })
    .from(payslips)
    .innerJoin(payrolls, eq(payrolls.id, payslips.payrollId))
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(releasedInYear(organizationId, year))
    .orderBy(asc(payslips.employeeId), asc(payrolls.month), asc(payrolls.payrollNo));
}
