import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

// The database that logs in as the tenant role itself (db/tenant-login.ts), per application db.
const tenantDatabases = new WeakMap<Db, Db>();

/** Tenant work of `db` runs on `tenantDb`, whose connections log in as a tenant role. */
export function useTenantDatabase(db: Db, tenantDb: Db): void {
  tenantDatabases.set(db, tenantDb);
}

/**
 * Runs tenant work in one transaction as the restricted tembusu_tenant role with the
 * organisation set, so that row-level security hides every other organisation's rows even if a
 * query forgets its organization_id filter. On PostgreSQL the connection logs in as a tenant
 * role; the embedded database is one session with one user, so there the transaction switches
 * role with `SET LOCAL ROLE`, which the owner's session could undo (`RESET ROLE`): a wall
 * against a forgotten filter, not against injected SQL.
 */
export function withTenant<T>(
  db: Db,
  organizationId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const tenantDb = tenantDatabases.get(db);
  return (tenantDb ?? db).transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.organization_id', ${organizationId}, true)`);
    if (!tenantDb) await tx.execute(sql`set local role tembusu_tenant`);
    return work(tx);
  });
}

/** Who is asking, for which organisation: tenant services work inside that tenant. */
export type TenantContext = {
  db: Db;
  organizationId: string;
  accountId: string;
  now: Date;
  ip: string;
};
