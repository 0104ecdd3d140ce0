import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signIn } from '../test/sign-in.js';
import { actorOf, authPlugin } from './auth.js';
import { ok } from './envelope.js';

describe('route guards', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        app.get(
          '/api/v1/probe/admins',
          { config: { access: ['admin', 'asstadmin'] } },
          async (request) => ok(actorOf(request).role),
        );
        app.get(
          '/api/v1/probe/platform',
          { config: { access: ['masteradmin', 'superadmin'] } },
          async () => ok('platform'),
        );
      },
    });
    await seedDemo(t.database.db);
    tokens.admin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
    tokens.superAdmin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.superAdmin.email, password: demoPassword },
    });
    tokens.employee = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'demo',
      },
    });
  });
  afterAll(async () => t.close());

  const call = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('signs staff in with their organisation id, as an employee', () => {
    expect(decodeJwt(tokens.employee ?? '')).toMatchObject({ role: 'employee', isAdmin: false });
    expect(decodeJwt(tokens.superAdmin ?? '')).toMatchObject({
      role: 'superadmin',
      isAdmin: true,
      organizationId: null,
    });
  });

  it('refuses staff sign-in with another organisation id or through the admin door', async () => {
    const wrongOrg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'OTHER',
      },
    });
    expect(wrongOrg.statusCode).toBe(401);
    const adminDoor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.employee.email, password: demoPassword },
    });
    expect(adminDoor.statusCode).toBe(401);
  });

  it('lets each role through only where it is listed', async () => {
    expect((await call('/api/v1/probe/admins', tokens.admin ?? '')).statusCode).toBe(200);
    expect((await call('/api/v1/probe/admins', tokens.employee ?? '')).statusCode).toBe(403);
    expect((await call('/api/v1/probe/admins', tokens.superAdmin ?? '')).statusCode).toBe(403);
    expect((await call('/api/v1/probe/platform', tokens.superAdmin ?? '')).statusCode).toBe(200);
    expect((await call('/api/v1/probe/platform', tokens.admin ?? '')).statusCode).toBe(403);
    const refused = await call('/api/v1/probe/platform', tokens.employee ?? '');
    expect(refused.json()).toEqual({
      statusCode: 403,
      message: 'Your role does not allow this',
      field: null,
      data: null,
    });
  });

  it('checks the caller before reading the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/change-password',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createTestApp({
      config: { jwtSecret: 'another-secret-that-is-long-enough-for-hs256' },
    });
    try {
      await seedDemo(other.database.db);
      const foreign = (
        await other.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: demoAccounts.admin.email, password: demoPassword },
        })
      ).json().data.access_token as string;
      expect((await call('/api/v1/account/profile/me', foreign)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('will not start with a route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    expect(() => app.get('/api/v1/forgotten', async () => 'open')).toThrow(
      'GET /api/v1/forgotten does not declare who may call it',
    );
    await app.close();
  });
});
