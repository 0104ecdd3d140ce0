import { expect, test } from '../fixtures.js';
import { demo } from '../support/accounts.js';
import { errorDialog, SignInPage, signOut, signUpOrganisation } from '../support/pages.js';

test.describe('organisation sign-in', () => {
  test('an admin signs in, lands on the dashboard, and signs out', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.asAdmin(demo.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The demo's 40 people, and any that other browser tests have added since.
    const employees = page.getByRole('region', { name: 'Employees' });
    await expect(employees).toContainText(/\d+/);
    const count = Number((await employees.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('region', { name: 'Organisation' })).toContainText('DEMO');

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jwt_token'),
      user: JSON.parse(localStorage.getItem('auth_user') ?? '{}'),
      organizationId: localStorage.getItem('OrganizationId'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user.role).toBe('admin');
    expect(stored.organizationId).toBe(stored.user.organizationId);

    await page.evaluate(() => localStorage.setItem('maintenance', 'announced'));
    await signOut(page);
    await expect(page).toHaveURL(/\/session\/signin$/);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage)))
      .toEqual(['maintenance']);

    // The old token is refused by the server after sign-out.
    const res = await page.request.get('/api/v1/account/profile/me', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(res.status()).toBe(401);
  });

  test('a failed sign-in shows the server message in the Error! dialog', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.asAdmin({ ...demo.admin, password: 'Wrong@2026' });
    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Invalid email or password');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
  });

  test('staff sign in with their Organization ID and land on the staff dashboard', async ({
    page,
  }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    // The Organization ID as typed in lower case.
    await signIn.asStaff({ ...demo.staff, organizationId: 'demo' });
    await expect(page).toHaveURL(/\/staff-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Tan Wei Ming' })).toBeVisible();

    // An employee opening an admin page is sent back to their own dashboard.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/staff-dashboard$/);
  });

  test('a guarded page sends a visitor to sign-in and back after it', async ({ page }) => {
    await page.goto('/pages/user-profile');
    await expect(page).toHaveURL(/\/session\/signin\?redirect=%2Fpages%2Fuser-profile$/);
    await new SignInPage(page).asAdmin(demo.admin);
    await expect(page).toHaveURL(/\/pages\/user-profile$/);
    await expect(page.getByRole('heading', { name: 'Aisha Rahman' })).toBeVisible();
  });

  test('a 401 from the server signs out and goes to sign-in', async ({ adminPage: page }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The session ends on the server (as after a password change elsewhere).
    const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
    await page.request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });
});

test.describe('assistant admin sign-in', () => {
  test.use({ assistantAdminBlockedSections: ['/organization'] });

  test('an assistant admin lands on the dashboard, without the sections kept from them', async ({
    assistantAdminPage: page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Employees' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Structure' })).toHaveCount(0);
  });
});

test.describe('platform sign-in', () => {
  test('an organisation admin cannot use the platform sign-in', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.openPlatform();
    await signIn.asAdmin(demo.admin);
    await expect(errorDialog(page)).toContainText('This sign-in is for platform administrators');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });
});

test.describe('sign-up', () => {
  test('creates an organisation and signs its admin in; a taken ID is refused', async ({
    page,
  }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const fill = (id: string, email: string) =>
      signUpOrganisation(page, {
        name: 'Sign-up Test Pte Ltd',
        code: id,
        adminName: 'Nur Hidayah',
        adminEmail: email,
        password: 'Signup@2026',
      });
    await fill(code, `${code.toLowerCase()}@signup.example`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Organisation' })).toContainText(code);

    await page.evaluate(() => localStorage.clear());
    await fill(code.toLowerCase(), `other-${code.toLowerCase()}@signup.example`);
    await expect(errorDialog(page)).toContainText(
      'Organization ID Already Exists. Please choose a unique ID for your organization',
    );
  });
});
