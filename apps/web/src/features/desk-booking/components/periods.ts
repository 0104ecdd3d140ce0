// What part of a day a desk is booked for, and which parts the organisation's rules offer.
import { minutesOf } from '@tembusu/contracts/booking-time';
import type { DeskBooking, DeskPeriod } from '@tembusu/contracts/desk-booking';
import type { TimeSpan } from '@tembusu/contracts/desk-periods';

export const periodLabels: Record<DeskPeriod, string> = {
  fullDay: 'Full day',
  morning: 'Morning',
  afternoon: 'Afternoon',
  timeRange: 'Time range',
};

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
