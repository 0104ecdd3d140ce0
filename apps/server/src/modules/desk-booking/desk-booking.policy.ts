// Who may take a desk and check in to it. Booking for others and changing bookings follow the
// rules rooms share (bookings/bookings.policy.ts).
import { checkInWindowAt } from '@tembusu/contracts/desk-periods';
import { conflict, forbidden, invalid } from '../../errors.js';

/** A desk fixed to one employee is theirs alone; anyone may take any other desk. */
export function requireDeskOpenTo(
  desk: { assignedEmployeeId: string | null; assignedEmployeeName: string | null },
  employeeId: string,
) {
  if (desk.assignedEmployeeId && desk.assignedEmployeeId !== employeeId) {
    throw invalid(
      'deskId',
      `deskId: this desk is fixed to ${desk.assignedEmployeeName ?? 'another employee'}`,
    );
  }
}

/**
 * Checking in: only the person the desk is booked for, admins included, while the booking
 * stands and from a quarter of an hour before its start until its end.
 */
export function requireMayCheckIn(
  now: Date,
  selfEmployeeId: string | null,
  booking: { employeeId: string; status: string; startsAt: Date; endsAt: Date },
) {
  if (booking.employeeId !== selfEmployeeId) {
    throw forbidden('Only the person a desk is booked for checks in');
  }
  if (booking.status !== 'Booked') {
    throw conflict('This booking no longer stands: book the desk again');
  }
  const window = checkInWindowAt(now, booking);
  if (window === 'notYet') throw conflict('Check-in opens 15 minutes before the booking starts');
  if (window === 'ended') throw conflict('This booking has ended');
}
