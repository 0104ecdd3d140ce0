import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/rate-limits.js';

/**
 * Counts one use of the key in its current window, in one statement: concurrent callers queue on
 * the row, so each sees a different count. Answers the count with this use, and when the window
 * started.
 */
export async function countUse(db: Db, key: string, windowSeconds: number, now: Date) {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error(`The use of ${key} was not counted`);
  return row;
}

/** Gives one use back, for a use that turned out not to count (a right password). */
export async function uncountUse(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearUses(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets windows that ended before the given time. */
export async function deleteUsesBefore(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}
