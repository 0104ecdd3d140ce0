import type { Role } from '@tembusu/contracts/roles';
import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import { notFound, unauthorized } from '../../errors.js';
import {
  findAccountById,
  findNonEmployeeByEmail as findNonEmployeeRow,
  findOrganizationById,
  findSessionAccount,
  insertAccount as insertAccountRow,
  listOrganizationAdmins,
  updatePassword as updatePasswordRow,
} from './identity.repository.js';
import { verifyAccessToken } from './tokens.js';

/*
 * What other modules and the auth plugin need of accounts: staff, employees and assistant admins
 * get their sign-in account here, and a request's token is checked against its account.
 */

/** The signed-in account behind a request, for the auth plugin to check against the route. */
export type SessionAccount = {
  accountId: string;
  role: Role;
  organizationId: string | null;
  preventAccess: string[];
  jti: string;
  expiresAt: Date;
};

/**
 * The account a bearer token is a live session of: the token is genuine and unexpired, and its
 * account is active, has not signed that token out, and has not ended every session since the
 * token was issued (a password change, a deactivation). Throws 401 otherwise.
 */
export async function verifySession(
  db: Db,
  jwtSecret: string,
  token: string,
  now: Date,
): Promise<SessionAccount> {
  const claims = await verifyAccessToken(jwtSecret, token, now);
  const account = await findSessionAccount(db, claims.sub, claims.jti);
  if (!account?.isActive || account.revoked || account.tokenVersion !== claims.tv) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }
  return {
    accountId: account.id,
    role: account.role,
    organizationId: account.organizationId,
    preventAccess: account.preventAccess,
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
  };
}

/** Whether an organisation exists, for platform accounts placing an admin in one. */
export async function organizationExists(db: Db, id: string): Promise<boolean> {
  return (await findOrganizationById(db, id)) !== undefined;
}

/**
 * The account that holds an admin e-mail, if any. Admins, assistant admins and super admins sign
 * in by e-mail alone, so theirs is unique across every organisation: this answers who has it.
 */
export async function findNonEmployeeByEmail(
  db: Db,
  email: string,
): Promise<{ id: string } | undefined> {
  const row = await findNonEmployeeRow(db, email);
  return row && { id: row.id };
}

export type NewAccount = {
  /** Null only for the people who run the service (master and super admins). */
  organizationId: string | null;
  role: Role;
  name: string;
  email: string;
  /** Hashed with `passwords.ts` before the transaction opens: the hash is slow on purpose. */
  passwordHash: string;
  isActive?: boolean;
  preventAccess?: string[];
};

/**
 * Makes the sign-in account of a new employee or admin, in the caller's transaction, so that it
 * commits with the record it belongs to; the caller records it in the audit log. Answers the
 * account as stored: the assistant admins' service presents it as an assistant admin (the others
 * take its id only).
 */
export function insertAccount(tx: Db, account: NewAccount) {
  return insertAccountRow(tx, account);
}

/**
 * Replaces the password of an account of the caller's organisation, in the caller's transaction,
 * and ends every session the account had (its token version moves on). An account of another
 * organisation is not found. The password comes hashed, as for `insertAccount`.
 */
export async function updatePassword(
  tx: Db,
  ctx: TenantContext,
  accountId: string,
  passwordHash: string,
): Promise<void> {
  const account = await findAccountById(tx, accountId);
  if (!account || account.organizationId !== ctx.organizationId) throw notFound('Account');
  await updatePasswordRow(tx, accountId, passwordHash, ctx.now);
}

/**
 * Who to tell about a change in the caller's organisation that its admins look after (an
 * employee changing their own details): its active admins' names and e-mails, read in the
 * caller's transaction.
 */
export async function organizationAdminMailboxes(
  tx: Db,
  ctx: TenantContext,
): Promise<{ name: string; email: string }[]> {
  return listOrganizationAdmins(tx, ctx.organizationId);
}
