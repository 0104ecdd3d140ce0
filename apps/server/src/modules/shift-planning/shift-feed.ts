// A person's shifts as an iCalendar feed (RFC 5545), for a phone's calendar to subscribe to:
// lines end in CRLF and are folded at 75 octets, text values escaped, times in UTC.

export type FeedEvent = {
  /** Stays the same for the shift across fetches, so a calendar updates it instead of adding. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string | null;
  /** When the shift was last changed (published, or taken off). */
  modified: Date;
};

/** 2028-01-31T14:00:00Z as 20280131T140000Z (RFC 5545 3.3.5, form 2: UTC). */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const maxOctets = 75;
const encoder = new TextEncoder();

/**
 * A content line folded to lines of at most 75 octets (RFC 5545 3.1), each continuation starting
 * with a space; never inside a character that takes several octets in UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation's leading space counts against its 75.
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

// With METHOD:PUBLISH, DTSTAMP is when this copy of the calendar was made (RFC 5545 3.8.7.2).
function eventLines(event: FeedEvent, made: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(made)}`,
    `LAST-MODIFIED:${utcDateTime(event.modified)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole calendar: its name, how often to look again, and one event a shift. */
export function shiftCalendar(
  calendarName: string,
  events: readonly FeedEvent[],
  made: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tembusu//Shift schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, made)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
