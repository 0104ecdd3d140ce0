import { expect, test } from '../fixtures.js';
import { latestMailTo } from '../mailbox.js';
import { errorDialog, passwordField, SignInPage } from '../support/pages.js';

async function codeFrom(address: string, after: number): Promise<string> {
  const mail = await latestMailTo(address, after);
  const code = mail.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('The reset mail has no code');
  return code;
}

test('a staff member resets a forgotten password and signs in with the new one', async ({
  page,
}) => {
  // A demo employee no other browser test signs in as: the new password would lock them out.
  const email = 'liu.yang@tembusu.example';
  const renewed = `Renewed@${Date.now()}`;
  await page.goto('/session/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/session\/forgot-password$/);

  const sentAfter = Date.now();
  await page.getByText('Staff', { exact: true }).click();
  await page.getByLabel('Organization ID').fill('DEMO');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/session\/enter-reset-code$/);
  await expect(page.getByText(email)).toBeVisible();

  const code = await codeFrom(email, sentAfter);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/session\/reset-password$/);

  await passwordField(page, 'New password').first().fill(renewed);
  await passwordField(page, 'Confirm new password').fill(renewed);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/session\/signin$/);

  await new SignInPage(page).asStaff({ email, password: renewed, organizationId: 'DEMO' });
  await expect(page).toHaveURL(/\/staff-dashboard$/);
});

test('a wrong code is refused with the server message; the platform has its own pages', async ({
  page,
}) => {
  await page.goto('/supper-admin/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/supper-admin\/forgot-password$/);
  await page.getByLabel('Email').fill('super@tembusu.example');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/supper-admin\/enter-reset-code$/);

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(errorDialog(page)).toContainText('not correct');
});

test('opening a later step directly goes back to the start', async ({ page }) => {
  await page.goto('/session/reset-password');
  await expect(page).toHaveURL(/\/session\/forgot-password$/);
});

test('an admin resets a forgotten password through the organisation portal', async ({
  page,
  newOrganisation,
}) => {
  const email = newOrganisation.adminEmail;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  // Leave the app first: a navigation of its own (the dashboard noticing the cleared session)
  // would otherwise abort the next page load.
  await page.goto('about:blank');

  const sentAfter = Date.now();
  await page.goto('/session/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const resetCode = await codeFrom(email, sentAfter);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(resetCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passwordField(page, 'New password').first().fill('After@2026');
  await passwordField(page, 'Confirm new password').fill('After@2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await new SignInPage(page).asAdmin({ email, password: 'After@2026' });
  await expect(page).toHaveURL(/\/dashboard$/);
});
