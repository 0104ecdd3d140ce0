import type { WorkingHours } from '@tembusu/contracts/organization';
import { describe, expect, it } from 'vitest';
import {
  bookingTimeText,
  overlaps,
  periodChoiceLabel,
  periodChoices,
  periodTimes,
} from './periods';

const day = (startTime: string, endTime: string, selected = true) => ({
  selected,
  startTime,
  endTime,
  workingHours: 8,
  breakDuration: 60,
  offDayType: null,
});

const schedule: WorkingHours = {
  workingHoursType: 'fixed',
  scheduleType: 'fixed',
  breakDeduction: 0,
  days: {
    monday: day('09:00', '18:00'),
    tuesday: day('09:00', '18:00'),
    wednesday: day('09:00', '18:00'),
    thurday: day('09:00', '18:00'),
    friday: day('08:30', '17:15'),
    saturday: day('09:00', '13:00', false),
    sunday: day('09:00', '13:00', false),
  },
};

describe('the periods each booking mode offers', () => {
  it('offers the full day only when desks go by the day', () => {
    expect(periodChoices('fullDay')).toEqual(['fullDay']);
  });

  it('adds the morning and the afternoon by the half day', () => {
    expect(periodChoices('halfDay')).toEqual(['fullDay', 'morning', 'afternoon']);
  });

  it('adds a time range of their own when the rules allow it', () => {
    expect(periodChoices('timeRange')).toEqual(['fullDay', 'morning', 'afternoon', 'timeRange']);
  });
});

describe('the times of a period, as the server works them out', () => {
  it('splits a 9-to-6 day at half past one', () => {
    // 2026-03-02 is a Monday.
    expect(periodTimes(schedule, '2026-03-02', 'fullDay')).toEqual({ from: '09:00', to: '18:00' });
    expect(periodTimes(schedule, '2026-03-02', 'morning')).toEqual({ from: '09:00', to: '13:30' });
    expect(periodTimes(schedule, '2026-03-02', 'afternoon')).toEqual({
      from: '13:30',
      to: '18:00',
    });
  });

  it("follows the weekday's own hours, split on the nearest quarter hour", () => {
    // Friday 08:30–17:15 is 525 minutes; half is 262.5, rounded to the quarter hour 270 (13:00).
    expect(periodTimes(schedule, '2026-03-06', 'morning')).toEqual({ from: '08:30', to: '13:00' });
  });

  it('takes a time range as chosen', () => {
    expect(
      periodTimes(schedule, '2026-03-02', 'timeRange', { from: '10:15', to: '12:00' }),
    ).toEqual({ from: '10:15', to: '12:00' });
  });

  it('labels a choice with its times, and reads a booking back', () => {
    expect(periodChoiceLabel('morning', { from: '09:00', to: '13:30' })).toBe(
      'Morning (09:00–13:30)',
    );
    expect(periodChoiceLabel('timeRange')).toBe('Time range');
    expect(bookingTimeText({ period: 'afternoon', from: '13:30', to: '18:00' })).toBe(
      'Afternoon, 13:30–18:00',
    );
  });

  it('knows when two parts of a day meet', () => {
    const morning = { from: '09:00', to: '13:30' };
    expect(overlaps(morning, { from: '13:30', to: '18:00' })).toBe(false);
    expect(overlaps(morning, { from: '13:15', to: '14:00' })).toBe(true);
  });
});
