import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import { accounts, revokedTokens } from '../../db/schema/identity.js';
import { organizations } from '../../db/schema/organizations.js';

export type AccountRow = typeof accounts.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganizationByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(sql`lower(${organizations.code})`, code.toLowerCase()));
  return row;
}

export async function findOrganizationById(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** Admins and super admins sign in by e-mail alone. */
export async function findNonEmployeeByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), ne(accounts.role, 'employee')),
    );
  return row;
}

export async function findEmployeeByEmail(db: Db, organizationId: string, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(sql`lower(${accounts.email})`, email.toLowerCase()),
        eq(accounts.role, 'employee'),
      ),
    );
  return row;
}

export async function findAccountById(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

function prepareSessionAccount(db: Db) {
  return db
    .select({
      id: accounts.id,
      role: accounts.role,
      organizationId: accounts.organizationId,
      tokenVersion: accounts.tokenVersion,
      isActive: accounts.isActive,
      preventAccess: accounts.preventAccess,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('session_account');
}

// Every signed-in request asks this: built once per database and prepared on each connection,
// it skips building the query's text every time (an eighth of a pick-list request, bench:api).
const sessionAccountQueries = new WeakMap<Db, ReturnType<typeof prepareSessionAccount>>();

/** The account behind a token, with whether that very token was signed out. */
export async function findSessionAccount(db: Db, accountId: string, jti: string) {
  let query = sessionAccountQueries.get(db);
  if (!query) {
    query = prepareSessionAccount(db);
    sessionAccountQueries.set(db, query);
  }
  const [row] = await query.execute({ accountId, jti });
  return row;
}

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('The organisation was not saved');
  return row;
}

export async function insertAccount(db: Db, values: typeof accounts.$inferInsert) {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('The account was not saved');
  return row;
}

export async function recordLogin(db: Db, accountId: string, at: Date) {
  await db.update(accounts).set({ lastLoginAt: at }).where(eq(accounts.id, accountId));
}

/** Revokes a token; answers false when it was revoked already. */
export async function revokeToken(db: Db, jti: string, accountId: string, expiresAt: Date) {
  const rows = await db
    .insert(revokedTokens)
    .values({ jti, accountId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return rows.length > 0;
}

export async function isTokenRevoked(db: Db, jti: string) {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return row !== undefined;
}

export async function updatePassword(db: Db, accountId: string, passwordHash: string, at: Date) {
  const [row] = await db
    .update(accounts)
    .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: at })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!row) throw new Error('The account was not updated');
  return row;
}

export async function setTotpSecret(db: Db, accountId: string, secret: string, at: Date) {
  await db
    .update(accounts)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(accounts.id, accountId));
}

/** A code of a time step after the last one used, recorded in one statement. */
const laterStep = (step: number) =>
  or(isNull(accounts.totpLastStep), sql`${accounts.totpLastStep} < ${step}`);

/**
 * Turns two-factor sign-in on with the secret the code was checked against, once: answers false
 * when a concurrent confirmation or a new set-up came first, or the code's step was used.
 */
export async function enableTotp(
  db: Db,
  accountId: string,
  confirmed: { sealedSecret: string; step: number; recoveryCodeHashes: string[] },
  at: Date,
) {
  const rows = await db
    .update(accounts)
    .set({
      totpEnabledAt: at,
      totpLastStep: confirmed.step,
      recoveryCodeHashes: confirmed.recoveryCodeHashes,
      updatedAt: at,
    })
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.totpSecret, confirmed.sealedSecret),
        isNull(accounts.totpEnabledAt),
        laterStep(confirmed.step),
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Uses up a TOTP time step; answers false when it, or a later one, was used already. */
export async function useTotpStep(db: Db, accountId: string, step: number) {
  const rows = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, accountId), laterStep(step)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function disableTotp(db: Db, accountId: string, at: Date) {
  await db
    .update(accounts)
    .set({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
      updatedAt: at,
    })
    .where(eq(accounts.id, accountId));
}

/** Uses up one recovery code, by its stored hash; answers whether it was there to use. */
export async function consumeRecoveryCode(db: Db, accountId: string, codeHash: string) {
  const rows = await db
    .update(accounts)
    .set({ recoveryCodeHashes: sql`array_remove(${accounts.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(accounts.id, accountId), sql`${codeHash} = any(${accounts.recoveryCodeHashes})`))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Accounts whose TOTP secret is stored in the clear or whose recovery codes have a fast hash. */
export async function findUnprotectedTwoFactor(db: Db, sealedPrefix: string) {
  return db
    .select({
      id: accounts.id,
      totpSecret: accounts.totpSecret,
      recoveryCodeHashes: accounts.recoveryCodeHashes,
    })
    .from(accounts)
    .where(
      or(
        sql`${accounts.totpSecret} not like ${`${sealedPrefix}%`}`,
        sql`exists (select 1 from unnest(${accounts.recoveryCodeHashes}) as stored where stored not like '$argon2%')`,
      ),
    );
}

/** Replaces an account's two-factor secrets if they are still the ones read. */
export async function replaceTwoFactorSecrets(
  db: Db,
  accountId: string,
  read: { totpSecret: string | null; recoveryCodeHashes: string[] },
  protectedSecrets: { totpSecret: string | null; recoveryCodeHashes: string[] },
) {
  await db
    .update(accounts)
    .set(protectedSecrets)
    .where(
      and(
        eq(accounts.id, accountId),
        read.totpSecret === null
          ? isNull(accounts.totpSecret)
          : eq(accounts.totpSecret, read.totpSecret),
        eq(accounts.recoveryCodeHashes, read.recoveryCodeHashes),
      ),
    );
}

/**
 * The employee record an account signs in as, if any: read here, not through the employees
 * module, because employees are built on their sign-in accounts.
 */
export async function employeeIdOfAccount(db: Db, organizationId: string, accountId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.accountId, accountId)));
  return row?.id;
}

/** The active admins of an organisation (not its assistant admins), by e-mail. */
export async function listOrganizationAdmins(db: Db, organizationId: string) {
  return db
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.role, 'admin'),
        eq(accounts.isActive, true),
      ),
    )
    .orderBy(accounts.email);
}
