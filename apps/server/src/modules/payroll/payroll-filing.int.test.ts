import { payrollNotReleasedMessage } from '@tembusu/contracts/payroll-reports';
import { toCents } from '@tembusu/payroll/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { generatedPayroll } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

type Candidate = { employeeId: string; excludedReason: string | null };
type SummaryRow = { payslipId: string; paymentMethod: string; netPay: string };

/** A record of the CPF file by its columns (1.2–1.6): where each field starts and its width. */
const cpfField = (line: string, start: number, width: number) =>
  line.slice(start - 1, start - 1 + width);

/** The header's creation date and time (columns 21–34), the one part a second download changes. */
const withoutCreationTime = (content: string) =>
  content
    .split('\r\n')
    .map((line, index) => (index === 0 ? line.slice(0, 20) + line.slice(34) : line))
    .join('\r\n');

describe('payroll filing: the settings, the CPF EZPay file and the salary bank file', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let people: string[];
  const payrolls: Record<string, string> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const generate = (month: number, employeeIds: string[]): Promise<string> =>
    generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${month}-28`,
      employeeIds,
    });

  const adviceCodeOf = (content: string) => cpfField(content, 19, 2);

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    const candidates = (await call('GET', '/payroll/generate/candidates?year=2026&month=10'))
      .json()
      .data.candidates.filter((c: Candidate) => c.excludedReason === null)
      .map((c: Candidate) => c.employeeId);
    people = candidates;
    expect(people.length).toBeGreaterThanOrEqual(24);
    // October: two payrolls of one month; November: two more for the racing downloads.
    payrolls.octoberFirst = await generate(10, people.slice(0, 12));
    payrolls.octoberSecond = await generate(10, people.slice(12, 18));
    payrolls.novemberA = await generate(11, people.slice(0, 6));
    payrolls.novemberB = await generate(11, people.slice(6, 12));
  }, 120_000);
  afterAll(async () => t.close());

  it('starts with PTE 01, the UEN from the organisation, no bank and no IRAS declarant', async () => {
    const res = await call('GET', '/payroll/setting/filing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      uen: '202612345K',
      cpfPaymentType: 'PTE',
      cpfSerial: '01',
      salaryBank: null,
      debitAccountNumber: null,
      bankCompanyId: null,
      // The demo organisation is registered as a local company (UEN): its IRAS ID type is 8.
      irasIdType: '8',
      irasAuthorisedName: null,
      irasAuthorisedDesignation: null,
      irasAuthorisedPhone: null,
      irasAuthorisedEmail: null,
    });
  });

  it.each([
    [{ cpfPaymentType: 'PT' }, 'cpfPaymentType', 'cpfPaymentType: Use 3 letters, such as PTE'],
    [{ cpfSerial: '1' }, 'cpfSerial', 'cpfSerial: Use 2 digits, such as 01'],
    [{ salaryBank: 'HSBC' }, 'salaryBank', 'salaryBank: choose DBS, UOB or OCBC'],
    [
      { salaryBank: 'DBS', debitAccountNumber: '', bankCompanyId: 'TEMBUSU1' },
      'debitAccountNumber',
      'debitAccountNumber: Enter the account the salaries are paid from',
    ],
    [
      { salaryBank: 'DBS', debitAccountNumber: '012-345678-9' },
      'bankCompanyId',
      'bankCompanyId: Enter the ID DBS gave the organisation for file uploads',
    ],
    [
      { salaryBank: 'UOB', debitAccountNumber: '123-456-789', bankCompanyId: 'TEMBUSU1' },
      'debitAccountNumber',
      'debitAccountNumber: A UOB account number has 10 digits',
    ],
    [
      { salaryBank: 'OCBC', debitAccountNumber: '501-12345-001#' },
      'debitAccountNumber',
      'debitAccountNumber: Use digits, with spaces or dashes at most',
    ],
  ])('refuses %j, naming %s', async (change, field, message) => {
    const res = await call('PUT', '/payroll/setting/filing', {
      cpfPaymentType: 'PTE',
      cpfSerial: '01',
      salaryBank: null,
      debitAccountNumber: null,
      bankCompanyId: null,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('is for payroll admins: staff are refused every filing endpoint', async () => {
    const id = payrolls.octoberFirst;
    for (const [method, url] of [
      ['GET', '/payroll/setting/filing'],
      ['PUT', '/payroll/setting/filing'],
      ['GET', `/payroll/${id}/files/cpf-ezpay`],
      ['GET', `/payroll/${id}/files/bank`],
      ['GET', `/payroll/${id}/files/bank/preview`],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? {} : undefined, staff);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses the files of a draft payroll', async () => {
    for (const file of ['cpf-ezpay', 'bank', 'bank/preview']) {
      const res = await call('GET', `/payroll/${payrolls.octoberFirst}/files/${file}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(payrollNotReleasedMessage);
    }
    for (const id of Object.values(payrolls)) {
      expect((await call('POST', `/payroll/${id}/confirm`)).statusCode).toBe(200);
    }
  });

  it('says where to fill in the bank before making the bank file', async () => {
    const res = await call('GET', `/payroll/${payrolls.octoberFirst}/files/bank/preview`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Choose the bank the salaries are paid from and its account under Payroll > Settings > Filing.',
    );
  });

  it("writes the CPF file: the CPF total is the payroll's, SDL rounded down", async () => {
    const res = await call('GET', `/payroll/${payrolls.octoberFirst}/files/cpf-ezpay`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="202612345KPTE01OCT202601.DTL"',
    );
    const lines = res.body.split('\r\n').filter((line) => line !== '');
    expect(lines.every((line) => line.length === 150)).toBe(true);
    expect(cpfField(lines[0] ?? '', 1, 20)).toBe('F 202612345KPTE01 01');
    const summary = (await call('GET', `/payroll/${payrolls.octoberFirst}/summary`)).json().data;
    const summaries = new Map(
      lines
        .filter((line) => cpfField(line, 2, 1) === '0')
        .map((line) => [cpfField(line, 27, 2), Number(cpfField(line, 29, 12))]),
    );
    expect(cpfField(lines[1] ?? '', 21, 6)).toBe('202610');
    expect(summaries.get('01')).toBe(
      toCents(summary.totals.employeeCPF) + toCents(summary.totals.employerCPF),
    );
    const sdlCents = toCents(summary.totals.sdl);
    expect(summaries.get('11')).toBe(Math.floor(sdlCents / 100) * 100);
    const details = lines.filter((line) => cpfField(line, 2, 1) === '1');
    const cpfDetails = details.filter((line) => cpfField(line, 27, 2) === '01');
    expect(cpfDetails.length).toBeGreaterThan(0);
    expect(cpfDetails.every((line) => /^[ST]\d{7}[A-Z]$/.test(cpfField(line, 29, 9)))).toBe(true);
    expect(cpfDetails.every((line) => 'ELNO'.includes(cpfField(line, 70, 1)))).toBe(true);
    const trailer = lines[lines.length - 1] ?? '';
    expect(cpfField(trailer, 2, 1)).toBe('9');
    expect(Number(cpfField(trailer, 21, 7))).toBe(lines.length);
    const audits = await t.database.pool.query(
      `select count(*)::int as n from audit_log where action = 'payroll.cpf_file_downloaded'`,
    );
    expect(audits.rows[0]?.n).toBe(1);
  });

  it('keeps one advice code a payroll, and gives the next payroll of the month the next', async () => {
    const first = await call('GET', `/payroll/${payrolls.octoberFirst}/files/cpf-ezpay`);
    const again = await call('GET', `/payroll/${payrolls.octoberFirst}/files/cpf-ezpay`);
    expect(adviceCodeOf(again.body)).toBe('01');
    expect(withoutCreationTime(again.body)).toBe(withoutCreationTime(first.body));
    const second = await call('GET', `/payroll/${payrolls.octoberSecond}/files/cpf-ezpay`);
    expect(second.statusCode, second.body).toBe(200);
    expect(adviceCodeOf(second.body)).toBe('02');
    expect(second.headers['content-disposition']).toContain('202612345KPTE01OCT202602.DTL');
  });

  it('gives racing first downloads of one month distinct codes', async () => {
    const [a, b, aAgain] = await Promise.all([
      call('GET', `/payroll/${payrolls.novemberA}/files/cpf-ezpay`),
      call('GET', `/payroll/${payrolls.novemberB}/files/cpf-ezpay`),
      call('GET', `/payroll/${payrolls.novemberA}/files/cpf-ezpay`),
    ]);
    for (const res of [a, b, aAgain]) expect(res.statusCode, res.body).toBe(200);
    expect([adviceCodeOf(a.body), adviceCodeOf(b.body)].sort()).toEqual(['01', '02']);
    expect(adviceCodeOf(aAgain.body)).toBe(adviceCodeOf(a.body));
  });

  it('credits only GIRO net pay in the DBS file, and says who is left out', async () => {
    const saved = await call('PUT', '/payroll/setting/filing', {
      cpfPaymentType: 'pte',
      cpfSerial: '01',
      salaryBank: 'DBS',
      debitAccountNumber: '012-345678-9',
      bankCompanyId: 'tembusu01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ cpfPaymentType: 'PTE', bankCompanyId: 'TEMBUSU01' });
    const rows: SummaryRow[] = (
      await call('GET', `/payroll/${payrolls.octoberFirst}/summary`)
    ).json().data.rows;
    const giro = rows.filter((row) => row.paymentMethod === 'giro' && toCents(row.netPay) > 0);
    const others = rows.filter((row) => row.paymentMethod !== 'giro');
    expect(others.length).toBeGreaterThan(0);
    const giroCents = giro.reduce((sum, row) => sum + toCents(row.netPay), 0);

    const preview = await call('GET', `/payroll/${payrolls.octoberFirst}/files/bank/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      bank: 'DBS',
      fileName: 'DBS_UFF_SAL_20261123_01.csv',
      // The payment date, October 28, has passed: the bank credits today.
      valueDate: '2026-11-23',
      credits: giro.length,
    });
    expect(toCents(preview.json().data.total)).toBe(giroCents);
    expect(
      preview
        .json()
        .data.leftOut.map((entry: { payslipId: string }) => entry.payslipId)
        .sort(),
    ).toEqual(others.map((row) => row.payslipId).sort());

    const file = await call('GET', `/payroll/${payrolls.octoberFirst}/files/bank`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=us-ascii');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="DBS_UFF_SAL_20261123_01.csv"',
    );
    const records = file.body
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    expect(records[0]?.slice(0, 3)).toEqual(['HEADER', '23112026', 'TEMBUSU01']);
    const payments = records.filter((fields) => fields[0] === 'PAYMENT');
    expect(payments).toHaveLength(giro.length);
    expect(payments.reduce((sum, fields) => sum + toCents(fields[27] ?? ''), 0)).toBe(giroCents);
    const trailer = records[records.length - 1] ?? [];
    expect(trailer[0]).toBe('TRAILER');
    expect(Number(trailer[1])).toBe(giro.length);
    expect(toCents(trailer[2] ?? '')).toBe(giroCents);
    const audits = await t.database.pool.query(
      `select count(*)::int as n from audit_log where action = 'payroll.bank_file_downloaded'`,
    );
    expect(audits.rows[0]?.n).toBe(1);
  });

  it('writes the UOB and OCBC layouts with the same total', async () => {
    const rows: SummaryRow[] = (
      await call('GET', `/payroll/${payrolls.octoberFirst}/summary`)
    ).json().data.rows;
    const giroCents = rows
      .filter((row) => row.paymentMethod === 'giro')
      .reduce((sum, row) => sum + toCents(row.netPay), 0);
    await call('PUT', '/payroll/setting/filing', {
      cpfPaymentType: 'PTE',
      cpfSerial: '01',
      salaryBank: 'UOB',
      debitAccountNumber: '123-456-7890',
      bankCompanyId: 'TEMBUSU01',
    });
    const uob = await call('GET', `/payroll/${payrolls.octoberFirst}/files/bank`);
    expect(uob.statusCode, uob.body).toBe(200);
    expect(uob.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(uob.headers['content-disposition']).toBe('attachment; filename="UGBI231101.txt"');
    const uobLines = uob.body.split('\r\n').filter((line) => line !== '');
    const uobTrailer = uobLines[uobLines.length - 1] ?? '';
    expect(uobTrailer[0]).toBe('9');
    expect(Number(uobTrailer.slice(1, 19))).toBe(giroCents);

    const ocbcSaved = await call('PUT', '/payroll/setting/filing', {
      cpfPaymentType: 'PTE',
      cpfSerial: '01',
      salaryBank: 'OCBC',
      debitAccountNumber: '501-123456-001',
      bankCompanyId: 'IGNORED',
    });
    expect(ocbcSaved.json().data.bankCompanyId).toBeNull();
    const ocbc = await call('GET', `/payroll/${payrolls.octoberFirst}/files/bank`);
    expect(ocbc.statusCode, ocbc.body).toBe(200);
    expect(ocbc.headers['content-disposition']).toBe(
      'attachment; filename="OCBC_GIRO_20261123_001.txt"',
    );
    const details = ocbc.body
      .split('\r\n')
      .filter((line) => line !== '')
      .slice(1);
    // 2.5 detail: the amount in cents at 189–205.
    expect(details.reduce((sum, line) => sum + Number(line.slice(188, 205)), 0)).toBe(giroCents);
  });

  it('says which settings the CPF file lacks when the organisation has no UEN', async () => {
    await t.database.pool.query(`update organizations set uen = null where code = 'DEMO'`);
    const res = await call('GET', `/payroll/${payrolls.octoberSecond}/files/cpf-ezpay`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Enter the organisation's UEN under Organisation > Information: the CPF file is submitted under it.",
    );
    await t.database.pool.query(`update organizations set uen = '202612345K' where code = 'DEMO'`);
  });
});
