/** Who a booking screen is for: admins keep everyone's bookings, staff their own. */
export type Audience = 'admin' | 'staff';

export const deskPaths = {
  schedule: '/desk-booking/schedule',
  workspaces: '/desk-booking/workspace',
  setting: '/desk-booking/setting',
  staff: '/staff-desk-booking',
} as const;

export const bookingListPath = (audience: Audience): string =>
  audience === 'admin' ? deskPaths.schedule : deskPaths.staff;

/** The link a desk's QR code carries: checks its holder in to their booking of it. */
export const checkInPath = (deskId: string): string => `${deskPaths.staff}/check-in/${deskId}`;
