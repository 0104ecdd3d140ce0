import type { Db } from '../../db/client.js';
import type { AppError } from '../../errors.js';
import { clearUses, countUse, deleteUsesBefore, uncountUse } from './rate-limits.repository.js';

/** How long to wait, for a person: '1 minute', '15 minutes'. */
export function waitFor(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** At most `limit` uses of `key` in each window of `windowSeconds`. */
export type Allowance = { key: string; limit: number; windowSeconds: number };

/**
 * Takes one use of every allowance before the work it guards is done, so a burst of concurrent
 * requests is refused past the limit instead of being evaluated first. When one allowance is
 * spent, the uses already taken from the others are given back and `refuse` builds the answer.
 */
export async function takeAllowances(
  db: Db,
  allowances: readonly Allowance[],
  now: Date,
  refuse: (spent: Allowance, retryAfterSeconds: number) => AppError,
): Promise<void> {
  const taken: Allowance[] = [];
  for (const allowance of allowances) {
    const use = await countUse(db, allowance.key, allowance.windowSeconds, now);
    if (use.count > allowance.limit) {
      for (const earlier of taken) await uncountUse(db, earlier.key);
      const windowEnds = use.windowStartedAt.getTime() + allowance.windowSeconds * 1000;
      throw refuse(allowance, Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)));
    }
    taken.push(allowance);
  }
}

/** Gives back uses that did not count against the limit (the attempt succeeded). */
export async function returnAllowances(db: Db, allowances: readonly Allowance[]): Promise<void> {
  for (const allowance of allowances) await uncountUse(db, allowance.key);
}

/** Starts the allowances afresh (a successful sign-in clears its failures). */
export async function resetAllowances(db: Db, allowances: readonly Allowance[]): Promise<void> {
  for (const allowance of allowances) await clearUses(db, allowance.key);
}

/** Removes windows older than a day, the longest any allowance uses. */
export function forgetOldAllowances(db: Db, now: Date): Promise<void> {
  return deleteUsesBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

/**
 * Windows counted in this instance's memory, for limits that shed load rather than guard a
 * secret: a read served from memory would otherwise cost a database write to count. A script
 * asking in a loop meets the limit on every instance it reaches; with several instances behind a
 * balancer an account may ask up to the limit on each. Limits that must hold across instances
 * (sign-in tries, codes, quotas) are counted in the database with `takeAllowances`.
 */
const localWindows = new Map<string, { count: number; endsAt: number }>();
// Keys are accounts that asked within the last window; past this many, ended windows are dropped.
const localWindowsSweepAt = 10_000;

/** Takes one use of the allowance in this instance, or throws what `refuse` builds. */
export function takeLocalAllowance(
  allowance: Allowance,
  now: Date,
  refuse: (spent: Allowance, retryAfterSeconds: number) => AppError,
): void {
  const at = now.getTime();
  let window = localWindows.get(allowance.key);
  if (!window || window.endsAt <= at) {
    if (localWindows.size >= localWindowsSweepAt) {
      for (const [key, ended] of localWindows) if (ended.endsAt <= at) localWindows.delete(key);
    }
    window = { count: 0, endsAt: at + allowance.windowSeconds * 1000 };
    localWindows.set(allowance.key, window);
  }
  window.count += 1;
  if (window.count > allowance.limit) {
    throw refuse(allowance, Math.max(1, Math.ceil((window.endsAt - at) / 1000)));
  }
}
