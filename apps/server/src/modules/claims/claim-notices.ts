// What follows a change to a claim besides the change itself: mails to the people it concerns,
// queued in the outbox inside the change's transaction and handed to the mail job once it
// committed. Never to the person who made the change.
import { claimNumberText } from '@tembusu/contracts/claims';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import type { Enqueue } from '../../enqueue.js';
import { notFound } from '../../errors.js';
import { organizationAdminMailboxes } from '../identity/identity.service.js';
import type { Approver } from '../leave/approvers.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import {
  type ClaimMail,
  type ClaimMailClaim,
  claimApprovedMail,
  claimRejectedMail,
  claimReturnedMail,
  claimToDecideMail,
} from './claim-mails.js';
import { claimMailboxes, findClaimRow } from './claims.repository.js';

/** What the claims routes give the use cases for the mails that follow a change. */
export type ClaimFollowUps = {
  enqueue: Enqueue | null;
  /** The web app's address, for the links in mails. */
  publicUrl: string;
};

type Mailbox = { accountId: string | null; name: string; email: string; staff: boolean };

export type ClaimNotices = {
  /** Submitted, or moved on to the next level: the approver whose turn it is. */
  toDecide(tx: Db, claimId: string, decider: Approver): Promise<void>;
  /** Finally approved: the employee. */
  approved(tx: Db, claimId: string): Promise<void>;
  rejected(tx: Db, claimId: string, comment: string | null): Promise<void>;
  returned(tx: Db, claimId: string, comment: string | null): Promise<void>;
};

/** Runs a claim use case in its tenant transaction, then hands its queued mails to the mail job. */
export async function withClaimNotices<T>(
  ctx: TenantContext,
  followUps: ClaimFollowUps,
  work: (tx: Db, notices: ClaimNotices) => Promise<T>,
): Promise<T> {
  const outboxIds: string[] = [];
  const result = await withTenant(ctx.db, ctx.organizationId, (tx) =>
    work(tx, claimNotices(ctx, followUps, outboxIds)),
  );
  for (const outboxId of outboxIds) await dispatchMail(followUps.enqueue, outboxId);
  return result;
}

function claimNotices(
  ctx: TenantContext,
  followUps: ClaimFollowUps,
  outboxIds: string[],
): ClaimNotices {
  const { organizationId } = ctx;

  async function load(tx: Db, claimId: string) {
    const row = await findClaimRow(tx, organizationId, claimId);
    if (!row) throw notFound('Claim');
    const claim: ClaimMailClaim = {
      number: claimNumberText(row.claim.number),
      employeeName: row.employeeName,
      claimTypeName: row.typeName,
      claimDate: row.claim.claimDate,
      amount: row.claim.amount,
      currency: row.claim.currency,
      amountSgd: row.claim.amountSgd,
      description: row.claim.description,
    };
    return { employeeId: row.claim.employeeId, claim };
  }

  async function employeesMailboxes(tx: Db, employeeIds: string[]): Promise<Mailbox[]> {
    const rows = await claimMailboxes(tx, organizationId, { employeeIds, accountIds: [] });
    return rows
      .filter((row) => row.isActive)
      .map((row) => ({
        accountId: row.accountId,
        name: row.name,
        email: row.email,
        staff: row.role === 'employee',
      }));
  }

  async function decidersMailboxes(tx: Db, decider: Approver): Promise<Mailbox[]> {
    if (decider.employeeId) return employeesMailboxes(tx, [decider.employeeId]);
    return (await organizationAdminMailboxes(tx, ctx)).map((admin) => ({
      accountId: null,
      ...admin,
      staff: false,
    }));
  }

  let actor: { name: string; email: string | null } | undefined;
  async function actorOf(tx: Db) {
    if (!actor) {
      const [own] = await claimMailboxes(tx, organizationId, {
        employeeIds: [],
        accountIds: [ctx.accountId],
      });
      actor = { name: own?.name ?? 'an admin', email: own?.email.toLowerCase() ?? null };
    }
    return actor;
  }

  /** Queues one mail to each mailbox, once per address and never to whoever made the change. */
  async function send(
    tx: Db,
    claimId: string,
    to: Mailbox[],
    compose: (to: Mailbox, link: string) => ClaimMail,
  ) {
    const self = await actorOf(tx);
    const sent = new Set<string>();
    for (const mailbox of to) {
      const address = mailbox.email.toLowerCase();
      if (mailbox.accountId === ctx.accountId || address === self.email) continue;
      if (sent.has(address)) continue;
      sent.add(address);
      const link = mailbox.staff
        ? `${followUps.publicUrl}/staff-claims/${claimId}`
        : `${followUps.publicUrl}/claims/summary/${claimId}`;
      outboxIds.push(
        await enqueueMail(tx, { organizationId, to: mailbox.email, ...compose(mailbox, link) }),
      );
    }
  }

  async function toEmployee(
    tx: Db,
    claimId: string,
    compose: (claim: ClaimMailClaim, link: string, by: string) => ClaimMail,
  ) {
    const { employeeId, claim } = await load(tx, claimId);
    const by = (await actorOf(tx)).name;
    await send(tx, claimId, await employeesMailboxes(tx, [employeeId]), (_to, link) =>
      compose(claim, link, by),
    );
  }

  return {
    async toDecide(tx, claimId, decider) {
      const { claim } = await load(tx, claimId);
      await send(tx, claimId, await decidersMailboxes(tx, decider), (to, link) =>
        claimToDecideMail(to.name, claim, link),
      );
    },
    approved: (tx, claimId) => toEmployee(tx, claimId, claimApprovedMail),
    rejected: (tx, claimId, comment) =>
      toEmployee(tx, claimId, (claim, link, by) => claimRejectedMail(claim, link, by, comment)),
    returned: (tx, claimId, comment) =>
      toEmployee(tx, claimId, (claim, link, by) => claimReturnedMail(claim, link, by, comment)),
  };
}
