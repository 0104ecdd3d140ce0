import type { Db } from '../db/client.js';
import { forgetOldAllowances } from '../modules/rate-limits/rate-limits.service.js';
import type { Jobs } from './boss.js';

export const rateLimitCleanupQueue = 'rate-limit-cleanup';

/** Hourly, counts of windows long over are deleted so the table holds only live allowances. */
export async function registerRateLimitCleanupWorker(jobs: Jobs, db: Db, clock: () => Date) {
  await jobs.createQueue(rateLimitCleanupQueue);
  await jobs.schedule(rateLimitCleanupQueue, '17 * * * *');
  await jobs.work(rateLimitCleanupQueue, async () => {
    await forgetOldAllowances(db, clock());
  });
}
