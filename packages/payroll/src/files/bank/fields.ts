// The field rules the three bank salary files share (sg-payroll-files.md section 2): the batch's
// dates and references, account numbers, BICs, amounts, and which credits are paid and which left
// out. Each writer adds its own bank's characters, name lengths and formats.
import { PayrollInputError } from '../../errors.js';
import { parseCalendarDate } from '../../months.js';
import { singaporeClock } from '../singapore-time.js';
import type { SalaryBatch, SkippedCredit } from './types.js';

/** The characters a bank takes in its text fields, and how to tell a person which they are. */
export interface CharacterSet {
  readonly pattern: RegExp;
  readonly description: string;
}

// SWIFT's "X" character set, to which interbank payment messages are held (SWIFT's definition;
// the reference has none). The reference gives no character rules for DBS (2.3) or OCBC (2.5;
// section 4 item 3 lists them as not found), so their files write nothing outside it: a character
// a bank does not take would bounce the whole file on payday.
export const swiftCharacters: CharacterSet = {
  pattern: /^[A-Za-z0-9/?:().,'+ -]*$/,
  description: "letters, digits, spaces and / - ? : ( ) . , ' +",
};

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface CheckedCredit {
  /** The path errors about it name: credits.<its position in the batch>. */
  readonly field: string;
  /** Trimmed and within the bank's characters; each writer applies its own length. */
  readonly payeeName: string;
  readonly bic: string;
  readonly accountNumber: string;
  readonly amountCents: number;
  readonly endToEndReference: string;
}

export interface CheckedBatch {
  readonly created: CalendarDate;
  readonly value: CalendarDate;
  readonly batchReference: string;
  readonly fileSequence: number;
  /** The credits above zero, in the batch's order. */
  readonly credits: readonly CheckedCredit[];
  readonly skipped: readonly SkippedCredit[];
  readonly totalCents: number;
}

const millisecondsPerDay = 24 * 60 * 60 * 1000;
// A domestic GIRO or FAST credit goes to a bank in Singapore: letters 5 and 6 of the BIC are SG.
const singaporeBic = /^[A-Z]{4}SG[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The calendar day in Singapore at an instant. */
export function singaporeDate(instant: unknown, field: string): CalendarDate {
  const { year, month, day } = singaporeClock(instant, field);
  return { year, month, day };
}

/** Days since 1970-01-01, so that dates subtract. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / millisecondsPerDay;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function ddmmyyyy(date: CalendarDate): string {
  return `${twoDigits(date.day)}${twoDigits(date.month)}${date.year}`;
}

export function yyyymmdd(date: CalendarDate): string {
  return `${date.year}${twoDigits(date.month)}${twoDigits(date.day)}`;
}

/** Trimmed text that must be given and must stay within the bank's characters. */
export function text(value: unknown, field: string, characters: CharacterSet): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') throw new PayrollInputError(field, `${field} is required`);
  if (!characters.pattern.test(trimmed)) {
    throw new PayrollInputError(field, `${field} may contain only ${characters.description}`);
  }
  return trimmed;
}

/** Refuses text longer than its field: for references and IDs, which cutting would change. */
export function atMost(value: string, length: number, field: string): string {
  if (value.length > length) {
    throw new PayrollInputError(field, `${field} must be at most ${length} characters`);
  }
  return value;
}

/** An ID the bank issued the organisation, such as its company ID: letters and digits. */
export function bankIssuedId(value: unknown, field: string, length: number): string {
  const id = text(value, field, { pattern: /^[A-Za-z0-9]*$/, description: 'letters and digits' });
  return atMost(id, length, field);
}

/**
 * Every layout writes account numbers as digits only, in a field of 34 (UOB 2.1 detail field 3
 * "numeric"; OCBC 2.5 and DBS D16 as O2 and B2 write them). Spaces and dashes, as people
 * print account numbers, are dropped; anything else is refused, as a letter means a mistyped
 * number and guessing would pay someone else.
 */
export function accountNumber(value: unknown, field: string): string {
  const digits = typeof value === 'string' ? value.replace(/[ -]/g, '') : '';
  if (digits === '') throw new PayrollInputError(field, `${field} is required`);
  if (!/^\d+$/.test(digits)) {
    throw new PayrollInputError(field, `${field} must be digits, with spaces or dashes at most`);
  }
  if (digits.length > 34) throw new PayrollInputError(field, `${field} must be at most 34 digits`);
  return digits;
}

/**
 * The BIC as the 11-character fields take it (UOB 2.1 detail field 2, OCBC 2.5 detail 1–11, DBS
 * D21): an 8-character BIC names the head office, which SWIFT writes with branch code XXX.
 */
export function bic11(value: unknown, field: string): string {
  const bic = typeof value === 'string' ? value.trim() : '';
  if (!singaporeBic.test(bic)) {
    throw new PayrollInputError(
      field,
      `${field} must be the SWIFT BIC of a bank in Singapore, 8 or 11 capital letters and digits`,
    );
  }
  return bic.length === 8 ? `${bic}XXX` : bic;
}

/** 9(n): right-justified and zero-padded; a figure wider than its field is refused. */
export function numeric(value: number, width: number, field: string, what: string): string {
  const digits = String(value);
  if (digits.length > width) {
    throw new PayrollInputError(field, `${field}: ${what} does not fit the file's ${width} digits`);
  }
  return digits.padStart(width, '0');
}

/** X(n): left-justified and space-padded; callers have checked the length. */
export function alpha(value: string, width: number): string {
  return value.padEnd(width, ' ');
}

function amountCents(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new PayrollInputError(field, `${field} must be a whole number of cents`);
  }
  if (!Number.isSafeInteger(value)) throw new PayrollInputError(field, `${field} is too large`);
  if (value < 0) throw new PayrollInputError(field, `${field} must not be negative`);
  return value;
}

/**
 * The checks every layout shares. `characters` are the bank's, for the batch reference, names and
 * end-to-end references. Credits of zero are left out before their other fields are read: an
 * employee with nothing to be paid may have no bank account on record.
 */
export function checkBatch(batch: SalaryBatch, characters: CharacterSet): CheckedBatch {
  const created = singaporeDate(batch.createdAt, 'createdAt');
  const value = parseCalendarDate(batch.valueDate, 'valueDate');
  if (dayNumber(value) < dayNumber(created)) {
    throw new PayrollInputError('valueDate', 'valueDate must not be before the file is made');
  }
  // 16 on every layout: UOB header field 14, OCBC header 210–225, DBS D05 (B1's limit for BPY).
  const batchReference = atMost(
    text(batch.batchReference, 'batchReference', characters),
    16,
    'batchReference',
  );
  // UOB's file name numbers up to 99 files a day (2.1 "File name", NN); the others are wider.
  const fileSequence = batch.fileSequence;
  if (!Number.isInteger(fileSequence) || fileSequence < 1 || fileSequence > 99) {
    throw new PayrollInputError('fileSequence', 'fileSequence must be a whole number from 1 to 99');
  }
  const credits: CheckedCredit[] = [];
  const skipped: SkippedCredit[] = [];
  let totalCents = 0;
  batch.credits.forEach((credit, index) => {
    const field = `credits.${index}`;
    const cents = amountCents(credit.amountCents, `${field}.amountCents`);
    if (cents === 0) {
      skipped.push({ index, credit });
      return;
    }
    totalCents += cents;
    if (!Number.isSafeInteger(totalCents)) {
      throw new PayrollInputError('credits', 'credits add up to more than the file can carry');
    }
    credits.push({
      field,
      payeeName: text(credit.payeeName, `${field}.payeeName`, characters),
      bic: bic11(credit.bankBic, `${field}.bankBic`),
      accountNumber: accountNumber(credit.accountNumber, `${field}.accountNumber`),
      amountCents: cents,
      // UOB's End to End ID is 35 (2.1 detail field 7), as is OCBC's payment details (2.5,
      // 206–240); DBS's D34 has no length in the reference, so it takes the same.
      endToEndReference: atMost(
        text(credit.endToEndReference, `${field}.endToEndReference`, characters),
        35,
        `${field}.endToEndReference`,
      ),
    });
  });
  if (credits.length === 0) {
    throw new PayrollInputError('credits', 'credits must include at least one amount above zero');
  }
  return { created, value, batchReference, fileSequence, credits, skipped, totalCents };
}
