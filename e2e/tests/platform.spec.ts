import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

// One super admin for the whole file: the first test sets up their authenticator.
test.describe.configure({ mode: 'serial' });

const password = 'Demo@2026';
const email = 'super@tembusu.example';
const passwordField = (page: Page) => page.locator('input').and(page.getByLabel('Password'));
let secret = '';

async function signInAsSuperAdmin(page: Page) {
  await page.goto('/supper-admin/signin');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // A code is good once: the next step's, as the set-up may have used this step's.
  const nextStep = Math.floor(Date.now() / 1000) + 30;
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: nextStep }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/sa-dashboard$/);
}

test('a super admin sets up two-factor sign-in, then reaches the super layout', async ({
  page,
}) => {
  await page.goto('/supper-admin/signin');
  await expect(page.getByRole('heading', { name: 'Platform administration' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(page.getByLabel('Recovery codes').locator('code')).toHaveCount(8);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/sa-dashboard$/);
  await expect(page.getByText('Platform administration').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent sign-ins' })).toContainText(email);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/supper-admin\/signin$/);
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(
    'That code is not correct',
  );
});

test('a super admin adds an assistant admin to an organisation, then deactivates them', async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.getByRole('link', { name: 'Admins', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admins', exact: true })).toBeVisible();
  // Newest first: admins of organisations other tests sign up may fill the first page.
  await page.getByLabel('Search').fill('admin@tembusu');
  await expect(page.getByRole('row', { name: /admin@tembusu\.example/ })).toContainText('DEMO');

  await page.getByRole('link', { name: 'Add admin' }).click();
  await page.getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('option', { name: 'Tembusu Demo Pte Ltd (DEMO)' }).click();
  await page.getByLabel('Name').fill('Goh Assistant');
  await page.getByLabel('Email').fill('assistant@tembusu.example');
  await passwordField(page).fill('Assist@2026');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Assistant admin' }).click();
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
