// Desk booking dates and times: calendar dates as 'YYYY-MM-DD' and wall-clock 'HH:mm' of the
// branch, as the API carries them (spec section 2, Desk booking).
import { minutesOf, timeOf } from '@tembusu/contracts/booking-time';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { checkInWindowAt } from '@tembusu/contracts/desk-periods';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'Mon 02 Mar', for narrow places such as a week's column heads. */
export const shortDate = (date: string): string => dayjs(date).format('ddd DD MMM');

/** 'Monday'. */
export const weekdayName = (date: string): string => dayjs(date).format('dddd');

/** 'Monday, 2 March 2026'. */
export const longDate = (date: string): string => dayjs(date).format('dddd, D MMMM YYYY');

/** Today's date on a time zone's calendar. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  dayjs(now).tz(timeZone).format('YYYY-MM-DD');

export const addDays = (date: string, days: number): string =>
  dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/** The seven dates, Monday to Sunday, of the week holding a date. */
export function weekOf(date: string): string[] {
  const day = dayjs(date);
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format('YYYY-MM-DD'));
}

export const isWeekend = (date: string): boolean => [0, 6].includes(dayjs(date).day());

/** Every quarter hour of a day, '00:00' to '23:45': the times a time range may use. */
export const quarterHours: readonly string[] = Array.from({ length: 96 }, (_, index) =>
  timeOf(index * 15),
);

/**
 * An instant on the booking's wall clock ('09:12'). The API gives the booking's start both as an
 * instant and as the branch's wall clock; the distance from the start, added to the start's wall
 * clock, reads any instant of that day on the branch's clock without knowing its time zone.
 */
export function wallClockOf(
  booking: Pick<DeskBooking, 'from' | 'startsAt'>,
  instant: string,
): string {
  const after = Math.round((Date.parse(instant) - Date.parse(booking.startsAt)) / 60_000);
  return timeOf((((minutesOf(booking.from) + after) % 1440) + 1440) % 1440);
}

/** The time a booking must be checked in by ('09:30'), or null when no check-in is asked. */
export function checkInDeadline(
  booking: Pick<DeskBooking, 'from' | 'startsAt' | 'checkInBy'>,
): string | null {
  return booking.checkInBy ? wallClockOf(booking, booking.checkInBy) : null;
}

export type CheckInState = 'checkedIn' | 'open' | 'notYet' | 'closed';

/** Whether the signed-in owner can check in to a booking now. */
export function checkInState(
  booking: Pick<DeskBooking, 'status' | 'checkedInAt' | 'startsAt' | 'endsAt' | 'checkInBy'>,
  now: Date = new Date(),
): CheckInState {
  if (booking.checkedInAt) return 'checkedIn';
  if (booking.status !== 'Booked' || booking.checkInBy === null) return 'closed';
  const window = checkInWindowAt(now, booking);
  return window === 'ended' ? 'closed' : window;
}
