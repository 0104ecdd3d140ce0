// Claims: making and changing them, the rules a claim must pass to be submitted and approved, the
// approval flow, and how a claim reads to the admins, its employee and its approvers.
import {
  type Claim,
  type ClaimList,
  type ClaimSettings,
  type ClaimStatus,
  type ClaimUsage,
  claimNumberText,
  claimStatuses,
  homeCurrency,
  payrollMonthOf,
  sgdAmountOf,
  type zAdminClaimInput,
  type zClaimInput,
  type zClaimListQuery,
} from '@tembusu/contracts/claims';
import type { z } from 'zod';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { forbidden, invalid, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationToday, ownEmployee } from '../employees/employees.service.js';
import {
  type Approver,
  adminApprover,
  approverAtLevel,
  approverNamesOf,
  nextLevelApprover,
  peopleApprovedBy,
} from '../leave/approvers.js';
import { findUpload } from '../uploads/uploads.service.js';
import { type ClaimFollowUps, type ClaimNotices, withClaimNotices } from './claim-notices.js';
import {
  centsOf,
  centsText,
  claimDateProblem,
  limitRefusal,
  maxClaimCents,
  periodsOf,
} from './claim-rules.js';
import { claimSettingsIn, presentClaimTypes } from './claim-types.service.js';
import { type ClaimViewer, claimAllows, requireClaimAllows } from './claims.policy.js';
import {
  type ClaimFilter,
  type ClaimPerson,
  type ClaimRecord,
  type ClaimRow,
  type ClaimTypeRecord,
  claimedSgd,
  claimedSgdByType,
  claimPeople,
  claimRowsByIds,
  claimStatusTotals,
  deleteClaim,
  duplicatesOfClaims,
  eventsOfClaims,
  findClaimRow,
  findClaimType,
  insertClaim,
  insertClaimEvent,
  listClaimPage,
  listClaimTypeRows,
  lockClaimsOf,
  receiptsOfClaims,
  replaceClaimReceipts,
  takeClaimNumber,
  updateClaim,
} from './claims.repository.js';

type ClaimValuesInput = z.output<typeof zClaimInput>;
type AdminClaimValuesInput = z.output<typeof zAdminClaimInput>;
type ListQuery = z.output<typeof zClaimListQuery>;

/** Whose screens a call comes from: an admin's, or a staff member's acting for themselves. */
export type ClaimSide = { side: 'admin' } | { side: 'staff'; employeeId: string };

/** Resolves the caller's side inside the use case's transaction. */
export type SideOf = (tx: Db, ctx: TenantContext) => Promise<ClaimSide>;

export const asAdmin: SideOf = async () => ({ side: 'admin' });

/** The caller's own employee record, for the staff side; 403 for an account without one. */
export const asStaff: SideOf = async (tx, ctx) => {
  const own = await ownEmployee(tx, ctx);
  if (!own) throw forbidden('This needs an employee record');
  return { side: 'staff', employeeId: own.id };
};

/** The statuses whose claims count against a type's limits when a claim is submitted. */
const countedOnSubmit: ClaimStatus[] = ['submitted', 'approved', 'paid'];
/** On the final approval, only what is approved or paid counts. */
const countedOnApproval: ClaimStatus[] = ['approved', 'paid'];

// People and what the caller may see ---------------------------------------------------------------

async function personOf(tx: Db, ctx: TenantContext, employeeId: string, field: string | null) {
  const [person] = await claimPeople(tx, ctx.organizationId, [employeeId]);
  if (!person) {
    if (field) throw invalid(field, `${field}: choose an employee`);
    throw notFound('Employee');
  }
  return person;
}

function viewerOf(claim: Pick<ClaimRecord, 'employeeId'>, side: ClaimSide): ClaimViewer {
  if (side.side === 'admin') return 'admin';
  return claim.employeeId === side.employeeId ? 'owner' : 'approver';
}

/**
 * The claim if the caller may see it: admins any of the organisation's, staff their own and those
 * the people they approve for submitted. To anyone else it does not exist.
 */
async function visibleClaim(tx: Db, ctx: TenantContext, id: string, side: ClaimSide) {
  const row = await findClaimRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Claim');
  if (side.side === 'staff' && row.claim.employeeId !== side.employeeId) {
    // A draft is its employee's own until they submit it.
    if (row.claim.status === 'draft') throw notFound('Claim');
    const reports = await peopleApprovedBy(tx, ctx.organizationId, side.employeeId);
    if (!reports.includes(row.claim.employeeId)) throw notFound('Claim');
  }
  return row;
}

/**
 * Finds a claim the caller may see and takes its employee's claims lock, then reads it again:
 * what the use case decides on is what no other writer can change until it commits.
 */
async function lockedClaim(tx: Db, ctx: TenantContext, id: string, side: ClaimSide) {
  const seen = await visibleClaim(tx, ctx, id, side);
  await lockClaimsOf(tx, ctx.organizationId, seen.claim.employeeId);
  return visibleClaim(tx, ctx, id, side);
}

/** Who decides the claim's pending level now; null unless it waits for a decision. */
function waitingFor(
  claim: Pick<ClaimRecord, 'status' | 'pendingLevel'>,
  person: ClaimPerson,
  settings: ClaimSettings,
  names: ReadonlyMap<string, string>,
): Approver | null {
  if (claim.status !== 'submitted') return null;
  // A level the settings no longer have is the admins'.
  return (
    approverAtLevel(settings.approvalLevels, claim.pendingLevel, person, names) ?? adminApprover
  );
}

// The rules a claim must pass --------------------------------------------------------------------

type ClaimContent = Omit<ClaimValuesInput, 'submit'>;

type CheckedClaim = { type: ClaimTypeRecord; amountSgd: string; receiptIds: string[] };

/**
 * Checks what a claim says, in the order a person would put it right: its type (offered, and to
 * them), its date, its currency and what it comes to, and its receipts.
 */
async function checkClaim(
  tx: Db,
  ctx: TenantContext,
  person: ClaimPerson,
  input: ClaimContent,
  rules: { settings: ClaimSettings; today: string },
): Promise<CheckedClaim> {
  const type = await findClaimType(tx, ctx.organizationId, input.claimTypeId);
  if (!type) throw invalid('claimTypeId', 'claimTypeId: choose a claim type');
  const refusal = eligibilityRefusal(type, person);
  if (refusal) throw invalid('claimTypeId', `claimTypeId: ${refusal}`);
  const dateProblem = claimDateProblem(input.claimDate, rules.today, {
    name: person.name,
    startDate: person.employmentStartDate,
    endDate: person.employmentEndDate,
  });
  if (dateProblem) throw invalid('claimDate', `claimDate: ${dateProblem}`);
  const { currencies } = rules.settings;
  if (input.currency !== homeCurrency && !currencies.includes(input.currency)) {
    throw invalid(
      'currency',
      `currency: claims are made in ${[homeCurrency, ...currencies].join(', ')}`,
    );
  }
  const amountSgd = sgdAmountOf(input.amount, input.exchangeRate);
  if (centsOf(amountSgd) <= 0n) {
    throw invalid('amount', 'amount: at this rate the claim comes to less than S$0.01');
  }
  if (centsOf(amountSgd) > maxClaimCents) {
    throw invalid('amount', 'amount: at this rate the claim comes to more than S$9,999,999.99');
  }
  const receiptIds = [...new Set(input.receiptIds)];
  for (const receiptId of receiptIds) {
    if (!(await findUpload(tx, ctx, receiptId))) {
      throw invalid('receiptIds', 'receiptIds: a receipt file was not found');
    }
  }
  return { type, amountSgd, receiptIds };
}

/** Why the type is not open to the person (after "claimTypeId: "), or null. */
function eligibilityRefusal(type: ClaimTypeRecord, person: ClaimPerson): string | null {
  if (!type.isActive) return `${type.name} is no longer offered`;
  if (
    type.departmentIds.length > 0 &&
    (!person.departmentId || !type.departmentIds.includes(person.departmentId))
  ) {
    return `${type.name} is not offered to ${person.name}'s department`;
  }
  if (
    type.employmentTypes.length > 0 &&
    !type.employmentTypes.includes(person.employmentType as never)
  ) {
    return `${type.name} is not offered for ${person.name}'s employment type`;
  }
  return null;
}

/**
 * Refuses (400 on `amount`) a claim its type's limits do not allow, counting the person's other
 * claims of the type in the given statuses dated in the claim's month and year.
 */
async function checkLimits(
  tx: Db,
  ctx: TenantContext,
  claim: { id: string | null; employeeId: string; claimDate: string; amountSgd: string },
  type: ClaimTypeRecord,
  statuses: readonly ClaimStatus[],
) {
  const periods = periodsOf(claim.claimDate);
  const used = (period: { from: string; to: string }, limit: string | null) =>
    limit === null
      ? Promise.resolve('0')
      : claimedSgd(tx, ctx.organizationId, {
          employeeId: claim.employeeId,
          claimTypeId: type.id,
          ...period,
          statuses,
          excludingId: claim.id,
        });
  const refusal = limitRefusal(type, claim.amountSgd, {
    monthUsed: await used(periods.month, type.limitPerMonth),
    yearUsed: await used(periods.year, type.limitPerYear),
  });
  if (refusal) throw invalid('amount', refusal);
}

/** What a claim must have to be submitted besides what any claim must: receipts, and the limits. */
async function checkSubmission(
  tx: Db,
  ctx: TenantContext,
  claim: { id: string | null; employeeId: string; claimDate: string },
  checked: CheckedClaim,
) {
  if (checked.type.receiptRequired && checked.receiptIds.length === 0) {
    throw invalid('receiptIds', `receiptIds: attach a receipt for ${checked.type.name}`);
  }
  await checkLimits(
    tx,
    ctx,
    { ...claim, amountSgd: checked.amountSgd },
    checked.type,
    countedOnSubmit,
  );
}

/** A claim's columns as submitted now: waiting at the first level, due by the cut-off day. */
function submittedColumns(ctx: TenantContext, rules: { settings: ClaimSettings; today: string }) {
  return {
    status: 'submitted' as const,
    pendingLevel: 1,
    submittedAt: ctx.now,
    payrollMonth: payrollMonthOf(rules.today, rules.settings.cutOffDay),
    decidedBy: null,
    decidedAt: null,
  };
}

function contentColumns(input: ClaimContent, checked: CheckedClaim) {
  return {
    claimTypeId: checked.type.id,
    claimDate: input.claimDate,
    amount: input.amount,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    amountSgd: checked.amountSgd,
    description: input.description,
  };
}

async function rulesIn(tx: Db, ctx: TenantContext) {
  return {
    settings: await claimSettingsIn(tx, ctx.organizationId),
    today: await organizationToday(tx, ctx),
  };
}

async function recordEvent(
  tx: Db,
  ctx: TenantContext,
  claimId: string,
  kind: 'created' | 'edited' | 'submitted' | 'approved' | 'rejected' | 'returned',
  extra: { level?: number; comment?: string | null } = {},
) {
  await insertClaimEvent(tx, {
    organizationId: ctx.organizationId,
    claimId,
    kind,
    level: extra.level ?? null,
    actorAccountId: ctx.accountId,
    comment: extra.comment ?? null,
    at: ctx.now,
  });
}

/** Tells the first level's approver of a claim just submitted. */
async function noticeSubmitted(
  tx: Db,
  ctx: TenantContext,
  notices: ClaimNotices,
  claimId: string,
  person: ClaimPerson,
  settings: ClaimSettings,
) {
  const names = await approverNamesOf(tx, ctx.organizationId, [person]);
  const approver = waitingFor({ status: 'submitted', pendingLevel: 1 }, person, settings, names);
  if (approver) await notices.toDecide(tx, claimId, approver);
}

// Use cases --------------------------------------------------------------------------------------

/** A claim made by its employee (staff) or on an employee's behalf (admin): a draft, or submitted. */
export function createClaim(
  ctx: TenantContext,
  sideOf: SideOf,
  input: ClaimValuesInput | AdminClaimValuesInput,
  followUps: ClaimFollowUps,
) {
  return withClaimNotices(ctx, followUps, async (tx, notices) => {
    const side = await sideOf(tx, ctx);
    const person =
      side.side === 'staff'
        ? await personOf(tx, ctx, side.employeeId, null)
        : await personOf(tx, ctx, (input as AdminClaimValuesInput).employeeId, 'employeeId');
    await lockClaimsOf(tx, ctx.organizationId, person.id);
    const rules = await rulesIn(tx, ctx);
    const checked = await checkClaim(tx, ctx, person, input, rules);
    if (input.submit) {
      await checkSubmission(
        tx,
        ctx,
        { id: null, employeeId: person.id, claimDate: input.claimDate },
        checked,
      );
    }
    const number = await takeClaimNumber(tx, ctx.organizationId);
    const id = await insertClaim(tx, {
      organizationId: ctx.organizationId,
      number,
      employeeId: person.id,
      ...contentColumns(input, checked),
      status: 'draft',
      createdBy: ctx.accountId,
      createdAt: ctx.now,
      ...(input.submit ? submittedColumns(ctx, rules) : {}),
    });
    await replaceClaimReceipts(tx, ctx.organizationId, id, checked.receiptIds);
    await recordEvent(tx, ctx, id, 'created');
    await recordTenantAudit(ctx, tx, 'claims.claim.create', id, {
      employeeId: person.id,
      number: claimNumberText(number),
    });
    if (input.submit) {
      await recordEvent(tx, ctx, id, 'submitted');
      await recordTenantAudit(ctx, tx, 'claims.claim.submit', id);
      await noticeSubmitted(tx, ctx, notices, id, person, rules.settings);
    }
    return presentOne(tx, ctx, id, side);
  });
}

/**
 * Changes what a claim says. A submitted claim stays submitted and must pass submission again; a
 * draft or returned one is submitted too when the input says so.
 */
export function editClaim(
  ctx: TenantContext,
  sideOf: SideOf,
  id: string,
  input: ClaimValuesInput,
  followUps: ClaimFollowUps,
) {
  return withClaimNotices(ctx, followUps, async (tx, notices) => {
    const side = await sideOf(tx, ctx);
    const { claim } = await lockedClaim(tx, ctx, id, side);
    requireClaimAllows(claim, 'edit', viewerOf(claim, side));
    const person = await personOf(tx, ctx, claim.employeeId, null);
    const rules = await rulesIn(tx, ctx);
    const checked = await checkClaim(tx, ctx, person, input, rules);
    const stillSubmitted = claim.status === 'submitted';
    const submitting = !stillSubmitted && input.submit;
    if (stillSubmitted || submitting) {
      await checkSubmission(
        tx,
        ctx,
        { id, employeeId: person.id, claimDate: input.claimDate },
        checked,
      );
    }
    await updateClaim(tx, ctx.organizationId, id, {
      ...contentColumns(input, checked),
      ...(submitting ? submittedColumns(ctx, rules) : {}),
    });
    await replaceClaimReceipts(tx, ctx.organizationId, id, checked.receiptIds);
    await recordEvent(tx, ctx, id, 'edited');
    await recordTenantAudit(ctx, tx, 'claims.claim.update', id);
    if (submitting) {
      await recordEvent(tx, ctx, id, 'submitted');
      await recordTenantAudit(ctx, tx, 'claims.claim.submit', id);
      await noticeSubmitted(tx, ctx, notices, id, person, rules.settings);
    }
    return presentOne(tx, ctx, id, side);
  });
}

/** Sends a draft or returned claim for approval, checking it as it stands. */
export function submitClaim(
  ctx: TenantContext,
  sideOf: SideOf,
  id: string,
  followUps: ClaimFollowUps,
) {
  return withClaimNotices(ctx, followUps, async (tx, notices) => {
    const side = await sideOf(tx, ctx);
    const { claim } = await lockedClaim(tx, ctx, id, side);
    requireClaimAllows(claim, 'submit', viewerOf(claim, side));
    const person = await personOf(tx, ctx, claim.employeeId, null);
    const rules = await rulesIn(tx, ctx);
    const receipts = await receiptsOfClaims(tx, ctx.organizationId, [id]);
    const content: ClaimContent = {
      claimTypeId: claim.claimTypeId,
      claimDate: claim.claimDate,
      amount: claim.amount,
      currency: claim.currency,
      exchangeRate: claim.exchangeRate,
      description: claim.description,
      receiptIds: receipts.map((receipt) => receipt.id),
    };
    const checked = await checkClaim(tx, ctx, person, content, rules);
    await checkSubmission(
      tx,
      ctx,
      { id, employeeId: person.id, claimDate: claim.claimDate },
      checked,
    );
    await updateClaim(tx, ctx.organizationId, id, {
      amountSgd: checked.amountSgd,
      ...submittedColumns(ctx, rules),
    });
    await recordEvent(tx, ctx, id, 'submitted');
    await recordTenantAudit(ctx, tx, 'claims.claim.submit', id);
    await noticeSubmitted(tx, ctx, notices, id, person, rules.settings);
    return presentOne(tx, ctx, id, side);
  });
}

export type ClaimDecision = {
  action: 'approve' | 'reject' | 'return';
  comment: string | null;
};

/**
 * A decision on the pending level. An admin's approval completes the claim; an approver's moves it
 * to the next level, if there is one. The limits are checked again on the final approval, under
 * the employee's lock and counting approved and paid claims only, so that two approvals at once
 * cannot together pass a limit. Rejected claims are settled; returned ones go back to the
 * employee to change and submit again.
 */
export function decideClaim(
  ctx: TenantContext,
  sideOf: SideOf,
  id: string,
  decision: ClaimDecision,
  followUps: ClaimFollowUps,
) {
  return withClaimNotices(ctx, followUps, async (tx, notices) => {
    const side = await sideOf(tx, ctx);
    const { claim } = await lockedClaim(tx, ctx, id, side);
    requireClaimAllows(claim, 'decide', viewerOf(claim, side));
    const person = await personOf(tx, ctx, claim.employeeId, null);
    const settings = await claimSettingsIn(tx, ctx.organizationId);
    const names = await approverNamesOf(tx, ctx.organizationId, [person]);
    const approver = waitingFor(claim, person, settings, names) ?? adminApprover;
    if (side.side === 'staff' && approver.employeeId !== side.employeeId) {
      throw forbidden(`This claim is waiting for ${approver.label}`);
    }
    const level = claim.pendingLevel ?? 1;
    const decided = { decidedBy: ctx.accountId, decidedAt: ctx.now };
    if (decision.action === 'approve') {
      const next = nextLevelApprover(
        settings.approvalLevels,
        level,
        person,
        names,
        side.side === 'staff' ? side.employeeId : null,
      );
      if (next) {
        await updateClaim(tx, ctx.organizationId, id, { pendingLevel: level + 1, ...decided });
        await notices.toDecide(tx, id, next);
      } else {
        const type = await findClaimType(tx, ctx.organizationId, claim.claimTypeId);
        if (!type) throw notFound('Claim type');
        await checkLimits(tx, ctx, claim, type, countedOnApproval);
        await updateClaim(tx, ctx.organizationId, id, {
          status: 'approved',
          pendingLevel: null,
          ...decided,
        });
        await notices.approved(tx, id);
      }
    } else if (decision.action === 'reject') {
      await updateClaim(tx, ctx.organizationId, id, {
        status: 'rejected',
        pendingLevel: null,
        ...decided,
      });
      await notices.rejected(tx, id, decision.comment);
    } else {
      await updateClaim(tx, ctx.organizationId, id, { status: 'returned', pendingLevel: null });
      await notices.returned(tx, id, decision.comment);
    }
    const kind = ({ approve: 'approved', reject: 'rejected', return: 'returned' } as const)[
      decision.action
    ];
    await recordEvent(tx, ctx, id, kind, { level, comment: decision.comment });
    await recordTenantAudit(ctx, tx, `claims.claim.${decision.action}`, id, { level });
    return presentOne(tx, ctx, id, side);
  });
}

/** Deletes a claim never approved: a draft or returned one (and, for admins, a rejected one). */
export function removeClaim(ctx: TenantContext, sideOf: SideOf, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await sideOf(tx, ctx);
    const { claim } = await lockedClaim(tx, ctx, id, side);
    requireClaimAllows(claim, 'delete', viewerOf(claim, side));
    await deleteClaim(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'claims.claim.delete', id, {
      employeeId: claim.employeeId,
      number: claimNumberText(claim.number),
      status: claim.status,
    });
  });
}

export function getClaim(ctx: TenantContext, sideOf: SideOf, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await sideOf(tx, ctx);
    await visibleClaim(tx, ctx, id, side);
    return presentOne(tx, ctx, id, side);
  });
}

// Lists ------------------------------------------------------------------------------------------

const pageOf = (query: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/** Every status's count and SGD sum, in the statuses' order, zero where none matched. */
function totalsOf(found: readonly { status: ClaimStatus; count: number; amountSgd: string }[]) {
  return claimStatuses.map((status) => {
    const row = found.find((candidate) => candidate.status === status);
    return { status, count: row?.count ?? 0, amountSgd: row?.amountSgd ?? '0.00' };
  });
}

async function listed(
  tx: Db,
  ctx: TenantContext,
  side: ClaimSide,
  filter: Omit<ClaimFilter, 'statuses'>,
  query: ListQuery,
): Promise<ClaimList> {
  const { rows, total } = await listClaimPage(
    tx,
    ctx.organizationId,
    { ...filter, statuses: query.status ? [query.status] : undefined },
    pageOf(query),
  );
  const totals = totalsOf(
    (await claimStatusTotals(tx, ctx.organizationId, filter)).map((row) => ({
      ...row,
      amountSgd: centsText(centsOf(row.amountSgd)),
    })),
  );
  return { rows: await presentClaims(tx, ctx, rows, side), total, totals };
}

const queryFilter = (query: ListQuery): Omit<ClaimFilter, 'statuses'> => ({
  claimTypeId: query.claimTypeId,
  departmentId: query.departmentId,
  employeeIds: query.employeeId ? [query.employeeId] : undefined,
  from: query.from,
  to: query.to,
  search: query.search || undefined,
});

/** Every claim of the organisation the filters match, with the totals per status. */
export function listClaims(ctx: TenantContext, query: ListQuery) {
  return withTenant(ctx.db, ctx.organizationId, (tx) =>
    listed(tx, ctx, { side: 'admin' }, queryFilter(query), query),
  );
}

/** The caller's own claims. */
export function listOwnClaims(ctx: TenantContext, query: ListQuery) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await asStaff(tx, ctx);
    if (side.side !== 'staff') throw forbidden();
    const filter = {
      ...queryFilter(query),
      departmentId: undefined,
      employeeIds: [side.employeeId],
    };
    return listed(tx, ctx, side, filter, query);
  });
}

/** Submitted claims of the people a staff member approves for that wait for their decision. */
export function listClaimsToApprove(ctx: TenantContext, query: ListQuery): Promise<ClaimList> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await asStaff(tx, ctx);
    if (side.side !== 'staff') throw forbidden();
    const reports = await peopleApprovedBy(tx, ctx.organizationId, side.employeeId);
    if (reports.length === 0) return { rows: [], total: 0, totals: totalsOf([]) };
    const { rows } = await listClaimPage(
      tx,
      ctx.organizationId,
      {
        ...queryFilter(query),
        departmentId: undefined,
        employeeIds: reports,
        statuses: ['submitted'],
      },
      { offset: 0, limit: 1000 },
    );
    const waiting = (await presentClaims(tx, ctx, rows, side)).filter((claim) => claim.canDecide);
    const { offset, limit } = pageOf(query);
    const sum = waiting.reduce((total, claim) => total + centsOf(claim.amountSgd), 0n);
    return {
      rows: waiting.slice(offset, offset + limit),
      total: waiting.length,
      totals: totalsOf([{ status: 'submitted', count: waiting.length, amountSgd: centsText(sum) }]),
    };
  });
}

// What a staff member may claim ------------------------------------------------------------------

async function ownTypes(tx: Db, ctx: TenantContext) {
  const side = await asStaff(tx, ctx);
  if (side.side !== 'staff') throw forbidden();
  const person = await personOf(tx, ctx, side.employeeId, null);
  const rows = (await listClaimTypeRows(tx, ctx.organizationId, { claimsOf: person.id })).filter(
    (row) => eligibilityRefusal(row.type, person) === null,
  );
  return { person, rows };
}

/** The active types the caller may claim, with their limits; claimCount counts their own claims. */
export function listOwnClaimTypes(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows } = await ownTypes(tx, ctx);
    return presentClaimTypes(tx, ctx.organizationId, rows);
  });
}

/**
 * For each type the caller may claim, its limits and what their submitted, approved and paid
 * claims dated this month and this year come to.
 */
export function ownClaimUsage(ctx: TenantContext): Promise<ClaimUsage[]> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { person, rows } = await ownTypes(tx, ctx);
    const periods = periodsOf(await organizationToday(tx, ctx));
    const used = new Map(
      (
        await claimedSgdByType(tx, ctx.organizationId, {
          employeeId: person.id,
          statuses: countedOnSubmit,
          ...periods,
        })
      ).map((row) => [row.claimTypeId, row]),
    );
    return rows.map(({ type }) => ({
      claimType: { id: type.id, name: type.name },
      limitPerClaim: type.limitPerClaim,
      limitPerMonth: type.limitPerMonth,
      limitPerYear: type.limitPerYear,
      usedThisMonth: centsText(centsOf(used.get(type.id)?.month ?? '0')),
      usedThisYear: centsText(centsOf(used.get(type.id)?.year ?? '0')),
    }));
  });
}

// Presenting -------------------------------------------------------------------------------------

async function presentClaims(
  tx: Db,
  ctx: TenantContext,
  rows: readonly ClaimRow[],
  side: ClaimSide,
): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const { organizationId } = ctx;
  const ids = rows.map((row) => row.claim.id);
  const settings = await claimSettingsIn(tx, organizationId);
  const people = await claimPeople(tx, organizationId, [
    ...new Set(rows.map((row) => row.claim.employeeId)),
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  const names = await approverNamesOf(tx, organizationId, people);
  const receipts = groupedBy(await receiptsOfClaims(tx, organizationId, ids), (r) => r.claimId);
  const events = groupedBy(await eventsOfClaims(tx, organizationId, ids), (e) => e.claimId);
  // Staff see possible duplicates among the claims they may open: their own, and their reports'
  // once submitted.
  const reports =
    side.side === 'staff'
      ? new Set(await peopleApprovedBy(tx, organizationId, side.employeeId))
      : null;
  const opens = (duplicate: { employeeId: string; status: ClaimStatus }) =>
    side.side === 'admin' ||
    duplicate.employeeId === side.employeeId ||
    (duplicate.status !== 'draft' && reports?.has(duplicate.employeeId) === true);
  const duplicates = groupedBy(
    (await duplicatesOfClaims(tx, organizationId, ids)).filter(opens),
    (duplicate) => duplicate.claimId,
  );
  return rows.map((row) => {
    const { claim } = row;
    const person = personById.get(claim.employeeId);
    const approver = person ? waitingFor(claim, person, settings, names) : null;
    const viewer = viewerOf(claim, side);
    const canDecide =
      claimAllows(claim, 'decide', viewer) &&
      (side.side === 'admin' || approver?.employeeId === side.employeeId);
    return {
      id: claim.id,
      number: claimNumberText(claim.number),
      employee: {
        id: claim.employeeId,
        name: row.employeeName,
        employeeNumber: row.employeeNumber,
        departmentName: row.departmentName,
      },
      claimType: { id: claim.claimTypeId, name: row.typeName, taxable: row.typeTaxable },
      claimDate: claim.claimDate,
      amount: claim.amount,
      currency: claim.currency,
      exchangeRate: claim.exchangeRate,
      amountSgd: claim.amountSgd,
      description: claim.description,
      receipts: (receipts.get(claim.id) ?? []).map((receipt) => ({
        id: receipt.id,
        name: receipt.name,
        contentType: receipt.contentType,
        size: receipt.size,
      })),
      status: claim.status,
      pendingLevel: claim.status === 'submitted' ? claim.pendingLevel : null,
      waitingFor: approver?.label ?? null,
      approverName: row.decidedByName,
      payrollMonth: claim.payrollMonth,
      payroll:
        claim.payrollId && row.payrollNo !== null && row.payrollYear !== null
          ? {
              id: claim.payrollId,
              payrollNo: row.payrollNo,
              month: `${row.payrollYear}-${String(row.payrollMonth).padStart(2, '0')}`,
            }
          : null,
      possibleDuplicates: (duplicates.get(claim.id) ?? []).map((duplicate) => ({
        id: duplicate.id,
        number: claimNumberText(duplicate.number),
      })),
      events: (events.get(claim.id) ?? []).map((event) => ({
        kind: event.kind,
        level: event.level,
        actorName: event.actorName,
        comment: event.comment,
        at: event.at.toISOString(),
      })),
      createdAt: claim.createdAt.toISOString(),
      submittedAt: claim.submittedAt?.toISOString() ?? null,
      paidAt: claim.paidAt?.toISOString() ?? null,
      canEdit: claimAllows(claim, 'edit', viewer),
      canSubmit: claimAllows(claim, 'submit', viewer),
      canDelete: claimAllows(claim, 'delete', viewer),
      canDecide,
    };
  });
}

async function presentOne(tx: Db, ctx: TenantContext, id: string, side: ClaimSide) {
  const row = await findClaimRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Claim');
  const [claim] = await presentClaims(tx, ctx, [row], side);
  if (!claim) throw notFound('Claim');
  return claim;
}

/**
 * Claims of the organisation by id as the admins see them, inside the caller's transaction: for
 * the payroll's list of claims to pay.
 */
export async function claimsById(
  tx: Db,
  ctx: TenantContext,
  ids: readonly string[],
): Promise<Claim[]> {
  return presentClaims(tx, ctx, await claimRowsByIds(tx, ctx.organizationId, ids), {
    side: 'admin',
  });
}
