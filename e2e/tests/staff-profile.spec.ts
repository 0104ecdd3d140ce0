import { expect, test } from '../fixtures.js';
import { latestMailTo } from '../mailbox.js';
import { demo } from '../support/accounts.js';
import { chooseOption, errorDialog, SignInPage, successDialog } from '../support/pages.js';

// The staff profile (/pages/employee-profile): an employee reads their own record and keeps their
// contact details, address, emergency contact and bank account. Changes are made as Priya Nair
// (demo.otherStaff), whom no other spec reads; Tan Wei Ming's record is only read.

test('a member of staff sees their own record, what they may change and what they may not', async ({
  staffPage: page,
}) => {
  await page.goto('/pages/employee-profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tan Wei Ming', level: 2 })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('button', { name: 'Edit details' })).toBeVisible();

  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal).toContainText('Read only');
  await expect(personal).toContainText('Ask your HR administrator');
  await expect(personal).toContainText('04/12/1990');
  // The identity number shows its last four characters only.
  await expect(personal).toContainText(/NRIC•+\w{4}/);
  await expect(personal.getByRole('textbox')).toHaveCount(0);

  const employment = page.getByRole('region', { name: 'Employment' });
  await expect(employment).toContainText('EMP-0001');
  await expect(employment).toContainText('Software Engineer');
  await expect(employment).toContainText('Engineering');
  await expect(employment).toContainText('Raffles Place HQ');

  const pay = page.getByRole('region', { name: 'Pay' });
  await expect(pay).toContainText('$5,800.00 a month');
  await expect(pay).toContainText('GIRO (bank transfer)');
  await expect(pay.getByRole('button')).toHaveCount(0);
});

test('a member of staff updates their contact details and bank account; the admins are told', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.asStaff(demo.otherStaff);
  await expect(page).toHaveURL(/\/staff-dashboard$/);
  await page.goto('/pages/employee-profile');
  await expect(page.getByRole('heading', { name: 'Priya Nair', level: 2 })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Contact details' });

  // The form checks what it can before sending.
  await form.getByLabel('Phone', { exact: true }).fill('call me maybe');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Phone may hold only digits, spaces and +');

  await form.getByLabel('Phone', { exact: true }).fill('+65 8123 4567');
  await form.getByLabel('Address').fill('21 Tampines Avenue 1, #05-12');
  await form.getByLabel('Postal code').fill('529757');
  await form.getByLabel('Name', { exact: true }).fill('Ravi Nair');
  await form.getByLabel('Relationship').fill('Brother');
  await form.getByLabel('Emergency contact phone').fill('+65 9876 5432');

  // Paid by GIRO, the bank account is needed: the server's refusal names the field.
  await form.getByLabel('Account number').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(errorDialog(page)).toContainText('GIRO needs a bank account number');
  await errorDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(form).toContainText('GIRO needs a bank account number');

  await chooseOption(form, /^Bank/, 'United Overseas Bank Ltd');
  await form.getByLabel('Account number').fill('451-303-992-7');
  const sentAfter = Date.now();
  await form.getByRole('button', { name: 'Save' }).click();

  const success = successDialog(page);
  await expect(success).toContainText('Your details have been updated.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();

  await expect(contact).toContainText('+65 8123 4567');
  await expect(contact).toContainText('21 Tampines Avenue 1, #05-12, Singapore 529757');
  await expect(contact).toContainText('Ravi Nair (Brother)');
  await expect(contact).toContainText('United Overseas Bank Ltd, account ending 9927');
  await expect(contact).not.toContainText('451-303-992-7');

  // The change stays after a reload: it is the record's, not the page's.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
    '+65 8123 4567',
  );

  const mail = await latestMailTo(demo.admin.email, sentAfter);
  expect(mail).toContain(
    'Subject: Priya Nair updated their phone number, address, emergency contact and bank account',
  );
  expect(mail).toContain('United Overseas Bank Ltd, account ending 9927');
  expect(mail).not.toContain('451-303-992-7');
});

test("a bad payslip link says so in plain words, with the way back to the staff's payslips", async ({
  staffPage: page,
}) => {
  await page.goto('/staff-payslip/not-an-id');
  const alert = page.getByRole('alert').filter({ hasText: 'This payslip link is not valid' });
  await expect(alert).toBeVisible();
  await expect(page.getByText(/payslipId|not a valid id/)).toHaveCount(0);
  await alert.getByRole('link', { name: 'Back to my payslips' }).click();
  await expect(page).toHaveURL(/\/staff-payslip$/);

  // A well-formed id that is not the caller's payslip is not found, in the same plain words.
  await page.goto('/staff-payslip/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'Payslip not found' })).toBeVisible();
});

test('bad links to admin records say so in plain words, with the way back to the list', async ({
  adminPage: page,
}) => {
  const cases = [
    [
      '/payroll/not-an-id',
      'This payroll link is not valid',
      'Back to the payroll list',
      /\/payroll\/list$/,
    ],
    [
      '/payroll/00000000-0000-4000-8000-000000000000/payslip/not-an-id/view',
      'This payslip link is not valid',
      'Back to the payroll',
      /\/payroll\/00000000-0000-4000-8000-000000000000$/,
    ],
    [
      '/payroll/not-an-id/edit',
      'This payslip link is not valid',
      'Back to the payroll list',
      /\/payroll\/list$/,
    ],
    [
      '/employees/not-an-id/personal-details',
      'This employee link is not valid',
      'Back to employees',
      /\/employees$/,
    ],
    [
      '/organization/branches-outlets/not-an-id',
      'This branch/outlet link is not valid',
      'Back to the list',
      /\/organization\/branches-outlets$/,
    ],
    [
      '/payroll/pay-items/00000000-0000-4000-8000-000000000000',
      'This pay item was not found',
      'Back to the list',
      /\/payroll\/pay-items$/,
    ],
  ] as const;
  for (const [url, message, back, list] of cases) {
    await page.goto(url);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert, url).toBeVisible();
    await expect(page.getByText(/not a valid id/), url).toHaveCount(0);
    await alert.getByRole('link', { name: back }).click();
    await expect(page, url).toHaveURL(list);
  }
});
