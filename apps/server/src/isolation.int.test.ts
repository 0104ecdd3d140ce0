import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { createTenants, recordIds, type Tenants, tenantEndpoints } from './test/isolation.js';

describe('no organisation reaches another', () => {
  let t: TestApp;
  let tenants: Tenants;

  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tembusu-isolation-'));
    t = await createTestApp({ config: { dataDir } });
    tenants = await createTenants(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const pairs = [
    ['demo', 'other'],
    ['other', 'demo'],
  ] as const;

  for (const endpoint of tenantEndpoints) {
    for (const [caller, target] of pairs) {
      for (const role of ['admin', 'employee'] as const) {
        it(`${endpoint.name}: a ${role} of ${caller.toUpperCase()} sees nothing of ${target.toUpperCase()}`, async () => {
          const sides = { caller: tenants[caller], target: tenants[target] };
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url(sides),
            headers: { authorization: `Bearer ${tenants[caller][role]}` },
            ...(endpoint.payload ? { payload: endpoint.payload(sides) } : {}),
          });
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
            const rows: { id: string }[] = Array.isArray(data) ? data : data.items;
            const ids = rows.map((row) => row.id);
            for (const id of recordIds(tenants[target])) expect(ids).not.toContain(id);
            if (endpoint.ownId) expect(ids).toContain(endpoint.ownId(sides));
          } else {
            expect(res.statusCode).toBe(200);
            expect(res.body).toContain(tenants[caller].organizationId);
          }
          expect(res.body).not.toContain(tenants[target].organizationId);
        });

        it(`${endpoint.name}: a ${role} of ${caller.toUpperCase()} naming ${target.toUpperCase()} in the header is refused`, async () => {
          const sides = { caller: tenants[caller], target: tenants[target] };
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url(sides),
            headers: {
              authorization: `Bearer ${tenants[caller][role]}`,
              'x-organization-id': tenants[target].organizationId,
            },
            ...(endpoint.payload ? { payload: endpoint.payload(sides) } : {}),
          });
          expect(res.statusCode).toBe(403);
        });
      }
    }
  }

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
