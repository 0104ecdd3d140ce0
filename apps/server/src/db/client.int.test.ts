import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { withTenant } from './tenant.js';

/** The error itself, or the one a query error of Drizzle's wraps. */
const messageOf = (error: unknown): string =>
  error instanceof Error
    ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
    : String(error);

/** Rejects when the work neither ends nor fails in time: on PGlite a wait for the pool is endless. */
function soon<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('still waiting for the pool')), 5_000);
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}

describe('the database pool inside one of its own transactions', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const inside = (use: () => Promise<unknown>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await use();
    });

  it('refuses the pool to the transaction’s work at once, instead of waiting for ever', async () => {
    const refusals = [
      () => database.db.execute(sql`select 1`),
      () => database.pool.query('select 1'),
      () => withTenant(database.db, randomUUID(), (tx) => tx.execute(sql`select 1`)),
      () => database.db.transaction((tx) => tx.execute(sql`select 1`)),
    ];
    for (const use of refusals) {
      const error = await soon(inside(use)).catch((caught: unknown) => caught);
      expect(messageOf(error)).toMatch(/connection inside one of its own transactions/);
    }
  });

  it('runs the transaction’s own queries, and the pool again once the transaction ends', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await tx.transaction((savepoint) => savepoint.execute(sql`select 1`));
      return (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]?.n;
    });
    expect(answer).toBe(2);
    expect((await database.pool.query('select 3 as n')).rows[0].n).toBe(3);
    // Work the transaction started but did not wait for may use the pool once it is over.
    let later: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        database.pool.query('select 4 as n'),
      );
    });
    await expect(later).resolves.toMatchObject({ rows: [{ n: 4 }] });
  });
});

describe('a query the database refuses', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('fails alone: the queries right after it, through the pool and Drizzle, are answered', async () => {
    await database.pool.query('create table refusals (amount int check (amount > 0))');
    const outcomes: string[] = [];
    const queries = [
      () => database.pool.query('insert into refusals values (-1)'),
      () => database.pool.query('select 1'),
      () => database.db.execute(sql`insert into refusals values (-2)`),
      () => database.db.execute(sql`select 2`),
    ];
    // Each query goes out as soon as the one before has answered, as a busy server's would.
    for (const query of queries) {
      try {
        await query();
        outcomes.push('answered');
      } catch (error) {
        outcomes.push(messageOf(error));
      }
    }
    expect(outcomes).toEqual([
      expect.stringMatching(/check constraint/),
      'answered',
      expect.stringMatching(/check constraint/),
      'answered',
    ]);
  });
});
