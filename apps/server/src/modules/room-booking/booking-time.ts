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

function formatterFor(timeZone: string): Intl.DateTimeFormat {
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
  return formatter;
}

/**
 * An instant as a wall clock in a time zone. As the end of a booking (`asEnd`), midnight is
 * 24:00 of the day before, so that a booking to the end of a day stays on that day.
 */
export function wallClock(instant: Date, timeZone: string, asEnd = false): DateTimeParts {
  const at = asEnd ? new Date(instant.getTime() - minute) : instant;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (asEnd) {
    // One minute back, then forward again: 23:59 means the day ran to its end.
    const [hour, min] = [Number(parts.hour), Number(parts.minute) + 1];
    const time =
      min === 60
        ? hour === 23
          ? '24:00'
          : `${String(hour + 1).padStart(2, '0')}:00`
        : `${parts.hour}:${String(min).padStart(2, '0')}`;
    return { date, time };
  }
  return { date, time: `${parts.hour}:${parts.minute}` };
}

/** The start of the quarter hour an instant falls in. */
export function quarterHourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / (15 * minute)) * 15 * minute);
}

export const minutesBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / minute);
