import { type Role, roleGroups, roleIsIn } from '@tembusu/contracts/roles';
import type { Db } from '../../db/client.js';
import { forbidden, invalid, unauthorized } from '../../errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  type AccountRow,
  consumeRecoveryCode,
  disableTotp,
  enableTotp,
  findAccountById,
  setTotpSecret,
} from './identity.repository.js';
import { verifyPassword } from './passwords.js';
import {
  enrollmentFor,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpMatches,
} from './two-factor.js';

export type TwoFactorContext = { db: Db; now: Date; ip: string };

/** Platform accounts may not sign in without a second factor. */
export function twoFactorRequiredFor(role: Role): boolean {
  return roleIsIn(role, roleGroups.sa);
}

export function twoFactorAllowedFor(role: Role): boolean {
  return role !== 'employee';
}

async function accountFor(db: Db, accountId: string): Promise<AccountRow> {
  const account = await findAccountById(db, accountId);
  if (!account?.isActive) throw unauthorized();
  return account;
}

export async function twoFactorStatus(db: Db, accountId: string) {
  const account = await accountFor(db, accountId);
  return {
    enabled: account.totpEnabledAt !== null,
    required: twoFactorRequiredFor(account.role),
  };
}

export async function startTwoFactorEnrollment(ctx: TwoFactorContext, accountId: string) {
  const account = await accountFor(ctx.db, accountId);
  if (!twoFactorAllowedFor(account.role)) {
    throw forbidden('Two-factor sign-in is for administrators');
  }
  if (account.totpEnabledAt) {
    throw invalid(
      'twoFactor',
      'Two-factor sign-in is already on. Turn it off first to start again.',
    );
  }
  const secret = newTotpSecret();
  await setTotpSecret(ctx.db, account.id, secret, ctx.now);
  return enrollmentFor(secret, account.email);
}

/** Turns two-factor sign-in on once a code from the new secret checks out; answers the codes. */
export async function confirmTwoFactorEnrollment(
  ctx: TwoFactorContext,
  accountId: string,
  code: string,
): Promise<string[]> {
  const account = await accountFor(ctx.db, accountId);
  if (!account.totpSecret || account.totpEnabledAt) {
    throw invalid('code', 'code: start two-factor set-up first');
  }
  if (!(await totpMatches(account.totpSecret, code.trim(), ctx.now))) {
    throw invalid(
      'code',
      'code: this code is not correct. Check the time on your phone and try again.',
    );
  }
  const recoveryCodes = newRecoveryCodes();
  await enableTotp(ctx.db, account.id, recoveryCodes.map(hashRecoveryCode), ctx.now);
  await recordAudit(
    ctx.db,
    {
      organizationId: account.organizationId,
      actorAccountId: account.id,
      action: 'account.two_factor_enabled',
      subject: account.id,
      ip: ctx.ip,
    },
    ctx.now,
  );
  return recoveryCodes;
}

export async function disableTwoFactor(ctx: TwoFactorContext, accountId: string, password: string) {
  const account = await accountFor(ctx.db, accountId);
  if (twoFactorRequiredFor(account.role)) {
    throw forbidden('Platform administrators must keep two-factor sign-in on');
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw invalid('password', 'password: the password is not correct');
  }
  await disableTotp(ctx.db, account.id, ctx.now);
  await recordAudit(
    ctx.db,
    {
      organizationId: account.organizationId,
      actorAccountId: account.id,
      action: 'account.two_factor_disabled',
      subject: account.id,
      ip: ctx.ip,
    },
    ctx.now,
  );
}

/** The second factor at sign-in: a code from the app, or one unused recovery code. */
export async function secondFactorMatches(
  ctx: TwoFactorContext,
  account: AccountRow,
  code: string,
): Promise<boolean> {
  if (!account.totpSecret || !account.totpEnabledAt) return false;
  const trimmed = code.trim();
  if (await totpMatches(account.totpSecret, trimmed, ctx.now)) return true;
  return consumeRecoveryCode(ctx.db, account.id, hashRecoveryCode(trimmed));
}
