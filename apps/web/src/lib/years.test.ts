import { describe, expect, it } from 'vitest';
import { yearChoices, yearFromParam } from './years';

describe("a report page's year", () => {
  it('reads the year from the address, falling back to the current year', () => {
    expect(yearFromParam('2025', 2026)).toBe(2025);
    expect(yearFromParam(null, 2026)).toBe(2026);
    expect(yearFromParam('', 2026)).toBe(2026);
    expect(yearFromParam('20x5', 2026)).toBe(2026);
    expect(yearFromParam('1999', 2026)).toBe(2026);
    expect(yearFromParam('2101', 2026)).toBe(2026);
  });

  it('offers next year back ten years, newest first, and keeps an older chosen year', () => {
    const years = yearChoices(2026, 2026);
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('2017');
    expect(years).toHaveLength(11);
    expect(yearChoices(2026, 2010).at(-1)).toBe('2010');
    expect(yearChoices(2026, 2010)).toHaveLength(12);
  });
});
