import { describe, expect, it } from 'vitest';
import { PayrollInputError, StatutoryTableError } from './errors.js';
import { shgGoldenCases } from './golden/shg.golden.js';
import { toCents } from './money.js';
import { calculateShg, type ShgInput } from './shg.js';

describe('community fund golden cases', () => {
  it.each(shgGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    const { totalWages, ...rest } = golden.input;
    expect(calculateShg({ ...rest, totalWagesCents: toCents(totalWages) }), golden.source).toBe(
      toCents(golden.expected),
    );
  });
});

describe('community funds', () => {
  it('MBMF has no table before its June 2016 revision', () => {
    expect(() =>
      calculateShg({ fund: 'MBMF', wageMonth: '2016-05', totalWagesCents: 10_000 }),
    ).toThrow(StatutoryTableError);
  });

  it('refuses an unknown fund', () => {
    const input = {
      fund: 'XYZ',
      wageMonth: '2025-01',
      totalWagesCents: 10_000,
    } as unknown as ShgInput;
    expect(() => calculateShg(input)).toThrow(PayrollInputError);
  });
});
