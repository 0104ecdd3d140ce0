import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/sign-in.js';

describe('assistant admins and the sections they may not open', () => {
  let t: TestApp;
  let admin: string;
  let assistantId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    admin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const assistantSignIn = () =>
    signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: 'assistant@tembusu.example', password: 'Assist@2026' },
    });

  it('creates an assistant admin kept out of the organisation section', async () => {
    const res = await call('POST', '/organization/asst-admin', admin, {
      name: 'Goh Assistant',
      email: 'Assistant@Tembusu.example',
      password: 'Assist@2026',
      preventAccess: ['/organization'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'assistant@tembusu.example',
      preventAccess: ['/organization'],
      isActive: true,
    });
    assistantId = res.json().data.id;
    const taken = await call('POST', '/organization/asst-admin', admin, {
      name: 'Twin',
      email: 'assistant@tembusu.example',
      password: 'Assist@2026',
      preventAccess: [],
    });
    expect(taken.statusCode).toBe(409);
    const badSection = await call('POST', '/organization/asst-admin', admin, {
      name: 'Odd',
      email: 'odd@tembusu.example',
      password: 'Assist@2026',
      preventAccess: ['/nowhere'],
    });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json().message).toMatch(/^preventAccess\.0: /);
  });

  it('refuses the assistant the blocked section on the server, not only in the browser', async () => {
    const token = await assistantSignIn();
    expect(decodeJwt(token).preventAccess).toEqual(['/organization']);
    const blocked = await call('GET', '/organization/info', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(
      'Your administrator has not given you access to this section',
    );
    expect((await call('GET', '/organization/departments', token)).statusCode).toBe(403);
    // The shared look-ups that booking screens need stay open.
    expect((await call('GET', '/organization/branch', token)).statusCode).toBe(200);
    expect((await call('GET', '/dashboard/organization', token)).statusCode).toBe(200);
    // Assistants do not manage assistants.
    expect((await call('GET', '/organization/asst-admin', token)).statusCode).toBe(403);
  });

  it('takes a changed section list into effect at once', async () => {
    const before = await assistantSignIn();
    const res = await call('PUT', `/organization/asst-admin/${assistantId}`, admin, {
      name: 'Goh Assistant',
      email: 'assistant@tembusu.example',
      isActive: true,
      preventAccess: ['/payroll'],
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/organization/info', before)).statusCode).toBe(401);
    const after = await assistantSignIn();
    expect((await call('GET', '/organization/info', after)).statusCode).toBe(200);

    const audit = await t.database.pool.query<{ action: string }>(
      "select action from audit_log where subject = $1 and action like 'account.%' order by id",
      [assistantId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'account.created',
      'account.access_changed',
    ]);
  });

  it('lists assistants for admins only', async () => {
    const list = await call('GET', '/organization/asst-admin', admin);
    expect(list.json().data.map((a: { name: string }) => a.name)).toEqual(['Goh Assistant']);
    const employee = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
    expect((await call('GET', '/organization/asst-admin', employee)).statusCode).toBe(403);
  });
});
