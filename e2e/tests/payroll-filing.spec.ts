import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import type { ApiClient } from '../support/api.js';
import { chooseOption, successDialog } from '../support/pages.js';

// The CPF and bank files of a confirmed payroll. This file pays months of 2027, which no other
// spec reads, so the advice codes and payslips it makes are its own (the statutory tables start
// in 2024, so no earlier year can be paid).
const year = 2027;
const monthNames = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');

type Generation = { id: string; state: string; payrollId: string | null };
type Candidate = { employeeId: string; excludedReason: string | null };

/** A confirmed payroll of a 2027 month no payroll pays yet, paying a few people by GIRO or not. */
async function confirmedPayroll(api: ApiClient): Promise<{ id: string; month: number }> {
  const { items } = await api.data<{ items: { id: string; month: number; status: string }[] }>(
    'GET',
    `/payroll?year=${year}&pageSize=100`,
  );
  const waiting = items.find((item) => item.status === 'confirmed');
  if (waiting) return { id: waiting.id, month: waiting.month };
  const month = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
    (m) => !items.some((item) => item.month === m),
  );
  if (!month) throw new Error(`Every month of ${year} has a payroll`);
  const { candidates } = await api.data<{ candidates: Candidate[] }>(
    'GET',
    `/payroll/generate/candidates?year=${year}&month=${month}`,
  );
  const people = candidates.filter((c) => c.excludedReason === null).slice(0, 6);
  let generation = await api.data<Generation>('POST', '/payroll/generate', {
    year,
    month,
    dateOfPayment: `${year}-${String(month).padStart(2, '0')}-25`,
    employeeIds: people.map((person) => person.employeeId),
  });
  await expect
    .poll(
      async () => {
        generation = await api.data<Generation>('GET', `/payroll/generations/${generation.id}`);
        return generation.state;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  if (!generation.payrollId) throw new Error('The generation made no payroll');
  await api.data('POST', `/payroll/${generation.payrollId}/confirm`);
  return { id: generation.payrollId, month };
}

async function firstBytes(download: Download, count: number): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, count).toString('ascii');
}

test('sets the filing settings and downloads the CPF EZPay and DBS files of a confirmed payroll', async ({
  adminPage: page,
  adminApi,
}) => {
  const payroll = await confirmedPayroll(adminApi);

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
