import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { RateLimited } from '../../errors.js';
import { createTestDatabase } from '../../test/database.js';
import {
  type Allowance,
  forgetOldAllowances,
  resetAllowances,
  returnAllowances,
  takeAllowances,
} from './rate-limits.service.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const refuse = (spent: Allowance, retryAfterSeconds: number) =>
  new RateLimited(`${spent.key} is spent`, retryAfterSeconds);

/** Tries to take the allowances; answers whether they were granted. */
const take = (allowances: Allowance[], now: Date) =>
  takeAllowances(database.db, allowances, now, refuse).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimited) return false;
      throw error;
    },
  );

describe('allowances counted in the database', () => {
  it('grants exactly the limit to a burst of concurrent requests', async () => {
    const allowance = { key: 'burst', limit: 5, windowSeconds: 900 };
    const now = new Date('2026-11-24T10:00:00Z');
    const granted = await Promise.all(Array.from({ length: 200 }, () => take([allowance], now)));
    expect(granted.filter(Boolean)).toHaveLength(5);
  });

  it('answers when to try again, and starts a new window once the old one is over', async () => {
    const allowance = { key: 'window', limit: 1, windowSeconds: 60 };
    const start = new Date('2026-11-24T10:00:00Z');
    expect(await take([allowance], start)).toBe(true);
    const refused = await takeAllowances(
      database.db,
      [allowance],
      new Date(start.getTime() + 15_000),
      refuse,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).retryAfterSeconds).toBe(45);
    expect(await take([allowance], new Date(start.getTime() + 60_000))).toBe(true);
  });

  it('gives back what it took from the others when one allowance is spent', async () => {
    const pair = { key: 'pair', limit: 10, windowSeconds: 900 };
    const tight = { key: 'tight', limit: 1, windowSeconds: 900 };
    const now = new Date('2026-11-24T10:00:00Z');
    expect(await take([pair, tight], now)).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await take([pair, tight], now)).toBe(false);
    // Only the granted use counts against the pair: nine are left of ten.
    const left = await Promise.all(Array.from({ length: 12 }, () => take([pair], now)));
    expect(left.filter(Boolean)).toHaveLength(9);
  });

  it('returns a use that did not count, and resets an allowance', async () => {
    const allowance = { key: 'returned', limit: 1, windowSeconds: 900 };
    const now = new Date('2026-11-24T10:00:00Z');
    expect(await take([allowance], now)).toBe(true);
    await returnAllowances(database.db, [allowance]);
    expect(await take([allowance], now)).toBe(true);
    expect(await take([allowance], now)).toBe(false);
    await resetAllowances(database.db, [allowance]);
    expect(await take([allowance], now)).toBe(true);
  });

  it('forgets windows older than a day', async () => {
    const allowance = { key: 'old', limit: 1, windowSeconds: 60 };
    const then = new Date('2026-11-20T10:00:00Z');
    expect(await take([allowance], then)).toBe(true);
    await forgetOldAllowances(database.db, new Date('2026-11-22T10:00:00Z'));
    // Were the row kept, the old window would be replaced anyway; look at the table directly.
    const rows = await database.pool.query('select key from rate_limits where key = $1', ['old']);
    expect(rows.rowCount).toBe(0);
  });
});
