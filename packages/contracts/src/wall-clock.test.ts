import { describe, expect, it } from 'vitest';
import { gmtOffsetAt, isoDateIn, offsetAt } from './wall-clock.js';

/** How many date formatters the work builds. */
function formattersBuiltBy(work: () => void): number {
  const Real = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = new Proxy(Real, {
    construct(target, args) {
      built += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    work();
  } finally {
    Intl.DateTimeFormat = Real;
  }
  return built;
}

describe('isoDateIn', () => {
  it('answers the date in the given zone, not the server zone', () => {
    const lateEveningUtc = new Date('2026-03-31T17:30:00Z');
    expect(isoDateIn(lateEveningUtc, 'Asia/Singapore')).toBe('2026-04-01');
    expect(isoDateIn(lateEveningUtc, 'America/New_York')).toBe('2026-03-31');
  });
});

describe('gmtOffsetAt', () => {
  it('names whole, half and three-quarter hour offsets, and UTC itself', () => {
    const at = new Date('2026-11-23T02:00:00Z');
    expect(gmtOffsetAt('Asia/Singapore', at)).toBe('GMT+8');
    expect(gmtOffsetAt('Asia/Kathmandu', at)).toBe('GMT+5:45');
    expect(gmtOffsetAt('America/St_Johns', at)).toBe('GMT-3:30');
    expect(gmtOffsetAt('UTC', at)).toBe('GMT+0');
  });

  it('follows daylight saving, to the quarter hour it changes on', () => {
    // Lord Howe Island moves its clocks half an hour, at 02:00 local time: 15:30 UTC.
    expect(gmtOffsetAt('Australia/Lord_Howe', new Date('2026-10-03T15:29:00Z'))).toBe('GMT+10:30');
    expect(gmtOffsetAt('Australia/Lord_Howe', new Date('2026-10-03T15:30:00Z'))).toBe('GMT+11');
    expect(gmtOffsetAt('America/St_Johns', new Date('2026-07-01T12:00:00Z'))).toBe('GMT-2:30');
  });
});

describe('offsetAt', () => {
  it('builds one formatter per zone, however many instants it reads', () => {
    const built = formattersBuiltBy(() => {
      for (let hour = 0; hour < 500; hour++) {
        offsetAt(new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000), 'Asia/Kolkata');
      }
    });
    expect(built).toBe(1);
  });
});
