// What part of a day a desk is booked for, and which parts the organisation's rules offer.
import type { DeskBooking, DeskPeriod, DeskSettings } from '@tembusu/contracts/desk-booking';
import { scheduleDays, type WorkingHours } from '@tembusu/contracts/organization';
import dayjs from 'dayjs';
import { minutesOf, timeOf } from './desk-time';

export const periodLabels: Record<DeskPeriod, string> = {
  fullDay: 'Full day',
  morning: 'Morning',
  afternoon: 'Afternoon',
  timeRange: 'Time range',
};

/** The periods staff may pick under each booking mode, as the server allows them. */
export function periodChoices(mode: DeskSettings['bookingMode']): DeskPeriod[] {
  switch (mode) {
    case 'fullDay':
      return ['fullDay'];
    case 'halfDay':
      return ['fullDay', 'morning', 'afternoon'];
    case 'timeRange':
      return ['fullDay', 'morning', 'afternoon', 'timeRange'];
  }
}

export type TimeSpan = { from: string; to: string };

const fallbackDay = { startTime: '09:00', endTime: '18:00' };

/**
 * A period's wall-clock times on a date, as the server works them out: the full day is the work
 * schedule's day, split on the quarter hour nearest its middle for the morning and the afternoon.
 */
export function periodTimes(
  schedule: WorkingHours | undefined,
  date: string,
  period: DeskPeriod,
  range: Partial<TimeSpan> = {},
): TimeSpan {
  if (period === 'timeRange') return { from: range.from ?? '', to: range.to ?? '' };
  const dayName = scheduleDays[(dayjs(date).day() + 6) % 7];
  const day = (dayName && schedule?.days[dayName]) || fallbackDay;
  const start = minutesOf(day.startTime);
  const end = Math.max(minutesOf(day.endTime), start + 60);
  const middle = start + Math.round((end - start) / 2 / 15) * 15;
  if (period === 'morning') return { from: timeOf(start), to: timeOf(middle) };
  if (period === 'afternoon') return { from: timeOf(middle), to: timeOf(end) };
  return { from: timeOf(start), to: timeOf(end) };
}

/** 'Morning (09:00–13:30)': a period as a choice, with its times when they are known. */
export function periodChoiceLabel(period: DeskPeriod, span?: TimeSpan): string {
  if (period === 'timeRange' || !span?.from) return periodLabels[period];
  return `${periodLabels[period]} (${span.from}–${span.to})`;
}

/** Two wall-clock spans of the same day share some time. */
export const overlaps = (a: TimeSpan, b: TimeSpan): boolean =>
  minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);

/** 'Morning, 09:00–13:30' or '10:00–12:15' for a time range. */
export function bookingTimeText(booking: Pick<DeskBooking, 'period' | 'from' | 'to'>): string {
  const times = `${booking.from}–${booking.to}`;
  return booking.period === 'timeRange' ? times : `${periodLabels[booking.period]}, ${times}`;
}
