// The wall clock in Singapore at an instant, for the dates and times the filing formats print.
import { PayrollInputError } from '../errors.js';

// Singapore has kept UTC+8 without summer time since 1982, so a fixed offset is exact for every
// file made now and needs no time zone data from the process.
const singaporeOffsetMs = 8 * 60 * 60 * 1000;

export interface SingaporeClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The date and time in Singapore at `instant`; `field` names it when it is not a valid Date. */
export function singaporeClock(instant: unknown, field: string): SingaporeClock {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new PayrollInputError(field, `${field} must be a valid date and time`);
  }
  const local = new Date(instant.getTime() + singaporeOffsetMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    seconds: local.getUTCSeconds(),
  };
}

/** The date in Singapore at `instant`, as YYYY-MM-DD. */
export function singaporeDate(instant: unknown, field: string): string {
  const { year, month, day } = singaporeClock(instant, field);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
