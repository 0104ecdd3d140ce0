import { describe, expect, it } from 'vitest';
import {
  checkInWindowAt,
  periodOf,
  periodTimes,
  scheduleDayOf,
  type TimeSpan,
} from './desk-periods.js';
import type { WorkingHours } from './organization.js';

const day = (startTime: string, endTime: string, selected = true) => ({
  selected,
  startTime,
  endTime,
  workingHours: 8,
  breakDuration: 60,
  offDayType: selected ? null : ('offDay' as const),
});
const schedule: WorkingHours = {
  workingHoursType: 'fixed',
  scheduleType: 'fixed',
  breakDeduction: 0,
  days: {
    monday: day('09:00', '18:00'),
    tuesday: day('09:00', '18:00'),
    wednesday: day('08:30', '17:15'),
    thurday: day('09:00', '18:00'),
    friday: day('09:00', '18:00'),
    saturday: day('09:00', '13:00', false),
    sunday: day('09:00', '09:00', false),
  },
};
const monday = '2026-11-23';

describe('desk periods', () => {
  it('finds the weekday of a calendar date in any time zone, with the spec’s thurday', () => {
    expect(scheduleDayOf('2026-11-19')).toBe('thurday');
    expect(scheduleDayOf('2026-11-22')).toBe('sunday');
    expect(scheduleDayOf('2026-11-23')).toBe('monday');
    expect(scheduleDayOf('2024-02-29')).toBe('thurday');
  });

  it('names a booking by the period its times match, a time range otherwise', () => {
    for (const period of ['fullDay', 'morning', 'afternoon'] as const) {
      expect(periodOf(schedule, monday, periodTimes(schedule, monday, period))).toBe(period);
    }
    expect(periodOf(schedule, monday, { from: '10:15', to: '11:00' })).toBe('timeRange');
  });

  it('splits the day into a morning and an afternoon that meet on a quarter hour', () => {
    const morning = periodTimes(schedule, monday, 'morning');
    const afternoon = periodTimes(schedule, monday, 'afternoon');
    expect(morning).toEqual({ from: '09:00', to: '13:30' });
    expect(afternoon).toEqual({ from: '13:30', to: '18:00' });
    expect(periodTimes(schedule, '2026-11-25', 'morning')).toEqual({ from: '08:30', to: '13:00' });
  });

  it('gives a day without length an hour, and a time range its own times', () => {
    expect(periodTimes(schedule, '2026-11-22', 'fullDay')).toEqual({ from: '09:00', to: '10:00' });
    const range: TimeSpan = { from: '10:15', to: '11:00' };
    expect(periodTimes(schedule, monday, 'timeRange', range)).toEqual(range);
  });

  it('works out 9 to 6 until the schedule is known', () => {
    expect(periodTimes(undefined, monday, 'afternoon')).toEqual({ from: '13:30', to: '18:00' });
  });

  it('opens check-in a quarter of an hour before the start, until the end', () => {
    const booking = { startsAt: '2026-03-02T01:00:00Z', endsAt: new Date('2026-03-02T05:00:00Z') };
    expect(checkInWindowAt(new Date('2026-03-02T00:44:59Z'), booking)).toBe('notYet');
    expect(checkInWindowAt(new Date('2026-03-02T00:45:00Z'), booking)).toBe('open');
    expect(checkInWindowAt(new Date('2026-03-02T04:59:59Z'), booking)).toBe('open');
    expect(checkInWindowAt(new Date('2026-03-02T05:00:00Z'), booking)).toBe('ended');
  });
});
