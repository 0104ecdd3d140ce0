// The built product on a fresh database, for one browser-test run: a database made for the run on
// the PostgreSQL server the integration tests use when TEST_DATABASE_URL names one (dropped again
// by drop-database.ts after the run), else embedded PGlite in a temporary folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'tembusu-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '4173';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
delete process.env.DATABASE_URL;

const { TEST_DATABASE_URL, E2E_DATABASE_NAME } = process.env;
if (TEST_DATABASE_URL && E2E_DATABASE_NAME) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(E2E_DATABASE_NAME)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  process.env.DATABASE_URL = url.toString();
  process.env.SEED_DEMO = 'true';
}

await import(fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url)));
