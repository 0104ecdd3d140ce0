import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/boss.js';
import { findPendingMail, markMailAttemptFailed, markMailSent } from './mail.repository.js';

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

/** Hands a queued outbox row to the mail job; call it once the row's transaction committed. */
export async function dispatchMail(jobs: Jobs | null, outboxId: string): Promise<void> {
  await jobs?.send(mailQueue, { outboxId }, { retryLimit: maxAttempts - 1, retryBackoff: true });
}

export async function registerMailWorker(
  jobs: Jobs,
  db: Db,
  transport: MailTransport,
  clock: () => Date,
): Promise<void> {
  await jobs.createQueue(mailQueue);
  await jobs.work<{ outboxId: string }>(mailQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const mail = await findPendingMail(db, job.data.outboxId);
    if (!mail) return;
    try {
      await transport({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText });
      await markMailSent(db, mail.id, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markMailAttemptFailed(db, mail.id, message, mail.attempts + 1 >= maxAttempts);
      throw error;
    }
  });
}
