import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import {
  insertBooking as insertBookingRow,
  lockBookingsOf as lockBookingsOfEmployee,
  lockResource as lockResourceRow,
  updateBooking as updateBookingRow,
} from './bookings.repository.js';

/*
 * The booking rows room and desk booking share. Each of those modules checks its own rules and
 * writes inside its own transaction, so these are a port, not use cases: they take the caller's
 * `tx`, open no transaction and record no audit entry. What they keep is that a booking belongs to
 * the caller's organisation, is booked by the caller, and says when it last changed.
 */

export type NewBooking = { resourceId: string; employeeId: string; startsAt: Date; endsAt: Date };

/** What a writer may change of a booking: its slot and person, its check-in, or cancel it. */
export type BookingChanges = Partial<NewBooking> & { status?: 'Cancelled'; checkedInAt?: Date };

/**
 * Holds the resource's booking lock until the caller's transaction ends: writers of one resource
 * take turns, so that racing inserts queue instead of deadlocking on the exclusion constraint.
 */
export function lockResource(tx: Db, resourceId: string): Promise<void> {
  return lockResourceRow(tx, resourceId);
}

/**
 * Holds the lock on one person's bookings in the caller's organisation until the transaction ends,
 * for rules that count across resources. Taken before any resource lock.
 */
export function lockBookingsOf(tx: Db, ctx: TenantContext, employeeId: string): Promise<void> {
  return lockBookingsOfEmployee(tx, ctx.organizationId, employeeId);
}

/** Books a resource for someone, as the caller, in the caller's organisation; answers its id. */
export function insertBooking(tx: Db, ctx: TenantContext, booking: NewBooking): Promise<string> {
  return insertBookingRow(tx, {
    ...booking,
    organizationId: ctx.organizationId,
    bookedByAccountId: ctx.accountId,
    status: 'Booked',
  });
}

/** Changes a booking of the caller's organisation, stamping when. */
export function updateBooking(
  tx: Db,
  ctx: TenantContext,
  id: string,
  changes: BookingChanges,
): Promise<void> {
  return updateBookingRow(tx, ctx.organizationId, id, { ...changes, updatedAt: ctx.now });
}
