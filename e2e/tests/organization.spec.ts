import { expect, type Page, test } from '@playwright/test';

const passwordField = (page: Page) => page.locator('input').and(page.getByLabel('Password'));

/** A fresh organisation per test, so that tests do not share what they change. */
async function signUp(page: Page, prefix: string) {
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/session/signup');
  await page.getByLabel('Organisation name').fill(`${prefix} Holdings Pte Ltd`);
  await page.getByLabel('Organization ID').fill(code);
  await page.getByLabel('Your name').fill('Lee Organiser');
  await page.getByLabel('Work email').fill(`${code.toLowerCase()}@org.example`);
  await passwordField(page).fill('Organise@2026');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return code;
}

test('an admin fills in the organisation details', async ({ page }) => {
  const code = await signUp(page, 'INF');
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/organization\/info$/);
  await expect(page.getByLabel('Organization ID')).toHaveValue(code);
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

test('an admin builds the department tree; a duplicate name is refused', async ({ page }) => {
  await signUp(page, 'DEP');
  await page.getByRole('link', { name: 'Structure' }).click();
  await expect(page.getByText('No departments yet.')).toBeVisible();

  const add = async (name: string, parent?: string) => {
    await page.getByRole('link', { name: 'Add department' }).click();
    await page.getByLabel('Name').fill(name);
    if (parent) {
      await page.getByRole('combobox', { name: 'Part of' }).click();
      await page.getByRole('option', { name: parent, exact: true }).click();
    }
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
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(
    'Department Already Exists. Please use a different name for the department.',
  );
});

test('an admin adds a branch and deletes it after confirming', async ({ page }) => {
  await signUp(page, 'BRN');
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
  page,
}) => {
  await signUp(page, 'HOL');
  await page.getByRole('link', { name: 'Holidays' }).click();
  await showYear(page, '2026');
  await expect(page.getByText('Showing 1–5 of 13')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: '2' })
    .click();
  await expect(page.getByRole('row', { name: /National Day \(observed\)/ })).toContainText(
    '10 Aug 2026',
  );

  await page.getByRole('link', { name: 'Add holiday' }).click();
  await page.getByLabel('Holiday name').fill('Company Retreat');
  await expect(page.getByLabel('From')).toHaveAttribute('placeholder', '--/--/----');
  await page.getByLabel('From').fill('12/28/2026');
  await page.getByLabel('From').blur();
  await page.getByLabel('To').fill('12/29/2026');
  await page.getByLabel('To').blur();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The holiday has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/holiday-work-list$/);
  await showYear(page, '2026');
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByText('Showing 11–14 of 14')).toBeVisible();
  const row = page.getByRole('row', { name: /Company Retreat/ });
  await expect(row).toContainText('28 Dec 2026');
  await expect(row).toContainText('29 Dec 2026');
});

test('a published announcement reaches the admin and the staff dashboards', async ({ page }) => {
  const title = `Town hall ${Date.now().toString(36)}`;
  await page.goto('/session/signin');
  await page.getByLabel('Email').fill('admin@tembusu.example');
  await passwordField(page).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('link', { name: 'New announcement' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Announcement').fill('All hands in the pantry at 4 pm.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The announcement has been published.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(title);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByText('Staff', { exact: true }).click();
  await page.getByLabel('Organization ID').fill('DEMO');
  await page.getByLabel('Email').fill('employee@tembusu.example');
  await passwordField(page).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(title);
});

test('an admin sets a six-day week; an end before the start is refused', async ({ page }) => {
  await signUp(page, 'WKH');
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
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(
    'The day must end after it starts',
  );
});

test('an admin adds an assistant admin kept out of the organisation pages', async ({ page }) => {
  const code = await signUp(page, 'AST');
  await page.getByRole('link', { name: 'Assistant admins' }).click();
  await page.getByRole('link', { name: 'Add assistant admin' }).click();
  await page.getByLabel('Name').fill('Tan Assistant');
  await page.getByLabel('Email').fill(`assistant-${code.toLowerCase()}@org.example`);
  await passwordField(page).fill('Assist@2026');
  await page.getByRole('checkbox', { name: 'Organisation' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The assistant admin has been added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Tan Assistant/ })).toContainText('Organisation');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(`assistant-${code.toLowerCase()}@org.example`);
  await passwordField(page).fill('Assist@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Structure' })).toHaveCount(0);
  await page.goto('/organization/info');
  await expect(page).toHaveURL(/\/session\/404$/);
});
