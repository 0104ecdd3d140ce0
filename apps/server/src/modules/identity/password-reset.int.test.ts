import { resetCodeSentMessage } from '@tembusu/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { maxResetRequestsPerAddress, resetCodeMaxTries } from './password-reset.service.js';

type Mail = { to: string; subject: string; text: string };

describe('password reset by e-mailed code', () => {
  let t: TestApp;
  let now = new Date('2026-05-04T02:00:00Z');
  const outbox: Mail[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      jobs: true,
      clock: () => now,
      mailTransport: async (mail) => {
        outbox.push(mail);
      },
    });
    await seedDemo(t.database.db);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  async function nextCode(to: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mail = outbox.findLast((m) => m.to === to);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) {
        outbox.length = 0;
        return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No reset mail reached ${to}`);
  }

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const real = await post('/api/v1/account/reset-password/otp', {
      email: demoAccounts.admin.email,
    });
    const unknown = await post('/api/v1/account/reset-password/otp', {
      email: 'nobody@tembusu.example',
    });
    expect(real.statusCode).toBe(200);
    expect(unknown.json()).toEqual(real.json());
    const code = await nextCode(demoAccounts.admin.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.some((mail) => mail.to === 'nobody@tembusu.example')).toBe(false);

    const stored = await t.database.pool.query<{ code_hash: string }>(
      'select code_hash from password_reset_codes',
    );
    expect(stored.rows.every((row) => !row.code_hash.includes(code))).toBe(true);
  });

  it('resets with the code, once, and ends the old sessions', async () => {
    later(2);
    const session = (
      await post('/api/v1/auth/login', { email: demoAccounts.admin.email, password: demoPassword })
    ).json().data.access_token as string;
    await post('/api/v1/account/reset-password/otp', { email: demoAccounts.admin.email });
    const code = await nextCode(demoAccounts.admin.email);

    const check = await post('/api/v1/account/reset-password/otp/verify', {
      email: demoAccounts.admin.email,
      code,
    });
    expect(check.statusCode).toBe(200);

    const reset = await post('/api/v1/account/reset-password', {
      email: demoAccounts.admin.email,
      code,
      newPassword: 'Reset@2026',
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/v1/account/reset-password', {
      email: demoAccounts.admin.email,
      code,
      newPassword: 'Again@2026',
    });
    expect(again.statusCode).toBe(400);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await post('/api/v1/auth/login', {
      email: demoAccounts.admin.email,
      password: 'Reset@2026',
    });
    expect(login.statusCode).toBe(200);
  });

  it('resets a staff password within the organisation named', async () => {
    later(2);
    const ref = { email: demoAccounts.employee.email, organizationID: 'DEMO' };
    const wrongOrg = await post('/api/v1/account/reset-password/otp', {
      ...ref,
      organizationID: 'NOPE',
    });
    expect(wrongOrg.statusCode).toBe(200);
    await post('/api/v1/account/reset-password/otp', ref);
    const code = await nextCode(demoAccounts.employee.email);
    const reset = await post('/api/v1/account/reset-password', {
      ...ref,
      code,
      newPassword: 'Staff@2026',
    });
    expect(reset.statusCode).toBe(200);
    const login = await post('/api/v1/employee/login', {
      email: ref.email,
      password: 'Staff@2026',
      organizationID: 'demo',
    });
    expect(login.statusCode).toBe(200);
  });

  it('stops a code after 5 wrong tries', async () => {
    later(2);
    const email = demoAccounts.employee2.email;
    const ref = { email, organizationID: 'DEMO' };
    await post('/api/v1/account/reset-password/otp', ref);
    const code = await nextCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await post('/api/v1/account/reset-password/otp/verify', {
        ...ref,
        code: wrongCode,
      });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('code: this code is not correct. 4 tries left.');
    expect(messages[4]).toBe('code: too many wrong codes. Ask for a new one.');
    const right = await post('/api/v1/account/reset-password/otp/verify', { ...ref, code });
    expect(right.statusCode).toBe(400);
  });

  it('compares no more than 5 of a burst of guesses sent at once; the right code then fails', async () => {
    later(2);
    const email = demoAccounts.employee2.email;
    const ref = { email, organizationID: 'DEMO' };
    await post('/api/v1/account/reset-password/otp', ref);
    const code = await nextCode(email);
    const guesses = Array.from({ length: 300 }, (_, n) => (n === Number(code) ? 999_999 : n))
      .map((n) => String(n).padStart(6, '0'))
      .filter((guess) => guess !== code);
    const burst = await Promise.all(
      [...guesses, code].map((guess) =>
        post('/api/v1/account/reset-password/otp/verify', { ...ref, code: guess }),
      ),
    );
    const messages = burst.map((res) => res.json().message as string);
    const compared = messages.filter(
      (message) => /tries? left/.test(message) || message.includes('too many wrong codes'),
    );
    expect(compared.length).toBeLessThanOrEqual(resetCodeMaxTries);
    expect(burst.every((res) => res.statusCode === 400)).toBe(true);
    const stored = await t.database.pool.query<{ attempts: number }>(
      `select attempts from password_reset_codes where used_at is null
         and account_id = (select id from accounts where email = $1)`,
      [email],
    );
    expect(stored.rows).toEqual([{ attempts: resetCodeMaxTries }]);
    const right = await post('/api/v1/account/reset-password/otp/verify', { ...ref, code });
    expect(right.statusCode).toBe(400);
  });

  it('still resets for someone who typed the right code after four wrong ones', async () => {
    later(2);
    const ref = { email: demoAccounts.admin.email };
    await post('/api/v1/account/reset-password/otp', ref);
    const code = await nextCode(ref.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < resetCodeMaxTries; attempt += 1) {
      const res = await post('/api/v1/account/reset-password/otp/verify', {
        ...ref,
        code: wrongCode,
      });
      expect(res.statusCode).toBe(400);
    }
    const check = await post('/api/v1/account/reset-password/otp/verify', { ...ref, code });
    expect(check.statusCode).toBe(200);
    const reset = await post('/api/v1/account/reset-password', {
      ...ref,
      code,
      newPassword: 'Fourth@2026',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('does nothing before answering that depends on whether the account exists', async () => {
    // Without job workers the queued work never runs, so what a request leaves behind is all it
    // did before answering; equal work is equal time, which a timed test on a busy machine could
    // not show reliably.
    const queueless = await createTestApp({ clock: () => now });
    try {
      await seedDemo(queueless.database.db);
      const ask = (email: string) =>
        queueless.app.inject({
          method: 'POST',
          url: '/api/v1/account/reset-password/otp',
          payload: { email },
        });
      const real = await ask(demoAccounts.admin.email);
      const unknown = await ask('nobody@tembusu.example');
      expect(real.json()).toEqual({ statusCode: 200, message: resetCodeSentMessage, data: null });
      expect(unknown.json()).toEqual(real.json());
      const left = await queueless.database.pool.query<{ codes: number; mails: number }>(
        `select (select count(*)::int from password_reset_codes) as codes,
                (select count(*)::int from mail_outbox) as mails`,
      );
      expect(left.rows[0]).toEqual({ codes: 0, mails: 0 });
    } finally {
      await queueless.close();
    }
  });

  it('allows one address a limited number of code requests', async () => {
    const address = '198.51.100.60';
    for (let n = 0; n < maxResetRequestsPerAddress; n += 1) {
      const res = await post(
        '/api/v1/account/reset-password/otp',
        { email: `n${n}@x.example` },
        address,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await post(
      '/api/v1/account/reset-password/otp',
      { email: demoAccounts.admin.email },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many reset codes asked for from your network. Please wait 15 minutes and try again.',
    );
  });

  it('expires a code after 10 minutes', async () => {
    later(2);
    const email = demoAccounts.superAdmin.email;
    await post('/api/v1/account/reset-password/otp', { email });
    const code = await nextCode(email);
    later(11);
    const res = await post('/api/v1/account/reset-password/otp/verify', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'code: this code is not correct or has expired. Ask for a new one.',
    );
  });

  it('names the field when the input is malformed', async () => {
    const res = await post('/api/v1/account/reset-password/otp/verify', {
      email: demoAccounts.admin.email,
      code: '12ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('code: The code is the 6 digits in the e-mail we sent');
  });
});
