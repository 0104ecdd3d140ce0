import { type LeaveBalance, leaveBalanceImportColumns } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { multipartFile } from '../../test/multipart.js';
import { signIn, signInDemo, signUp } from '../../test/sign-in.js';

const header = leaveBalanceImportColumns.join(',');
const csv = (...rows: string[]) => [header, ...rows, ''].join('\n');

// Today is Tuesday 10 February 2026 in Singapore: the calendar leave year 2026 has begun, and
// annual leave carried into it lapses three months after it began, on 1 April.
describe('leave balance import', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let other: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const upload = (fileName: string, bytes: string | Buffer, token = admin) => {
    const { payload, headers } = multipartFile(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/leaves/balances/import',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
  };
  const balanceOf = async (
    employeeId: string,
    code: string,
    date = '2026-02-10',
    token = admin,
  ): Promise<LeaveBalance> => {
    const res = await call('GET', `/leaves/balances/${employeeId}?date=${date}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    const balance = (res.json().data.balances as LeaveBalance[]).find(
      (row) => row.leaveType.code === code,
    );
    if (!balance) throw new Error(`No ${code} balance`);
    return balance;
  };
  /** What a balance is made of, for comparing before and after. */
  const figures = ({ carriedForward, expired, adjusted, taken, balance }: LeaveBalance) => ({
    carriedForward,
    expired,
    adjusted,
    taken,
    balance,
  });
  const plus = (days: string | null, change: number) => (Number(days) + change).toFixed(1);

  let people = 0;
  /** A new employee, joined in 2020, with the employee number given; answers their id. */
  async function person(employeeNumber: string, token = admin) {
    people += 1;
    const digits = String(7700000 + people);
    return createdEmployee(
      apiCaller(
        () => t.app,
        () => token,
      ),
      {
        personal: {
          email: `import.person${people}@tembusu.example`,
          idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
          name: `Import Person ${people}`,
        },
        employment: { employeeNumber, employmentStartDate: '2020-01-06' },
      },
    );
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-02-10T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    other = await signUp(t.app, {
      organizationName: 'Moving In Pte Ltd',
      organizationId: 'MOVEIN',
      name: 'Moving Admin',
      email: 'admin@movein.example',
      password: 'Demo@2026',
    });
  }, 60_000);
  afterAll(async () => t.close());

  it('gives a template with the columns and an example row, as CSV and as XLSX', async () => {
    const asCsv = await call('GET', '/leaves/balances/import/template?format=csv');
    expect(asCsv.statusCode).toBe(200);
    expect(asCsv.headers['content-disposition']).toContain('leave-balance-import-template.csv');
    expect(asCsv.body.trim().split('\n')).toEqual([
      header,
      'EMP-0001,AL,3.5,2,-1,Encashed in the previous system',
    ]);

    const asXlsx = await call('GET', '/leaves/balances/import/template?format=xlsx');
    expect(asXlsx.statusCode).toBe(200);
    expect(asXlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(asXlsx.rawPayload as unknown as ExcelJS.Buffer);
    const [sheet, guide] = workbook.worksheets;
    expect(sheet?.getRow(1).values).toEqual([undefined, ...leaveBalanceImportColumns]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'EMP-0001',
      'AL',
      '3.5',
      '2',
      '-1',
      'Encashed in the previous system',
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(guide?.name).toBe('Guide');
    expect(guide?.getColumn(1).values.slice(2)).toEqual([...leaveBalanceImportColumns]);
  });

  it('brings in a CSV: days brought forward, taken before moving in and adjusted, audited once', async () => {
    const id = await person('IMP-1');
    const annualBefore = await balanceOf(id, 'AL');
    const sickBefore = await balanceOf(id, 'SL');
    expect(annualBefore).toMatchObject({ carriedForward: '0.0', adjusted: '0.0' });

    const res = await upload(
      'balances.csv',
      csv('IMP-1,AL,4.5,2,-1,Encashed in the old system', 'imp-1,Sick leave (outpatient),,1.5,,'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '2 leave balances imported',
      data: { imported: 2 },
    });

    const annual = await balanceOf(id, 'AL');
    expect(figures(annual)).toEqual({
      carriedForward: '4.5',
      expired: '0.0',
      adjusted: '-3.0',
      taken: '0.0',
      balance: plus(annualBefore.balance, 4.5 - 3),
    });
    expect(annual.yearStart).toBe('2026-01-01');
    expect(figures(await balanceOf(id, 'SL'))).toEqual({
      ...figures(sickBefore),
      adjusted: '-1.5',
      balance: plus(sickBefore.balance, -1.5),
    });

    const { rows } = await t.database.pool.query(
      `select subject, detail from audit_log where action = 'leave.balances.imported'`,
    );
    expect(rows).toEqual([
      { subject: 'balances.csv', detail: { count: 2, broughtForward: 1, adjustments: 3 } },
    ]);
    const reasons = await t.database.pool.query(
      'select reason, days from leave_adjustments where employee_id = $1 order by days',
      [id],
    );
    expect(reasons.rows).toEqual([
      { reason: 'Balance import: taken before moving to Tembusu', days: '-2.0' },
      { reason: 'Balance import: taken before moving to Tembusu', days: '-1.5' },
      { reason: 'Balance import: Encashed in the old system', days: '-1.0' },
    ]);
  });

  it('lets brought-forward days lapse on the type’s carry-forward expiry, three months into the year', async () => {
    const id = await person('IMP-2');
    const res = await upload('lapse.csv', csv('IMP-2,AL,5,,,'));
    expect(res.statusCode, res.body).toBe(200);
    const lastDay = await balanceOf(id, 'AL', '2026-03-31');
    const lapsed = await balanceOf(id, 'AL', '2026-04-01');
    expect(lastDay).toMatchObject({ carriedForward: '5.0', expired: '0.0' });
    expect(lapsed).toMatchObject({
      carriedForward: '5.0',
      expired: '5.0',
      balance: plus(lastDay.balance, -5),
    });
    const { rows } = await t.database.pool.query(
      'select unused, carried, forfeited, expires_on::text as "expiresOn" from leave_carry_forwards where employee_id = $1',
      [id],
    );
    expect(rows).toEqual([
      { unused: '5.0', carried: '5.0', forfeited: '0.0', expiresOn: '2026-04-01' },
    ]);
  });

  it('brings in an XLSX whose cells are numbers, the type named by its name', async () => {
    const id = await person('IMP-3');
    const before = await balanceOf(id, 'AL');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Balances');
    sheet.addRow([...leaveBalanceImportColumns]);
    sheet.addRow(['IMP-3', 'Annual leave', 2.5, 1, 0.5, 'Long service']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('balances.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 1 });
    expect(figures(await balanceOf(id, 'AL'))).toEqual({
      carriedForward: '2.5',
      expired: '0.0',
      adjusted: '-0.5',
      taken: '0.0',
      balance: plus(before.balance, 2.5 - 1 + 0.5),
    });
  });

  it('replaces what an earlier import wrote, and keeps adjustments made by hand', async () => {
    const id = await person('IMP-4');
    const before = await balanceOf(id, 'AL');
    const file = csv('IMP-4,AL,3,2,1.5,Bonus days');
    expect((await upload('first.csv', file)).statusCode).toBe(200);
    const once = await balanceOf(id, 'AL');
    expect(once).toMatchObject({ carriedForward: '3.0', adjusted: '-0.5' });
    // The same file again counts nothing twice.
    expect((await upload('again.csv', file)).statusCode).toBe(200);
    expect(figures(await balanceOf(id, 'AL'))).toEqual(figures(once));

    const byHand = await call('POST', `/leaves/balances/${id}/adjustments`, {
      leaveTypeId: once.leaveType.id,
      days: 1,
      reason: 'Volunteering day',
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    // A reason typed by hand cannot pass for an imported one, which a later import would remove.
    const posing = await call('POST', `/leaves/balances/${id}/adjustments`, {
      leaveTypeId: once.leaveType.id,
      days: 1,
      reason: 'Balance import: not really',
    });
    expect(posing.statusCode).toBe(400);
    expect(posing.json().field).toBe('reason');

    // A corrected file: the adjustments it wrote before are gone, the one by hand stays.
    expect((await upload('corrected.csv', csv('IMP-4,AL,2,,,'))).statusCode).toBe(200);
    expect(figures(await balanceOf(id, 'AL'))).toEqual({
      carriedForward: '2.0',
      expired: '0.0',
      adjusted: '1.0',
      taken: '0.0',
      balance: plus(before.balance, 2 + 1),
    });
    // Brought forward left empty keeps what was carried.
    expect((await upload('taken.csv', csv('IMP-4,AL,,1,,'))).statusCode).toBe(200);
    expect(await balanceOf(id, 'AL')).toMatchObject({
      carriedForward: '2.0',
      adjusted: '0.0',
      balance: plus(before.balance, 2),
    });
  });

  it('writes nothing from a file with one bad row, naming its row and column', async () => {
    const id = await person('IMP-5');
    const before = await balanceOf(id, 'AL');
    const res = await upload('one-bad.csv', csv('IMP-5,AL,3,1,,', 'IMP-5,SL,2..5,,,'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'file',
      message: 'file: the file has 1 problem; nothing was imported',
      data: {
        problems: [
          {
            row: 3,
            field: 'broughtForward',
            message: 'Enter 0 or more days, such as 3 or 2.5, with at most one decimal place',
          },
        ],
      },
    });
    expect(figures(await balanceOf(id, 'AL'))).toEqual(figures(before));
  });

  it('refuses unknown people and types, negative or finer days, twice the same row, and figures a type cannot hold', async () => {
    const id = await person('IMP-6');
    const before = await balanceOf(id, 'AL');
    // Its days carried into 2026 lapsed on 1 February, before today.
    const shortType = await call('POST', '/leaves/types', {
      name: 'Short carry leave',
      code: 'SCL',
      paid: true,
      entitlementRule: 'fixed',
      fixedDays: 5,
      carryForwardLimit: 5,
      carryForwardExpiryMonths: 1,
    });
    expect(shortType.statusCode, shortType.body).toBe(201);
    const res = await upload(
      'bad.csv',
      csv(
        'NOPE-1,AL,1,,,',
        'IMP-6,XYZ,1,,,',
        'IMP-6,AL,-2,,,',
        'IMP-6,SL,,1,,',
        'IMP-6,sl,,2,,',
        'IMP-6,ML,5,,,',
        'IMP-6,HL,,,3,',
        'IMP-6,ECL,,1.25,,',
        'IMP-6,NPL,,4,,',
        'IMP-6,CCL,,,0,Nothing',
        'IMP-6,SCL,2,1,,',
        ',,,,,',
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.problems).toEqual([
      { row: 2, field: 'employeeNumber', message: 'No employee has the number NOPE-1' },
      { row: 3, field: 'leaveType', message: 'No leave type has the code or name XYZ' },
      {
        row: 4,
        field: 'broughtForward',
        message: 'Enter 0 or more days, such as 3 or 2.5, with at most one decimal place',
      },
      { row: 6, field: 'leaveType', message: 'IMP-6 and sl are on row 5 too' },
      {
        row: 7,
        field: 'broughtForward',
        message:
          'Maternity leave has no yearly balance: it is counted per child from leave requests',
      },
      { row: 8, field: 'reason', message: 'Say why the balance is adjusted' },
      {
        row: 9,
        field: 'takenBeforeMovingIn',
        message: 'Enter 0 or more days, such as 3 or 2.5, with at most one decimal place',
      },
      {
        row: 10,
        field: 'takenBeforeMovingIn',
        message: 'No-pay leave has no balance: it is taken as needed',
      },
      { row: 11, field: 'adjustment', message: 'Enter a number other than 0, or leave it empty' },
      {
        row: 12,
        field: 'broughtForward',
        message:
          'Short carry leave carried into this leave year lapsed on 02/01/2026: enter any days still due as an adjustment',
      },
    ]);
    expect(figures(await balanceOf(id, 'AL'))).toEqual(figures(before));
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from leave_adjustments where employee_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses a file that lacks a column, or holds no figures', async () => {
    const lacking = await upload(
      'short.csv',
      'employeeNumber,leaveType,broughtForward\nIMP-1,AL,1\n',
    );
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json()).toMatchObject({
      field: 'file',
      message: 'file: the header row lacks the column(s) takenBeforeMovingIn, adjustment, reason',
    });
    const empty = await upload('empty.csv', csv('IMP-1,AL,,,,'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('file: the file has no balances filled in');
  });

  it("reaches only the importing organisation's people, whatever numbers the file names", async () => {
    const theirs = await person('OTH-1', other);
    const sameNumber = await person('IMP-7', other);
    const ours = await person('IMP-7');
    const oursBefore = await balanceOf(ours, 'AL');

    const refused = await upload('theirs.csv', csv('OTH-1,AL,5,,,'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.problems).toEqual([
      { row: 2, field: 'employeeNumber', message: 'No employee has the number OTH-1' },
    ]);
    expect(await balanceOf(theirs, 'AL', '2026-02-10', other)).toMatchObject({
      carriedForward: '0.0',
      adjusted: '0.0',
    });

    // The other organisation's own import of a number both have changes its person only.
    const moved = await upload('mine.csv', csv('IMP-7,AL,4,1,,'), other);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await balanceOf(sameNumber, 'AL', '2026-02-10', other)).toMatchObject({
      carriedForward: '4.0',
      adjusted: '-1.0',
    });
    expect(figures(await balanceOf(ours, 'AL'))).toEqual(figures(oursBefore));
  });

  it('keeps the import to admins and to assistants given the leave section', async () => {
    const assistant = async (email: string, preventAccess: string[]) => {
      const created = await call('POST', '/organization/asst-admin', {
        name: 'Leave Assistant',
        email,
        password: 'Assist@2026',
        preventAccess,
      });
      expect(created.statusCode, created.body).toBe(201);
      return signIn(t.app, {
        url: '/api/v1/auth/login',
        payload: { email, password: 'Assist@2026' },
      });
    };
    const kept = await assistant('kept.out@tembusu.example', ['/leaves']);
    const template = await call('GET', '/leaves/balances/import/template', undefined, kept);
    expect(template.statusCode).toBe(403);
    expect(template.json().message).toBe(
      'Your administrator has not given you access to this section',
    );
    const importing = await upload('kept.csv', csv('IMP-1,AL,9,,,'), kept);
    expect(importing.statusCode).toBe(403);

    const letIn = await assistant('let.in@tembusu.example', []);
    expect(
      (await call('GET', '/leaves/balances/import/template', undefined, letIn)).statusCode,
    ).toBe(200);
    const id = await person('IMP-8');
    const imported = await upload('assistant.csv', csv('IMP-8,AL,1.5,,,'), letIn);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await balanceOf(id, 'AL')).carriedForward).toBe('1.5');

    expect((await upload('staff.csv', csv('IMP-8,AL,9,,,'), staff)).statusCode).toBe(403);
    expect((await balanceOf(id, 'AL')).carriedForward).toBe('1.5');
  });
});
