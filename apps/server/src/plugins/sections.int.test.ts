import { adminSections, sectionOfApiRoute } from '@tembusu/contracts/roles';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signIn } from '../test/sign-in.js';

// Every route the application registers, seen as it is added: Fastify has no list to ask later.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as (...args: unknown[]) => FastifyInstance;
  const fastify = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: fastify, fastify };
});

/**
 * Routes an assistant admin may call whatever sections they are kept out of: their own account,
 * the dashboard, files, and the look-ups that every admin screen needs. A new route an assistant
 * can call belongs in a section (packages/contracts/src/roles.ts) or here.
 */
const sectionFree = new Set([
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/two-factor/setup',
  'POST /api/v1/auth/two-factor/confirm',
  'GET /api/v1/account/profile/me',
  'PUT /api/v1/account/change-password',
  'GET /api/v1/account/two-factor',
  'POST /api/v1/account/two-factor/setup',
  'POST /api/v1/account/two-factor/confirm',
  'POST /api/v1/account/two-factor/disable',
  'GET /api/v1/dashboard/organization',
  'POST /api/v1/uploads',
  'GET /api/v1/uploads/:id',
  'GET /api/v1/employee',
  'GET /api/v1/organization/organ-for-booking',
  'GET /api/v1/organization/organ/:id',
  'GET /api/v1/organization/branch',
  'GET /api/v1/organization/branch-all',
  'GET /api/v1/organization/announcements/published',
]);

const everySection = adminSections.map((section) => section.path);
const someId = '00000000-0000-4000-8000-000000000000';

describe('sections an assistant admin is kept out of', () => {
  let t: TestApp;
  let admin: string;
  let employeeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    admin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employees?search=${encodeURIComponent(demoAccounts.employee.email)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    employeeId = list.json().data.items[0].id;
  });
  afterAll(async () => t.close());

  /** A new assistant kept out of the given sections, signed in. */
  async function assistant(preventAccess: readonly string[]): Promise<string> {
    const email = `assistant-${crypto.randomUUID()}@tembusu.example`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization/asst-admin',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Assistant', email, password: 'Assist@2026', preventAccess },
    });
    expect(created.statusCode, created.body).toBe(201);
    return signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email, password: 'Assist@2026' },
    });
  }

  const assistantRoutes = () =>
    registered.filter((route) => {
      const access = route.config?.access;
      return route.url.startsWith('/api/v1/') && Array.isArray(access)
        ? access.includes('asstadmin')
        : false;
    });
  const methodsOf = (route: RouteOptions) =>
    [route.method].flat().filter((method) => method !== 'HEAD');

  it('puts every route an assistant can call in a section or names it as section-free', () => {
    const routes = assistantRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const unplaced: string[] = [];
    const both: string[] = [];
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const key = `${method} ${route.url}`;
        const section = sectionOfApiRoute(route.url);
        if (!section && !sectionFree.has(key)) unplaced.push(key);
        if (section && sectionFree.has(key)) both.push(`${key} (in ${section})`);
      }
    }
    expect(unplaced, 'routes in no section and not named as section-free').toEqual([]);
    expect(both, 'routes named as section-free that a section holds').toEqual([]);
  });

  it('places the routes that were left out of their sections', () => {
    expect(sectionOfApiRoute('/api/v1/employee/:id')).toBe('/employees');
    expect(sectionOfApiRoute('/api/v1/organization/announcements')).toBe('/organization');
    expect(sectionOfApiRoute('/api/v1/organization/announcements/:id')).toBe('/organization');
    expect(sectionOfApiRoute('/api/v1/room-booking/:id')).toBe('/room-booking');
    expect(sectionOfApiRoute('/api/v1/desk-booking/availability')).toBe('/desk-booking');
    expect(sectionOfApiRoute('/api/v1/employee')).toBeUndefined();
    expect(sectionOfApiRoute('/api/v1/organization/branch')).toBeUndefined();
  });

  it('refuses every route of every section to an assistant kept out of all of them', async () => {
    const token = await assistant(everySection);
    const served: string[] = [];
    for (const route of assistantRoutes()) {
      if (!sectionOfApiRoute(route.url)) continue;
      for (const method of methodsOf(route)) {
        const url = route.url.replace(/:[A-Za-z]+/g, someId);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (
          res.statusCode !== 403 ||
          res.json().message !== 'Your administrator has not given you access to this section'
        ) {
          served.push(`${method} ${route.url}: ${res.statusCode}`);
        }
      }
    }
    expect(served).toEqual([]);
  });

  it('still lets such an assistant use the section-free routes', async () => {
    const token = await assistant(everySection);
    for (const url of [
      '/api/v1/account/profile/me',
      '/api/v1/dashboard/organization',
      '/api/v1/employee',
      '/api/v1/organization/branch',
      '/api/v1/organization/announcements/published',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('is not fooled by another spelling of a blocked address', async () => {
    const token = await assistant(['/employees', '/payroll']);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // Each spelling either reaches the blocked route and is refused, or reaches no route at all.
    const reads: Array<[string, number]> = [
      ['/api/v1/%65mployees', 403],
      ['/api/v1/%65%6D%70%6C%6F%79%65%65%73', 403],
      ['/api/v1/employees?x=/api/v1/dashboard', 403],
      [`/api/v1/employee/${employeeId}`, 403],
      [`/api/v1/%65mployee/${employeeId}`, 403],
      ['/api/v1/employees%2F', 404],
      [`/api/v1/employee%2F${employeeId}`, 404],
      ['/api/v1//employees', 404],
      ['/api/v1/employees/', 404],
      ['/API/V1/EMPLOYEES', 404],
      ['/api/v1/dashboard/../employees', 403],
      ['/api/v1/p%61yroll', 403],
    ];
    for (const [url, status] of reads) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(status);
    }

    for (const url of [
      `/api/v1/%65mployees/${employeeId}/password`,
      `/api/v1/employees/${employeeId}/p%61ssword`,
      `/api/v1/employees/${employeeId}%2Fpassword`,
    ]) {
      const res = await call('PUT', url, { password: 'Taken@2026' });
      expect([403, 404], url).toContain(res.statusCode);
    }
    const encodedWrite = await call('PUT', `/api/v1/%65mployees/${employeeId}/password`, {
      password: 'Taken@2026',
    });
    expect(encodedWrite.statusCode).toBe(403);
    // The employee's password is the one they had.
    await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });

    for (const url of [
      `/api/v1/p%61yroll/${someId}/confirm`,
      `/api/v1/payroll/${someId}/c%6Fnfirm`,
      `/api/v1/%70ayroll/${someId}/confirm`,
    ]) {
      expect((await call('POST', url)).statusCode, url).toBe(403);
    }
  });
});
