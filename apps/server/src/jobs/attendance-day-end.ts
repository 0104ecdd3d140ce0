import type { Db } from '../db/client.js';
import { closeAttendanceDays } from '../modules/attendance/attendance-day-end.service.js';
import type { Jobs } from './boss.js';

export const attendanceDayEndQueue = 'attendance-day-end';

/**
 * Every quarter of an hour, since each person's day ends in their own zone and their shift's end:
 * open logs whose check-out is due are closed or marked, and days expected but not worked are
 * marked absent.
 */
export async function registerAttendanceDayEndWorker(jobs: Jobs, db: Db, clock: () => Date) {
  await jobs.createQueue(attendanceDayEndQueue);
  await jobs.schedule(attendanceDayEndQueue, '*/15 * * * *');
  await jobs.work(attendanceDayEndQueue, async () => {
    await closeAttendanceDays(db, clock());
  });
}
