import {
  deskBookedMessage,
  deskHasBookingsMessage,
  deskTakenMessage,
  workspaceExistsMessage,
} from '@tembusu/contracts/desk-booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { multipartFile, onePixelPng } from '../../test/multipart.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { releaseUncheckedBookings } from './desk-booking.service.js';

// Monday 23 November 2026, 10:00 in Singapore.
const now = new Date('2026-11-23T02:00:00Z');

describe('desk booking', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let staff2: string;
  let workspaceId: string;
  let hot: string;
  let window: string;
  let fixed: string;
  let broken: string;
  let colleague: string;
  let branchId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db, { now });
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
  const book = (deskId: string, date: string, period: string, token = staff, extra = {}) =>
    call('POST', '/desk-booking', { deskId, date, period, ...extra }, token);

  it('gives the demo a workspace at each branch, thirty desks and a week of bookings', async () => {
    const spaces = (await call('GET', '/desk/workspaces', undefined, staff)).json().data;
    expect(spaces).toHaveLength(3);
    expect(spaces.flatMap((w: { desks: unknown[] }) => w.desks)).toHaveLength(30);
    const week = await call('GET', '/desk-booking?from=2026-11-24&to=2026-11-30');
    expect(week.json().data.length).toBeGreaterThan(20);
  });

  it('keeps workspaces with a floor plan and desks placed on it', async () => {
    branchId = (await call('GET', '/organization/branch-all')).json().data[0].id;
    colleague = (await call('GET', '/employees?search=employee2@tembusu.example')).json().data
      .items[0].id;
    const { payload, headers } = multipartFile('plan.png', onePixelPng);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    const body = {
      name: 'Level 20 Test Zone',
      branchOutletId: branchId,
      floorPlan: plan.json().data.id,
      desks: [
        {
          name: 'T-01',
          features: ['Monitor'],
          x: 10,
          y: 20,
          assignedEmployeeId: null,
          underMaintenance: false,
        },
        {
          name: 'T-02',
          features: ['Near window', 'Standing'],
          x: 30,
          y: 20,
          assignedEmployeeId: null,
          underMaintenance: false,
        },
        {
          name: 'T-03',
          features: [],
          x: 50,
          y: 20,
          assignedEmployeeId: colleague,
          underMaintenance: false,
        },
        {
          name: 'T-04',
          features: [],
          x: 70,
          y: 20,
          assignedEmployeeId: null,
          underMaintenance: true,
        },
      ],
    };
    const created = await call('POST', '/desk/workspaces', body);
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().data.id;
    const desks = created.json().data.desks as { id: string; name: string }[];
    const idOf = (name: string) => desks.find((d) => d.name === name)?.id as string;
    hot = idOf('T-01');
    window = idOf('T-02');
    fixed = idOf('T-03');
    broken = idOf('T-04');
    expect(created.json().data.desks[2]).toMatchObject({ assignedEmployeeId: colleague, x: 50 });
    const again = await call('POST', '/desk/workspaces', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(workspaceExistsMessage);
    const offPlan = await call('POST', '/desk/workspaces', {
      ...body,
      name: 'Elsewhere',
      desks: [{ ...body.desks[0], x: 120 }],
    });
    expect(offPlan.statusCode).toBe(400);
    expect(offPlan.json().message).toMatch(/^desks\.0\.x: /);
    expect((await call('POST', '/desk/workspaces', body, staff)).statusCode).toBe(403);
  });

  it('shows each desk free, fixed or off for maintenance on the floor plan', async () => {
    const res = await call(
      'GET',
      `/desk-booking/availability?workspaceId=${workspaceId}&date=2026-11-24`,
      undefined,
      staff,
    );
    expect(res.statusCode).toBe(200);
    const states = Object.fromEntries(
      res.json().data.map((d: { name: string; state: string }) => [d.name, d.state]),
    );
    expect(states).toEqual({
      'T-01': 'free',
      'T-02': 'free',
      'T-03': 'fixed',
      'T-04': 'maintenance',
    });
  });

  it('releases unchecked bookings on the default rules too', async () => {
    const made = await book(window, '2026-11-23', 'fullDay', admin, { employeeId: colleague });
    expect(made.statusCode, made.body).toBe(201);
    // Booked by an admin for someone else: the admin sees the name, but it is not theirs.
    expect(made.json().data).toMatchObject({ isMine: false, employeeId: colleague });
    expect(await releaseUncheckedBookings(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const after = await call('GET', `/desk-booking/${made.json().data.id}`);
    expect(after.json().data.status).toBe('Released');
  });

  it('books a desk for the working day, and no one else gets it', async () => {
    const res = await book(hot, '2026-11-24', 'fullDay');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(deskBookedMessage);
    expect(res.json().data).toMatchObject({
      date: '2026-11-24',
      from: '09:00',
      to: '18:00',
      period: 'fullDay',
      status: 'Booked',
      isMine: true,
      startsAt: '2026-11-24T01:00:00.000Z',
    });
    const clash = await book(hot, '2026-11-24', 'morning', staff2);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(deskTakenMessage);
    const seen = await call(
      'GET',
      `/desk-booking/availability?workspaceId=${workspaceId}&date=2026-11-24`,
      undefined,
      staff2,
    );
    const desk = seen.json().data.find((d: { id: string }) => d.id === hot);
    expect(desk.state).toBe('booked');
    expect(desk.bookings[0]).toMatchObject({ employeeName: null, isMine: false });
    expect((await book(fixed, '2026-11-24', 'fullDay', staff2)).statusCode).toBe(201);
  });

  it('refuses what no desk booking may be, naming the field', async () => {
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp][] =
      [
        [book(fixed, '2026-11-25', 'fullDay'), 400, /^deskId: this desk is fixed to /],
        [book(broken, '2026-11-25', 'fullDay'), 400, /^deskId: this desk is switched off/],
        [book(window, '2026-11-20', 'fullDay'), 400, /^date: /],
        [book(window, '2027-01-20', 'fullDay'), 400, /^date: desks can be booked up to 14 days/],
        [
          book(window, '2026-11-25', 'timeRange', staff, { from: '10:00', to: '12:00' }),
          400,
          /^period: /,
        ],
        [book(window, '2026-11-24', 'afternoon'), 409, /already has a desk booked for that time/],
        [book(window, '2026-11-25', 'fullDay', staff, { employeeId: colleague }), 403, /yourself/],
      ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('keeps to the most bookings a week the rules allow', async () => {
    const rules = {
      bookingMode: 'timeRange',
      maxDaysAhead: 30,
      checkInMinutes: 30,
      maxBookingsPerWeek: 2,
    };
    expect((await call('PUT', '/desk-booking/setting', rules)).statusCode).toBe(200);
    expect((await book(window, '2026-11-25', 'morning')).statusCode).toBe(201);
    const third = await book(window, '2026-11-26', 'timeRange', staff, {
      from: '10:00',
      to: '12:30',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/most desk bookings allowed that week \(2\)/);
    const nextWeek = await book(window, '2026-11-30', 'timeRange', staff, {
      from: '10:00',
      to: '12:30',
    });
    expect(nextWeek.statusCode, nextWeek.body).toBe(201);
    expect(nextWeek.json().data).toMatchObject({ from: '10:00', to: '12:30', period: 'timeRange' });
  });

  it('checks in on time; an unchecked booking is released and the desk freed', async () => {
    await call('PUT', '/desk-booking/setting', {
      bookingMode: 'halfDay',
      maxDaysAhead: 14,
      checkInMinutes: 30,
      maxBookingsPerWeek: 10,
    });
    // Today's working day began at 09:00; it is 10:00 now.
    const mine = await book(window, '2026-11-23', 'fullDay');
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await book(hot, '2026-11-23', 'fullDay', staff2);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data.checkInBy).toBe('2026-11-23T01:30:00.000Z');

    const byQr = await call('POST', `/desk/${window}/check-in`, undefined, staff);
    expect(byQr.statusCode, byQr.body).toBe(200);
    expect(byQr.json().data.checkedInAt).toBe(now.toISOString());
    // A colleague sees the desk taken, not whose it is nor when they arrived.
    const seenByColleague = await call(
      'GET',
      `/desk-booking/${mine.json().data.id}`,
      undefined,
      staff2,
    );
    expect(seenByColleague.json().data).toMatchObject({
      status: 'Booked',
      employeeId: null,
      employeeName: null,
      checkedInAt: null,
      checkInBy: null,
    });
    const notTheirs = await call(
      'POST',
      `/desk-booking/${theirs.json().data.id}/check-in`,
      undefined,
      staff,
    );
    expect(notTheirs.statusCode).toBe(403);

    expect(await releaseUncheckedBookings(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const released = await call('GET', `/desk-booking/${theirs.json().data.id}`, undefined, staff2);
    expect(released.json().data.status).toBe('Released');
    const kept = await call('GET', `/desk-booking/${mine.json().data.id}`, undefined, staff);
    expect(kept.json().data.status).toBe('Booked');
    // The released desk is free again for the rest of the day.
    expect((await book(hot, '2026-11-23', 'afternoon', staff2)).statusCode).toBe(201);
    const tomorrow = (
      await call('GET', '/desk-booking?from=2026-11-25&to=2026-11-25&mine=true', undefined, staff)
    ).json().data[0];
    const tooSoon = await call('POST', `/desk-booking/${tomorrow.id}/check-in`, undefined, staff);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe('Check-in opens 15 minutes before the booking starts');
  });

  it('gives one of many racing requests the desk', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        book(window, '2026-11-27', 'fullDay', admin, { employeeId: colleague }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  describe('one person racing', () => {
    let person: string;
    let desks: string[];

    beforeAll(async () => {
      person = (await call('GET', '/employee?search=Lim%20Ah%20Kow')).json().data[0].id;
      const spaces = (await call('GET', '/desk/workspaces')).json().data;
      desks = spaces
        .flatMap(
          (w: {
            desks: { id: string; assignedEmployeeId: string | null; underMaintenance: boolean }[];
          }) => w.desks,
        )
        .filter(
          (d: { assignedEmployeeId: string | null; underMaintenance: boolean }) =>
            !d.assignedEmployeeId && !d.underMaintenance,
        )
        .map((d: { id: string }) => d.id)
        .slice(0, 12);
      await call('PUT', '/desk-booking/setting', {
        bookingMode: 'halfDay',
        maxDaysAhead: 30,
        checkInMinutes: 30,
        maxBookingsPerWeek: 3,
      });
    });

    it('gets one desk however many free desks they ask for at once', async () => {
      const answers = await Promise.all(
        desks.map((desk) => book(desk, '2026-12-08', 'fullDay', admin, { employeeId: person })),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(desks.length - 1);
    });

    it('stays within the weekly limit when asking for many days at once', async () => {
      const days = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
      const answers = await Promise.all(
        desks.flatMap((desk, i) =>
          days.map((day) =>
            book(desk, day, i % 2 ? 'morning' : 'afternoon', admin, { employeeId: person }),
          ),
        ),
      );
      const booked = answers.filter((res) => res.statusCode === 201);
      expect(booked).toHaveLength(3);
      expect(answers.every((res) => [201, 409].includes(res.statusCode))).toBe(true);
      const week = await call(
        'GET',
        `/desk-booking?from=2026-12-14&to=2026-12-20&employeeId=${person}`,
      );
      expect(
        week.json().data.filter((b: { status: string }) => b.status === 'Booked'),
      ).toHaveLength(3);
    });
  });

  it("does not let staff pick out a colleague's desk bookings by filtering on them", async () => {
    const range = 'from=2026-11-23&to=2026-11-29';
    const asAdmin = (await call('GET', `/desk-booking?${range}&employeeId=${colleague}`)).json()
      .data;
    expect(asAdmin.length).toBeGreaterThan(0);
    const asStaff = await call(
      'GET',
      `/desk-booking?${range}&employeeId=${colleague}`,
      undefined,
      staff,
    );
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().data).toEqual([]);
    const own = (
      await call('GET', `/desk-booking?${range}&employeeId=${colleague}`, undefined, staff2)
    ).json().data;
    expect(own.length).toBe(asAdmin.length);
  });

  it("lists the schedule for admins with names, and one's own bookings for staff", async () => {
    const all = await call(
      'GET',
      `/desk-booking?from=2026-11-23&to=2026-11-29&workspaceId=${workspaceId}`,
    );
    expect(all.statusCode).toBe(200);
    expect(all.json().data.every((b: { employeeName: string | null }) => b.employeeName)).toBe(
      true,
    );
    const mine = await call(
      'GET',
      '/desk-booking?from=2026-11-23&to=2026-11-29&mine=true',
      undefined,
      staff,
    );
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(mine.json().data.every((b: { isMine: boolean }) => b.isMine)).toBe(true);
  });

  it('keeps a desk with bookings to come; cancelling frees it', async () => {
    const space = (await call('GET', `/desk/workspaces/${workspaceId}`)).json().data;
    const withoutHot = {
      name: space.name,
      branchOutletId: space.branchOutletId,
      floorPlan: space.floorPlan,
      desks: space.desks.filter((d: { id: string }) => d.id !== hot),
    };
    const res = await call('PUT', `/desk/workspaces/${workspaceId}`, withoutHot);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(deskHasBookingsMessage);
    const mine = (
      await call('GET', '/desk-booking?from=2026-11-24&to=2026-11-24&mine=true', undefined, staff)
    )
      .json()
      .data.find((b: { deskId: string }) => b.deskId === hot);
    expect((await call('DELETE', `/desk-booking/${mine.id}`, undefined, staff2)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/desk-booking/${mine.id}`, undefined, staff)).statusCode).toBe(
      200,
    );
    expect((await book(hot, '2026-11-24', 'morning', staff)).statusCode).toBe(201);
  });
});
