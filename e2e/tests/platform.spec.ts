import { generate } from 'otplib';
import { expect, test } from '../fixtures.js';
import { demo } from '../support/accounts.js';
import { chooseOption, errorDialog, passwordField, SignInPage, signOut } from '../support/pages.js';

// One super admin for the whole file: the first test sets up their authenticator.
test.describe.configure({ mode: 'serial' });

const { email } = demo.superAdmin;

test('a super admin sets up two-factor sign-in, then reaches the super layout', async ({
  page,
  superAdminAuthenticator,
}) => {
  const signIn = new SignInPage(page);
  await signIn.openPlatform();
  await expect(page.getByRole('heading', { name: 'Platform administration' })).toBeVisible();
  await signIn.asAdmin(demo.superAdmin);

  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  superAdminAuthenticator.secret = secret;
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(page.getByLabel('Recovery codes').locator('code')).toHaveCount(8);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/sa-dashboard$/);
  await expect(page.getByText('Platform administration').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent sign-ins' })).toContainText(email);

  await signOut(page);
  await expect(page).toHaveURL(/\/supper-admin\/signin$/);
  await signIn.asAdmin(demo.superAdmin);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(errorDialog(page)).toContainText('That code is not correct');
});

test('a super admin adds an assistant admin to an organisation, then deactivates them', async ({
  superAdminPage: page,
}) => {
  await page.getByRole('link', { name: 'Admins', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admins', exact: true })).toBeVisible();
  // Newest first: admins of organisations other tests sign up may fill the first page.
  await page.getByLabel('Search').fill('admin@tembusu');
  await expect(page.getByRole('row', { name: /admin@tembusu\.example/ })).toContainText('DEMO');

  await page.getByRole('link', { name: 'Add admin' }).click();
  await chooseOption(page, 'Organisation', 'Tembusu Demo Pte Ltd (DEMO)');
  await page.getByLabel('Name').fill('Goh Assistant');
  await page.getByLabel('Email').fill('assistant@tembusu.example');
  await passwordField(page).fill('Assist@2026');
  await chooseOption(page, 'Role', 'Assistant admin');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The admin has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-admin$/);

  await page.getByLabel('Search').fill('assistant');
  const row = page.getByRole('row', { name: /assistant@tembusu\.example/ });
  await expect(row).toContainText('Assistant admin');
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: 'Goh Assistant' }).click();

  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The changes have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-admin$/);
  await page.getByLabel('Search').fill('assistant');
  await expect(page.getByRole('row', { name: /assistant@tembusu\.example/ })).toContainText(
    'Deactivated',
  );
});
