// A month's figures as the summary's table and cards show them; counts and times read left to
// right in right-to-left pages.
import { hoursText } from '@tembusu/contracts/attendance';
import { ltrText } from '../../../lib/format';

/** 3 → "3", 0 → "—". */
export const countText = (count: number) => (count > 0 ? ltrText(String(count)) : '—');

/** 500 → "8 h 20 min", 0 → "—". */
export const durationText = (minutes: number) => (minutes > 0 ? ltrText(hoursText(minutes)) : '—');

/** How often and how long in all: 2 and 25 → "2 · 25 min", none → "—". */
export const timesAndDurationText = (times: number, minutes: number) =>
  times > 0 ? ltrText(`${times} · ${hoursText(minutes)}`) : '—';

/** 1 → "1 time", 3 → "3 times". */
export const timesText = (times: number) =>
  times === 1 ? '1 time' : `${ltrText(String(times))} times`;
