import { defaultAttendanceSettings } from '@tembusu/contracts/attendance';
import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '../organization/work-schedule.js';
import {
  distanceMeters,
  measure,
  metersOutside,
  type ShiftWindow,
  scheduledShift,
  statusesOf,
  wholeLeaveDates,
  workDateAt,
  workedDayKindOn,
} from './attendance-rules.js';

const sg = 'Asia/Singapore';
const at = (iso: string) => new Date(iso);
const settings = { ...defaultAttendanceSettings, lateGraceMinutes: 5, minimumOvertimeMinutes: 30 };

const nightShift: ShiftWindow = {
  source: 'roster',
  name: 'Night',
  workDate: '2027-01-31',
  // 22:00 on 31 January to 06:00 on 1 February, Singapore time.
  startAt: at('2027-01-31T14:00:00Z'),
  endAt: at('2027-01-31T22:00:00Z'),
  breakMinutes: 60,
  rosterShiftId: 'night',
};

describe('the expected shift and the kind of day', () => {
  it("reads a working day's hours from the fixed schedule in the branch's zone", () => {
    const monday = scheduledShift('2026-11-23', defaultWorkingHours, sg);
    expect(monday?.startAt.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(monday?.endAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(monday?.breakMinutes).toBe(60);
    const london = scheduledShift('2026-11-23', defaultWorkingHours, 'Europe/London');
    expect(london?.startAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(scheduledShift('2026-11-28', defaultWorkingHours, sg)).toBeNull();
  });

  it('calls a holiday a holiday, and the off day and rest day by the schedule', () => {
    const holidays = new Set(['2026-12-25']);
    expect(workedDayKindOn('2026-12-25', defaultWorkingHours, holidays)).toBe('publicHoliday');
    expect(workedDayKindOn('2026-12-24', defaultWorkingHours, holidays)).toBe('normal');
    expect(workedDayKindOn('2026-12-26', defaultWorkingHours, holidays)).toBe('offDay');
    expect(workedDayKindOn('2026-12-27', defaultWorkingHours, holidays)).toBe('restDay');
  });

  it('gives a check-in inside an overnight shift across a month end the day the shift starts', () => {
    expect(workDateAt(at('2027-01-31T13:50:00Z'), sg, [nightShift])).toBe('2027-01-31');
    // 03:00 on 1 February in Singapore.
    expect(workDateAt(at('2027-01-31T19:00:00Z'), sg, [nightShift])).toBe('2027-01-31');
    // After the shift ended, a check-in is the local date's.
    expect(workDateAt(at('2027-01-31T23:30:00Z'), sg, [nightShift])).toBe('2027-02-01');
  });
});

describe('measuring a log', () => {
  const monday = scheduledShift('2026-11-23', defaultWorkingHours, sg);

  it('forgives lateness within the grace minutes and counts it whole beyond them', () => {
    const within = measure(
      { checkInAt: at('2026-11-23T01:05:00Z'), checkOutAt: null },
      monday,
      settings,
    );
    expect(within.lateMinutes).toBe(0);
    const beyond = measure(
      { checkInAt: at('2026-11-23T01:06:00Z'), checkOutAt: null },
      monday,
      settings,
    );
    expect(beyond.lateMinutes).toBe(6);
  });

  it('counts early out, the minutes worked less the break, and overtime from the minimum', () => {
    const early = measure(
      { checkInAt: at('2026-11-23T01:00:00Z'), checkOutAt: at('2026-11-23T09:20:00Z') },
      monday,
      settings,
    );
    expect(early).toEqual({
      lateMinutes: 0,
      earlyOutMinutes: 40,
      workedMinutes: 440,
      overtimeMinutes: 0,
    });
    const short = measure(
      { checkInAt: at('2026-11-23T01:00:00Z'), checkOutAt: at('2026-11-23T10:29:00Z') },
      monday,
      settings,
    );
    expect(short.overtimeMinutes).toBe(0);
    const long = measure(
      { checkInAt: at('2026-11-23T01:00:00Z'), checkOutAt: at('2026-11-23T12:00:00Z') },
      monday,
      settings,
    );
    expect(long).toEqual({
      lateMinutes: 0,
      earlyOutMinutes: 0,
      workedMinutes: 600,
      overtimeMinutes: 120,
    });
  });

  it('rounds check-in up and check-out down to the step for pay', () => {
    const rounded = measure(
      { checkInAt: at('2026-11-23T01:07:00Z'), checkOutAt: at('2026-11-23T10:14:00Z') },
      monday,
      { ...settings, roundingMinutes: 15 },
    );
    expect(rounded).toEqual({
      lateMinutes: 15,
      earlyOutMinutes: 0,
      workedMinutes: 465,
      overtimeMinutes: 0,
    });
  });

  it('counts every minute worked on a day with no shift as overtime', () => {
    const saturday = measure(
      { checkInAt: at('2026-11-28T02:00:00Z'), checkOutAt: at('2026-11-28T06:00:00Z') },
      null,
      settings,
    );
    expect(saturday).toEqual({
      lateMinutes: 0,
      earlyOutMinutes: 0,
      workedMinutes: 240,
      overtimeMinutes: 240,
    });
  });

  it('measures an overnight shift across midnight', () => {
    const night = measure(
      { checkInAt: at('2027-01-31T14:20:00Z'), checkOutAt: at('2027-01-31T23:00:00Z') },
      nightShift,
      settings,
    );
    expect(night).toEqual({
      lateMinutes: 20,
      earlyOutMinutes: 0,
      workedMinutes: 460,
      overtimeMinutes: 60,
    });
  });

  it('lists a log by each status it has', () => {
    expect(statusesOf({ state: 'complete', lateMinutes: 0, earlyOutMinutes: 0 })).toEqual([
      'onTime',
    ]);
    expect(statusesOf({ state: 'complete', lateMinutes: 6, earlyOutMinutes: 40 })).toEqual([
      'late',
      'earlyOut',
    ]);
    expect(statusesOf({ state: 'missingCheckOut', lateMinutes: 0, earlyOutMinutes: 0 })).toEqual([
      'missingCheckOut',
    ]);
    expect(statusesOf({ state: 'absent', lateMinutes: 0, earlyOutMinutes: 0 })).toEqual(['absent']);
  });
});

describe('the geofence', () => {
  const rafflesPlace = { latitude: 1.284_2, longitude: 103.851_4 };
  const fence = { ...rafflesPlace, radiusMeters: 150 };

  it('measures distance on the globe', () => {
    // Raffles Place to Jurong East is about 13 km as the crow flies.
    const jurong = { latitude: 1.333_2, longitude: 103.742_3 };
    expect(distanceMeters(rafflesPlace, jurong) / 1000).toBeCloseTo(13.3, 0);
  });

  it("is inside within the radius and a trusted part of the reading's accuracy", () => {
    const near = { latitude: 1.285_6, longitude: 103.851_4, accuracyMeters: 20 };
    expect(metersOutside(near, fence)).toBe(0);
    const vague = { latitude: 1.29, longitude: 103.851_4, accuracyMeters: 5_000 };
    expect(metersOutside(vague, fence)).toBeGreaterThan(400);
  });
});

describe('wholeLeaveDates', () => {
  it('takes whole days, and a morning and an afternoon together, never one half alone', () => {
    const whole = wholeLeaveDates([
      { date: '2026-11-16', part: 'full' },
      { date: '2026-11-17', part: 'AM' },
      { date: '2026-11-18', part: 'PM' },
      { date: '2026-11-18', part: 'AM' },
      { date: '2026-11-19', part: 'PM' },
      { date: '2026-11-19', part: 'PM' },
    ]);
    expect([...whole].sort()).toEqual(['2026-11-16', '2026-11-18']);
  });
});
