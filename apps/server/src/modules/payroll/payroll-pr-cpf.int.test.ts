import type { PrCpfScheme } from '@tembusu/contracts/employees';
import type { PayrollDetail, Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { newEmployeeInput } from '../../test/employees.js';
import { generatedPayroll, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

// Three Chinese permanent residents aged 35, SPR from 15 Mar 2026 (1st year to the end of Mar
// 2027), each on $6,200 a month since 2025, one on each of the PR CPF schemes (sg-statutory.md
// 1.1, 1.2). CDAC over $5,000 to $7,500 is $2.00; SDL 0.25% of $6,200 = $15.50, capped at $11.25.
const people: { scheme: PrCpfScheme; name: string; idNumber: string }[] = [
  { scheme: 'graduated', name: 'Chen Graduated', idNumber: 'F1234567N' },
  { scheme: 'fullEmployer', name: 'Chen Full Employer', idNumber: 'G1234567X' },
  { scheme: 'full', name: 'Chen Full Rates', idNumber: 'M1234567K' },
];

describe("a permanent resident's CPF: the schemes and the month the SPR status starts", () => {
  let t: TestApp;
  let admin: string;
  const ids: Partial<Record<PrCpfScheme, string>> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    for (const [index, person] of people.entries()) {
      const res = await call(
        'POST',
        '/employees',
        newEmployeeInput({
          personal: {
            name: person.name,
            email: `pr.${person.scheme.toLowerCase()}@tembusu.example`,
            idType: 'FIN',
            idNumber: person.idNumber,
            nationality: 'CN',
            residency: 'PermanentResident',
            prStartDate: '2026-03-15',
            dateOfBirth: '1991-02-01',
          },
          employment: {
            employeeNumber: `PR-${index + 1}`,
            employmentStartDate: '2025-01-01',
            salaryAmount: '6200.00',
            paymentMode: 'cash',
            bankCode: null,
            bankAccountNumber: null,
            prCpfScheme: person.scheme,
          },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids[person.scheme] = res.json().data.id;
    }
  });
  afterAll(async () => t.close());

  const payslipsOf = async (month: number) => {
    const payrollId = await generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${String(month).padStart(2, '0')}-28`,
      employeeIds: people.map(({ scheme }) => ids[scheme]),
    });
    const detail: PayrollDetail = (await call('GET', `/payroll/${payrollId}`)).json().data;
    const slip = (scheme: PrCpfScheme) =>
      detail.payslips.find((payslip) => payslip.employeeId === ids[scheme]) as Payslip;
    return { payrollId, slip };
  };

  const figures = (slip: Payslip) => ({
    employeeCPF: slip.totals.employeeCPF,
    employerCPF: slip.totals.employerCPF,
    communityFund: slip.totals.communityFund,
    sdl: slip.totals.sdl,
    netPay: slip.totals.netPay,
  });

  it('pays a 1st-year PR in June 2026 on $6,200 by each scheme: G/G $310/$248, F/G $310/$1,054, full $1,240/$1,054', async () => {
    const { slip } = await payslipsOf(6);
    // Table 2 (G/G), 55 and below: 9% x $6,200 = $558; employee 5% = $310; employer $248.
    expect(figures(slip('graduated'))).toEqual({
      employeeCPF: '310.00',
      employerCPF: '248.00',
      communityFund: '2.00',
      sdl: '11.25',
      netPay: '5888.00',
    });
    // Table 4 2026 (F/G): 22% x $6,200 = $1,364; employee 5% = $310; employer $1,054.
    expect(figures(slip('fullEmployer'))).toEqual({
      employeeCPF: '310.00',
      employerCPF: '1054.00',
      communityFund: '2.00',
      sdl: '11.25',
      netPay: '5888.00',
    });
    // Table 1 2026 (full rates, joint application): 37% x $6,200 = $2,294; employee 20% =
    // $1,240; employer $1,054.
    expect(figures(slip('full'))).toEqual({
      employeeCPF: '1240.00',
      employerCPF: '1054.00',
      communityFund: '2.00',
      sdl: '11.25',
      netPay: '4958.00',
    });
    expect(slip('graduated')).toMatchObject({
      prCpfScheme: 'graduated',
      allowFullEmployerCPF: false,
    });
    expect(slip('fullEmployer')).toMatchObject({
      prCpfScheme: 'fullEmployer',
      allowFullEmployerCPF: true,
    });
    expect(slip('full')).toMatchObject({ prCpfScheme: 'full', allowFullEmployerCPF: true });
  });

  it('pays CPF in March 2026, the month the SPR status starts, on 17 of 31 days: $3,400 of the $6,200', async () => {
    const { slip } = await payslipsOf(3);
    // OW for CPF: $6,200 x 17 / 31 = $3,400.00. G/G: 9% = $306, employee 5% = $170, employer
    // $136. CDAC and SDL stay on the month's whole $6,200.
    expect(figures(slip('graduated'))).toEqual({
      employeeCPF: '170.00',
      employerCPF: '136.00',
      communityFund: '2.00',
      sdl: '11.25',
      netPay: '6028.00',
    });
    // F/G: 22% x $3,400 = $748; employee 5% = $170; employer $578.
    expect(figures(slip('fullEmployer'))).toMatchObject({
      employeeCPF: '170.00',
      employerCPF: '578.00',
    });
    // Full rates: 37% x $3,400 = $1,258; employee 20% = $680; employer $578.
    expect(figures(slip('full'))).toMatchObject({ employeeCPF: '680.00', employerCPF: '578.00' });
    const employeeCpf = slip('graduated').payRollItem.find((line) => line.id === 'M10A');
    expect(employeeCpf?.detail).toMatch(
      /^SPR from 15 Mar 2026: CPF only on the wages from that date, OW \$6,200\.00 x 17 \/ 31 days = \$3,400\.00; /,
    );
    // The payslip's wages are the month's own; only CPF reads the part from the SPR date.
    expect(slip('graduated').ordinaryWages).toBe('6200.00');
  });

  it("answers the editor's calculator the same way: March split, February no CPF and no CDAC", async () => {
    const calculator = (month: number) =>
      call('POST', '/employee/calculator-deduction', {
        employeeId: ids.graduated,
        ow: '6200.00',
        aw: '0.00',
        paymentPeriod: { month, year: 2026, periodType: 'Monthly', periodValue: month },
      });
    const march = await calculator(3);
    expect(march.statusCode, march.body).toBe(200);
    expect(march.json().data).toMatchObject({ M10A: '-170.00', M6: '136.00', M4: '-2.00' });
    // Before the SPR month they were a foreigner: no CPF, and CDAC is for citizens and SPRs.
    const february = await calculator(2);
    expect(february.json().data).toMatchObject({ M10A: '0.00', M6: '0.00', M4: '0.00' });
  });

  it('reads a payslip stored before the schemes, allowFullEmployerCpf true, as F/G', async () => {
    const { payrollId, slip } = await payslipsOf(7);
    const old = slip('graduated');
    // The inputs as payslips were stored before: the boolean, and no scheme.
    await t.database.pool.query(
      `update payslips
          set inputs = (inputs - 'prCpfScheme') || '{"allowFullEmployerCpf": true}'::jsonb
        where id = $1`,
      [old.id],
    );
    const detail: PayrollDetail = (await call('GET', `/payroll/${payrollId}`)).json().data;
    const stored = detail.payslips.find((payslip) => payslip.id === old.id) as Payslip;
    expect(stored).toMatchObject({ prCpfScheme: 'fullEmployer', allowFullEmployerCPF: true });

    // Worked out again, as the editor's Update does, it is paid at F/G: employer $1,054.
    const res = await call('POST', '/employee/calculator-deduction', {
      payrollId,
      payslip: savePayload(stored),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ M10A: '-310.00', M6: '1054.00' });
  });
});
