import { expect, test } from '../fixtures.js';

test.describe('legal', () => {
  test('shows the three documents as tabs, Privacy Policy first', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Privacy Policy', 'Terms & Conditions', 'Cookie Policy']);
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated 29 October 2024')).toBeVisible();
    await expect(page.getByText(/children under 13/).first()).toBeVisible();
  });

  test('switches tabs and keeps the choice in the address', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/legal\?tab=terms$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByText(/99\.9%/).first()).toBeVisible();
    await expect(page.getByText(/48 hours/).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByText(/jwt_token/).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cookie Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('loads no module code on a first visit', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/legal');
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toBeVisible();
    expect(scripts.some((path) => path.includes('legal-page'))).toBe(true);
    expect(scripts.filter((path) => /contact-page|not-found-page/.test(path))).toEqual([]);
  });
});

test.describe('contact', () => {
  test('offers customer support and business inquiries by e-mail', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const support = page.getByRole('region', { name: 'Customer support' });
    await expect(support.getByRole('link', { name: 'support@tembusu.example' })).toHaveAttribute(
      'href',
      /^mailto:support@tembusu\.example/,
    );
    const business = page.getByRole('region', { name: 'Business inquiries' });
    await expect(business.getByRole('link', { name: 'sales@tembusu.example' })).toHaveAttribute(
      'href',
      /^mailto:sales@tembusu\.example/,
    );
    await expect(page.getByRole('cell', { name: '2 hours' })).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  test('redirect to /session/404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/session\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an unknown API path answers JSON, not the app', async ({ request }) => {
    const res = await request.get('/api/v1/no-such-thing');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, data: null });
  });
});

// The settings (right-to-left among them) open from a signed-in person's account menu: see
// app-shell.spec.ts.
