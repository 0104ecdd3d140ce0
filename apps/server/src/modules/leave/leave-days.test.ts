import type { DayPart } from '@tembusu/contracts/leave';
import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '../organization/work-schedule.js';
import {
  addMonths,
  completedMonths,
  type DayCounting,
  daysOffOf,
  daysText,
  firstOverlap,
  halvesTaken,
  leaveDays,
  leaveYearOf,
  totalTenths,
  workingDaysPerWeek,
} from './leave-days.js';

// Deepavali 2026 is observed on Monday 9 Nov; Hari Raya Haji 2026 is Wednesday 27 May.
const holidays2026 = new Set(['2026-05-27', '2026-11-09']);

const workingDaysOnly: DayCounting = {
  schedule: defaultWorkingHours,
  holidays: holidays2026,
  countsRestDays: false,
  countsPublicHolidays: false,
};

const request = (
  startDate: string,
  endDate: string,
  startPart: DayPart = 'full',
  endPart: DayPart = 'full',
) => ({ startDate, endDate, startPart, endPart });

describe('completedMonths', () => {
  it('completes three months from 15 Jan on 15 Apr, not on 14 Apr', () => {
    expect(completedMonths('2026-01-15', '2026-04-14')).toBe(2);
    expect(completedMonths('2026-01-15', '2026-04-15')).toBe(3);
  });

  it('completes three months from 31 Jan on 30 Apr, the last day of April', () => {
    expect(completedMonths('2026-01-31', '2026-04-29')).toBe(2);
    expect(completedMonths('2026-01-31', '2026-04-30')).toBe(3);
  });

  it('counts across a year end, and none before the start', () => {
    expect(completedMonths('2025-11-10', '2026-02-10')).toBe(3);
    expect(completedMonths('2026-04-01', '2026-03-31')).toBe(0);
  });
});

describe('addMonths', () => {
  it('moves 31 Jan to the last day of February, 29 Feb in a leap year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('moves 29 Feb 2024 a year on to 28 Feb 2025 and crosses year ends both ways', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('leaveYearOf', () => {
  it('gives the calendar year of the date', () => {
    expect(leaveYearOf('calendar', '2023-07-15', '2026-03-01')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('gives the year from the last hire anniversary, the new one starting on the anniversary', () => {
    expect(leaveYearOf('hireAnniversary', '2023-07-15', '2026-07-14')).toEqual({
      start: '2025-07-15',
      end: '2026-07-14',
    });
    expect(leaveYearOf('hireAnniversary', '2023-07-15', '2026-07-15')).toEqual({
      start: '2026-07-15',
      end: '2027-07-14',
    });
  });

  it('starts the years of a 29 Feb 2024 hire on 28 Feb in common years, without gaps', () => {
    expect(leaveYearOf('hireAnniversary', '2024-02-29', '2025-02-27')).toEqual({
      start: '2024-02-29',
      end: '2025-02-27',
    });
    expect(leaveYearOf('hireAnniversary', '2024-02-29', '2025-02-28')).toEqual({
      start: '2025-02-28',
      end: '2026-02-27',
    });
    expect(leaveYearOf('hireAnniversary', '2024-02-29', '2027-03-01')).toEqual({
      start: '2027-02-28',
      end: '2028-02-28',
    });
    expect(leaveYearOf('hireAnniversary', '2024-02-29', '2028-02-29')).toEqual({
      start: '2028-02-29',
      end: '2029-02-27',
    });
  });
});

describe('workingDaysPerWeek', () => {
  it('gives 5 for the default Monday-to-Friday schedule', () => {
    expect(workingDaysPerWeek(defaultWorkingHours)).toBe(5);
  });
});

describe('leaveDays on the default schedule', () => {
  it('takes 5 days for Mon 16 Nov to Fri 20 Nov 2026', () => {
    const days = leaveDays(request('2026-11-16', '2026-11-20'), workingDaysOnly);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(days.every((day) => day.portion === '1')).toBe(true);
    expect(totalTenths(days)).toBe(50);
  });

  it('skips the Saturday off day and Sunday rest day from Thu 19 to Tue 24 Nov: 4 days', () => {
    const days = leaveDays(request('2026-11-19', '2026-11-24'), workingDaysOnly);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(totalTenths(days)).toBe(40);
  });

  it('counts Sat 21 and Sun 22 Nov when the type counts rest days: 6 days', () => {
    const days = leaveDays(request('2026-11-19', '2026-11-24'), {
      ...workingDaysOnly,
      countsRestDays: true,
    });
    expect(days.map((day) => day.date)).toContain('2026-11-21');
    expect(days.map((day) => day.date)).toContain('2026-11-22');
    expect(totalTenths(days)).toBe(60);
  });

  it('skips Deepavali on Mon 9 Nov 2026 in Mon 9 to Fri 13 Nov: 4 days, or 5 when counted', () => {
    const skipped = leaveDays(request('2026-11-09', '2026-11-13'), workingDaysOnly);
    expect(skipped.map((day) => day.date)).not.toContain('2026-11-09');
    expect(totalTenths(skipped)).toBe(40);
    const counted = leaveDays(request('2026-11-09', '2026-11-13'), {
      ...workingDaysOnly,
      countsPublicHolidays: true,
    });
    expect(counted.map((day) => day.date)).toContain('2026-11-09');
    expect(totalTenths(counted)).toBe(50);
  });

  it('takes half a day for the morning of Mon 16 Nov alone', () => {
    const days = leaveDays(request('2026-11-16', '2026-11-16', 'AM', 'AM'), workingDaysOnly);
    expect(days).toEqual([{ date: '2026-11-16', portion: '0.5' }]);
    expect(daysText(totalTenths(days))).toBe('0.5');
  });

  it('takes 2 days from the afternoon of Mon 16 Nov to the morning of Wed 18 Nov', () => {
    const days = leaveDays(request('2026-11-16', '2026-11-18', 'PM', 'AM'), workingDaysOnly);
    expect(days).toEqual([
      { date: '2026-11-16', portion: '0.5' },
      { date: '2026-11-17', portion: '1' },
      { date: '2026-11-18', portion: '0.5' },
    ]);
    expect(totalTenths(days)).toBe(20);
  });

  it('keeps the halves on Tue 26 and Thu 28 May around Hari Raya Haji on Wed 27 May: 1 day', () => {
    const days = leaveDays(request('2026-05-26', '2026-05-28', 'PM', 'AM'), workingDaysOnly);
    expect(days).toEqual([
      { date: '2026-05-26', portion: '0.5' },
      { date: '2026-05-28', portion: '0.5' },
    ]);
    expect(totalTenths(days)).toBe(10);
  });

  it('takes 2.5 days from the afternoon of Tue 26 May to Fri 29 May, skipping the holiday', () => {
    const days = leaveDays(request('2026-05-26', '2026-05-29', 'PM', 'full'), workingDaysOnly);
    expect(days).toEqual([
      { date: '2026-05-26', portion: '0.5' },
      { date: '2026-05-28', portion: '1' },
      { date: '2026-05-29', portion: '1' },
    ]);
    expect(daysText(totalTenths(days))).toBe('2.5');
  });
});

describe('halvesTaken and firstOverlap', () => {
  it('lets the morning and the afternoon of Mon 16 Nov be taken by two requests', () => {
    const morning = halvesTaken(request('2026-11-16', '2026-11-16', 'AM', 'AM'));
    const afternoon = halvesTaken(request('2026-11-16', '2026-11-16', 'PM', 'PM'));
    expect(morning.get('2026-11-16')).toBe('AM');
    expect(afternoon.get('2026-11-16')).toBe('PM');
    expect(firstOverlap(morning, afternoon)).toBeNull();
  });

  it('finds a full Mon 16 Nov overlapping its morning', () => {
    const full = halvesTaken(request('2026-11-16', '2026-11-16'));
    const morning = halvesTaken(request('2026-11-16', '2026-11-16', 'AM', 'AM'));
    expect(firstOverlap(full, morning)).toBe('2026-11-16');
    expect(firstOverlap(morning, full)).toBe('2026-11-16');
  });

  it('marks a PM start and an AM end, and lets the next request start that afternoon', () => {
    const first = halvesTaken(request('2026-11-16', '2026-11-18', 'PM', 'AM'));
    expect([...first]).toEqual([
      ['2026-11-16', 'PM'],
      ['2026-11-17', 'full'],
      ['2026-11-18', 'AM'],
    ]);
    const next = halvesTaken(request('2026-11-18', '2026-11-20', 'PM', 'full'));
    expect(firstOverlap(first, next)).toBeNull();
  });

  it('gives the first shared date of Mon 16–Wed 18 Nov and Tue 17–Fri 20 Nov: 17 Nov', () => {
    const a = halvesTaken(request('2026-11-16', '2026-11-18'));
    const b = halvesTaken(request('2026-11-17', '2026-11-20'));
    expect(firstOverlap(a, b)).toBe('2026-11-17');
  });
});

describe('daysOffOf', () => {
  it('names the half of each half day: the afternoon of Fri 20 Nov to the morning of Tue 24 Nov', () => {
    const asked = request('2026-11-20', '2026-11-24', 'PM', 'AM');
    const dayList = leaveDays(asked, workingDaysOnly);
    expect(daysOffOf({ ...asked, dayList })).toEqual([
      { date: '2026-11-20', part: 'PM' },
      { date: '2026-11-23', part: 'full' },
      { date: '2026-11-24', part: 'AM' },
    ]);
  });

  it('keeps a one-day request whole, or its morning', () => {
    const whole = request('2026-11-16', '2026-11-16');
    const morning = request('2026-11-16', '2026-11-16', 'AM', 'AM');
    expect(daysOffOf({ ...whole, dayList: leaveDays(whole, workingDaysOnly) })).toEqual([
      { date: '2026-11-16', part: 'full' },
    ]);
    expect(daysOffOf({ ...morning, dayList: leaveDays(morning, workingDaysOnly) })).toEqual([
      { date: '2026-11-16', part: 'AM' },
    ]);
  });
});
