import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { type Account, demo, uniqueId } from './support/accounts.js';
import { ApiClient } from './support/api.js';
import type { NewOrganisation } from './support/pages.js';
import { openSignedIn, signInThroughApi } from './support/session.js';

/**
 * The demo super admin's authenticator. Platform accounts must turn on two-factor sign-in
 * before their first session, once per database: whoever does it first (a test through the
 * screens, or `superAdminPage` through the API) keeps the secret here for the rest of the worker,
 * and takes every code from `freshCode`.
 */
export type Authenticator = {
  secret: string;
  /** The time step of the last code used. */
  lastStep: number;
};

const totpStepSeconds = 30;
const stepAt = (ms: number) => Math.floor(ms / 1000 / totpStepSeconds);

/**
 * A code the server has not seen yet. It takes the codes of the step before the current one, the
 * current one and the one after (a clock a step off either way), each once and in order, so three
 * sign-ins in a row need no wait; the step before is left alone when it is about to fall out of
 * that window. A sign-in soon after those waits for time to move on, as a person waits for the app
 * to show the next code.
 */
export async function freshCode(authenticator: Authenticator): Promise<string> {
  const now = Date.now();
  const current = stepAt(now);
  const secondsLeftInStep = (current + 1) * totpStepSeconds - now / 1000;
  const earliest = secondsLeftInStep > 5 ? current - 1 : current;
  const step = Math.max(earliest, authenticator.lastStep + 1);
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

// The fixtures sign in through the API and open the account's first page signed in, as the sign-in
// form leaves it: the form's own page load and typing cost a test more than a screen does. The
// forms are tested in sign-in.spec.ts, two-factor.spec.ts and platform.spec.ts.
const signedInAdmin = (page: Page, account: Account) =>
  signInThroughApi(page, account, '/dashboard');

/** Turns on the super admin's second factor through the API, as the set-up screen would. */
async function setUpSuperAdminAuthenticator(
  request: APIRequestContext,
  authenticator: Authenticator,
): Promise<void> {
  const login = await request.post('/api/v1/auth/login', { data: demo.superAdmin });
  const { twoFactor, challengeToken } = (await login.json()).data;
  if (twoFactor !== 'setup') {
    throw new Error(
      'The super admin turned on two-factor sign-in in another worker, which keeps the secret',
    );
  }
  const setup = await request.post('/api/v1/auth/two-factor/setup', { data: { challengeToken } });
  authenticator.secret = (await setup.json()).data.secret;
  const confirm = await request.post('/api/v1/auth/two-factor/confirm', {
    data: { challengeToken, code: await freshCode(authenticator) },
  });
  expect(confirm.ok(), 'two-factor set-up of the super admin').toBe(true);
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
    await signInThroughApi(page, demo.staff, '/staff-dashboard');
    await use(page);
  },

  superAdminAuthenticator: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => use({ secret: '', lastStep: 0 }),
    { scope: 'worker' },
  ],

  superAdminPage: async ({ page, request, superAdminAuthenticator }, use) => {
    if (!superAdminAuthenticator.secret) {
      await setUpSuperAdminAuthenticator(request, superAdminAuthenticator);
    }
    const login = await request.post('/api/v1/auth/login', { data: demo.superAdmin });
    const { twoFactor, challengeToken } = (await login.json()).data;
    expect(twoFactor, 'the super admin is asked for the second factor').toBe('required');
    const verified = await request.post('/api/v1/auth/login/two-factor', {
      data: { challengeToken, code: await freshCode(superAdminAuthenticator) },
    });
    expect(verified.ok(), "the super admin's second factor").toBe(true);
    await openSignedIn(page, (await verified.json()).data.access_token, '/sa-dashboard');
    await use(page);
  },

  newOrganisation: async ({ page, request }, use) => {
    const code = `ORG${uniqueId()}`;
    const organisation: NewOrganisation = {
      name: `${code} Holdings Pte Ltd`,
      code,
      adminName: 'Lee Organiser',
      adminEmail: `${code.toLowerCase()}@org.example`,
      password: 'Organise@2026',
    };
    // What the sign-up form sends; the form itself is tested in sign-in.spec.ts.
    const signUp = await request.post('/api/v1/auth/signup', {
      data: {
        organizationName: organisation.name,
        organizationId: organisation.code,
        name: organisation.adminName,
        email: organisation.adminEmail,
        password: organisation.password,
      },
    });
    expect(signUp.ok(), `sign-up of ${code}`).toBe(true);
    await signedInAdmin(page, { email: organisation.adminEmail, password: organisation.password });
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
