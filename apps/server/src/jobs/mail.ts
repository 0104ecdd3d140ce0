import type { Db } from '../db/client.js';
import { deliverMail, type MailTransport, mailQueue } from '../modules/mail/mail.service.js';
import type { Jobs } from './boss.js';

export async function registerMailWorker(
  jobs: Jobs,
  db: Db,
  transport: MailTransport,
  clock: () => Date,
): Promise<void> {
  await jobs.createQueue(mailQueue);
  await jobs.work<{ outboxId: string }>(mailQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await deliverMail(db, transport, job.data.outboxId, clock);
  });
}
