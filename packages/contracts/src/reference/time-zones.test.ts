import { describe, expect, it } from 'vitest';
import { formatGmtOffset, parseTimeZoneText, timeZones } from './time-zones.js';

describe('parseTimeZoneText', () => {
  it('reads a positive offset and the label after it', () => {
    expect(parseTimeZoneText('(UTC+08:00) Kuala Lumpur, Singapore')).toEqual({
      sign: 1,
      hours: 8,
      minutes: 0,
      offsetMinutes: 480,
      label: 'Kuala Lumpur, Singapore',
    });
  });

  it('reads a negative offset', () => {
    expect(parseTimeZoneText('(UTC-05:00) Eastern Time (US & Canada)')).toEqual({
      sign: -1,
      hours: 5,
      minutes: 0,
      offsetMinutes: -300,
      label: 'Eastern Time (US & Canada)',
    });
  });

  it('reads half-hour offsets on either side of UTC', () => {
    expect(parseTimeZoneText('(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi')).toMatchObject({
      sign: 1,
      hours: 5,
      minutes: 30,
      offsetMinutes: 330,
    });
    expect(parseTimeZoneText('(UTC-03:30) Newfoundland')).toEqual({
      sign: -1,
      hours: 3,
      minutes: 30,
      offsetMinutes: -210,
      label: 'Newfoundland',
    });
  });

  it('reads a 45-minute offset', () => {
    expect(parseTimeZoneText('(UTC+05:45) Kathmandu')).toMatchObject({
      hours: 5,
      minutes: 45,
      offsetMinutes: 345,
    });
  });

  it('treats a plain (UTC) as a zero offset', () => {
    expect(parseTimeZoneText('(UTC) Coordinated Universal Time')).toEqual({
      sign: 1,
      hours: 0,
      minutes: 0,
      offsetMinutes: 0,
      label: 'Coordinated Universal Time',
    });
  });

  it('does not produce a negative zero', () => {
    expect(Object.is(parseTimeZoneText('(UTC-00:00) Nowhere').offsetMinutes, 0)).toBe(true);
  });

  it.each([
    'Kuala Lumpur, Singapore',
    'UTC+08:00 Kuala Lumpur, Singapore',
    '',
    'Singapore (UTC+08:00)',
  ])('throws when %j has no UTC offset in brackets', (text) => {
    expect(() => parseTimeZoneText(text)).toThrow(
      new Error(`Invalid time zone text: "${text}" has no UTC offset in brackets`),
    );
  });

  it('rejects offsets outside the real-world range', () => {
    expect(() => parseTimeZoneText('(UTC+15:00) Nowhere')).toThrow(/out-of-range/);
    expect(() => parseTimeZoneText('(UTC+08:75) Nowhere')).toThrow(/out-of-range/);
  });

  it('parses every time zone option to the offset it declares', () => {
    for (const zone of timeZones) {
      const parsed = parseTimeZoneText(zone.text);
      expect(parsed.offsetMinutes, zone.value).toBe(zone.offset * 60);
      expect(parsed.label.length, zone.value).toBeGreaterThan(0);
    }
  });
});

describe('timeZones', () => {
  it('has about 140 options with unique ids', () => {
    expect(timeZones.length).toBeGreaterThanOrEqual(130);
    expect(new Set(timeZones.map((zone) => zone.value)).size).toBe(timeZones.length);
  });

  it('maps Singapore Standard Time to Asia/Singapore', () => {
    const singapore = timeZones.find((zone) => zone.value === 'Singapore Standard Time');
    expect(singapore).toMatchObject({ abbr: 'MPST', offset: 8, isdst: false });
    expect(singapore?.utc).toContain('Asia/Singapore');
  });
});

describe('formatGmtOffset', () => {
  it.each([
    [480, 'GMT+8'],
    [330, 'GMT+5:30'],
    [345, 'GMT+5:45'],
    [-210, 'GMT-3:30'],
    [-720, 'GMT-12'],
    [0, 'GMT+0'],
    [-0, 'GMT+0'],
  ])('formats %i minutes as %s', (offsetMinutes, expected) => {
    expect(formatGmtOffset(offsetMinutes)).toBe(expected);
  });

  it('round-trips with parseTimeZoneText', () => {
    expect(formatGmtOffset(parseTimeZoneText('(UTC+09:30) Adelaide').offsetMinutes)).toBe(
      'GMT+9:30',
    );
  });

  it('rejects fractional minutes', () => {
    expect(() => formatGmtOffset(90.5)).toThrow(RangeError);
  });
});
