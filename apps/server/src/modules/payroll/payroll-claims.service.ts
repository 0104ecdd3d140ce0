// Claims paid through a draft payroll (/claims/linkToPayroll): approved claims are linked to it and
// each person's payslip takes them as a line per pay item (`inputs.claims`), worked out again at
// once; marking the payroll paid makes them Paid, and deleting the draft releases them.
import type { ClaimsToLink } from '@tembusu/contracts/claims';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { claimsById } from '../claims/claims.service.js';
import {
  type ClaimsPayItemLine,
  claimLinesOf,
  claimsForPayroll,
  linkClaimsToPayroll,
  unlinkClaimFromPayroll,
} from '../claims/claims-payroll.service.js';
import { requirePayrollAllows } from './payroll.policy.js';
import { loadedPayroll } from './payroll-lifecycle.service.js';
import type { PayrollRow } from './payroll-runs.repository.js';
import { calculated } from './payslip-batch.service.js';
import { centsText } from './payslip-calculation.js';
import type { ClaimLineInput, PayslipInputs } from './payslip-documents.js';
import {
  employeeIdsInPayroll,
  payslipsOfEmployees,
  updatePayslipAtVersion,
} from './payslips.repository.js';

const monthOf = (row: Pick<PayrollRow, 'year' | 'month'>) =>
  `${row.year}-${String(row.month).padStart(2, '0')}`;

function claimLineInput(line: ClaimsPayItemLine): ClaimLineInput {
  return {
    payItemId: line.payItem.id,
    description: line.payItem.description,
    // A claim type pays through a reimbursement (not wages) or an addition (wages).
    category: line.payItem.type === 'Reimbursement' ? 'Reimbursement' : 'Addition',
    cPFType: line.payItem.cPFType,
    iRBACode: line.payItem.iRBACode,
    amount: centsText(line.amountCents),
    claims: line.claims,
  };
}

/** The payslips of these people take the payroll's claims linked to them as they now stand. */
async function takeClaimsOnPayslips(
  tx: Db,
  ctx: TenantContext,
  payroll: PayrollRow,
  employeeIds: readonly string[],
) {
  const lines = await claimLinesOf(tx, ctx, payroll.id, employeeIds);
  for (const slip of await payslipsOfEmployees(tx, ctx.organizationId, payroll.id, employeeIds)) {
    const own = (lines.get(slip.employeeId) ?? []).map(claimLineInput);
    const { claims: _before, ...rest } = slip.inputs;
    const inputs: PayslipInputs = own.length > 0 ? { ...rest, claims: own } : rest;
    const saved = await updatePayslipAtVersion(tx, ctx.organizationId, slip.id, slip.version, {
      ...calculated(inputs, `${slip.employeeName}'s payslip`),
      updatedAt: ctx.now,
    });
    if (!saved) throw conflict('A payslip changed meanwhile; try again');
  }
}

async function presentPayrollClaims(
  tx: Db,
  ctx: TenantContext,
  payroll: PayrollRow,
): Promise<ClaimsToLink> {
  const month = monthOf(payroll);
  const groups = await claimsForPayroll(tx, ctx, payroll.id, month);
  const inPayroll = await employeeIdsInPayroll(tx, ctx.organizationId, payroll.id);
  const claims = new Map(
    (
      await claimsById(
        tx,
        ctx,
        groups.flatMap((group) => group.claimIds),
      )
    ).map((claim) => [claim.id, claim]),
  );
  const employees = groups.flatMap((group) => {
    const own = group.claimIds.flatMap((id) => claims.get(id) ?? []);
    const [first] = own;
    if (!first) return [];
    return [
      {
        employee: {
          id: first.employee.id,
          name: first.employee.name,
          employeeNumber: first.employee.employeeNumber,
        },
        inPayroll: inPayroll.has(group.employeeId),
        claims: own,
        linkedSgd: centsText(group.linkedCents),
      },
    ];
  });
  employees.sort((a, b) => a.employee.name.localeCompare(b.employee.name));
  return {
    payroll: { id: payroll.id, payrollNo: payroll.payrollNo, month, status: payroll.status },
    employees,
  };
}

export function payrollClaims(ctx: TenantContext, payrollId: string): Promise<ClaimsToLink> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    presentPayrollClaims(tx, ctx, await loadedPayroll(tx, ctx, payrollId)),
  );
}

/** Links approved claims to a draft payroll; their people's payslips pay them. */
export function linkClaims(
  ctx: TenantContext,
  payrollId: string,
  claimIds: readonly string[],
): Promise<ClaimsToLink> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const payroll = await loadedPayroll(tx, ctx, payrollId);
    requirePayrollAllows(payroll.status, 'edit');
    const changed = await linkClaimsToPayroll(
      tx,
      ctx,
      { id: payroll.id, payrollNo: payroll.payrollNo, month: monthOf(payroll) },
      claimIds,
      await employeeIdsInPayroll(tx, ctx.organizationId, payroll.id),
    );
    await takeClaimsOnPayslips(tx, ctx, payroll, changed);
    await recordTenantAudit(ctx, tx, 'payroll.claims_linked', payroll.id, {
      payrollNo: payroll.payrollNo,
      claims: claimIds.length,
    });
    return presentPayrollClaims(tx, ctx, payroll);
  });
}

/** Takes a claim off a draft payroll; its person's payslip no longer pays it. */
export function unlinkClaim(
  ctx: TenantContext,
  payrollId: string,
  claimId: string,
): Promise<ClaimsToLink> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const payroll = await loadedPayroll(tx, ctx, payrollId);
    requirePayrollAllows(payroll.status, 'edit');
    const employeeId = await unlinkClaimFromPayroll(tx, ctx, payroll, claimId);
    await takeClaimsOnPayslips(tx, ctx, payroll, [employeeId]);
    await recordTenantAudit(ctx, tx, 'payroll.claim_unlinked', payroll.id, {
      payrollNo: payroll.payrollNo,
      claimId,
    });
    return presentPayrollClaims(tx, ctx, payroll);
  });
}
