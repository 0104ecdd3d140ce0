import type { Db } from '../db/client.js';
import {
  type AccountRef,
  resetRequestQueue,
  sendResetCode,
} from '../modules/identity/password-reset.service.js';
import { enqueueOn, type Jobs } from './boss.js';

/**
 * Looks up the account of each reset request after it was answered, and mails its code. A batch
 * a second, so that a burst of requests for unknown e-mails does not hold up real ones for long.
 */
export async function registerPasswordResetWorker(
  jobs: Jobs,
  db: Db,
  secret: string,
  clock: () => Date,
) {
  await jobs.createQueue(resetRequestQueue);
  const enqueue = enqueueOn(jobs);
  await jobs.work<AccountRef>(
    resetRequestQueue,
    { pollingIntervalSeconds: 1, batchSize: 20 },
    async (batch) => {
      await Promise.all(
        batch.map((job) => sendResetCode({ db, enqueue, secret, now: clock() }, job.data)),
      );
    },
  );
}
