// Mails to the employee an attendance change concerns. Each is queued in the change's own
// transaction (the outbox), so a change rolled back sends nothing, and handed to the mail job once
// that transaction committed, which retries a failed send.
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import type { Enqueue } from '../../enqueue.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import { employeeMailbox } from './attendance-logs.repository.js';
import { type AttendanceMail, timesAskedMail } from './attendance-mails.js';

/** What the routes and the day-end job give the use cases that mail: the queue, the web's URL. */
export type AttendanceFollowUps = { enqueue: Enqueue | null; publicUrl: string };

/** Queues a mail to an employee, composed with their name; nothing without an active sign-in. */
export type MailEmployee = (
  employeeId: string,
  compose: (name: string) => AttendanceMail,
) => Promise<void>;

/**
 * The employee's own screen for a day: the log's page, which shows the day's form too, else their
 * attendance, which lists the forms waiting on them and their correction requests.
 */
export function staffAttendanceLink(publicUrl: string, logId: string | null): string {
  return logId ? `${publicUrl}/staff-attendance/${logId}` : `${publicUrl}/staff-attendance`;
}

/** A mailer that queues in `tx` and collects the outbox ids for dispatch after the commit. */
export function employeeMailer(tx: Db, organizationId: string, outboxIds: string[]): MailEmployee {
  return async (employeeId, compose) => {
    const mailbox = await employeeMailbox(tx, organizationId, employeeId);
    if (!mailbox?.isActive) return;
    outboxIds.push(
      await enqueueMail(tx, { organizationId, to: mailbox.email, ...compose(mailbox.name) }),
    );
  };
}

/** Hands the queued mails to the mail job; call it once their transaction committed. */
export async function dispatchAttendanceMails(
  enqueue: Enqueue | null,
  outboxIds: readonly string[],
): Promise<void> {
  for (const outboxId of outboxIds) await dispatchMail(enqueue, outboxId);
}

/** Runs a use case in its tenant transaction; the mails it queued leave once it committed. */
export async function withEmployeeMails<T>(
  ctx: TenantContext,
  followUps: AttendanceFollowUps,
  work: (tx: Db, mailEmployee: MailEmployee) => Promise<T>,
): Promise<T> {
  const outboxIds: string[] = [];
  const result = await withTenant(ctx.db, ctx.organizationId, (tx) =>
    work(tx, employeeMailer(tx, ctx.organizationId, outboxIds)),
  );
  await dispatchAttendanceMails(followUps.enqueue, outboxIds);
  return result;
}

/** Tells the employee a form waits on their times: what day, what is asked, and where to answer. */
export function mailTimesAsked(
  mailEmployee: MailEmployee,
  publicUrl: string,
  form: { employeeId: string; workDate: string; reason: string; logId: string | null },
): Promise<void> {
  return mailEmployee(form.employeeId, (name) =>
    timesAskedMail(name, form, staffAttendanceLink(publicUrl, form.logId)),
  );
}
