import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, auditLog } from '../../db/schema/identity.js';
import { organizations } from '../../db/schema/organizations.js';

export async function findOrganization(db: Db, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** Active accounts by role, and inactive ones, of one organisation: one query. */
export async function headcountByRole(db: Db, organizationId: string) {
  return db
    .select({ role: accounts.role, isActive: accounts.isActive, n: count() })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId))
    .groupBy(accounts.role, accounts.isActive);
}

/** Organisations, accounts, and sign-ins in [since, until]: one query. */
export async function platformTotals(db: Db, since: Date, until: Date) {
  const result = await db.execute<{ organizations: number; accounts: number; signIns: number }>(sql`
    select
      (select count(*) from ${organizations})::int as "organizations",
      (select count(*) from ${accounts})::int as "accounts",
      (select count(*) from ${auditLog}
        where ${auditLog.action} = 'auth.login'
          and ${auditLog.createdAt} >= ${since.toISOString()}
          and ${auditLog.createdAt} <= ${until.toISOString()}
      )::int as "signIns"
  `);
  return result.rows[0] ?? { organizations: 0, accounts: 0, signIns: 0 };
}

/** The latest successful sign-ins up to `until` across the service, newest first: one query. */
export async function recentSignIns(db: Db, until: Date, limit: number) {
  return db
    .select({
      at: auditLog.createdAt,
      name: accounts.name,
      email: accounts.email,
      role: accounts.role,
      organizationCode: organizations.code,
      portal: sql<string | null>`${auditLog.detail}->>'portal'`,
    })
    .from(auditLog)
    .innerJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(auditLog.action, 'auth.login'), lte(auditLog.createdAt, until)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
