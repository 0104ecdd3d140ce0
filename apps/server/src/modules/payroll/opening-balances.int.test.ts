import type { PayItem } from '@tembusu/contracts/payroll';
import type { Payslip } from '@tembusu/contracts/payroll-runs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { multipartFile } from '../../test/multipart.js';
import { generatedPayroll, payItemLine, payItemNamed, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

// A company that starts its payroll here in October 2026, for someone paid at the OW ceiling
// ($8,000 in 2026) since January: Table 1, 55 and below, 37%, employee 20%.
const januaryToSeptember = {
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
};

describe('opening year-to-date balances', () => {
  let t: TestApp;
  let admin: string;
  let employeeId: string;
  let bonusItem: PayItem;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const balanceUrl = () => `/payroll/opening-balances/${employeeId}/2026`;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    employeeId = await createdEmployee(call, {
      personal: { dateOfBirth: '1985-05-01' },
      employment: {
        employeeNumber: 'EMP-7001',
        employmentStartDate: '2026-01-05',
        salaryAmount: '8000.00',
      },
    });
    bonusItem = await payItemNamed(call, 'Annual Bonus');
  }, 60_000);
  afterAll(async () => t.close());

  it('saves a balance, lists it, and names a figure that cannot be right', async () => {
    const wrong = await call('PUT', balanceUrl(), { ...januaryToSeptember, grossSalary: '100.00' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'ordinaryWagesForCpf',
      message:
        'ordinaryWagesForCpf: OW and AW subject to CPF together cannot be more than the gross pay',
    });
    const december = await call('PUT', balanceUrl(), { ...januaryToSeptember, throughMonth: 12 });
    expect(december.statusCode).toBe(400);
    expect(december.json().field).toBe('throughMonth');

    const saved = await call('PUT', balanceUrl(), januaryToSeptember);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.balance).toMatchObject(januaryToSeptember);
    const page = await call('GET', '/payroll/opening-balances?year=2026&search=EMP-7001');
    expect(page.json().data).toMatchObject({
      total: 1,
      items: [{ employeeId, balance: { throughMonth: 9, grossSalary: '72000.00' } }],
    });
    const otherYear = await call('GET', '/payroll/opening-balances?year=2025&search=EMP-7001');
    expect(otherYear.json().data.items[0].balance).toBeNull();
  });

  // October: OW $8,000 and a $20,000 bonus. With January to September's $72,000 of OW, the
  // year's OW is $72,000 + $8,000 x 3 = $96,000, so the AW ceiling is $102,000 - $96,000 =
  // $6,000: employee CPF 20% x ($8,000 + $6,000) = $2,800. Without the balance the engine would
  // have projected $24,000 and charged CPF on the whole bonus: $5,600, $2,800 too much.
  it('counts the balance for the AW ceiling: a $20,000 October bonus takes employee CPF of $2,800, not $5,600', async () => {
    const october = await generatedPayroll(call, {
      year: 2026,
      month: 10,
      dateOfPayment: '2026-10-28',
      employeeIds: [employeeId],
    });
    const slip: Payslip = (await call('GET', `/payroll/${october}`)).json().data.payslips[0];
    const saved = await call('PUT', `/payroll/${october}`, {
      dateOfPayment: '2026-10-28',
      payslips: [savePayload(slip, { items: [payItemLine(bonusItem, '20000.00')] })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bonusSlip: Payslip = (await call('GET', `/payroll/${october}`)).json().data.payslips[0];
    expect(bonusSlip.totals.employeeCPF).toBe('2800.00');
    expect(bonusSlip.additionalWages).toBe('20000.00');

    // A draft worked out on the balance keeps it from changing under it.
    const changed = await call('PUT', balanceUrl(), {
      ...januaryToSeptember,
      grossSalary: '80000.00',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(
      /^Draft payroll #\d+ of 2026 was worked out on this balance/,
    );
    expect((await call('DELETE', balanceUrl())).statusCode).toBe(409);

    // Released, the payslip's year to date starts from the balance.
    expect((await call('POST', `/payroll/${october}/confirm`)).statusCode).toBe(200);
    const view = (await call('GET', `/payroll/${october}/payslips/${bonusSlip.id}`)).json().data;
    expect(view.yearToDate).toMatchObject({
      grossSalary: '100000.00',
      employeeCPF: '17200.00',
    });
    // So does the YTD report: $72,000 + October's $28,000; CDAC $27.00 + $3.00. Of the bonus,
    // the $6,000 the AW ceiling left is subject to CPF.
    const ytd = (await call('GET', '/payroll/ytd-summary?year=2026')).json().data;
    expect(
      ytd.rows.find((row: { employeeId: string }) => row.employeeId === employeeId),
    ).toMatchObject({
      payslips: 1,
      grossSalary: '100000.00',
      ordinaryWagesForCpf: '80000.00',
      additionalWagesForCpf: '6000.00',
      cdac: '30.00',
      communityFund: '30.00',
    });
  });

  it('downloads a template of every employee and imports a filled-in one, all rows or none', async () => {
    const template = await call('GET', '/payroll/opening-balances/import-template?year=2026');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('opening-balances-2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'employeeNumber',
      'name',
      'throughMonth',
      'grossSalary',
      'ordinaryWagesForCpf',
      'additionalWagesForCpf',
      'employeeCpf',
      'employerCpf',
      'cdac',
      'ecf',
      'mbmf',
      'sinda',
      'sdl',
    ]);
    const ours = sheet
      ?.getSheetValues()
      .find((row) => Array.isArray(row) && row[1] === 'EMP-7001') as unknown[];
    expect(ours[3]).toBe('September');

    const header =
      'employeeNumber,name,throughMonth,grossSalary,ordinaryWagesForCpf,additionalWagesForCpf,employeeCpf,employerCpf,cdac,ecf,mbmf,sinda,sdl';
    const upload = (csv: string) => {
      const { payload, headers } = multipartFile('balances.csv', csv, 'text/csv');
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payroll/opening-balances/import?year=2025',
        headers: { ...headers, authorization: `Bearer ${admin}` },
        payload,
      });
    };
    const bad = await upload(
      `${header}\nEMP-7001,Yeo,Jun,30000,30000,0,6000,5100,9,0,0,0,45\nEMP-9999,Nobody,Dec,1,1,0,0,0,0,0,0,0,0\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.problems).toEqual([
      { row: 3, field: 'employeeNumber', message: 'no employee has the number EMP-9999' },
    ]);
    expect(
      (await call('GET', '/payroll/opening-balances?year=2025&search=EMP-7001')).json().data
        .items[0].balance,
    ).toBeNull();

    const good = await upload(
      `${header}\nEMP-7001,Yeo,Jun,30000,30000,0,6000,5100,9,0,0,0,45\nEMP-0001,,,,,,,,,,,,\n`,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ imported: 1 });
    const imported = (
      await call('GET', '/payroll/opening-balances?year=2025&search=EMP-7001')
    ).json().data.items[0].balance;
    expect(imported).toMatchObject({ throughMonth: 6, grossSalary: '30000.00', sdl: '45.00' });
    expect((await call('DELETE', `/payroll/opening-balances/${employeeId}/2025`)).statusCode).toBe(
      200,
    );
  });

  it('keeps balances to admins', async () => {
    const { employee } = await signInDemo(t.app);
    const refused = await call('GET', '/payroll/opening-balances?year=2026', undefined, employee);
    expect(refused.statusCode).toBe(403);
  });
});
