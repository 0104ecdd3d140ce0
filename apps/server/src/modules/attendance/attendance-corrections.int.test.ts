import type { AttendanceAudit, AttendanceLog } from '@tembusu/contracts/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signInDemo } from '../../test/sign-in.js';
import { closeDaysOf, missingCheckOutReason } from './attendance-day-end.service.js';
import { employeeMailer } from './attendance-notices.js';

// Tan Wei Ming, the demo's staff sign-in, works at Raffles Place HQ on the default schedule:
// Monday to Friday, 09:00 to 18:00 with an hour's break. Singapore is 8 hours ahead of UTC, so
// 09:00 there is 01:00Z. 16 to 20 November 2026 is a working week without public holidays.
describe('changing attendance logs and the audit forms', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = new Date('2026-11-23T02:00:00Z');
  let hqId: string;
  let tanId: string;
  let organizationId: string;

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
  const setSettings = async (changes: Record<string, unknown>) => {
    const current = await asAdmin('GET', '/attendance/settings');
    const saved = await asAdmin('PUT', '/attendance/settings', {
      ...current.json().data,
      ...changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const clear = async () => {
    await t.database.pool.query('delete from attendance_audits');
    await t.database.pool.query('delete from attendance_logs');
  };
  const createLog = (body: Record<string, unknown>) =>
    asAdmin('POST', '/attendance/logs', {
      employeeId: tanId,
      workDate: '2026-11-16',
      branchId: hqId,
      checkInAt: '2026-11-16T01:20:00Z',
      checkOutAt: '2026-11-16T10:00:00Z',
      reason: 'The check-in tablet was down',
      ...body,
    });
  const dayEnd = (instant: string) =>
    withTenant(t.database.db, organizationId, (tx) =>
      closeDaysOf(tx, organizationId, new Date(instant), {
        mailEmployee: employeeMailer(tx, organizationId, []),
        publicUrl: 'https://hr.tembusu.example',
      }),
    );

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    const branch = await t.database.pool.query<{ id: string; organization_id: string }>(
      "select id, organization_id from branches where name = 'Raffles Place HQ'",
    );
    hqId = branch.rows[0]?.id ?? '';
    organizationId = branch.rows[0]?.organization_id ?? '';
    const tan = await t.database.pool.query<{ id: string }>(
      "select e.id from employees e join accounts a on a.id = e.account_id where a.email = 'employee@tembusu.example'",
    );
    tanId = tan.rows[0]?.id ?? '';
  }, 60_000);
  afterAll(async () => t.close());

  it('lets an admin record a day and change it, measured again and kept with who and why', async () => {
    await clear();
    const created = await createLog({});
    expect(created.statusCode, created.body).toBe(201);
    const log: AttendanceLog = created.json().data;
    expect(log).toMatchObject({
      workDate: '2026-11-16',
      source: 'admin',
      state: 'complete',
      lateMinutes: 20,
      workedMinutes: 460,
      expected: { source: 'schedule' },
    });

    const twice = await createLog({});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('has a log of 11/16/2026 already');

    const edited = await asAdmin('PUT', `/attendance/logs/${log.id}`, {
      branchId: hqId,
      checkInAt: '2026-11-16T01:00:00Z',
      checkOutAt: null,
      reason: 'She was on time: the guard saw her in',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A day long past without a check-out is missing one.
    expect(edited.json().data).toMatchObject({
      lateMinutes: 0,
      state: 'missingCheckOut',
      checkOutAt: null,
    });

    const audits = await asAdmin('GET', `/attendance/audits?employeeId=${tanId}`);
    expect(audits.statusCode, audits.body).toBe(200);
    const forms: AttendanceAudit[] = audits.json().data.items;
    expect(forms).toHaveLength(2);
    const edit = forms.find((form) => form.reason.startsWith('She was on time'));
    expect(edit).toMatchObject({
      origin: 'admin',
      status: 'Completed',
      outcome: 'applied',
      openedBy: 'Aisha Rahman',
      before: { checkInAt: '2026-11-16T01:20:00.000Z', checkOutAt: '2026-11-16T10:00:00.000Z' },
      proposed: { checkInAt: '2026-11-16T01:00:00.000Z', checkOutAt: null },
    });
    expect(edit?.events.map((event) => event.kind)).toEqual(['opened', 'applied']);
    expect(edit?.events[0]?.actorName).toBe('Aisha Rahman');
  });

  it('refuses bad times with the field named and writes nothing', async () => {
    await clear();
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '  ' }, 'reason'],
      [{ checkOutAt: '2026-11-16T01:00:00Z' }, 'checkOutAt'],
      [{ checkInAt: '2026-11-19T01:00:00Z', checkOutAt: null }, 'checkInAt'],
      [{ workDate: '2026-11-30', checkInAt: '2026-11-30T01:00:00Z', checkOutAt: null }, 'workDate'],
      [{ employeeId: '00000000-0000-4000-8000-000000000000' }, 'employeeId'],
      [{ branchId: '00000000-0000-4000-8000-000000000000' }, 'branchId'],
      [{ workDate: '1999-01-04', checkInAt: '1999-01-04T01:00:00Z', checkOutAt: null }, 'workDate'],
    ];
    for (const [body, field] of cases) {
      const refused = await createLog(body);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    const logs = await t.database.pool.query('select 1 from attendance_logs');
    const forms = await t.database.pool.query('select 1 from attendance_audits');
    expect(logs.rowCount).toBe(0);
    expect(forms.rowCount).toBe(0);
  });

  it('approves overtime or turns it down, which the month then counts or leaves out', async () => {
    await clear();
    await setSettings({ overtimeNeedsApproval: true, minimumOvertimeMinutes: 30 });
    const created = await createLog({
      checkInAt: '2026-11-17T01:00:00Z',
      checkOutAt: '2026-11-17T12:00:00Z',
      workDate: '2026-11-17',
    });
    const log: AttendanceLog = created.json().data;
    expect(log).toMatchObject({ overtimeMinutes: 120, overtimeApproved: false });

    const approved = await asAdmin('POST', `/attendance/logs/${log.id}/overtime`, {
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Overtime has been approved');
    expect(approved.json().data).toMatchObject({
      overtimeApproved: true,
      overtimeDecidedBy: 'Aisha Rahman',
    });
    const month = await asStaff('GET', '/staff/attendance?month=2026-11');
    expect(month.json().data.summary.overtimeMinutes.normal).toBe(120);

    const rejected = await asAdmin('POST', `/attendance/logs/${log.id}/overtime`, {
      approved: false,
    });
    expect(rejected.json().data).toMatchObject({ overtimeApproved: false });
    expect(rejected.json().data.overtimeDecidedAt).not.toBeNull();
    const after = await asStaff('GET', '/staff/attendance?month=2026-11');
    expect(after.json().data.summary.overtimeMinutes.normal).toBe(0);

    const plain = await createLog({
      workDate: '2026-11-18',
      checkInAt: '2026-11-18T01:00:00Z',
      checkOutAt: '2026-11-18T10:00:00Z',
    });
    const none = await asAdmin('POST', `/attendance/logs/${plain.json().data.id}/overtime`, {
      approved: true,
    });
    expect(none.statusCode).toBe(409);
  });

  it("takes a person's correction request to a reviewer, who applies it with their own times", async () => {
    await clear();
    const request = () =>
      asStaff('POST', '/staff/attendance/audits', {
        workDate: '2026-11-19',
        checkInAt: '2026-11-19T00:58:00Z',
        checkOutAt: '2026-11-19T10:05:00Z',
        reason: 'I forgot to check in; I was at the client all day',
      });
    const answers = await Promise.all([request(), request(), request()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const form: AttendanceAudit = answers.find((answer) => answer.statusCode === 201)?.json().data;
    expect(form).toMatchObject({
      origin: 'employee',
      status: 'Pending Reviewer',
      before: { checkInAt: null, checkOutAt: null },
      logId: null,
      timeZone: 'Asia/Singapore',
    });

    const tooOld = await asStaff('POST', '/staff/attendance/audits', {
      workDate: '2026-08-03',
      checkInAt: '2026-08-03T01:00:00Z',
      checkOutAt: null,
      reason: 'Long ago',
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().field).toBe('workDate');

    const applied = await asAdmin('POST', `/attendance/audits/${form.id}/review`, {
      decision: 'apply',
      checkInAt: '2026-11-19T01:10:00Z',
      checkOutAt: '2026-11-19T10:05:00Z',
      comment: 'The client says 09:10',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const done: AttendanceAudit = applied.json().data;
    expect(done).toMatchObject({ status: 'Completed', outcome: 'applied' });
    expect(done.events.map((event) => event.kind)).toEqual(['opened', 'applied']);
    const log = await asAdmin('GET', `/attendance/logs/${done.logId}`);
    expect(log.json().data).toMatchObject({
      workDate: '2026-11-19',
      lateMinutes: 10,
      state: 'complete',
      source: 'admin',
    });

    const mine = await asStaff('GET', `/staff/attendance/audits/${form.id}`);
    expect(mine.json().data.status).toBe('Completed');
    const again = await asAdmin('POST', `/attendance/audits/${form.id}/review`, {
      decision: 'reject',
      comment: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('waits on the employee first when an admin asks for the times', async () => {
    await clear();
    const opened = await asAdmin('POST', '/attendance/audits', {
      employeeId: tanId,
      workDate: '2026-11-20',
      reason: 'No log for Friday: when did you work?',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const form: AttendanceAudit = opened.json().data;
    expect(form.status).toBe('Pending Employee');

    const early = await asAdmin('POST', `/attendance/audits/${form.id}/review`, {
      decision: 'apply',
      checkInAt: '2026-11-20T01:00:00Z',
      checkOutAt: null,
      comment: null,
    });
    expect(early.statusCode).toBe(409);

    const waiting = await asStaff('GET', '/staff/attendance/audits');
    expect(waiting.json().data.items.map((item: AttendanceAudit) => item.id)).toEqual([form.id]);
    const answered = await asStaff('POST', `/staff/attendance/audits/${form.id}/answer`, {
      checkInAt: '2026-11-20T01:00:00Z',
      checkOutAt: '2026-11-20T10:00:00Z',
      comment: 'Worked from home',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'Pending Reviewer',
      proposed: { checkInAt: '2026-11-20T01:00:00.000Z', checkOutAt: '2026-11-20T10:00:00.000Z' },
    });
    const twice = await asStaff('POST', `/staff/attendance/audits/${form.id}/answer`, {
      checkInAt: '2026-11-20T01:00:00Z',
      checkOutAt: null,
      comment: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const rejected = await asAdmin('POST', `/attendance/audits/${form.id}/review`, {
      decision: 'reject',
      comment: 'Working from home needs approval first',
    });
    expect(rejected.json().data).toMatchObject({ status: 'Completed', outcome: 'rejected' });
    expect(rejected.json().data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'opened',
      'answered',
      'rejected',
    ]);
    const logs = await t.database.pool.query('select 1 from attendance_logs');
    expect(logs.rowCount).toBe(0);
  });

  it('keeps staff to their own forms and admins to the admin routes', async () => {
    await clear();
    const opened = await asAdmin('POST', '/attendance/audits', {
      employeeId: tanId,
      workDate: '2026-11-20',
      reason: 'When did you work?',
    });
    const form: AttendanceAudit = opened.json().data;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employee/login',
      payload: {
        email: 'employee2@tembusu.example',
        password: 'Demo@2026',
        organizationID: 'DEMO',
      },
    });
    const otherToken = other.json().data.access_token;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/attendance/audits/${form.id}/answer`,
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { checkInAt: '2026-11-20T01:00:00Z', checkOutAt: null, comment: 'Not mine' },
    });
    expect(answer.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/attendance/audits'],
      ['POST', `/attendance/audits/${form.id}/review`],
      ['POST', '/attendance/logs'],
    ] as const) {
      const refused = await asStaff(method, url, {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  describe('the day-end job', () => {
    let yeoId: string;

    beforeAll(async () => {
      yeoId = await createdEmployee(asAdmin, {
        employment: { branchId: hqId, employmentStartDate: '2026-11-02', isTurnOnAttendLog: true },
      });
    });

    it('marks working days without a log absent, once, and leaves leave, holidays and weekends alone', async () => {
      await clear();
      const types = await asAdmin('GET', '/leaves/types');
      const noPay = types.json().data.find((type: { code: string }) => type.code === 'NPL');
      const leave = await asAdmin('POST', '/leaves/requests', {
        employeeId: yeoId,
        leaveTypeId: noPay.id,
        startDate: '2026-11-19',
        endDate: '2026-11-19',
      });
      expect(leave.statusCode, leave.body).toBe(201);
      if (leave.json().data.status !== 'approved') {
        const approved = await asAdmin(
          'POST',
          `/leaves/requests/${leave.json().data.id}/approve`,
          {},
        );
        expect(approved.statusCode, approved.body).toBe(200);
      }

      // Saturday 21 November, 03:00 in Singapore: the run looks back to Thursday, which was
      // leave; Friday's shift ended hours ago; Saturday expects nothing.
      await dayEnd('2026-11-20T19:00:00Z');
      const absent = await t.database.pool.query<{ work_date: string; source: string }>(
        "select to_char(work_date, 'YYYY-MM-DD') as work_date, source from attendance_logs where employee_id = $1 and state = 'absent' order by work_date",
        [yeoId],
      );
      expect(absent.rows.map((row) => row.work_date)).toEqual(['2026-11-20']);
      expect(absent.rows[0]?.source).toBe('job');
      // Tan does not keep attendance: nothing is marked for him.
      const tan = await t.database.pool.query(
        'select 1 from attendance_logs where employee_id = $1',
        [tanId],
      );
      expect(tan.rowCount).toBe(0);

      const yeoAbsences = async () =>
        (
          await t.database.pool.query(
            "select 1 from attendance_logs where employee_id = $1 and state = 'absent'",
            [yeoId],
          )
        ).rowCount;
      await dayEnd('2026-11-20T19:15:00Z');
      expect(await yeoAbsences()).toBe(1);

      // Monday's shift ends at 18:00; four hours later it is marked, not before.
      await dayEnd('2026-11-23T13:00:00Z');
      expect(await yeoAbsences()).toBe(1);
      await dayEnd('2026-11-23T14:30:00Z');
      expect(await yeoAbsences()).toBe(2);
    });

    it('marks an open log past its shift as missing its check-out and asks the employee, or checks it out at the shift end', async () => {
      await clear();
      await setSettings({ autoCheckOut: false });
      await at('2026-11-24T01:02:00Z');
      const checkedIn = await asStaff('POST', '/staff/attendance/check-in', {
        branchId: hqId,
        position: null,
        note: null,
      });
      expect(checkedIn.statusCode, checkedIn.body).toBe(201);
      const logId = checkedIn.json().data.id;

      expect((await dayEnd('2026-11-24T13:00:00Z')).missingCheckOut).toBe(0);
      expect((await dayEnd('2026-11-24T14:30:00Z')).missingCheckOut).toBe(1);
      const log = await asAdmin('GET', `/attendance/logs/${logId}`);
      expect(log.json().data.state).toBe('missingCheckOut');
      const forms = await asStaff('GET', '/staff/attendance/audits');
      expect(forms.json().data.items[0]).toMatchObject({
        origin: 'job',
        status: 'Pending Employee',
        reason: missingCheckOutReason,
        logId,
      });

      await clear();
      await setSettings({ autoCheckOut: true });
      await at('2026-11-24T01:02:00Z');
      const again = await asStaff('POST', '/staff/attendance/check-in', {
        branchId: hqId,
        position: null,
        note: null,
      });
      await dayEnd('2026-11-24T14:30:00Z');
      const closed = await asAdmin('GET', `/attendance/logs/${again.json().data.id}`);
      expect(closed.json().data).toMatchObject({
        state: 'complete',
        autoCheckedOut: true,
        checkOutAt: '2026-11-24T10:00:00.000Z',
        workedMinutes: 478,
      });
      await setSettings({ autoCheckOut: false });
    });
  });
});
