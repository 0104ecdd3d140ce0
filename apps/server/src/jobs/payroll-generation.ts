import type { Db } from '../db/client.js';
import {
  failQueuedGeneration,
  failStalledPayrollGenerations,
  type GenerationJob,
  payrollGenerationFailedQueue,
  payrollGenerationQueue,
  runPayrollGeneration,
} from '../modules/payroll/payroll-generation.service.js';
import type { Jobs } from './boss.js';

export const payrollGenerationSweepQueue = 'payroll-generation-sweep';

/**
 * Generates payrolls one at a time; a failed one is recorded on its generation, not retried.
 * Generations an instance stopped working on (it crashed, or was stopped mid-way) are given up
 * with the reason at start and every minute after, and so is one whose job failed before it
 * started.
 */
export async function registerPayrollGenerationWorker(
  jobs: Jobs,
  db: Db,
  clock: () => Date,
): Promise<void> {
  await jobs.createQueue(payrollGenerationFailedQueue);
  await jobs.createQueue(payrollGenerationQueue);
  await jobs.createQueue(payrollGenerationSweepQueue);
  await failStalledPayrollGenerations(db, clock());
  await jobs.schedule(payrollGenerationSweepQueue, '* * * * *');
  await jobs.work(payrollGenerationSweepQueue, async () => {
    await failStalledPayrollGenerations(db, clock());
  });
  await jobs.work<GenerationJob>(
    payrollGenerationQueue,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await runPayrollGeneration(db, job.data, clock);
    },
  );
  await jobs.work<GenerationJob>(payrollGenerationFailedQueue, async ([job]) => {
    if (job) await failQueuedGeneration(db, job.data, clock());
  });
}
