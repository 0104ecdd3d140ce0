import type { AttendanceAudit, AttendanceLog } from '@tembusu/contracts/attendance';
import type { LeaveType } from '@tembusu/contracts/leave';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { closeDaysOf } from './attendance-day-end.service.js';
import { closedByLeaveComment } from './attendance-leave.service.js';
import { employeeMailer } from './attendance-notices.js';

// Lim keeps attendance at Raffles Place HQ on the default schedule, Monday to Friday 09:00 to
// 18:00 in Singapore (01:00Z to 10:00Z), and reports to Tan Wei Ming, the demo's staff sign-in,
// who approves her leave. 16 to 27 November 2026 are working weeks without public holidays.
describe('leave approved over days the log has as absent', () => {
  let t: TestApp;
  let admin: string;
  let tan: string;
  let lim: string;
  let limId: string;
  let hqId: string;
  let organizationId: string;
  let noPay: string;
  const now = new Date('2026-11-23T02:00:00Z');

  const asAdmin = apiCaller(
    () => t.app,
    () => admin,
  );
  const dayEnd = (instant: string) =>
    withTenant(t.database.db, organizationId, (tx) =>
      closeDaysOf(tx, organizationId, new Date(instant), {
        mailEmployee: employeeMailer(tx, organizationId, []),
        publicUrl: 'https://hr.tembusu.example',
      }),
    );
  const absentDays = async () =>
    (
      await t.database.pool.query<{ day: string }>(
        "select to_char(work_date, 'YYYY-MM-DD') as day from attendance_logs where employee_id = $1 and state = 'absent' order by work_date",
        [limId],
      )
    ).rows.map((row) => row.day);
  const recordLeave = async (
    startDate: string,
    part: 'full' | 'AM' | 'PM' = 'full',
    endDate = startDate,
  ) => {
    const saved = await asAdmin('POST', '/leaves/requests', {
      employeeId: limId,
      leaveTypeId: noPay,
      startDate,
      endDate,
      startPart: part,
      endPart: part,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.status).toBe('approved');
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db, { now });
    ({ admin, employee: tan } = await signInDemo(t.app));
    const branch = await t.database.pool.query<{ id: string; organization_id: string }>(
      "select id, organization_id from branches where name = 'Raffles Place HQ'",
    );
    hqId = branch.rows[0]?.id ?? '';
    organizationId = branch.rows[0]?.organization_id ?? '';
    const tanRow = await t.database.pool.query<{ id: string }>(
      "select e.id from employees e join accounts a on a.id = e.account_id where a.email = 'employee@tembusu.example'",
    );
    limId = await createdEmployee(asAdmin, {
      personal: { name: 'Lim Hui Min', email: 'lim.huimin@tembusu.example' },
      employment: {
        branchId: hqId,
        employmentStartDate: '2026-11-02',
        isTurnOnAttendLog: true,
        managerId: tanRow.rows[0]?.id ?? null,
      },
    });
    lim = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: 'lim.huimin@tembusu.example',
        password: 'Welcome@2026',
        organizationID: 'DEMO',
      },
    });
    const types: LeaveType[] = (await asAdmin('GET', '/leaves/types')).json().data;
    noPay = types.find((type) => type.code === 'NPL')?.id ?? '';
    const settings = (await asAdmin('GET', '/leaves/setting')).json().data;
    const saved = await asAdmin('PUT', '/leaves/setting', {
      ...settings,
      approvalLevels: ['reportingManager'],
      backdateDays: 30,
      noticeDays: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);
  afterAll(async () => t.close());

  it('takes the absence off the days leave covers whole, keeps it for a half day and never deletes a check-in', async () => {
    // Thursday was worked, though nobody checked in: an admin recorded it.
    const worked = await asAdmin('POST', '/attendance/logs', {
      employeeId: limId,
      workDate: '2026-11-19',
      branchId: hqId,
      checkInAt: '2026-11-19T01:00:00Z',
      checkOutAt: '2026-11-19T10:00:00Z',
      reason: 'The tablet was down',
    });
    expect(worked.statusCode, worked.body).toBe(201);
    // Runs at 03:00 on Wednesday, Friday and Saturday in Singapore each look back two days.
    await dayEnd('2026-11-17T19:00:00Z');
    await dayEnd('2026-11-19T19:00:00Z');
    await dayEnd('2026-11-20T19:00:00Z');
    expect(await absentDays()).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20']);

    // An admin records Monday and Thursday as leave: Monday's absence goes, Thursday's log stays.
    await recordLeave('2026-11-16');
    await recordLeave('2026-11-19');
    expect(await absentDays()).toEqual(['2026-11-17', '2026-11-18', '2026-11-20']);
    const thursday = await asAdmin('GET', `/attendance/logs/${worked.json().data.id}`);
    expect(thursday.statusCode).toBe(200);
    expect(thursday.json().data.checkInAt).toBe('2026-11-19T01:00:00.000Z');

    // Tuesday morning's leave leaves the afternoon absent; the afternoon's makes the day whole.
    await recordLeave('2026-11-17', 'AM');
    expect(await absentDays()).toEqual(['2026-11-17', '2026-11-18', '2026-11-20']);
    await recordLeave('2026-11-17', 'PM');
    expect(await absentDays()).toEqual(['2026-11-18', '2026-11-20']);

    // The admin's list and Lim's own month no longer show those days absent.
    const listed = await asAdmin(
      'GET',
      `/attendance/logs?employeeId=${limId}&from=2026-11-01&to=2026-11-30&status=absent`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items.map((log: AttendanceLog) => log.workDate)).toEqual([
      '2026-11-20',
      '2026-11-18',
    ]);
    const month = await asAdmin('GET', '/staff/attendance?month=2026-11', undefined, lim);
    expect(month.statusCode, month.body).toBe(200);
    expect(
      month
        .json()
        .data.logs.filter((log: AttendanceLog) => log.state === 'absent')
        .map((log: AttendanceLog) => log.workDate),
    ).toEqual(['2026-11-20', '2026-11-18']);
    expect(month.json().data.summary.absences).toBe(2);

    const cleared = await t.database.pool.query<{ detail: { workDate: string } }>(
      "select detail from audit_log where action = 'attendance.absence.cleared' order by detail->>'workDate'",
    );
    expect(cleared.rows.map((row) => row.detail.workDate)).toEqual(['2026-11-16', '2026-11-17']);
  });

  it("clears the absence when the approver approves, closing the form that asked for the day's times", async () => {
    const asked = await asAdmin('POST', '/attendance/audits', {
      employeeId: limId,
      workDate: '2026-11-18',
      reason: 'No check-in on Wednesday: when did you work?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const form: AttendanceAudit = asked.json().data;
    expect(form.logId).not.toBeNull();
    // Friday: Lim says she worked, with her times; that form waits on a reviewer.
    const correction = await asAdmin(
      'POST',
      '/staff/attendance/audits',
      {
        workDate: '2026-11-20',
        checkInAt: '2026-11-20T01:00:00Z',
        checkOutAt: '2026-11-20T10:00:00Z',
        reason: 'I was at the client',
      },
      lim,
    );
    expect(correction.statusCode, correction.body).toBe(201);

    const sent = await asAdmin(
      'POST',
      '/staff/leaves',
      { leaveTypeId: noPay, startDate: '2026-11-18', endDate: '2026-11-18' },
      lim,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await absentDays()).toEqual(['2026-11-18', '2026-11-20']);
    const approved = await asAdmin(
      'POST',
      `/staff/leaves/approvals/${sent.json().data.id}/approve`,
      { comment: null },
      tan,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect(await absentDays()).toEqual(['2026-11-20']);

    const closed = await asAdmin('GET', `/attendance/audits/${form.id}`);
    expect(closed.json().data).toMatchObject({
      status: 'Completed',
      outcome: 'rejected',
      logId: null,
    });
    const last = closed.json().data.events.at(-1);
    expect(last).toMatchObject({
      kind: 'rejected',
      actorName: 'Tan Wei Ming',
      comment: closedByLeaveComment('No-pay leave'),
    });

    // Friday's absence goes with the leave, but her times still wait for the reviewer.
    await recordLeave('2026-11-20');
    expect(await absentDays()).toEqual([]);
    const friday = await asAdmin('GET', `/attendance/audits/${correction.json().data.id}`);
    expect(friday.json().data.status).toBe('Pending Reviewer');
  });

  it('marks no absence on a day of whole leave, by one request or two halves, but marks a half day', async () => {
    await recordLeave('2026-11-23');
    await recordLeave('2026-11-24', 'AM');
    await recordLeave('2026-11-25', 'AM');
    await recordLeave('2026-11-25', 'PM');
    // 03:00 on Tuesday and on Thursday in Singapore, each looking back two days.
    await dayEnd('2026-11-23T19:00:00Z');
    await dayEnd('2026-11-25T19:00:00Z');
    expect(await absentDays()).toEqual(['2026-11-24']);
  });
});
