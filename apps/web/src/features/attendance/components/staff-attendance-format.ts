// A log's times and figures as the staff screens show them. Instants are read on the clock of the
// branch the log was made at, wherever the phone is; dates are the app's MM/DD/YYYY.
import {
  type AttendanceLog,
  type ExpectedShift,
  hoursText,
  type Position,
} from '@tembusu/contracts/attendance';
import { monthNames } from '@tembusu/contracts/reference/months';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { ltrText } from '../../../lib/format';

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** "2026-03-02T01:05:00Z" in Asia/Singapore → "09:05", unmarked (for building longer texts). */
export function clockTime(instant: string, timeZone: string): string {
  return clockOf(timeZone).format(new Date(instant));
}

/** An instant as HH:mm on a zone's clock, one left-to-right run in right-to-left pages. */
export function timeText(instant: string | null, timeZone: string): string {
  return instant ? ltrText(clockTime(instant, timeZone)) : '';
}

/** The zone a log's times are read in: its branch's, else the organisation's default. */
export function zoneOf(log: Pick<AttendanceLog, 'branch'>): string {
  return log.branch?.timeZone ?? defaultTimeZone;
}

/** 480 → "8 h", 465 → "7 h 45 min", 45 → "45 min". */
export function minutesText(minutes: number): string {
  return ltrText(hoursText(minutes));
}

/**
 * "09:00 – 18:00 (1 h break)": the shift's hours on the zone's clock, "(next day)" when it ends
 * on a later date than it starts, and its break when it has one and `withBreak` is not false.
 * One left-to-right run in right-to-left pages, brackets and all, so that a closing bracket at the
 * end of a value is not drawn at the far end of the line.
 */
export function expectedShiftText(
  shift: ExpectedShift,
  timeZone: string,
  { withBreak = true }: { withBreak?: boolean } = {},
): string {
  const start = new Date(shift.startAt);
  const end = new Date(shift.endAt);
  const hours = `${clockTime(shift.startAt, timeZone)} – ${clockTime(shift.endAt, timeZone)}`;
  const nextDay = isoDateIn(end, timeZone) > isoDateIn(start, timeZone) ? ' (next day)' : '';
  const rest =
    withBreak && shift.breakMinutes > 0 ? ` (${hoursText(shift.breakMinutes)} break)` : '';
  return ltrText(`${hours}${nextDay}${rest}`);
}

/** "15 m", "1.2 km": how far off a position may be. */
function metersText(meters: number): string {
  return meters >= 1000
    ? `${(meters / 1000).toFixed(1)} km`
    : `${Math.max(1, Math.round(meters))} m`;
}

/** How far off a position may be, one left-to-right run in right-to-left pages. */
export function accuracyText(meters: number): string {
  return ltrText(metersText(meters));
}

/** "1.28392, 103.85153 (± 15 m)": a position to about a metre, and how sure the browser was. */
export function positionText(position: Position): string {
  const { latitude, longitude, accuracyMeters } = position;
  return ltrText(
    `${latitude.toFixed(5)}, ${longitude.toFixed(5)} (± ${metersText(accuracyMeters)})`,
  );
}

/** "2026-03" → "March 2026". */
export function monthText(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** The month (YYYY-MM) `steps` months after `month`, or before it when negative. */
export function addMonths(month: string, steps: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + steps;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether text is a month as the address carries it: YYYY-MM. */
export const isMonth = (text: string | null): text is string =>
  text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
