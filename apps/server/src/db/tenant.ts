import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Runs tenant work in one transaction as the restricted tembusu_tenant role with the
 * organisation set, so that row-level security hides every other organisation's rows even if a
 * query forgets its organization_id filter.
 */
export function withTenant<T>(
  db: Db,
  organizationId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.organization_id', ${organizationId}, true)`);
    await tx.execute(sql`set local role tembusu_tenant`);
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
