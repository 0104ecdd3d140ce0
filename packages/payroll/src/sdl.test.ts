import { describe, expect, it } from 'vitest';
import { StatutoryTableError } from './errors.js';
import { sdlGoldenCases, sdlPayableGoldenCase } from './golden/sdl.golden.js';
import { toCents } from './money.js';
import { parseMonth } from './months.js';
import { calculateSdl, sdlExplanation, sdlPayable } from './sdl.js';

describe('SDL golden cases', () => {
  it.each(sdlGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    const { wageMonth, totalWages } = golden.input;
    expect(calculateSdl({ wageMonth, totalWagesCents: toCents(totalWages) }), golden.source).toBe(
      toCents(golden.expected),
    );
  });

  it(sdlPayableGoldenCase.name, () => {
    expect(sdlPayable(sdlPayableGoldenCase.input.map((dollars) => toCents(dollars)))).toBe(
      toCents(sdlPayableGoldenCase.expected),
    );
  });
});

describe('SDL', () => {
  it('has no rate before the levy as it stands began', () => {
    expect(() => calculateSdl({ wageMonth: '2008-09', totalWagesCents: 100_000 })).toThrow(
      StatutoryTableError,
    );
  });

  it('adds the amounts before rounding down', () => {
    expect(sdlPayable([200, 500, 1125, 1125, 1125, 25])).toBe(4100);
  });
});

describe('SDL explanation', () => {
  const june = parseMonth('2025-06', 'm');

  it('shows the product and which limit applied', () => {
    expect(sdlExplanation(june, 60950)).toBe(
      '0.25% x total wages $609.50 = $1.52375: below the minimum, so $2.00 (SkillsFuture Singapore: at least $2 for each employee)',
    );
    expect(sdlExplanation(june, 450203)).toContain('= $11.255075: above the maximum, so $11.25');
    expect(sdlExplanation(june, 80200)).toBe(
      "0.25% x total wages $802.00 = $2.005, $2.01 to the cent (half up); the employer's total for the month is rounded down to the dollar",
    );
  });

  it('says why a month without wages has no SDL', () => {
    expect(sdlExplanation(june, 0)).toMatch(/^No wages this month: no SDL/);
  });
});
