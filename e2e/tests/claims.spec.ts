import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import type { ApiClient } from '../support/api.js';
import { chooseOption, SignInPage, successDialog, typeDate } from '../support/pages.js';
import { addStaffEmployee } from '../support/staff.js';

// A claim from receipt to payslip (#17): a person of the test's own sends a transport claim with a
// receipt, the admin approves it, links it to a draft payroll of November 2027 and reads it on the
// payslip; the payroll is deleted at the end, which releases the claim. No other spec pays November
// 2027 (payroll-filing.spec takes 2027's months from January, payroll-ir8a.spec December,
// leave-flow.spec September), it is after the payroll month of any claim sent now, and the
// statutory tables end with 2027.

/** A one-pixel PNG: a receipt as a phone's camera would give it, as far as the upload cares. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** Today in Singapore as the date picker takes it, MM/DD/YYYY. */
function todayInSingapore(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' })
    .format(new Date())
    .split('-');
  return `${month}/${day}/${year}`;
}

async function draftPayrollOfNovember2027(api: ApiClient, employeeId: string): Promise<string> {
  const generation = await api.data<{ id: string }>('POST', '/payroll/generate', {
    year: 2027,
    month: 11,
    dateOfPayment: '2027-11-26',
    employeeIds: [employeeId],
  });
  type Generation = { state: string; payrollId: string | null; error: string | null };
  const progress = () => api.data<Generation>('GET', `/payroll/generations/${generation.id}`);
  await expect
    .poll(async () => (await progress()).state, { timeout: 60_000 })
    .toMatch(/^(completed|failed)$/);
  const done = await progress();
  expect(done.error, 'the generation of November 2027').toBeNull();
  return done.payrollId ?? '';
}

async function sendClaimAsStaff(page: Page, description: string) {
  await page.goto('/staff-claims');
  await page.getByRole('link', { name: 'New claim' }).click();
  await expect(page).toHaveURL(/\/staff-claims\/create$/);
  await chooseOption(page, 'Claim type', /^Transport/);
  await typeDate(page.getByRole('textbox', { name: 'Claim date' }), todayInSingapore());
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('42.50');
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload receipts' }).click();
  await (await chooser).setFiles({
    name: 'taxi-receipt.png',
    mimeType: 'image/png',
    buffer: receiptPng,
  });
  await expect(page.getByRole('button', { name: 'Remove taxi-receipt.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(successDialog(page)).toContainText('Claim has been submitted');
  await expect(page).toHaveURL(/\/staff-claims$/);
}

test('a claim with a receipt is approved, linked to a payroll and paid on the payslip', async ({
  browser,
  adminPage,
  adminApi,
}) => {
  test.setTimeout(150_000);
  const templates = await adminApi.data<{ id: string; name: string }[]>(
    'GET',
    '/payroll/pay-scheme-templates/options',
  );
  const person = await addStaffEmployee(
    adminApi,
    { surname: 'Lau Kai Xin', prefix: 'claimant', code: 'CL', roleTitle: 'Account Executive' },
    {
      // Paid up to the payroll this test makes, like the other specs' people, whose months it
      // leaves alone.
      employmentEndDate: '2027-11-30',
      paySchemeTemplateId: templates.find((t) => t.name === 'Monthly Staff')?.id ?? null,
    },
  );
  const description = `Taxi to the client at one-north, ${person.name}`;

  // The claimant works in a browser of their own, beside the admin's.
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await staff.newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.asStaff(person.account);
  await expect(page).toHaveURL(/\/staff-dashboard$/);
  await sendClaimAsStaff(page, description);
  const { rows } = await adminApi.data<{ rows: { id: string; number: string }[] }>(
    'GET',
    `/claims?search=${encodeURIComponent(person.name)}`,
  );
  const [claim] = rows;
  if (!claim) throw new Error('The claim sent is not among the claims');
  await page.getByRole('link', { name: claim.number }).click();
  await expect(page).toHaveURL(new RegExp(`/staff-claims/${claim.id}$`));
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('taxi-receipt.png').first()).toBeVisible();
  await staff.close();
  const claimId = claim.id;

  // With no reporting manager, the admins decide.
  await adminPage.goto(`/claims/summary/${claimId}`);
  await expect(adminPage.getByText(description)).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  const approving = adminPage.getByRole('dialog', { name: 'Approve claim' });
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expect(successDialog(adminPage)).toContainText('Claim has been approved');
  await expect(adminPage.getByText('Approved', { exact: true }).first()).toBeVisible();

  const payrollId = await draftPayrollOfNovember2027(adminApi, person.id);
  try {
    const { payrollNo } = await adminApi.data<{ payrollNo: number }>(
      'GET',
      `/payroll/${payrollId}/summary`,
    );
    await adminPage.goto('/claims/linkToPayroll');
    await chooseOption(adminPage, 'Payroll', new RegExp(`^#${payrollNo} `));
    await adminPage.getByRole('checkbox', { name: `Choose ${claim.number}` }).check();
    await adminPage.getByRole('button', { name: 'Link to payroll' }).click();
    await expect(successDialog(adminPage)).toContainText('1 claim has been linked to the payroll');

    await adminPage.goto(`/payroll/${payrollId}`);
    await adminPage.getByRole('link', { name: person.name }).click();
    await expect(adminPage).toHaveURL(/\/payslip\/[0-9a-f-]{36}\/view$/);
    const lines = adminPage.getByRole('table', { name: 'Payslip lines' });
    const reimbursed = lines.getByRole('row').filter({ hasText: 'Expense Reimbursement' });
    await expect(reimbursed).toHaveCount(1);
    await expect(reimbursed.getByText('Remarks:')).toHaveText(`Remarks: Claim ${claim.number}`);
    await expect(reimbursed.getByRole('cell').nth(2)).toHaveText('$42.50');
  } finally {
    await adminApi.data('DELETE', `/payroll/${payrollId}`);
  }
});
