import { createHash, createHmac } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type Database } from './client.js';
import { useTenantDatabase } from './tenant.js';

/**
 * The login role tenant work connects as on a PostgreSQL server: one per database, so deployments
 * sharing a server do not share it. Its name is derived from the database's, within the 63
 * characters a role name may have.
 */
export function tenantLoginRole(databaseName: string): string {
  const digest = createHash('sha256').update(databaseName).digest('hex').slice(0, 16);
  return `tembusu_tenant_${digest}`;
}

/** Every instance of a deployment shares its JWT secret, and so derives the same password. */
function tenantLoginPassword(secret: string, databaseName: string): string {
  return createHmac('sha256', secret).update(`tenant-login:${databaseName}`).digest('base64url');
}

/**
 * Connects tenant work as a login role that is a member of tembusu_tenant and nothing else: not
 * the tables' owner, not a superuser, so `RESET ROLE` or `SET ROLE` inside tenant work cannot
 * leave row-level security (as it could from the owner's session with `SET LOCAL ROLE`). The
 * owner's connection creates the role and sets its password at every start (CREATEROLE, as the
 * first migration already needs). Answers the database with the tenant pool closed along with it.
 */
export async function connectTenantLogin(
  database: Database,
  url: string,
  secret: string,
  max = 10,
): Promise<Database> {
  const databaseName = decodeURIComponent(new URL(url).pathname.slice(1));
  const role = tenantLoginRole(databaseName);
  const password = tenantLoginPassword(secret, databaseName);
  const quotedRole = pg.escapeIdentifier(role);
  const asOwner = (statement: string) =>
    database.pool.query(statement).catch((error: unknown) => {
      throw new Error(
        `The database user could not prepare the login role ${role} for tenant work ` +
          '(it needs CREATEROLE, as the first migration does)',
        { cause: error },
      );
    });
  await asOwner(
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${pg.escapeLiteral(role)}) THEN
         CREATE ROLE ${quotedRole} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS INHERIT;
       END IF;
     EXCEPTION WHEN duplicate_object OR unique_violation THEN
       NULL;
     END $$`,
  );
  await asOwner(`ALTER ROLE ${quotedRole} PASSWORD ${pg.escapeLiteral(password)}`);
  await asOwner(`GRANT tembusu_tenant TO ${quotedRole}`);

  const tenantUrl = new URL(url);
  tenantUrl.username = encodeURIComponent(role);
  tenantUrl.password = encodeURIComponent(password);
  const tenant = connectPostgres(tenantUrl.toString(), max);
  useTenantDatabase(database.db, tenant.db);
  return {
    ...database,
    async close() {
      await tenant.close();
      await database.close();
    },
  };
}
