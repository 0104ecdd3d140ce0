import { type Role, roleGroups, roleIsIn } from '@tembusu/contracts/roles';
import type { Db } from '../../db/client.js';
import { forbidden, invalid, unauthorized } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { confirmCurrentPassword } from './current-password.js';
import {
  type AccountRow,
  consumeRecoveryCode,
  disableTotp,
  enableTotp,
  findAccountById,
  findUnprotectedTwoFactor,
  replaceTwoFactorSecrets,
  setTotpSecret,
  useTotpStep,
} from './identity.repository.js';
import {
  enrollmentFor,
  hashRecoveryCode,
  isFastRecoveryHash,
  isSealedTotpSecret,
  matchingRecoveryHash,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealedTotpSecretPrefix,
  sealTotpSecret,
  slowRecoveryHash,
  totpStep,
} from './two-factor.js';

/** `totpKey` seals and opens the TOTP secrets kept in the database. */
export type TwoFactorContext = { db: Db; totpKey: Buffer; now: Date; ip: string };

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
  await setTotpSecret(ctx.db, account.id, sealTotpSecret(ctx.totpKey, account.id, secret), ctx.now);
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
  const secret = openTotpSecret(ctx.totpKey, account.id, account.totpSecret);
  const step = await totpStep(secret, code.trim(), ctx.now, account.totpLastStep);
  if (step === null) {
    throw invalid(
      'code',
      'code: this code is not correct. Check the time on your phone and try again.',
    );
  }
  const recoveryCodes = newRecoveryCodes();
  const enabled = await enableTotp(
    ctx.db,
    account.id,
    {
      sealedSecret: account.totpSecret,
      step,
      recoveryCodeHashes: await Promise.all(recoveryCodes.map(hashRecoveryCode)),
    },
    ctx.now,
  );
  if (!enabled) throw invalid('code', 'code: start two-factor set-up first');
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
  await confirmCurrentPassword(
    ctx,
    account,
    password,
    'password',
    'password: the password is not correct',
  );
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

/**
 * The second factor at sign-in: a code from the app, good once, or one unused recovery code.
 * 'replayed' is a right code from the app whose time step was used already.
 */
export async function checkSecondFactor(
  ctx: TwoFactorContext,
  account: AccountRow,
  code: string,
): Promise<'accepted' | 'wrong' | 'replayed'> {
  if (!account.totpSecret || !account.totpEnabledAt) return 'wrong';
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = openTotpSecret(ctx.totpKey, account.id, account.totpSecret);
    const step = await totpStep(secret, trimmed, ctx.now, null);
    if (step === null) return 'wrong';
    return (await useTotpStep(ctx.db, account.id, step)) ? 'accepted' : 'replayed';
  }
  const stored = await matchingRecoveryHash(account.recoveryCodeHashes, trimmed);
  return stored && (await consumeRecoveryCode(ctx.db, account.id, stored)) ? 'accepted' : 'wrong';
}

/**
 * Seals TOTP secrets stored in the clear and moves recovery codes kept as a plain SHA-256 to the
 * slow hash, at start-up: accounts set up before either came in keep signing in as before.
 */
export async function protectStoredTwoFactorSecrets(db: Db, totpKey: Buffer): Promise<number> {
  const unprotected = await findUnprotectedTwoFactor(db, sealedTotpSecretPrefix);
  for (const account of unprotected) {
    const { totpSecret } = account;
    await replaceTwoFactorSecrets(db, account.id, account, {
      totpSecret:
        totpSecret === null || isSealedTotpSecret(totpSecret)
          ? totpSecret
          : sealTotpSecret(totpKey, account.id, totpSecret),
      recoveryCodeHashes: await Promise.all(
        account.recoveryCodeHashes.map((stored) =>
          isFastRecoveryHash(stored) ? slowRecoveryHash(stored) : stored,
        ),
      ),
    });
  }
  return unprotected.length;
}
