import { describe, expect, it } from 'vitest';
import { monthAbbreviations, monthNames, oneToFive } from './months.js';

describe('months', () => {
  it('lists twelve three-letter month abbreviations from Jan to Dec', () => {
    expect(monthAbbreviations).toHaveLength(12);
    expect(monthAbbreviations[0]).toBe('Jan');
    expect(monthAbbreviations[11]).toBe('Dec');
  });

  it('names the months in full, each beginning with its abbreviation', () => {
    expect(monthNames).toHaveLength(12);
    monthNames.forEach((name, index) => {
      expect(name.startsWith(monthAbbreviations[index] as string)).toBe(true);
    });
  });

  it('offers the 1 to 5 choice list', () => {
    expect(oneToFive).toEqual([1, 2, 3, 4, 5]);
  });
});
