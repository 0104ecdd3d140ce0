import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMigrations } from './db/migrate.js';
import { startJobs, stopJobs } from './jobs/boss.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase } from './test/database.js';

describe('database and lifecycle', () => {
  it('applies the migrations once and again without change', async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database);
      const tables = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((row) => row.table_name)).toContain('organizations');
      const applied = await database.db.execute<{ count: string }>(
        sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied.rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('keeps a transaction whole: a failure inside it writes nothing', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into organizations (code, name) values ('ACME', 'Acme')`);
          await tx.execute(sql`insert into organizations (code, name) values ('acme', 'Twin')`);
        }),
      ).rejects.toThrow();
      const rows = await database.db.execute(sql`select 1 from organizations`);
      expect(rows.rows).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  it('runs background jobs through pg-boss on the same database', async () => {
    const database = await createTestDatabase();
    const jobs = await startJobs(database, (error) => {
      throw error;
    });
    try {
      await jobs.createQueue('probe');
      const done = new Promise<unknown>((resolve) => {
        void jobs.work<{ n: number }>('probe', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          resolve(job?.data.n);
        });
      });
      await jobs.send('probe', { n: 42 });
      await expect(done).resolves.toBe(42);
    } finally {
      await stopJobs(jobs);
      await database.close();
    }
  });

  it('finishes a request in flight when shutting down, then refuses new ones', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = await createTestApp({
      extend: async (app) => {
        app.get('/api/v1/probe/slow', { config: { access: 'public' } }, async () => {
          await gate;
          return { statusCode: 200, message: 'Success', data: 'finished' };
        });
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/v1/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: string }).data).toBe('finished');
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(t.database.pool.query('select 1')).rejects.toThrow();
  });
});

describe('health', () => {
  it('answers 503 when the database does not', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        message: 'The database is not answering',
        field: null,
        data: null,
      });
    } finally {
      await t.app.close();
    }
  });
});
