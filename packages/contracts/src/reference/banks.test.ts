import { describe, expect, it } from 'vitest';
import { banks } from './banks.js';

describe('banks', () => {
  it('lists at least 28 banks', () => {
    expect(banks.length).toBeGreaterThanOrEqual(28);
  });

  it('has unique codes and names', () => {
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
    expect(new Set(banks.map((bank) => bank.name)).size).toBe(banks.length);
  });

  it('uses 8-character Singapore BICs', () => {
    for (const bank of banks) {
      expect(bank.code, bank.name).toMatch(/^[A-Z]{4}SG[A-Z0-9]{2}$/);
    }
  });

  it('includes DBS', () => {
    expect(banks).toContainEqual({ code: 'DBSSSGSG', name: 'DBS Bank Ltd' });
  });
});
