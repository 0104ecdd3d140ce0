import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from './errors.js';
import { createTestApp, type TestApp } from './test/app.js';

describe('a database connection error', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        app.get('/api/v1/probe/dropped', { config: { access: 'public' } }, async () => {
          const dropped = Object.assign(
            new Error('terminating connection due to administrator command'),
            { code: '57P01' },
          );
          throw new DrizzleQueryError('select 1', [], dropped);
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 503 with a message a person can act on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/dropped' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      message: databaseUnavailableMessage,
      field: null,
      data: null,
    });
  });
});
