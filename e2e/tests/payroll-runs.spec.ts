import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { chooseOption, successDialog } from '../support/pages.js';

// One payroll of the demo organisation, November 2026, generated here and deleted at the end, so
// the spec leaves nothing behind for the others. No other spec pays that month.

const giroHeader = 'Bank Code,Bank Name,Account Number,Account Name,Amount,Reference,Value Date';

/** A payslip line in the editor, by its type code. */
const line = (page: Page, code: string) => page.locator(`tr[data-code="${code}"]`);

test('an admin generates, edits, confirms, downloads and deletes a payroll', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.getByRole('link', { name: 'Payroll list' }).click();
  await expect(page).toHaveURL(/\/payroll\/list$/);

  // Generate: the month, who is paid, then the payment date and the progress.
  await page.getByRole('link', { name: 'Generate Payroll' }).click();
  await expect(page).toHaveURL(/\/payroll\/generate$/);
  await chooseOption(page, 'Month', 'November');
  await chooseOption(page, 'Year', '2026');
  await expect(page.getByText('Pay period 11/01/2026 – 11/30/2026')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Choose Ahmad bin Ismail' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/payroll\/generate-confirm$/);
  await expect(
    page.getByRole('heading', { name: 'Confirm Payroll for November 2026' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Included employees' })).toContainText(
    'Ahmad bin Ismail',
  );
  await expect(page.getByLabel('Payment date')).toHaveValue('11/28/2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('progressbar', { name: 'Payroll generation' })).toBeVisible();
  await page.getByText(/^Finished: \d+ of \d+ payslips$/).waitFor();

  const heading = page.getByRole('heading', { name: /^Summary of Payroll #\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/[0-9a-f-]{36}$/);
  const title = (await heading.textContent()) ?? '';
  const payrollNo = title.replace('Summary of Payroll #', '');
  const summaryUrl = page.url();
  await expect(page.getByText('Nov 2026')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payslips' })).toContainText('Ahmad bin Ismail');

  // A payslip on its own: the itemised payslip with its salary period, every line explained, and
  // the draft's PDF marked as such.
  await page.getByRole('link', { name: 'Ahmad bin Ismail' }).click();
  await expect(page).toHaveURL(/\/payslip\/[0-9a-f-]{36}\/view$/);
  await expect(page.getByText('Draft — not final')).toBeVisible();
  const facts = page.getByRole('region', { name: 'Payslip details' });
  await expect(facts).toContainText('Salary period');
  await expect(facts).toContainText('11/01/2026 – 11/30/2026');
  await expect(facts).toContainText('21 of 21 working days');
  await expect(facts).toContainText('$3,400.00 a month');
  await expect(page.getByRole('table', { name: 'Payslip lines' })).toContainText('Basic pay');
  await expect(page.getByRole('table', { name: 'How each figure is worked out' })).toContainText(
    'Monthly salary',
  );
  const downloadingDraft = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const draftPdf = await readFile(await (await downloadingDraft).path());
  expect(draftPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // Its title says so (the DRAFT mark on its pages is compressed glyph codes, which the
  // server's PDF tests read back).
  expect(draftPdf.toString('latin1')).toMatch(/\(Payslip PS-\d+ \\\(DRAFT\\\)\)/);
  await page.goBack();

  // The editor: a change asks for Update before Confirm.
  await page.getByRole('link', { name: 'Edit Payslips' }).click();
  await expect(page).toHaveURL(/\/edit\?payslipNo=/);
  await page.getByRole('combobox', { name: 'Search employee' }).fill('Ahmad');
  await page.getByRole('option', { name: /^Ahmad bin Ismail/ }).click();
  const payslipHeading = page.getByRole('heading', { name: /^Edit Payslip #/ });
  await expect(payslipHeading).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(line(page, 'M1')).toContainText('Ahmad bin Ismail');

  const confirm = page.getByRole('button', { name: 'Confirm' });
  const update = page.getByRole('button', { name: 'Update' });
  await expect(confirm).toBeEnabled();
  await expect(update).toBeDisabled();
  await expect(line(page, 'M2')).toContainText('$0.00');
  const netPay = (await line(page, 'M7').textContent()) ?? '';

  await page.getByLabel('Absence value').fill('2');
  await expect(confirm).toBeDisabled();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(confirm).toBeEnabled();
  await expect(update).toBeDisabled();
  await expect(line(page, 'M2')).toContainText('-$');
  await expect(line(page, 'M7')).not.toHaveText(netPay);

  await confirm.click();
  await expect(page.getByText('Payroll has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/list$/);

  // Back in the editor, the saved absence is there; then a custom item is added and deleted.
  await page.goto(summaryUrl);
  await page.getByRole('link', { name: 'Edit Payslips' }).click();
  await page.getByRole('combobox', { name: 'Search employee' }).fill('Ahmad');
  await page.getByRole('option', { name: /^Ahmad bin Ismail/ }).click();
  await expect(page.getByLabel('Absence value')).toHaveValue('2');

  await page.getByRole('button', { name: 'Add More Pay Items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add More Pay Items' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await chooseOption(page, /Pay Items/, 'Annual Bonus');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const bonus = line(page, 'M9').filter({ hasText: 'Annual Bonus' });
  await expect(bonus).toBeVisible();
  await expect(confirm).toBeDisabled();

  // An item on the payslip cannot be picked again.
  await page.getByRole('button', { name: 'Add More Pay Items' }).click();
  const payItems = page.getByRole('combobox', { name: /Pay Items/ });
  await payItems.click();
  await expect(page.getByRole('option', { name: 'Annual Bonus' })).toBeDisabled();
  // A click beside the list closes it.
  await dialog.getByRole('heading', { name: 'Add More Pay Items' }).click();
  await expect(page.getByRole('option', { name: 'Annual Bonus' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('button', { name: 'Delete Basic salary' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Annual Bonus' }).click();
  await expect(
    page.getByText('Deleting pay item Annual Bonus Are you sure you want to proceed?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your pay item has been deleted.')).toBeVisible();
  await expect(bonus).toHaveCount(0);

  // The overtime row opens onto its four lines and closes again.
  await expect(line(page, 'M8a')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show overtime details' }).click();
  for (const code of ['M8a', 'M8b', 'M8c', 'M8d']) await expect(line(page, code)).toBeVisible();
  await page.getByRole('button', { name: 'Hide overtime details' }).click();
  await expect(line(page, 'M8a')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/payroll\/list$/);
  const row = page.getByRole('row').filter({ hasText: 'Nov 2026' });
  await expect(row).toContainText(`#${payrollNo}`);
  await expect(row).toContainText('Draft');

  // A draft has no bank or CPF files. Confirmed, it gives the GIRO file and payslip PDFs.
  await row.getByRole('link', { name: `Payroll #${payrollNo}` }).click();
  await expect(heading).toBeVisible();
  const downloadMenu = page.getByRole('button', { name: 'Download', exact: true });
  await expect(downloadMenu).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm Payroll' }).click();
  const success = successDialog(page);
  await expect(success).toContainText('Payroll confirmed');
  await expect(success).toBeHidden();
  await downloadMenu.click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'GIRO file (CSV)',
    'CPF contributions (XLSX)',
    'CPF contributions (CSV)',
  ]);
  const downloadingGiro = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'GIRO file (CSV)' }).click();
  const giro = await downloadingGiro;
  expect(giro.suggestedFilename()).toBe(`giro-payroll-${payrollNo}.csv`);
  const csv = (await readFile(await giro.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe(giroHeader);

  await page.getByRole('link', { name: 'Ahmad bin Ismail' }).click();
  await expect(page).toHaveURL(/\/payslip\/[0-9a-f-]{36}\/view$/);
  const downloadingPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfDownload = await downloadingPdf;
  expect(pdfDownload.suggestedFilename()).toMatch(/^payslip-PS-\d+\.pdf$/);
  const pdf = await readFile(await pdfDownload.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // Confirmed, the payslip is final: no DRAFT in its title.
  expect(pdf.toString('latin1')).toMatch(/\(Payslip PS-\d+\)/);

  // Reopened as a draft, it can be deleted again.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(success).toContainText('Payroll reopened as a draft');
  await expect(success).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirm Payroll' })).toBeVisible();
  await expect(downloadMenu).toHaveCount(0);

  // Deleting the payroll, after the prompt.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`Deleting Payroll #${payrollNo} Are you sure you want to delete?`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payroll has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'Nov 2026' })).toHaveCount(0);
});

test('/payroll opens the payroll list', async ({ adminPage: page }) => {
  await page.goto('/payroll');
  await expect(page).toHaveURL(/\/payroll\/list$/);
  await expect(page.getByRole('heading', { name: 'Payroll List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate Payroll' })).toBeVisible();
});
