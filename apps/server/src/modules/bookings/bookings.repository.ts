// The booking core rooms and desks share: writing bookings of any resource, one writer of a
// resource at a time.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';

/** Holds the resource's booking lock until the transaction ends. */
export async function lockResource(db: Db, resourceId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${resourceId}, 0))`);
}

/**
 * Holds the lock on one person's bookings until the transaction ends, for rules that count
 * across resources (one desk at a time, so many a week). Taken before any resource lock.
 */
export async function lockBookingsOf(db: Db, organizationId: string, employeeId: string) {
  const key = `bookings-of:${organizationId}:${employeeId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function insertBooking(db: Db, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  if (!row) throw new Error('The booking was not saved');
  return row.id;
}

export async function updateBooking(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof bookings.$inferInsert>,
) {
  await db
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, id)));
}
