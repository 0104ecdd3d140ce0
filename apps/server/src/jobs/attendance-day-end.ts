import type { Db } from '../db/client.js';
import { closeAttendanceDays } from '../modules/attendance/attendance-day-end.service.js';
import { enqueueOn, type Jobs } from './boss.js';

export const attendanceDayEndQueue = 'attendance-day-end';

/**
 * Every quarter of an hour, since each person's day ends in their own zone and their shift's end:
 * open logs whose check-out is due are closed or marked, and days expected but not worked are
 * marked absent. The mails it queues go to the mail job, which retries a failed send.
 */
export async function registerAttendanceDayEndWorker(
  jobs: Jobs,
  db: Db,
  clock: () => Date,
  publicUrl: string,
) {
  await jobs.createQueue(attendanceDayEndQueue);
  await jobs.schedule(attendanceDayEndQueue, '*/15 * * * *');
  const enqueue = enqueueOn(jobs);
  await jobs.work(attendanceDayEndQueue, async () => {
    await closeAttendanceDays(db, clock(), { enqueue, publicUrl });
  });
}
