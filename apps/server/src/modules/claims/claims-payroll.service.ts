// What payroll asks of claims: the approved claims a draft payroll can pay, linking them to it and
// taking them off, and marking them paid with it. Payroll calls these inside its own transaction
// (the module order puts claims below payroll), and turns the lines into payslip items itself.
import { claimNumberText } from '@tembusu/contracts/claims';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import { conflict, invalid } from '../../errors.js';
import { centsOf as claimCents } from './claim-rules.js';
import {
  claimsDueOrLinked,
  claimsLinkedTo,
  insertClaimEvents,
  lockClaimsForPayroll,
  type PayableClaimRow,
  setClaimsPayroll,
} from './claims-payroll.repository.js';

/** A person's claims paid through one pay item: one payslip line. */
export type ClaimsPayItemLine = {
  payItem: PayableClaimRow['payItem'];
  /** In SGD, two places. */
  amountCents: number;
  claims: { id: string; number: string }[];
};

// A claim's SGD amount in cents; a payroll's claims stay far inside a safe integer.
const centsOf = (amount: string) => Number(claimCents(amount));

/** Claims grouped by person, then into a line per pay item, in the order of their numbers. */
function linesByEmployee(rows: readonly PayableClaimRow[]): Map<string, ClaimsPayItemLine[]> {
  const lines = new Map<string, ClaimsPayItemLine[]>();
  for (const [employeeId, own] of groupedBy(rows, (row) => row.employeeId)) {
    lines.set(
      employeeId,
      [...groupedBy(own, (row) => row.payItem.id).values()].flatMap((byItem) => {
        const [first] = byItem;
        if (!first) return [];
        return [
          {
            payItem: first.payItem,
            amountCents: byItem.reduce((sum, row) => sum + centsOf(row.amountSgd), 0),
            claims: byItem.map((row) => ({ id: row.id, number: claimNumberText(row.number) })),
          },
        ];
      }),
    );
  }
  return lines;
}

/**
 * What a draft payroll of the month (YYYY-MM) could pay: approved claims due by then not linked
 * anywhere, and those linked to it. Answers the claim ids by person.
 */
export async function claimsForPayroll(
  tx: Db,
  ctx: TenantContext,
  payrollId: string,
  month: string,
): Promise<{ employeeId: string; claimIds: string[]; linkedCents: number }[]> {
  const rows = await claimsDueOrLinked(tx, ctx.organizationId, payrollId, month);
  return [...groupedBy(rows, (row) => row.employeeId)].map(([employeeId, own]) => ({
    employeeId,
    claimIds: own.map((row) => row.id),
    linkedCents: own
      .filter((row) => row.payrollId === payrollId)
      .reduce((sum, row) => sum + centsOf(row.amountSgd), 0),
  }));
}

/** The lines a payroll's linked claims make on the payslips of these people. */
export async function claimLinesOf(
  tx: Db,
  ctx: TenantContext,
  payrollId: string,
  employeeIds: readonly string[],
): Promise<Map<string, ClaimsPayItemLine[]>> {
  return linesByEmployee(await claimsLinkedTo(tx, ctx.organizationId, payrollId, employeeIds));
}

/**
 * Links approved, unpaid claims to a draft payroll, each to be paid once only: a claim linked to
 * another payroll, or not approved, is refused (409), and so is one whose person has no payslip
 * in it (400). The claims are locked, so two links at once cannot both take one. Answers whose
 * payslips change.
 */
export async function linkClaimsToPayroll(
  tx: Db,
  ctx: TenantContext,
  payroll: { id: string; payrollNo: number; month: string },
  claimIds: readonly string[],
  employeesInPayroll: ReadonlySet<string>,
): Promise<string[]> {
  const ids = [...new Set(claimIds)];
  const rows = await lockClaimsForPayroll(tx, ctx.organizationId, ids);
  if (rows.length !== ids.length) {
    throw invalid('claimIds', 'claimIds: a claim chosen was not found');
  }
  for (const row of rows) {
    const number = claimNumberText(row.number);
    if (row.payrollId === payroll.id) continue;
    if (row.payrollId !== null || row.status === 'paid') {
      throw conflict(`Claim ${number} is already on another payroll; a claim is paid once only`);
    }
    if (row.status !== 'approved') {
      throw conflict(`Claim ${number} is not approved, so it cannot be paid yet`);
    }
    if (row.payrollMonth !== null && row.payrollMonth > payroll.month) {
      throw invalid(
        'claimIds',
        `claimIds: claim ${number} is due in the payroll of ${row.payrollMonth}, after the cut-off day`,
      );
    }
    if (!employeesInPayroll.has(row.employeeId)) {
      throw invalid(
        'claimIds',
        `claimIds: claim ${number}'s employee has no payslip in payroll #${payroll.payrollNo}`,
      );
    }
  }
  const linking = rows.filter((row) => row.payrollId !== payroll.id);
  await setClaimsPayroll(
    tx,
    ctx.organizationId,
    linking.map((row) => row.id),
    { payrollId: payroll.id, updatedAt: ctx.now },
  );
  await insertClaimEvents(
    tx,
    linking.map((row) => ({
      organizationId: ctx.organizationId,
      claimId: row.id,
      kind: 'linked' as const,
      actorAccountId: ctx.accountId,
      comment: `Payroll #${payroll.payrollNo} (${payroll.month})`,
      at: ctx.now,
    })),
  );
  return [...new Set(linking.map((row) => row.employeeId))];
}

/** Takes a claim off a draft payroll; answers whose payslip changes. */
export async function unlinkClaimFromPayroll(
  tx: Db,
  ctx: TenantContext,
  payroll: { id: string; payrollNo: number },
  claimId: string,
): Promise<string> {
  const [row] = await lockClaimsForPayroll(tx, ctx.organizationId, [claimId]);
  if (!row || row.payrollId !== payroll.id) {
    throw invalid('claimId', `claimId: the claim is not on payroll #${payroll.payrollNo}`);
  }
  await setClaimsPayroll(tx, ctx.organizationId, [row.id], {
    payrollId: null,
    updatedAt: ctx.now,
  });
  await insertClaimEvents(tx, [
    {
      organizationId: ctx.organizationId,
      claimId: row.id,
      kind: 'unlinked',
      actorAccountId: ctx.accountId,
      comment: `Payroll #${payroll.payrollNo}`,
      at: ctx.now,
    },
  ]);
  return row.employeeId;
}

/**
 * Takes every claim off a payroll being deleted, or off the payslips of people it no longer pays,
 * so they can be linked to another.
 */
export async function releaseClaimsOf(
  tx: Db,
  ctx: TenantContext,
  payroll: { id: string; payrollNo: number },
): Promise<void> {
  const rows = await claimsLinkedTo(tx, ctx.organizationId, payroll.id);
  await setClaimsPayroll(
    tx,
    ctx.organizationId,
    rows.map((row) => row.id),
    { payrollId: null, updatedAt: ctx.now },
  );
  await insertClaimEvents(
    tx,
    rows.map((row) => ({
      organizationId: ctx.organizationId,
      claimId: row.id,
      kind: 'unlinked' as const,
      actorAccountId: ctx.accountId,
      comment: `Payroll #${payroll.payrollNo} was deleted`,
      at: ctx.now,
    })),
  );
}

/** The payroll was paid: so were its claims. */
export async function markClaimsPaidBy(
  tx: Db,
  ctx: TenantContext,
  payroll: { id: string; payrollNo: number },
): Promise<void> {
  const rows = (await claimsLinkedTo(tx, ctx.organizationId, payroll.id)).filter(
    (row) => row.status === 'approved',
  );
  await setClaimsPayroll(
    tx,
    ctx.organizationId,
    rows.map((row) => row.id),
    { status: 'paid', paidAt: ctx.now, updatedAt: ctx.now },
  );
  await insertClaimEvents(
    tx,
    rows.map((row) => ({
      organizationId: ctx.organizationId,
      claimId: row.id,
      kind: 'paid' as const,
      actorAccountId: ctx.accountId,
      comment: `Payroll #${payroll.payrollNo}`,
      at: ctx.now,
    })),
  );
}
