import type { WorkingHours } from '@tembusu/contracts/organization';
import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '../organization/work-schedule.js';
import { periodOf, periodTimes } from './desk-periods.js';

const schedule: WorkingHours = defaultWorkingHours;
const monday = '2026-11-23';

describe('desk periods', () => {
  it('names a booking by the period its times match, a time range otherwise', () => {
    for (const period of ['fullDay', 'morning', 'afternoon'] as const) {
      expect(periodOf(schedule, monday, periodTimes(schedule, monday, period, {}))).toBe(period);
    }
    expect(periodOf(schedule, monday, { from: '10:15', to: '11:00' })).toBe('timeRange');
  });

  it('splits the day into a morning and an afternoon that meet', () => {
    const morning = periodTimes(schedule, monday, 'morning', {});
    const afternoon = periodTimes(schedule, monday, 'afternoon', {});
    expect(morning.to).toBe(afternoon.from);
    expect(periodTimes(schedule, monday, 'fullDay', {})).toEqual({
      from: morning.from,
      to: afternoon.to,
    });
  });
});
