import type { LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

// Today is Monday 23 November 2026 in Singapore. October 2026 has 22 working days, November 21
// (Deepavali on Monday 9 November), December 22 (Christmas on a Friday).
describe('unpaid leave decided after its payroll', () => {
  let t: TestApp;
  let admin: string;
  let unpaidTypeId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  async function person(salaryAmount: string) {
    people += 1;
    return createdEmployee(call, {
      personal: {
        email: `settle.person${people}@tembusu.example`,
        idNumber: `S${8600000 + people}${nricFinCheckLetter('S', String(8600000 + people))}`,
        name: `Settle Person ${people}`,
      },
      employment: {
        employeeNumber: `ST-${people}`,
        employmentStartDate: '2025-01-06',
        salaryAmount,
      },
    });
  }

  const paid = async (employeeId: string, month: number, confirm = true) => {
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
    return { payrollId, slip };
  };
  const absenceOf = (slip: Payslip) => slip.payRollItem.find((line) => line.id === 'M2');
  const unpaidLeave = async (employeeId: string, date: string) => {
    const res = await call('POST', '/leaves/requests', {
      employeeId,
      leaveTypeId: unpaidTypeId,
      startDate: date,
      endDate: date,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const types: LeaveType[] = (await call('GET', '/leaves/types')).json().data;
    const unpaid = types.find((type) => type.code === 'NPL');
    if (!unpaid) throw new Error('No no-pay leave type');
    unpaidTypeId = unpaid.id;
  }, 60_000);
  afterAll(async () => t.close());

  it("deducts leave approved after October's payroll in November at October's daily rate, and gives it back in December once withdrawn", async () => {
    // $4,400 a month: October's day is $4,400 / 22 = $200, November's would be $209.52.
    const id = await person('4400.00');
    await paid(id, 10);
    const leaveId = await unpaidLeave(id, '2026-10-14');

    const { slip: november } = await paid(id, 11);
    expect(absenceOf(november)).toMatchObject({ value: '0', amount: '-200.00' });
    expect(absenceOf(november)?.remarks).toBe(
      'Unpaid leave of 10/2026 approved after its payroll: 1 day deducted',
    );

    const cancelled = await call('POST', `/leaves/requests/${leaveId}/cancel`, {
      comment: 'Worked that day after all',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { slip: december } = await paid(id, 12, false);
    expect(absenceOf(december)).toMatchObject({ value: '0', amount: '200.00' });
    expect(absenceOf(december)?.remarks).toBe(
      'Unpaid leave of 10/2026 withdrawn after its payroll: 1 day given back',
    );
  });

  it('settles nothing twice, and leaves absence the admin typed by hand alone', async () => {
    const id = await person('4400.00');
    // October deducted a day of leave, and the admin typed another day of absence by hand.
    await unpaidLeave(id, '2026-10-15');
    const october = await generatedPayroll(call, {
      year: 2026,
      month: 10,
      dateOfPayment: '2026-10-27',
      employeeIds: [id],
    });
    const generated: Payslip = (await call('GET', `/payroll/${october}`)).json().data.payslips[0];
    expect(absenceOf(generated)).toMatchObject({ value: '1', amount: '-200.00' });
    const saved = await call('PUT', `/payroll/${october}`, {
      dateOfPayment: '2026-10-27',
      payslips: [savePayload(generated, { values: { M2: '2' } })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/payroll/${october}/confirm`)).statusCode).toBe(200);

    // November, generated after nothing changed, settles nothing for October.
    const { payrollId, slip: november } = await paid(id, 11, false);
    expect(absenceOf(november)).toMatchObject({ value: '0', amount: '0.00' });
    expect(absenceOf(november)?.remarks ?? null).toBeNull();
    expect((await call('DELETE', `/payroll/${payrollId}`)).statusCode).toBe(200);
  });

  it('leaves a month whose payroll is still a draft to that draft', async () => {
    const id = await person('4400.00');
    await paid(id, 10, false);
    await unpaidLeave(id, '2026-10-16');
    const { slip: november } = await paid(id, 11, false);
    expect(absenceOf(november)).toMatchObject({ value: '0', amount: '0.00' });
  });
});
