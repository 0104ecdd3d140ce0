import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import {
  createTenants,
  isByIdWrite,
  notTenantScoped,
  type Read,
  readBacksOf,
  recordIds,
  type Sides,
  type TenantEndpoint,
  type Tenants,
  tenantEndpoints,
  urlOf,
} from './test/isolation.js';

/** The registered route a URL reaches; a static segment wins over a parameter, as in Fastify. */
function routeReached(method: string, url: string, routes: string[]): string | undefined {
  const segments = (url.split('?')[0] ?? '').split('/');
  const patternOf = (route: string) => route.slice(route.indexOf(' ') + 1).split('/');
  const isParameter = (segment: string | undefined) => segment?.startsWith(':') ?? false;
  return routes
    .filter((route) => {
      const pattern = patternOf(route);
      return (
        route.startsWith(`${method} `) &&
        pattern.length === segments.length &&
        pattern.every((segment, at) => isParameter(segment) || segment === segments[at])
      );
    })
    .sort((one, other) => {
      const [a, b] = [patternOf(one), patternOf(other)];
      const at = a.findIndex((segment, i) => isParameter(segment) !== isParameter(b[i]));
      return at < 0 ? 0 : isParameter(a[at]) ? 1 : -1;
    })[0];
}

describe('no organisation reaches another', () => {
  let t: TestApp;
  let tenants: Tenants;

  let dataDir: string;
  /** Every /api/v1 route the app registers, as `METHOD /pattern`. */
  const routes: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tembusu-isolation-'));
    t = await createTestApp({
      config: { dataDir },
      // Generating a payroll answers only with the background jobs running.
      jobs: true,
      onRoute: (route) => {
        if (!route.url.startsWith('/api/v1/')) return;
        // Fastify adds a HEAD twin to each GET; it runs the same handler.
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
        }
      },
    });
    tenants = await createTenants(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The endpoint called by one of the caller's people, with any further headers. */
  const call = (
    endpoint: TenantEndpoint,
    sides: Sides,
    role: 'admin' | 'employee',
    headers: Record<string, string> = {},
  ) => {
    const file = endpoint.file?.();
    const body = file?.payload ?? endpoint.payload?.(sides);
    const token =
      role === 'employee' && endpoint.asPerson ? sides.caller.person : sides.caller[role];
    return t.app.inject({
      method: endpoint.method,
      url: endpoint.url(sides),
      headers: { ...file?.headers, authorization: `Bearer ${token}`, ...headers },
      ...(body ? { payload: body } : {}),
    });
  };

  /** Each read's answer to one organisation (its admin, or its harness employee); each is a 200. */
  const readAs = async (side: Sides['caller'], reads: Read[]) => {
    const bodies: string[] = [];
    for (const read of reads) {
      const url = urlOf(read);
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${typeof read === 'string' ? side.admin : side.person}` },
      });
      expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
      bodies.push(res.body);
    }
    return bodies;
  };

  /**
   * The answers to the case's reads, per organisation that reads them: an 'own-only-write' reads
   * them as the caller and the target, in that order; any other case as the target only.
   */
  const readBack = (endpoint: TenantEndpoint, sides: Sides) => {
    const reads = readBacksOf(endpoint, sides);
    const readers =
      endpoint.kind === 'own-only-write' ? [sides.caller, sides.target] : [sides.target];
    return Promise.all(readers.map((side) => readAs(side, reads)));
  };

  const pairs = [
    ['demo', 'other'],
    ['other', 'demo'],
  ] as const;

  for (const endpoint of tenantEndpoints) {
    for (const [caller, target] of pairs) {
      for (const role of ['admin', 'employee'] as const) {
        it(`${endpoint.name}: a ${role} of ${caller.toUpperCase()} sees nothing of ${target.toUpperCase()}`, async () => {
          const sides = { caller: tenants[caller], target: tenants[target] };
          const before = await readBack(endpoint, sides);
          const res = await call(endpoint, sides, role);
          if (
            (endpoint.adminOnly && role === 'employee') ||
            (endpoint.staffOnly && role === 'admin')
          ) {
            expect(res.statusCode).toBe(403);
          } else if (endpoint.kind === 'not-found') {
            expect(res.statusCode).toBe(404);
          } else if (endpoint.kind === 'bad-request') {
            expect(res.statusCode).toBe(400);
          } else if (endpoint.kind === 'own-only-list') {
            expect(res.statusCode).toBe(200);
            const { data } = res.json();
            const rows: { id: string }[] = Array.isArray(data) ? data : (data.items ?? data.rows);
            const ids = rows.map((row) => row.id);
            for (const id of recordIds(tenants[target])) expect(ids).not.toContain(id);
            if (endpoint.ownId) expect(ids).toContain(endpoint.ownId(sides));
          } else if (endpoint.kind === 'own-only-answer') {
            expect(res.statusCode).toBe(200);
            for (const id of recordIds(tenants[target])) expect(res.body).not.toContain(id);
          } else if (endpoint.kind === 'own-only-write') {
            expect(res.statusCode, res.body).toBeLessThan(300);
            if (endpoint.readNew) {
              const url = endpoint.readNew(res.json().data.id);
              for (const [side, status] of [
                [sides.caller, 200],
                [sides.target, 404],
              ] as const) {
                const read = await t.app.inject({
                  method: 'GET',
                  url,
                  headers: { authorization: `Bearer ${side.admin}` },
                });
                expect(read.statusCode).toBe(status);
              }
            }
          } else {
            expect(res.statusCode).toBe(200);
            expect(res.body).toContain(tenants[caller].organizationId);
          }
          expect(res.body).not.toContain(tenants[target].organizationId);
          // A refused call changes nothing: a by-id write's record (read as its own organisation)
          // reads as it did, whatever the status said. An own-only write changes the caller's only.
          const after = await readBack(endpoint, sides);
          if (endpoint.kind === 'own-only-write' && res.statusCode < 300) {
            const [[callerBefore, targetBefore], [callerAfter, targetAfter]] = [before, after];
            expect(targetAfter).toEqual(targetBefore);
            if (readBacksOf(endpoint, sides).length) expect(callerAfter).not.toEqual(callerBefore);
          } else {
            expect(after).toEqual(before);
          }
        });

        it(`${endpoint.name}: a ${role} of ${caller.toUpperCase()} naming ${target.toUpperCase()} in the header is refused`, async () => {
          const sides = { caller: tenants[caller], target: tenants[target] };
          const before = await readBack(endpoint, sides);
          const res = await call(endpoint, sides, role, {
            'x-organization-id': tenants[target].organizationId,
          });
          expect(res.statusCode).toBe(403);
          expect(await readBack(endpoint, sides)).toEqual(before);
        });
      }
    }
  }

  it('checks every /api/v1 route, unless it is named as not tenant-scoped', () => {
    const sides = { caller: tenants.demo, target: tenants.other };
    const reached = tenantEndpoints.map((endpoint) => ({
      name: endpoint.name,
      route: routeReached(endpoint.method, endpoint.url(sides), routes),
    }));
    expect(routes.length).toBeGreaterThan(100);
    expect(reached.filter(({ route }) => !route).map(({ name }) => name)).toEqual([]);
    const covered = new Set(reached.map(({ route }) => route));
    const exempt = new Set(notTenantScoped);
    expect(routes.filter((route) => !covered.has(route) && !exempt.has(route))).toEqual([]);
    // The exemptions stay honest: each names a route that exists and that no case checks.
    expect(
      notTenantScoped.filter((route) => !routes.includes(route) || covered.has(route)),
    ).toEqual([]);
  });

  it('reads back the record of every by-id write', () => {
    const sides = { caller: tenants.demo, target: tenants.other };
    const writes = tenantEndpoints.filter(isByIdWrite);
    expect(writes.length).toBeGreaterThan(30);
    const unread = writes.flatMap((endpoint) => {
      const urls = readBacksOf(endpoint, sides).map(urlOf);
      // Each read is a registered GET, and one of them names the record the write is after.
      const named = urls.some((url) => recordIds(sides.target).some((id) => url.includes(id)));
      const unrouted = urls.filter((url) => !routeReached('GET', url, routes));
      return named && unrouted.length === 0 ? [] : [{ name: endpoint.name, urls, unrouted }];
    });
    expect(unread).toEqual([]);
  });

  it('keeps same-e-mail staff of two organisations apart', async () => {
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile/me',
      headers: { authorization: `Bearer ${tenants.demo.employee}` },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile/me',
      headers: { authorization: `Bearer ${tenants.other.employee}` },
    });
    expect(demo.json().data.organization.code).toBe('DEMO');
    expect(other.json().data.organization.code).toBe('OTHER');
    expect(demo.json().data.id).not.toBe(other.json().data.id);
  });
});
