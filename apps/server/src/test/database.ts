import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, type Database, openPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { connectTenantLogin, tenantLoginRole } from '../db/tenant-login.js';

// Only the tenant login's password is derived from it; any value works for a test database.
const testDatabaseSecret = 'test-database-secret';

// Read once for each worker process: every database it makes starts from the same dump.
let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one integration test file, copied from the template the global
 * setup migrated (test/migrated-template.ts): in-memory PGlite by default, or a new database on
 * the server named by TEST_DATABASE_URL, dropped again on close. The migrations run on it again
 * as they do at every start, and find nothing to do.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('migratedTemplate');
  if (template.engine === 'pglite') {
    pgliteDump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
    const database = await openPglite({ loadDataDir: await pgliteDump });
    await runMigrations(database);
    return database;
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The template is on PostgreSQL, and TEST_DATABASE_URL is unset');
  const name = `tembusu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const owner = connectPostgres(url.toString(), 4);
  await runMigrations(owner);
  const database = await connectTenantLogin(owner, url.toString(), testDatabaseSecret, 4);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.query(`drop role if exists ${tenantLoginRole(name)}`);
      await dropper.end();
    },
  };
}
