import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The year-to-date report and the staff payslips read confirmed payrolls only. The demo
// organisation has none, so this file confirms one of its own for March 2026 through the API
// (other payroll specs use October to December).
const year = 2026;
const month = 3;
const staffName = 'Tan Wei Ming'; // employee@tembusu.example
const csvHeader =
  'Employee Name,Employee Number,Department,Payslips,Gross Pay,Ordinary Wages,Additional Wages,Employee CPF,Employer CPF,Community Funds,SDL,Net Pay';

const passwordField = (page: Page) => page.locator('input').and(page.getByLabel('Password'));

type Envelope<T> = { statusCode: number; message: string; data: T };
type Candidate = { employeeId: string; name: string; excludedReason: string | null };

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()}: ${body.message}`).toBe(true);
  return body.data;
}

/** The people paid in the March payroll: the staff account's employee and four others. */
let paid: string[] = [];

/**
 * Confirms a March payroll, or finds the one an earlier attempt in this run confirmed (a failed
 * test starts a new worker, which runs this again).
 */
test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await data<{ access_token: string }>(
    await api.post('/api/v1/auth/login', {
      data: { email: 'admin@tembusu.example', password: 'Demo@2026' },
    }),
  );
  const headers = { authorization: `Bearer ${login.access_token}` };

  const { items } = await data<{ items: { id: string; month: number; status: string }[] }>(
    await api.get(`/api/v1/payroll?year=${year}&pageSize=100`, { headers }),
  );
  const done = items.find((item) => item.month === month && item.status === 'confirmed');
  if (done) {
    const summary = await data<{ rows: { name: string }[] }>(
      await api.get(`/api/v1/payroll/${done.id}/summary`, { headers }),
    );
    paid = summary.rows.map((row) => row.name);
    await api.dispose();
    return;
  }

  const { candidates } = await data<{ candidates: Candidate[] }>(
    await api.get(`/api/v1/payroll/generate/candidates?year=${year}&month=${month}`, { headers }),
  );
  const payable = candidates.filter((c) => c.excludedReason === null);
  const staff = payable.find((c) => c.name === staffName);
  if (!staff) throw new Error(`${staffName} cannot be paid in March`);
  const chosen = [...payable.filter((c) => c !== staff).slice(0, 4), staff];
  paid = chosen.map((c) => c.name);

  let generation = await data<{ id: string; state: string; payrollId: string | null }>(
    await api.post('/api/v1/payroll/generate', {
      headers,
      data: {
        year,
        month,
        dateOfPayment: '2026-03-27',
        employeeIds: chosen.map((c) => c.employeeId),
      },
    }),
  );
  await expect
    .poll(
      async () => {
        generation = await data(
          await api.get(`/api/v1/payroll/generations/${generation.id}`, { headers }),
        );
        return generation.state;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
  await data(await api.post(`/api/v1/payroll/${generation.payrollId}/confirm`, { headers }));
  await api.dispose();
});

test('an admin reads the year to date, exports it and opens an employee', async ({ page }) => {
  await page.goto('/session/signin');
  await page.getByLabel('Email').fill('admin@tembusu.example');
  await passwordField(page).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'YTD Summary Report' }).click();
  await expect(page).toHaveURL(/\/payroll\/ytd-summary-report/);
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  const table = page.getByRole('table', { name: `YTD summary ${year}` });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Employee',
    'Employee No.',
    'Department',
    'Payslips',
    'Gross Pay',
    'OW',
    'AW',
    'Employee CPF',
    'Employer CPF',
    'Community Funds',
    'SDL',
    'Net Pay',
  ]);
  const total = table.getByRole('row', { name: 'Total' });
  await expect(total).toContainText(/Total \(\d+ employees?\)/);
  await expect(total.getByRole('cell').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);

  // Each employee paid in March is in the report, with a payslip and money as dollars.
  for (const name of paid) {
    await page.getByRole('textbox', { name: 'Search employees' }).fill(name);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^[1-9]\d*$/);
    await expect(cells.nth(4)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ytd-summary-${year}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toBe(csvHeader);
  expect(csv).toContain(staffName);

  await table.getByRole('link', { name: staffName }).click();
  await expect(page).toHaveURL(
    new RegExp(`/payroll/ytd-summary-report/[0-9a-f-]+\\?year=${year}$`),
  );
  await expect(page.getByRole('heading', { name: `${staffName} · ${year}` })).toBeVisible();
  const months = page.getByRole('table', { name: 'Month by month' });
  await expect(months.getByRole('row', { name: /Mar 2026/ })).toContainText('03/27/2026');
  await expect(months.getByRole('row', { name: 'Total' })).toContainText('$');
  const items = page.getByRole('table', { name: 'By pay item' });
  await expect(items.getByRole('row', { name: /Basic salary/ })).toContainText('$');
  await expect(items.getByRole('row', { name: /Total Wages/ })).toBeVisible();

  await page.getByRole('link', { name: 'Back to YTD Summary Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/payroll/ytd-summary-report\\?year=${year}$`));
});

test('an employee opens their payslip and downloads it as a PDF', async ({ page }) => {
  await page.goto('/session/signin');
  await page.getByText('Staff', { exact: true }).click();
  await page.getByLabel('Organization ID').fill('DEMO');
  await page.getByLabel('Email').fill('employee@tembusu.example');
  await passwordField(page).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff-dashboard$/);

  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Payslips' })
    .click();
  await expect(page).toHaveURL(/\/staff-payslip$/);
  const list = page.getByRole('table', { name: 'Payslips' });
  const march = list.getByRole('row', { name: /Mar 2026/ });
  await expect(march).toContainText('03/27/2026');
  await expect(march.getByRole('cell').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await march.getByRole('link', { name: 'Mar 2026' }).click();

  await expect(page).toHaveURL(/\/staff-payslip\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: /^Payslip PS-\d+$/ })).toBeVisible();
  await expect(page.getByText(`${staffName} (EMP-0001)`)).toBeVisible();
  await expect(page.getByText('Mar 2026: 03/01/2026 to 03/31/2026')).toBeVisible();
  const lines = page.getByRole('table', { name: 'Payslip lines' });
  await expect(lines.getByRole('row', { name: /Basic salary/ })).toContainText('$');
  await expect(lines.getByRole('row', { name: /Total Wages/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: 'Net Pay' })).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('table', { name: 'Year to date' })).toContainText('Net pay');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payslip-PS-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
