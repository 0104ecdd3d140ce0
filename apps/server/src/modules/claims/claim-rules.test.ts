import { describe, expect, it } from 'vitest';
import {
  centsOf,
  centsText,
  claimDateProblem,
  limitRefusal,
  periodsOf,
  sgdText,
} from './claim-rules.js';

describe('money in integer cents', () => {
  it.each([
    ['0', 0n],
    ['0.1', 10n],
    ['12.5', 1250n],
    ['12.05', 1205n],
    ['9999999.99', 999_999_999n],
    ['-3.05', -305n],
  ])('reads %s as %s cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it('refuses what is not whole cents rather than rounding it', () => {
    expect(() => centsOf('1.005')).toThrow();
    expect(() => centsOf('abc')).toThrow();
  });

  it('adds what floats would not: 0.1 + 0.2 is 0.30', () => {
    expect(centsText(centsOf('0.1') + centsOf('0.2'))).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it.each([
    [0n, '0.00', '0.00'],
    [5n, '0.05', '0.05'],
    [123456789n, '1234567.89', '1,234,567.89'],
    [-1250n, '-12.50', '-12.50'],
  ])('writes %s cents as %s, and %s in a sentence', (cents, text, sentence) => {
    expect(centsText(cents)).toBe(text);
    expect(sgdText(cents)).toBe(sentence);
  });
});

describe("a date's month and year", () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s falls in %s to %s', (date, from, to) => {
    const periods = periodsOf(date);
    expect(periods.month).toEqual({ from, to });
    expect(periods.year).toEqual({
      from: `${date.slice(0, 4)}-01-01`,
      to: `${date.slice(0, 4)}-12-31`,
    });
  });
});

describe('the dates a claim may carry', () => {
  const employment = { name: 'Lim Mei Ling', startDate: '2026-03-03', endDate: null };
  it.each([
    { date: '2026-11-23', expected: null },
    { date: '2026-11-24', expected: 'a claim cannot be dated in the future' },
    { date: '2026-03-03', expected: null },
    { date: '2026-03-02', expected: 'Lim Mei Ling joined on 03/03/2026' },
  ])('$date: $expected', ({ date, expected }) => {
    expect(claimDateProblem(date, '2026-11-23', employment)).toBe(expected);
  });

  it('goes back at most 365 days, and not past the end of employment', () => {
    const long = { ...employment, startDate: '2010-01-04' };
    expect(claimDateProblem('2025-11-23', '2026-11-23', long)).toBeNull();
    expect(claimDateProblem('2025-11-22', '2026-11-23', long)).toBe(
      'a claim can be made for up to 365 days back, from 11/23/2025',
    );
    const left = { ...long, endDate: '2026-10-31' };
    expect(claimDateProblem('2026-11-02', '2026-11-23', left)).toBe(
      "Lim Mei Ling's employment ended on 10/31/2026",
    );
    expect(claimDateProblem('2026-10-31', '2026-11-23', left)).toBeNull();
  });
});

describe("a claim type's limits", () => {
  const type = {
    name: 'Transport',
    limitPerClaim: '100.00',
    limitPerMonth: '300.00',
    limitPerYear: '1000.00',
  };
  const none = { monthUsed: '0', yearUsed: '0' };

  it.each([
    { amount: '100.00', used: none, expected: null },
    {
      amount: '100.01',
      used: none,
      expected: 'amount: Transport claims are limited to S$100.00 each',
    },
    { amount: '50.00', used: { monthUsed: '250.00', yearUsed: '250.00' }, expected: null },
    {
      amount: '50.01',
      used: { monthUsed: '250.00', yearUsed: '250.00' },
      expected: 'amount: Transport claims are limited to S$300.00 a month; S$50.00 is left',
    },
    {
      amount: '10.00',
      used: { monthUsed: '310.00', yearUsed: '310.00' },
      expected: 'amount: Transport claims are limited to S$300.00 a month; S$0.00 is left',
    },
    {
      amount: '80.00',
      used: { monthUsed: '0', yearUsed: '920.10' },
      expected: 'amount: Transport claims are limited to S$1,000.00 a year; S$79.90 is left',
    },
  ])(
    '$amount with $used.monthUsed this month and $used.yearUsed this year: $expected',
    ({ amount, used, expected }) => {
      expect(limitRefusal(type, amount, used)).toBe(expected);
    },
  );

  it('lets anything through a type without limits', () => {
    const open = { name: 'Medical', limitPerClaim: null, limitPerMonth: null, limitPerYear: null };
    expect(
      limitRefusal(open, '9999999.99', { monthUsed: '9999999.99', yearUsed: '9999999.99' }),
    ).toBeNull();
  });

  it('counts cents exactly at the edge: 0.10 + 0.20 fits a limit of 0.30', () => {
    const tight = { name: 'Tea', limitPerClaim: null, limitPerMonth: '0.30', limitPerYear: null };
    expect(limitRefusal(tight, '0.20', { monthUsed: '0.10', yearUsed: '0.10' })).toBeNull();
  });
});
