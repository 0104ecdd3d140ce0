import { generate } from 'otplib';
import { expect, test } from '../fixtures.js';
import { SignInPage, signOut } from '../support/pages.js';

test('an admin turns on two-factor sign-in from the profile and needs the code next time', async ({
  page,
  newOrganisation,
}) => {
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

  await signOut(page);
  await new SignInPage(page).asAdmin({
    email: newOrganisation.adminEmail,
    password: newOrganisation.password,
  });
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
