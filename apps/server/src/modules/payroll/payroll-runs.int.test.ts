import {
  confirmedPayrollMessage,
  type PayrollDetail,
  type Payslip,
  paidPayrollMessage,
  payrollDeletedMessage,
  payrollUpdatedMessage,
  payslipChangedMessage,
} from '@tembusu/contracts/payroll-runs';
import { calculateCpf } from '@tembusu/payroll/cpf';
import { toCents } from '@tembusu/payroll/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { generationOf, savePayload } from '../../test/payroll.js';
import { signInDemo, signUp } from '../../test/sign-in.js';

const cents = (money: string) => toCents(money);

describe('payroll runs: generation, the summary, the payslip editor and statuses', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let payrollId: string;
  let included: string[];

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const generate = (body: object) => generationOf(call, body);

  const detail = async (payslipNo?: string): Promise<PayrollDetail> =>
    (
      await call(
        'GET',
        `/payroll/${payrollId}${payslipNo ? `?payslipNo=${encodeURIComponent(payslipNo)}` : ''}`,
      )
    ).json().data;

  it('lists who the month can pay and why anyone is left out', async () => {
    const res = await call('GET', '/payroll/generate/candidates?year=2026&month=11');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      periodLabel: 'Nov 2026',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(data.candidates).toHaveLength(40);
    included = data.candidates
      .filter((c: { excludedReason: string | null }) => c.excludedReason === null)
      .map((c: { employeeId: string }) => c.employeeId);
    expect(included.length).toBeGreaterThan(30);
  });

  it('generates the payroll in the background, every payslip in one go', async () => {
    const done = await generate({
      year: 2026,
      month: 11,
      dateOfPayment: '2026-11-28',
      employeeIds: included,
    });
    expect(done).toMatchObject({ state: 'completed', total: included.length, error: null });
    payrollId = done.payrollId as string;
    const list = await call('GET', '/payroll?page=1&pageSize=5');
    expect(list.json().data.items[0]).toMatchObject({
      id: payrollId,
      payrollNo: 1,
      periodLabel: 'Nov 2026',
      dateOfPayment: '2026-11-28',
      headcount: included.length,
      status: 'draft',
    });
  });

  it('sums the summary from its payslips, to the cent', async () => {
    const summary = (await call('GET', `/payroll/${payrollId}/summary`)).json().data;
    expect(summary.rows).toHaveLength(included.length);
    for (const field of ['grossSalary', 'employeeCPF', 'employerCPF', 'sdl', 'netPay'] as const) {
      const added = summary.rows.reduce(
        (sum: number, row: Record<string, string>) => sum + cents(row[field] ?? '0'),
        0,
      );
      expect(cents(summary.totals[field])).toBe(added);
    }
    expect(cents(summary.totals.employeeCPF)).toBeGreaterThan(0);
  });

  it('answers a page of the summary: its rows only, with the totals and headcount of all', async () => {
    const whole = (await call('GET', `/payroll/${payrollId}/summary`)).json().data;
    const payslips = (await detail()).payslips;
    expect(whole.rows.map((row: { warnings: number }) => row.warnings)).toEqual(
      payslips.map((slip) => slip.warnings.length),
    );

    const second = await call('GET', `/payroll/${payrollId}/summary?page=2&pageSize=5`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual({ ...whole, rows: whole.rows.slice(5, 10) });
    expect(second.json().data.headcount).toBe(included.length);

    const last = Math.ceil(included.length / 10);
    const tail = (
      await call('GET', `/payroll/${payrollId}/summary?page=${last}&pageSize=10`)
    ).json().data;
    expect(tail.rows).toEqual(whole.rows.slice((last - 1) * 10));
    const first = (await call('GET', `/payroll/${payrollId}/summary?page=1`)).json().data;
    expect(first.rows).toEqual(whole.rows.slice(0, 5));
    const past = await call('GET', `/payroll/${payrollId}/summary?page=${last + 1}&pageSize=10`);
    expect(past.json().data.rows).toEqual([]);

    const tooMany = await call('GET', `/payroll/${payrollId}/summary?pageSize=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('pageSize');
  });

  it("answers a payslip's lines with CPF as the CPF Board works it out", async () => {
    const all = await detail();
    const numbers = all.payslipNumbers.map((entry) => entry.payslipNo);
    expect(numbers).toHaveLength(included.length);
    expect(numbers[0]).toMatch(/^PS-\d{6}$/);
    const monthly = all.payslips.find(
      (slip) =>
        slip.ct === 'citizen' &&
        slip.payRollItem[0]?.unit === 'Rate' &&
        slip.totals.employeeCPF !== '0.00',
    ) as Payslip;
    const one = await detail(monthly.payslipNo);
    expect(one.payslips).toHaveLength(1);
    const slip = one.payslips[0] as Payslip;
    expect(slip.payRollItem.map((line) => line.id).slice(0, 4)).toEqual(['M1', 'M2', 'M2a', 'M2b']);
    const codes = slip.payRollItem.map((line) => line.id);
    expect(codes.indexOf('TotalWages')).toBeLessThan(codes.indexOf('M10A'));
    expect(codes.indexOf('M7')).toBeLessThan(codes.indexOf('M4'));
    const cpf = calculateCpf({
      wageMonth: '2026-11',
      birthDate: slip.dob,
      residency: 'citizen',
      ordinaryWagesCents: cents(slip.ordinaryWages),
      additionalWagesCents: cents(slip.additionalWages),
    });
    expect(cents(slip.totals.employeeCPF)).toBe(cpf.employeeCents);
    expect(cents(slip.totals.employerCPF)).toBe(cpf.employerCents);
    const m10a = slip.payRollItem.find((line) => line.id === 'M10A');
    expect(m10a).toMatchObject({ type: 'computed', amount: `-${slip.totals.employeeCPF}` });
    expect(slip.workingTime.workingDatesInRange).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      workingDaysInMonth: '21',
    });
  });

  it('recalculates an edited payslip without saving it', async () => {
    const slip = (await detail()).payslips.find(
      (s) => s.payRollItem[0]?.unit === 'Rate',
    ) as Payslip;
    const res = await call('POST', '/employee/calculator-deduction', {
      payrollId,
      payslip: savePayload(slip, { values: { M2: '2', M8a: '4' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['M4', 'M10A', 'M6']));
    const absence = result.payRollItem.find((line: { id: string }) => line.id === 'M2');
    expect(absence.value).toBe('2');
    expect(cents(absence.amount)).toBeLessThan(0);
    expect(cents(result.totals.netPay)).not.toBe(cents(slip.totals.netPay));
    const again = (await detail(slip.payslipNo)).payslips[0] as Payslip;
    expect(again.totals.netPay).toBe(slip.totals.netPay);
    expect(again.version).toBe(slip.version);
  });

  it("answers the spec's calculator: CPF and community funds on an employee's wages", async () => {
    const person = (await call('GET', '/employees?search=employee@tembusu.example')).json().data
      .items[0];
    const record = (await call('GET', `/employee/${person.id}`)).json().data;
    const res = await call('POST', '/employee/calculator-deduction', {
      employeeId: person.id,
      ow: '4000.00',
      aw: '1000.00',
      paymentPeriod: { month: 11, year: 2026, periodType: 'Monthly', periodValue: 11 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cpf = calculateCpf({
      wageMonth: '2026-11',
      birthDate: record.personal.dateOfBirth,
      residency:
        record.personal.residency === 'Citizen'
          ? 'citizen'
          : record.personal.residency === 'PermanentResident'
            ? 'pr'
            : 'foreigner',
      prStartDate: record.personal.prStartDate,
      ordinaryWagesCents: cents('4000.00'),
      additionalWagesCents: cents('1000.00'),
    });
    const { payItem } = res.json().data;
    expect(payItem.map((item: { id: string }) => item.id)).toEqual(['M4', 'M10A', 'M6']);
    expect(cents(payItem[1].value)).toBe(-cpf.employeeCents);
    expect(cents(payItem[2].value)).toBe(cpf.employerCents);
    expect(cents(payItem[0].value)).toBeLessThanOrEqual(0);
    const missing = await call('POST', '/employee/calculator-deduction', {
      employeeId: person.id,
      ow: '4000.00',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^aw: /);
  });

  it('saves an edited payslip worked out by the server, and refuses a stale one', async () => {
    const slip = (await detail()).payslips[0] as Payslip;
    const bonus = (await call('GET', '/payroll/pay-items'))
      .json()
      .data.find((item: { description: string }) => item.description === 'Annual Bonus');
    const payload = savePayload(slip, {
      values: { M2a: '1.5' },
      items: [
        {
          payItemId: bonus.id,
          description: 'Whatever the client says',
          category: 'Deduction',
          cPFType: 'NoWages',
          value: '500.00',
          unit: 'Amount',
          iRBACode: 'Bonus',
          remarks: 'Year-end',
        },
      ],
    });
    const res = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [{ ...payload, employeeCPF: '0.00', grossSalary: '1.00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(payrollUpdatedMessage);
    const saved = (await detail(slip.payslipNo)).payslips[0] as Payslip;
    expect(saved.version).toBe(slip.version + 1);
    // The pay item's own category and CPF class count, not the request's.
    expect(saved.payRollItem.find((line) => line.id === 'M9')).toMatchObject({
      description: 'Annual Bonus',
      cPFType: 'AdditionalWages',
      amount: '500.00',
      remarks: 'Year-end',
    });
    expect(saved.additionalWages).toBe('500.00');
    expect(saved.payRollItem.find((line) => line.id === 'M2a')?.value).toBe('1.5');
    expect(saved.totals.grossSalary).not.toBe('1.00');
    expect((await detail()).dateOfPayment).toBe('2026-11-27');

    const stale = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [savePayload(slip, { values: { M2a: '3' } })],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(payslipChangedMessage);
    const unchanged = (await detail(slip.payslipNo)).payslips[0] as Payslip;
    expect(unchanged.payRollItem.find((line) => line.id === 'M2a')?.value).toBe('1.5');
  });

  it('names a bad value, and a pay item of no such kind, and saves nothing', async () => {
    const slip = (await detail()).payslips[1] as Payslip;
    const negative = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [savePayload(slip, { values: { M2: '-1' } })],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/^payrollItem\.M2\.value: /);
    const stranger = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [
        savePayload(slip, {
          items: [
            {
              payItemId: '00000000-0000-4000-8000-000000000000',
              description: 'Made up',
              category: 'Addition',
              cPFType: 'OrdinaryWages',
              value: '1',
              unit: 'Amount',
              iRBACode: 'Bonus',
            },
          ],
        }),
      ],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/^payslipPayItems\.0\.payItemId: /);
    expect(((await detail(slip.payslipNo)).payslips[0] as Payslip).version).toBe(slip.version);
  });

  it('saves the largest values the editor takes, and names the field of any value above them', async () => {
    const slip = (await detail()).payslips[2] as Payslip;
    const items = (await call('GET', '/payroll/pay-items')).json().data as {
      id: string;
      description: string;
      unit: string;
    }[];
    const amount = items.find(
      (item) => item.description === 'Annual Bonus',
    ) as (typeof items)[number];
    const percentage = (
      await call('POST', '/payroll/pay-items', {
        description: 'Retention bonus',
        type: 'Addition',
        category: null,
        cPFType: 'AdditionalWages',
        unit: 'Percentage',
        defaultAmount: '100',
        iRBACode: 'Bonus',
        isActive: true,
      })
    ).json().data as { id: string };
    const item = (payItemId: string, unit: string, value: string) => ({
      payItemId,
      description: 'Whatever the client says',
      category: 'Addition',
      cPFType: 'AdditionalWages',
      value,
      unit,
      iRBACode: 'Bonus',
    });
    const largest = savePayload(slip, {
      values: { M1: '9999999.99', M8a: '744', M8b: '744', M8c: '744', M8d: '744' },
      items: [item(amount.id, 'Amount', '9999999.99'), item(percentage.id, 'Percentage', '100')],
    });
    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [largest],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await detail(slip.payslipNo)).payslips[0] as Payslip;
    expect(cents(after.totals.grossSalary)).toBeGreaterThan(cents('9999999.99') * 2);

    const refused = async (payslip: object, field: RegExp) => {
      const res = await call('PUT', `/payroll/${payrollId}`, {
        dateOfPayment: '2026-11-27',
        payslips: [payslip],
      });
      expect(res.json().message).toMatch(field);
      expect(res.statusCode).toBe(400);
    };
    const current = savePayload(after);
    await refused(
      { ...current, salary: { ...current.salary, value: '10000000.00' } },
      /^payslips\.0\.salary\.value: /,
    );
    await refused(
      savePayload(after, { values: { M8a: '744.01' } }),
      /^payrollItem\.M8a\.value: enter at most 744 hours/,
    );
    await refused(
      savePayload(after, { values: { M2: '32' } }),
      /^payrollItem\.M2\.value: enter at most 31 days/,
    );
    await refused(
      savePayload(after, { items: [item(amount.id, 'Amount', '10000000')] }),
      /^payslips\.0\.payslipPayItems\.0\.value: /,
    );
    await refused(
      savePayload(after, { items: [item(percentage.id, 'Amount', '100.01')] }),
      /^payslipPayItems\.0\.value: enter at most 100 percent/,
    );
    expect(((await detail(slip.payslipNo)).payslips[0] as Payslip).version).toBe(after.version);
  });

  it('takes bank details in the editor by the rules of the employee record', async () => {
    const giro = (await detail()).payslips.find((s) => s.paymentMethod === 'giro') as Payslip;
    const cash = (await detail()).payslips.find((s) => s.paymentMethod === 'cash') as Payslip;
    const save = async (slip: Payslip, changes: object) =>
      call('PUT', `/payroll/${payrollId}`, {
        dateOfPayment: '2026-11-27',
        payslips: [
          { ...savePayload((await detail(slip.payslipNo)).payslips[0] as Payslip), ...changes },
        ],
      });
    const bank = (bankCode: string | null, accountNumber: string | null) => ({
      paymentMethodExt: { bankCode, accountNumber },
    });

    const huge = await save(giro, bank('DBSSSGSG', '1'.repeat(1_000_000)));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      'payslips.0.paymentMethodExt.accountNumber: Use digits and hyphens only',
    );
    const madeUp = await save(giro, bank('x'.repeat(100_000), '123'));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(
      'payslips.0.paymentMethodExt.bankCode: Choose a bank from the list',
    );
    const noBank = await save(cash, { paymentMethod: 'giro', paymentMethodExt: null });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toBe('paymentMethodExt.bankCode: GIRO needs a bank');

    const saved = await save(giro, bank('OCBCSGSG', '501-123456-001'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await detail(giro.payslipNo)).payslips[0] as Payslip).paymentMethodExt).toMatchObject({
      bankCode: 'OCBCSGSG',
      accountNumber: '501-123456-001',
    });
    // Left out, the payslip keeps the bank it has.
    const kept = await save(giro, { paymentMethodExt: null });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(((await detail(giro.payslipNo)).payslips[0] as Payslip).paymentMethodExt).toMatchObject({
      bankCode: 'OCBCSGSG',
      accountNumber: '501-123456-001',
    });
  });

  it('leaves out of another payroll anyone this month already pays', async () => {
    const res = await call('GET', '/payroll/generate/candidates?year=2026&month=11');
    const taken = res
      .json()
      .data.candidates.find((c: { employeeId: string }) => c.employeeId === included[0]);
    expect(taken.excludedReason).toBe('Already in payroll #1 for this month');
    const refused = await call('POST', '/payroll/generate', {
      year: 2026,
      month: 11,
      dateOfPayment: '2026-11-28',
      employeeIds: [included[0]],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^employeeIds: .* cannot be paid: Already in payroll #1/,
    );
  });

  it('confirms with the engine version, locks the payslips, reopens, and keeps a paid one', async () => {
    const confirmed = await call('POST', `/payroll/${payrollId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    const summary = (await call('GET', `/payroll/${payrollId}/summary`)).json().data;
    expect(summary.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const slip = (await detail()).payslips[0] as Payslip;
    const locked = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [savePayload(slip)],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(confirmedPayrollMessage);
    expect((await call('POST', `/payroll/${payrollId}/reopen`)).json().data.status).toBe('draft');
    await call('POST', `/payroll/${payrollId}/confirm`);
    const paid = await call('POST', `/payroll/${payrollId}/mark-paid`);
    expect(paid.json().data.status).toBe('paid');
    const remove = await call('DELETE', `/payroll/${payrollId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(paidPayrollMessage);
    expect((await call('POST', `/payroll/${payrollId}/reopen`)).statusCode).toBe(409);
  });

  it('pays no one twice in a month once the payroll is paid: the paid November refuses a second run', async () => {
    const candidates = (await call('GET', '/payroll/generate/candidates?year=2026&month=11')).json()
      .data.candidates;
    const paid = candidates.find((c: { employeeId: string }) => c.employeeId === included[0]);
    expect(paid.excludedReason).toBe('Already in payroll #1 for this month');
    const refused = await call('POST', '/payroll/generate', {
      year: 2026,
      month: 11,
      dateOfPayment: '2026-11-30',
      employeeIds: [included[0]],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^employeeIds: .* cannot be paid: Already in payroll #1 for this month$/,
    );
    expect((await call('GET', '/payroll?year=2026')).json().data.items).toHaveLength(1);
  });

  it('gives an employee one payroll a month when two runs for the month race', async () => {
    const nobody = (await call('GET', '/payroll/generate/candidates?year=2026&month=10'))
      .json()
      .data.candidates.filter((c: { excludedReason: string | null }) => c.excludedReason === null)
      .slice(0, 2)
      .map((c: { employeeId: string }) => c.employeeId);
    const body = { year: 2026, month: 10, dateOfPayment: '2026-10-28', employeeIds: nobody };
    const runs = await Promise.all([generate(body), generate(body)]);
    expect(runs.map((run) => run.state).sort()).toEqual(['completed', 'failed']);
    expect(runs.find((run) => run.state === 'failed')?.error).toMatch(
      /cannot be paid: Already in payroll #\d+ for this month/,
    );
    const october = runs.find((run) => run.state === 'completed')?.payrollId as string;
    expect((await call('GET', `/payroll/${october}/summary`)).json().data.rows).toHaveLength(2);
    expect((await call('DELETE', `/payroll/${october}`)).statusCode).toBe(200);
  });

  it('shows staff their own released payslips, with the year to date, and a PDF', async () => {
    const mine = await call('GET', '/staff/payslips', undefined, employee);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    const listed = mine.json().data[0];
    expect(listed).toMatchObject({ periodLabel: 'Nov 2026', dateOfPayment: '2026-11-27' });
    const view = await call('GET', `/staff/payslips/${listed.id}`, undefined, employee);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      organization: { name: 'Tembusu Demo Pte Ltd' },
      payrollNo: 1,
      status: 'paid',
      payslip: { payslipNo: listed.payslipNo, totals: { netPay: listed.netPay } },
      yearToDate: { netPay: listed.netPay },
    });
    const pdf = await call('GET', `/staff/payslips/${listed.id}/pdf`, undefined, employee);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="payslip-${listed.payslipNo}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Payslip ${listed.payslipNo}`);

    const someoneElse = (await detail()).payslips.find(
      (slip) => slip.payslipNo !== listed.payslipNo,
    ) as Payslip;
    expect(
      (await call('GET', `/staff/payslips/${someoneElse.id}`, undefined, employee)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/staff/payslips/${someoneElse.id}/pdf`, undefined, employee)).statusCode,
    ).toBe(404);
    const admin = await call('GET', `/payroll/${payrollId}/payslips/${someoneElse.id}/pdf`);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.toString('latin1')).toContain(`Payslip ${someoneElse.payslipNo}`);
    expect((await call('GET', '/staff/payslips')).statusCode).toBe(403);

    const self = (await call('GET', '/employees?search=employee@tembusu.example')).json().data
      .items[0].id as string;
    const record = await call('GET', `/payroll/employees/${self}/payslips`);
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toEqual([
      expect.objectContaining({ id: listed.id, payrollNo: 1, status: 'paid' }),
    ]);
    expect(
      (await call('GET', '/payroll/employees/00000000-0000-4000-8000-000000000000/payslips'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/payroll/employees/${self}/payslips`, undefined, employee)).statusCode,
    ).toBe(403);
  });

  it('adds employees to a draft payroll and deletes a draft', async () => {
    const self = (await call('GET', '/employees?search=employee@tembusu.example')).json().data
      .items[0].id as string;
    const others = included.filter((id) => id !== self);
    const done = await generate({
      year: 2026,
      month: 12,
      dateOfPayment: '2026-12-28',
      employeeIds: [self, others[0]],
    });
    expect(done.state).toBe('completed');
    const december = done.payrollId as string;
    const candidates = (await call('GET', `/payroll/${december}/add-employees/candidates`)).json()
      .data.candidates;
    expect(
      candidates.find((c: { employeeId: string }) => c.employeeId === self).excludedReason,
    ).toMatch(/^Already in payroll #2/);
    const added = await call('POST', `/payroll/${december}/add-employees`, {
      employeeIds: [others[1]],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ added: 1 });
    // A draft's payslips are not the employees' to see yet.
    const staffList = (await call('GET', '/staff/payslips', undefined, employee)).json().data;
    expect(
      staffList.every((slip: { periodLabel: string }) => slip.periodLabel !== 'Dec 2026'),
    ).toBe(true);
    const list = (await call('GET', '/payroll?year=2026')).json().data;
    expect(list.items.find((p: { id: string }) => p.id === december).headcount).toBe(3);
    const removed = await call('DELETE', `/payroll/${december}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(payrollDeletedMessage);
    expect((await call('GET', `/payroll/${december}`)).statusCode).toBe(404);
  });

  it("keeps a payroll from another organisation and from the organisation's staff", async () => {
    const other = await signUp(t.app, {
      organizationName: 'Elsewhere Pte Ltd',
      organizationId: 'ELSEWHERE',
      name: 'Elsewhere Admin',
      email: 'admin@elsewhere.example',
      password: 'Elsewhere@2026',
    });
    expect((await call('GET', `/payroll/${payrollId}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/payroll/${payrollId}/summary`, undefined, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/payroll', undefined, other)).json().data).toEqual({
      items: [],
      total: 0,
    });
    const slip = (await detail()).payslips[0] as Payslip;
    const calculator = await call(
      'POST',
      '/employee/calculator-deduction',
      { payrollId, payslip: savePayload(slip) },
      other,
    );
    expect(calculator.statusCode).toBe(404);
    expect((await call('GET', '/payroll', undefined, employee)).statusCode).toBe(403);
    expect((await call('GET', `/payroll/${payrollId}`, undefined, employee)).statusCode).toBe(403);
  });
});
