import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { mainNavigation } from '../support/pages.js';

// The frame around every screen: navigation on phones and tablets, the settings, not found, the
// first load, and what each role is offered.

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** A promise the test lets go of when it is ready. */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function useRightToLeft(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`navigation drawer at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('closes on its close button, on Escape, on the shade and on choosing a page', async ({
      adminPage: page,
    }) => {
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await noSidewaysScroll(page);
      const open = page.getByRole('button', { name: 'Open navigation' });

      // The close button is the burger itself, left uncovered above the drawer.
      await open.click();
      await expect(drawer(page)).toBeVisible();
      await page.getByRole('button', { name: 'Close navigation' }).click();
      await expect(drawer(page)).toBeHidden();

      await open.click();
      await expect(drawer(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();

      // The shade beside the drawer, at the end of the line.
      await open.click();
      await expect(drawer(page)).toBeVisible();
      await page.mouse.click(viewport.width - 12, viewport.height / 2);
      await expect(drawer(page)).toBeHidden();

      await open.click();
      await drawer(page).getByRole('link', { name: 'Employees' }).click();
      await expect(page).toHaveURL(/\/employees$/);
      await expect(drawer(page)).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Employees', exact: true })).toBeVisible();
      await noSidewaysScroll(page);
    });

    test('opens from the start of the line in right-to-left, and closes on the shade', async ({
      adminPage: page,
    }) => {
      await useRightToLeft(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(drawer(page)).toBeVisible();
      // Once it has slid in: against the end of the screen that the line starts from.
      await expect
        .poll(async () => {
          const box = await drawer(page).boundingBox();
          return box && Math.round(box.x + box.width);
        })
        .toBe(viewport.width);
      await page.mouse.click(12, viewport.height / 2);
      await expect(drawer(page)).toBeHidden();
      await noSidewaysScroll(page);
    });

    test("staff's menu closes on Escape and on choosing a page", async ({ staffPage: page }) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await drawer(page).getByRole('link', { name: 'Payslips' }).click();
      await expect(page).toHaveURL(/\/staff-payslip$/);
      await expect(drawer(page)).toBeHidden();
      await noSidewaysScroll(page);
    });
  });
}

test.describe('settings', () => {
  test('are not on public pages', async ({ page }) => {
    for (const path of ['/session/signin', '/legal', '/session/404']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Privacy & terms' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /settings/i })).toHaveCount(0);
    }
  });

  test('open from the account menu, switch to right-to-left, remember it, and switch back', async ({
    adminPage: page,
  }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // Nothing floats over the page's own controls.
    await expect(page.getByRole('button', { name: 'Open settings' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Right-to-left (RTL)' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Right-to-left (RTL)' }).uncheck();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('not found', () => {
  test('keeps a signed-in admin in their layout, with the way back', async ({
    adminPage: page,
  }) => {
    await page.goto('/organization/no-such-page');
    await expect(page).toHaveURL(/\/session\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Employees' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('keeps staff in theirs', async ({ staffPage: page }) => {
    await page.goto('/staff-nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Payslips' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/staff-dashboard$/);
  });
});

test.describe('first load', () => {
  test('/ shows a spinner, never a blank page, until the app is ready', async ({ page }) => {
    // Hold the app's code back: first its entry, then the sign-in page's own modules.
    const gates = { entry: gate(), page: gate() };
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gates.entry.promise;
      await route.continue();
    });
    await page.route(/\/assets\/(auth-layout|sign-in-page)-[\w-]+\.js$/, async (route) => {
      await gates.page.promise;
      await route.continue();
    });

    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    gates.entry.resolve();
    // The app runs (the page's loader is gone), and shows its own spinner while the guard sends
    // the visitor to sign-in and that page's modules load.
    await expect(page.locator('.boot-loader')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    gates.page.resolve();
    await expect(page.getByRole('heading', { name: 'Sign in to Tembusu' })).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signin\?redirect=%2Fdashboard$/);
  });

  test('React Router has nothing to warn about', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        warnings.push(message.text());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Tembusu' })).toBeVisible();
    await page.goto('/legal');
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toBeVisible();
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  });
});

test.describe('what each role is offered', () => {
  test('an assistant admin never sees the assistant admins, and cannot open them', async ({
    assistantAdminPage: page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Working hours' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Assistant admins' })).toHaveCount(
      0,
    );
    for (const path of ['/organization/asst-admin', '/organization/asst-admin/create']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer(page).getByRole('link', { name: 'Working hours' })).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Assistant admins' })).toHaveCount(0);
  });

  test('an admin still manages the assistant admins', async ({ adminPage: page }) => {
    await mainNavigation(page).getByRole('link', { name: 'Assistant admins' }).click();
    await expect(page).toHaveURL(/\/organization\/asst-admin$/);
    await expect(page.getByRole('table', { name: 'Assistant admins' })).toBeVisible();
  });
});
