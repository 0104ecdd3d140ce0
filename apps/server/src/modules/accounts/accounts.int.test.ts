import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/sign-in.js';

describe('platform management of super admins and organisation admins', () => {
  let t: TestApp;
  let superToken: string;
  let adminToken: string;
  let demoId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    superToken = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.superAdmin.email, password: demoPassword },
    });
    adminToken = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
    const organizations = await call('GET', '/api/v1/manage/organizations');
    demoId = organizations.json().data.find((o: { code: string }) => o.code === 'DEMO').id;
  });
  afterAll(async () => t.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = superToken) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  }

  it('is for platform accounts only', async () => {
    for (const url of [
      '/api/v1/manage/super-admins',
      '/api/v1/manage/admins',
      '/api/v1/manage/organizations',
    ]) {
      expect((await call('GET', url, undefined, adminToken)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists organisation admins with their organisation, pages of 5, and searches', async () => {
    const list = await call('GET', '/api/v1/manage/admins');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.items[0]).toMatchObject({
      email: demoAccounts.admin.email,
      role: 'admin',
      isActive: true,
      organization: { code: 'DEMO' },
    });
    const none = await call('GET', '/api/v1/manage/admins?search=nobody');
    expect(none.json().data).toEqual({ items: [], total: 0 });
    const supers = await call('GET', '/api/v1/manage/super-admins');
    expect(supers.json().data.items.map((a: { email: string }) => a.email)).toEqual([
      demoAccounts.superAdmin.email,
    ]);
  });

  it('creates an assistant admin in an organisation, who can then sign in', async () => {
    const res = await call('POST', '/api/v1/manage/admins', {
      organizationId: demoId,
      name: 'Lim Assistant',
      email: 'assistant@tembusu.example',
      password: 'Assist@2026',
      role: 'asstadmin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'asstadmin', organization: { code: 'DEMO' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'assistant@tembusu.example', password: 'Assist@2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken e-mail, an unknown organisation and a weak password, naming the field', async () => {
    const taken = await call('POST', '/api/v1/manage/admins', {
      organizationId: demoId,
      name: 'Twin',
      email: demoAccounts.admin.email,
      password: 'Twin@2026',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await call('POST', '/api/v1/manage/admins', {
      organizationId: crypto.randomUUID(),
      name: 'Nobody',
      email: 'nobody@x.example',
      password: 'Nobody@2026',
      role: 'admin',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^organizationId: /);
    const weak = await call('POST', '/api/v1/manage/super-admins', {
      name: 'Weak',
      email: 'weak@x.example',
      password: 'weak',
      role: 'superadmin',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: /);
  });

  it('lets only a master admin make a master admin', async () => {
    const res = await call('POST', '/api/v1/manage/super-admins', {
      name: 'Master',
      email: 'master@x.example',
      password: 'Master@2026',
      role: 'masteradmin',
    });
    expect(res.statusCode).toBe(403);
  });

  it('deactivates an admin, which ends their sessions, and records the change', async () => {
    const list = await call('GET', '/api/v1/manage/admins?search=assistant');
    const assistant = list.json().data.items[0];
    const assistantToken = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: 'assistant@tembusu.example', password: 'Assist@2026' },
    });

    const res = await call('PUT', `/api/v1/manage/admins/${assistant.id}`, {
      name: assistant.name,
      email: assistant.email,
      role: 'admin',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'admin', isActive: false });

    const me = await call('GET', '/api/v1/account/profile/me', undefined, assistantToken);
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'assistant@tembusu.example', password: 'Assist@2026' },
    });
    expect(login.statusCode).toBe(401);

    const audit = await t.database.pool.query<{ action: string }>(
      'select action from audit_log where subject = $1 order by id',
      [assistant.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'account.created',
      'account.role_changed',
      'account.deactivated',
    ]);
  });

  it('will not let a super admin deactivate themself, or move an admin into the platform', async () => {
    const supers = await call('GET', '/api/v1/manage/super-admins');
    const me = supers.json().data.items[0];
    const self = await call('PUT', `/api/v1/manage/super-admins/${me.id}`, {
      ...me,
      isActive: false,
    });
    expect(self.statusCode).toBe(400);

    const admins = await call('GET', '/api/v1/manage/admins?search=admin@tembusu');
    const admin = admins.json().data.items[0];
    const promote = await call('PUT', `/api/v1/manage/admins/${admin.id}`, {
      name: admin.name,
      email: admin.email,
      role: 'superadmin',
      isActive: true,
    });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().message).toMatch(/^role: /);
  });

  it('answers 404 for an id that is not of that kind', async () => {
    const supers = await call('GET', '/api/v1/manage/super-admins');
    const superId = supers.json().data.items[0].id;
    expect((await call('GET', `/api/v1/manage/admins/${superId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/manage/admins/not-a-uuid')).statusCode).toBe(400);
  });
});
