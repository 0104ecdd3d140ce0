// The periods a desk is booked for, as wall-clock times of a branch's day, and when check-in
// opens. The booking screen offers the same times the server books, so both work them out here.
import { minutesOf, timeOf } from './booking-time.js';
import type { DeskPeriod, DeskSettings } from './desk-booking.js';
import { type ScheduleDay, scheduleDays, type WorkingHours } from './organization.js';

/** The schedule's entry for a calendar date (YYYY-MM-DD), whatever the machine's time zone. */
export function scheduleDayOf(date: string): ScheduleDay {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return scheduleDays[(sundayFirst + 6) % 7] as ScheduleDay;
}

export type TimeSpan = { from: string; to: string };

// The browser asks for times before the work schedule has loaded.
const dayWithoutSchedule = { startTime: '09:00', endTime: '18:00' };

/**
 * A period of a day as wall-clock times: the full day is the work schedule's day, split on the
 * quarter hour nearest its middle for the morning and the afternoon.
 */
export function periodTimes(
  schedule: WorkingHours | undefined,
  date: string,
  period: DeskPeriod,
  range: { from?: string | null; to?: string | null } = {},
): TimeSpan {
  if (period === 'timeRange') return { from: range.from ?? '', to: range.to ?? '' };
  const day = schedule?.days[scheduleDayOf(date)] ?? dayWithoutSchedule;
  const start = minutesOf(day.startTime);
  const end = Math.max(minutesOf(day.endTime), start + 60);
  const middle = start + Math.round((end - start) / 2 / 15) * 15;
  if (period === 'morning') return { from: timeOf(start), to: timeOf(middle) };
  if (period === 'afternoon') return { from: timeOf(middle), to: timeOf(end) };
  return { from: timeOf(start), to: timeOf(end) };
}

/** The periods each booking mode offers. */
export const allowedPeriods: Record<DeskSettings['bookingMode'], readonly DeskPeriod[]> = {
  fullDay: ['fullDay'],
  halfDay: ['fullDay', 'morning', 'afternoon'],
  timeRange: ['fullDay', 'morning', 'afternoon', 'timeRange'],
};

/** The period a booking's times match on its date, or a time range when they match none. */
export function periodOf(schedule: WorkingHours, date: string, times: TimeSpan): DeskPeriod {
  for (const period of ['fullDay', 'morning', 'afternoon'] as const) {
    const named = periodTimes(schedule, date, period);
    if (named.from === times.from && named.to === times.to) return period;
  }
  return 'timeRange';
}

/** Check-in opens a quarter of an hour before the booking starts and stays open until it ends. */
export const checkInOpensMinutesBefore = 15;

/** Where an instant stands against a booking's check-in window. */
export function checkInWindowAt(
  now: Date,
  booking: { startsAt: Date | string; endsAt: Date | string },
): 'notYet' | 'open' | 'ended' {
  const at = now.getTime();
  if (at >= new Date(booking.endsAt).getTime()) return 'ended';
  if (at < new Date(booking.startsAt).getTime() - checkInOpensMinutesBefore * 60_000) {
    return 'notYet';
  }
  return 'open';
}
