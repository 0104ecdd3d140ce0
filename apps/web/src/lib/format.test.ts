import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  LRE,
  ltrText,
  PDF,
  stripBidiMarks,
} from './format';

describe('money as text', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatMoney('1200.5')).toBe('$1,200.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('-12')).toBe('-$12.00');
    expect(formatMoney('007.10')).toBe('$7.10');
    expect(formatMoney(' 99999999.99 ')).toBe('$99,999,999.99');
  });

  it('keeps text that is not an amount as it is', () => {
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatMoney('1.234')).toBe('1.234');
  });
});

describe('dates as text', () => {
  it("shows a calendar date as the spec's MM/DD/YYYY", () => {
    expect(formatDate('2026-03-28')).toBe('03/28/2026');
    expect(formatDate('2026-12-01')).toBe('12/01/2026');
  });

  it('shows no date as blank and other text as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('shows a range of dates with the separator the sentence needs', () => {
    expect(formatDateRange('2026-03-01', '2026-03-31')).toBe('03/01/2026 – 03/31/2026');
    expect(formatDateRange('2026-03-01', '2026-03-31', ' to ')).toBe('03/01/2026 to 03/31/2026');
  });

  it("shows an instant on Singapore's wall clock", () => {
    expect(formatDateTime('2026-03-28T08:05:00Z')).toBe('28 Mar 2026, 4:05 pm');
    expect(formatDateTime('2026-03-28T16:30:00Z')).toBe('29 Mar 2026, 12:30 am');
  });
});

describe('right to left', () => {
  const embedded = (text: string) => `\u202A${text}\u202C`;

  beforeEach(() => document.documentElement.setAttribute('dir', 'rtl'));
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('embeds money, dates and instants as left-to-right runs', () => {
    expect(formatMoney('-1184')).toBe(embedded('-$1,184.00'));
    expect(formatDate('2026-03-28')).toBe(embedded('03/28/2026'));
    expect(formatDateTime('2026-03-28T08:05:00Z')).toBe(embedded('28 Mar 2026, 4:05 pm'));
  });

  it('embeds any text that must read left to right, and leaves blanks and non-values alone', () => {
    expect(ltrText('09:00 - 10:00')).toBe(`${LRE}09:00 - 10:00${PDF}`);
    expect(formatDateRange('2026-03-01', '2026-03-31')).toBe(embedded('03/01/2026 – 03/31/2026'));
    expect(ltrText('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatDate('soon')).toBe('soon');
  });

  it('gives the plain text back without its marks', () => {
    expect(stripBidiMarks(formatMoney('1200.5'))).toBe('$1,200.50');
    expect(stripBidiMarks('\u2066plain\u2069')).toBe('plain');
  });

  it('adds nothing once the page is left to right again', () => {
    document.documentElement.setAttribute('dir', 'ltr');
    expect(formatMoney('-12')).toBe('-$12.00');
    expect(ltrText('09:00 - 10:00')).toBe('09:00 - 10:00');
  });
});
