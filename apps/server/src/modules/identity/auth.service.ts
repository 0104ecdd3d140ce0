import type {
  EmployeeLoginRequest,
  LoginRequest,
  LoginResult,
  Profile,
  SignupRequest,
} from '@tembusu/contracts/identity';
import type { Db } from '../../db/client.js';
import { conflict, invalid, isUniqueViolation, RateLimited, unauthorized } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type Allowance,
  returnAllowances,
  takeAllowances,
  waitFor,
} from '../rate-limits/rate-limits.service.js';
import { confirmCurrentPassword } from './current-password.js';
import {
  type AccountRow,
  employeeIdOfAccount,
  findAccountById,
  findEmployeeByEmail,
  findNonEmployeeByEmail,
  findOrganizationByCode,
  findOrganizationById,
  insertAccount,
  insertOrganization,
  isTokenRevoked,
  recordLogin,
  revokeToken,
  updatePassword,
} from './identity.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  type Challenge,
  isAdminRole,
  signAccessToken,
  signChallenge,
  verifyChallenge,
} from './tokens.js';
import {
  checkSecondFactor,
  confirmTwoFactorEnrollment,
  startTwoFactorEnrollment,
  twoFactorRequiredFor,
} from './two-factor.service.js';

export type AuthContext = { db: Db; jwtSecret: string; totpKey: Buffer; now: Date; ip: string };

/**
 * What a new organisation starts with beside its admin, inside the sign-up's transaction. The
 * organisation module owns that data and is built on identity, so app.ts hands it in.
 */
export type SetUpOrganization = (tx: Db, organizationId: string) => Promise<void>;

export const lockoutMinutes = 15;
/** Wrong passwords one address may try on one account before that pair is locked out. */
export const maxFailuresPerPair = 5;
/**
 * Tries on one account a minute from all addresses together. It slows a spread-out attack down
 * without locking the account: its owner, from another address, still gets in.
 */
export const maxTriesPerAccountPerMinute = 10;
/** Wrong passwords from one address over all accounts: generous, as an office shares one. */
export const maxFailuresPerAddress = 100;
/** Wrong second-factor codes per account: the password is already known to whoever sends them. */
export const maxSecondFactorFailures = 5;
export const maxSignupsPerAddressPerHour = 20;

const badCredentials = 'Invalid email or password';
const expiredSignIn = 'This sign-in has expired. Please enter your password again.';
const organizationTaken =
  'Organization ID Already Exists. Please choose a unique ID for your organization';

const tooManySignIns = (_spent: Allowance, retryAfterSeconds: number) =>
  new RateLimited(
    `Too many failed sign-in attempts. Please wait ${waitFor(retryAfterSeconds)} and try again.`,
    retryAfterSeconds,
  );

const tooManyCodes = (_spent: Allowance, retryAfterSeconds: number) =>
  new RateLimited(
    `Too many wrong codes. Please wait ${waitFor(retryAfterSeconds)} and try again.`,
    retryAfterSeconds,
  );

const tooManySignups = (_spent: Allowance, retryAfterSeconds: number) =>
  new RateLimited(
    `Too many sign-ups from your network. Please wait ${waitFor(retryAfterSeconds)} and try again.`,
    retryAfterSeconds,
  );

// The address ends the pair key's first part: addresses hold no '|', e-mails may.
function passwordAllowances(ctx: AuthContext, subject: string): Allowance[] {
  const windowSeconds = lockoutMinutes * 60;
  return [
    { key: `sign-in:pair:${ctx.ip}|${subject}`, limit: maxFailuresPerPair, windowSeconds },
    { key: `sign-in:account:${subject}`, limit: maxTriesPerAccountPerMinute, windowSeconds: 60 },
    { key: `sign-in:address:${ctx.ip}`, limit: maxFailuresPerAddress, windowSeconds },
  ];
}

function secondFactorAllowances(ctx: AuthContext, accountId: string): Allowance[] {
  const windowSeconds = lockoutMinutes * 60;
  return [
    { key: `two-factor:account:${accountId}`, limit: maxSecondFactorFailures, windowSeconds },
    { key: `two-factor:address:${ctx.ip}`, limit: maxFailuresPerAddress, windowSeconds },
  ];
}

function issueToken(ctx: AuthContext, account: AccountRow) {
  return signAccessToken(
    ctx.jwtSecret,
    {
      sub: account.id,
      role: account.role,
      organizationId: account.organizationId,
      isAdmin: isAdminRole(account.role),
      name: account.name,
      email: account.email,
      preventAccess: account.preventAccess,
      tv: account.tokenVersion,
    },
    ctx.now,
  );
}

async function recordFailure(
  ctx: AuthContext,
  subject: string,
  account: AccountRow | undefined,
  portal: 'admin' | 'staff',
  stage: 'password' | 'second-factor',
) {
  await recordAudit(
    ctx.db,
    {
      organizationId: account?.organizationId ?? null,
      actorAccountId: account?.id ?? null,
      action: 'auth.login_failed',
      subject,
      ip: ctx.ip,
      detail: { portal, stage },
    },
    ctx.now,
  );
}

/** The account is who it says: record the sign-in and answer a session token. */
async function grantSession(
  ctx: AuthContext,
  account: AccountRow,
  subject: string,
  portal: 'admin' | 'staff',
): Promise<string> {
  await recordLogin(ctx.db, account.id, ctx.now);
  await recordAudit(
    ctx.db,
    {
      organizationId: account.organizationId,
      actorAccountId: account.id,
      action: 'auth.login',
      subject,
      ip: ctx.ip,
      detail: { portal },
    },
    ctx.now,
  );
  return issueToken(ctx, account);
}

/**
 * Checks the password once a try is taken from each allowance, so that a burst of concurrent
 * guesses is refused past the limits instead of being checked first. A right password gives its
 * try back: only failures count.
 */
async function completeLogin(
  ctx: AuthContext,
  subject: string,
  findAccount: () => Promise<AccountRow | undefined>,
  password: string,
  portal: 'admin' | 'staff',
): Promise<LoginResult> {
  const allowances = passwordAllowances(ctx, subject);
  await takeAllowances(ctx.db, allowances, ctx.now, tooManySignIns);
  const account = await findAccount();
  const passwordMatches = await verifyPassword(account?.passwordHash, password);
  if (!account || !passwordMatches) {
    await recordFailure(ctx, subject, account, portal, 'password');
    throw unauthorized(badCredentials);
  }
  await returnAllowances(ctx.db, allowances);
  const organization = account.organizationId
    ? await findOrganizationById(ctx.db, account.organizationId)
    : undefined;
  if (!account.isActive || organization?.isActive === false) {
    throw unauthorized('This account has been deactivated. Please contact your administrator.');
  }
  if (account.totpEnabledAt || twoFactorRequiredFor(account.role)) {
    const challengeToken = await signChallenge(
      ctx.jwtSecret,
      { accountId: account.id, portal, tv: account.tokenVersion },
      ctx.now,
    );
    return { twoFactor: account.totpEnabledAt ? 'required' : 'setup', challengeToken };
  }
  return { access_token: await grantSession(ctx, account, subject, portal) };
}

async function challengedAccount(ctx: AuthContext, challengeToken: string) {
  const challenge = await verifyChallenge(ctx.jwtSecret, challengeToken, ctx.now);
  const account = await findAccountById(ctx.db, challenge.accountId);
  if (
    !account?.isActive ||
    account.tokenVersion !== challenge.tv ||
    (await isTokenRevoked(ctx.db, challenge.jti))
  ) {
    throw unauthorized(expiredSignIn);
  }
  return { account, challenge };
}

/** A challenge finishes one sign-in: of two requests racing with it, one gets the session. */
async function useChallenge(ctx: AuthContext, challenge: Challenge) {
  if (!(await revokeToken(ctx.db, challenge.jti, challenge.accountId, challenge.expiresAt))) {
    throw unauthorized(expiredSignIn);
  }
}

/** The second step of a sign-in with two-factor on: a code from the app or a recovery code. */
export async function finishTwoFactorLogin(
  ctx: AuthContext,
  challengeToken: string,
  code: string,
): Promise<string> {
  const { account, challenge } = await challengedAccount(ctx, challengeToken);
  const allowances = secondFactorAllowances(ctx, account.id);
  await takeAllowances(ctx.db, allowances, ctx.now, tooManyCodes);
  const outcome = await checkSecondFactor(ctx, account, code);
  if (outcome !== 'accepted') {
    await recordFailure(ctx, `2fa:${account.id}`, account, challenge.portal, 'second-factor');
    throw unauthorized(
      outcome === 'replayed'
        ? 'That code has been used already. Please wait for the next one.'
        : 'That code is not correct. Please try again.',
    );
  }
  await returnAllowances(ctx.db, allowances);
  await useChallenge(ctx, challenge);
  return grantSession(ctx, account, account.email, challenge.portal);
}

/** A platform account without two-factor sign-in sets it up before its first session. */
export async function startTwoFactorAtSignIn(ctx: AuthContext, challengeToken: string) {
  const { account } = await challengedAccount(ctx, challengeToken);
  return startTwoFactorEnrollment(ctx, account.id);
}

export async function confirmTwoFactorAtSignIn(
  ctx: AuthContext,
  challengeToken: string,
  code: string,
): Promise<{ recoveryCodes: string[]; access_token: string }> {
  const { account, challenge } = await challengedAccount(ctx, challengeToken);
  const allowances = secondFactorAllowances(ctx, account.id);
  await takeAllowances(ctx.db, allowances, ctx.now, tooManyCodes);
  const recoveryCodes = await confirmTwoFactorEnrollment(ctx, account.id, code);
  await returnAllowances(ctx.db, allowances);
  await useChallenge(ctx, challenge);
  return {
    recoveryCodes,
    access_token: await grantSession(ctx, account, account.email, challenge.portal),
  };
}

export function login(ctx: AuthContext, request: LoginRequest): Promise<LoginResult> {
  return completeLogin(
    ctx,
    request.email,
    () => findNonEmployeeByEmail(ctx.db, request.email),
    request.password,
    'admin',
  );
}

export function employeeLogin(
  ctx: AuthContext,
  request: EmployeeLoginRequest,
): Promise<LoginResult> {
  const findAccount = async () => {
    const organization = await findOrganizationByCode(ctx.db, request.organizationID);
    return organization ? findEmployeeByEmail(ctx.db, organization.id, request.email) : undefined;
  };
  const subject = `${request.organizationID.toLowerCase()}/${request.email}`;
  return completeLogin(ctx, subject, findAccount, request.password, 'staff');
}

/**
 * Creates the organisation and its admin; the caller signs in next. An e-mail that has an
 * account already is answered like any sign-up, so that the form does not tell who has one, and
 * it takes as long: the creation runs until the e-mail's unique index refuses the account.
 */
export async function signup(
  ctx: AuthContext,
  request: SignupRequest,
  setUpOrganization: SetUpOrganization,
): Promise<void> {
  await takeAllowances(
    ctx.db,
    [{ key: `sign-up:address:${ctx.ip}`, limit: maxSignupsPerAddressPerHour, windowSeconds: 3600 }],
    ctx.now,
    tooManySignups,
  );
  if (await findOrganizationByCode(ctx.db, request.organizationId)) {
    throw conflict(organizationTaken);
  }
  const passwordHash = await hashPassword(request.password);
  const create = ctx.db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      code: request.organizationId,
      name: request.organizationName,
    });
    await setUpOrganization(tx, organization.id);
    const admin = await insertAccount(tx, {
      organizationId: organization.id,
      role: 'admin',
      email: request.email,
      name: request.name,
      passwordHash,
    });
    await recordAudit(
      tx,
      {
        organizationId: organization.id,
        actorAccountId: admin.id,
        action: 'organization.created',
        subject: organization.id,
        ip: ctx.ip,
        detail: { code: organization.code, admin: admin.email },
      },
      ctx.now,
    );
  });
  // Two sign-ups racing for the same ID: the unique index decides, with the same answer.
  await create.catch((error: unknown) => {
    if (isUniqueViolation(error, 'organizations_code_key')) throw conflict(organizationTaken);
    if (!isUniqueViolation(error, 'accounts_admin_email_key')) throw error;
  });
}

export async function logout(
  ctx: AuthContext,
  session: { accountId: string; organizationId: string | null; jti: string; expiresAt: Date },
) {
  await revokeToken(ctx.db, session.jti, session.accountId, session.expiresAt);
  await recordAudit(
    ctx.db,
    {
      organizationId: session.organizationId,
      actorAccountId: session.accountId,
      action: 'auth.logout',
      ip: ctx.ip,
    },
    ctx.now,
  );
}

export async function getProfile(db: Db, accountId: string): Promise<Profile> {
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized();
  const organization = account.organizationId
    ? await findOrganizationById(db, account.organizationId)
    : undefined;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    isAdmin: isAdminRole(account.role),
    organizationId: account.organizationId,
    organization: organization
      ? { id: organization.id, code: organization.code, organizationName: organization.name }
      : null,
    preventAccess: account.preventAccess,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    employeeId: account.organizationId
      ? ((await employeeIdOfAccount(db, account.organizationId, account.id)) ?? null)
      : null,
  };
}

/** A new password ends every other session of the account; the caller gets a fresh token. */
export async function changePassword(
  ctx: AuthContext,
  accountId: string,
  request: { currentPassword: string; newPassword: string },
): Promise<string> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  await confirmCurrentPassword(
    ctx,
    account,
    request.currentPassword,
    'currentPassword',
    'currentPassword: the current password is not correct',
  );
  if (request.currentPassword === request.newPassword) {
    throw invalid('newPassword', 'newPassword: choose a password you have not just used');
  }
  const updated = await updatePassword(
    ctx.db,
    accountId,
    await hashPassword(request.newPassword),
    ctx.now,
  );
  await recordAudit(
    ctx.db,
    {
      organizationId: account.organizationId,
      actorAccountId: account.id,
      action: 'account.password_changed',
      subject: account.id,
      ip: ctx.ip,
    },
    ctx.now,
  );
  return issueToken(ctx, updated);
}
