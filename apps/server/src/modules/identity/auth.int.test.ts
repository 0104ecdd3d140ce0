import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

type Body = { statusCode: number; message: string; data: { access_token: string } | null };

describe('sign-up, sign-in and sessions', () => {
  let t: TestApp;
  let now = new Date('2026-03-02T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const me = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile/me',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  const acme = {
    organizationName: 'Acme Engineering Pte Ltd',
    organizationId: 'ACME',
    name: 'Tan Mei Ling',
    email: 'Mei.Ling@Acme.example',
    password: 'Acme@2026',
  };

  it('creates an organisation and its admin, and signs the admin in', async () => {
    const res = await post('/api/v1/auth/signup', acme);
    expect(res.statusCode).toBe(201);
    const body = res.json() as Body;
    expect(body.statusCode).toBe(201);
    const claims = decodeJwt(body.data?.access_token ?? '');
    expect(claims).toMatchObject({ role: 'admin', isAdmin: true, email: 'mei.ling@acme.example' });
    expect(claims.organizationId).toMatch(/^[0-9a-f-]{36}$/);

    const profile = await me(body.data?.access_token ?? '');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      name: 'Tan Mei Ling',
      role: 'admin',
      organization: { code: 'ACME', organizationName: 'Acme Engineering Pte Ltd' },
      preventAccess: [],
      employeeId: null,
    });
  });

  it('refuses a taken Organization ID, whatever its case, with the spec message', async () => {
    const res = await post('/api/v1/auth/signup', {
      ...acme,
      organizationId: 'acme',
      email: 'other@acme.example',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Organization ID Already Exists. Please choose a unique ID for your organization',
    );
  });

  it('refuses a weak password and says what is missing', async () => {
    const res = await post('/api/v1/auth/signup', {
      ...acme,
      organizationId: 'WEAK',
      email: 'weak@acme.example',
      password: 'password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'password: Password needs an uppercase letter, one of @#$%^&+*!=',
    );
  });

  it('signs an admin in by e-mail, in any case', async () => {
    const res = await post('/api/v1/auth/login', {
      email: 'MEI.LING@acme.example',
      password: 'Acme@2026',
    });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt((res.json() as Body).data?.access_token ?? '').role).toBe('admin');
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/api/v1/auth/login', { email: acme.email, password: 'Nope@2026' });
    const unknown = await post('/api/v1/auth/login', {
      email: 'nobody@acme.example',
      password: 'Nope@2026',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('refuses calls without a token, with a bad token, or with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/account/profile/me' });
    expect(none.statusCode).toBe(401);
    expect((await me('not.a.token')).statusCode).toBe(401);

    const login = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    const token = (login.json() as Body).data?.access_token ?? '';
    const saved = now;
    now = new Date(now.getTime() + 13 * 60 * 60 * 1000);
    const expired = await me(token);
    now = saved;
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a request whose organisation or admin header disagrees with the token', async () => {
    const login = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    const token = (login.json() as Body).data?.access_token ?? '';
    const claims = decodeJwt(token);
    expect(
      (await me(token, { 'x-organization-id': String(claims.organizationId) })).statusCode,
    ).toBe(200);
    expect((await me(token, { 'x-admin-id': String(claims.sub) })).statusCode).toBe(200);
    const otherOrg = await me(token, { 'x-organization-id': crypto.randomUUID() });
    expect(otherOrg.statusCode).toBe(403);
    const otherAdmin = await me(token, { 'x-admin-id': crypto.randomUUID() });
    expect(otherAdmin.statusCode).toBe(403);
  });

  it('refuses the token after sign-out, but not the account’s other sessions', async () => {
    const first = (
      await post('/api/v1/auth/login', { email: acme.email, password: acme.password })
    ).json() as Body;
    const second = (
      await post('/api/v1/auth/login', { email: acme.email, password: acme.password })
    ).json() as Body;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${first.data?.access_token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(first.data?.access_token ?? '')).statusCode).toBe(401);
    expect((await me(second.data?.access_token ?? '')).statusCode).toBe(200);
  });

  it('ends other sessions when the password changes, and keeps the new one', async () => {
    const other = (
      await post('/api/v1/auth/login', { email: acme.email, password: acme.password })
    ).json() as Body;
    const current = (
      await post('/api/v1/auth/login', { email: acme.email, password: acme.password })
    ).json() as Body;
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/change-password',
        headers: { authorization: `Bearer ${current.data?.access_token}` },
        payload,
      });

    const wrong = await change({ currentPassword: 'Wrong@2026', newPassword: 'Fresh@2027' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^currentPassword: /);

    const res = await change({ currentPassword: acme.password, newPassword: 'Fresh@2027' });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as Body).data?.access_token ?? '';
    expect((await me(other.data?.access_token ?? '')).statusCode).toBe(401);
    expect((await me(current.data?.access_token ?? '')).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);

    const old = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    expect(old.statusCode).toBe(401);
    acme.password = 'Fresh@2027';
  });

  it('throttles repeated failures for one account with 429, then lets it in after the window', async () => {
    await post('/api/v1/auth/signup', {
      organizationName: 'Throttle Pte Ltd',
      organizationId: 'THROTTLE',
      name: 'Lee',
      email: 'lee@throttle.example',
      password: 'Right@2026',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await post('/api/v1/auth/login', {
        email: 'lee@throttle.example',
        password: 'Wrong@2026',
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/v1/auth/login', {
      email: 'lee@throttle.example',
      password: 'Right@2026',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );

    now = new Date(now.getTime() + 16 * 60 * 1000);
    const later = await post('/api/v1/auth/login', {
      email: 'lee@throttle.example',
      password: 'Right@2026',
    });
    expect(later.statusCode).toBe(200);
  });

  it('throttles one address that tries many accounts', async () => {
    const from = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email, password: 'Guess@2026' },
      });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await from(`guess${attempt}@acme.example`)).statusCode).toBe(401);
    }
    expect((await from('guess-next@acme.example')).statusCode).toBe(429);
    const elsewhere = await post('/api/v1/auth/login', {
      email: acme.email,
      password: acme.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('writes an audit entry for sign-ins, failures and password changes', async () => {
    const rows = await t.database.pool.query<{ action: string; n: string }>(
      'select action, count(*)::text as n from audit_log group by action',
    );
    const counts = Object.fromEntries(rows.rows.map((row) => [row.action, Number(row.n)]));
    expect(counts['auth.login']).toBeGreaterThan(3);
    expect(counts['auth.login_failed']).toBeGreaterThanOrEqual(27);
    expect(counts['account.password_changed']).toBe(1);
    expect(counts['organization.created']).toBe(2);
    expect(counts['auth.logout']).toBe(1);
  });
});
