// Booking times as the spec carries them: a UTC date with a UTC HH:mm, 24:00 for a midnight end,
// and the same instant as a wall clock in some time zone.

const minute = 60_000;

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

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const hour = 60 * minute;

/**
 * A zone's offset from UTC in milliseconds at an instant. Offsets change on the hour (daylight
 * saving), so one answer per zone and hour serves every booking in it: a calendar of hundreds of
 * bookings asks Intl a few times, not hundreds.
 */
function offsetAt(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / hour)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const offset = wall - Math.floor(instant.getTime() / minute) * minute;
  offsets.set(key, offset);
  return offset;
}

/**
 * An instant as a wall clock in a time zone. As the end of a booking (`asEnd`), midnight is
 * 24:00 of the day before, so that a booking to the end of a day stays on that day.
 */
export function wallClock(instant: Date, timeZone: string, asEnd = false): DateTimeParts {
  const local = new Date(instant.getTime() + offsetAt(instant, timeZone)).toISOString();
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
