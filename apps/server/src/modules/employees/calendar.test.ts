import { describe, expect, it } from 'vitest';
import { wholeYearsBetween } from './calendar.js';

describe('wholeYearsBetween', () => {
  it('counts a year only once its anniversary is reached', () => {
    expect(wholeYearsBetween('1970-06-15', '2026-06-14')).toBe(55);
    expect(wholeYearsBetween('1970-06-15', '2026-06-15')).toBe(56);
  });

  it('reaches a 29 February birthday on 1 March of a common year', () => {
    expect(wholeYearsBetween('2000-02-29', '2026-02-28')).toBe(25);
    expect(wholeYearsBetween('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('answers 0 for a date still to come', () => {
    expect(wholeYearsBetween('2027-01-01', '2026-11-23')).toBe(0);
  });
});
