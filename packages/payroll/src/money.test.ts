import { describe, expect, it } from 'vitest';
import { PayrollInputError } from './errors.js';
import {
  floorDivision,
  formatDollars,
  roundDivision,
  roundedRatio,
  toCents,
  toQuantity,
} from './money.js';

describe('toCents', () => {
  it.each([
    [4502.03, 450203],
    ['4502.03', 450203],
    [1.005, 101],
    ['1.005', 101],
    ['0.005', 1],
    ['0.0049', 0],
    [-1.005, -101],
    ['-2.5', -250],
    ['1.2e3', 120000],
    [1e-7, 0],
    ['  12.5 ', 1250],
    ['.5', 50],
    ['5.', 500],
    ['000012.50', 1250],
    [0.1 + 0.2, 30],
    [123456789.125, 12345678913],
  ])('reads %s as %i cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,000', null, undefined, '-', '.'])(
    'treats %s as 0',
    (value) => {
      expect(toCents(value)).toBe(0);
    },
  );

  it('never answers negative zero', () => {
    expect(Object.is(toCents('-0'), 0)).toBe(true);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('refuses a figure beyond the safe range, naming the field', () => {
    expect(() => toCents('1e20', 'salary')).toThrow(PayrollInputError);
    expect(() => toCents(1e300, 'salary')).toThrow('salary is too large');
  });
});

describe('toQuantity', () => {
  it('keeps six decimals, half away from zero', () => {
    expect(toQuantity('7.5')).toBe(7_500_000);
    expect(toQuantity(1 / 3)).toBe(333_333);
    expect(toQuantity('0.0000005')).toBe(1);
  });
});

describe('integer arithmetic', () => {
  it('rounds a ratio half away from zero', () => {
    expect(roundDivision(5, 2)).toBe(3);
    expect(roundDivision(-5, 2)).toBe(-3);
    expect(roundDivision(4, 3)).toBe(1);
    expect(roundedRatio(3, 5, 1, 2)).toBe(8);
  });

  it('stays exact when the product leaves the safe range', () => {
    // 12 × $1,000,000.00 × 3 × 72 hours ÷ (2288 × 2): the numerator is far above 2^53.
    const exact = roundedRatio(12 * 100_000_000, 3, 72_000_000, 2288 * 2 * 1_000_000);
    expect(exact).toBe(56643357);
  });

  it('floors a division', () => {
    expect(floorDivision(1_999_999, 1_000_000)).toBe(1);
  });

  it('formats dollars', () => {
    expect(formatDollars(168350)).toBe('$1,683.50');
    expect(formatDollars(-5)).toBe('-$0.05');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
  });
});
