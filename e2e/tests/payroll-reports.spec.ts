import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import { chooseOption, mainNavigation } from '../support/pages.js';
import { payslipsOf, sharedPayroll } from '../support/payroll.js';

// The year-to-date report and the staff payslips read confirmed payrolls only. The demo
// organisation has none, so this file confirms one of its own for March 2026 through the API
// (other payroll specs use October to December).
const year = 2026;
const month = 3;
const staffName = 'Tan Wei Ming'; // employee@tembusu.example
const csvHeader =
  'Employee Name,Employee Number,NRIC/FIN,Date Joined,Date Left,Department,Payslips,Gross Pay,Non-taxable Reimbursements,OW subject to CPF,AW subject to CPF,Employee CPF,Employer CPF,CDAC,ECF,MBMF,SINDA,Community Funds,SDL,Net Pay';

/** The people paid in the March payroll: the staff account's employee and four others. */
let paid: string[] = [];

// A failed test starts a new worker, which runs this again and finds the payroll made before.
test.beforeAll(async ({ adminApi }) => {
  const payrollId = await sharedPayroll(adminApi, {
    year,
    month,
    status: 'confirmed',
    paying: staffName,
    others: 4,
    dateOfPayment: '2026-03-27',
  });
  paid = (await payslipsOf(adminApi, payrollId)).map((payslip) => payslip.name);
});

test('an admin reads the year to date, exports it and opens an employee', async ({
  adminPage: page,
}) => {
  await page.getByRole('link', { name: 'YTD Summary Report' }).click();
  await expect(page).toHaveURL(/\/payroll\/ytd-summary-report/);
  await chooseOption(page, 'Year', String(year));
  const table = page.getByRole('table', { name: `YTD summary ${year}` });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Employee',
    'Employee No.',
    'Department',
    'Payslips',
    'Gross Pay',
    'Reimb.',
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
    await expect(cells.nth(0)).toContainText(
      /(NRIC|FIN) [STFGM]\d{7}[A-Z]Joined \d{2}\/\d{2}\/\d{4}/,
    );
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

test('an employee opens their payslip and downloads it as a PDF', async ({ staffPage: page }) => {
  await mainNavigation(page).getByRole('link', { name: 'Payslips' }).click();
  await expect(page).toHaveURL(/\/staff-payslip$/);
  const list = page.getByRole('table', { name: 'Payslips' });
  const march = list.getByRole('row', { name: /Mar 2026/ });
  await expect(march).toContainText('03/27/2026');
  await expect(march.getByRole('cell').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await march.getByRole('link', { name: 'Mar 2026' }).click();

  await expect(page).toHaveURL(/\/staff-payslip\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: /^Payslip PS-\d+$/ })).toBeVisible();
  await expect(page.getByText(`${staffName} (EMP-0001)`)).toBeVisible();
  const facts = page.getByRole('region', { name: 'Payslip details' });
  await expect(facts).toContainText('03/01/2026 – 03/31/2026');
  await expect(facts).toContainText(/\d+ of \d+ working days/);
  await expect(facts).toContainText('03/27/2026');
  const lines = page.getByRole('table', { name: 'Payslip lines' });
  await expect(lines.getByRole('row', { name: /Basic salary/ })).toContainText('$');
  await expect(lines.getByRole('row', { name: 'Deductions', exact: true })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Employee CPF/ })).toContainText('-$');
  await expect(lines.getByRole('row', { name: 'Net Pay' })).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('table', { name: 'Year to date' })).toContainText('Net pay');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payslip-PS-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

// December 2025 is paid by no other spec: confirming it settles the year of those it pays.
test('an admin reads the CPF year-end settlement once December is paid, and exports it', async ({
  adminApi,
  adminPage: page,
}) => {
  await sharedPayroll(adminApi, {
    year: 2025,
    month: 12,
    status: 'confirmed',
    paying: staffName,
    others: 2,
    dateOfPayment: '2025-12-26',
  });
  await page.getByRole('link', { name: 'CPF year-end' }).click();
  await expect(page).toHaveURL(/\/payroll\/cpf-year-end/);
  await chooseOption(page, 'Year', '2025');
  const table = page.getByRole('table', { name: 'CPF year-end 2025' });
  const row = table.getByRole('row', { name: new RegExp(staffName) });
  await expect(row).toContainText('Dec (year end)');
  await expect(row.getByRole('cell').last()).toHaveText(
    /^(Top up|Claim refund|Nothing to settle)$/,
  );
  await expect(page.getByText('Top-ups to pay')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cpf-year-end-2025.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toMatch(
    /^Employee Name,Employee Number,NRIC\/FIN,Worked Out Through,/,
  );
  expect(csv).toContain(`${staffName},EMP-0001,`);
  expect(csv).toContain('Dec 2025');
});
