import type {
  EmployeeLoginRequest,
  LoginRequest,
  LoginResult,
  Profile,
  SignupRequest,
} from '@tembusu/contracts/identity';
import type { Db } from '../../db/client.js';
import { AppError, conflict, invalid, isUniqueViolation, unauthorized } from '../../errors.js';
import { countRecentAudit, recordAudit } from '../audit/audit.repository.js';
import { employeeOfAccount } from '../employees/employees.repository.js';
import { preloadPublicHolidays } from '../organization/organization.repository.js';
import {
  type AccountRow,
  findAccountById,
  findEmployeeByEmail,
  findNonEmployeeByEmail,
  findOrganizationByCode,
  findOrganizationById,
  insertAccount,
  insertOrganization,
  recordLogin,
  revokeToken,
  updatePassword,
} from './identity.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isAdminRole, signAccessToken, signChallenge, verifyChallenge } from './tokens.js';
import {
  confirmTwoFactorEnrollment,
  secondFactorMatches,
  startTwoFactorEnrollment,
  twoFactorRequiredFor,
} from './two-factor.service.js';

export type AuthContext = { db: Db; jwtSecret: string; now: Date; ip: string };

export const throttleWindowMinutes = 15;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 20;

const badCredentials = 'Invalid email or password';
const organizationTaken =
  'Organization ID Already Exists. Please choose a unique ID for your organization';

async function assertNotThrottled(ctx: AuthContext, subject: string) {
  const since = new Date(ctx.now.getTime() - throttleWindowMinutes * 60_000);
  const [forAccount, forAddress] = await Promise.all([
    countRecentAudit(ctx.db, { action: 'auth.login_failed', since, subject }),
    countRecentAudit(ctx.db, { action: 'auth.login_failed', since, ip: ctx.ip }),
  ]);
  if (forAccount >= maxFailuresPerAccount || forAddress >= maxFailuresPerAddress) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please wait ${throttleWindowMinutes} minutes and try again.`,
    );
  }
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

async function completeLogin(
  ctx: AuthContext,
  subject: string,
  account: AccountRow | undefined,
  password: string,
  portal: 'admin' | 'staff',
): Promise<LoginResult> {
  const passwordMatches = await verifyPassword(account?.passwordHash, password);
  if (!account || !passwordMatches) {
    await recordFailure(ctx, subject, account, portal, 'password');
    throw unauthorized(badCredentials);
  }
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
  if (!account?.isActive || account.tokenVersion !== challenge.tv) {
    throw unauthorized('This sign-in has expired. Please enter your password again.');
  }
  return { account, portal: challenge.portal, subject: `2fa:${account.id}` };
}

/** The second step of a sign-in with two-factor on: a code from the app or a recovery code. */
export async function finishTwoFactorLogin(
  ctx: AuthContext,
  challengeToken: string,
  code: string,
): Promise<string> {
  const { account, portal, subject } = await challengedAccount(ctx, challengeToken);
  await assertNotThrottled(ctx, subject);
  if (!(await secondFactorMatches(ctx, account, code))) {
    await recordFailure(ctx, subject, account, portal, 'second-factor');
    throw unauthorized('That code is not correct. Please try again.');
  }
  return grantSession(ctx, account, account.email, portal);
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
  const { account, portal, subject } = await challengedAccount(ctx, challengeToken);
  await assertNotThrottled(ctx, subject);
  const recoveryCodes = await confirmTwoFactorEnrollment(ctx, account.id, code);
  return { recoveryCodes, access_token: await grantSession(ctx, account, account.email, portal) };
}

export async function login(ctx: AuthContext, request: LoginRequest): Promise<LoginResult> {
  await assertNotThrottled(ctx, request.email);
  const account = await findNonEmployeeByEmail(ctx.db, request.email);
  return completeLogin(ctx, request.email, account, request.password, 'admin');
}

export async function employeeLogin(
  ctx: AuthContext,
  request: EmployeeLoginRequest,
): Promise<LoginResult> {
  const subject = `${request.organizationID.toLowerCase()}/${request.email}`;
  await assertNotThrottled(ctx, subject);
  const organization = await findOrganizationByCode(ctx.db, request.organizationID);
  const account = organization
    ? await findEmployeeByEmail(ctx.db, organization.id, request.email)
    : undefined;
  return completeLogin(ctx, subject, account, request.password, 'staff');
}

export async function signup(ctx: AuthContext, request: SignupRequest): Promise<string> {
  if (await findOrganizationByCode(ctx.db, request.organizationId)) {
    throw conflict(organizationTaken);
  }
  if (await findNonEmployeeByEmail(ctx.db, request.email)) {
    throw conflict('An administrator account with this e-mail already exists. Please sign in.');
  }
  const passwordHash = await hashPassword(request.password);
  const create = ctx.db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      code: request.organizationId,
      name: request.organizationName,
    });
    await preloadPublicHolidays(tx, organization.id);
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
    return admin;
  });
  // Two sign-ups racing for the same ID or e-mail: the unique indexes decide, with the same answer.
  const account = await create.catch((error: unknown) => {
    if (isUniqueViolation(error, 'organizations_code_key')) throw conflict(organizationTaken);
    if (isUniqueViolation(error, 'accounts_admin_email_key')) {
      throw conflict('An administrator account with this e-mail already exists. Please sign in.');
    }
    throw error;
  });
  return issueToken(ctx, account);
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
      ? ((await employeeOfAccount(db, account.organizationId, account.id))?.id ?? null)
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
  if (!(await verifyPassword(account.passwordHash, request.currentPassword))) {
    throw invalid('currentPassword', 'currentPassword: the current password is not correct');
  }
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
