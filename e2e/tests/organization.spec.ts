import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo } from '../support/accounts.js';
import {
  chooseOption,
  errorDialog,
  Pagination,
  passwordField,
  SignInPage,
  signOut,
  typeDate,
} from '../support/pages.js';

// Each test but one signs up an organisation of its own, so that tests do not share what they
// change.

test('an admin fills in the organisation details', async ({ page, newOrganisation }) => {
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/organization\/info$/);
  await expect(page.getByLabel('Organization ID')).toHaveValue(newOrganisation.code);
  await page.getByLabel('UEN').fill('201912345A');
  await page.getByLabel('Phone').fill('+65 6000 1234');
  await page.getByLabel('Address').fill('3 Temasek Avenue, Singapore 039190');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The organisation's details have been saved.")).toBeVisible();

  await page.getByLabel('Phone').fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Phone may hold only digits/)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('UEN')).toHaveValue('201912345A');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Organisation' })).toContainText('201912345A');
});

test('an admin builds the department tree; a duplicate name is refused', async ({
  newOrganisationPage: page,
}) => {
  await page.getByRole('link', { name: 'Structure' }).click();
  await expect(page.getByText('No departments yet.')).toBeVisible();

  const add = async (name: string, parent?: string) => {
    await page.getByRole('link', { name: 'Add department' }).click();
    await page.getByLabel('Name').fill(name);
    if (parent) await chooseOption(page, 'Part of', parent);
    await page.getByRole('button', { name: 'Save' }).click();
  };
  await add('Operations');
  await expect(page.getByText('The department has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/organization-structure$/);
  await add('Logistics', 'Operations');
  await expect(page).toHaveURL(/\/organization\/organization-structure$/);

  const tree = page.getByRole('list', { name: 'Departments' });
  await expect(
    tree.getByRole('listitem').filter({ hasText: 'Operations' }).getByRole('list'),
  ).toContainText('Logistics');

  await add('logistics');
  await expect(errorDialog(page)).toContainText(
    'Department Already Exists. Please use a different name for the department.',
  );
});

test('an admin adds a branch and deletes it after confirming', async ({
  newOrganisationPage: page,
}) => {
  await page.getByRole('link', { name: 'Branches/Outlets' }).click();
  await page.getByRole('link', { name: 'Add branch/outlet' }).click();
  await page.getByLabel('Name').fill('Jurong East Outlet');
  await page.getByLabel('Address').fill('50 Jurong Gateway Road');
  await page.getByLabel('Postal code').fill('608549');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The branch/outlet has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/branches-outlets$/);
  const row = page.getByRole('row', { name: /Jurong East Outlet/ });
  await expect(row).toContainText('Singapore 608549');
  await expect(row).toContainText('Asia/Singapore');

  await row.getByRole('button', { name: 'Delete Jurong East Outlet' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    'Deleting Jurong East Outlet Are you sure you want to proceed?',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No branches or outlets yet.')).toBeVisible();
});

async function showYear(page: Page, year: string) {
  await page.getByRole('radiogroup', { name: 'Year' }).getByText(year, { exact: true }).click();
  await expect(page.getByRole('radio', { name: year })).toBeChecked();
}

test("holidays start with Singapore's public holidays; an admin adds a company day", async ({
  newOrganisationPage: page,
}) => {
  const pagination = new Pagination(page);
  await page.getByRole('link', { name: 'Holidays' }).click();
  await showYear(page, '2026');
  await expect(page.getByText('Showing 1–5 of 13')).toBeVisible();
  await pagination.show('2');
  await expect(page.getByRole('row', { name: /National Day \(observed\)/ })).toContainText(
    '10 Aug 2026',
  );

  await page.getByRole('link', { name: 'Add holiday' }).click();
  await page.getByLabel('Holiday name').fill('Company Retreat');
  await expect(page.getByLabel('From')).toHaveAttribute('placeholder', '--/--/----');
  await typeDate(page.getByLabel('From'), '12/28/2026');
  await typeDate(page.getByLabel('To'), '12/29/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The holiday has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/holiday-work-list$/);
  await showYear(page, '2026');
  await pagination.show('Last');
  await expect(page.getByText('Showing 11–14 of 14')).toBeVisible();
  const row = page.getByRole('row', { name: /Company Retreat/ });
  await expect(row).toContainText('28 Dec 2026');
  await expect(row).toContainText('29 Dec 2026');
});

test('a published announcement reaches the admin and the staff dashboards', async ({
  adminPage: page,
}) => {
  const title = `Town hall ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('link', { name: 'New announcement' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Announcement').fill('All hands in the pantry at 4 pm.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The announcement has been published.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(title);

  await signOut(page);
  await new SignInPage(page).asStaff(demo.staff);
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(title);
});

test('an admin sets a six-day week; an end before the start is refused', async ({
  newOrganisationPage: page,
}) => {
  await page.getByRole('link', { name: 'Working hours' }).click();
  const week = page.getByRole('table', { name: 'Working week' });
  await expect(week.getByRole('checkbox', { name: 'Thursday is a working day' })).toBeChecked();
  await expect(week.getByRole('checkbox', { name: 'Saturday is a working day' })).not.toBeChecked();

  await week.getByRole('checkbox', { name: 'Saturday is a working day' }).check();
  await week.getByLabel('Saturday end').fill('13:00');
  await week.getByLabel('Saturday working hours').fill('4');
  await week.getByLabel('Saturday break').fill('0');
  await page.getByText('Always deduct the full break').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The working hours have been saved.')).toBeVisible();

  await page.reload();
  await expect(week.getByRole('checkbox', { name: 'Saturday is a working day' })).toBeChecked();
  await expect(week.getByLabel('Saturday working hours')).toHaveValue('4');
  await expect(page.getByRole('radio', { name: 'Always deduct the full break' })).toBeChecked();

  await week.getByLabel('Wednesday end').fill('08:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(errorDialog(page)).toContainText('The day must end after it starts');
});

test('an admin adds an assistant admin kept out of the organisation pages', async ({
  page,
  newOrganisation,
}) => {
  const assistant = {
    email: `assistant-${newOrganisation.code.toLowerCase()}@org.example`,
    password: 'Assist@2026',
  };
  await page.getByRole('link', { name: 'Assistant admins' }).click();
  await page.getByRole('link', { name: 'Add assistant admin' }).click();
  await page.getByLabel('Name').fill('Tan Assistant');
  await page.getByLabel('Email').fill(assistant.email);
  await passwordField(page).fill(assistant.password);
  await page.getByRole('checkbox', { name: 'Organisation' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The assistant admin has been added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Tan Assistant/ })).toContainText('Organisation');

  await signOut(page);
  await new SignInPage(page).asAdmin(assistant);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Structure' })).toHaveCount(0);
  await page.goto('/organization/info');
  await expect(page).toHaveURL(/\/session\/404$/);
});
