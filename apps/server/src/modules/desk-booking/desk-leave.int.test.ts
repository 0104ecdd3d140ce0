import type { LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

// Monday 23 November 2026, 10:00 in Singapore. The default desk rules: half days, 14 days ahead.
// On the default schedule the morning is 09:00–13:30 and the afternoon 13:30–18:00.
const now = new Date('2026-11-23T02:00:00Z');

describe('desks and approved leave', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerId: string;
  let annualLeave: string;
  const desks: Record<string, string> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  /** A new employee reporting to Tan Wei Ming, with their id, e-mail and own session. */
  async function person() {
    people += 1;
    const email = `desk.leave${people}@tembusu.example`;
    const digits = String(8700000 + people);
    const id = await createdEmployee(call, {
      personal: {
        email,
        idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
        name: `Desk Leave ${people}`,
      },
      employment: {
        employeeNumber: `DL-${people}`,
        employmentStartDate: '2024-01-08',
        managerId,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, email, token, name: `Desk Leave ${people}` };
  }

  const book = (token: string, deskId: string, date: string, period = 'fullDay', extra = {}) =>
    call('POST', '/desk-booking', { deskId, date, period, ...extra }, token);
  const statusOf = async (bookingId: string) =>
    (await call('GET', `/desk-booking/${bookingId}`)).json().data.status;
  const approvedLeave = async (employeeId: string, date: string, extra = {}) => {
    const res = await call('POST', '/leaves/requests', {
      employeeId,
      leaveTypeId: annualLeave,
      startDate: date,
      endDate: date,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const ownLeave = async (token: string, startDate: string, endDate = startDate) => {
    const res = await call(
      'POST',
      '/staff/leaves',
      { leaveTypeId: annualLeave, startDate, endDate },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const deskMails = async (to: string) =>
    (
      await t.database.pool.query<{ subject: string; body_text: string }>(
        "select subject, body_text from mail_outbox where to_address = $1 and subject like '%desk%' order by created_at",
        [to],
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db, { now });
    ({ admin, employee: manager } = await signInDemo(t.app));
    managerId = (await call('GET', '/employees?search=EMP-0001')).json().data.items[0].id;
    const types: LeaveType[] = (await call('GET', '/leaves/types')).json().data;
    annualLeave = types.find((type) => type.code === 'AL')?.id as string;
    const branchId = (await call('GET', '/organization/branch-all')).json().data[0].id;
    const desk = (name: string, x: number) => ({
      name,
      features: [],
      x,
      y: 40,
      assignedEmployeeId: null,
      underMaintenance: false,
    });
    const created = await call('POST', '/desk/workspaces', {
      name: 'Leave Test Zone',
      branchOutletId: branchId,
      floorPlan: null,
      desks: [desk('L-01', 10), desk('L-02', 30), desk('L-03', 50)],
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const { id, name } of created.json().data.desks) desks[name] = id;
  }, 60_000);
  afterAll(async () => t.close());

  it('refuses a desk on a day of approved leave, booked by the person or by an admin for them', async () => {
    const p = await person();
    await approvedLeave(p.id, '2026-11-25');
    const refusal = `${p.name} is on Annual leave on 11/25/2026: no desk can be booked on a day of approved leave.`;

    const own = await book(p.token, desks['L-01'] as string, '2026-11-25');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(refusal);
    const forThem = await book(admin, desks['L-01'] as string, '2026-11-25', 'morning', {
      employeeId: p.id,
    });
    expect(forThem.statusCode).toBe(409);
    expect(forThem.json().message).toBe(refusal);

    // Nor can a booking on another day be moved onto it.
    const otherDay = await book(p.token, desks['L-01'] as string, '2026-11-26');
    expect(otherDay.statusCode, otherDay.body).toBe(201);
    const moved = await call(
      'PUT',
      `/desk-booking/${otherDay.json().data.id}`,
      { deskId: desks['L-01'], date: '2026-11-25', period: 'fullDay' },
      p.token,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(refusal);
  });

  it('refuses only the half taken on a half day of leave', async () => {
    const p = await person();
    await approvedLeave(p.id, '2026-11-27', { startPart: 'AM', endPart: 'AM' });
    const morning = await book(p.token, desks['L-02'] as string, '2026-11-27', 'morning');
    expect(morning.statusCode).toBe(409);
    expect(morning.json().message).toBe(
      `${p.name} is on Annual leave in the morning of 11/27/2026: book a desk for the afternoon instead.`,
    );
    const afternoon = await book(p.token, desks['L-02'] as string, '2026-11-27', 'afternoon');
    expect(afternoon.statusCode, afternoon.body).toBe(201);
  });

  it('books a desk on a day of pending leave, and of a rejected or a cancelled request', async () => {
    const p = await person();
    await ownLeave(p.token, '2026-11-24');
    const rejected = await ownLeave(p.token, '2026-11-25');
    const no = await call(
      'POST',
      `/staff/leaves/approvals/${rejected}/reject`,
      { comment: 'Audit week' },
      manager,
    );
    expect(no.statusCode, no.body).toBe(200);
    const cancelled = await approvedLeave(p.id, '2026-11-26');
    const off = await call('POST', `/leaves/requests/${cancelled}/cancel`, { comment: null });
    expect(off.statusCode, off.body).toBe(200);

    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      const res = await book(p.token, desks['L-03'] as string, date);
      expect(res.statusCode, `${date}: ${res.body}`).toBe(201);
    }
  });

  it("frees the person's desk on the day their leave is approved, and tells them; other days and people keep theirs", async () => {
    const p = await person();
    const colleague = await person();
    const onLeaveDay = await book(p.token, desks['L-01'] as string, '2026-12-02');
    const nextDay = await book(p.token, desks['L-01'] as string, '2026-12-03');
    const theirs = await book(colleague.token, desks['L-02'] as string, '2026-12-02');
    expect([onLeaveDay, nextDay, theirs].map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const requestId = await ownLeave(p.token, '2026-12-02');
    expect(await statusOf(onLeaveDay.json().data.id)).toBe('Booked');

    const yes = await call('POST', `/staff/leaves/approvals/${requestId}/approve`, {}, manager);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(await statusOf(onLeaveDay.json().data.id)).toBe('Cancelled');
    expect(await statusOf(nextDay.json().data.id)).toBe('Booked');
    expect(await statusOf(theirs.json().data.id)).toBe('Booked');

    const [notice, ...more] = await deskMails(p.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Your desk booking on 12/02/2026 was released');
    expect(notice?.body_text).toContain(
      'Your desk booking on 12/02/2026 (09:00–18:00, desk L-01, Leave Test Zone, ',
    );
    expect(notice?.body_text).toContain('was released because your Annual leave was approved.');
    expect(await deskMails(colleague.email)).toEqual([]);

    const audit = await t.database.pool.query<{ detail: Record<string, unknown> }>(
      "select detail from audit_log where action = 'desk_booking.cancelled' and subject = $1",
      [onLeaveDay.json().data.id],
    );
    expect(audit.rows).toEqual([
      { detail: { because: 'leave approved', leaveRequestId: requestId } },
    ]);
    // The desk is free for someone else that day.
    const taken = await book(admin, desks['L-01'] as string, '2026-12-02', 'fullDay', {
      employeeId: colleague.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('already has a desk booked');
    const other = await person();
    expect((await book(other.token, desks['L-01'] as string, '2026-12-02')).statusCode).toBe(201);
  });

  it('frees only the half taken when a half day of leave is approved', async () => {
    const p = await person();
    const morning = await book(p.token, desks['L-01'] as string, '2026-11-30', 'morning');
    const afternoon = await book(p.token, desks['L-02'] as string, '2026-11-30', 'afternoon');
    expect([morning.statusCode, afternoon.statusCode]).toEqual([201, 201]);
    const res = await call(
      'POST',
      '/staff/leaves',
      { leaveTypeId: annualLeave, startDate: '2026-11-30', endDate: '2026-11-30', startPart: 'AM' },
      p.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const yes = await call(
      'POST',
      `/staff/leaves/approvals/${res.json().data.id}/approve`,
      {},
      manager,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    expect(await statusOf(morning.json().data.id)).toBe('Cancelled');
    expect(await statusOf(afternoon.json().data.id)).toBe('Booked');
  });

  it('releases nothing on a rejection', async () => {
    const p = await person();
    const booked = await book(p.token, desks['L-03'] as string, '2026-12-04');
    expect(booked.statusCode, booked.body).toBe(201);
    const requestId = await ownLeave(p.token, '2026-12-04');
    const no = await call('POST', `/leaves/requests/${requestId}/reject`, { comment: 'Busy' });
    expect(no.statusCode, no.body).toBe(200);
    expect(await statusOf(booked.json().data.id)).toBe('Booked');
    expect(await deskMails(p.email)).toEqual([]);
  });

  it('releases desks when an admin records approved leave, or moves approved leave onto booked days', async () => {
    const p = await person();
    const first = await book(p.token, desks['L-02'] as string, '2026-12-01', 'morning');
    const firstAfternoon = await book(p.token, desks['L-03'] as string, '2026-12-01', 'afternoon');
    const second = await book(p.token, desks['L-02'] as string, '2026-12-03', 'afternoon');
    expect([first, firstAfternoon, second].map((res) => res.statusCode)).toEqual([201, 201, 201]);

    const requestId = await approvedLeave(p.id, '2026-12-01');
    expect(await statusOf(first.json().data.id)).toBe('Cancelled');
    expect(await statusOf(firstAfternoon.json().data.id)).toBe('Cancelled');
    expect(await statusOf(second.json().data.id)).toBe('Booked');

    const moved = await call('PUT', `/leaves/requests/${requestId}`, {
      leaveTypeId: annualLeave,
      startDate: '2026-12-03',
      endDate: '2026-12-03',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(second.json().data.id)).toBe('Cancelled');
    const [both, moreLater] = await deskMails(p.email);
    expect(both?.subject).toBe('Your desk bookings were released');
    expect(both?.body_text).toMatch(
      /^Hello .+,\n\nYour desk bookings below were released because your Annual leave was approved:\n- 12\/01\/2026 \(09:00–13:30, desk L-02, Leave Test Zone, .+\)\n- 12\/01\/2026 \(13:30–18:00, desk L-03, Leave Test Zone, .+\)\n\nThe desks are free for others now\.$/,
    );
    expect(moreLater?.subject).toBe('Your desk booking on 12/03/2026 was released');
  });
});
