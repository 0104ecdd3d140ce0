import type {
  AttendanceLog,
  AttendanceSummaryPage,
  EmployeeAttendanceSummary,
  WorkedDayKind,
} from '@tembusu/contracts/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signInDemo, signUp } from '../../test/sign-in.js';
import { insertAttendanceLog } from './attendance-logs.repository.js';

// Tan Wei Ming, the demo's staff sign-in, works at Raffles Place HQ on the default schedule:
// Monday to Friday, 09:00 to 18:00 with an hour's break; Singapore is 8 hours ahead of UTC. He
// checks in and out through the staff API at set clocks; the day-end job's absences and marks
// and an admin's public-holiday log are written as those would write them.

type Person = { id: string; name: string; employeeNumber: string; departmentId: string };

describe('the monthly attendance summary', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = new Date('2026-11-02T01:00:00Z');
  let organizationId: string;
  let hqId: string;
  let tan: Person;
  let priya: Person;
  /** Attendance on, but their account is turned off: not in the summary. */
  let inactive: Person;
  /** Attendance off, with one log in November made for them. */
  let loggedOnly: Person;
  /** Attendance on, but starting in December. */
  let starter: Person;
  /** Tan's logs of November through the API, by the day. */
  const checkedIn = new Map<string, AttendanceLog>();

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

  /** Tan checks in and out at the given instants (UTC). */
  async function workDay(checkInAt: string, checkOutAt: string) {
    await at(checkInAt);
    const opened = await asStaff('POST', '/staff/attendance/check-in', {
      branchId: hqId,
      position: null,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    await at(checkOutAt);
    const closed = await asStaff('POST', `/staff/attendance/${opened.json().data.id}/check-out`, {
      position: null,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const log: AttendanceLog = closed.json().data;
    checkedIn.set(log.workDate, log);
    return log;
  }

  /** A log the day-end job or an admin would write, straight into the table. */
  const insertLog = (
    employeeId: string,
    workDate: string,
    values: Partial<Parameters<typeof insertAttendanceLog>[1]>,
  ) =>
    insertAttendanceLog(t.database.db, {
      organizationId,
      employeeId,
      workDate,
      branchId: hqId,
      dayKind: 'normal',
      state: 'complete',
      source: 'admin',
      ...values,
    });

  const approveOvertime = (id: string) =>
    t.database.pool.query('update attendance_logs set overtime_approved = true where id = $1', [
      id,
    ]);

  async function person(email: string): Promise<Person> {
    const found = await t.database.pool.query<Person>(
      `select e.id, a.name, e.employee_number as "employeeNumber", e.department_id as "departmentId"
         from employees e join accounts a on a.id = e.account_id where a.email = $1`,
      [email],
    );
    const row = found.rows[0];
    if (!row) throw new Error(`No demo employee ${email}`);
    return row;
  }

  const listOf = async (query = '') => {
    const res = await asAdmin('GET', `/attendance/summary${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AttendanceSummaryPage;
  };
  const namesOf = (page: AttendanceSummaryPage) => page.items.map((row) => row.employee.name);

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    organizationId = (await asAdmin('GET', '/organization/info')).json().data.id;
    const branches = await t.database.pool.query<{ id: string }>(
      "select id from branches where name = 'Raffles Place HQ'",
    );
    hqId = branches.rows[0]?.id ?? '';
    tan = await person('employee@tembusu.example');
    priya = await person('employee2@tembusu.example');
    inactive = await person('lim.ahkow@tembusu.example');
    loggedOnly = await person('siti.aminah@tembusu.example');
    starter = await person('gopal.krishnan@tembusu.example');
    // The demo's own weeks of attendance make way for this file's month.
    await t.database.pool.query('delete from attendance_audits');
    await t.database.pool.query('delete from attendance_logs');
    await t.database.pool.query('update employees set attendance_log_on = false');
    await t.database.pool.query(
      'update employees set attendance_log_on = true where id = any($1::uuid[])',
      [[tan.id, priya.id, inactive.id, starter.id]],
    );
    await t.database.pool.query(
      'update accounts set is_active = false where id = (select account_id from employees where id = $1)',
      [inactive.id],
    );
    await t.database.pool.query(
      "update employees set employment_start_date = '2026-12-01' where id = $1",
      [starter.id],
    );

    // Monday 2 November: 8 minutes late, an hour's overtime still waiting for approval.
    await workDay('2026-11-02T01:08:00Z', '2026-11-02T11:00:00Z');
    // Tuesday: out half an hour early.
    await workDay('2026-11-03T00:55:00Z', '2026-11-03T09:30:00Z');
    // Wednesday: an hour and a half's overtime, approved.
    const wednesday = await workDay('2026-11-04T00:58:00Z', '2026-11-04T11:30:00Z');
    await approveOvertime(wednesday.id);
    // Saturday 7 November, a day off the schedule: every minute is overtime, approved.
    const saturday = await workDay('2026-11-07T02:00:00Z', '2026-11-07T06:00:00Z');
    await approveOvertime(saturday.id);
    // Thursday: checked in, never out, marked by the day-end job; Friday: absent.
    await insertLog(tan.id, '2026-11-05', {
      checkInAt: new Date('2026-11-05T01:00:00Z'),
      state: 'missingCheckOut',
      source: 'job',
    });
    await insertLog(tan.id, '2026-11-06', { state: 'absent', branchId: null, source: 'job' });
    // Monday 9 November, worked as a public holiday by an admin's log: overtime needing no approval.
    await insertLog(tan.id, '2026-11-09', {
      dayKind: 'publicHoliday',
      checkInAt: new Date('2026-11-09T01:00:00Z'),
      checkOutAt: new Date('2026-11-09T09:00:00Z'),
      workedMinutes: 480,
      overtimeMinutes: 120,
    });
    // Thursday 12 November: overtime an admin turned down, neither counted nor waiting.
    await insertLog(tan.id, '2026-11-12', {
      checkInAt: new Date('2026-11-12T01:00:00Z'),
      checkOutAt: new Date('2026-11-12T10:45:00Z'),
      workedMinutes: 525,
      overtimeMinutes: 45,
      overtimeApproved: false,
      overtimeDecidedAt: new Date('2026-11-13T02:00:00Z'),
    });
    // Either side of November, left out of it.
    await insertLog(tan.id, '2026-10-30', {
      checkInAt: new Date('2026-10-30T01:15:00Z'),
      checkOutAt: new Date('2026-10-30T10:00:00Z'),
      lateMinutes: 15,
      workedMinutes: 465,
    });
    await insertLog(tan.id, '2026-12-01', { state: 'absent', branchId: null, source: 'job' });
    await insertLog(loggedOnly.id, '2026-11-10', {
      state: 'absent',
      branchId: null,
      source: 'job',
    });
    await insertLog(inactive.id, '2026-10-12', { state: 'absent', branchId: null, source: 'job' });
    await at('2026-11-20T04:00:00Z');
  }, 120_000);
  afterAll(async () => t.close());

  it("counts a person's month from their logs, leaving out overtime waiting for approval", async () => {
    const offDayKind: WorkedDayKind = checkedIn.get('2026-11-07')?.dayKind ?? 'offDay';
    expect(['offDay', 'restDay']).toContain(offDayKind);
    const worked =
      [...checkedIn.values()].reduce((sum, log) => sum + log.workedMinutes, 0) + 480 + 525;
    expect(checkedIn.get('2026-11-02')).toMatchObject({
      lateMinutes: 8,
      overtimeMinutes: 60,
      overtimeApproved: false,
    });
    expect(checkedIn.get('2026-11-03')).toMatchObject({ earlyOutMinutes: 30 });
    expect(checkedIn.get('2026-11-04')).toMatchObject({ overtimeMinutes: 90 });
    expect(checkedIn.get('2026-11-07')).toMatchObject({ overtimeMinutes: 240 });

    const page = await listOf();
    expect(page.month).toBe('2026-11');
    const row = page.items.find((item) => item.employee.id === tan.id);
    expect(row).toEqual({
      employee: {
        id: tan.id,
        name: 'Tan Wei Ming',
        employeeNumber: tan.employeeNumber,
        departmentName: 'Engineering',
        branchName: 'Raffles Place HQ',
      },
      attendanceLogOn: true,
      summary: {
        daysWorked: 7,
        absences: 1,
        lateCount: 1,
        lateMinutes: 8,
        earlyOutCount: 1,
        earlyOutMinutes: 30,
        missingCheckOuts: 1,
        workedMinutes: worked,
        overtimeMinutes: {
          normal: 90,
          offDay: 0,
          restDay: 0,
          publicHoliday: 120,
          [offDayKind]: 240,
        },
      },
    });

    const one = await asAdmin('GET', `/attendance/summary/${tan.id}?month=2026-11`);
    expect(one.statusCode, one.body).toBe(200);
    const month: EmployeeAttendanceSummary = one.json().data;
    expect(month.summary).toEqual(row?.summary);
    expect(month.employee).toEqual(row?.employee);
    // The hour of 2 November waits; the 45 minutes turned down on the 12th do not.
    expect(month.overtimePendingMinutes).toEqual({
      normal: 60,
      offDay: 0,
      restDay: 0,
      publicHoliday: 0,
    });
    // Day by day, the first day first; nothing of October or December.
    expect(month.logs.map((log) => log.workDate)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-09',
      '2026-11-12',
    ]);
    expect(month.logs[0]).toEqual(checkedIn.get('2026-11-02'));
  });

  it('lists everyone with attendance on and anyone with a log of the month, by name', async () => {
    const page = await listOf();
    expect(namesOf(page)).toEqual(['Priya Nair', 'Siti Aminah binte Yusof', 'Tan Wei Ming']);
    expect(page.total).toBe(3);
    const siti = page.items.find((item) => item.employee.id === loggedOnly.id);
    expect(siti).toMatchObject({ attendanceLogOn: false, summary: { daysWorked: 0, absences: 1 } });
    const nair = page.items.find((item) => item.employee.id === priya.id);
    expect(nair).toMatchObject({ attendanceLogOn: true, summary: { daysWorked: 0, absences: 0 } });

    // October: Tan's late day there, and the inactive person's absence.
    const october = await listOf('?month=2026-10');
    expect(october.month).toBe('2026-10');
    expect(namesOf(october)).toEqual(['Lim Ah Kow', 'Priya Nair', 'Tan Wei Ming']);
    expect(october.items.find((item) => item.employee.id === tan.id)?.summary).toMatchObject({
      daysWorked: 1,
      lateCount: 1,
      lateMinutes: 15,
      absences: 0,
    });
    // December: the new starter is in.
    expect(namesOf(await listOf('?month=2026-12'))).toContain(starter.name);
  });

  it('filters by department, branch and name or number, a page at a time', async () => {
    expect(namesOf(await listOf(`?departmentId=${tan.departmentId}`))).toEqual(['Tan Wei Ming']);
    const tampines = await t.database.pool.query<{ id: string }>(
      "select id from branches where name = 'Tampines'",
    );
    expect(namesOf(await listOf(`?branchId=${tampines.rows[0]?.id}`))).toEqual([
      'Siti Aminah binte Yusof',
    ]);
    expect(namesOf(await listOf(`?branchId=${hqId}`))).toEqual(['Priya Nair', 'Tan Wei Ming']);
    expect(namesOf(await listOf('?search=nair'))).toEqual(['Priya Nair']);
    expect(namesOf(await listOf(`?search=${tan.employeeNumber.toLowerCase()}`))).toEqual([
      'Tan Wei Ming',
    ]);
    expect(namesOf(await listOf('?search=%25'))).toEqual([]);
    const second = await listOf('?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3 });
    expect(namesOf(second)).toEqual(['Siti Aminah binte Yusof']);
  });

  it('exports the filtered month as a file', async () => {
    const res = await asAdmin('GET', '/attendance/summary/export?month=2026-11&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-summary-2026-11.csv"',
    );
    const [header, ...rows] = res.body.trim().split('\n');
    expect(header).toBe(
      'Employee No.,Name,Department,Branch/Outlet,Attendance log,Days worked,Absences,Late (times),Late (minutes),Early out (times),Early out (minutes),Missing check-outs,Worked (minutes),"Overtime, normal (minutes)","Overtime, off day (minutes)","Overtime, rest day (minutes)","Overtime, public holiday (minutes)"',
    );
    expect(rows).toHaveLength(3);
    const tanRow = rows.find((row) => row.includes('Tan Wei Ming'));
    expect(tanRow).toMatch(
      new RegExp(
        `^${tan.employeeNumber},Tan Wei Ming,Engineering,Raffles Place HQ,On,7,1,1,8,1,30,1,\\d+,90,`,
      ),
    );
    const filtered = await asAdmin('GET', '/attendance/summary/export?search=priya&format=xlsx');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses what it cannot read with 400 naming the field, and unknown people with 404', async () => {
    for (const [query, field] of [
      ['?month=2026-13', 'month'],
      ['?branchId=nope', 'branchId'],
      ['?departmentId=nope', 'departmentId'],
      ['?pageSize=1000', 'pageSize'],
    ] as const) {
      const res = await asAdmin('GET', `/attendance/summary${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const bad = await asAdmin('GET', '/attendance/summary/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('employeeId');
    const missing = await asAdmin(
      'GET',
      '/attendance/summary/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await asAdmin('GET', '/attendance/summary/export?format=pdf')).statusCode).toBe(400);
  });

  it("keeps another organisation's people out, and is for admins and assistant admins only", async () => {
    const other = await signUp(t.app, {
      organizationName: 'Summary Other Pte Ltd',
      organizationId: 'SUMMARYOTHER',
      name: 'Other Admin',
      email: 'admin@summary-other.example',
      password: 'Other@2026pass',
    });
    const theirs = await asAdmin('GET', `/attendance/summary/${tan.id}`, undefined, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Tan Wei Ming');
    const list = await asAdmin('GET', '/attendance/summary?month=2026-11', undefined, other);
    expect(list.json().data).toEqual({ month: '2026-11', items: [], total: 0 });
    const file = await asAdmin('GET', '/attendance/summary/export?month=2026-11', undefined, other);
    expect(file.body).not.toContain('Tan Wei Ming');

    for (const url of [
      '/attendance/summary',
      `/attendance/summary/${tan.id}`,
      '/attendance/summary/export',
    ]) {
      expect((await asStaff('GET', url)).statusCode, url).toBe(403);
    }

    const assistant = async (email: string, preventAccess: string[]) => {
      const made = await asAdmin('POST', '/organization/asst-admin', {
        name: 'Attendance Assistant',
        email,
        password: 'Assist@2026',
        preventAccess,
      });
      expect(made.statusCode, made.body).toBe(201);
      return signIn(t.app, {
        url: '/api/v1/auth/login',
        payload: { email, password: 'Assist@2026' },
      });
    };
    const allowed = await assistant('summary.assistant@tembusu.example', []);
    expect((await asAdmin('GET', '/attendance/summary', undefined, allowed)).statusCode).toBe(200);
    const keptOut = await assistant('summary.keptout@tembusu.example', ['/attendance']);
    expect((await asAdmin('GET', '/attendance/summary', undefined, keptOut)).statusCode).toBe(403);
    expect(
      (await asAdmin('GET', `/attendance/summary/${tan.id}`, undefined, keptOut)).statusCode,
    ).toBe(403);
  });
});
