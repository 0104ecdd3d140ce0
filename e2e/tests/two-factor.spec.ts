import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

const passwordField = (page: Page) => page.locator('input').and(page.getByLabel('Password'));

async function signUp(page: Page, code: string) {
  await page.goto('/session/signup');
  await page.getByLabel('Organisation name').fill('Two Factor Pte Ltd');
  await page.getByLabel('Organization ID').fill(code);
  await page.getByLabel('Your name').fill('Siti Aminah');
  await page.getByLabel('Work email').fill(`${code.toLowerCase()}@twofactor.example`);
  await passwordField(page).fill('Secure@2026');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an admin turns on two-factor sign-in from the profile and needs the code next time', async ({
  page,
}) => {
  const code = `TFA${Date.now().toString(36).toUpperCase()}`;
  const email = `${code.toLowerCase()}@twofactor.example`;
  await signUp(page, code);

  await page.getByRole('link', { name: 'My profile' }).click();
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await dialog.getByLabel('Authentication code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByLabel('Recovery codes').locator('code')).toHaveCount(8);
  const recoveryCode =
    (await dialog.getByLabel('Recovery codes').locator('code').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill('Secure@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
