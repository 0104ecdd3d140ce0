// Wage months and calendar dates as plain strings, read without Date objects so that neither the
// clock nor the process time zone can shift a month.
import { PayrollInputError } from './errors.js';

/** A calendar month as one integer, year × 12 + (month − 1): months compare and subtract as numbers. */
export type MonthIndex = number;

const wageMonthPattern = /^(\d{4})-(\d{2})$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Reads 'YYYY-MM'. */
export function parseMonth(value: unknown, field: string): MonthIndex {
  const match = typeof value === 'string' ? wageMonthPattern.exec(value) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new PayrollInputError(field, `${field} must be a month in the form YYYY-MM`);
  }
  return Number(match[1]) * 12 + month - 1;
}

/** Reads 'YYYY-MM-DD', checking the day against its month. */
export function parseCalendarDate(
  value: unknown,
  field: string,
): { year: number; month: number; day: number } {
  const match = typeof value === 'string' ? datePattern.exec(value) : null;
  const year = match ? Number(match[1]) : 0;
  const month = match ? Number(match[2]) : 0;
  const day = match ? Number(match[3]) : 0;
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new PayrollInputError(field, `${field} must be a date in the form YYYY-MM-DD`);
  }
  return { year, month, day };
}

/** Reads 'YYYY-MM-DD' and answers the month it falls in; the day is checked, then not needed. */
export function parseDateMonth(value: unknown, field: string): MonthIndex {
  const { year, month } = parseCalendarDate(value, field);
  return year * 12 + month - 1;
}

export function formatMonth(index: MonthIndex): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${month < 10 ? '0' : ''}${month}`;
}

/** January is 0. */
export function monthOfYear(index: MonthIndex): number {
  return index % 12;
}

export function yearOf(index: MonthIndex): number {
  return Math.floor(index / 12);
}
