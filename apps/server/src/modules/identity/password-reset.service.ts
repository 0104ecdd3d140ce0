import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Enqueue } from '../../enqueue.js';
import { invalid, RateLimited } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import { type Allowance, takeAllowances, waitFor } from '../rate-limits/rate-limits.service.js';
import {
  type AccountRow,
  findEmployeeByEmail,
  findNonEmployeeByEmail,
  findOrganizationByCode,
  updatePassword,
} from './identity.repository.js';
import {
  giveBackTry,
  latestOpenCode,
  markCodeUsed,
  replaceOpenCodes,
  takeTry,
} from './password-reset.repository.js';
import { hashPassword } from './passwords.js';

export const resetCodeLifetimeMinutes = 10;
export const resetCodeMaxTries = 5;
export const maxResetRequestsPerAddress = 10;
export const resetRequestQueue = 'password-reset.request';

export type ResetContext = {
  db: Db;
  enqueue: Enqueue | null;
  secret: string;
  now: Date;
  ip: string;
};
export type AccountRef = { email: string; organizationID?: string | undefined };

function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${code}`).digest('hex');
}

async function findAccount(db: Db, ref: AccountRef): Promise<AccountRow | undefined> {
  if (!ref.organizationID) return findNonEmployeeByEmail(db, ref.email);
  const organization = await findOrganizationByCode(db, ref.organizationID);
  return organization ? findEmployeeByEmail(db, organization.id, ref.email) : undefined;
}

/**
 * Takes the request and leaves the rest to the reset job: whether the account exists changes
 * neither the answer nor the work done before it, so its timing tells nothing either.
 */
export async function requestResetCode(ctx: ResetContext, ref: AccountRef): Promise<void> {
  await takeAllowances(
    ctx.db,
    [
      {
        key: `reset-request:address:${ctx.ip}`,
        limit: maxResetRequestsPerAddress,
        windowSeconds: 15 * 60,
      },
    ],
    ctx.now,
    (_spent: Allowance, retryAfterSeconds: number) =>
      new RateLimited(
        `Too many reset codes asked for from your network. Please wait ${waitFor(retryAfterSeconds)} and try again.`,
        retryAfterSeconds,
      ),
  );
  await ctx.enqueue?.(resetRequestQueue, ref, { retryLimit: 2, retryBackoff: true });
}

/**
 * The reset job: mails a code when the account exists. One a minute and ten a day at most, so
 * that the form can neither flood an inbox nor buy a guesser endless fresh tries.
 */
export async function sendResetCode(
  ctx: { db: Db; enqueue: Enqueue | null; secret: string; now: Date },
  ref: AccountRef,
): Promise<void> {
  const account = await findAccount(ctx.db, ref);
  if (!account?.isActive) return;
  const mayMail = await takeAllowances(
    ctx.db,
    [
      { key: `reset-mail:minute:${account.id}`, limit: 1, windowSeconds: 60 },
      { key: `reset-mail:day:${account.id}`, limit: 10, windowSeconds: 24 * 60 * 60 },
    ],
    ctx.now,
    (_spent, retryAfterSeconds) => new RateLimited('Too many reset codes', retryAfterSeconds),
  ).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimited) return false;
      throw error;
    },
  );
  if (!mayMail) return;

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const outboxId = await ctx.db.transaction(async (tx) => {
    await replaceOpenCodes(tx, {
      accountId: account.id,
      codeHash: hashCode(ctx.secret, code),
      expiresAt: new Date(ctx.now.getTime() + resetCodeLifetimeMinutes * 60_000),
      createdAt: ctx.now,
    });
    return enqueueMail(tx, {
      organizationId: account.organizationId,
      to: account.email,
      subject: 'Your Tembusu password reset code',
      text: [
        `Hello ${account.name},`,
        '',
        `Your code to reset your Tembusu password is ${code}.`,
        `It works once, for ${resetCodeLifetimeMinutes} minutes.`,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  });
  await dispatchMail(ctx.enqueue, outboxId);
}

/** Checks a code, counting the try; answers the open code row when it is right. */
async function checkCode(ctx: ResetContext, ref: AccountRef & { code: string }) {
  const wrong = invalid(
    'code',
    'code: this code is not correct or has expired. Ask for a new one.',
  );
  const account = await findAccount(ctx.db, ref);
  if (!account?.isActive) throw wrong;
  const open = await latestOpenCode(ctx.db, account.id);
  if (!open) throw wrong;
  const tries = await takeTry(ctx.db, open.id, resetCodeMaxTries, ctx.now);
  if (tries === undefined) throw wrong;

  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, ref.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = resetCodeMaxTries - tries;
    throw invalid(
      'code',
      left > 0
        ? `code: this code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'code: too many wrong codes. Ask for a new one.',
    );
  }
  // A right code costs no try: the reset that follows its check compares it again.
  await giveBackTry(ctx.db, open.id);
  return { account, code: open };
}

export async function verifyResetCode(ctx: ResetContext, ref: AccountRef & { code: string }) {
  await checkCode(ctx, ref);
}

/** Sets the new password, uses up the code and ends every session of the account. */
export async function resetPassword(
  ctx: ResetContext,
  request: AccountRef & { code: string; newPassword: string },
): Promise<void> {
  const { account, code } = await checkCode(ctx, request);
  const passwordHash = await hashPassword(request.newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, code.id, ctx.now))) {
      throw invalid('code', 'code: this code has already been used. Ask for a new one.');
    }
    await updatePassword(tx, account.id, passwordHash, ctx.now);
    await recordAudit(
      tx,
      {
        organizationId: account.organizationId,
        actorAccountId: account.id,
        action: 'account.password_reset',
        subject: account.id,
        ip: ctx.ip,
      },
      ctx.now,
    );
  });
}
