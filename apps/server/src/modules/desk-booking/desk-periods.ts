// The periods a desk is booked for, as wall-clock times of a branch's day.
import type { DeskPeriod, DeskSettings } from '@tembusu/contracts/desk-booking';
import type { WorkingHours } from '@tembusu/contracts/organization';
import { scheduleDayOf } from '../organization/work-schedule.js';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A period of a day as wall-clock times: the full day is the work schedule's day, split on the
 * quarter hour nearest its middle for the morning and the afternoon.
 */
export function periodTimes(
  schedule: WorkingHours,
  date: string,
  period: DeskPeriod,
  range: { from?: string | null; to?: string | null },
): { from: string; to: string } {
  if (period === 'timeRange') return { from: range.from ?? '', to: range.to ?? '' };
  const day = schedule.days[scheduleDayOf(date)];
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
export function periodOf(
  schedule: WorkingHours,
  date: string,
  times: { from: string; to: string },
): DeskPeriod {
  for (const period of ['fullDay', 'morning', 'afternoon'] as const) {
    const named = periodTimes(schedule, date, period, {});
    if (named.from === times.from && named.to === times.to) return period;
  }
  return 'timeRange';
}
