import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { uniqueId } from '../support/accounts.js';
import { chooseOption, errorDialog, typeDate } from '../support/pages.js';

async function addPayItem(page: Page, description: string, amount: string) {
  await page.getByRole('link', { name: 'Add pay item' }).click();
  await page.getByLabel('Description').fill(description);
  await page.getByRole('combobox', { name: 'Category' }).fill('Allowance');
  await chooseOption(page, 'IRAS income type', 'Other allowance');
  await page.getByLabel('Default amount').fill(amount);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Search/ }).fill(text);
}

test('an admin adds, edits and deletes a pay item; a duplicate is refused', async ({
  adminPage: page,
}) => {
  const name = `Shift allowance ${uniqueId()}`;
  await page.getByRole('link', { name: 'Pay items' }).click();
  await expect(page).toHaveURL(/\/payroll\/pay-items$/);

  await addPayItem(page, name, '75.5');
  await expect(page.getByText('The pay item has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/pay-items$/);
  await search(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Addition');
  await expect(row).toContainText('OW');
  await expect(row).toContainText('$75.50');
  await expect(row).toContainText('Other allowance');
  await expect(row).toContainText('Active');

  await addPayItem(page, name, '10');
  await expect(errorDialog(page)).toContainText(
    'Pay Item Already Exists. Please use a different description for the pay item.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await search(page, name);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Default amount')).toHaveValue('75.50');
  await page.getByLabel('Default amount').fill('80');
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The pay item has been saved.')).toBeVisible();
  await search(page, name);
  await expect(row).toContainText('$80.00');
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete pay item' });
  await expect(confirm).toContainText(
    `Deleting pay item ${name} Are you sure you want to proceed?`,
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page.getByText('Your pay item has been deleted.')).toBeVisible();
  await expect(page.getByText(`No pay item matches “${name}”.`)).toBeVisible();
});

test('an admin builds a pay scheme template with a punctuality allowance and custom overtime', async ({
  adminPage: page,
}) => {
  const id = uniqueId();
  const item = `Punctual bonus ${id}`;
  const template = `Retail crew ${id}`;
  await page.getByRole('link', { name: 'Pay items' }).click();
  await addPayItem(page, item, '50');
  await expect(page.getByText('The pay item has been added.')).toBeVisible();

  await page.getByRole('link', { name: 'Pay scheme templates' }).click();
  await page.getByRole('link', { name: 'Add template' }).click();
  await page.getByLabel('Name').fill(template);
  await page.getByRole('radiogroup', { name: 'Type' }).getByText('Hourly').click();
  await page.getByRole('combobox', { name: 'Add pay item' }).fill(item);
  await page.getByRole('option', { name: item, exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: `${item} amount` }).fill('60');
  await chooseOption(page, `${item} paid when`, 'Punctual time in');
  const condition = page.getByRole('group', { name: `${item} condition` });
  await expect(condition.getByRole('combobox', { name: `${item} lateness rule` })).toHaveValue(
    'Late less than',
  );
  await expect(condition.getByRole('textbox', { name: `${item} minutes early` })).toHaveCount(0);
  await condition.getByRole('textbox', { name: `${item} minutes late` }).fill('10');
  await chooseOption(page, 'Public holiday rate', 'Custom amount per hour');
  await page.getByRole('textbox', { name: 'Public holiday amount per hour' }).fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The pay scheme template has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/pay-scheme-templates$/);

  await search(page, template);
  const row = page.getByRole('row', { name: new RegExp(template) });
  await expect(row.getByRole('cell')).toHaveText([template, 'Hourly', '1', '0', '']);
  await row.getByRole('link', { name: `Edit ${template}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(template);
  await expect(page.getByRole('radio', { name: 'Hourly' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: `${item} amount` })).toHaveValue(/^60(\.00)?$/);
  await expect(page.getByRole('combobox', { name: `${item} paid when` })).toHaveValue(
    'Punctual time in',
  );
  await expect(page.getByRole('textbox', { name: `${item} minutes late` })).toHaveValue('10');
  await expect(page.getByRole('combobox', { name: 'Public holiday rate' })).toHaveValue(
    'Custom amount per hour',
  );
  await expect(page.getByRole('textbox', { name: 'Public holiday amount per hour' })).toHaveValue(
    /^25(\.00)?$/,
  );
  await expect(page.getByRole('combobox', { name: 'Normal day rate' })).toHaveValue(
    '1.5 × base hourly rate',
  );

  // The template holds the item: it can be made inactive, not deleted.
  await page.getByRole('link', { name: 'Pay items' }).click();
  await search(page, item);
  await page.getByRole('button', { name: `Delete ${item}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(errorDialog(page)).toContainText('This pay item is used by a pay scheme template.');
});

// A fresh organisation: payroll settings are one per organisation, so the demo's stay as seeded.
test('payroll settings persist; a period is paid on another date, then reset', async ({
  newOrganisationPage: page,
}) => {
  const year = new Date().getFullYear();
  await page.getByRole('link', { name: 'Payroll settings' }).click();
  await expect(page.getByLabel('Default payment day')).toHaveValue('28');
  await page.getByLabel('Default payment day').fill('5');
  await page.getByRole('radio', { name: 'The following month' }).check();
  await page
    .getByRole('switch', { name: 'Contribute the Skills Development Levy (SDL)' })
    .uncheck();
  await page.getByText('Always deduct the full break').click();
  await page.getByLabel('Prefix').fill('PAY-');
  await page.getByLabel('Next number').fill('120');
  await page.getByLabel('Digits').fill('4');
  await expect(page.getByLabel('Next payslip number')).toHaveText('PAY-0120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The payroll settings have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Default payment day')).toHaveValue('5');
  await expect(page.getByRole('radio', { name: 'The following month' })).toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Contribute the Skills Development Levy (SDL)' }),
  ).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Always deduct the full break' })).toBeChecked();
  await expect(page.getByLabel('Next payslip number')).toHaveText('PAY-0120');

  await page.getByRole('link', { name: 'Payment periods' }).click();
  await expect(page).toHaveURL(/\/payroll\/setting\/payment-periods$/);
  const march = page.getByRole('row', { name: new RegExp(`Mar ${year}`) });
  const marchDate = march.getByRole('textbox', { name: `Mar ${year} payment date` });
  await expect(marchDate).toHaveValue(`04/05/${year}`);
  await expect(march).toContainText('Default');

  await typeDate(marchDate, `04/20/${year}`);
  await expect(march).toContainText('Custom');
  await expect(march).toContainText('Paid late');
  await page.reload();
  await expect(marchDate).toHaveValue(`04/20/${year}`);
  await expect(march).toContainText('Custom');

  await march.getByRole('button', { name: `Reset Mar ${year} payment date` }).click();
  await expect(marchDate).toHaveValue(`04/05/${year}`);
  await expect(march).toContainText('Default');
  await expect(march).not.toContainText('Paid late');
});
