import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Enqueue } from '../enqueue.js';

export type Jobs = PgBoss;

/**
 * pg-boss on the same pool as the application, so that on PGlite's single session its queries
 * queue behind application transactions instead of interleaving with them.
 */
export async function startJobs(
  database: Database,
  onError: (error: Error) => void,
): Promise<Jobs> {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values),
    },
    schema: 'pgboss',
    // Maintenance and monitoring poll the database; minutes apart is plenty for this workload.
    maintenanceIntervalSeconds: 300,
    monitorStateIntervalSeconds: 300,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

export function enqueueOn(jobs: Jobs): Enqueue {
  return async (queue, data, options) => {
    await jobs.send(queue, data, options);
  };
}

export async function stopJobs(boss: Jobs): Promise<void> {
  await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
}
