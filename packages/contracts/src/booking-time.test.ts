import { describe, expect, it } from 'vitest';
import {
  instantInZone,
  instantOf,
  minutesOf,
  quarterHourStart,
  timeOf,
  wallClock,
} from './booking-time.js';

describe('booking times', () => {
  it('reads a UTC date and time, 24:00 as the next midnight', () => {
    expect(instantOf('2026-11-23', '01:30').toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(instantOf('2026-12-31', '24:00').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('shows an instant on the wall clock of a time zone, across the date line', () => {
    const at = new Date('2026-11-23T17:00:00Z');
    expect(wallClock(at, 'Asia/Singapore')).toEqual({ date: '2026-11-24', time: '01:00' });
    expect(wallClock(at, 'America/Los_Angeles')).toEqual({ date: '2026-11-23', time: '09:00' });
    expect(wallClock(at, 'UTC')).toEqual({ date: '2026-11-23', time: '17:00' });
  });

  it('ends a booking that runs to midnight at 24:00 of its own day', () => {
    const midnight = new Date('2026-11-24T00:00:00Z');
    expect(wallClock(midnight, 'UTC', true)).toEqual({ date: '2026-11-23', time: '24:00' });
    expect(wallClock(new Date('2026-11-23T10:45:00Z'), 'UTC', true)).toEqual({
      date: '2026-11-23',
      time: '10:45',
    });
    expect(wallClock(new Date('2026-11-23T11:00:00Z'), 'UTC', true)).toEqual({
      date: '2026-11-23',
      time: '11:00',
    });
  });

  it('follows daylight saving: the same UTC hour is an hour apart in Los Angeles', () => {
    // Daylight saving in the United States ended on 1 November 2026 at 02:00 local time.
    expect(wallClock(new Date('2026-10-31T17:00:00Z'), 'America/Los_Angeles').time).toBe('10:00');
    expect(wallClock(new Date('2026-11-02T17:00:00Z'), 'America/Los_Angeles').time).toBe('09:00');
  });

  it('floors an instant to its quarter hour', () => {
    expect(quarterHourStart(new Date('2026-11-23T10:44:59Z')).toISOString()).toBe(
      '2026-11-23T10:30:00.000Z',
    );
  });
});

describe('wall clock to instant', () => {
  it('reads a local date and time in a zone, either side of daylight saving', () => {
    expect(instantInZone('2026-11-24', '09:00', 'Asia/Singapore').toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    expect(instantInZone('2027-03-12', '17:00', 'America/Los_Angeles').toISOString()).toBe(
      '2027-03-13T01:00:00.000Z',
    );
    expect(instantInZone('2027-03-15', '17:00', 'America/Los_Angeles').toISOString()).toBe(
      '2027-03-16T00:00:00.000Z',
    );
  });
});

describe('wall-clock times', () => {
  it('counts minutes from midnight and back, 24:00 included', () => {
    expect(minutesOf('09:45')).toBe(585);
    expect(minutesOf('24:00')).toBe(1440);
    expect(timeOf(585)).toBe('09:45');
    expect(timeOf(1440)).toBe('24:00');
  });
});
