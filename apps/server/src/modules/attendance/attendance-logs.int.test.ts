import type { AttendanceLog, AttendanceMonth } from '@tembusu/contracts/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signInDemo } from '../../test/sign-in.js';

// Tan Wei Ming, the demo's staff sign-in, works at Raffles Place HQ on the default schedule:
// Monday to Friday, 09:00 to 18:00 with an hour's break. Singapore is 8 hours ahead of UTC.
const rafflesPlace = { latitude: 1.2842, longitude: 103.8514 };

describe('checking in and out', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = new Date('2026-11-23T01:00:00Z');
  let hqId: string;
  let tanId: string;

  const asAdmin = apiCaller(
    () => t.app,
    () => admin,
  );
  const asStaff = apiCaller(
    () => t.app,
    () => staff,
  );
  const at = async (instant: string) => {
    now = new Date(instant);
    ({ admin, employee: staff } = await signInDemo(t.app));
  };
  const checkIn = (body: Record<string, unknown> = {}) =>
    asStaff('POST', '/staff/attendance/check-in', {
      branchId: hqId,
      position: { ...rafflesPlace, accuracyMeters: 15 },
      ...body,
    });
  const checkOut = (id: string, body: Record<string, unknown> = {}) =>
    asStaff('POST', `/staff/attendance/${id}/check-out`, {
      position: { ...rafflesPlace, accuracyMeters: 15 },
      ...body,
    });
  const setSettings = async (changes: Record<string, unknown>) => {
    const current = await asAdmin('GET', '/attendance/settings');
    const saved = await asAdmin('PUT', '/attendance/settings', {
      ...current.json().data,
      ...changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const clearLogs = () => t.database.pool.query('delete from attendance_logs');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    const branches = await t.database.pool.query<{ id: string }>(
      "select id from branches where name = 'Raffles Place HQ'",
    );
    hqId = branches.rows[0]?.id ?? '';
    await t.database.pool.query(
      'update branches set latitude = $2, longitude = $3, geofence_radius_meters = 150 where id = $1',
      [hqId, rafflesPlace.latitude, rafflesPlace.longitude],
    );
    const tan = await t.database.pool.query<{ id: string }>(
      "select e.id from employees e join accounts a on a.id = e.account_id where a.email = 'employee@tembusu.example'",
    );
    tanId = tan.rows[0]?.id ?? '';
  });
  afterAll(async () => t.close());

  it('counts lateness beyond the grace minutes, and overtime after the shift once approved', async () => {
    await clearLogs();
    await at('2026-11-23T01:08:00Z');
    const today = await asStaff('GET', '/staff/attendance/today');
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().data).toMatchObject({
      workDate: '2026-11-23',
      dayKind: 'normal',
      expected: { source: 'schedule', startAt: '2026-11-23T01:00:00.000Z' },
      log: null,
      suggestedBranchId: hqId,
    });

    const checkedIn = await checkIn();
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const log: AttendanceLog = checkedIn.json().data;
    expect(log).toMatchObject({ state: 'open', lateMinutes: 8, statuses: ['late'] });
    expect(log.checkInOutsideGeofence).toBe(false);

    const again = await checkIn();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already checked in for 11/23/2026 at 09:08');

    await at('2026-11-23T11:00:00Z');
    const out = await checkOut(log.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({
      state: 'complete',
      workedMinutes: 532,
      overtimeMinutes: 60,
      overtimeApproved: false,
    });
    const twice = await checkOut(log.id);
    expect(twice.statusCode).toBe(409);

    const month = await asStaff('GET', '/staff/attendance?month=2026-11');
    expect(month.statusCode, month.body).toBe(200);
    const { summary, logs }: AttendanceMonth = month.json().data;
    expect(logs).toHaveLength(1);
    // Overtime waiting for approval is not counted yet.
    expect(summary).toMatchObject({ daysWorked: 1, lateCount: 1, lateMinutes: 8 });
    expect(summary.overtimeMinutes.normal).toBe(0);
  });

  it('gives one log a day when check-ins race', async () => {
    await clearLogs();
    await at('2026-11-24T00:55:00Z');
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn()));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    const rows = await t.database.pool.query(
      "select id from attendance_logs where work_date = '2026-11-24'",
    );
    expect(rows.rowCount).toBe(1);
  });

  it('refuses or flags a check-in outside the geofence, as the settings say', async () => {
    await clearLogs();
    await at('2026-11-25T00:55:00Z');
    await setSettings({ geofenceRule: 'refuse' });
    // Jurong East, about 13 km away.
    const far = { latitude: 1.3332, longitude: 103.7423, accuracyMeters: 20 };
    const refused = await checkIn({ position: far });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'position' });
    expect(refused.json().message).toContain("outside Raffles Place HQ's check-in area");
    const unknown = await checkIn({ position: null });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('position');
    expect((await t.database.pool.query('select id from attendance_logs')).rowCount).toBe(0);

    await setSettings({ geofenceRule: 'flag' });
    const flagged = await checkIn({ position: far });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().data.checkInOutsideGeofence).toBe(true);
  });

  it("measures a check-in at a branch in another time zone by that branch's clock", async () => {
    await clearLogs();
    const london = await asAdmin('POST', '/organization/branches', {
      name: 'London Office',
      address: null,
      postalCode: null,
      phone: null,
      timeZone: 'Europe/London',
      isActive: true,
    });
    expect(london.statusCode, london.body).toBe(201);
    // 09:20 in London is 17:20 in Singapore, still Thursday 26 November in both.
    await at('2026-11-26T09:20:00Z');
    const checkedIn = await checkIn({ branchId: london.json().data.id, position: null });
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    expect(checkedIn.json().data).toMatchObject({
      workDate: '2026-11-26',
      expected: { startAt: '2026-11-26T09:00:00.000Z', endAt: '2026-11-26T18:00:00.000Z' },
      lateMinutes: 20,
    });
  });

  it('gives a check-out the morning after an overnight rostered shift across a month end its day', async () => {
    await clearLogs();
    await t.database.pool.query(
      `insert into roster_shifts (organization_id, employee_id, work_date, name, colour, branch_id,
         start_at, end_at, break_minutes, pay_rules, state, published_at)
       select organization_id, id, '2027-01-31', 'Night', '#5f3dc4', $2,
         '2027-01-31T14:00:00Z', '2027-01-31T22:00:00Z', 60, '{normal}', 'published', now()
       from employees where id = $1`,
      [tanId, hqId],
    );
    // 21:55 on Sunday 31 January in Singapore: the night shift's, not Monday's.
    await at('2027-01-31T13:55:00Z');
    const checkedIn = await checkIn();
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    expect(checkedIn.json().data).toMatchObject({
      workDate: '2027-01-31',
      expected: { source: 'roster', name: 'Night' },
      lateMinutes: 0,
    });
    // 06:45 on 1 February.
    await at('2027-01-31T22:45:00Z');
    const today = await asStaff('GET', '/staff/attendance/today');
    expect(today.json().data.log).toBeNull();
    const out = await checkOut(checkedIn.json().data.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({
      workDate: '2027-01-31',
      workedMinutes: 470,
      overtimeMinutes: 45,
      earlyOutMinutes: 0,
    });
    const january = await asStaff('GET', '/staff/attendance?month=2027-01');
    expect(january.json().data.logs).toHaveLength(1);
  });

  it('keeps staff to their own logs and admins off the staff side', async () => {
    await clearLogs();
    await at('2026-11-27T01:00:00Z');
    const mine = (await checkIn()).json().data as AttendanceLog;
    const other = await asAdmin('GET', `/staff/attendance/${mine.id}`);
    expect(other.statusCode).toBe(403);
    const bad = await asStaff('POST', '/staff/attendance/check-in', {
      branchId: 'nope',
      position: { latitude: 95, longitude: 0, accuracyMeters: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/branchId|latitude/);
    const month = await asStaff('GET', '/staff/attendance?month=2026-13');
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toContain('month');
  });
});
