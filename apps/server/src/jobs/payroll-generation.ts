import type { Db } from '../db/client.js';
import {
  type GenerationJob,
  payrollGenerationQueue,
  runPayrollGeneration,
} from '../modules/payroll/payroll-runs.service.js';
import type { Jobs } from './boss.js';

/** Generates payrolls one at a time; a failed one is recorded on its generation, not retried. */
export async function registerPayrollGenerationWorker(
  jobs: Jobs,
  db: Db,
  clock: () => Date,
): Promise<void> {
  await jobs.createQueue(payrollGenerationQueue);
  await jobs.work<GenerationJob>(
    payrollGenerationQueue,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await runPayrollGeneration(db, job.data, clock);
    },
  );
}
