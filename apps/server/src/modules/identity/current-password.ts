import type { Db } from '../../db/client.js';
import { invalid, RateLimited } from '../../errors.js';
import { returnAllowances, takeAllowances, waitFor } from '../rate-limits/rate-limits.service.js';
import { verifyPassword } from './passwords.js';

// A session left open or stolen must not become an endless run of guesses at the password it
// needs to change the password or turn two-factor sign-in off: as few wrong tries as at sign-in.
export const maxCurrentPasswordFailures = 5;
const currentPasswordWindowSeconds = 15 * 60;

/**
 * Checks the password a signed-in person typed to confirm a change, a try taken before the check
 * so that concurrent guesses are refused past the limit; a right password gives its try back.
 * A wrong one is refused naming `field`, with `wrong` as the message.
 */
export async function confirmCurrentPassword(
  ctx: { db: Db; now: Date },
  account: { id: string; passwordHash: string },
  password: string,
  field: string,
  wrong: string,
): Promise<void> {
  const allowances = [
    {
      key: `current-password:account:${account.id}`,
      limit: maxCurrentPasswordFailures,
      windowSeconds: currentPasswordWindowSeconds,
    },
  ];
  await takeAllowances(
    ctx.db,
    allowances,
    ctx.now,
    (_spent, retryAfterSeconds) =>
      new RateLimited(
        `Too many wrong passwords. Please wait ${waitFor(retryAfterSeconds)} and try again.`,
        retryAfterSeconds,
      ),
  );
  if (!(await verifyPassword(account.passwordHash, password))) throw invalid(field, wrong);
  await returnAllowances(ctx.db, allowances);
}
