import { expect, type Locator, type Page } from '@playwright/test';
import type { Account, StaffAccount } from './accounts.js';

// Page objects and helpers for what every module's screens share: signing in and out, Mantine
// selects, the date picker, the success and error dialogs, and paged lists.

/** The password input, not the button beside it that shows the password. */
export const passwordField = (page: Page, label = 'Password') =>
  page.locator('input').and(page.getByLabel(label));

/** The organisation and platform sign-in forms; `as...` fill in the form already open. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/session/signin');
  }

  async openPlatform() {
    await this.page.goto('/supper-admin/signin');
  }

  /** Signs in as an admin, an assistant admin or (on the platform form) a super admin. */
  async asAdmin(account: Account) {
    await this.page.getByLabel('Email').fill(account.email);
    await passwordField(this.page).fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async asStaff(account: StaffAccount) {
    await this.page.getByText('Staff', { exact: true }).click();
    await this.page.getByLabel('Organization ID').fill(account.organizationId);
    await this.asAdmin(account);
  }
}

export type NewOrganisation = {
  name: string;
  code: string;
  adminName: string;
  adminEmail: string;
  password: string;
};

/** Fills in and sends the sign-up form, which signs the new organisation's admin in. */
export async function signUpOrganisation(page: Page, organisation: NewOrganisation) {
  await page.goto('/session/signup');
  await page.getByLabel('Organisation name').fill(organisation.name);
  await page.getByLabel('Organization ID').fill(organisation.code);
  await page.getByLabel('Your name').fill(organisation.adminName);
  await page.getByLabel('Work email').fill(organisation.adminEmail);
  await passwordField(page).fill(organisation.password);
  await page.getByRole('button', { name: 'Create organisation' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** The sidebar's links, apart from the other navigation a page holds. */
export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main', exact: true });

/**
 * Picks an option of a Mantine select. Its list opens in a portal at the end of the page, so
 * the option is looked for on the page even when the select is looked for within `scope`.
 */
export async function chooseOption(
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date (MM/DD/YYYY) into the date picker; it takes the date when the field is left. */
export async function typeDate(field: Locator, date: string) {
  await field.fill(date);
  await field.blur();
}

/** The dialog that shows a failure's message, titled `Error!`. */
export const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error!' });

/** The dialog that confirms a change, closing by itself after a moment. */
export const successDialog = (page: Page) => page.getByRole('dialog', { name: 'Success' });

/** The pagination beneath a list: five rows a page, with First, Back, Next and Last. */
export class Pagination {
  readonly navigation: Locator;

  constructor(page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Pagination' });
  }

  button(name: string) {
    return this.navigation.getByRole('button', { name, exact: true });
  }

  /** Clicks a page number, First, Back, Next or Last. */
  async show(name: string) {
    await this.button(name).click();
  }
}

/** A named table of a list page and the pagination beneath it. */
export class PagedTable {
  readonly table: Locator;
  readonly rows: Locator;
  readonly pagination: Pagination;
  private readonly loading: Locator;
  private readonly refreshing: Locator;

  constructor(page: Page, tableName: string) {
    this.table = page.getByRole('table', { name: tableName });
    this.rows = this.table.locator('tbody tr');
    this.pagination = new Pagination(page);
    this.loading = page.getByRole('status', { name: 'Loading' });
    this.refreshing = page.locator('[aria-busy="true"]');
  }

  /**
   * Turns to a page (its number, First, Back, Next or Last) and waits for that page's rows. A
   * list the server pages marks the new page at once but keeps the last page's rows up until the
   * new ones come, so the page marker says nothing; the rows do, as no two pages hold the same.
   */
  async show(name: string) {
    const before = await this.rows.allInnerTexts();
    await this.pagination.show(name);
    await expect.poll(() => this.rows.allInnerTexts()).not.toEqual(before);
  }

  /**
   * The one row holding every text, paging on from the first page until it shows. A list says it
   * is busy while it shows the rows it held before a filter changed, so the search waits for
   * that; a filter whose request has not started yet (a search box waits for typing to pause)
   * can still show the old rows, so a search that ends on the last page without the row starts
   * over from the first page until the row shows or the wait runs out.
   */
  async findRow(...texts: string[]): Promise<Locator> {
    let row = this.rows;
    for (const text of texts) row = row.filter({ hasText: text });
    const first = this.pagination.button('First');
    const next = this.pagination.button('Next');
    await expect(async () => {
      await expect(this.loading).toHaveCount(0);
      await expect(this.refreshing).toHaveCount(0);
      await expect(this.table).toBeVisible();
      if (await first.isEnabled()) await this.show('First');
      while ((await row.count()) === 0 && (await next.isEnabled())) await this.show('Next');
      expect(await row.count()).toBe(1);
    }).toPass({ timeout: 30_000 });
    return row;
  }
}
