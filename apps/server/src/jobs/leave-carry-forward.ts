import type { Db } from '../db/client.js';
import { runDueCarryForwards } from '../modules/leave/leave-carry-forward.service.js';
import type { Jobs } from './boss.js';

export const leaveCarryForwardQueue = 'leave-carry-forward';

/**
 * Early every morning, Singapore time, each organisation's people whose leave year has turned and
 * whose run date has come have their unused days carried forward. Daily rather than once a year:
 * a run date may be set late, and by hire anniversary years turn on any day.
 */
export async function registerLeaveCarryForwardWorker(jobs: Jobs, db: Db, clock: () => Date) {
  await jobs.createQueue(leaveCarryForwardQueue);
  await jobs.schedule(leaveCarryForwardQueue, '30 1 * * *', {}, { tz: 'Asia/Singapore' });
  await jobs.work(leaveCarryForwardQueue, async () => {
    await runDueCarryForwards(db, clock());
  });
}
