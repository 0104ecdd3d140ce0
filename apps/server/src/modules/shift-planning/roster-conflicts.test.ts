import type { RosterLeaveDay } from '@tembusu/contracts/attendance';
import { describe, expect, it } from 'vitest';
import {
  type ConflictShift,
  type DayFacts,
  rosterConflicts,
  weekMinutes,
} from './roster-conflicts.js';

// Singapore is UTC+8: a shift's times are written as Singapore clock times on its dates.
let ids = 0;
function shift(
  workDate: string,
  startTime: string,
  endTime: string,
  overrides: Partial<ConflictShift> = {},
): ConflictShift {
  ids += 1;
  const endDate =
    endTime <= startTime
      ? new Date(Date.parse(`${workDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      : workDate;
  const startAt = new Date(`${workDate}T${startTime}:00+08:00`);
  const endAt = new Date(`${endDate}T${endTime}:00+08:00`);
  return {
    id: `s${ids}`,
    employeeId: 'e1',
    workDate,
    name: 'Day',
    startAt,
    endAt,
    startTime,
    endTime,
    paidMinutes: (endAt.getTime() - startAt.getTime()) / 60_000 - 60,
    ...overrides,
  };
}

const workingDay: DayFacts = { kind: 'Working_Day', holidayName: null };
const noLeave = () => undefined;
const kindsOf = (found: Map<string, { kind: string }[]>, id: string) =>
  (found.get(id) ?? []).map((conflict) => conflict.kind);

describe('roster conflicts', () => {
  it('finds nothing in an ordinary week of five 8-hour days', () => {
    const week = ['2028-01-03', '2028-01-04', '2028-01-05', '2028-01-06', '2028-01-07'].map(
      (date) => shift(date, '09:00', '18:00'),
    );
    const found = rosterConflicts(week, () => workingDay, noLeave);
    expect([...found.values()].flat()).toEqual([]);
    expect(weekMinutes(week, 'e1', '2028-01-03')).toBe(40 * 60);
  });

  it("flags an overnight shift running into the next day's early shift, on both", () => {
    const night = shift('2028-01-31', '22:00', '06:00', { name: 'Night' });
    const early = shift('2028-02-01', '05:00', '13:00', { name: 'Early' });
    const found = rosterConflicts([night, early], () => workingDay, noLeave);
    expect(found.get(night.id)).toEqual([
      { kind: 'overlap', message: 'Overlaps Early (05:00–13:00) of 02/01/2028' },
    ]);
    expect(found.get(early.id)).toEqual([
      { kind: 'overlap', message: 'Overlaps Night (22:00–06:00) of 01/31/2028' },
    ]);
  });

  it('lets a shift start when the overnight one ends, and keeps other people apart', () => {
    const night = shift('2028-01-31', '22:00', '06:00');
    const next = shift('2028-02-01', '06:00', '14:00');
    const someoneElse = shift('2028-01-31', '23:00', '07:00', { employeeId: 'e2' });
    const found = rosterConflicts([night, next, someoneElse], () => workingDay, noLeave);
    expect([...found.values()].flat()).toEqual([]);
  });

  it('flags more than 44 hours in a Monday-to-Sunday week on every shift of the week', () => {
    // Five days of 9 paid hours: 45 hours.
    const week = ['2028-01-03', '2028-01-04', '2028-01-05', '2028-01-06', '2028-01-07'].map(
      (date) => shift(date, '08:00', '18:00'),
    );
    const nextMonday = shift('2028-01-10', '08:00', '18:00');
    const found = rosterConflicts([...week, nextMonday], () => workingDay, noLeave);
    for (const day of week) {
      expect(found.get(day.id)).toEqual([
        { kind: 'weeklyHours', message: '45 h in the week from 01/03/2028: more than 44 h' },
      ]);
    }
    expect(found.get(nextMonday.id)).toEqual([]);
  });

  it('flags more than 12 hours on one work date', () => {
    const morning = shift('2028-01-03', '06:00', '13:00');
    const evening = shift('2028-01-03', '14:00', '22:00');
    const found = rosterConflicts([morning, evening], () => workingDay, noLeave);
    expect(kindsOf(found, morning.id)).toEqual(['dailyHours']);
    expect(found.get(evening.id)?.[0]?.message).toBe('13 h on 01/03/2028: more than 12 h a day');
  });

  it('flags the seventh day in a row and each day after it, not the six before', () => {
    const days = Array.from({ length: 8 }, (_, index) =>
      shift(`2028-01-${String(3 + index).padStart(2, '0')}`, '09:00', '13:00'),
    );
    const found = rosterConflicts(days, () => workingDay, noLeave);
    expect(days.map((day) => kindsOf(found, day.id).includes('noRestDay'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(found.get(days[6]?.id ?? '')?.[0]?.message).toBe('7 days in a row without a rest day');
  });

  it("flags the work schedule's rest day, tells of a public holiday, and flags leave", () => {
    const sunday = shift('2028-01-09', '09:00', '18:00');
    const holiday = shift('2028-01-26', '09:00', '18:00');
    const onLeave = shift('2028-01-05', '09:00', '18:00');
    const halfDay = shift('2028-01-06', '14:00', '18:00');
    const dayOf = (date: string): DayFacts =>
      date === '2028-01-09'
        ? { kind: 'Rest_Day', holidayName: null }
        : date === '2028-01-26'
          ? { kind: 'Working_Day', holidayName: 'Chinese New Year' }
          : workingDay;
    const leave: Record<string, RosterLeaveDay> = {
      '2028-01-05': { date: '2028-01-05', part: 'full', leaveTypeName: 'Annual leave' },
      '2028-01-06': { date: '2028-01-06', part: 'AM', leaveTypeName: 'Annual leave' },
    };
    const found = rosterConflicts(
      [sunday, holiday, onLeave, halfDay],
      dayOf,
      (_id, date) => leave[date],
    );
    expect(found.get(sunday.id)).toEqual([
      { kind: 'restDay', message: 'A rest day in the work schedule' },
    ]);
    expect(found.get(holiday.id)).toEqual([
      { kind: 'publicHoliday', message: 'Public holiday: Chinese New Year' },
    ]);
    expect(found.get(onLeave.id)).toEqual([{ kind: 'leave', message: 'On Annual leave' }]);
    expect(found.get(halfDay.id)).toEqual([
      { kind: 'leave', message: 'On Annual leave in the morning (half day)' },
    ]);
  });
});
