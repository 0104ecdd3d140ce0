import { wallClock } from '@tembusu/contracts/booking-time';
import {
  roomBookedMessage,
  roomBookingUpdatedMessage,
  roomExistsMessage,
  roomHasBookingsMessage,
  roomTakenMessage,
} from '@tembusu/contracts/room-booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { multipartFile, onePixelPng } from '../../test/multipart.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

/** The instant a wall-clock time in a zone names (for times away from a DST jump). */
function instantIn(timeZone: string, date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = wallClock(guess, timeZone);
  const drift = new Date(`${shown.date}T${shown.time}:00Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - drift);
}

/**
 * The create/update payload for a booking made on a wall clock in a time zone: times in UTC as
 * HH:mm, the local ones in the Origin fields, an end of 00:00 sent as 24:00.
 */
function payload(
  timeZone: string,
  local: { date: string; from: string; to: string },
  ids: { roomId: string; branchOutletId: string; employeeBookedId: string },
) {
  const start = instantIn(timeZone, local.date, local.from);
  const end = instantIn(timeZone, local.date, local.to);
  const utcFrom = wallClock(start, 'UTC');
  const utcTo = wallClock(end, 'UTC', true);
  return {
    bookingDate: utcFrom.date,
    bookingTimeFrom: utcFrom.time,
    bookingTimeFromOrigin: local.from,
    bookingTimeTo: utcTo.time,
    bookingTimeToOrigin: local.to,
    bookingDateFrom: utcFrom.date,
    bookingDateTo: utcTo.date,
    bookingDateFromOrigin: local.date,
    bookingDateToOrigin: local.date,
    ...ids,
  };
}

describe('room booking', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let staff2: string;
  let branches: { id: string; name: string }[];
  let boardroom: string;
  let huddle: string;
  let me: string;
  let colleague: string;
  let organizationId: string;
  // Monday 23 November 2026, 10:00 in Singapore; a test may move it on and back.
  let now = new Date('2026-11-23T02:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db, { now: new Date('2026-11-23T02:00:00Z') });
    ({ admin, employee: staff } = await signInDemo(t.app));
    staff2 = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee2.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
  });
  afterAll(async () => t.close());

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const ids = (roomId: string, employeeBookedId: string) => ({
    roomId,
    branchOutletId: branches[0]?.id as string,
    employeeBookedId,
  });

  it('gives the demo three rooms at each branch and a busy week ahead', async () => {
    const organization = (await call('GET', '/organization/info')).json().data.id;
    const rooms = (await call('GET', `/room/org/${organization}`, undefined, staff)).json().data;
    expect(rooms).toHaveLength(9);
    const week = await call(
      'GET',
      '/room-booking?isAllEmployee=true&from=2026-11-23T16:00:00Z&to=2026-11-30T16:00:00Z',
      undefined,
      staff,
    );
    expect(week.json().data.length).toBeGreaterThan(40);
  });

  it('keeps rooms per branch with an image, capacity and amenities', async () => {
    branches = (await call('GET', '/organization/branch-all')).json().data;
    organizationId = (await call('GET', '/organization/info')).json().data.id;
    const { payload: body, headers } = multipartFile('room.png', onePixelPng);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: body,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    const room = {
      name: 'Test Boardroom',
      branchOutletId: branches[0]?.id,
      capacity: 12,
      amenitySelected: [{ name: 'Projector' }, { name: 'Whiteboard' }],
      image: image.json().data.id ?? null,
      isActive: true,
    };
    const created = await call('POST', '/room', room);
    expect(created.statusCode, created.body).toBe(201);
    boardroom = created.json().data.id;
    expect(created.json().data).toMatchObject({
      name: 'Test Boardroom',
      organizationId,
      capacity: 12,
      amenitySelected: [{ name: 'Projector' }, { name: 'Whiteboard' }],
    });
    huddle = (await call('POST', '/room', { ...room, name: 'Test Huddle', image: null })).json()
      .data.id;
    const duplicate = await call('POST', '/room', { ...room, name: 'test boardroom' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(roomExistsMessage);

    const listed = await call(
      'GET',
      `/room/org/${organizationId}?branchOutletId=${branches[0]?.id}`,
      undefined,
      staff,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([boardroom, huddle]),
    );
    const one = await call('GET', `/room/${boardroom}?orgId=${organizationId}`, undefined, staff);
    expect(one.json().data.image).toBe(room.image);
    expect((await call('GET', '/room/org/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/room', room, staff)).statusCode).toBe(403);

    me = (await call('GET', '/employees?search=employee@tembusu.example')).json().data.items[0].id;
    colleague = (await call('GET', '/employees?search=employee2@tembusu.example')).json().data
      .items[0].id;
  });

  it('tells a staff member which employee record is theirs', async () => {
    const profile = await call('GET', '/account/profile/me', undefined, staff);
    expect(profile.json().data.employeeId).toBe(me);
  });

  it('books a free slot, sending UTC times with the local ones beside them', async () => {
    const res = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-24', from: '10:00', to: '11:00' },
        ids(boardroom, me),
      ),
      staff,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(roomBookedMessage);
    expect(res.json().data).toMatchObject({
      bookingDate: '2026-11-24',
      bookingTimeFrom: '02:00',
      bookingTimeTo: '03:00',
      bookingTimeFromOrigin: '10:00',
      bookingTimeToOrigin: '11:00',
      bookingStatus: 'Booked',
      roomName: 'Test Boardroom',
      employeeBookedId: me,
      isMine: true,
    });
  });

  it('refuses an overlapping booking with a clear 409, and takes the adjacent hour', async () => {
    const clash = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-24', from: '10:30', to: '11:30' },
        ids(boardroom, colleague),
      ),
      staff2,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(roomTakenMessage);
    const next = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-24', from: '11:00', to: '12:00' },
        ids(boardroom, colleague),
      ),
      staff2,
    );
    expect(next.statusCode, next.body).toBe(201);
  });

  it('names nobody else to staff, and everyone to admins', async () => {
    const range = '&from=2026-11-24T00:00:00%2B08:00&to=2026-11-24T23:59:00%2B08:00';
    const seen = await call(
      'GET',
      `/room-booking?isAllEmployee=true&roomId=${boardroom}${range}`,
      undefined,
      staff,
    );
    expect(seen.statusCode).toBe(200);
    const [mine, theirs] = seen.json().data;
    expect(mine).toMatchObject({ isMine: true, employeeBookedId: me, mayChange: true });
    expect(theirs).toMatchObject({
      isMine: false,
      employeeName: null,
      employeeBookedId: null,
      mayChange: false,
    });
    const one = await call('GET', `/room-booking/${theirs.id}`, undefined, staff);
    expect(one.json().data).toMatchObject({
      bookingStatus: 'Booked',
      employeeName: null,
      mayChange: false,
    });
    const asAdmin = await call(
      'GET',
      `/room-booking?isAllEmployee=true&roomId=${boardroom}${range}`,
    );
    expect(asAdmin.json().data[1].employeeBookedId).toBe(colleague);
    expect(asAdmin.json().data[1].employeeName).not.toBeNull();
    expect(asAdmin.json().data[1].mayChange).toBe(true);
    const ownOnly = await call(
      'GET',
      `/room-booking?roomId=${boardroom}${range}`,
      undefined,
      staff,
    );
    expect(ownOnly.json().data).toHaveLength(1);
  });

  it("does not let staff pick out a colleague's bookings by filtering on them", async () => {
    const range = '&from=2026-11-24T00:00:00%2B08:00&to=2026-11-24T23:59:00%2B08:00';
    for (const everyone of ['', 'isAllEmployee=true&']) {
      const filtered = await call(
        'GET',
        `/room-booking?${everyone}employeeId=${colleague}${range}`,
        undefined,
        staff,
      );
      expect(filtered.statusCode).toBe(200);
      expect(filtered.json().data).toEqual([]);
      const own = await call(
        'GET',
        `/room-booking?${everyone}employeeId=${me}${range}`,
        undefined,
        staff,
      );
      expect(own.json().data.length).toBeGreaterThan(0);
      expect(own.json().data.every((b: { isMine: boolean }) => b.isMine)).toBe(true);
    }
    const asAdmin = (await call('GET', `/room-booking?employeeId=${colleague}${range}`)).json()
      .data;
    expect(asAdmin.length).toBeGreaterThan(0);
    expect(
      asAdmin.every((b: { employeeBookedId: string }) => b.employeeBookedId === colleague),
    ).toBe(true);
  });

  it('refuses what no booking may be, naming the field', async () => {
    const tomorrow = { date: '2026-11-24', from: '14:00', to: '15:00' };
    const cases: [object, number, RegExp][] = [
      [
        payload(
          'Asia/Singapore',
          { date: '2026-11-23', from: '08:00', to: '09:00' },
          ids(huddle, me),
        ),
        400,
        /^bookingTimeFrom: /,
      ],
      [
        payload('Asia/Singapore', { ...tomorrow, to: '14:00' }, ids(huddle, me)),
        400,
        /^bookingTimeTo: /,
      ],
      [
        payload('Asia/Singapore', { ...tomorrow, from: '15:00', to: '14:00' }, ids(huddle, me)),
        400,
        /^bookingTimeTo: /,
      ],
      [
        { ...payload('Asia/Singapore', tomorrow, ids(huddle, me)), bookingTimeFrom: '06:10' },
        400,
        /^bookingTimeFrom: /,
      ],
      [
        {
          ...payload('Asia/Singapore', tomorrow, ids(huddle, me)),
          branchOutletId: branches[1]?.id,
        },
        400,
        /^roomId: /,
      ],
      [
        payload(
          'Asia/Singapore',
          { date: '2027-06-01', from: '10:00', to: '11:00' },
          ids(huddle, me),
        ),
        400,
        /^bookingDateFrom: /,
      ],
      [
        payload('Asia/Singapore', tomorrow, ids('00000000-0000-4000-8000-000000000000', me)),
        400,
        /^roomId: /,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/room-booking', body, staff);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('books up to the end of the day unless the rules say less (spec: end times to 23:59)', async () => {
    const wholeDay = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-30', from: '00:00', to: '24:00' },
        ids(huddle, me),
      ),
      staff,
    );
    expect(wholeDay.statusCode, wholeDay.body).toBe(201);
    expect(wholeDay.json().data).toMatchObject({
      bookingDateFromOrigin: '2026-11-30',
      bookingTimeFromOrigin: '00:00',
      bookingDateToOrigin: '2026-11-30',
      bookingTimeToOrigin: '24:00',
      bookingDateTo: '2026-11-30',
      bookingTimeTo: '16:00',
    });
    expect((await call('GET', '/room-booking/setting', undefined, staff)).json().data).toEqual({
      maxDaysAhead: 60,
      maxDurationMinutes: 1440,
      staffMayBookForOthers: false,
    });
    expect(
      (await call('DELETE', `/room-booking/${wholeDay.json().data.id}`, undefined, staff))
        .statusCode,
    ).toBe(200);
  });

  it('lets staff book for themselves only, unless the rules allow more', async () => {
    const forColleague = payload(
      'Asia/Singapore',
      { date: '2026-11-25', from: '09:00', to: '10:00' },
      ids(huddle, colleague),
    );
    expect((await call('POST', '/room-booking', forColleague, staff)).statusCode).toBe(403);
    const rules = { maxDaysAhead: 365, maxDurationMinutes: 480, staffMayBookForOthers: true };
    expect((await call('PUT', '/room-booking/setting', rules)).statusCode).toBe(200);
    expect((await call('POST', '/room-booking', forColleague, staff)).statusCode).toBe(201);
    expect((await call('PUT', '/room-booking/setting', rules, staff)).statusCode).toBe(403);
    // The organisation's limit of 8 hours holds.
    const tooLong = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-24', from: '08:00', to: '17:15' },
        ids(huddle, me),
      ),
      staff,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'bookingTimeTo' });
    expect(tooLong.json().message).toMatch(/^bookingTimeTo: a booking lasts at most 8 hours/);
  });

  it("changes one's own booking, not another's, and cancelling frees the slot", async () => {
    const made = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-26', from: '09:00', to: '10:00' },
        ids(huddle, me),
      ),
      staff,
    );
    const id = made.json().data.id as string;
    const moved = await call(
      'PUT',
      `/room-booking/${id}`,
      {
        ...payload(
          'Asia/Singapore',
          { date: '2026-11-26', from: '13:00', to: '14:30' },
          ids(huddle, me),
        ),
        organizationId,
      },
      staff,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(roomBookingUpdatedMessage);
    expect(moved.json().data).toMatchObject({
      bookingTimeFromOrigin: '13:00',
      bookingTimeToOrigin: '14:30',
    });
    const notTheirs = await call(
      'PUT',
      `/room-booking/${id}`,
      payload(
        'Asia/Singapore',
        { date: '2026-11-26', from: '15:00', to: '16:00' },
        ids(huddle, me),
      ),
      staff2,
    );
    expect(notTheirs.statusCode).toBe(403);
    expect((await call('DELETE', `/room-booking/${id}`, undefined, staff2)).statusCode).toBe(403);
    expect((await call('DELETE', `/room-booking/${id}`, undefined, staff)).statusCode).toBe(200);
    const again = await call(
      'POST',
      '/room-booking',
      payload(
        'Asia/Singapore',
        { date: '2026-11-26', from: '13:00', to: '14:30' },
        ids(huddle, colleague),
      ),
      staff2,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(
      (await call('GET', `/room-booking/${id}`, undefined, staff)).json().data.bookingStatus,
    ).toBe('Cancelled');
  });

  it('shows Singapore and Los Angeles the same bookings at their own times, across DST', async () => {
    const record = (await call('GET', `/employee/${colleague}`)).json().data;
    const moved = await call('PUT', `/employees/${colleague}/employment-pay-details`, {
      ...record.employment,
      timeZone: 'America/Los_Angeles',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Friday 12 March 2027 is standard time in Los Angeles, Monday 15 March daylight time.
    for (const date of ['2027-03-12', '2027-03-15']) {
      const res = await call(
        'POST',
        '/room-booking',
        payload(
          'America/Los_Angeles',
          { date, from: '17:00', to: '18:00' },
          ids(boardroom, colleague),
        ),
        staff2,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        bookingTimeFromOrigin: '17:00',
        bookingDateFromOrigin: date,
      });
    }
    const range = '&from=2027-03-10T00:00:00Z&to=2027-03-20T00:00:00Z';
    const fromSingapore = (
      await call(
        'GET',
        `/room-booking?isAllEmployee=true&roomId=${boardroom}${range}`,
        undefined,
        staff,
      )
    ).json().data;
    expect(
      fromSingapore.map((b: { bookingDateFromOrigin: string; bookingTimeFromOrigin: string }) => [
        b.bookingDateFromOrigin,
        b.bookingTimeFromOrigin,
      ]),
    ).toEqual([
      ['2027-03-13', '09:00'],
      ['2027-03-16', '08:00'],
    ]);
    const fromLosAngeles = (
      await call(
        'GET',
        `/room-booking?isAllEmployee=true&roomId=${boardroom}${range}`,
        undefined,
        staff2,
      )
    ).json().data;
    expect(
      fromLosAngeles.map((b: { bookingTimeFromOrigin: string }) => b.bookingTimeFromOrigin),
    ).toEqual(['17:00', '17:00']);
    expect(fromSingapore.map((b: { bookingTimeFrom: string }) => b.bookingTimeFrom)).toEqual([
      '01:00',
      '00:00',
    ]);
  });

  it('gives exactly one of many racing requests the slot', async () => {
    const body = payload(
      'Asia/Singapore',
      { date: '2026-11-27', from: '10:00', to: '11:00' },
      ids(boardroom, me),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/room-booking', body)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('lists bookings a page at a time, narrowed on the server by room, dates, employee and branch', async () => {
    type Listed = { items: RoomBookingListed[]; total: number };
    type RoomBookingListed = {
      id: string;
      roomId: string;
      branchOutletId: string;
      employeeBookedId: string | null;
      employeeName: string | null;
      bookingDateFromOrigin: string;
      bookingTimeFromOrigin: string;
      mayChange: boolean;
    };
    const list = async (query: string, token = admin): Promise<Listed> => {
      const res = await call('GET', `/room-booking/list?${query}`, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const when = (page: Listed) =>
      page.items.map((b) => `${b.bookingDateFromOrigin} ${b.bookingTimeFromOrigin}`);

    // The boardroom's five bookings to come, two a page, soonest first (Singapore's wall clock).
    const first = await list(`isAllEmployee=true&roomId=${boardroom}&pageSize=2`);
    expect(first.total).toBe(5);
    expect(when(first)).toEqual(['2026-11-24 10:00', '2026-11-24 11:00']);
    const last = await list(`isAllEmployee=true&roomId=${boardroom}&pageSize=2&page=3`);
    expect(when(last)).toEqual(['2027-03-16 08:00']);

    // Dates are whole days on the viewer's wall clock, both ends included.
    const tuesday = await list(
      `isAllEmployee=true&roomId=${boardroom}&dateFrom=2026-11-24&dateTo=2026-11-24`,
      staff,
    );
    expect(when(tuesday)).toEqual(['2026-11-24 10:00', '2026-11-24 11:00']);
    expect(tuesday.items.map((b) => b.employeeName === null)).toEqual([false, true]);
    expect(tuesday.items.map((b) => b.mayChange)).toEqual([true, false]);
    const fromFriday = await list(
      `isAllEmployee=true&roomId=${boardroom}&dateFrom=2026-11-27&dateTo=2027-03-13`,
    );
    expect(when(fromFriday)).toEqual(['2026-11-27 10:00', '2027-03-13 09:00']);

    // An employee: every booking of theirs for an admin; for staff, only those they made for them.
    const theirs = await list(`isAllEmployee=true&employeeId=${colleague}&roomId=${boardroom}`);
    expect(theirs.total).toBe(3);
    expect(theirs.items.every((b) => b.employeeBookedId === colleague)).toBe(true);
    const madeForThem = await list(`isAllEmployee=true&employeeId=${colleague}`, staff);
    expect(madeForThem.items).toHaveLength(1);
    expect(madeForThem.items[0]).toMatchObject({
      roomId: huddle,
      bookingDateFromOrigin: '2026-11-25',
      employeeBookedId: colleague,
      mayChange: true,
    });
    // Without isAllEmployee, staff see their own.
    const own = await list(`roomId=${boardroom}`, staff);
    expect(when(own)).toEqual(['2026-11-24 10:00', '2026-11-27 10:00']);

    // A branch: the demo's bookings there, and nothing of the other branches.
    const elsewhere = await list(
      `isAllEmployee=true&branchOutletId=${branches[1]?.id}&pageSize=100`,
    );
    expect(elsewhere.total).toBeGreaterThan(0);
    expect(elsewhere.items.every((b) => b.branchOutletId === branches[1]?.id)).toBe(true);

    // Once Tuesday's morning is over, its two bookings are past, latest first.
    now = new Date('2026-11-24T04:00:00Z');
    try {
      // A session of that day.
      const later = (await signInDemo(t.app)).admin;
      const past = await list(`isAllEmployee=true&roomId=${boardroom}&period=past`, later);
      expect(when(past)).toEqual(['2026-11-24 11:00', '2026-11-24 10:00']);
      expect((await list(`isAllEmployee=true&roomId=${boardroom}`, later)).total).toBe(3);
    } finally {
      now = new Date('2026-11-23T02:00:00Z');
    }

    // Bad input is refused naming the field.
    for (const [query, field] of [
      ['dateFrom=2026-13-01', 'dateFrom'],
      ['dateFrom=2026-11-25&dateTo=2026-11-24', 'dateTo'],
      ['period=later', 'period'],
      ['page=0', 'page'],
      ['pageSize=500', 'pageSize'],
      ['roomId=nope', 'roomId'],
      ['branchOutletId=nope', 'branchOutletId'],
      ['employeeId=nope', 'employeeId'],
      ['isAllEmployee=yes', 'isAllEmployee'],
    ]) {
      const res = await call('GET', `/room-booking/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('keeps a room with bookings to come', async () => {
    const res = await call('DELETE', `/room/${boardroom}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(roomHasBookingsMessage);
  });
});
