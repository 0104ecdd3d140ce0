import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  bookingPayload,
  defaultEnd,
  durationLabel,
  endOptions,
  floating,
  gmtOffset,
  isSlotOpen,
  localSpanOf,
  nextQuarterHour,
  rangeLabel,
  spanFromSlot,
  spanOf,
  startSlots,
  visibleRange,
} from './booking-time';

const target = {
  employeeBookedId: '0c6f3f5e-0000-4000-8000-000000000001',
  branchOutletId: '0c6f3f5e-0000-4000-8000-000000000002',
  roomId: '0c6f3f5e-0000-4000-8000-000000000003',
};

describe('bookingPayload', () => {
  it('sends UTC times beside UTC dates with the local values in the Origin fields', () => {
    expect(
      bookingPayload(
        { date: '2026-07-14', start: '10:00', end: '11:30' },
        'Asia/Singapore',
        target,
      ),
    ).toEqual({
      bookingDate: '2026-07-14',
      bookingDateFrom: '2026-07-14',
      bookingDateTo: '2026-07-14',
      bookingTimeFrom: '02:00',
      bookingTimeTo: '03:30',
      bookingDateFromOrigin: '2026-07-14',
      bookingDateToOrigin: '2026-07-14',
      bookingTimeFromOrigin: '10:00',
      bookingTimeToOrigin: '11:30',
      ...target,
    });
  });

  it('moves to the UTC day before when the local morning is still yesterday in UTC', () => {
    const payload = bookingPayload(
      { date: '2026-07-14', start: '07:00', end: '09:00' },
      'Asia/Singapore',
      target,
    );
    expect(payload).toMatchObject({
      bookingDate: '2026-07-13',
      bookingDateFrom: '2026-07-13',
      bookingTimeFrom: '23:00',
      bookingDateTo: '2026-07-14',
      bookingTimeTo: '01:00',
      bookingDateFromOrigin: '2026-07-14',
      bookingTimeFromOrigin: '07:00',
    });
  });

  it('sends a local end at midnight as 24:00', () => {
    const payload = bookingPayload(
      { date: '2026-07-14', start: '23:00', end: '00:00' },
      'Asia/Singapore',
      target,
    );
    expect(payload).toMatchObject({
      bookingTimeToOrigin: '24:00',
      bookingDateToOrigin: '2026-07-14',
      bookingDateTo: '2026-07-14',
      bookingTimeTo: '16:00',
    });
  });

  it('sends a UTC end at midnight as 24:00 of the UTC day before', () => {
    const payload = bookingPayload(
      { date: '2026-07-14', start: '07:00', end: '08:00' },
      'Asia/Singapore',
      target,
    );
    expect(payload).toMatchObject({
      bookingDateFrom: '2026-07-13',
      bookingTimeFrom: '23:00',
      bookingDateTo: '2026-07-13',
      bookingTimeTo: '24:00',
    });
  });

  it('crosses the date line the other way west of UTC and adds the organisation on update', () => {
    const payload = bookingPayload(
      { date: '2026-07-14', start: '20:00', end: '24:00' },
      'America/New_York',
      { ...target, organizationId: 'org-1' },
    );
    expect(payload).toMatchObject({
      bookingDate: '2026-07-15',
      bookingTimeFrom: '00:00',
      bookingDateTo: '2026-07-15',
      bookingTimeTo: '04:00',
      bookingTimeToOrigin: '24:00',
      organizationId: 'org-1',
    });
  });

  it('reads stored instants back on the wall clock, 24:00 for the next midnight', () => {
    expect(
      localSpanOf('2026-07-14T15:00:00.000Z', '2026-07-14T16:00:00.000Z', 'Asia/Singapore'),
    ).toEqual({ date: '2026-07-14', start: '23:00', end: '24:00' });
  });
});

describe('start slots', () => {
  const now = dayjs.tz('2026-07-14 10:20', 'Asia/Singapore');

  it('are every 15 minutes for a later day', () => {
    const slots = startSlots('2026-07-15', now);
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(slots.at(-1)).toBe('23:45');
  });

  it('start at the next quarter hour today, and there are none for a past day', () => {
    expect(startSlots('2026-07-14', now)[0]).toBe('10:30');
    expect(startSlots('2026-07-13', now)).toEqual([]);
  });

  it('keep a quarter hour that is just beginning', () => {
    expect(nextQuarterHour(dayjs.tz('2026-07-14 10:30', 'Asia/Singapore'))).toBe(630);
    expect(nextQuarterHour(dayjs.tz('2026-07-14 10:30:05', 'Asia/Singapore'))).toBe(645);
  });
});

describe('end options', () => {
  it('label lengths in mins and hr(s)', () => {
    expect(durationLabel(15)).toBe('15 mins');
    expect(durationLabel(60)).toBe('1 hr');
    expect(durationLabel(75)).toBe('1 hr 15 mins');
    expect(durationLabel(120)).toBe('2 hrs');
    expect(durationLabel(150)).toBe('2 hrs 30 mins');
  });

  it('run in 15-minute steps to the end of the day, shown as 23:59', () => {
    const options = endOptions('22:30');
    expect(options.map((option) => option.label)).toEqual([
      '22:45 (15 mins)',
      '23:00 (30 mins)',
      '23:15 (45 mins)',
      '23:30 (1 hr)',
      '23:45 (1 hr 15 mins)',
      '23:59 (1 hr 30 mins)',
    ]);
    expect(options.at(-1)?.value).toBe('24:00');
  });

  it('stop at the organisation limit', () => {
    expect(endOptions('09:00', 120).at(-1)).toMatchObject({ value: '11:00', minutes: 120 });
  });

  it('default to an hour after the start, or the end of the day', () => {
    expect(defaultEnd('09:15')).toBe('10:15');
    expect(defaultEnd('23:30')).toBe('24:00');
  });
});

describe('calendar slots', () => {
  const now = new Date(2026, 6, 14, 10, 20);

  it('refuse past days and hours that have fully passed today', () => {
    expect(isSlotOpen(new Date(2026, 6, 13, 15), now)).toBe(false);
    expect(isSlotOpen(new Date(2026, 6, 14, 9), now)).toBe(false);
    expect(isSlotOpen(new Date(2026, 6, 14, 10), now)).toBe(true);
    expect(isSlotOpen(new Date(2026, 6, 15, 0), now)).toBe(true);
  });

  it('propose an hour from the slot, today from the next quarter hour', () => {
    const zoneNow = dayjs.tz('2026-07-14 10:20', 'Asia/Singapore');
    expect(spanFromSlot(new Date(2026, 6, 14, 10), new Date(2026, 6, 14, 11), zoneNow)).toEqual({
      date: '2026-07-14',
      start: '10:30',
      end: '11:30',
    });
    expect(spanFromSlot(new Date(2026, 6, 16, 14), new Date(2026, 6, 16, 17), zoneNow)).toEqual({
      date: '2026-07-16',
      start: '14:00',
      end: '17:00',
    });
    expect(spanFromSlot(new Date(2026, 6, 13, 14), new Date(2026, 6, 13, 15), zoneNow)).toBe(null);
  });

  it('read a slot ending at midnight as 24:00', () => {
    expect(spanOf(new Date(2026, 6, 14, 23), new Date(2026, 6, 15, 0))).toEqual({
      date: '2026-07-14',
      start: '23:00',
      end: '24:00',
    });
  });

  it('show instants on the employee wall clock whatever the browser zone', () => {
    const shown = floating('2026-07-14T02:00:00Z', 'Asia/Singapore');
    expect([shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([14, 10, 0]);
  });
});

describe('ranges and labels', () => {
  it('ask for the day from 00:00 to 23:59, or the whole week, in the employee zone', () => {
    const date = new Date(2026, 6, 15, 9);
    expect(visibleRange(date, 'day', 'Asia/Singapore')).toEqual({
      from: '2026-07-15T00:00:00+08:00',
      to: '2026-07-15T23:59:00+08:00',
    });
    expect(visibleRange(date, 'week', 'Asia/Singapore')).toEqual({
      from: '2026-07-12T00:00:00+08:00',
      to: '2026-07-18T23:59:00+08:00',
    });
  });

  it('label a week as a day range and a day as a full date', () => {
    expect(rangeLabel(new Date(2026, 6, 15), 'week')).toBe('12 – 18 July 2026');
    expect(rangeLabel(new Date(2026, 6, 30), 'week')).toBe('26 Jul – 1 Aug 2026');
    expect(rangeLabel(new Date(2026, 6, 15), 'day')).toBe('Wednesday, 15 July 2026');
  });

  it('give the time zone as a GMT offset', () => {
    expect(gmtOffset('Asia/Singapore', '2026-07-14')).toBe('GMT+8');
    expect(gmtOffset('Asia/Kolkata', '2026-07-14')).toBe('GMT+5:30');
  });
});
