import { expect, freshCode, test } from '../fixtures.js';
import { demo } from '../support/accounts.js';
import { apiOfPage } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { chooseOption, errorDialog, passwordField, SignInPage, signOut } from '../support/pages.js';
import { expectFitsPhone, phone } from '../support/phone.js';

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
  await page.getByLabel('Authentication code').fill(await freshCode(superAdminAuthenticator));
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

test("a super admin who opens an organisation's page lands on the platform dashboard", async ({
  superAdminPage: page,
}) => {
  for (const path of ['/dashboard', '/organization/info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sa-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Platform dashboard' })).toBeVisible();
    await expect(page.getByText('Your role does not allow this')).toHaveCount(0);
  }
  // Their own profile stays theirs.
  await page.goto('/pages/user-profile');
  await expect(page).toHaveURL(/\/pages\/user-profile$/);
});

// Issue #13, for the platform's screens: they are here, not in accessibility.spec.ts, because
// only this file may sign the demo super admin in (the first test sets up their authenticator).
test("the platform's screens pass axe-core's WCAG A/AA rules", async ({ superAdminPage: page }) => {
  const api = await apiOfPage(page);
  const firstOf = async (path: string) => {
    const { items } = await api.data<{ items: { id: string }[] }>('GET', path);
    return items[0]?.id ?? 'none';
  };
  const screens: [name: string, path: string][] = [
    ['Platform dashboard', '/sa-dashboard'],
    ['Super admins', '/manage-super-admin'],
    ['New super admin', '/manage-super-admin/create'],
    ['Edit super admin', `/manage-super-admin/${await firstOf('/manage/super-admins')}`],
    ['Admins', '/manage-admin'],
    ['New admin', '/manage-admin/create'],
    ['Edit admin', `/manage-admin/${await firstOf('/manage/admins')}`],
    ['Super admin profile', '/pages/user-profile'],
    ['Super admin change password', '/pages/user-profile/change-password'],
  ];
  for (const [name, path] of screens) {
    await test.step(name, async () => {
      await page.goto(path);
      await expectAccessible(page, name, { soft: true });
    });
  }
  await test.step('Two-factor sign-in', async () => {
    await signOut(page);
    await new SignInPage(page).asAdmin(demo.superAdmin);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expectAccessible(page, 'Two-factor sign-in', { soft: true });
  });
});

// Issue #13, on a phone: here rather than in phone.spec.ts for the same reason as above.
test("the platform's screens fit a phone", async ({ superAdminPage: page }) => {
  await page.setViewportSize(phone);
  const api = await apiOfPage(page);
  const firstOf = async (path: string) => {
    const { items } = await api.data<{ items: { id: string }[] }>('GET', path);
    const id = items[0]?.id;
    if (!id) throw new Error(`The demo has no record at ${path}`);
    return id;
  };
  for (const path of [
    '/sa-dashboard',
    '/manage-admin',
    '/manage-admin/create',
    `/manage-admin/${await firstOf('/manage/admins')}`,
    '/manage-super-admin',
    '/manage-super-admin/create',
    `/manage-super-admin/${await firstOf('/manage/super-admins')}`,
  ]) {
    await page.goto(path);
    await expectFitsPhone(page, path);
  }
});
