// The roster's dates: calendar dates as 'YYYY-MM-DD', weeks from Monday, today on the calendar of
// the organisation's default zone.
import { weekStartOf } from '@tembusu/contracts/attendance';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const addDays = (date: string, days: number): string =>
  dayjs(date).add(days, 'day').format('YYYY-MM-DD');

export const todayDate = (now: Date = new Date()): string =>
  dayjs(now).tz(defaultTimeZone).format('YYYY-MM-DD');

/** The Monday of this week. */
export const thisMonday = (now: Date = new Date()): string => weekStartOf(todayDate(now));

/** 'Mon 03 Jan', for a column's head and a person's sentence. */
export const shortDay = (date: string): string => dayjs(date).format('ddd DD MMM');

/** 'Monday, 3 January 2028'. */
export const longDay = (date: string): string => dayjs(date).format('dddd, D MMMM YYYY');

/** '3 Jan – 16 Jan 2028'. */
export const rangeText = (from: string, to: string): string =>
  `${dayjs(from).format('D MMM')} – ${dayjs(to).format('D MMM YYYY')}`;

/** 'January 2028', of a month '2028-01'. */
export const monthText = (month: string): string => dayjs(`${month}-01`).format('MMMM YYYY');

export const addMonths = (month: string, months: number): string =>
  dayjs(`${month}-01`).add(months, 'month').format('YYYY-MM');

export const isoDates = (from: string, days: number): string[] =>
  Array.from({ length: days }, (_, index) => addDays(from, index));
