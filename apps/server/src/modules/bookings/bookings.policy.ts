// Who may do what with a booking, room or desk. Services ask here before they act, so that the
// rules read in one place and each refusal keeps one status and one message.
import { conflict, forbidden } from '../../errors.js';
import type { Viewer } from './viewer.js';

/** What the rules read of a booking: whom it is for, who made it, whether it stands. */
export type BookingParties = { employeeId: string; bookedByAccountId: string };

type Asker = Pick<Viewer, 'isAdmin' | 'accountId'>;

/**
 * Whether the viewer answers for a booking: an admin, the person it is for or the one who made
 * it. They see whose it is and may change it; anyone else sees only that the time is taken.
 */
export function answersForBooking(
  viewer: Asker,
  selfEmployeeId: string | null,
  booking: BookingParties,
): boolean {
  return (
    viewer.isAdmin ||
    booking.employeeId === selfEmployeeId ||
    booking.bookedByAccountId === viewer.accountId
  );
}

/** Changing or cancelling: a booking the viewer answers for, and only while it stands. */
export function requireChangeableBooking(
  viewer: Asker,
  selfEmployeeId: string | null,
  booking: BookingParties & { status: string },
) {
  if (!answersForBooking(viewer, selfEmployeeId, booking)) {
    throw forbidden('You can change your own bookings only');
  }
  if (booking.status !== 'Booked') throw conflict('Only a booking that stands can be changed');
}

/** Booking for someone else: admins always, staff only where the organisation allows it. */
export function requireMayBookFor(
  viewer: Pick<Viewer, 'isAdmin'>,
  selfEmployeeId: string | null,
  employeeId: string,
  resource: { kind: 'rooms' | 'desks'; staffMayBookForOthers: boolean },
) {
  if (viewer.isAdmin || employeeId === selfEmployeeId || resource.staffMayBookForOthers) return;
  throw forbidden(`You can book ${resource.kind} for yourself only`);
}

/**
 * Whose bookings a list filtered on an employee may hold. Staff learn whose a booking is only
 * from their own bookings, so a filter on a colleague keeps to the bookings the viewer made for
 * them; otherwise the list would show that colleague's whereabouts.
 */
export function bookingsOfEmployee(
  viewer: Asker,
  selfEmployeeId: string | null,
  employeeId: string | undefined,
): { employeeId?: string; bookedByAccountId?: string } {
  if (!employeeId) return {};
  if (viewer.isAdmin || employeeId === selfEmployeeId) return { employeeId };
  return { employeeId, bookedByAccountId: viewer.accountId };
}
