import { describe, expect, it } from 'vitest';
import { StatutoryTableError } from './errors.js';
import { sdlGoldenCases, sdlPayableGoldenCase } from './golden/sdl.golden.js';
import { calculateSdl, sdlPayable } from './sdl.js';

describe('SDL golden cases', () => {
  it.each(sdlGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    expect(calculateSdl(golden.input), golden.source).toBe(golden.expected);
  });

  it(sdlPayableGoldenCase.name, () => {
    expect(sdlPayable(sdlPayableGoldenCase.input)).toBe(sdlPayableGoldenCase.expected);
  });
});

describe('SDL', () => {
  it('has no rate before the levy as it stands began', () => {
    expect(() => calculateSdl({ wageMonth: '2008-09', totalWages: 1000 })).toThrow(
      StatutoryTableError,
    );
  });

  it('adds amounts given as strings exactly', () => {
    expect(sdlPayable(['2.00', '5.00', '11.25', '11.25', '11.25', '0.25'])).toBe(41);
  });
});
