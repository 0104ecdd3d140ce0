import { expect, type Page } from '@playwright/test';
import type { Account, StaffAccount } from './accounts.js';
import { ApiClient } from './api.js';

// Signing a page in through the API, for the fixtures: the browser then holds what the sign-in
// form leaves it (apps/web/src/lib/session/session-storage.ts), without the form's page load.
// sign-in.spec.ts checks that the form stores just this.

/** What `storeSession` keeps in localStorage for an access token. */
function storedSession(token: string): Record<string, string> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The access token has no payload');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const user = {
    id: claims.sub,
    name: claims.name,
    email: claims.email,
    role: claims.role,
    isAdmin: claims.isAdmin,
    organizationId: claims.organizationId ?? null,
    preventAccess: claims.preventAccess ?? [],
    exp: claims.exp,
  };
  return {
    jwt_token: token,
    auth_user: JSON.stringify(user),
    OrganizationId: user.organizationId ?? '',
  };
}

/**
 * Puts the session of an access token in the page's storage, as the sign-in form would, then
 * opens `home` (a path such as /dashboard) and waits until the app shows it. The storage is
 * written on a static file of the app's origin, so the app loads once, signed in.
 */
export async function openSignedIn(page: Page, token: string, home: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storedSession(token));
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/** Signs the account in through the API and opens `home` signed in as it. */
export async function signInThroughApi(
  page: Page,
  account: Account | StaffAccount,
  home: string,
): Promise<void> {
  const api = await ApiClient.signIn(page.request, account);
  await openSignedIn(page, api.token, home);
}
