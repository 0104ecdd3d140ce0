import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/identity.js';
import { organizations } from '../../db/schema/organizations.js';

export type ManagedRole = 'masteradmin' | 'superadmin' | 'admin' | 'asstadmin';

const managedColumns = {
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  role: accounts.role,
  isActive: accounts.isActive,
  totpEnabledAt: accounts.totpEnabledAt,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
  organizationId: organizations.id,
  organizationCode: organizations.code,
  organizationName: organizations.name,
};

export type ManagedRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
  totpEnabledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  organizationId: string | null;
  organizationCode: string | null;
  organizationName: string | null;
};

export async function listManaged(
  db: Db,
  filter: {
    roles: readonly ManagedRole[];
    search?: string | undefined;
    organizationId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ManagedRow[]; total: number }> {
  const conditions: SQL[] = [inArray(accounts.role, [...filter.roles])];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`;
    const match = or(
      ilike(accounts.name, pattern),
      ilike(accounts.email, pattern),
      ilike(organizations.code, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.organizationId) conditions.push(eq(accounts.organizationId, filter.organizationId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(managedColumns)
      .from(accounts)
      .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
      .where(where)
      .orderBy(desc(accounts.createdAt), accounts.email)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findManaged(db: Db, id: string, roles: readonly ManagedRole[]) {
  const [row] = await db
    .select(managedColumns)
    .from(accounts)
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(accounts.id, id), inArray(accounts.role, [...roles])));
  return row;
}

export async function updateManaged(
  db: Db,
  id: string,
  values: { name: string; email: string; role: ManagedRole; isActive: boolean },
  endSessions: boolean,
  at: Date,
) {
  await db
    .update(accounts)
    .set({
      ...values,
      updatedAt: at,
      ...(endSessions ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
    })
    .where(eq(accounts.id, id));
}

export async function listOrganizationRows(db: Db) {
  return db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizations)
    .orderBy(organizations.name);
}
