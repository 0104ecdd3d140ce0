import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, notFound } from './errors.js';
import { ok } from './plugins/envelope.js';
import { createTestApp, type TestApp } from './test/app.js';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/probe/echo',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Echo valid input back (a probe for the input checks)',
        body: z.object({
          email: z.email(),
          profile: z.object({ age: z.number().int().min(0) }),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      },
    },
    async (request) => ok(request.body),
  );
  const probe = (summary: string) => ({
    config: { access: 'public' as const },
    schema: { summary },
  });
  app.get('/api/v1/probe/missing', probe('Fail as a missing record'), async () => {
    throw notFound('Payroll');
  });
  app.get('/api/v1/probe/rule', probe('Fail a rule about one field'), async () => {
    throw invalid('dateOfBirth', 'dateOfBirth: a date of birth cannot be in the future');
  });
  app.get('/api/v1/probe/crash', probe('Fail on a query the database refuses'), async () => {
    await app.database.db.execute(sql`select * from table_that_does_not_exist`);
  });
};

describe('the application shell', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'tembusu-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root">Tembusu</div>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
    t = await createTestApp({
      config: { webDistDir: webDist },
      extend: async (app) => {
        await app.register(probeRoutes);
      },
    });
  });
  afterAll(async () => t.close());

  it('answers health with the database engine in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statusCode).toBe(200);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.engine).toBe(t.database.engine);
    expect(typeof body.data.version).toBe('string');
  });

  it('names the field when the body is invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'not-an-email', profile: { age: 3 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'email', data: null });
    expect(res.json().message).toMatch(/^email: /);
  });

  it('names a nested field by its path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'a@b.sg', profile: { age: -1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^profile\.age: /);
    expect(res.json().field).toBe('profile.age');
  });

  it('names a bad query parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo?page=0',
      payload: { email: 'a@b.sg', profile: { age: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^page: /);
    expect(res.json().field).toBe('page');
  });

  it('accepts valid input and wraps the answer in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'a@b.sg', profile: { age: 30 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: 'Success',
      data: { email: 'a@b.sg', profile: { age: 30 } },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON',
      field: null,
      data: null,
    });
  });

  it('maps a typed domain error to its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      message: 'Payroll not found',
      field: null,
      data: null,
    });
  });

  it('names the field a rule refused, and keeps the message as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/rule' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'dateOfBirth: a date of birth cannot be in the future',
      field: 'dateOfBirth',
      data: null,
    });
  });

  it('never shows SQL or a stack trace, and gives a reference instead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toMatch(/^Something went wrong on our side \(reference [0-9a-f-]{36}\)$/);
    expect(res.body).not.toMatch(/table_that_does_not_exist|select|at .*\.ts/i);
  });

  it('survives a dropped idle database connection and keeps answering', async () => {
    const dropped = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(() => t.database.pool.emit('error', dropped)).not.toThrow();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API path with a 404 envelope, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      message: 'No API route GET /api/v1/nothing-here',
      field: null,
      data: null,
    });
  });

  it('serves the web app for any other path (history fallback)', async () => {
    for (const url of ['/', '/legal', '/payroll/12/edit?payslipNo=3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as long-lived files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a content security policy', async () => {
    for (const url of ['/api/health', '/legal']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain HTTP: HSTS is for HTTPS answers only (plugins/security.int.test.ts).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Tembusu API');
    const health = doc.paths['/api/health'].get;
    const schema = health.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.database.properties.engine.enum).toEqual([
      'pglite',
      'postgres',
    ]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('gives every operation in the OpenAPI document a summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths: Record<string, Record<string, { summary?: string }>> = doc.paths;
    const operations = Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        summary: operation.summary?.trim(),
      })),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !operation.summary).map(({ route }) => route)).toEqual(
      [],
    );
  });
});
