import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { demoPeople } from '../../seed/demo-people.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signUp } from '../../test/sign-in.js';

type SignIn = { at: string; email: string; portal: string; organizationCode: string | null };

const hour = 60 * 60 * 1000;

describe('dashboards', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const current = new Date('2026-06-01T03:00:00Z');
  let now = current;
  const at = (hoursBefore: number) => new Date(current.getTime() - hoursBefore * hour);

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
      return res.json().data.access_token as string;
    };
    const employeeLogin = () =>
      post('/api/v1/employee/login', {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      });
    const adminLogin = (email: string) =>
      signIn(t.app, { url: '/api/v1/auth/login', payload: { email, password: demoPassword } });

    // Sign-ins at different times, written out of time order: the list must sort by time.
    now = at(25); // outside the last 24 hours, still among the recent ones
    await employeeLogin();
    now = current;
    tokens.superAdmin = await adminLogin(demoAccounts.superAdmin.email);
    now = at(2);
    tokens.admin = await adminLogin(demoAccounts.admin.email);
    now = at(1);
    tokens.employee = await employeeLogin();
    now = at(0.5);
    tokens.other = await signUp(t.app, {
      organizationName: 'Other Pte Ltd',
      organizationId: 'OTHER',
      name: 'Rahul',
      email: 'rahul@other.example',
      password: 'Other@2026',
    });
    // A failed attempt is not a sign-in.
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: 'Wrong@2026' },
    });
    expect(failed.statusCode).toBe(401);
    now = current;
  });
  afterAll(async () => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('shows an admin their own organisation and its headcount', async () => {
    const res = await get('/api/v1/dashboard/organization', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200 });
    expect(body.data).toEqual({
      organization: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'DEMO',
        organizationName: 'Tembusu Demo Pte Ltd',
        uen: '202612345K',
        registrationType: 'UEN',
        industry: 'Information Technology',
        address: '1 Raffles Place, #20-01, Singapore 048616',
        currency: 'SGD',
        timeZone: 'Asia/Singapore',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      headcount: { employees: demoPeople.length, admins: 1, assistantAdmins: 0, inactive: 0 },
    });
  });

  it('never shows one organisation the facts or figures of another', async () => {
    const demo = (await get('/api/v1/dashboard/organization', tokens.admin)).json().data;
    const res = await get('/api/v1/dashboard/organization', tokens.other);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      organization: {
        code: 'OTHER',
        organizationName: 'Other Pte Ltd',
        uen: null,
        address: null,
        industry: null,
      },
      headcount: { employees: 0, admins: 1, assistantAdmins: 0, inactive: 0 },
    });
    expect(data.organization.id).not.toBe(demo.organization.id);
    expect(res.body).not.toContain('DEMO');
    expect(res.body).not.toContain('Tembusu Demo');
  });

  it('lets employees see their organisation but not the platform', async () => {
    const own = await get('/api/v1/dashboard/organization', tokens.employee);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      organization: { code: 'DEMO' },
      headcount: { employees: demoPeople.length, admins: 1 },
    });
    expect((await get('/api/v1/dashboard/platform', tokens.employee)).statusCode).toBe(403);
  });

  it('refuses the platform dashboard to organisation admins', async () => {
    expect((await get('/api/v1/dashboard/platform', tokens.admin)).statusCode).toBe(403);
    expect((await get('/api/v1/dashboard/platform', tokens.other)).statusCode).toBe(403);
  });

  it('refuses both dashboards without a token', async () => {
    expect((await get('/api/v1/dashboard/organization')).statusCode).toBe(401);
    expect((await get('/api/v1/dashboard/platform')).statusCode).toBe(401);
  });

  it('refuses the organisation dashboard to a platform account, which has no organisation', async () => {
    expect((await get('/api/v1/dashboard/organization', tokens.superAdmin)).statusCode).toBe(403);
  });

  it('shows super admins the whole service and its recent sign-ins, newest first', async () => {
    const res = await get('/api/v1/dashboard/platform', tokens.superAdmin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      organizations: number;
      accounts: number;
      signInsLast24Hours: number;
      recentSignIns: SignIn[];
    };
    // The demo staff, the demo admin, the super admin and the other organisation's admin.
    // Sign-ins: super admin, other admin, admin and the employee's second; not the one 25 hours
    // ago.
    expect(data).toMatchObject({
      organizations: 2,
      accounts: demoPeople.length + 3,
      signInsLast24Hours: 4,
    });
    expect(
      data.recentSignIns.map(({ at, email, portal, organizationCode }) => ({
        at,
        email,
        portal,
        organizationCode,
      })),
    ).toEqual([
      {
        at: current.toISOString(),
        email: demoAccounts.superAdmin.email,
        portal: 'admin',
        organizationCode: null,
      },
      {
        at: at(0.5).toISOString(),
        email: 'rahul@other.example',
        portal: 'admin',
        organizationCode: 'OTHER',
      },
      {
        at: at(1).toISOString(),
        email: demoAccounts.employee.email,
        portal: 'staff',
        organizationCode: 'DEMO',
      },
      {
        at: at(2).toISOString(),
        email: demoAccounts.admin.email,
        portal: 'admin',
        organizationCode: 'DEMO',
      },
      {
        at: at(25).toISOString(),
        email: demoAccounts.employee.email,
        portal: 'staff',
        organizationCode: 'DEMO',
      },
    ]);
    expect(data.recentSignIns[0]).toMatchObject({
      name: demoAccounts.superAdmin.name,
      role: 'superadmin',
    });
  });

  it('counts a deactivated account as inactive, not in its role', async () => {
    await t.database.pool.query(
      'update accounts set is_active = false where lower(email) = $1 and role = $2',
      [demoAccounts.employee2.email, 'employee'],
    );
    const res = await get('/api/v1/dashboard/organization', tokens.admin);
    expect(res.json().data.headcount).toEqual({
      employees: demoPeople.length - 1,
      admins: 1,
      assistantAdmins: 0,
      inactive: 1,
    });
  });
});
