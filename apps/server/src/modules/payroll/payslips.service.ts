import {
  type EmployeePayslipListItem,
  type PayslipView,
  payrollStatuses,
  type StaffPayslipListItem,
} from '@tembusu/contracts/payroll-runs';
import { toCents } from '@tembusu/payroll/money';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { ownEmployee, requireEmployee } from '../employees/employees.service.js';
import { organizationIn } from '../organization/organization.service.js';
import { openingBalancesCounting, type openingBalanceYtd } from './opening-balances.service.js';
import { releasedStatuses, requirePayslipVisible } from './payroll.policy.js';
import { itemisedOf, money, periodLabelOf, presentPayslip } from './payroll-presentation.js';
import type { PayrollRow } from './payroll-runs.repository.js';
import { centsText } from './payslip-calculation.js';
import { renderPayslipPdf } from './payslip-pdf.js';
import {
  findPayslipWithPayroll,
  listEmployeePayslips,
  type PayslipRow,
  yearToDateSums,
} from './payslips.repository.js';

const ytdKeys = [
  'grossSalary',
  'employeeCpf',
  'employerCpf',
  'communityFund',
  'sdl',
  'netPay',
  'total',
] as const;

/** The payslips' year to date, with what an opening balance adds when it counts by this month. */
function yearToDateWith(
  sums: Partial<Record<(typeof ytdKeys)[number], string | null>> | undefined,
  opening: ReturnType<typeof openingBalanceYtd> | undefined,
) {
  return money(
    Object.fromEntries(
      ytdKeys.map((key) => [key, centsText(toCents(sums?.[key] ?? '0') + (opening?.[key] ?? 0))]),
    ),
  );
}

async function viewIn(
  tx: Db,
  ctx: TenantContext,
  found: NonNullable<Awaited<ReturnType<typeof findPayslipWithPayroll>>>,
): Promise<PayslipView> {
  const { payslip, payroll } = found;
  const organization = await organizationIn(tx, ctx);
  const ytd = await yearToDateSums(tx, ctx.organizationId, payslip.employeeId, payroll);
  return {
    organization: {
      name: organization.organizationName,
      uen: organization.uen,
      address: organization.address,
    },
    payrollId: payroll.id,
    payrollNo: payroll.payrollNo,
    kind: payroll.kind,
    periodLabel: periodLabelOf(payroll),
    startDate: payroll.startDate,
    endDate: payroll.endDate,
    dateOfPayment: payroll.dateOfPayment,
    status: payroll.status,
    payslip: presentPayslip(payslip, organization.currency),
    yearToDate: yearToDateWith(
      ytd,
      (await openingBalancesCounting(tx, ctx, payroll, [payslip.employeeId])).get(
        payslip.employeeId,
      ),
    ),
    itemised: itemisedOf(payslip, payroll),
  };
}

/** An admin's view of any payslip of a payroll of theirs. */
export function payslipView(ctx: TenantContext, payrollId: string, payslipId: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const found = requirePayslipVisible(
      { as: 'payroll admin', payrollId },
      await findPayslipWithPayroll(tx, ctx.organizationId, payslipId),
    );
    return viewIn(tx, ctx, found);
  });
}

function listed(payslip: PayslipRow, payroll: PayrollRow): StaffPayslipListItem {
  return {
    id: payslip.id,
    payslipNo: payslip.payslipNo,
    periodLabel: periodLabelOf(payroll),
    kind: payroll.kind,
    year: payroll.year,
    month: payroll.month,
    dateOfPayment: payroll.dateOfPayment,
    grossSalary: payslip.grossSalary,
    netPay: payslip.netPay,
  };
}

async function ownEmployeeId(tx: Db, ctx: TenantContext) {
  const id = (await ownEmployee(tx, ctx))?.id;
  if (!id) throw notFound('Employee record');
  return id;
}

export function ownPayslips(ctx: TenantContext): Promise<StaffPayslipListItem[]> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    // A staff account without an employee record has been paid nothing.
    const employeeId = (await ownEmployee(tx, ctx))?.id;
    if (!employeeId) return [];
    const rows = await listEmployeePayslips(tx, ctx.organizationId, employeeId, releasedStatuses);
    return rows.map(({ payslip, payroll }) => listed(payslip, payroll));
  });
}

/** Every payslip of one employee of the organisation, for the admins' payslip-details tab. */
export function employeePayslips(
  ctx: TenantContext,
  employeeId: string,
): Promise<EmployeePayslipListItem[]> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await requireEmployee(tx, ctx, employeeId);
    const rows = await listEmployeePayslips(tx, ctx.organizationId, employeeId, [
      ...payrollStatuses,
    ]);
    return rows.map(({ payslip, payroll }) => ({
      ...listed(payslip, payroll),
      payrollId: payroll.id,
      payrollNo: payroll.payrollNo,
      status: payroll.status,
    }));
  });
}

/**
 * An employee's own payslip of a released payroll; anyone else's answers 404. The compliance
 * warnings are the payroll admins' to act on, never the employee's: the answer carries none.
 */
export function ownPayslip(ctx: TenantContext, payslipId: string): Promise<PayslipView> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const employeeId = await ownEmployeeId(tx, ctx);
    const found = requirePayslipVisible(
      { as: 'employee', employeeId },
      await findPayslipWithPayroll(tx, ctx.organizationId, payslipId),
    );
    const view = await viewIn(tx, ctx, found);
    return { ...view, payslip: { ...view.payslip, warnings: [] } };
  });
}

export async function payslipPdf(
  view: PayslipView,
  warn: (message: string) => void,
): Promise<{ fileName: string; bytes: Buffer }> {
  return {
    fileName: `payslip-${view.payslip.payslipNo}.pdf`,
    bytes: await renderPayslipPdf(view, warn),
  };
}
