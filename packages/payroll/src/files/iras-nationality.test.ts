import { describe, expect, it } from 'vitest';
import { irasNationalityCode, irasOtherNationality } from './iras-nationality.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const everyPair = [...alphabet].flatMap((a) => [...alphabet].map((b) => `${a}${b}`));

describe("IRAS's nationality codes", () => {
  it('gives a Singapore citizen 301, and the codes the dump and I1 agree on', () => {
    expect(irasNationalityCode('SG')).toBe('301');
    expect(irasNationalityCode('us')).toBe('503');
    expect(irasNationalityCode('GB')).toBe('110');
    expect(irasNationalityCode('AU')).toBe('701');
    expect(irasNationalityCode('MY')).toBe('304');
  });

  it('has no code for a nationality IRAS does not list, which the return gives as 999', () => {
    expect(irasNationalityCode('XK')).toBeNull();
    expect(irasOtherNationality).toBe('999');
  });

  it('gives each listed nationality its own 3-digit code, none withdrawn or Others', () => {
    const codes = everyPair.flatMap((pair) => irasNationalityCode(pair) ?? []);
    expect(codes.length).toBeGreaterThan(200);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^\d{3}$/);
      expect(['300', '997', irasOtherNationality]).not.toContain(code);
    }
  });
});
