import type { Db } from '../db/client.js';
import { releaseUncheckedBookings } from '../modules/desk-booking/desk-booking.service.js';
import type { Jobs } from './boss.js';

export const deskReleaseQueue = 'desk-release';

/** Every minute, desks booked but not checked in to within the window go back to everyone. */
export async function registerDeskReleaseWorker(jobs: Jobs, db: Db, clock: () => Date) {
  await jobs.createQueue(deskReleaseQueue);
  await jobs.schedule(deskReleaseQueue, '* * * * *');
  await jobs.work(deskReleaseQueue, async () => {
    await releaseUncheckedBookings(db, clock());
  });
}
