import { defaultAttendanceSettings } from '@tembusu/contracts/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { attendanceSettingsIn } from './attendance-settings.service.js';

describe('attendance settings', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let organizationId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const chosen = {
    lateGraceMinutes: 10,
    earlyOutGraceMinutes: 5,
    roundingMinutes: 15,
    geofenceRule: 'refuse',
    autoCheckOut: true,
    overtimeNeedsApproval: false,
    minimumOvertimeMinutes: 60,
  } as const;

  const inTransaction = () =>
    withTenant(t.database.db, organizationId, (tx) => attendanceSettingsIn(tx, organizationId));

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
    organizationId = (await call('GET', '/organization/info')).json().data.id;
  }, 120_000);
  afterAll(async () => t.close());

  it('answers the defaults until an admin saves settings', async () => {
    const res = await call('GET', '/attendance/settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(defaultAttendanceSettings);
    expect(await inTransaction()).toEqual(defaultAttendanceSettings);
  });

  it('saves the settings and keeps them', async () => {
    const saved = await call('PUT', '/attendance/settings', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Attendance settings have been saved',
      data: chosen,
    });
    expect((await call('GET', '/attendance/settings')).json().data).toEqual(chosen);
    expect(await inTransaction()).toEqual(chosen);

    const again = { ...chosen, roundingMinutes: 0, geofenceRule: 'off', autoCheckOut: false };
    expect((await call('PUT', '/attendance/settings', again)).statusCode).toBe(200);
    expect((await call('GET', '/attendance/settings')).json().data).toEqual(again);

    const audit = await t.database.pool.query<{ action: string }>(
      "select action from audit_log where action = 'attendance.settings.update'",
    );
    expect(audit.rows).toHaveLength(2);
    expect((await call('PUT', '/attendance/settings', chosen)).statusCode).toBe(200);
  });

  it.each([
    ['lateGraceMinutes', { lateGraceMinutes: -1 }],
    ['lateGraceMinutes', { lateGraceMinutes: 121 }],
    ['earlyOutGraceMinutes', { earlyOutGraceMinutes: 2.5 }],
    ['roundingMinutes', { roundingMinutes: 7 }],
    ['geofenceRule', { geofenceRule: 'warn' }],
    ['autoCheckOut', { autoCheckOut: 'yes' }],
    ['overtimeNeedsApproval', { overtimeNeedsApproval: null }],
    ['minimumOvertimeMinutes', { minimumOvertimeMinutes: 241 }],
    ['minimumOvertimeMinutes', { minimumOvertimeMinutes: undefined }],
  ])('refuses a bad %s with 400 naming it, saving nothing', async (field, change) => {
    const res = await call('PUT', '/attendance/settings', { ...chosen, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect((await call('GET', '/attendance/settings')).json().data).toEqual(chosen);
  });

  it('is for admins and assistant admins of the section only', async () => {
    expect((await call('GET', '/attendance/settings', undefined, employee)).statusCode).toBe(403);
    expect((await call('PUT', '/attendance/settings', chosen, employee)).statusCode).toBe(403);

    const made = await call('POST', '/organization/asst-admin', {
      name: 'Attendance Assistant',
      email: 'attendance.assistant@tembusu.example',
      password: 'Assist@2026',
      preventAccess: ['/attendance'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const keptOut = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: 'attendance.assistant@tembusu.example', password: 'Assist@2026' },
    });
    expect((await call('GET', '/attendance/settings', undefined, keptOut)).statusCode).toBe(403);
    expect((await call('PUT', '/attendance/settings', chosen, keptOut)).statusCode).toBe(403);
    // The shift planning section is another: the assistant keeps it.
    expect((await call('GET', '/shift/templates', undefined, keptOut)).statusCode).toBe(200);
  });
});
