import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn, totpCode } from '../../test/sign-in.js';

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
    expect(recoveryCodes).toHaveLength(8);
    expect((await get('/api/v1/account/profile/me', token)).statusCode).toBe(200);

    const status = await get('/api/v1/account/two-factor', token);
    expect(status.json().data).toEqual({ enabled: true, required: true });
    const off = await post('/api/v1/account/two-factor/disable', { password: demoPassword }, token);
    expect(off.statusCode).toBe(403);

    // Next time the code is asked for; a recovery code works once.
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
      code: recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(200);
    const reused = await post('/api/v1/auth/login/two-factor', {
      challengeToken: again.challengeToken,
      code: recoveryCodes[0],
    });
    expect(reused.statusCode).toBe(401);
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
    for (let attempt = 0; attempt < 5; attempt += 1) {
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
});
