import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp, testConfig } from '../../test/app.js';
import { signIn, totpCode } from '../../test/sign-in.js';
import { maxSecondFactorFailures } from './auth.service.js';
import { protectStoredTwoFactorSecrets } from './two-factor.service.js';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let now = new Date('2026-07-01T00:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object = {}, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const adminPassword = { email: demoAccounts.admin.email, password: demoPassword };
  const challengeFor = async (payload: { email: string; password: string }) =>
    (await post('/api/v1/auth/login', payload)).json().data.challengeToken as string;
  const stored = async (email: string) =>
    (
      await t.database.pool.query<{ totp_secret: string; recovery_code_hashes: string[] }>(
        'select totp_secret, recovery_code_hashes from accounts where email = $1',
        [email],
      )
    ).rows[0];

  let superSecret = '';
  let superRecoveryCodes: string[] = [];

  it('makes a platform account set up two-factor sign-in before its first session', async () => {
    const first = await post('/api/v1/auth/login', {
      email: demoAccounts.superAdmin.email,
      password: demoPassword,
    });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.access_token).toBeUndefined();
    expect(data.twoFactor).toBe('setup');

    // The challenge is not a session.
    expect((await get('/api/v1/account/profile/me', data.challengeToken)).statusCode).toBe(401);

    const setup = await post('/api/v1/auth/two-factor/setup', {
      challengeToken: data.challengeToken,
    });
    expect(setup.statusCode).toBe(200);
    const enrollment = setup.json().data;
    superSecret = enrollment.secret;
    expect(enrollment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Tembusu:super%40tembusu\.example\?/);
    expect(enrollment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/api/v1/auth/two-factor/confirm', {
      challengeToken: data.challengeToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^code: /);

    const confirm = await post('/api/v1/auth/two-factor/confirm', {
      challengeToken: data.challengeToken,
      code: await totpCode(enrollment.secret, now),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes, access_token: token } = confirm.json().data;
    superRecoveryCodes = recoveryCodes;
    expect(recoveryCodes).toHaveLength(8);
    expect((await get('/api/v1/account/profile/me', token)).statusCode).toBe(200);

    const status = await get('/api/v1/account/two-factor', token);
    expect(status.json().data).toEqual({ enabled: true, required: true });
    const off = await post('/api/v1/account/two-factor/disable', { password: demoPassword }, token);
    expect(off.statusCode).toBe(403);
  });

  it('keeps the secret sealed and the recovery codes behind a slow hash', async () => {
    const row = await stored(demoAccounts.superAdmin.email);
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.totp_secret).not.toContain(superSecret);
    expect(row?.recovery_code_hashes).toHaveLength(8);
    for (const hash of row?.recovery_code_hashes ?? []) expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('takes a recovery code once', async () => {
    later(120);
    const again = (
      await post('/api/v1/auth/login', {
        email: demoAccounts.superAdmin.email,
        password: demoPassword,
      })
    ).json().data;
    expect(again.twoFactor).toBe('required');
    const recovered = await post('/api/v1/auth/login/two-factor', {
      challengeToken: again.challengeToken,
      code: superRecoveryCodes[0]?.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const reused = await post('/api/v1/auth/login/two-factor', {
      challengeToken: await challengeFor({
        email: demoAccounts.superAdmin.email,
        password: demoPassword,
      }),
      code: superRecoveryCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('That code is not correct. Please try again.');
  });

  it('takes a code from the app once, and a challenge for one sign-in', async () => {
    later(60);
    const superPassword = { email: demoAccounts.superAdmin.email, password: demoPassword };
    const challengeToken = await challengeFor(superPassword);
    const code = await totpCode(superSecret, now);
    const first = await post('/api/v1/auth/login/two-factor', { challengeToken, code });
    expect(first.statusCode).toBe(200);

    const replayed = await post('/api/v1/auth/login/two-factor', {
      challengeToken: await challengeFor(superPassword),
      code,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(
      'That code has been used already. Please wait for the next one.',
    );

    later(30);
    const reusedChallenge = await post('/api/v1/auth/login/two-factor', {
      challengeToken,
      code: await totpCode(superSecret, now),
    });
    expect(reusedChallenge.statusCode).toBe(401);
    expect(reusedChallenge.json().message).toBe(
      'This sign-in has expired. Please enter your password again.',
    );
    const next = await post('/api/v1/auth/login/two-factor', {
      challengeToken: await challengeFor(superPassword),
      code: await totpCode(superSecret, now),
    });
    expect(next.statusCode).toBe(200);
  });

  it('lets an admin turn it on from the profile, then asks for the code at sign-in', async () => {
    const token = await signIn(t.app, { url: '/api/v1/auth/login', payload: adminPassword });
    expect((await get('/api/v1/account/two-factor', token)).json().data).toEqual({
      enabled: false,
      required: false,
    });
    const enrollment = (await post('/api/v1/account/two-factor/setup', {}, token)).json().data;
    const on = await post(
      '/api/v1/account/two-factor/confirm',
      { code: await totpCode(enrollment.secret, now) },
      token,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json().data.recoveryCodes).toHaveLength(8);

    later(30);
    const first = (await post('/api/v1/auth/login', adminPassword)).json().data;
    expect(first).toMatchObject({ twoFactor: 'required' });
    const bad = await post('/api/v1/auth/login/two-factor', {
      challengeToken: first.challengeToken,
      code: '123456',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('That code is not correct. Please try again.');
    const good = await post('/api/v1/auth/login/two-factor', {
      challengeToken: first.challengeToken,
      code: await totpCode(enrollment.secret, now),
    });
    expect(good.statusCode).toBe(200);

    const offWrong = await post(
      '/api/v1/account/two-factor/disable',
      { password: 'Nope@2026' },
      token,
    );
    expect(offWrong.statusCode).toBe(400);
    const off = await post('/api/v1/account/two-factor/disable', { password: demoPassword }, token);
    expect(off.statusCode).toBe(200);
    const plain = (await post('/api/v1/auth/login', adminPassword)).json().data;
    expect(plain.access_token).toBeTruthy();
  });

  it('lets a challenge expire after five minutes', async () => {
    const token = await signIn(t.app, { url: '/api/v1/auth/login', payload: adminPassword });
    const enrollment = (await post('/api/v1/account/two-factor/setup', {}, token)).json().data;
    await post(
      '/api/v1/account/two-factor/confirm',
      { code: await totpCode(enrollment.secret, now) },
      token,
    );
    const first = (await post('/api/v1/auth/login', adminPassword)).json().data;
    later(6 * 60);
    const late = await post('/api/v1/auth/login/two-factor', {
      challengeToken: first.challengeToken,
      code: await totpCode(enrollment.secret, now),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This sign-in has expired. Please enter your password again.');
  });

  it('throttles wrong codes like wrong passwords', async () => {
    later(16 * 60); // past the window of the earlier wrong code
    const first = (await post('/api/v1/auth/login', adminPassword)).json().data;
    for (let attempt = 0; attempt < maxSecondFactorFailures; attempt += 1) {
      const res = await post('/api/v1/auth/login/two-factor', {
        challengeToken: first.challengeToken,
        code: '999999',
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/v1/auth/login/two-factor', {
      challengeToken: first.challengeToken,
      code: '999999',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many wrong codes. Please wait 15 minutes and try again.',
    );
  });

  it('checks no more codes from a burst sent at once than the limit allows', async () => {
    later(16 * 60);
    const challengeToken = await challengeFor(adminPassword);
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        post('/api/v1/auth/login/two-factor', {
          challengeToken,
          code: String(100_000 + n),
        }),
      ),
    );
    const checked = burst.filter((res) => res.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(maxSecondFactorFailures);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(200 - checked.length);
  });

  it('is for administrators: employees cannot turn it on', async () => {
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
    expect((await post('/api/v1/account/two-factor/setup', {}, token)).statusCode).toBe(403);
  });

  it('seals secrets kept in the clear at start-up, and moves old recovery codes to the slow hash', async () => {
    const email = demoAccounts.employee2.email;
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const recoveryCode = 'abcde-fghij';
    const fastHash = createHash('sha256').update('abcdefghij').digest('hex');
    // An account set up before secrets were sealed: as the database held it then.
    await t.database.pool.query(
      `update accounts set role = 'admin', totp_secret = $2, totp_enabled_at = now(),
         recovery_code_hashes = $3 where email = $1`,
      [email, secret, [fastHash]],
    );
    const key = Buffer.from(testConfig().totpEncryptionKey ?? '', 'hex');
    expect(await protectStoredTwoFactorSecrets(t.database.db, key)).toBe(1);
    expect(await protectStoredTwoFactorSecrets(t.database.db, key)).toBe(0);
    const row = await stored(email);
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.recovery_code_hashes[0]).toMatch(/^\$argon2id\$/);

    const password = { email, password: demoPassword };
    later(60);
    const withApp = await post('/api/v1/auth/login/two-factor', {
      challengeToken: await challengeFor(password),
      code: await totpCode(secret, now),
    });
    expect(withApp.statusCode).toBe(200);
    const withRecovery = await post('/api/v1/auth/login/two-factor', {
      challengeToken: await challengeFor(password),
      code: recoveryCode,
    });
    expect(withRecovery.statusCode).toBe(200);
  });
});
