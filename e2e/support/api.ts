import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account, StaffAccount } from './accounts.js';

export type Envelope<T> = { statusCode: number; message: string; data: T };

/**
 * The API as one signed-in account, for what a test needs ready before it opens a page, or
 * checks behind it.
 */
export class ApiClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** Signs in as an admin or super admin, or as staff when the account names an organisation. */
  static async signIn(
    request: APIRequestContext,
    account: Account | StaffAccount,
  ): Promise<ApiClient> {
    const response =
      'organizationId' in account
        ? await request.post('/api/v1/employee/login', {
            data: {
              email: account.email,
              password: account.password,
              organizationID: account.organizationId,
            },
          })
        : await request.post('/api/v1/auth/login', {
            data: { email: account.email, password: account.password },
          });
    expect(response.ok(), `sign-in of ${account.email}`).toBe(true);
    return new ApiClient(request, (await response.json()).data.access_token);
  }

  /** The answer as it came, for tests that check a status or message. */
  async send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> {
    const response = await this.request.fetch(`/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      data,
    });
    return { status: response.status(), body: await response.json() };
  }

  /** The answer's data, failing the test unless the call succeeded. */
  async data<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const { status, body } = await this.send<T>(method, path, data);
    expect(status < 400, `${method} ${path}: ${body.message}`).toBe(true);
    return body.data;
  }

  /** Uploads a file and answers its id. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    const response = await this.request.post('/api/v1/uploads', {
      headers: { Authorization: `Bearer ${this.token}` },
      multipart: { file },
    });
    expect(response.ok(), 'upload').toBe(true);
    return (await response.json()).data.id;
  }
}

/** The API as the account the page is signed in as. */
export async function apiOfPage(page: Page): Promise<ApiClient> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  if (!token) throw new Error('The page is not signed in');
  return new ApiClient(page.request, token);
}
