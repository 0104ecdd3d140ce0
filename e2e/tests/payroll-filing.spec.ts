import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { chooseOption, successDialog } from '../support/pages.js';
import { confirmedPayrollInFreeMonth } from '../support/payroll.js';

// The CPF and bank files of a confirmed payroll. This file pays months of 2027, which no other
// spec reads, so the advice codes and payslips it makes are its own (the statutory tables start
// in 2024, so no earlier year can be paid).
const year = 2027;
const monthNames = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');

async function firstBytes(download: Download, count: number): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, count).toString('ascii');
}

test('sets the filing settings and downloads the CPF EZPay and DBS files of a confirmed payroll', async ({
  adminPage: page,
  adminApi,
}) => {
  // A few people, paid by GIRO or not.
  const payroll = await confirmedPayrollInFreeMonth(adminApi, year, (payable) =>
    payable.slice(0, 6),
  );

  await page.goto('/payroll/setting');
  await page.getByRole('link', { name: 'Filing' }).click();
  await expect(page.getByRole('heading', { name: 'Filing settings' })).toBeVisible();
  await expect(page.getByText('202612345K')).toBeVisible();
  await page.getByRole('textbox', { name: 'Payment type' }).fill('PTE');
  await page.getByRole('textbox', { name: 'Serial' }).fill('01');
  await chooseOption(page, 'Bank', 'DBS (IDEAL)');
  await page.getByRole('textbox', { name: 'Debit account number' }).fill('012-345678-9');
  await page.getByRole('textbox', { name: 'Organisation ID' }).fill('TEMBUSU01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('The filing settings have been saved.');

  await page.goto(`/payroll/${payroll.id}`);
  const filing = page.getByRole('region', { name: 'Filing' });
  await expect(filing).toBeVisible();

  const cpfDownload = page.waitForEvent('download');
  await filing.getByRole('button', { name: 'CPF EZPay file' }).click();
  const cpf = await cpfDownload;
  const monthPaid = `${monthNames[payroll.month - 1]}${year}`;
  expect(cpf.suggestedFilename()).toMatch(new RegExp(`^202612345KPTE01${monthPaid}\\d\\d\\.DTL$`));
  expect(await firstBytes(cpf, 17)).toBe('F 202612345KPTE01');

  const bankButton = filing.getByRole('button', { name: 'Bank file (DBS)' });
  await expect(bankButton).toBeVisible();
  await expect(filing).toContainText(/DBS_UFF_SAL_\d{8}_01\.csv/);
  const bankDownload = page.waitForEvent('download');
  await bankButton.click();
  const bank = await bankDownload;
  expect(bank.suggestedFilename()).toMatch(/^DBS_UFF_SAL_\d{8}_01\.csv$/);
  expect(await firstBytes(bank, 7)).toBe('HEADER,');
});
