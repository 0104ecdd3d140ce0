// What the audit forms' screens say of times: each on the clock of the form's zone, with its date
// where it falls on another day than the one the form is about (a shift across midnight).
import type { LogTimes } from '@tembusu/contracts/attendance';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { formatDate, ltrText, stripBidiMarks } from '../../../lib/format';
import { clockTime } from './staff-attendance-format';

/** "09:05", or "06:00 on 03/04/2026" when the instant falls on another day than `workDate`. */
export function dayTimeText(instant: string, timeZone: string, workDate: string): string {
  const time = clockTime(instant, timeZone);
  const day = isoDateIn(new Date(instant), timeZone);
  return ltrText(day === workDate ? time : `${time} on ${stripBidiMarks(formatDate(day))}`);
}

/** "09:00 – 18:05", "09:00 – no check-out", or "No times" for a day without a log. */
export function logTimesText(times: LogTimes, timeZone: string, workDate: string): string {
  if (!times.checkInAt && !times.checkOutAt) return 'No times';
  const side = (instant: string | null, missing: string) =>
    instant ? stripBidiMarks(dayTimeText(instant, timeZone, workDate)) : missing;
  return ltrText(
    `${side(times.checkInAt, 'no check-in')} – ${side(times.checkOutAt, 'no check-out')}`,
  );
}

/** "03/02/2026 17:40": a moment (a decision, a form's change) on a zone's clock. */
export function dateTimeText(instant: string, timeZone: string): string {
  const day = stripBidiMarks(formatDate(isoDateIn(new Date(instant), timeZone)));
  return ltrText(`${day} ${clockTime(instant, timeZone)}`);
}
