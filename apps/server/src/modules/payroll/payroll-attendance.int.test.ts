import type { AttendanceLog } from '@tembusu/contracts/attendance';
import type { LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { PaySchemeTemplate } from '@tembusu/contracts/payroll';
import type { Payslip, PayslipLine } from '@tembusu/contracts/payroll-runs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll, payItemLine, savePayload } from '../../test/payroll.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import {
  insertAttendanceLog,
  type NewAttendanceLog,
  updateAttendanceLog,
} from '../attendance/attendance-logs.repository.js';
import type { PayslipInputs } from './payslip-documents.js';

// November 2026 in Singapore: the demo works Monday to Friday, 09:00 to 18:00 with an hour's
// break; Saturday is an off day and Sunday the rest day; Monday 9 November is Deepavali. The month
// has 21 working days. Singapore is 8 hours ahead of UTC.
//
// A monthly salary of $2,288 makes the figures round: the hourly basic rate is 12 x $2,288 / 2,288
// = $12, a day's basic pay for rest-day and holiday work 12 x $2,288 / 260 = $105.60 (EA Third
// Schedule), and a day of absence $2,288 / 21 = $108.95 (EA s.20A).
describe('payroll from the attendance log', () => {
  let t: TestApp;
  let now = new Date('2026-10-30T02:00:00Z');
  let admin = '';
  let organizationId = '';
  let hqId = '';
  const templates = new Map<string, string>();
  const leaveTypes = new Map<string, string>();

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const adminAt = async (instant: string) => {
    now = new Date(instant);
    ({ admin } = await signInDemo(t.app));
  };

  let people = 0;
  async function person(
    employment: { salaryBasis: 'Monthly' | 'Hourly' | 'Daily'; salaryAmount: string },
    options: { attendance: boolean; template: string; departmentId?: string },
  ) {
    people += 1;
    const email = `attend.person${people}@tembusu.example`;
    const id = await createdEmployee(call, {
      personal: {
        email,
        idNumber: `S${8700000 + people}${nricFinCheckLetter('S', String(8700000 + people))}`,
        name: `Attend Person ${people}`,
      },
      employment: {
        ...employment,
        employeeNumber: `AT-${people}`,
        employmentStartDate: '2025-01-06',
        departmentId: options.departmentId ?? null,
        paySchemeTemplateId: templates.get(options.template) ?? null,
        isTurnOnAttendLog: options.attendance,
      },
    });
    return { id, email };
  }

  /** The person checks in and, when `to` is given, out, at Singapore clock times of the day. */
  async function worked(email: string, date: string, from: string, to: string | null) {
    now = new Date(`${date}T${from}:00+08:00`);
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    const checkedIn = await call(
      'POST',
      '/staff/attendance/check-in',
      { branchId: hqId, position: null },
      token,
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const log: AttendanceLog = checkedIn.json().data;
    if (to) {
      now = new Date(`${date}T${to}:00+08:00`);
      const out = await call(
        'POST',
        `/staff/attendance/${log.id}/check-out`,
        { position: null },
        token,
      );
      expect(out.statusCode, out.body).toBe(200);
    }
    return log.id;
  }

  /** A log written as the admin's log form will write it: an absence, marked by the admin. */
  const absent = (employeeId: string, workDate: string) =>
    withTenant(
      t.database.db,
      organizationId,
      async (tx) =>
        (
          await insertAttendanceLog(tx, {
            organizationId,
            employeeId,
            workDate,
            dayKind: 'normal',
            state: 'absent',
            source: 'admin',
          })
        ).id,
    );
  const corrected = (id: string, values: Partial<NewAttendanceLog>) =>
    withTenant(t.database.db, organizationId, (tx) =>
      updateAttendanceLog(tx, organizationId, id, values),
    );

  async function leave(employeeId: string, code: string, date: string) {
    const res = await call('POST', '/leaves/requests', {
      employeeId,
      leaveTypeId: leaveTypes.get(code),
      startDate: date,
      endDate: date,
      reason: 'Family matters',
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  const drafts: string[] = [];
  async function novemberPayslip(employeeId: string) {
    const payrollId = await generatedPayroll(call, {
      year: 2026,
      month: 11,
      dateOfPayment: '2026-11-30',
      employeeIds: [employeeId],
    });
    drafts.push(payrollId);
    const slip: Payslip = (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
    const stored = await t.database.pool.query<{ inputs: PayslipInputs }>(
      'select inputs from payslips where id = $1',
      [slip.id],
    );
    const inputs = stored.rows[0]?.inputs;
    if (!inputs) throw new Error('The payslip was not stored');
    const line = (id: PayslipLine['id']) => slip.payRollItem.find((item) => item.id === id);
    const item = (description: string) =>
      slip.payRollItem.find((entry) => entry.id === 'M9' && entry.description === description);
    return { payrollId, slip, inputs, line, item };
  }
  afterEach(async () => {
    for (const id of drafts.splice(0)) await call('DELETE', `/payroll/${id}`);
  });
  const regenerated = async (payrollId: string, employeeId: string) => {
    drafts.splice(drafts.indexOf(payrollId), 1);
    const deleted = await call('DELETE', `/payroll/${payrollId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    return novemberPayslip(employeeId);
  };

  const monthly = { salaryBasis: 'Monthly', salaryAmount: '2288.00' } as const;
  let a: { id: string; email: string };
  const aLogs: Record<string, string> = {};
  let b: { id: string; email: string };
  let bOpenLog = '';
  let c: { id: string; email: string };
  let d: { id: string; email: string };

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => now });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const org = await t.database.pool.query<{ id: string }>(
      "select id from organizations where code = 'DEMO'",
    );
    organizationId = org.rows[0]?.id ?? '';
    const hq = await t.database.pool.query<{ id: string }>(
      "select id from branches where name = 'Raffles Place HQ'",
    );
    hqId = hq.rows[0]?.id ?? '';
    const settings = await call('GET', '/attendance/settings');
    const saved = await call('PUT', '/attendance/settings', {
      ...settings.json().data,
      overtimeNeedsApproval: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const schemes: PaySchemeTemplate[] = (await call('GET', '/payroll/pay-scheme-templates')).json()
      .data;
    for (const scheme of schemes) templates.set(scheme.name, scheme.id);
    const types: LeaveType[] = (await call('GET', '/leaves/types')).json().data;
    for (const type of types) leaveTypes.set(type.code, type.id);

    const department = await call('POST', '/organization/departments', {
      name: 'Attendance Payroll Lab',
      description: null,
      parentId: null,
    });
    expect(department.statusCode, department.body).toBe(201);
    const lab = department.json().data.id;
    a = await person(monthly, { attendance: true, template: 'Monthly Staff', departmentId: lab });
    b = await person(
      { salaryBasis: 'Hourly', salaryAmount: '15.00' },
      { attendance: true, template: 'Hourly Crew' },
    );
    c = await person(
      { salaryBasis: 'Daily', salaryAmount: '120.00' },
      { attendance: true, template: 'Daily Rated' },
    );
    d = await person(monthly, { attendance: false, template: 'Monthly Staff' });

    // Sunday 22 November is rostered: the employer asks for the rest day's work.
    const weekend = await call('POST', '/shift/templates', {
      name: 'Weekend cover',
      colour: '#1c7ed6',
      startTime: '09:00',
      endTime: '18:00',
      breakMinutes: 60,
      branchId: null,
      payRules: ['restDay'],
      isActive: true,
    });
    expect(weekend.statusCode, weekend.body).toBe(201);
    const placed = await call('POST', '/shift/roster/shifts', {
      employeeId: a.id,
      workDate: '2026-11-22',
      templateId: weekend.json().data.id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const published = await call('POST', '/shift/roster/publish', {
      from: '2026-11-16',
      days: 7,
      departmentId: lab,
    });
    expect(published.statusCode, published.body).toBe(200);

    // A: eight minutes late and an hour's overtime; absent; absent on annual leave; 30 minutes
    // early out; two hours on the Saturday off; a day's work on Deepavali; no-pay leave, and an
    // absence on a day of it; three hours on the Sunday rest day unasked; the rostered Sunday,
    // an hour past its end.
    aLogs.late = await worked(a.email, '2026-11-02', '09:08', '19:00');
    aLogs.absent = await absent(a.id, '2026-11-03');
    await absent(a.id, '2026-11-04');
    aLogs.early = await worked(a.email, '2026-11-05', '09:00', '17:30');
    aLogs.offDay = await worked(a.email, '2026-11-07', '10:00', '12:00');
    aLogs.holiday = await worked(a.email, '2026-11-09', '09:00', '18:00');
    await absent(a.id, '2026-11-13');
    aLogs.restDay = await worked(a.email, '2026-11-15', '10:00', '13:00');
    aLogs.rostered = await worked(a.email, '2026-11-22', '09:00', '19:00');

    // B, hourly: 15 minutes late, a full day, and a day never checked out of.
    await worked(b.email, '2026-11-02', '09:15', '18:00');
    await worked(b.email, '2026-11-03', '09:00', '18:00');
    bOpenLog = await worked(b.email, '2026-11-04', '09:00', null);

    // C, daily: half an hour late; absent; two and a half hours of overtime.
    await worked(c.email, '2026-11-02', '09:30', '18:00');
    await absent(c.id, '2026-11-03');
    await worked(c.email, '2026-11-05', '09:00', '20:30');

    // D has attendance off: late and absent, which the payroll does not read.
    await worked(d.email, '2026-11-02', '09:20', '18:00');
    await absent(d.id, '2026-11-03');

    await adminAt('2026-11-27T02:00:00Z');
    await leave(a.id, 'AL', '2026-11-04');
    await leave(a.id, 'NPL', '2026-11-12');
    await leave(a.id, 'NPL', '2026-11-13');
  }, 240_000);
  afterAll(async () => t.close());

  it('deducts absence, lateness and early outs, and pays overtime by the kind of day, each line naming its days and logs', async () => {
    const { slip, inputs, line } = await novemberPayslip(a.id);
    expect(slip.isTurnOnAttendLog).toBe(true);
    expect(line('M1')).toMatchObject({ value: '2288.00', amount: '2288.00' });
    // Absent on 3 November, and no-pay leave on 12 and 13 November: approving leave over the
    // absences logged on the 4th (annual) and the 13th (no-pay) took those absences off the log.
    expect(line('M2')).toMatchObject({ value: '3', amount: '-326.86' });
    expect(line('M2')?.remarks).toBe('Absent: 3 Nov 2026. No-pay leave: 11/12/2026, 11/13/2026');
    // 8 minutes: 0.133333 hours x $12.
    expect(line('M2a')).toMatchObject({ value: '0.133333', amount: '-1.60' });
    expect(line('M2a')?.remarks).toBe('Late on 2 Nov 2026: 8 minutes');
    expect(line('M2b')).toMatchObject({ value: '0.5', amount: '-6.00' });
    expect(line('M2b')?.remarks).toBe('Left early on 5 Nov 2026: 30 minutes');
    // Monthly Staff pays normal and off-day overtime at 1.5 x $12.
    expect(line('M8a')).toMatchObject({ value: '1', amount: '18.00' });
    expect(line('M8a')?.remarks).toBe('Overtime on 2 Nov 2026');
    expect(line('M8b')).toMatchObject({ value: '2', amount: '36.00' });
    expect(line('M8b')?.remarks).toBe('Off-day work on 7 Nov 2026');
    expect(inputs.attendance?.logIds.lines).toMatchObject({
      M2: [aLogs.absent],
      M2a: [aLogs.late],
      M2b: [aLogs.early],
      M8a: [aLogs.late],
      M8b: [aLogs.offDay],
    });
    expect(inputs.unpaidLeaveDays).toBe('2');
    expect(inputs.attendance?.absentDates).toEqual(['2026-11-03']);
  });

  it('pays rest-day and public-holiday work as the Employment Act says', async () => {
    const { line, inputs } = await novemberPayslip(a.id);
    // 15 November, unasked and up to half the normal 8 hours: half a day (s.37(3)); 22 November,
    // rostered and over half: 2 days (s.37(2)), and its hour beyond the normal 8 at the template's
    // rest-day rate, 2 x $12. 2.5 x $105.60 + $24 = $288.
    expect(line('M8c')).toMatchObject({ value: '1', amount: '288.00' });
    expect(line('M8c')?.remarks).toBe(
      'Rest days (EA s.37): own request, half a day: 15 Nov 2026; rostered, 2 days: 22 Nov 2026',
    );
    expect(line('M8c')?.detail).toContain('2.5 days x $105.6000 a day (EA s.37) = $264.00');
    // Deepavali, nine hours with no shift expected: an extra day's basic pay on top of the
    // month's salary (s.88(4)), and the hour beyond the normal 8 at the template's holiday rate,
    // 2 x $12: $105.60 + $24.
    expect(line('M8d')).toMatchObject({ value: '1', amount: '129.60' });
    expect(line('M8d')?.remarks).toBe(
      "Public holidays (EA s.88(4)), an extra day's pay each: 9 Nov 2026",
    );
    expect(inputs.attendance?.logIds.lines).toMatchObject({
      M8c: [aLogs.restDay, aLogs.rostered],
      M8d: [aLogs.holiday],
    });
  });

  it("pays the template's allowances whose attendance condition the month met", async () => {
    const { item, inputs } = await novemberPayslip(a.id);
    // Transport is paid every month; punctuality (never 10 minutes late) once; the meal
    // allowance for each day with two hours past working hours: the Saturday off, and Deepavali
    // and the unasked Sunday, which have no working hours, so all their time is past them.
    expect(item('Transport Allowance')).toMatchObject({ value: '120.00', amount: '120.00' });
    expect(item('Punctuality Allowance')).toMatchObject({ value: '100.00', amount: '100.00' });
    expect(item('Punctuality Allowance')?.remarks).toBe(
      'Met on every day logged: 2, 5, 7, 9, 15 and 22 Nov 2026',
    );
    expect(item('Meal Allowance')).toMatchObject({ value: '24.00', amount: '24.00' });
    expect(item('Meal Allowance')?.remarks).toBe('3 days x $8.00: 7, 9 and 15 Nov 2026');
    const meal = inputs.customItems.find((entry) => entry.description === 'Meal Allowance');
    expect(inputs.attendance?.logIds.payItems[meal?.payItemId ?? '']).toEqual([
      aLogs.offDay,
      aLogs.holiday,
      aLogs.restDay,
    ]);
  });

  it('pays an hourly rate for the hours logged, and a corrected log changes the payroll generated again', async () => {
    const first = await novemberPayslip(b.id);
    // 7.75 hours (late in at 09:15, the hour's break off) and 8 hours; 4 November has no
    // check-out yet. 15.75 x $15.
    expect(first.line('M1')).toBeUndefined();
    expect(first.line('M3')).toMatchObject({ value: '15.00', amount: '236.25', type: 'input' });
    expect(first.line('M3')?.remarks).toBe(
      'Hours logged on 2 and 3 Nov 2026; no check-out, not paid until corrected: 4 Nov 2026',
    );
    expect(first.line('M2a')).toMatchObject({ value: '0', amount: '0.00' });
    expect(first.line('M2a')?.remarks).toBe(
      'Late on 2 Nov 2026: 15 minutes, unpaid in the hours logged',
    );
    // Hourly Crew's meal allowance: $6 for each day present.
    expect(first.item('Meal Allowance')).toMatchObject({ value: '18.00' });
    const itemised = await call('GET', `/payroll/${first.payrollId}/payslips/${first.slip.id}`);
    expect(itemised.json().data.itemised.basicPay).toMatchObject({
      unit: 'hours',
      paid: '15.75',
      worked: '15.75',
    });

    await corrected(bOpenLog, {
      checkOutAt: new Date('2026-11-04T10:00:00Z'),
      state: 'complete',
      workedMinutes: 480,
    });
    const again = await regenerated(first.payrollId, b.id);
    expect(again.line('M3')).toMatchObject({ amount: '356.25' });
    expect(again.line('M3')?.remarks).toBe('Hours logged on 2–4 Nov 2026');
    expect(again.inputs.attendance?.logIds.lines.M3).toContain(bOpenLog);
  });

  it('pays a daily rate for the days present, deducting lateness at its hourly rate', async () => {
    const { line, item } = await novemberPayslip(c.id);
    expect(line('M3')).toMatchObject({ value: '120.00', amount: '240.00' });
    // Absence is time not logged, so not paid rather than deducted.
    expect(line('M2')).toMatchObject({ value: '0', amount: '0.00' });
    expect(line('M2')?.remarks).toBe('Paid from the attendance log, not paid: Absent: 3 Nov 2026');
    // $120 / 8 hours = $15 an hour: half an hour late, two and a half hours' overtime at 1.5x.
    expect(line('M2a')).toMatchObject({ value: '0.5', amount: '-7.50' });
    expect(line('M8a')).toMatchObject({ value: '2.5', amount: '56.25' });
    // Daily Rated: transport $5 a day present, the meal allowance on the day of overtime.
    expect(item('Transport Allowance')).toMatchObject({ value: '10.00' });
    expect(item('Meal Allowance')).toMatchObject({ value: '8.00' });
  });

  it('pays someone whose attendance is off as before, whatever their logs say', async () => {
    const { slip, inputs, line, item } = await novemberPayslip(d.id);
    expect(slip.isTurnOnAttendLog).toBe(false);
    expect(inputs.attendance).toBeUndefined();
    expect(line('M2')).toMatchObject({ value: '0', amount: '0.00', remarks: null });
    expect(line('M2a')).toMatchObject({ value: '0', amount: '0.00', remarks: null });
    expect(item('Transport Allowance')).toMatchObject({ value: '120.00' });
    expect(item('Punctuality Allowance')).toBeUndefined();
    expect(item('Meal Allowance')).toBeUndefined();
  });

  it("starts overtime after the template's fixed hours, and pays a percentage for each day as the day's share", async () => {
    const created = await call('POST', '/payroll/pay-items', {
      description: 'Attendance Incentive',
      type: 'Addition',
      category: 'Allowance',
      cPFType: 'OrdinaryWages',
      unit: 'Percentage',
      defaultAmount: '40.00',
      iRBACode: 'OtherAllowance',
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const incentive = created.json().data;
    const startsAt = (fixedHours: string | null) =>
      fixedHours
        ? { start: 'AfterFixedHours', fixedHours }
        : { start: 'AfterWorkingHours', fixedHours: null };
    const scheme = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Long Shifts',
      type: 'Monthly',
      description: null,
      items: [
        {
          payItemId: incentive.id,
          amount: null,
          allowance: {
            condition: 'AttendancePresence',
            basis: 'Perday',
            period: 'Day',
            lateRule: null,
            lateMinutes: null,
            earlyOutRule: null,
            earlyOutMinutes: null,
            hoursAfterWork: null,
          },
        },
      ],
      overtimeRules: [
        { kind: 'normal', rate: '1.5x', customAmount: null, ...startsAt('9') },
        { kind: 'offDay', rate: '1.5x', customAmount: null, ...startsAt(null) },
        { kind: 'restDay', rate: '2x', customAmount: null, ...startsAt(null) },
        { kind: 'holiday', rate: '2x', customAmount: null, ...startsAt('6') },
      ],
    });
    expect(scheme.statusCode, scheme.body).toBe(201);
    templates.set('Long Shifts', scheme.json().data.id);
    const g = await person(monthly, { attendance: true, template: 'Long Shifts' });
    // 9.5 hours worked, an hour and a half after the shift's end; 9 hours, an hour after it; 9
    // hours on Deepavali with no shift expected.
    const longDay = await worked(g.email, '2026-11-02', '09:00', '19:30');
    await worked(g.email, '2026-11-03', '09:00', '19:00');
    await worked(g.email, '2026-11-09', '09:00', '18:00');
    await adminAt('2026-11-27T02:00:00Z');

    const { payrollId, slip, inputs, line, item } = await novemberPayslip(g.id);
    // Overtime after 9 hours worked: half an hour at 1.5 x $12.
    expect(line('M8a')).toMatchObject({ value: '0.5', amount: '9.00' });
    expect(line('M8a')?.remarks).toBe('Overtime after 9 hours worked on 2 Nov 2026');
    expect(inputs.attendance?.logIds.lines.M8a).toEqual([longDay]);
    // The extra day's pay (s.88(4)), and the 3 hours after the holiday's 6 at 2 x $12.
    expect(line('M8d')).toMatchObject({ amount: '177.60' });
    expect(line('M8d')?.remarks).toBe(
      "Public holidays (EA s.88(4)), an extra day's pay each: 9 Nov 2026; overtime after 6 hours worked: 9 Nov 2026",
    );
    // 3 days of 40% of a day's pay: 40% x 3 / 21.666667 of the month's $2,288, which is 3 x 40%
    // of $105.60.
    expect(item('Attendance Incentive')).toMatchObject({
      value: '5.538462',
      unit: 'Percentage',
      amount: '126.72',
      remarks: "3 days x 40.00% of a day's pay (a month's ÷ 21.666667): 2, 3 and 9 Nov 2026",
    });

    // The editor sends the value back to its 4 places, which its 100% limit lets through.
    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-30',
      payslips: [savePayload(slip, { items: [payItemLine(incentive, '5.5385')] })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after: Payslip = (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
    expect(
      after.payRollItem.find((entry) => entry.description === 'Attendance Incentive'),
    ).toMatchObject({ value: '5.5385', amount: '126.72' });
  });

  it('leaves overtime waiting for approval unpaid until it is approved', async () => {
    await corrected(aLogs.late ?? '', { overtimeApproved: false });
    const waiting = await novemberPayslip(a.id);
    expect(waiting.line('M8a')).toMatchObject({ value: '0', amount: '0.00' });
    expect(waiting.line('M8a')?.remarks).toBe('awaiting approval, not paid: 2 Nov 2026');

    await corrected(aLogs.late ?? '', { overtimeApproved: true });
    const approved = await regenerated(waiting.payrollId, a.id);
    expect(approved.line('M8a')).toMatchObject({ value: '1', amount: '18.00' });
  });

  it('settles unpaid leave decided after a confirmed month only where the log did not already leave the day unpaid', async () => {
    // October 2026 has 22 working days: $4,400 a month is $200 a day.
    const e = await person(
      { salaryBasis: 'Monthly', salaryAmount: '4400.00' },
      { attendance: true, template: 'Monthly Staff' },
    );
    const f = await person(
      { salaryBasis: 'Hourly', salaryAmount: '15.00' },
      { attendance: true, template: 'Hourly Crew' },
    );
    await absent(e.id, '2026-10-14');
    for (const id of [e.id, f.id]) {
      const october = await generatedPayroll(call, {
        year: 2026,
        month: 10,
        dateOfPayment: '2026-10-30',
        employeeIds: [id],
      });
      const confirmed = await call('POST', `/payroll/${october}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await leave(id, 'NPL', '2026-10-14');
      await leave(id, 'NPL', '2026-10-15');
    }

    // The 14th was deducted as an absence already; only the 15th is owed.
    const { line } = await novemberPayslip(e.id);
    expect(line('M2')).toMatchObject({ value: '0', amount: '-200.00' });
    expect(line('M2')?.remarks).toBe(
      'Unpaid leave of 10/2026 approved after its payroll: 1 day deducted',
    );
    // October paid the hourly rate for the hours logged: no time of either day was paid.
    const hourly = await novemberPayslip(f.id);
    expect(hourly.line('M2')).toMatchObject({ value: '0', amount: '0.00' });
    expect(hourly.inputs.absenceAdjustments).toEqual([]);
  });
});
