import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

/** The account behind a token, with whether that very token was signed out. */
export async function findSessionAccount(db: Db, accountId: string, jti: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      organizationId: accounts.organizationId,
      tokenVersion: accounts.tokenVersion,
      isActive: accounts.isActive,
      preventAccess: accounts.preventAccess,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
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

export async function revokeToken(db: Db, jti: string, accountId: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, accountId, expiresAt }).onConflictDoNothing();
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
    .set({ totpSecret: secret, totpEnabledAt: null, updatedAt: at })
    .where(eq(accounts.id, accountId));
}

export async function enableTotp(
  db: Db,
  accountId: string,
  recoveryCodeHashes: string[],
  at: Date,
) {
  await db
    .update(accounts)
    .set({ totpEnabledAt: at, recoveryCodeHashes, updatedAt: at })
    .where(eq(accounts.id, accountId));
}

export async function disableTotp(db: Db, accountId: string, at: Date) {
  await db
    .update(accounts)
    .set({ totpSecret: null, totpEnabledAt: null, recoveryCodeHashes: [], updatedAt: at })
    .where(eq(accounts.id, accountId));
}

/** Uses up one recovery code; answers whether it was there to use. */
export async function consumeRecoveryCode(db: Db, accountId: string, codeHash: string) {
  const rows = await db
    .update(accounts)
    .set({ recoveryCodeHashes: sql`array_remove(${accounts.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(accounts.id, accountId), sql`${codeHash} = any(${accounts.recoveryCodeHashes})`))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
