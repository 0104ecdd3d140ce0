import type { CpfYearEnd } from '@tembusu/contracts/payroll-reports';
import type { Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll, payItemLine, payItemNamed, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

// Someone paid $8,000 a month (the 2026 OW ceiling) by the payroll used before, January to
// September, then here: October with a $20,000 bonus, and November, when they leave. October's
// AW ceiling rested on a projection of $96,000 of OW for the year ($6,000 of the bonus took
// CPF); leaving, the year's OW is $88,000, so $14,000 of the bonus is subject to CPF: 37% of the
// $8,000 more, $2,960, of which the employee's 20% is $1,600.
describe('the CPF year-end settlement of additional wages', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let employeeId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const report = async (): Promise<CpfYearEnd> =>
    (await call('GET', '/payroll/cpf-year-end?year=2026')).json().data;

  const paidMonth = async (month: number, bonus?: string) => {
    const payrollId = await generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${month}-28`,
      employeeIds: [employeeId],
    });
    if (bonus) {
      const slip: Payslip = (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
      const bonusItem = await payItemNamed(call, 'Annual Bonus');
      const saved = await call('PUT', `/payroll/${payrollId}`, {
        dateOfPayment: `2026-${month}-28`,
        payslips: [savePayload(slip, { items: [payItemLine(bonusItem, bonus)] })],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await call('POST', `/payroll/${payrollId}/confirm`)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    employeeId = await createdEmployee(call, {
      personal: { dateOfBirth: '1985-05-01' },
      employment: {
        employeeNumber: 'EMP-7101',
        employmentStartDate: '2026-01-05',
        salaryAmount: '8000.00',
      },
    });
    const balance = await call('PUT', `/payroll/opening-balances/${employeeId}/2026`, {
      throughMonth: 9,
      grossSalary: '72000.00',
      ordinaryWagesForCpf: '72000.00',
      additionalWagesForCpf: '0.00',
      employeeCpf: '14400.00',
      employerCpf: '12240.00',
      cdac: '27.00',
      ecf: '0.00',
      mbmf: '0.00',
      sinda: '0.00',
      sdl: '101.25',
    });
    expect(balance.statusCode, balance.body).toBe(200);
  }, 60_000);
  afterAll(async () => t.close());

  it('waits for December or the last month: paid for October and November, nothing is due yet', async () => {
    await paidMonth(10, '20000.00');
    await paidMonth(11);
    const { rows, notYetDue } = await report();
    expect(rows.map((row) => row.employeeId)).not.toContain(employeeId);
    expect(notYetDue).toBeGreaterThanOrEqual(1);
  });

  it('tops up $2,960 ($1,600 employee, $1,360 employer) for October’s bonus when the employee leaves in November', async () => {
    const record = (await call('GET', `/employee/${employeeId}`)).json().data;
    const left = await call('PUT', `/employees/${employeeId}/employment-pay-details`, {
      ...record.employment,
      employmentEndDate: '2026-11-30',
    });
    expect(left.statusCode, left.body).toBe(200);
    const { rows, topUps } = await report();
    const row = rows.find((r) => r.employeeId === employeeId);
    expect(row).toMatchObject({
      occasion: 'leaving',
      throughMonth: 11,
      idNumber: record.personal.idNumber,
      ordinaryWagesForYear: '88000.00',
      additionalWageCeiling: '14000.00',
      additionalWages: '20000.00',
      additionalWagesSubjectToCpf: '14000.00',
      contributed: { employee: '4400.00', employer: '3740.00', total: '8140.00' },
      due: { employee: '6000.00', employer: '5100.00', total: '11100.00' },
      difference: { employee: '1600.00', employer: '1360.00', total: '2960.00' },
      settlement: 'topUp',
    });
    expect(topUps.total).toBe('2960.00');
  });

  it('exports the settlement with the top-up per employee', async () => {
    const csv = await call('GET', '/payroll/cpf-year-end/export?year=2026&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="cpf-year-end-2026.csv"');
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toBe(
      'Employee Name,Employee Number,NRIC/FIN,Worked Out Through,OW subject to CPF in the Year,AW Ceiling,AW Paid,AW subject to CPF,CPF Contributed,CPF Due,Employee Share,Employer Share,Difference,Settlement',
    );
    expect(lines.find((line) => line.includes('EMP-7101'))).toMatch(
      /,Nov 2026 \(left\),88000\.00,14000\.00,20000\.00,14000\.00,8140\.00,11100\.00,1600\.00,1360\.00,2960\.00,Top up$/,
    );
  });

  it('refuses a year that is not one, and keeps the report from staff', async () => {
    const bad = await call('GET', '/payroll/cpf-year-end?year=19');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^year: /);
    const asStaff = await call('GET', '/payroll/cpf-year-end?year=2026', undefined, staff);
    expect(asStaff.statusCode).toBe(403);
  });
});
