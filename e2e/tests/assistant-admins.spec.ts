import { expect, test } from '../fixtures.js';
import { uniqueId } from '../support/accounts.js';
import { apiOfPage } from '../support/api.js';
import { PagedTable } from '../support/pages.js';

// The organisation is this test's own, so that the count of assistants is known.

test('an admin pages through the assistant admins and deletes one after confirming', async ({
  newOrganisationPage: page,
}) => {
  const api = await apiOfPage(page);
  const tag = uniqueId().toLowerCase();
  const password = 'Assist@2026';
  const emailOf = (n: number) => `aide${n}-${tag}@assist.example`;
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await api.data('POST', '/organization/asst-admin', {
      name: `Aide ${n} ${tag}`,
      email: emailOf(n),
      password,
      preventAccess: n === 6 ? ['/payroll'] : [],
    });
  }
  // The one to delete can sign in before.
  const signInOf = (email: string) =>
    page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect((await signInOf(emailOf(6))).status()).toBe(200);

  await page.getByRole('link', { name: 'Assistant admins' }).click();
  const assistants = new PagedTable(page, 'Assistant admins');
  await expect(assistants.rows).toHaveCount(5);
  await expect(page.getByText('Showing 1–5 of 6')).toBeVisible();
  const row = await assistants.findRow(`Aide 6 ${tag}`);
  await expect(page.getByText('Showing 6–6 of 6')).toBeVisible();
  await expect(row).toContainText('Payroll');
  await expect(row.getByRole('link', { name: `Edit Aide 6 ${tag}` })).toHaveAttribute(
    'href',
    /\/organization\/asst-admin\/[0-9a-f-]{36}$/,
  );

  // Cancelling keeps them.
  await row.getByRole('button', { name: `Delete Aide 6 ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete assistant admin' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete Aide 6 ${tag}` }).click();
  await expect(confirm).toContainText(
    `Deleting assistant admin Aide 6 ${tag} Are you sure you want to proceed?`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  // The page they were on is gone: the list shows the last page there is.
  await expect(page.getByText('Showing 1–5 of 5')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Aide 6 ${tag}`) })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Showing 1–5 of 5')).toBeVisible();
  // Their account is gone: they cannot sign in any more.
  expect((await signInOf(emailOf(6))).status()).toBe(401);
});
