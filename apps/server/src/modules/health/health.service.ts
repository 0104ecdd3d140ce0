import type { Db } from '../../db/client.js';
import { pingDatabase } from './health.repository.js';

/**
 * How long the database takes to answer a trivial query, in milliseconds to two decimals.
 * Rejects when the database does not answer; the caller decides what that means for health.
 */
export async function databaseLatencyMs(db: Db): Promise<number> {
  const started = performance.now();
  await pingDatabase(db);
  return Math.round((performance.now() - started) * 100) / 100;
}
