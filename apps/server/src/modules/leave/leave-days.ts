// Which days a request counts, and the calendar arithmetic of service and leave years.
import { scheduleDayOf } from '@tembusu/contracts/desk-periods';
import type { DayPart, LeaveDay, LeaveYearKind } from '@tembusu/contracts/leave';
import type { WorkingHours } from '@tembusu/contracts/organization';
import { addDays, datesFrom } from '../../calendar-dates.js';

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day of the month some months later; the 31st becomes the month's last day. */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = (((month % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(targetYear, targetMonth));
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whole months of service from the first day of work to a date: three months from 15 January are
 * complete on 15 April.
 */
export function completedMonths(start: string, on: string): number {
  if (on < start) return 0;
  let months =
    (Number(on.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    (Number(on.slice(5, 7)) - Number(start.slice(5, 7)));
  if (addMonths(start, months) > on) months -= 1;
  return Math.max(0, months);
}

export type LeaveYear = { start: string; end: string };

/** The leave year a date falls in: the calendar year, or the year from the last hire anniversary. */
export function leaveYearOf(kind: LeaveYearKind, hireDate: string, date: string): LeaveYear {
  if (kind === 'calendar') {
    const year = date.slice(0, 4);
    return { start: `${year}-01-01`, end: `${year}-12-31` };
  }
  const years = Math.max(0, Math.floor(completedMonths(hireDate, date) / 12));
  const start = addMonths(hireDate, years * 12);
  return { start, end: addDays(addMonths(hireDate, (years + 1) * 12), -1) };
}

/** Working days in a week of the schedule, for entitlements the law gives in weeks. */
export function workingDaysPerWeek(schedule: WorkingHours): number {
  return Object.values(schedule.days).filter((day) => day.selected).length;
}

export type DayCounting = {
  schedule: WorkingHours;
  /** The organisation's public holidays, as dates. */
  holidays: ReadonlySet<string>;
  countsRestDays: boolean;
  countsPublicHolidays: boolean;
};

/**
 * The days a request takes: each date from start to end that the type counts (rest and off days
 * and public holidays only when the type says so), a half on a request's half-day ends.
 */
export function leaveDays(
  request: { startDate: string; endDate: string; startPart: DayPart; endPart: DayPart },
  counting: DayCounting,
): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (const date of datesFrom(request.startDate, request.endDate)) {
    const working = counting.schedule.days[scheduleDayOf(date)].selected;
    if (!working && !counting.countsRestDays) continue;
    if (counting.holidays.has(date) && !counting.countsPublicHolidays) continue;
    const half =
      (date === request.startDate && request.startPart !== 'full') ||
      (date === request.endDate && request.endPart !== 'full');
    days.push({ date, portion: half ? '0.5' : '1' });
  }
  return days;
}

/** Days as tenths, the unit sums are kept in so that half days add up exactly. */
export const tenthsOf = (days: string | number): number => Math.round(Number(days) * 10);
export const daysText = (tenths: number): string => (tenths / 10).toFixed(1);

export function totalTenths(days: readonly Pick<LeaveDay, 'portion'>[]): number {
  return days.reduce((sum, day) => sum + tenthsOf(day.portion), 0);
}

/**
 * Which half of each date a request takes, to find overlaps: a morning and an afternoon of the same
 * date do not overlap.
 */
export function halvesTaken(request: {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
}): Map<string, 'AM' | 'PM' | 'full'> {
  const halves = new Map<string, 'AM' | 'PM' | 'full'>();
  for (const date of datesFrom(request.startDate, request.endDate)) {
    let part: 'AM' | 'PM' | 'full' = 'full';
    if (request.startDate === request.endDate) part = request.startPart;
    else if (date === request.startDate && request.startPart === 'PM') part = 'PM';
    else if (date === request.endDate && request.endPart === 'AM') part = 'AM';
    halves.set(date, part);
  }
  return halves;
}

/** The first date two requests both take the same half of, or null. */
export function firstOverlap(
  a: Map<string, 'AM' | 'PM' | 'full'>,
  b: Map<string, 'AM' | 'PM' | 'full'>,
): string | null {
  for (const [date, part] of a) {
    const other = b.get(date);
    if (other === undefined) continue;
    if (part === 'full' || other === 'full' || part === other) return date;
  }
  return null;
}

/** A day of leave and how much of it: the whole day, or its morning (AM) or afternoon (PM). */
export type LeaveDayOff = { date: string; part: 'full' | 'AM' | 'PM' };

/** The days a request counts, each whole or the half its start or end part names. */
export function daysOffOf(request: {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  dayList: readonly LeaveDay[];
}): LeaveDayOff[] {
  const halves = halvesTaken(request);
  return request.dayList.map((day) => ({
    date: day.date,
    part: day.portion === '1' ? 'full' : (halves.get(day.date) ?? 'full'),
  }));
}
