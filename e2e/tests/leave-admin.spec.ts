import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import { type ApiClient, apiOfPage } from '../support/api.js';
import { usDate } from '../support/dates.js';
import { addLeaveEmployee, leaveTypeId, workingDaysThisYear } from '../support/leave.js';
import {
  chooseOption,
  mainNavigation,
  PagedTable,
  successDialog,
  typeDate,
} from '../support/pages.js';

// The admins' leave screens: types, settings, balances, leave recorded on someone's behalf and an
// employee's Leave tab. Types and settings are the organisation's, which every test shares, so
// those tests sign up an organisation of their own; the others make an employee of their own (see
// support/leave.ts), so the figures they read move only by what the test does.

type Balance = {
  leaveType: { name: string };
  entitlement: string | null;
  earned: string | null;
  carriedForward: string;
  expired: string;
  adjusted: string;
  taken: string;
  pending: string;
  balance: string | null;
  available: string | null;
};

/** "4.0" → "4", as the screens show a figure of days. */
const figure = (days: string | null) => (days === null ? '—' : String(Number(days)));

async function annualLeaveOf(api: ApiClient, employeeId: string): Promise<Balance> {
  const { balances } = await api.data<{ balances: Balance[] }>(
    'GET',
    `/leaves/balances/${employeeId}`,
  );
  const annual = balances.find((b) => b.leaveType.name === 'Annual leave');
  if (!annual) throw new Error('No annual leave balance');
  return annual;
}

test('an admin adds a company leave type, edits it and deletes it', async ({
  newOrganisationPage: page,
}) => {
  await mainNavigation(page).getByRole('link', { name: 'Leave types' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-types$/);
  const types = new PagedTable(page, 'Leave types');
  // The statutory types are there from the start, and cannot be deleted.
  const annual = await types.findRow('Annual leave');
  await expect(annual).toContainText('Statutory');
  await expect(annual.getByRole('button', { name: 'Delete Annual leave' })).toHaveCount(0);

  await page.getByRole('link', { name: 'New leave type' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-types\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Volunteer leave');
  await page.getByRole('textbox', { name: 'Code' }).fill('vol');
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue('VOL');
  await page.getByLabel('Days a year').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave type has been saved');
  await expect(page).toHaveURL(/\/leaves\/leaves-types$/);

  const added = await types.findRow('Volunteer leave');
  await expect(added.getByRole('cell')).toHaveText([
    'VOL',
    'Volunteer leave',
    'Paid',
    '2 days a year',
    'None',
    'Active',
    '',
  ]);

  await added.getByRole('link', { name: 'Edit Volunteer leave' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-types\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit leave type' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Volunteer leave');
  await page.getByRole('textbox', { name: 'Name' }).fill('Community service leave');
  await page.getByLabel('Days a year').fill('3.5');
  await page.getByRole('switch', { name: 'Paid leave' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave type has been saved');

  const edited = await types.findRow('Community service leave');
  await expect(edited).toContainText('Unpaid');
  await expect(edited).toContainText('3.5 days a year');

  await edited.getByRole('button', { name: 'Delete Community service leave' }).click();
  const prompt = page.getByRole('dialog', { name: 'Delete leave type' });
  await expect(prompt).toContainText(
    'Deleting leave type Community service leave Are you sure you want to proceed?',
  );
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Leave type has been deleted')).toBeVisible();
  const api = await apiOfPage(page);
  const left = await api.data<{ code: string }[]>('GET', '/leaves/types');
  expect(left.map((type) => type.code)).not.toContain('VOL');
});

test('leave settings are kept after a reload, and put back', async ({
  newOrganisationPage: page,
}) => {
  await mainNavigation(page).getByRole('link', { name: 'Leave settings' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-setting$/);
  const notice = page.getByRole('textbox', { name: 'Notice' });
  await expect(notice).toHaveValue('0');

  await notice.fill('5');
  await page.getByRole('radio', { name: 'Two levels' }).check();
  await expect(page.getByRole('combobox', { name: 'Second level' })).toHaveValue(
    'Admin or assistant admin',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave settings have been saved');

  await page.reload();
  await expect(notice).toHaveValue('5');
  await expect(page.getByRole('radio', { name: 'Two levels' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'First level' })).toHaveValue(
    'Reporting manager',
  );
  await expect(page.getByRole('combobox', { name: 'Second level' })).toHaveValue(
    'Admin or assistant admin',
  );

  await notice.fill('0');
  await page.getByRole('radio', { name: 'One level' }).check();
  await expect(page.getByRole('combobox', { name: 'Second level' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave settings have been saved');
  await page.reload();
  await expect(notice).toHaveValue('0');
  await expect(page.getByRole('radio', { name: 'One level' })).toBeChecked();
});

test("an admin adjusts an employee's balance with a reason, and exports the balances", async ({
  adminPage: page,
  adminApi,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Ong Siew Ling');
  const before = await annualLeaveOf(adminApi, person.id);

  await mainNavigation(page).getByRole('link', { name: 'Leave balances' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-balances$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(person.name);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: /^Leave balances on / });
  const row = table.getByRole('row').filter({ hasText: person.name });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(`${figure(before.available)} / ${figure(before.entitlement)}`);

  await row.getByRole('button', { name: `Adjust ${person.name}'s balance` }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust leave balance' });
  await expect(dialog).toContainText(person.name);
  await chooseOption(dialog, 'Leave type', 'Annual leave');
  await expect(dialog).toContainText(`Available: ${figure(before.available)} days`);
  await dialog.getByRole('textbox', { name: 'Days' }).fill('1.5');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Days owed for the year-end event');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(successDialog(page)).toContainText('Leave balance has been adjusted');
  const after = Number(before.available) + 1.5;
  await expect(row).toContainText(`${after} / ${figure(before.entitlement)}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leave-balances-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Employee No.,Name,Department,Leave type,Leave year,Entitlement,Earned,Carried forward,Expired,Adjusted,Taken,Pending,Balance,Available',
  );
  const annual = lines.find(
    (line) => line.includes(`,${person.name},`) && line.includes('Annual leave'),
  );
  expect(annual?.split(',').slice(9)).toEqual([
    '1.5',
    '0.0',
    '0.0',
    after.toFixed(1),
    after.toFixed(1),
  ]);

  const downloadingXlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toMatch(/^leave-balances-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});

test("leave recorded on an employee's behalf shows on their Leave tab, and is edited from there", async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const person = await addLeaveEmployee(adminApi, 'Tay Li Ting');
  const annualLeave = await leaveTypeId(adminApi, 'Annual leave');
  const dates = await workingDaysThisYear(
    ({ start, end }) =>
      adminApi.data('POST', '/leaves/requests/preview', {
        employeeId: person.id,
        leaveTypeId: annualLeave,
        startDate: start,
        endDate: end,
      }),
    2,
  );
  const before = await annualLeaveOf(adminApi, person.id);

  await page.goto('/leaves/leaves-summary');
  await page.getByRole('link', { name: 'New leave request' }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-summary\/create$/);
  await page.getByRole('combobox', { name: 'Employee' }).fill(person.name);
  await page.getByRole('option', { name: person.name }).click();
  await chooseOption(page, 'Leave type', 'Annual leave');
  await typeDate(page.getByLabel('Start date'), usDate(dates.start));
  const preview = page.getByRole('status', { name: 'Preview' });
  await expect(preview).toContainText('Counts 1 day');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been submitted');
  await expect(page).toHaveURL(/\/leaves\/leaves-summary$/);

  // The Leave tab: the balances, the taken day among them, and the request, approved already.
  await page.goto(`/employees/${person.id}/leave-details`);
  const balances = page.getByRole('region', { name: 'Leave balances' });
  const annualRow = balances.getByRole('row').filter({ hasText: 'Annual leave' });
  const taken = (days: number) => [
    'Annual leave',
    figure(before.entitlement),
    figure(before.earned),
    figure(before.carriedForward),
    figure(before.expired),
    figure(before.adjusted),
    String(days),
    '0',
    String(Number(before.balance) - days),
    String(Number(before.available) - days),
  ];
  await expect(annualRow.getByRole('cell')).toHaveText(taken(1));
  await expect(balances.getByRole('row').filter({ hasText: 'No-pay leave' })).toContainText(
    'No limit',
  );
  const requests = page.getByRole('region', { name: 'Leave requests' });
  const request = requests.getByRole('row').filter({ hasText: usDate(dates.start) });
  await expect(request).toContainText('Annual leave');
  await expect(request).toContainText('Approved');

  // Approved and not yet begun, it can still be changed: a second day.
  await request.getByRole('link', { name: usDate(dates.start) }).click();
  await expect(page).toHaveURL(/\/leaves\/leaves-summary\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit leave request' })).toBeVisible();
  await typeDate(page.getByLabel('End date'), usDate(dates.end));
  await expect(preview).toContainText('Counts 2 days');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been saved');
  await expect(page).toHaveURL(/\/leaves\/leaves-summary\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Days counted').locator('..')).toContainText('2 days');

  await page.goto(`/employees/${person.id}/leave-details`);
  await expect(annualRow.getByRole('cell')).toHaveText(taken(2));
});
