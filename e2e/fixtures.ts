import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { type Account, demo, uniqueId } from './support/accounts.js';
import { ApiClient } from './support/api.js';
import { type NewOrganisation, SignInPage, signUpOrganisation } from './support/pages.js';

/**
 * The demo super admin's authenticator. Platform accounts must turn on two-factor sign-in
 * before their first session, once per database: whoever does it first (a test through the
 * screens, or `superAdminPage` through the API) keeps the secret here for the rest of the worker.
 */
type Authenticator = { secret: string };

type Fixtures = {
  /** The page, signed in as the demo organisation's admin, on the dashboard. */
  adminPage: Page;
  /** The page, signed in as an assistant admin of the demo organisation made for this test. */
  assistantAdminPage: Page;
  /** What `assistantAdminPage` keeps the assistant admin from: section paths such as /payroll. */
  assistantAdminBlockedSections: string[];
  /** The page, signed in as Tan Wei Ming (demo staff), on the staff dashboard. */
  staffPage: Page;
  /** The page, signed in as the demo super admin with the second factor, on the platform dashboard. */
  superAdminPage: Page;
  /** An organisation signed up for this test alone; the page is signed in as its admin. */
  newOrganisation: NewOrganisation;
  /** The page, signed in as the admin of `newOrganisation`, on the dashboard. */
  newOrganisationPage: Page;
  /** The API as the demo organisation's admin. */
  adminApi: ApiClient;
};

type WorkerFixtures = { superAdminAuthenticator: Authenticator };

async function signedInAdmin(page: Page, account: Account) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.asAdmin(account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Turns on the super admin's second factor through the API, as the set-up screen would. */
async function setUpSuperAdminAuthenticator(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: demo.superAdmin });
  const { twoFactor, challengeToken } = (await login.json()).data;
  if (twoFactor !== 'setup') {
    throw new Error(
      'The super admin turned on two-factor sign-in in another worker, which keeps the secret',
    );
  }
  const setup = await request.post('/api/v1/auth/two-factor/setup', { data: { challengeToken } });
  const { secret } = (await setup.json()).data;
  const confirm = await request.post('/api/v1/auth/two-factor/confirm', {
    data: { challengeToken, code: await generate({ secret }) },
  });
  expect(confirm.ok(), 'two-factor set-up of the super admin').toBe(true);
  return secret;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminPage: async ({ page }, use) => {
    await signedInAdmin(page, demo.admin);
    await use(page);
  },

  assistantAdminBlockedSections: [[], { option: true }],

  assistantAdminPage: async ({ page, adminApi, assistantAdminBlockedSections }, use) => {
    const assistant = {
      email: `aide-${uniqueId().toLowerCase()}@assist.example`,
      password: 'Assist@2026',
    };
    await adminApi.data('POST', '/organization/asst-admin', {
      name: 'Lim Aide',
      ...assistant,
      preventAccess: assistantAdminBlockedSections,
    });
    await signedInAdmin(page, assistant);
    await use(page);
  },

  staffPage: async ({ page }, use) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.asStaff(demo.staff);
    await expect(page).toHaveURL(/\/staff-dashboard$/);
    await use(page);
  },

  superAdminAuthenticator: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => use({ secret: '' }),
    { scope: 'worker' },
  ],

  superAdminPage: async ({ page, request, superAdminAuthenticator }, use) => {
    superAdminAuthenticator.secret ||= await setUpSuperAdminAuthenticator(request);
    const signIn = new SignInPage(page);
    await signIn.openPlatform();
    await signIn.asAdmin(demo.superAdmin);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    // A code is good once: the next step's, as the set-up may have used this step's.
    const nextStep = Math.floor(Date.now() / 1000) + 30;
    await page
      .getByLabel('Authentication code')
      .fill(await generate({ secret: superAdminAuthenticator.secret, epoch: nextStep }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/sa-dashboard$/);
    await use(page);
  },

  newOrganisation: async ({ page }, use) => {
    const code = `ORG${uniqueId()}`;
    const organisation: NewOrganisation = {
      name: `${code} Holdings Pte Ltd`,
      code,
      adminName: 'Lee Organiser',
      adminEmail: `${code.toLowerCase()}@org.example`,
      password: 'Organise@2026',
    };
    await signUpOrganisation(page, organisation);
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(organisation);
  },

  // Named for the sign-up it waits on; the organisation's details are not needed here.
  newOrganisationPage: async ({ page, newOrganisation: _signedUp }, use) => {
    await use(page);
  },

  adminApi: async ({ request }, use) => {
    await use(await ApiClient.signIn(request, demo.admin));
  },
});

export { expect };
