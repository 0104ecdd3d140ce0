import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$not-for-the-log';

describe('the log of a failed query', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    app.get('/api/v1/probe/missing-table', { config: { access: 'public' } }, async () => {
      await app.database.db.execute(
        sql`select * from table_that_does_not_exist where password_hash = ${secret}`,
      );
    });
    app.get('/api/v1/probe/null-column', { config: { access: 'public' } }, async () => {
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table probe (hash text, name text not null)`);
        await tx.execute(sql`insert into probe (hash, name) values (${secret}, null)`);
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  beforeEach(() => {
    lines.length = 0;
  });

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('keeps the SQL and the error code but not the bound values', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/missing-table' });
    expect(res.statusCode).toBe(500);
    const entry = logged().find((line) => line.msg === 'request failed');
    expect(entry?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('from table_that_does_not_exist where password_hash = $1'),
      query: expect.stringContaining('table_that_does_not_exist'),
      cause: { code: '42P01' },
    });
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('leaves out the row PostgreSQL quotes when a constraint fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/null-column' });
    expect(res.statusCode).toBe(500);
    expect(lines.join('\n')).toContain('23502');
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('does the same for errors of the background jobs', async () => {
    const boss = app.jobs;
    if (!boss) throw new Error('the jobs run in this test');
    const failed = new DrizzleQueryError(
      'update accounts set password_hash = $1 where id = $2',
      [secret, 'someone'],
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    );
    boss.emit('error', failed);
    const entry = logged().find((line) => line.msg === 'background job error');
    expect(entry?.err).toMatchObject({
      message: 'Failed query: update accounts set password_hash = $1 where id = $2',
      cause: { code: '40P01' },
    });
    expect(lines.join('\n')).not.toContain(secret);
  });
});
