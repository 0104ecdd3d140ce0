import type { AttendanceLog } from '@tembusu/contracts/attendance';
import type { LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { Payslip, PayslipView } from '@tembusu/contracts/payroll-runs';
import { payslipSections } from '@tembusu/contracts/payslip-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll, savePayload } from '../../test/payroll.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { insertAttendanceLog } from '../attendance/attendance-logs.repository.js';
import type { PayslipInputs } from './payslip-documents.js';

// October 2026 in Singapore: the demo works Monday to Friday, 09:00 to 18:00 with an hour's
// break; 22 working days. $2,288 a month is $12 an hour (12 x $2,288 / (52 x 44)), overtime at
// 1.5x $18 an hour, and $104 a day of absence ($2,288 / 22, EA s.20A). Singapore is 8 hours ahead
// of UTC.
describe('attendance corrected after its payroll', () => {
  let t: TestApp;
  let now = new Date('2026-10-01T02:00:00Z');
  let admin = '';
  let organizationId = '';
  let hqId = '';
  const leaveTypes = new Map<string, string>();

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  async function person() {
    people += 1;
    const email = `settle.attend${people}@tembusu.example`;
    const id = await createdEmployee(call, {
      personal: {
        email,
        idNumber: `S${8800000 + people}${nricFinCheckLetter('S', String(8800000 + people))}`,
        name: `Settle Attend ${people}`,
      },
      employment: {
        salaryBasis: 'Monthly',
        salaryAmount: '2288.00',
        employeeNumber: `SA-${people}`,
        employmentStartDate: '2025-01-06',
        paySchemeTemplateId: null,
        isTurnOnAttendLog: true,
      },
    });
    return { id, email };
  }

  /** The person checks in and out at Singapore clock times of the day. */
  async function worked(email: string, date: string, from: string, to: string) {
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
    now = new Date(`${date}T${to}:00+08:00`);
    const out = await call(
      'POST',
      `/staff/attendance/${log.id}/check-out`,
      { position: null },
      token,
    );
    expect(out.statusCode, out.body).toBe(200);
    return log.id;
  }

  /** An absence, as the day-end job writes one for a working day nobody checked in on. */
  const absent = (employeeId: string, workDate: string) =>
    withTenant(t.database.db, organizationId, (tx) =>
      insertAttendanceLog(tx, {
        organizationId,
        employeeId,
        workDate,
        dayKind: 'normal',
        state: 'absent',
        source: 'job',
      }),
    );

  async function payslipOf(employeeId: string, month: number, confirm = false) {
    const payrollId = await generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${month}-27`,
      employeeIds: [employeeId],
    });
    if (confirm) {
      const confirmed = await call('POST', `/payroll/${payrollId}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const slip: Payslip = (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
    const stored = await t.database.pool.query<{ inputs: PayslipInputs }>(
      'select inputs from payslips where id = $1',
      [slip.id],
    );
    const inputs = stored.rows[0]?.inputs;
    if (!inputs) throw new Error('The payslip was not stored');
    const line = (id: Payslip['payRollItem'][number]['id']) =>
      slip.payRollItem.find((item) => item.id === id);
    return { payrollId, slip, inputs, line };
  }
  const deleted = async (payrollId: string) => {
    const res = await call('DELETE', `/payroll/${payrollId}`);
    expect(res.statusCode, res.body).toBe(200);
  };

  let overtime: { id: string; email: string };
  let overtimeLog = '';
  let late: { id: string; email: string };
  let lateLog = '';
  let away: { id: string; email: string };
  const october = new Map<string, Awaited<ReturnType<typeof payslipOf>>>();

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
      overtimeNeedsApproval: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const types: LeaveType[] = (await call('GET', '/leaves/types')).json().data;
    for (const type of types) leaveTypes.set(type.code, type.id);

    overtime = await person();
    late = await person();
    away = await person();
    // Two hours past the shift on Monday 5 October, waiting for approval; half an hour late on
    // the 6th; absent on the 7th.
    overtimeLog = await worked(overtime.email, '2026-10-05', '09:00', '20:00');
    lateLog = await worked(late.email, '2026-10-06', '09:30', '18:00');
    await absent(away.id, '2026-10-07');

    now = new Date('2026-11-27T02:00:00Z');
    ({ admin } = await signInDemo(t.app));
    for (const who of [overtime, late, away]) {
      october.set(who.id, await payslipOf(who.id, 10, true));
    }
  }, 240_000);
  afterAll(async () => t.close());

  it("pays October's overtime approved after its payroll once, on November's payslip", async () => {
    const paid = october.get(overtime.id);
    expect(paid?.line('M8a')).toMatchObject({ value: '0', amount: '0.00' });
    expect(paid?.line('M8a')?.remarks).toBe('awaiting approval, not paid: 5 Oct 2026');
    const nothingYet = await payslipOf(overtime.id, 11);
    expect(nothingYet.line('M12')).toBeUndefined();
    await deleted(nothingYet.payrollId);

    const approved = await call('POST', `/attendance/logs/${overtimeLog}/overtime`, {
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const first = await payslipOf(overtime.id, 11);
    expect(first.line('M12')).toMatchObject({
      description: 'Attendance corrected after payroll',
      amount: '36.00',
      cPFType: 'OrdinaryWages',
      type: 'display',
      detail: '10/2026: $36.00 paid',
    });
    expect(first.line('M12')?.remarks).toBe(
      'Attendance of 10/2026 corrected after its payroll: overtime +2 h on 5 Oct 2026',
    );
    expect(first.inputs.attendanceAdjustments).toEqual([
      {
        wageMonth: '2026-10',
        amount: '36.00',
        changes: 'overtime +2 h on 5 Oct 2026',
        lines: [
          { code: 'M8a', payItemId: null, quantity: '2', amount: '36.00', logIds: [overtimeLog] },
        ],
      },
    ]);

    // Deleted and generated again, November still pays it: nothing else settled it.
    await deleted(first.payrollId);
    const again = await payslipOf(overtime.id, 11, true);
    expect(again.line('M12')).toMatchObject({ amount: '36.00' });

    // December, after November paid it, pays nothing more for October.
    const december = await payslipOf(overtime.id, 12);
    expect(december.line('M12')).toBeUndefined();
    expect(december.inputs.attendanceAdjustments).toEqual([]);
    await deleted(december.payrollId);
  });

  it('gives back lateness a correction of the log took away', async () => {
    expect(october.get(late.id)?.line('M2a')).toMatchObject({ value: '0.5', amount: '-6.00' });
    const edited = await call('PUT', `/attendance/logs/${lateLog}`, {
      branchId: hqId,
      checkInAt: '2026-10-06T01:00:00Z',
      checkOutAt: '2026-10-06T10:00:00Z',
      reason: 'The gate reader was down: she was in at nine',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const november = await payslipOf(late.id, 11);
    expect(november.line('M12')).toMatchObject({ amount: '6.00' });
    expect(november.line('M12')?.remarks).toBe(
      'Attendance of 10/2026 corrected after its payroll: lateness -0.5 h on 6 Oct 2026',
    );

    // The editor sends the line back as it came, and saving keeps it and its remark.
    const saved = await call('PUT', `/payroll/${november.payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [savePayload(november.slip)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reread: Payslip = (await call('GET', `/payroll/${november.payrollId}`)).json().data
      .payslips[0];
    expect(reread.payRollItem.find((line) => line.id === 'M12')).toMatchObject({
      amount: '6.00',
      remarks: november.line('M12')?.remarks,
    });
    await deleted(november.payrollId);
  });

  it('gives back an absent day that leave was approved for afterwards', async () => {
    expect(october.get(away.id)?.line('M2')).toMatchObject({ value: '1', amount: '-104.00' });
    const requested = await call('POST', '/leaves/requests', {
      employeeId: away.id,
      leaveTypeId: leaveTypes.get('AL'),
      startDate: '2026-10-07',
      endDate: '2026-10-07',
      reason: 'Family matters',
    });
    expect(requested.statusCode, requested.body).toBe(201);

    const november = await payslipOf(away.id, 11);
    expect(november.line('M12')).toMatchObject({ amount: '104.00' });
    expect(november.line('M12')?.remarks).toBe(
      'Attendance of 10/2026 corrected after its payroll: absence -1 day on 7 Oct 2026',
    );
    // The employee's itemised payslip lists it with the other payments.
    const view: PayslipView = (
      await call('GET', `/payroll/${november.payrollId}/payslips/${november.slip.id}`)
    ).json().data;
    const additional = payslipSections(view.payslip.payRollItem).sections.find(
      (section) => section.key === 'additional',
    );
    expect(additional?.lines.map((line) => line.description)).toContain(
      'Attendance corrected after payroll',
    );
    await deleted(november.payrollId);
  });
});
