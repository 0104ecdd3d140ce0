import { describe, expect, it } from 'vitest';
import { demoDateAfter } from './demo-days.js';

describe('the demo calendar', () => {
  it('counts days from today in Singapore, not from the UTC date', () => {
    // 04:30 on 25 November in Singapore: tomorrow there is the 26th.
    expect(demoDateAfter(new Date('2026-11-24T20:30:00Z'), 1)).toBe('2026-11-26');
    expect(demoDateAfter(new Date('2026-11-24T15:59:00Z'), 1)).toBe('2026-11-25');
  });

  it('crosses month and year ends', () => {
    expect(demoDateAfter(new Date('2026-12-31T10:00:00Z'), 1)).toBe('2027-01-01');
    expect(demoDateAfter(new Date('2027-02-27T10:00:00Z'), 2)).toBe('2027-03-01');
  });
});
