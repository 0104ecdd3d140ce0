import type { PayrollCandidates } from '@tembusu/contracts/payroll-runs';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { invalid } from '../../errors.js';
import {
  type EmployeeForPayroll,
  exclusionReason,
  type MonthPayslip,
  type PayrollRun,
} from './payroll-generation.js';
import { loadedPayroll } from './payroll-lifecycle.service.js';
import { periodLabelOf } from './payroll-presentation.js';
import { employeesForPayroll, payslipsOfMonth } from './payroll-runs.repository.js';
import { periodsIn } from './payroll-setup.service.js';

export type Month = { year: number; month: number };

export async function periodOf(tx: Db, ctx: TenantContext, { year, month }: Month) {
  const period = (await periodsIn(tx, ctx, year)).find((p) => p.periodValue === month);
  if (!period) throw invalid('month', 'month: choose a month from 1 to 12');
  return period;
}

function candidate(employee: EmployeeForPayroll, excludedReason: string | null) {
  return {
    employeeId: employee.id,
    name: employee.name,
    employeeNumber: employee.employeeNumber,
    departmentName: employee.departmentName,
    salaryBasis: employee.salaryBasis,
    salaryAmount: employee.salaryAmount,
    paySchemeTemplateName: employee.paySchemeTemplateName,
    excludedReason,
  };
}

/** The month's payslips by employee. */
export async function payslipsOfMonthByEmployee(
  tx: Db,
  ctx: TenantContext,
  month: Month,
): Promise<Map<string, MonthPayslip[]>> {
  const byEmployee = new Map<string, MonthPayslip[]>();
  for (const slip of await payslipsOfMonth(tx, ctx.organizationId, month)) {
    const list = byEmployee.get(slip.employeeId);
    if (list) list.push(slip);
    else byEmployee.set(slip.employeeId, [slip]);
  }
  return byEmployee;
}

/** Everyone in the organisation, each either payable in the run or left out with a reason. */
async function candidatesIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  run: PayrollRun,
  period: { label: string; startDate: string; endDate: string; paymentDate: string },
): Promise<PayrollCandidates> {
  const ofMonth = await payslipsOfMonthByEmployee(tx, ctx, month);
  const people = await employeesForPayroll(tx, ctx.organizationId);
  return {
    ...month,
    kind: run.kind,
    periodLabel: period.label,
    startDate: period.startDate,
    endDate: period.endDate,
    paymentDate: period.paymentDate,
    candidates: people.map((employee) =>
      candidate(employee, exclusionReason(employee, period, run, ofMonth.get(employee.id) ?? [])),
    ),
  };
}

export function payrollCandidates(
  ctx: TenantContext,
  query: Month & Pick<PayrollRun, 'kind'>,
): Promise<PayrollCandidates> {
  const month = { year: query.year, month: query.month };
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    candidatesIn(tx, ctx, month, { kind: query.kind }, await periodOf(tx, ctx, month)),
  );
}

/** Employees who could still be added to a draft payroll, and why others cannot. */
export function candidatesToAdd(ctx: TenantContext, id: string): Promise<PayrollCandidates> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    return candidatesIn(
      tx,
      ctx,
      { year: row.year, month: row.month },
      { kind: row.kind, payrollId: row.id },
      {
        label: periodLabelOf(row),
        startDate: row.startDate,
        endDate: row.endDate,
        paymentDate: row.dateOfPayment,
      },
    );
  });
}

/** The named employees, refused together if any of them cannot be paid in the run. */
export async function payableEmployees(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  run: PayrollRun,
  period: { startDate: string; endDate: string },
  employeeIds: string[],
): Promise<EmployeeForPayroll[]> {
  const unique = [...new Set(employeeIds)];
  const people = await employeesForPayroll(tx, ctx.organizationId, unique);
  if (people.length !== unique.length) {
    throw invalid('employeeIds', 'employeeIds: choose employees of this organisation');
  }
  const ofMonth = await payslipsOfMonthByEmployee(tx, ctx, month);
  for (const employee of people) {
    const reason = exclusionReason(employee, period, run, ofMonth.get(employee.id) ?? []);
    if (reason)
      throw invalid('employeeIds', `employeeIds: ${employee.name} cannot be paid: ${reason}`);
  }
  return people;
}
