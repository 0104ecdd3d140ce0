import { afterEach, describe, expect, it } from 'vitest';
import { LRE, PDF } from '../../../lib/format';
import {
  accuracyText,
  addMonths,
  expectedShiftText,
  isMonth,
  monthText,
  positionText,
  timeText,
} from './staff-attendance-format';

afterEach(() => {
  document.documentElement.dir = '';
});

describe('staff attendance texts', () => {
  it("reads instants on the branch's clock, wherever the browser is", () => {
    expect(timeText('2026-03-02T01:05:00.000Z', 'Asia/Singapore')).toBe('09:05');
    expect(timeText('2026-03-02T01:05:00.000Z', 'Asia/Kolkata')).toBe('06:35');
    expect(timeText(null, 'Asia/Singapore')).toBe('');
  });

  it('says when a shift ends the next day, and its break', () => {
    const overnight = {
      source: 'roster' as const,
      name: 'Night',
      startAt: '2026-03-02T14:00:00.000Z',
      endAt: '2026-03-02T22:00:00.000Z',
      breakMinutes: 45,
    };
    expect(expectedShiftText(overnight, 'Asia/Singapore')).toBe(
      '22:00 – 06:00 (next day) (45 min break)',
    );
    expect(expectedShiftText(overnight, 'Asia/Singapore', { withBreak: false })).toBe(
      '22:00 – 06:00 (next day)',
    );
    expect(expectedShiftText({ ...overnight, breakMinutes: 0 }, 'UTC')).toBe('14:00 – 22:00');
  });

  it('keeps a shift and a position one left-to-right run in right-to-left pages', () => {
    document.documentElement.dir = 'rtl';
    const shift = {
      source: 'schedule' as const,
      name: '',
      startAt: '2026-03-02T01:00:00.000Z',
      endAt: '2026-03-02T10:00:00.000Z',
      breakMinutes: 60,
    };
    expect(expectedShiftText(shift, 'Asia/Singapore')).toBe(
      `${LRE}09:00 – 18:00 (1 h break)${PDF}`,
    );
    expect(positionText({ latitude: 1.2839, longitude: 103.85, accuracyMeters: 1450 })).toBe(
      `${LRE}1.28390, 103.85000 (± 1.4 km)${PDF}`,
    );
  });

  it('rounds accuracy to whole metres, and kilometres past a thousand', () => {
    expect(accuracyText(15.4)).toBe('15 m');
    expect(accuracyText(0.3)).toBe('1 m');
    expect(accuracyText(2500)).toBe('2.5 km');
  });

  it('steps months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(monthText('2026-02')).toBe('February 2026');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-09')).toBe(true);
    expect(isMonth(null)).toBe(false);
  });
});
