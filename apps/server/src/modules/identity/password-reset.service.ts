import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetCodes } from '../../db/schema/identity.js';
import { invalid } from '../../errors.js';
import type { Jobs } from '../../jobs/boss.js';
import { recordAudit } from '../audit/audit.repository.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { dispatchMail } from '../mail/mail.service.js';
import {
  type AccountRow,
  findEmployeeByEmail,
  findNonEmployeeByEmail,
  findOrganizationByCode,
  updatePassword,
} from './identity.repository.js';
import { hashPassword } from './passwords.js';

export const resetCodeLifetimeMinutes = 10;
export const resetCodeMaxTries = 5;
// One code a minute at most, so the form cannot be used to flood someone's inbox.
const resendAfterMs = 60_000;

export type ResetContext = { db: Db; jobs: Jobs | null; secret: string; now: Date; ip: string };
type AccountRef = { email: string; organizationID?: string | undefined };

function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${code}`).digest('hex');
}

async function findAccount(db: Db, ref: AccountRef): Promise<AccountRow | undefined> {
  if (!ref.organizationID) return findNonEmployeeByEmail(db, ref.email);
  const organization = await findOrganizationByCode(db, ref.organizationID);
  return organization ? findEmployeeByEmail(db, organization.id, ref.email) : undefined;
}

async function latestOpenCode(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.accountId, accountId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

/** Sends a code if the account exists; the caller answers the same either way. */
export async function requestResetCode(ctx: ResetContext, ref: AccountRef): Promise<void> {
  const account = await findAccount(ctx.db, ref);
  if (!account?.isActive) return;
  const open = await latestOpenCode(ctx.db, account.id);
  if (open && ctx.now.getTime() - open.createdAt.getTime() < resendAfterMs) return;

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const outboxId = await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResetCodes.accountId, account.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
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
  await dispatchMail(ctx.jobs, outboxId);
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
  if (!open || open.expiresAt <= ctx.now || open.attempts >= resetCodeMaxTries) throw wrong;

  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, ref.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: open.attempts + 1 })
      .where(eq(passwordResetCodes.id, open.id));
    const left = resetCodeMaxTries - open.attempts - 1;
    throw invalid(
      'code',
      left > 0
        ? `code: this code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'code: too many wrong codes. Ask for a new one.',
    );
  }
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
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (used.length === 0) {
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
