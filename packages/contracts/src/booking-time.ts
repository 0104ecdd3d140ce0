// Booking times as the spec carries them: a UTC date with a UTC HH:mm, 24:00 for a midnight end,
// and the same instant as a wall clock in some time zone. The browser sends what the server reads
// back, so both convert here.
import { offsetAt, wallClockDate } from './wall-clock.js';

const minute = 60_000;

export const minutesOf = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant a UTC date and time name; 24:00 is the next day's midnight. */
export function instantOf(date: string, time: string): Date {
  if (time === '24:00') {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next;
  }
  return new Date(`${date}T${time}:00Z`);
}

export type DateTimeParts = { date: string; time: string };

/**
 * An instant as a wall clock in a time zone. As the end of a booking (`asEnd`), midnight is
 * 24:00 of the day before, so that a booking to the end of a day stays on that day.
 */
export function wallClock(instant: Date, timeZone: string, asEnd = false): DateTimeParts {
  const local = wallClockDate(instant, timeZone).toISOString();
  const parts = { date: local.slice(0, 10), time: local.slice(11, 16) };
  if (asEnd && parts.time === '00:00') {
    const dayBefore = new Date(`${parts.date}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    return { date: dayBefore.toISOString().slice(0, 10), time: '24:00' };
  }
  return parts;
}

/** The start of the quarter hour an instant falls in. */
export function quarterHourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / (15 * minute)) * 15 * minute);
}

export const minutesBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / minute);

/** The instant a wall-clock date and time in a zone name (a DST gap moves it forward). */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const guess = instantOf(date, time);
  const first = new Date(guess.getTime() - offsetAt(guess, timeZone));
  return new Date(guess.getTime() - offsetAt(first, timeZone));
}
