import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { Enqueue } from '../../enqueue.js';
import {
  findPendingMail,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
} from './mail.repository.js';

export const mailQueue = 'mail.send';
const maxAttempts = 5;

export type MailTransport = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise the mail is written to the server log (and to files in
 * MAIL_DROP_DIR when set), so that the embedded default works offline and a developer can read
 * the reset code there.
 */
export function createMailTransport(
  config: { smtpUrl: string | undefined; mailFrom: string; mailDropDir: string | undefined },
  log: FastifyBaseLogger,
): MailTransport {
  const { smtpUrl, mailFrom: from, mailDropDir } = config;
  if (!smtpUrl) {
    return async (mail) => {
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `mail (not sent: no SMTP_URL)\n${mail.text}`,
      );
      if (mailDropDir) {
        await mkdir(mailDropDir, { recursive: true });
        const name = `${Date.now()}-${randomUUID()}.txt`;
        const file = [`From: ${from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text];
        await writeFile(join(mailDropDir, name), file.join('\n'));
      }
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}

export type OutgoingMail = {
  organizationId: string | null;
  to: string;
  subject: string;
  text: string;
};

/**
 * Queues a mail in its sender's transaction (the outbox), so that it goes only if the sender's
 * change commits: it takes the caller's `tx` and sends nothing. Answers the outbox id, for
 * `dispatchMail` once that transaction committed.
 */
export function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  return insertOutboxMail(tx, {
    organizationId: mail.organizationId,
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
  });
}

/** Hands a queued outbox row to the mail job; call it once the row's transaction committed. */
export async function dispatchMail(enqueue: Enqueue | null, outboxId: string): Promise<void> {
  await enqueue?.(mailQueue, { outboxId }, { retryLimit: maxAttempts - 1, retryBackoff: true });
}

/** The mail job: sends a queued mail unless it went already; a failure is retried by the queue. */
export async function deliverMail(
  db: Db,
  transport: MailTransport,
  outboxId: string,
  clock: () => Date,
): Promise<void> {
  const mail = await findPendingMail(db, outboxId);
  if (!mail) return;
  try {
    await transport({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText });
    await markMailSent(db, mail.id, clock());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markMailAttemptFailed(db, mail.id, message, mail.attempts + 1 >= maxAttempts);
    throw error;
  }
}
