/** Who the booking screens are for: staff book for themselves; admins keep the schedule. */
export type Audience = 'staff' | 'admin';

export const bookingListPath = (audience: Audience): string =>
  audience === 'staff' ? '/staff-room-booking' : '/room-booking/room-booking-schedule';
