import { signupAnswerMessage } from '@tembusu/contracts/identity';
import { passwordMaxLength } from '@tembusu/contracts/patterns';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app.js';
import {
  lockoutMinutes,
  maxFailuresPerAddress,
  maxFailuresPerPair,
  maxSignupsPerAddressPerHour,
  maxTriesPerAccountPerMinute,
} from './auth.service.js';
import { maxCurrentPasswordFailures } from './current-password.js';

type Body = { statusCode: number; message: string; data: { access_token: string } | null };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** How long one request takes, in milliseconds. */
async function timed(request: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await request();
  return performance.now() - started;
}

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

  it('creates an organisation and its admin, who then signs in', async () => {
    const res = await post('/api/v1/auth/signup', acme);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ statusCode: 201, message: signupAnswerMessage, data: null });
    const login = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    const body = login.json() as Body;
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

  it('answers a sign-up with an e-mail that has an account as any other, and changes nothing', async () => {
    const res = await post('/api/v1/auth/signup', {
      ...acme,
      organizationId: 'ACME2',
      email: 'MEI.LING@acme.example',
      password: 'Other@2026',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ statusCode: 201, message: signupAnswerMessage, data: null });
    const organizations = await t.database.pool.query(
      `select code from organizations where code = 'ACME2'`,
    );
    expect(organizations.rows).toEqual([]);
    const other = await post('/api/v1/auth/login', { email: acme.email, password: 'Other@2026' });
    expect(other.statusCode).toBe(401);
    const own = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a password longer than sign-in takes, wherever one is chosen', async () => {
    const long = `Long@${'x'.repeat(passwordMaxLength - 5)}`;
    const tooLong = `${long}x`;
    const message = `Password must be at most ${passwordMaxLength} characters`;
    const signup = await post('/api/v1/auth/signup', {
      ...acme,
      organizationId: 'LONGPASS',
      email: 'long@acme.example',
      password: tooLong,
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe(`password: ${message}`);
    const reset = await post('/api/v1/account/reset-password', {
      email: acme.email,
      code: '123456',
      newPassword: tooLong,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(`newPassword: ${message}`);

    const token = (
      (
        await post('/api/v1/auth/login', { email: acme.email, password: acme.password })
      ).json() as Body
    ).data?.access_token;
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: acme.password, newPassword },
      });
    expect((await change(tooLong)).statusCode).toBe(400);
    const longest = await change(long);
    expect(longest.statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/change-password',
      headers: { authorization: `Bearer ${(longest.json() as Body).data?.access_token}` },
      payload: { currentPassword: long, newPassword: acme.password },
    });
    expect(back.statusCode).toBe(200);
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

  it('refuses a token signed with the right secret that never expires', async () => {
    const login = await post('/api/v1/auth/login', { email: acme.email, password: acme.password });
    const claims = decodeJwt((login.json() as Body).data?.access_token ?? '');
    const { exp: _exp, ...forever } = claims;
    const token = await new SignJWT(forever)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session is not valid. Please sign in again.');
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

  const lee = { email: 'lee@throttle.example', password: 'Right@2026' };
  const leeFrom = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { email: lee.email, password },
    });

  it('locks an address out of an account after five wrong passwords, not the account', async () => {
    await post('/api/v1/auth/signup', {
      organizationName: 'Throttle Pte Ltd',
      organizationId: 'THROTTLE',
      name: 'Lee',
      ...lee,
    });
    for (let attempt = 0; attempt < maxFailuresPerPair; attempt += 1) {
      expect((await leeFrom('198.51.100.7', 'Wrong@2026')).statusCode).toBe(401);
    }
    const locked = await leeFrom('198.51.100.7', lee.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(lockoutMinutes * 60));
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // The owner, from another address, is not locked out with whoever guessed.
    expect((await leeFrom('198.51.100.8', lee.password)).statusCode).toBe(200);

    now = new Date(now.getTime() + (lockoutMinutes + 1) * 60 * 1000);
    expect((await leeFrom('198.51.100.7', lee.password)).statusCode).toBe(200);
  });

  it('slows guesses at one account from many addresses down, without locking it', async () => {
    for (let n = 1; n <= maxTriesPerAccountPerMinute; n += 1) {
      expect((await leeFrom(`198.18.0.${n}`, 'Wrong@2026')).statusCode).toBe(401);
    }
    const slowed = await leeFrom('198.18.1.1', lee.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );
    now = new Date(now.getTime() + 61 * 1000);
    expect((await leeFrom('198.18.1.1', lee.password)).statusCode).toBe(200);
  });

  it('throttles one address that tries many accounts', async () => {
    const from = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email, password: 'Guess@2026' },
      });
    for (let attempt = 0; attempt < maxFailuresPerAddress; attempt += 1) {
      expect((await from(`guess${attempt}@acme.example`)).statusCode).toBe(401);
    }
    expect((await from('guess-next@acme.example')).statusCode).toBe(429);
    const elsewhere = await post('/api/v1/auth/login', {
      email: acme.email,
      password: acme.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('checks no more passwords from a burst of guesses than the limit allows', async () => {
    now = new Date(now.getTime() + (lockoutMinutes + 1) * 60 * 1000);
    const attacker = '192.0.2.50';
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, n) => leeFrom(attacker, `Guess@${n}`)),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const checked = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'auth.login_failed' and ip = $1`,
      [attacker],
    );
    expect(checked.rows[0]?.n).toBeLessThanOrEqual(maxFailuresPerPair);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.rows[0]?.n ?? -1);
    expect((await leeFrom(attacker, lee.password)).statusCode).toBe(429);
  });

  it('writes an audit entry for sign-ins, failures and password changes', async () => {
    const rows = await t.database.pool.query<{ action: string; n: string }>(
      'select action, count(*)::text as n from audit_log group by action',
    );
    const counts = Object.fromEntries(rows.rows.map((row) => [row.action, Number(row.n)]));
    expect(counts['auth.login']).toBeGreaterThan(3);
    expect(counts['auth.login_failed']).toBeGreaterThanOrEqual(
      maxFailuresPerPair + maxTriesPerAccountPerMinute + maxFailuresPerAddress,
    );
    expect(counts['account.password_changed']).toBe(3);
    expect(counts['organization.created']).toBe(2);
    expect(counts['auth.logout']).toBe(1);
  });

  it('checks no more current passwords from a burst than the limit, for any change it guards', async () => {
    const owner = { ...acme, organizationId: 'GUESS', email: 'owner@guess.example' };
    expect((await post('/api/v1/auth/signup', owner)).statusCode).toBe(201);
    const signedIn = await post('/api/v1/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    const authorization = `Bearer ${(signedIn.json() as Body).data?.access_token}`;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/change-password',
        headers: { authorization },
        payload: { currentPassword, newPassword: 'Guessed@2026' },
      });
    const burst = await Promise.all(Array.from({ length: 60 }, (_, n) => change(`Guess@${n}`)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(maxCurrentPasswordFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      60 - maxCurrentPasswordFailures,
    );
    expect((await change(owner.password)).statusCode).toBe(429);
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/disable',
      headers: { authorization },
      payload: { password: owner.password },
    });
    expect(disable.statusCode).toBe(429);
    expect(disable.json().message).toMatch(
      /^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/,
    );

    now = new Date(now.getTime() + (lockoutMinutes + 1) * 60 * 1000);
    expect((await change(owner.password)).statusCode).toBe(200);
  });
});

describe('the client address behind a proxy', () => {
  const account = {
    organizationName: 'Proxy Pte Ltd',
    organizationId: 'PROXY',
    name: 'Goh',
    email: 'goh@proxy.example',
    password: 'Proxy@2026',
  };

  async function lockOutThenTryElsewhere(config: { trustProxy: boolean | string }) {
    const t = await createTestApp({ config });
    try {
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account });
      const via = (client: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': client },
          payload: { email: account.email, password },
        });
      for (let attempt = 0; attempt < maxFailuresPerPair; attempt += 1) {
        expect((await via('198.51.100.20', 'Wrong@2026')).statusCode).toBe(401);
      }
      const elsewhere = await via('198.51.100.21', account.password);
      const recorded = await t.database.pool.query<{ ip: string }>(
        `select distinct ip from audit_log where action = 'auth.login_failed'`,
      );
      return { elsewhere: elsewhere.statusCode, recorded: recorded.rows.map((row) => row.ip) };
    } finally {
      await t.close();
    }
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY says to believe it', async () => {
    expect(await lockOutThenTryElsewhere({ trustProxy: false })).toEqual({
      elsewhere: 429,
      recorded: ['10.0.0.2'],
    });
    expect(await lockOutThenTryElsewhere({ trustProxy: '10.0.0.0/8' })).toEqual({
      elsewhere: 200,
      recorded: ['198.51.100.20'],
    });
  });
});

describe('sign-up, which tells nobody who has an account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  let next = 0;
  const signup = (email: string, remoteAddress = `192.0.2.${next % 250}`) => {
    next += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress,
      payload: {
        organizationName: `Timing ${next} Pte Ltd`,
        organizationId: `TIMING${next}`,
        name: 'Wong',
        email,
        password: 'Timing@2026',
      },
    });
  };

  it('answers the same, as quickly, whether or not the e-mail has an account', async () => {
    expect((await signup('taken@timing.example')).statusCode).toBe(201);
    // Each round times the two back to back, so a busy machine slows both alike; the median of
    // the rounds' ratios then says whether one kind of answer is cheaper. An early answer for a
    // taken e-mail skips hashing the password and creating the organisation: a tenth of the time.
    const ratios: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      const taken = await timed(() => signup('taken@timing.example'));
      const fresh = await timed(() => signup(`fresh${round}@timing.example`));
      ratios.push(taken / fresh);
    }
    const [again, brandNew] = [
      await signup('taken@timing.example'),
      await signup('brand-new@timing.example'),
    ];
    expect(again.statusCode).toBe(brandNew.statusCode);
    expect(again.json()).toEqual(brandNew.json());
    expect(median(ratios)).toBeGreaterThan(0.5);
    expect(median(ratios)).toBeLessThan(2);
  });

  it('allows one address a limited number of sign-ups an hour', async () => {
    const address = '198.51.100.99';
    for (let n = 0; n < maxSignupsPerAddressPerHour; n += 1) {
      expect((await signup(`limit${n}@timing.example`, address)).statusCode).toBe(201);
    }
    const refused = await signup('one-more@timing.example', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      'Too many sign-ups from your network. Please wait 60 minutes and try again.',
    );
    expect((await signup('other-address@timing.example')).statusCode).toBe(201);
  });
});
