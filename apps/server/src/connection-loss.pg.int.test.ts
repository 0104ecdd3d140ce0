import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from './errors.js';
import { seedDemo } from './seed/demo.js';
import { createTestApp, type TestApp } from './test/app.js';
import { signInDemo } from './test/sign-in.js';

// Connections are only ever cut on a real server; PGlite is one session inside the process. This
// file runs with the integration tests on PostgreSQL (vitest.config.ts).
describe('losing the database under load', () => {
  let t: TestApp;
  let admin: string;
  let killer: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const { rows } = await t.database.pool.query<{ name: string }>(
      'select current_database() as name',
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await t.close();
  });

  const employees = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/employees',
      headers: { authorization: `Bearer ${admin}` },
    });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const terminateOthers = () =>
    killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );

  it('fails the requests it cut with 503 and goes on serving', async () => {
    const answers: Array<{ status: number; message: string }> = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await employees();
        answers.push({ status: res.statusCode, message: res.json().message });
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Cut every connection, again and again, while the requests run.
    for (let round = 0; round < 15; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
      await terminateOthers();
    }
    running = false;
    await Promise.all(workers);

    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of failed) {
      expect(answer).toEqual({ status: 503, message: databaseUnavailableMessage });
    }
    // No connection stays checked out by a request that has ended.
    const { pool } = t.database;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // Once the server is left alone, everything answers again on fresh connections.
    expect((await employees()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });

  it('reports the database down in health while it refuses connections, then ok again', async () => {
    const { connectionString } = t.database.pool.options;
    const closed = new URL(connectionString ?? '');
    closed.port = '1';
    t.database.pool.options.connectionString = closed.toString();
    try {
      await terminateOthers();
      const down = await health();
      expect(down.statusCode).toBe(503);
      const request = await employees();
      expect(request.statusCode).toBe(503);
      expect(request.json().message).toBe(databaseUnavailableMessage);
    } finally {
      t.database.pool.options.connectionString = connectionString;
    }
    expect((await health()).statusCode).toBe(200);
    expect((await employees()).statusCode).toBe(200);
  });
});
