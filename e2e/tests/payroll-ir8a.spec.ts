import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import type { ApiClient } from '../support/api.js';
import { chooseOption, mainNavigation, successDialog } from '../support/pages.js';
import {
  confirmPayroll,
  generatePayroll,
  type ListedPayroll,
  payrollCandidates,
} from '../support/payroll.js';

// The IR8A returns of a year: the IRAS settings, the AIS file and an employee's IR8A form. IR8A
// counts a payroll in the year it is paid, so this file pays December 2027 on 5 January 2028:
// 2028 is a year no other spec pays in (the statutory tables end with 2027, so no later month can
// be paid), and payroll-filing.spec takes 2027's months from January, the first free one a run.
// The demo's people have no address, which a return needs: they are given one first.
const year = 2028;

/** The December 2027 payroll paid in January 2028: an earlier attempt's, or a new one. */
async function paidInJanuary(api: ApiClient): Promise<string> {
  const { items } = await api.data<{ items: ListedPayroll[] }>(
    'GET',
    '/payroll?year=2027&pageSize=100',
  );
  const december = items.find((p) => p.kind === 'regular' && p.month === 12);
  if (december) {
    if (december.status === 'draft') await confirmPayroll(api, december.id);
    return december.id;
  }
  const { payable } = await payrollCandidates(api, 2027, 12);
  const id = await generatePayroll(api, {
    year: 2027,
    month: 12,
    dateOfPayment: '2028-01-05',
    employeeIds: payable
      .filter((c) => c.name !== 'Tan Wei Ming' && c.name !== 'Priya Nair')
      .slice(-2)
      .map((c) => c.employeeId),
  });
  await confirmPayroll(api, id);
  return id;
}

type Ir8aRow = { employeeId: string; name: string; problems: string[] };

async function contentOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test('sets the IRAS settings, then downloads the AIS file and an IR8A form of the year', async ({
  adminPage: page,
  adminApi,
}) => {
  await paidInJanuary(adminApi);
  const { rows } = await adminApi.data<{ rows: Ir8aRow[] }>('GET', `/payroll/ir8a?year=${year}`);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    const { personal } = await adminApi.data<{ personal: Record<string, unknown> }>(
      'GET',
      `/employee/${row.employeeId}`,
    );
    await adminApi.send('PUT', `/employees/${row.employeeId}/personal-details`, {
      ...personal,
      address: 'Blk 123 Ang Mo Kio Avenue 3 #05-67',
      postalCode: '560123',
    });
  }

  await page.goto('/payroll/setting/filing');
  await expect(page.getByRole('heading', { name: 'Filing settings' })).toBeVisible();
  await chooseOption(page, 'IRAS ID type', 'UEN of a local company (ROC)');
  await page.getByRole('textbox', { name: 'Authorised person' }).fill('Aisha Rahman');
  await page.getByRole('textbox', { name: 'Designation' }).fill('HR Director');
  await page.getByRole('textbox', { name: 'Telephone' }).fill('+65 6123 4567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('aisha.rahman@tembusu.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('The filing settings have been saved.');

  await page.goto('/payroll');
  await mainNavigation(page).getByRole('link', { name: 'IR8A', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'IR8A' })).toBeVisible();
  // The year picker offers next year back; a later year is asked for by its address.
  await page.goto(`/payroll/ir8a?year=${year}`);
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
  const table = page.getByRole('table', { name: `IR8A ${year}` });
  for (const row of rows) {
    await expect(table.getByRole('row').filter({ hasText: row.name })).toContainText('Ready');
  }

  const aisDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download AIS file' }).click();
  await page.getByRole('menuitem', { name: 'Original' }).click();
  const ais = await aisDownload;
  expect(ais.suggestedFilename()).toBe(`IR8A_202612345K_${year}.xml`);
  const xml = (await contentOf(ais)).toString('utf8');
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="no"\?>\n<IR8A /);
  expect(xml).toContain(`<BasisYear>${year}</BasisYear>`);
  expect(xml).toContain('<BatchIndicator>O</BatchIndicator>');
  expect(xml).toContain('<AuthorisedPersonName>Aisha Rahman</AuthorisedPersonName>');
  expect(xml).toContain('<NoOfRecords>2</NoOfRecords>');
  const names = [...xml.matchAll(/<NameLine1 xmlns="[^"]+">([^<]+)<\/NameLine1>/g)].map(
    (match) => match[1],
  );
  expect(names.sort()).toEqual(rows.map((row) => row.name).sort());
  const amounts = [...xml.matchAll(/<Amount xmlns="[^"]+">(\d+)<\/Amount>/g)].map((match) =>
    Number(match[1]),
  );
  const total = Number(/<TotalPayment>(\d+)<\/TotalPayment>/.exec(xml)?.[1]);
  expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
  expect(total).toBeGreaterThan(0);

  const [first] = rows;
  const formDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `IR8A PDF of ${first?.name}` }).click();
  const form = await formDownload;
  expect(form.suggestedFilename()).toMatch(new RegExp(`^IR8A_${year}_EMP-\\d{4}\\.pdf$`));
  expect((await contentOf(form)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
