import type { ShiftFeedLink, ShiftSchedule } from '@tembusu/contracts/attendance';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { shiftFeedLimits } from './roster.service.js';

// Today is Monday 20 December 2027 in Singapore: the feed reaches from 20 November 2027 to
// 19 March 2028.
const now = new Date('2027-12-20T02:00:00Z');
const site = 'https://hr.tembusu.example';

describe('the shift calendar feed', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let employeeId: string;
  let branchId: string;
  let templateId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  /** The feed as a phone's calendar fetches it: no session, just the address. */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.replace(site, '') });
  const makeLink = async () => {
    const res = await call('POST', '/staff/shift-schedule/feed', undefined, staff);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ShiftFeedLink;
  };
  const schedule = async (month: string) =>
    (await call('GET', `/staff/shift-schedule?month=${month}`, undefined, staff)).json()
      .data as ShiftSchedule;

  async function placed(workDate: string) {
    const res = await call('POST', '/shift/roster/shifts', { employeeId, workDate, templateId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  const publish = async (from: string, days: 7 | 14 = 7) => {
    const res = await call('POST', '/shift/roster/publish', { from, days, branchId });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const branch = await call('POST', '/organization/branches', {
      name: 'Changi, East',
      address: null,
      postalCode: null,
      phone: null,
      timeZone: 'Asia/Singapore',
      isActive: true,
    });
    branchId = branch.json().data.id;
    const digits = '8400001';
    employeeId = await createdEmployee(call, {
      personal: {
        email: 'feed.person@tembusu.example',
        name: 'Feed Person',
        idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
      },
      employment: { employeeNumber: 'FEED-1', employmentStartDate: '2025-01-06', branchId },
    });
    staff = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: 'feed.person@tembusu.example',
        password: 'Welcome@2026',
        organizationID: 'DEMO',
      },
    });
    const template = await call('POST', '/shift/templates', {
      name: 'Night; gate, north',
      colour: '#7048e8',
      startTime: '22:00',
      endTime: '06:00',
      breakMinutes: 30,
      branchId: null,
      payRules: ['normal'],
      isActive: true,
    });
    expect(template.statusCode, template.body).toBe(201);
    templateId = template.json().data.id;
  }, 120_000);
  afterAll(async () => t.close());

  it('makes a link shown once, keeps only its hash, and serves published shifts as iCalendar', async () => {
    expect((await schedule('2028-01')).feed).toBeNull();
    const published = await placed('2028-01-31');
    const beyond = await placed('2028-03-27');
    await publish('2028-01-31');
    await publish('2028-03-27');
    const draft = await placed('2028-02-01');

    const link = await makeLink();
    expect(link.url).toMatch(new RegExp(`^${site}/api/v1/shift-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(link.createdAt).toBe(now.toISOString());
    expect((await schedule('2028-01')).feed).toEqual({ createdAt: now.toISOString() });
    const token = link.url.split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await t.database.pool.query<{ token_hash: string }>(
      'select token_hash from shift_feed_tokens',
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(token);

    const res = await fetchFeed(link.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Shifts · Feed Person');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.split('\r\n')).toEqual(
      expect.arrayContaining([
        `UID:${published}@tembusu`,
        'DTSTAMP:20271220T020000Z',
        'DTSTART:20280131T140000Z',
        'DTEND:20280131T220000Z',
        'SUMMARY:Night\\; gate\\, north',
        'LOCATION:Changi\\, East',
      ]),
    );
    expect(unfolded).not.toContain(draft);
    expect(unfolded).not.toContain(beyond);

    const again = await fetchFeed(link.url);
    expect(again.body).toBe(text);
  });

  it('keeps a withdrawn shift in the feed until the next publish removes it', async () => {
    const link = await makeLink();
    const shift = await placed('2028-01-10');
    await publish('2028-01-10');
    await call('DELETE', `/shift/roster/shifts/${shift}`);
    expect((await fetchFeed(link.url)).body).toContain(`UID:${shift}@tembusu`);
    await publish('2028-01-10');
    expect((await fetchFeed(link.url)).body).not.toContain(`UID:${shift}@tembusu`);
  });

  it('resets the link: the old one stops working, the new one works', async () => {
    const old = await makeLink();
    const reset = await makeLink();
    expect(reset.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(reset.url)).statusCode).toBe(200);
    const stored = await t.database.pool.query('select 1 from shift_feed_tokens');
    expect(stored.rowCount).toBe(1);
  });

  it('turns the link off', async () => {
    const link = await makeLink();
    const off = await call('DELETE', '/staff/shift-schedule/feed', undefined, staff);
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(link.url)).statusCode).toBe(404);
    expect((await schedule('2028-01')).feed).toBeNull();
  });

  it('answers 404 for an unknown or malformed secret, naming nothing', async () => {
    for (const url of [
      `/api/v1/shift-feed/${'A'.repeat(43)}.ics`,
      '/api/v1/shift-feed/short.ics',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Calendar feed not found' });
    }
  });

  it('turns away a feed asked for in a loop', async () => {
    const link = await makeLink();
    const answers = [];
    for (let i = 0; i <= shiftFeedLimits.perFeed; i += 1) {
      answers.push((await fetchFeed(link.url)).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(shiftFeedLimits.perFeed);
    const refused = await fetchFeed(link.url);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps admins off the staff side, and staff off the feed of nobody', async () => {
    expect((await call('POST', '/staff/shift-schedule/feed')).statusCode).toBe(403);
    expect((await call('DELETE', '/staff/shift-schedule/feed')).statusCode).toBe(403);
  });
});
