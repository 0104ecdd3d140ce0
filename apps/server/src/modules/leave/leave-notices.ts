// What follows a change to a leave request besides the change itself: mails to the people it
// concerns, and the ports of the modules above leave that act on approved leave (freeing the
// person's bookings, clearing their absences). All happen inside the change's transaction (mails
// through the outbox), so they go only if it commits.
import type { LeaveSettings } from '@tembusu/contracts/leave';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import type { Enqueue } from '../../enqueue.js';
import { notFound } from '../../errors.js';
import { organizationAdminMailboxes } from '../identity/identity.service.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import { findLeavePerson, findLeaveRequestRow, leaveMailboxes } from './leave.repository.js';
import { daysOffOf } from './leave-days.js';
import {
  type LeaveMail,
  type LeaveMailRequest,
  leaveApprovedMail,
  leaveCancelledMail,
  leaveRejectedMail,
  leaveRequestMadeMail,
  leaveToDecideMail,
} from './leave-mails.js';
import type { OnLeaveApproved } from './leave-ports.js';
import { leaveSettingsIn } from './leave-types.service.js';

/** What the leave routes give the request use cases for what follows a change. */
export type LeaveFollowUps = {
  enqueue: Enqueue | null;
  /** The web app's address, for the links in mails. */
  publicUrl: string;
  /** What the modules above leave do on approval, run in turn (leave-ports.ts). */
  onLeaveApproved: readonly OnLeaveApproved[];
};

/** Who decides a level: an employee (manager or head), or the organisation's admins (null). */
type Decider = { employeeId: string | null; label: string };

type Mailbox = { accountId: string | null; name: string; email: string; staff: boolean };

export type LeaveNotices = {
  /** A request was made: the approver whose turn it is, and those the settings name. */
  submitted(tx: Db, requestId: string, decider: Decider | null): Promise<void>;
  /** One level approved and the next one's turn. */
  movedOn(tx: Db, requestId: string, decider: Decider): Promise<void>;
  /** Finally approved: the employee is told, their bookings on the days freed, absences cleared. */
  approved(tx: Db, requestId: string): Promise<void>;
  /** Approved leave changed: bookings on its new days are freed, absences on them cleared. */
  approvedDaysChanged(tx: Db, requestId: string): Promise<void>;
  rejected(tx: Db, requestId: string, comment: string | null): Promise<void>;
  /** Cancelled: when by someone else, the employee and whoever it was waiting for are told. */
  cancelled(
    tx: Db,
    requestId: string,
    waitingFor: Decider | null,
    comment: string | null,
  ): Promise<void>;
};

/**
 * Runs a request use case in its tenant transaction with the notices it sends; the mails queued
 * in the outbox are handed to the mail job once the transaction committed.
 */
export async function withLeaveNotices<T>(
  ctx: TenantContext,
  followUps: LeaveFollowUps,
  work: (tx: Db, notices: LeaveNotices) => Promise<T>,
): Promise<T> {
  const outboxIds: string[] = [];
  const result = await withTenant(ctx.db, ctx.organizationId, (tx) =>
    work(tx, leaveNotices(ctx, followUps, outboxIds)),
  );
  for (const outboxId of outboxIds) await dispatchMail(followUps.enqueue, outboxId);
  return result;
}

function leaveNotices(
  ctx: TenantContext,
  followUps: LeaveFollowUps,
  outboxIds: string[],
): LeaveNotices {
  const { organizationId } = ctx;

  async function load(tx: Db, requestId: string) {
    const row = await findLeaveRequestRow(tx, organizationId, requestId);
    const person = row && (await findLeavePerson(tx, organizationId, row.request.employeeId));
    if (!row || !person) throw notFound('Leave request');
    const request: LeaveMailRequest = {
      employeeName: row.employeeName,
      leaveTypeName: row.typeName,
      startDate: row.request.startDate,
      endDate: row.request.endDate,
      startPart: row.request.startPart,
      endPart: row.request.endPart,
      days: row.request.days,
      reason: row.request.reason,
    };
    return { row, person, request };
  }

  async function employeesMailboxes(tx: Db, employeeIds: (string | null)[]): Promise<Mailbox[]> {
    const ids = employeeIds.filter((id): id is string => id !== null);
    const rows = await leaveMailboxes(tx, organizationId, { employeeIds: ids, accountIds: [] });
    return rows
      .filter((row) => row.isActive)
      .map((row) => ({
        accountId: row.accountId,
        name: row.name,
        email: row.email,
        staff: row.role === 'employee',
      }));
  }

  async function adminMailboxes(tx: Db): Promise<Mailbox[]> {
    return (await organizationAdminMailboxes(tx, ctx)).map((admin) => ({
      accountId: null,
      ...admin,
      staff: false,
    }));
  }

  const decidersMailboxes = (tx: Db, decider: Decider) =>
    decider.employeeId ? employeesMailboxes(tx, [decider.employeeId]) : adminMailboxes(tx);

  let actor: { name: string; email: string | null } | undefined;
  async function actorOf(tx: Db) {
    if (!actor) {
      const [own] = await leaveMailboxes(tx, organizationId, {
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
    requestId: string,
    to: Mailbox[],
    compose: (to: Mailbox, link: string) => LeaveMail,
    alreadySent = new Set<string>(),
  ) {
    const self = await actorOf(tx);
    for (const mailbox of to) {
      const address = mailbox.email.toLowerCase();
      if (mailbox.accountId === ctx.accountId || address === self.email) continue;
      if (alreadySent.has(address)) continue;
      alreadySent.add(address);
      const link = mailbox.staff
        ? `${followUps.publicUrl}/staff-leaves/${requestId}`
        : `${followUps.publicUrl}/leaves/leaves-summary/${requestId}`;
      outboxIds.push(
        await enqueueMail(tx, { organizationId, to: mailbox.email, ...compose(mailbox, link) }),
      );
    }
    return alreadySent;
  }

  /** Those the leave settings name to be told of a request, beside its approver. */
  async function notified(tx: Db, person: Awaited<ReturnType<typeof load>>['person']) {
    const settings: LeaveSettings = await leaveSettingsIn(tx, organizationId);
    const others = (id: string | null) => (id && id !== person.id ? id : null);
    const people = await employeesMailboxes(tx, [
      settings.notify.includes('reportingManager') ? others(person.managerId) : null,
      settings.notify.includes('departmentHead') ? others(person.departmentHeadId) : null,
    ]);
    return settings.notify.includes('admins') ? [...people, ...(await adminMailboxes(tx))] : people;
  }

  async function onApproved(tx: Db, loaded: Awaited<ReturnType<typeof load>>) {
    const [employee] = await leaveMailboxes(tx, organizationId, {
      employeeIds: [loaded.person.id],
      accountIds: [],
    });
    if (!employee) return;
    const leave = {
      requestId: loaded.row.request.id,
      leaveTypeName: loaded.row.typeName,
      employee: {
        id: loaded.person.id,
        name: employee.name,
        email: employee.email,
        isActive: employee.isActive,
      },
      days: daysOffOf(loaded.row.request),
    };
    for (const port of followUps.onLeaveApproved) {
      outboxIds.push(...(await port(tx, ctx, leave)));
    }
  }

  return {
    async submitted(tx, requestId, decider) {
      const { person, request, row } = await load(tx, requestId);
      const sent = decider
        ? await send(tx, requestId, await decidersMailboxes(tx, decider), (to, link) =>
            leaveToDecideMail(to.name, request, link),
          )
        : undefined;
      const state = decider
        ? { waitingFor: decider.label }
        : { approvedBy: row.decidedByName ?? (await actorOf(tx)).name };
      await send(
        tx,
        requestId,
        await notified(tx, person),
        (to, link) => leaveRequestMadeMail(to.name, request, link, state),
        sent,
      );
    },

    async movedOn(tx, requestId, decider) {
      const { request } = await load(tx, requestId);
      await send(tx, requestId, await decidersMailboxes(tx, decider), (to, link) =>
        leaveToDecideMail(to.name, request, link),
      );
    },

    async approved(tx, requestId) {
      const loaded = await load(tx, requestId);
      const by = (await actorOf(tx)).name;
      await send(tx, requestId, await employeesMailboxes(tx, [loaded.person.id]), (_to, link) =>
        leaveApprovedMail(loaded.request, link, by),
      );
      await onApproved(tx, loaded);
    },

    async approvedDaysChanged(tx, requestId) {
      await onApproved(tx, await load(tx, requestId));
    },

    async rejected(tx, requestId, comment) {
      const { person, request } = await load(tx, requestId);
      const by = (await actorOf(tx)).name;
      await send(tx, requestId, await employeesMailboxes(tx, [person.id]), (_to, link) =>
        leaveRejectedMail(request, link, by, comment),
      );
    },

    async cancelled(tx, requestId, waitingFor, comment) {
      const { person, request } = await load(tx, requestId);
      if (person.accountId === ctx.accountId) return;
      const by = (await actorOf(tx)).name;
      const employee = await employeesMailboxes(tx, [person.id]);
      const deciders = waitingFor ? await decidersMailboxes(tx, waitingFor) : [];
      const sent = await send(tx, requestId, employee, (to, link) =>
        leaveCancelledMail({ name: to.name, isEmployee: true }, request, link, by, comment),
      );
      await send(
        tx,
        requestId,
        deciders,
        (to, link) =>
          leaveCancelledMail({ name: to.name, isEmployee: false }, request, link, by, comment),
        sent,
      );
    },
  };
}
