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
type Authenticator = {
  secret: string;
  /** The time step of the last code used. */
  lastStep: number;
};

const totpStepSeconds = 30;
const stepAt = (ms: number) => Math.floor(ms / 1000 / totpStepSeconds);

/**
 * A code the server has not seen yet: it takes each step's code once, and the codes of the step
 * after the current one too. A sign-in soon after another waits for time to move on, as a person
 * waits for the app to show the next code.
 */
async function freshCode(authenticator: Authenticator): Promise<string> {
  const step = Math.max(stepAt(Date.now()) + 1, authenticator.lastStep + 1);
  const waitMs = (step - 1) * totpStepSeconds * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 100));
  authenticator.lastStep = step;
  return generate({ secret: authenticator.secret, epoch: step * totpStepSeconds });
}

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
    async ({}, use) => use({ secret: '', lastStep: 0 }),
    { scope: 'worker' },
  ],

  superAdminPage: async ({ page, request, superAdminAuthenticator }, use) => {
    superAdminAuthenticator.secret ||= await setUpSuperAdminAuthenticator(request);
    const signIn = new SignInPage(page);
    await signIn.openPlatform();
    await signIn.asAdmin(demo.superAdmin);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await freshCode(superAdminAuthenticator));
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
