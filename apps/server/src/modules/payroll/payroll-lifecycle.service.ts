import { defaultPageSize } from '@tembusu/contracts/api';
import {
  type PayrollListItem,
  type PayrollStatus,
  type PayrollSummary,
  payrollKindLabels,
} from '@tembusu/contracts/payroll-runs';
import { payrollEngineVersion, statutoryTableVersions } from '@tembusu/payroll/versions';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { markClaimsPaidBy, releaseClaimsOf } from '../claims/claims-payroll.service.js';
import { actionMovingTo, requirePayrollAllows } from './payroll.policy.js';
import { listItem } from './payroll-presentation.js';
import {
  deletePayroll,
  findPayroll,
  listPayrollPage,
  type PayrollRow,
  payrollSums,
  payrollsCountingOn,
  updatePayroll,
} from './payroll-runs.repository.js';
import { lockPayrollNumbering } from './payroll-setup.service.js';
import { listSummaryRows } from './payslips.repository.js';

export function listPayrolls(
  ctx: TenantContext,
  query: { page: number; pageSize: number; year?: number },
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows, total } = await listPayrollPage(
      tx,
      ctx.organizationId,
      { year: query.year },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    const sums = await payrollSums(
      tx,
      ctx.organizationId,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => listItem(row, sums.get(row.id))), total };
  });
}

export async function loadedPayroll(tx: Db, ctx: TenantContext, id: string) {
  const row = await findPayroll(tx, ctx.organizationId, id);
  if (!row) throw notFound('Payroll');
  return row;
}

/**
 * The summary page: the payroll, its totals and headcount over every payslip, and the rows of the
 * page asked for (every row when none is), read as the columns the page shows.
 */
export function payrollSummary(
  ctx: TenantContext,
  id: string,
  query: { page?: number; pageSize?: number } = {},
): Promise<PayrollSummary> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    const sums = await payrollSums(tx, ctx.organizationId, [id]);
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const pageSize = query.pageSize ?? defaultPageSize;
    const slips = await listSummaryRows(
      tx,
      ctx.organizationId,
      id,
      paged ? { offset: ((query.page ?? 1) - 1) * pageSize, limit: pageSize } : undefined,
    );
    return {
      ...listItem(row, sums.get(id)),
      engineVersion: row.engineVersion,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      rows: slips.map((slip) => ({
        payslipId: slip.id,
        payslipNo: slip.payslipNo,
        employeeId: slip.employeeId,
        name: slip.employeeName,
        employeeNumber: slip.employeeNumber,
        departmentName: slip.departmentName,
        paymentMethod: slip.paymentMethod,
        grossSalary: slip.grossSalary,
        employeeCPF: slip.employeeCpf,
        employerCPF: slip.employerCpf,
        communityFund: slip.communityFund,
        sdl: slip.sdl,
        netPay: slip.netPay,
        warnings: slip.warnings,
      })),
    };
  });
}

/**
 * Refuses (409) to take back a payroll other runs of its month were worked out on: their CPF,
 * funds and SDL are the month's figures less what this one paid. Holds the payroll numbering,
 * so no run can start counting on it before the caller's change is written.
 */
async function requireNoRunCountsOn(tx: Db, ctx: TenantContext, row: PayrollRow, doing: string) {
  await lockPayrollNumbering(tx, ctx.organizationId);
  const counting = await payrollsCountingOn(tx, ctx.organizationId, row);
  if (counting.length > 0) {
    const runs = counting
      .map((run) => `#${run.payrollNo} (${payrollKindLabels[run.kind]})`)
      .join(', ');
    throw conflict(
      `Payroll ${runs} of this month was worked out on this payroll's figures. Delete ${counting.length === 1 ? 'it' : 'them'} first, then ${doing} this one.`,
    );
  }
}

export function removePayroll(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    requirePayrollAllows(row.status, 'delete');
    await requireNoRunCountsOn(tx, ctx, row, 'delete');
    await releaseClaimsOf(tx, ctx, row);
    await deletePayroll(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'payroll.deleted', id, { payrollNo: row.payrollNo });
  });
}

const auditActionOf = {
  confirmed: 'payroll.confirmed',
  draft: 'payroll.reopened',
  paid: 'payroll.paid',
} as const satisfies Record<PayrollStatus, string>;

/**
 * Draft to confirmed: the payroll records the engine and the statutory table rows its figures
 * came from. Confirmed back to draft is allowed until it is paid.
 */
export function setPayrollStatus(
  ctx: TenantContext,
  id: string,
  status: PayrollStatus,
): Promise<PayrollListItem> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    requirePayrollAllows(row.status, actionMovingTo[status]);
    if (status === 'draft') await requireNoRunCountsOn(tx, ctx, row, 'reopen');
    const wageMonth = `${row.year}-${String(row.month).padStart(2, '0')}`;
    await updatePayroll(tx, ctx.organizationId, id, {
      status,
      updatedAt: ctx.now,
      ...(status === 'confirmed'
        ? {
            confirmedAt: ctx.now,
            engineVersion: payrollEngineVersion,
            tableVersions: statutoryTableVersions(wageMonth),
          }
        : {}),
      ...(status === 'draft'
        ? { confirmedAt: null, engineVersion: null, tableVersions: null }
        : {}),
      ...(status === 'paid' ? { paidAt: ctx.now } : {}),
    });
    if (status === 'paid') await markClaimsPaidBy(tx, ctx, row);
    await recordTenantAudit(ctx, tx, auditActionOf[status], id, { payrollNo: row.payrollNo });
    const sums = await payrollSums(tx, ctx.organizationId, [id]);
    return listItem(await loadedPayroll(tx, ctx, id), sums.get(id));
  });
}
