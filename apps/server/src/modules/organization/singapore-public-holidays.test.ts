import { describe, expect, it } from 'vitest';
import { singaporePublicHolidays } from './singapore-public-holidays.js';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe("Singapore's public holidays", () => {
  it('covers 2025 to 2027 with the eleven gazetted holidays each year', () => {
    for (const year of ['2025', '2026', '2027']) {
      const names = new Set(
        singaporePublicHolidays
          .filter((h) => h.fromDate.startsWith(year))
          .map((h) => h.name.replace(' (observed)', '')),
      );
      for (const name of [
        "New Year's Day",
        'Chinese New Year',
        'Hari Raya Puasa',
        'Good Friday',
        'Labour Day',
        'Vesak Day',
        'Hari Raya Haji',
        'National Day',
        'Deepavali',
        'Christmas Day',
      ]) {
        expect(names, `${name} ${year}`).toContain(name);
      }
    }
  });

  it('has proper ranges, fixed-date holidays on their dates, and Good Friday on a Friday', () => {
    for (const holiday of singaporePublicHolidays) {
      expect(holiday.toDate >= holiday.fromDate).toBe(true);
      if (holiday.name === 'National Day') expect(holiday.fromDate.slice(5)).toBe('08-09');
      if (holiday.name === 'Christmas Day') expect(holiday.fromDate.slice(5)).toBe('12-25');
      if (holiday.name === 'Good Friday') expect(weekday(holiday.fromDate)).toBe(5);
    }
  });

  it('observes a Sunday holiday on the Monday after', () => {
    for (const holiday of singaporePublicHolidays) {
      if (!holiday.name.endsWith('(observed)')) continue;
      expect(weekday(holiday.fromDate)).toBe(1);
      const day = new Date(`${holiday.fromDate}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - 1);
      const sunday = day.toISOString().slice(0, 10);
      expect(singaporePublicHolidays.some((h) => h.fromDate <= sunday && h.toDate >= sunday)).toBe(
        true,
      );
    }
  });
});
