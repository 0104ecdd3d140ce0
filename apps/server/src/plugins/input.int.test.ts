import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemo } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { multipartFile, onePixelPng } from '../test/multipart.js';
import { signInDemo } from '../test/sign-in.js';

describe('a NUL character in the input', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const refused = (field: string) => ({
    statusCode: 400,
    message: `${field}: must not contain the NUL character (\\u0000)`,
    field,
    data: null,
  });

  it('is refused in the sign-in fields, naming the field', async () => {
    const admins = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `${demoAccounts.admin.email}\u0000`, password: 'Demo@2026' },
    });
    expect(admins.statusCode).toBe(400);
    expect(admins.json()).toEqual(refused('email'));
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: 'Demo@2026',
        organizationID: 'DE\u0000MO',
      },
    });
    expect(staff.json()).toEqual(refused('organizationID'));
  });

  it('is refused in a search query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=tan%00wei',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.json()).toEqual(refused('search'));
  });

  it('is refused in a JSON body, at any depth and in a key', async () => {
    const call = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/organization/departments',
        headers: { authorization: `Bearer ${admin}` },
        payload,
      });
    const department = { name: 'Finance', description: 'Money', parentId: null };
    expect((await call({ ...department, name: 'Fin\u0000ance' })).json()).toEqual(refused('name'));
    expect((await call({ ...department, extra: [{ note: '\u0000' }] })).json()).toEqual(
      refused('extra.0.note'),
    );
    expect((await call({ ...department, 'bad\u0000key': 1 })).json()).toEqual(
      refused('bad\\u0000key'),
    );
  });

  it('is refused in a parameter of the address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/room/org/DE%00MO',
      headers: { authorization: `Bearer ${employee}` },
    });
    expect(res.json()).toEqual(refused('organizationId'));
  });

  it("is refused in an uploaded file's name", async () => {
    const { payload, headers } = multipartFile('photo\u0000.png', onePixelPng, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload,
    });
    expect(res.json()).toEqual(refused('file'));
  });

  it('leaves ordinary input alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=tan',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
