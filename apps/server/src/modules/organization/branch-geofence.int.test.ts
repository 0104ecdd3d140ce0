import type { Branch } from '@tembusu/contracts/organization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signInDemo } from '../../test/sign-in.js';
import { branchGeofence } from './organization.service.js';

describe('branch geofences', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let organizationId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  // A branch as callers from before geofences send it: no latitude, longitude or radius.
  const plain = {
    name: 'Raffles Place',
    address: '1 Raffles Place',
    postalCode: '048616',
    phone: null,
    timeZone: 'Asia/Singapore',
    isActive: true,
  };
  const centre = { latitude: 1.284066, longitude: 103.851523, geofenceRadiusMeters: 150 };

  const geofenceOf = (branchId: string, ofOrganization = organizationId) =>
    withTenant(t.database.db, ofOrganization, (tx) => branchGeofence(tx, ofOrganization, branchId));

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
    organizationId = (await call('GET', '/organization/info')).json().data.id;
  }, 120_000);
  afterAll(async () => t.close());

  it('keeps a centre and radius, answered as numbers, and gives them to check-in', async () => {
    const made = await call('POST', '/organization/branches', { ...plain, ...centre });
    expect(made.statusCode, made.body).toBe(201);
    const branch = made.json().data as Branch;
    expect(branch).toMatchObject(centre);
    expect((await call('GET', `/organization/branches/${branch.id}`)).json().data).toEqual(branch);
    const listed = (await call('GET', '/organization/branches')).json().data as Branch[];
    expect(listed.find((row) => row.id === branch.id)).toEqual(branch);

    expect(await geofenceOf(branch.id)).toEqual({
      id: branch.id,
      name: 'Raffles Place',
      timeZone: 'Asia/Singapore',
      latitude: 1.284066,
      longitude: 103.851523,
      radiusMeters: 150,
      isActive: true,
    });
    // Another organisation's id finds nothing.
    expect(await geofenceOf(branch.id, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('keeps six decimal places, and a centre with no radius', async () => {
    const made = await call('POST', '/organization/branches', {
      ...plain,
      name: 'Geofence West',
      latitude: -1.33333349,
      longitude: -103.7,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      latitude: -1.333333,
      longitude: -103.7,
      geofenceRadiusMeters: null,
    });
    expect(await geofenceOf(made.json().data.id)).toMatchObject({ radiusMeters: null });
  });

  it('takes a branch without geofence fields as before, and clears a geofence', async () => {
    const made = await call('POST', '/organization/branches', { ...plain, name: 'Geofence East' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      latitude: null,
      longitude: null,
      geofenceRadiusMeters: null,
    });
    const id = made.json().data.id;
    const fenced = await call('PUT', `/organization/branches/${id}`, {
      ...plain,
      name: 'Geofence East',
      ...centre,
    });
    expect(fenced.statusCode, fenced.body).toBe(200);
    expect(fenced.json().data).toMatchObject(centre);
    const cleared = await call('PUT', `/organization/branches/${id}`, {
      ...plain,
      name: 'Geofence East',
      latitude: null,
      longitude: null,
      geofenceRadiusMeters: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await geofenceOf(id)).toMatchObject({
      latitude: null,
      longitude: null,
      radiusMeters: null,
    });
  });

  it.each([
    ['longitude', { latitude: 1.3 }],
    ['latitude', { longitude: 103.8 }],
    ['latitude', { longitude: 103.8, geofenceRadiusMeters: 100 }],
    ['geofenceRadiusMeters', { geofenceRadiusMeters: 100 }],
    ['latitude', { ...centre, latitude: 90.5 }],
    ['longitude', { ...centre, longitude: -181 }],
    ['latitude', { ...centre, latitude: '1.3' }],
    ['geofenceRadiusMeters', { ...centre, geofenceRadiusMeters: 0 }],
    ['geofenceRadiusMeters', { ...centre, geofenceRadiusMeters: 12.5 }],
    ['geofenceRadiusMeters', { ...centre, geofenceRadiusMeters: 50_001 }],
  ])('refuses a bad geofence with 400 naming %s, saving nothing', async (field, geofence) => {
    const before = (await call('GET', '/organization/branches')).json().data;
    const res = await call('POST', '/organization/branches', {
      ...plain,
      name: 'Refused',
      ...geofence,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect((await call('GET', '/organization/branches')).json().data).toEqual(before);
  });

  it('is changed by admins only', async () => {
    const res = await call(
      'POST',
      '/organization/branches',
      { ...plain, name: 'Staff branch', ...centre },
      employee,
    );
    expect(res.statusCode).toBe(403);
  });
});
