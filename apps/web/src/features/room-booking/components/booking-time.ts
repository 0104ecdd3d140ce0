// Booking times as a person sees them (the wall clock of their time zone) and as the API carries
// them (UTC HH:mm beside UTC dates, the local value in the matching ...Origin field, 24:00 for an
// end at midnight). Spec sections 3 Room booking, 5 and 9.
import { instantInZone, minutesOf, timeOf, wallClock } from '@tembusu/contracts/booking-time';
import type { RoomBookingInput } from '@tembusu/contracts/room-booking';
import { gmtOffsetAt } from '@tembusu/contracts/wall-clock';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Slots every 15 minutes; a calendar row is an hour; a new booking lasts an hour. */
export const slotMinutes = 15;
export const calendarStepMinutes = 60;
export const defaultLengthMinutes = 60;
const dayMinutes = 24 * 60;

/** A booking's place in a person's day: a local date and HH:mm times, the end up to 24:00. */
export type LocalSpan = { date: string; start: string; end: string };

/** 'YYYY-MM-DD' of a calendar date (the calendar's dates are wall clocks, see `floating`). */
export const dateKey = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

/** Now, on the wall clock of a time zone. */
export const nowIn = (timeZone: string, now: Date = new Date()): Dayjs => dayjs(now).tz(timeZone);

/**
 * An instant as the calendar shows it: a browser Date whose fields read the time zone's wall
 * clock. The calendar works in the browser's zone; this keeps it showing the employee's.
 */
export function floating(instant: string | Date, timeZone: string): Date {
  const wall = dayjs(instant).tz(timeZone);
  return new Date(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute());
}

/** The wall-clock span of a calendar range; an end at midnight is 24:00 of the start's day. */
export function spanOf(start: Date, end: Date): LocalSpan {
  const date = dateKey(start);
  const startMinutes = start.getHours() * 60 + start.getMinutes();
  const endMinutes = dateKey(end) === date ? end.getHours() * 60 + end.getMinutes() : dayMinutes;
  return { date, start: timeOf(startMinutes), end: timeOf(Math.max(endMinutes, startMinutes)) };
}

/** The calendar range of a wall-clock span. */
export function rangeOf(span: LocalSpan): { start: Date; end: Date } {
  const [year, month, day] = span.date.split('-').map(Number) as [number, number, number];
  const at = (minutes: number) =>
    new Date(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  return { start: at(minutesOf(span.start)), end: at(minutesOf(span.end)) };
}

/**
 * Where the calendar draws a block's end: a block to the end of the day stops a moment before
 * midnight, so it stays on its day (ending at the next day's 00:00 the calendar would take it for
 * a block of two days, drawn in the all-day row it does not show). It still reads 23:59.
 */
export function calendarEnd(start: Date, end: Date): Date {
  const atMidnight = end.getHours() === 0 && end.getMinutes() === 0 && end > start;
  return atMidnight && dateKey(end) !== dateKey(start) ? new Date(end.getTime() - 1) : end;
}

export type BookingTarget = {
  employeeBookedId: string;
  branchOutletId: string;
  roomId: string;
  /** Sent on update only. */
  organizationId?: string;
};

/** The spec's create/update payload for a span on an employee's wall clock. */
export function bookingPayload(
  span: LocalSpan,
  timeZone: string,
  target: BookingTarget,
): RoomBookingInput {
  const endOrigin = span.end === '00:00' ? '24:00' : span.end;
  const from = wallClock(instantInZone(span.date, span.start, timeZone), 'UTC');
  const to = wallClock(instantInZone(span.date, endOrigin, timeZone), 'UTC', true);
  return {
    bookingDate: from.date,
    bookingTimeFrom: from.time,
    bookingTimeFromOrigin: span.start,
    bookingTimeTo: to.time,
    bookingTimeToOrigin: endOrigin,
    bookingDateFrom: from.date,
    bookingDateTo: to.date,
    bookingDateFromOrigin: span.date,
    bookingDateToOrigin: span.date,
    employeeBookedId: target.employeeBookedId,
    branchOutletId: target.branchOutletId,
    roomId: target.roomId,
    ...(target.organizationId ? { organizationId: target.organizationId } : {}),
  };
}

/** A stored booking's instants back on a wall clock; an end at the next midnight is 24:00. */
export function localSpanOf(startsAt: string, endsAt: string, timeZone: string): LocalSpan {
  const start = wallClock(new Date(startsAt), timeZone);
  const end = wallClock(new Date(endsAt), timeZone, true);
  return { date: start.date, start: start.time, end: end.time };
}

/** The first quarter hour not yet begun: 10:20 gives 10:30, 10:30:00 itself stays 10:30. */
export function nextQuarterHour(now: Dayjs): number {
  const minutes =
    now.hour() * 60 + now.minute() + (now.second() > 0 || now.millisecond() > 0 ? 1 : 0);
  return Math.ceil(minutes / slotMinutes) * slotMinutes;
}

/** Start times for a date: every 15 minutes, for today from the next quarter hour; none before. */
export function startSlots(date: string, now: Dayjs): string[] {
  const today = now.format('YYYY-MM-DD');
  if (date < today) return [];
  const first = date === today ? nextQuarterHour(now) : 0;
  const slots: string[] = [];
  for (let minutes = first; minutes < dayMinutes; minutes += slotMinutes) {
    slots.push(timeOf(minutes));
  }
  return slots;
}

/** A length as the spec shows it: '45 mins', '1 hr', '1 hr 30 mins', '2 hrs'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  const minutePart = rest === 0 ? '' : `${rest} ${rest === 1 ? 'min' : 'mins'}`;
  return [hourPart, minutePart].filter(Boolean).join(' ') || '0 mins';
}

/** An end time as shown: the end of the day reads 23:59. */
export const endTimeLabel = (time: string): string => (time === '24:00' ? '23:59' : time);

export type EndOption = { value: string; label: string; minutes: number };

/**
 * End times after a start: 15-minute steps up to the end of the day (23:59), each with its
 * length, and no longer than the organisation allows when a limit is given.
 */
export function endOptions(start: string, maxMinutes = dayMinutes): EndOption[] {
  const from = minutesOf(start);
  const options: EndOption[] = [];
  for (let length = slotMinutes; from + length <= dayMinutes; length += slotMinutes) {
    if (length > maxMinutes) break;
    const value = timeOf(from + length);
    options.push({
      value,
      label: `${endTimeLabel(value)} (${durationLabel(length)})`,
      minutes: length,
    });
  }
  return options;
}

/** The default end: start plus an hour, or the end of the day when that comes first. */
export const defaultEnd = (start: string): string =>
  timeOf(Math.min(minutesOf(start) + defaultLengthMinutes, dayMinutes));

/**
 * Whether a calendar slot can be booked: never on a past day, and today only while the slot's
 * hour has not fully passed. `slotStart` and `now` are wall clocks (see `floating`).
 */
export function isSlotOpen(slotStart: Date, now: Date, stepMinutes = calendarStepMinutes): boolean {
  if (dateKey(slotStart) < dateKey(now)) return false;
  return slotStart.getTime() + stepMinutes * 60_000 > now.getTime();
}

/** Whether a calendar day lies before today. */
export const isPastDay = (day: Date, now: Date): boolean => dateKey(day) < dateKey(now);

/**
 * The span a click or drag on the calendar proposes: from the slot (for today not before the next
 * quarter hour) for an hour, or to the end of a longer drag; null for a slot that cannot be booked.
 */
export function spanFromSlot(start: Date, end: Date, now: Dayjs): LocalSpan | null {
  const picked = spanOf(start, end);
  const slots = startSlots(picked.date, now);
  if (slots.length === 0) return null;
  const earliest = slots[0] as string;
  const pickedStart = minutesOf(picked.start);
  // Today, a click in the current hour starts at the next quarter hour.
  const startMinutes = Math.max(pickedStart, minutesOf(earliest));
  if (startMinutes - pickedStart >= calendarStepMinutes) return null;
  const startTime = timeOf(startMinutes);
  const dragged = minutesOf(picked.end) - pickedStart > calendarStepMinutes;
  const endTime =
    dragged && minutesOf(picked.end) > startMinutes ? picked.end : defaultEnd(startTime);
  return { date: picked.date, start: startTime, end: endTime };
}

/** A time zone's offset on a date, as the spec shows it: GMT+8, GMT+5:30. */
export function gmtOffset(timeZone: string, date?: string): string {
  return gmtOffsetAt(timeZone, date ? instantInZone(date, '12:00', timeZone) : new Date());
}

/** The bookings to ask for: the day from 00:00 to 23:59, or the week holding the date. */
export function visibleRange(
  date: Date,
  view: 'day' | 'week',
  timeZone: string,
): { from: string; to: string } {
  const first = dayjs(date).startOf(view === 'day' ? 'day' : 'week');
  const last = view === 'day' ? first : first.add(6, 'day');
  const from = dayjs.tz(`${first.format('YYYY-MM-DD')} 00:00`, timeZone);
  const to = dayjs.tz(`${last.format('YYYY-MM-DD')} 23:59`, timeZone);
  return { from: from.format(), to: to.format() };
}

/** The toolbar's label: a day range for a week, the full date for a day. */
export function rangeLabel(date: Date, view: 'day' | 'week'): string {
  const day = dayjs(date);
  if (view === 'day') return day.format('dddd, D MMMM YYYY');
  const first = day.startOf('week');
  const last = first.add(6, 'day');
  if (first.year() !== last.year()) {
    return `${first.format('D MMM YYYY')} – ${last.format('D MMM YYYY')}`;
  }
  if (first.month() !== last.month()) {
    return `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
  }
  return `${first.format('D')} – ${last.format('D MMMM YYYY')}`;
}
