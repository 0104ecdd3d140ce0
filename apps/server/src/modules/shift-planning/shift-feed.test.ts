import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, shiftCalendar, utcDateTime } from './shift-feed.js';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('the iCalendar feed', () => {
  it('writes instants in UTC', () => {
    expect(utcDateTime(new Date('2028-01-31T22:00:00+08:00'))).toBe('20280131T140000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('Night; Jurong, East\\West\nsecond line')).toBe(
      'Night\\; Jurong\\, East\\\\West\\nsecond line',
    );
  });

  it('folds a long line at 75 octets, continuing with a space, and unfolds to the same', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a character that takes several octets', () => {
    const line = `SUMMARY:${'夜班'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('answers a calendar of events with CRLF line ends', () => {
    const text = shiftCalendar(
      'Shifts · Tan Wei Ming',
      [
        {
          uid: 's1@tembusu',
          start: new Date('2028-01-31T14:00:00Z'),
          end: new Date('2028-01-31T22:00:00Z'),
          summary: 'Night',
          location: 'Jurong, West',
          description: null,
          modified: new Date('2028-01-20T01:00:00Z'),
        },
      ],
      new Date('2028-01-25T00:00:00Z'),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tembusu//Shift schedule//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Shifts · Tan Wei Ming',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT',
      'UID:s1@tembusu',
      'DTSTAMP:20280125T000000Z',
      'LAST-MODIFIED:20280120T010000Z',
      'DTSTART:20280131T140000Z',
      'DTEND:20280131T220000Z',
      'SUMMARY:Night',
      'LOCATION:Jurong\\, West',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
