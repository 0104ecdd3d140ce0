// Whose a booking is, as the screens read it. The server names the person a booking is for only
// to those who answer for it (an admin, that person, the one who made it: bookings.policy.ts on
// the server), and only they may change it; everyone else sees that the desk is taken.
import type { DeskBooking } from '@tembusu/contracts/desk-booking';

type Parties = Pick<DeskBooking, 'isMine' | 'employeeId'>;

/** A colleague's booking the viewer does not answer for: shown read-only, as Booked. */
export const isOthersBooking = (booking: Parties): boolean =>
  !booking.isMine && booking.employeeId === null;

/** The viewer may change or cancel it: one they answer for, while it stands. */
export const mayChangeBooking = (booking: Parties & Pick<DeskBooking, 'status'>): boolean =>
  booking.status === 'Booked' && !isOthersBooking(booking);
