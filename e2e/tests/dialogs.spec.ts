import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import type { ApiClient } from '../support/api.js';
import { successDialog } from '../support/pages.js';

// The success dialog is one dialog in the brand's colours with its button, and never shows empty.
// Marking a payroll paid is for good, so this file pays a month of 2024, which no other spec
// reads: a month with no payroll yet, one employee on it.
const year = 2024;

type Generation = { id: string; state: string; payrollId: string | null };
type Candidate = { employeeId: string; name: string; excludedReason: string | null };

/** A confirmed payroll of a 2024 month no payroll pays yet, with one employee on it. */
async function confirmedPayroll(api: ApiClient): Promise<string> {
  const { items } = await api.data<{ items: { id: string; month: number; status: string }[] }>(
    'GET',
    `/payroll?year=${year}&pageSize=100`,
  );
  const waiting = items.find((item) => item.status === 'confirmed');
  if (waiting) return waiting.id;
  const month = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
    (m) => !items.some((item) => item.month === m),
  );
  if (!month) throw new Error(`Every month of ${year} has a payroll`);
  const { candidates } = await api.data<{ candidates: Candidate[] }>(
    'GET',
    `/payroll/generate/candidates?year=${year}&month=${month}`,
  );
  const someone = candidates.find(
    (c) => c.excludedReason === null && !['Tan Wei Ming', 'Priya Nair'].includes(c.name),
  );
  if (!someone) throw new Error(`Nobody can be paid in ${month}/${year}`);
  let generation = await api.data<Generation>('POST', '/payroll/generate', {
    year,
    month,
    dateOfPayment: `${year}-${String(month).padStart(2, '0')}-25`,
    employeeIds: [someone.employeeId],
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
  return generation.payrollId;
}

/**
 * Watches the page's dialogs on every frame and counts each frame a dialog was drawn with no text
 * besides its buttons: a dialog a person would see empty, if only while it fades.
 */
async function watchForEmptyDialogs(page: Page) {
  await page.evaluate(() => {
    const seen = { empty: 0 };
    (window as unknown as { emptyDialogs: typeof seen }).emptyDialogs = seen;
    const look = () => {
      for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
        const copy = dialog.cloneNode(true) as HTMLElement;
        for (const button of copy.querySelectorAll('button')) button.remove();
        const box = dialog.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && !copy.textContent?.trim()) seen.empty += 1;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { emptyDialogs: { empty: number } }).emptyDialogs.empty,
    );
}

test('Mark as Paid asks in the brand colour, then says so in one dialog that is never empty', async ({
  adminPage: page,
  adminApi,
}) => {
  const payrollId = await confirmedPayroll(adminApi);
  await page.goto(`/payroll/${payrollId}`);
  await expect(page.getByRole('heading', { name: /^Summary of Payroll #\d+$/ })).toBeVisible();
  const emptyFrames = await watchForEmptyDialogs(page);

  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  const prompt = page.getByRole('dialog', { name: 'Mark as paid' });
  await expect(prompt).toContainText('A paid payroll cannot be changed or deleted.');
  // A step forward, not a delete: the brand's colour, not red.
  const markPaid = prompt.getByRole('button', { name: 'Mark as Paid' });
  expect(await markPaid.getAttribute('style')).toContain('--mantine-color-tembusu-filled');
  await markPaid.click();

  const success = successDialog(page);
  await expect(success).toContainText('Payroll marked as paid');
  await expect(success.getByRole('button', { name: 'OK' })).toBeVisible();
  expect(await success.getByRole('button', { name: 'OK' }).getAttribute('style')).toContain(
    '--mantine-color-tembusu-filled',
  );
  // The question has gone once the answer shows: one dialog, not two stacked.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // It closes itself after a moment, and nothing is left behind.
  await expect(success).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Paid: its payslips can no longer be changed.')).toBeVisible();
  expect(await emptyFrames()).toBe(0);
});

test('every success dialog has the same look and its button', async ({ adminPage: page }) => {
  // The payroll settings, saved as they are: the dialog any form shows after a save.
  await page.goto('/payroll/setting');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const success = successDialog(page);
  await expect(success).toBeVisible();
  const ok = success.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  expect(await ok.getAttribute('style')).toContain('--mantine-color-tembusu-filled');
  // Without OK it still closes itself after a moment.
  await expect(success).toBeHidden();
});
