import { payrollNotReleasedMessage } from '@tembusu/contracts/payroll-reports';
import type { PayrollDetail, Payslip } from '@tembusu/contracts/payroll-runs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { generatedPayroll, payItemLine, payItemNamed, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

const cents = (money: string) => Math.round(Number(money) * 100);

describe('payroll reports: the year to date, the GIRO file and the CPF contributions', () => {
  let t: TestApp;
  let admin: string;
  let people: string[];
  let october: string;
  let november: string;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const generate = (month: number): Promise<string> =>
    generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${month}-28`,
      employeeIds: people,
    });

  it('counts only confirmed and paid payrolls in the year to date', async () => {
    const candidates = (await call('GET', '/payroll/generate/candidates?year=2026&month=10'))
      .json()
      .data.candidates.filter((c: { excludedReason: string | null }) => !c.excludedReason);
    people = candidates.slice(0, 8).map((c: { employeeId: string }) => c.employeeId);
    october = await generate(10);
    november = await generate(11);
    expect((await call('GET', '/payroll/ytd-summary?year=2026')).json().data.rows).toEqual([]);
    await call('POST', `/payroll/${october}/confirm`);
    const once = (await call('GET', '/payroll/ytd-summary?year=2026')).json().data;
    expect(once.rows).toHaveLength(8);
    expect(once.rows.every((row: { payslips: number }) => row.payslips === 1)).toBe(true);
    await call('POST', `/payroll/${november}/confirm`);
    const twice = (await call('GET', '/payroll/ytd-summary?year=2026')).json().data;
    expect(twice.rows.every((row: { payslips: number }) => row.payslips === 2)).toBe(true);
    for (const field of ['grossSalary', 'employeeCPF', 'netPay'] as const) {
      const added = twice.rows.reduce(
        (sum: number, row: Record<string, string>) => sum + cents(row[field] ?? '0'),
        0,
      );
      expect(cents(twice.totals[field])).toBe(added);
    }
  });

  it('keeps a $120.00 non-taxable medical reimbursement out of gross pay but in net pay', async () => {
    const before = (await call('GET', '/payroll/ytd-summary?year=2026'))
      .json()
      .data.rows.find((row: { employeeId: string }) => row.employeeId === people[0]);
    expect((await call('POST', `/payroll/${november}/reopen`)).statusCode).toBe(200);
    const reimbursement = await payItemNamed(call, 'Medical Reimbursement');
    const detail: PayrollDetail = (await call('GET', `/payroll/${november}`)).json().data;
    const slip = detail.payslips.find((p) => p.employeeId === people[0]) as Payslip;
    const kept = savePayload(slip).payslipPayItems;
    const saved = await call('PUT', `/payroll/${november}`, {
      dateOfPayment: '2026-11-28',
      payslips: [
        savePayload(slip, {
          items: [...kept, payItemLine(reimbursement, '120.00', 'Clinic visit')],
        }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/payroll/${november}/confirm`)).statusCode).toBe(200);
    const after = (await call('GET', '/payroll/ytd-summary?year=2026'))
      .json()
      .data.rows.find((row: { employeeId: string }) => row.employeeId === people[0]);
    expect(after.reimbursements).toBe('120.00');
    expect(after.grossSalary).toBe(before.grossSalary);
    expect(cents(after.netPay)).toBe(cents(before.netPay) + 12000);
  });

  it('gives each row its NRIC/FIN and employment dates, and each community fund apart', async () => {
    const { rows, totals } = (await call('GET', '/payroll/ytd-summary?year=2026')).json().data;
    const { personal, employment } = (await call('GET', `/employee/${people[0]}`)).json().data;
    expect(rows.find((row: { employeeId: string }) => row.employeeId === people[0])).toMatchObject({
      idType: personal.idType,
      idNumber: personal.idNumber,
      employmentStartDate: employment.employmentStartDate,
      employmentEndDate: employment.employmentEndDate,
    });
    const funds = await t.database.pool.query(
      `select f->>'fund' as fund, sum((f->>'amount')::numeric) as amount
         from payslips p
         join payrolls pr on pr.id = p.payroll_id and pr.year = 2026
         cross join jsonb_array_elements(p.calculation->'communityFunds') f
        group by 1`,
    );
    expect(funds.rows.length).toBeGreaterThan(0);
    const byFund = Object.fromEntries(funds.rows.map((row) => [row.fund, cents(row.amount)]));
    for (const [fund, key] of [
      ['CDAC', 'cdac'],
      ['ECF', 'ecf'],
      ['MBMF', 'mbmf'],
      ['SINDA', 'sinda'],
    ] as const) {
      expect(cents(totals[key]), fund).toBe(byFund[fund] ?? 0);
    }
    for (const row of rows) {
      expect(cents(row.cdac) + cents(row.ecf) + cents(row.mbmf) + cents(row.sinda)).toBe(
        cents(row.communityFund),
      );
    }
  });

  it('adds a Jan–Sep opening balance to the employee year and lists someone with only a balance', async () => {
    const balance = {
      throughMonth: 9,
      grossSalary: '45000.00',
      ordinaryWagesForCpf: '45000.00',
      additionalWagesForCpf: '0.00',
      employeeCpf: '9000.00',
      employerCpf: '7650.00',
      cdac: '0.00',
      ecf: '0.00',
      mbmf: '36.00',
      sinda: '0.00',
      sdl: '101.25',
    };
    const before = (await call('GET', `/payroll/ytd-summary/${people[1]}?year=2026`)).json().data;
    expect(before.openingBalance).toBeNull();
    const put = await call('PUT', `/payroll/opening-balances/${people[1]}/2026`, balance);
    expect(put.statusCode, put.body).toBe(200);
    const after = (await call('GET', `/payroll/ytd-summary/${people[1]}?year=2026`)).json().data;
    expect(after.openingBalance).toMatchObject({
      throughMonth: 9,
      grossSalary: '45000.00',
      mbmf: '36.00',
      communityFund: '36.00',
      netPay: '35964.00',
    });
    expect(cents(after.totals.grossSalary)).toBe(cents(before.totals.grossSalary) + 4500000);
    expect(cents(after.totals.employeeCPF)).toBe(cents(before.totals.employeeCPF) + 900000);
    expect(after.months).toHaveLength(2);
    const row = (await call('GET', '/payroll/ytd-summary?year=2026'))
      .json()
      .data.rows.find((r: { employeeId: string }) => r.employeeId === people[1]);
    expect(row.grossSalary).toBe(after.totals.grossSalary);

    const candidates = (await call('GET', '/payroll/generate/candidates?year=2026&month=10'))
      .json()
      .data.candidates.filter((c: { excludedReason: string | null }) => !c.excludedReason);
    const unpaid = candidates.find(
      (c: { employeeId: string }) => !people.includes(c.employeeId),
    ).employeeId;
    expect(
      (await call('PUT', `/payroll/opening-balances/${unpaid}/2026`, balance)).statusCode,
    ).toBe(200);
    const onlyBalance = (await call('GET', `/payroll/ytd-summary/${unpaid}?year=2026`)).json().data;
    expect(onlyBalance.months).toEqual([]);
    expect(onlyBalance.totals.grossSalary).toBe('45000.00');
    expect(onlyBalance.employee.idNumber).toMatch(/^[STFGM]\d{7}[A-Z]$/);
    const listed = (await call('GET', '/payroll/ytd-summary?year=2026'))
      .json()
      .data.rows.find((r: { employeeId: string }) => r.employeeId === unpaid);
    expect(listed).toMatchObject({ payslips: 0, grossSalary: '45000.00', mbmf: '36.00' });
    expect((await call('DELETE', `/payroll/opening-balances/${unpaid}/2026`)).statusCode).toBe(200);
    expect((await call('GET', `/payroll/ytd-summary/${unpaid}?year=2026`)).statusCode).toBe(404);
  });

  it("carries October's CPF wages into November's payslips for the AW ceiling", async () => {
    const { rows } = await t.database.pool.query(
      `select p.inputs->>'ordinaryWagesEarlierThisYear' as earlier, o.ordinary_wages_for_cpf as october
         from payslips p
         join payrolls pr on pr.id = p.payroll_id and pr.month = 11
         join payslips o on o.employee_id = p.employee_id and o.payroll_id = $1`,
      [october],
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(Number(row.earlier)).toBe(Number(row.october));
    expect(rows.some((row) => Number(row.october) > 0)).toBe(true);
  });

  it("breaks one employee's year down by month and by pay item", async () => {
    const res = await call('GET', `/payroll/ytd-summary/${people[0]}?year=2026`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.months.map((m: { periodLabel: string }) => m.periodLabel)).toEqual([
      'Oct 2026',
      'Nov 2026',
    ]);
    const basic = data.payItems.find((item: { code: string }) => item.code === 'M1');
    expect(cents(basic.amount)).toBeGreaterThan(0);
    const employeeCpf = data.payItems.find((item: { code: string }) => item.code === 'M10A');
    expect(cents(employeeCpf.amount)).toBe(-cents(data.totals.employeeCPF));
    const unknown = await call(
      'GET',
      '/payroll/ytd-summary/00000000-0000-4000-8000-000000000000?year=2026',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('exports the year to date as XLSX and CSV with a total row', async () => {
    const xlsx = await call('GET', '/payroll/ytd-summary/export?year=2026&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="ytd-summary-2026.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee Name');
    expect(sheet.rowCount).toBe(1 + 8 + 1);
    expect(sheet.getRow(10).getCell(1).value).toBe('Total');
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');
    expect(sheet.getRow(2).getCell(3).value).toMatch(/^NRIC [ST]\d{7}[A-Z]$|^FIN [FGM]\d{7}[A-Z]$/);
    const csv = await call('GET', '/payroll/ytd-summary/export?year=2026&format=csv');
    expect(csv.body.split('\n')[0]).toBe(
      'Employee Name,Employee Number,NRIC/FIN,Date Joined,Date Left,Department,Payslips,Gross Pay,Non-taxable Reimbursements,OW subject to CPF,AW subject to CPF,Employee CPF,Employer CPF,CDAC,ECF,MBMF,SINDA,Community Funds,SDL,Net Pay',
    );
  });

  it('makes the GIRO file of a confirmed payroll: net pay for each GIRO employee', async () => {
    const summary = (await call('GET', `/payroll/${november}/summary`)).json().data;
    const giro = summary.rows.filter(
      (row: { paymentMethod: string }) => row.paymentMethod === 'giro',
    );
    const res = await call('GET', `/payroll/${november}/giro?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Bank Code,Bank Name,Account Number,Account Name,Amount,Reference,Value Date',
    );
    expect(lines).toHaveLength(1 + giro.length + 1);
    for (const row of giro) {
      expect(res.body).toContain(`${row.netPay},${row.payslipNo},2026-11-28`);
    }
    const total = giro.reduce((sum: number, row: { netPay: string }) => sum + cents(row.netPay), 0);
    expect(lines[lines.length - 1]).toContain((total / 100).toFixed(2));
  });

  it('lists CPF, each community fund and SDL per employee, with totals that agree', async () => {
    const res = await call('GET', `/payroll/${november}/contributions?format=xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Employee Name',
      'Employee Number',
      'NRIC/FIN',
      'Residency',
      'OW subject to CPF',
      'AW subject to CPF',
      'Employee CPF',
      'Employer CPF',
      'Total CPF',
      'CDAC',
      'ECF',
      'MBMF',
      'SINDA',
      'SDL',
    ]);
    const totalRow = sheet.getRow(sheet.rowCount);
    expect(totalRow.getCell(1).value).toBe('Total');
    const summary = (await call('GET', `/payroll/${november}/summary`)).json().data;
    expect(Math.round(Number(totalRow.getCell(7).value) * 100)).toBe(
      cents(summary.totals.employeeCPF),
    );
    expect(Math.round(Number(totalRow.getCell(14).value) * 100)).toBe(cents(summary.totals.sdl));
    const funds = [10, 11, 12, 13].reduce(
      (sum, column) => sum + Math.round(Number(totalRow.getCell(column).value) * 100),
      0,
    );
    expect(funds).toBe(cents(summary.totals.communityFund));
  });

  it('refuses the files of a draft payroll', async () => {
    await call('POST', `/payroll/${november}/reopen`);
    for (const file of ['giro', 'contributions']) {
      const res = await call('GET', `/payroll/${november}/${file}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(payrollNotReleasedMessage);
    }
    expect((await call('GET', `/payroll/${november}/giro?format=pdf`)).statusCode).toBe(400);
  });
});
