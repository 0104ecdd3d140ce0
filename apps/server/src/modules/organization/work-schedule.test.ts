import { zWorkingHours } from '@tembusu/contracts/organization';
import { describe, expect, it } from 'vitest';
import { dayKindOn, defaultWorkingHours } from './work-schedule.js';

describe('the work schedule', () => {
  it('is valid by its own contract', () => {
    expect(zWorkingHours.safeParse(defaultWorkingHours).success).toBe(true);
  });

  it('answers working, off and rest days from the working week', () => {
    expect(dayKindOn('2026-11-20', defaultWorkingHours)).toBe('Working_Day');
    expect(dayKindOn('2026-11-21', defaultWorkingHours)).toBe('Off_Day');
    expect(dayKindOn('2026-11-22', defaultWorkingHours)).toBe('Rest_Day');
  });

  it('puts leave before the schedule', () => {
    const leave = { isOnLeave: (date: string) => date === '2026-11-20' || date === '2026-11-22' };
    expect(dayKindOn('2026-11-20', defaultWorkingHours, leave)).toBe('On_leave');
    expect(dayKindOn('2026-11-22', defaultWorkingHours, leave)).toBe('On_leave');
    expect(dayKindOn('2026-11-19', defaultWorkingHours, leave)).toBe('Working_Day');
  });

  it('follows a six-day week with Sunday as the rest day', () => {
    const sixDays = structuredClone(defaultWorkingHours);
    sixDays.days.saturday = {
      ...sixDays.days.saturday,
      selected: true,
      workingHours: 4,
      offDayType: null,
    };
    expect(dayKindOn('2026-11-21', sixDays)).toBe('Working_Day');
  });
});

describe('the working-hours contract', () => {
  it('names what is wrong with a day', () => {
    const bad = structuredClone(defaultWorkingHours) as unknown as {
      days: Record<string, Record<string, unknown>>;
    };
    bad.days.monday = { ...bad.days.monday, endTime: '08:00' };
    bad.days.sunday = { ...bad.days.sunday, offDayType: null };
    const result = zWorkingHours.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['days.monday.endTime', 'days.sunday.offDayType']);
  });
});
