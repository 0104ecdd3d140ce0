// Instants read in IANA time zones, wherever a wall clock is shown or counted by.
// Building an Intl.DateTimeFormat costs far more than formatting with one (built for each row of
// a list it took most of a request's time), so each zone's formatter is built once and kept.
import { formatGmtOffset } from './reference/time-zones.js';

const minute = 60_000;
const quarterHour = 15 * minute;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
// A calendar walks many quarter hours of a few zones; forgetting them all now and then keeps
// the memory bounded without bookkeeping per entry.
const maxRememberedOffsets = 20_000;

function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
 * A zone's offset from UTC in milliseconds at an instant. Zones change their offset only on a
 * quarter hour of UTC, so one answer per zone and quarter hour serves every instant in it.
 */
export function offsetAt(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / quarterHour)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const offset = wall - Math.floor(instant.getTime() / minute) * minute;
  if (offsets.size >= maxRememberedOffsets) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The instant shifted by the zone's offset: its UTC fields read the zone's wall clock. */
export function wallClockDate(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant, timeZone));
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function isoDateIn(instant: Date, timeZone: string): string {
  return wallClockDate(instant, timeZone).toISOString().slice(0, 10);
}

/** A zone's offset at an instant as people read it: GMT+8, GMT-3:30. */
export function gmtOffsetAt(timeZone: string, instant: Date): string {
  return formatGmtOffset(Math.round(offsetAt(instant, timeZone) / minute));
}
