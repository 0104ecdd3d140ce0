// Vitest's global setup for the integration tests: the migrations run once per test run, into a
// template every test file's database is copied from, instead of once per file. On PGlite the
// template is a dump of a migrated database in a temporary file; on PostgreSQL it is a database
// that CREATE DATABASE ... TEMPLATE copies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: a dump file's path on PGlite, a database's name on PostgreSQL. */
    migratedTemplate: { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; name: string };
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tembusu_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const owner = connectPostgres(url.toString(), 1);
    try {
      await runMigrations(owner);
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await owner.close();
    }
    project.provide('migratedTemplate', { engine: 'postgres', name });
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const folder = await mkdtemp(join(tmpdir(), 'tembusu-migrated-'));
  const dumpFile = join(folder, 'pglite.tar');
  const database = await openPglite();
  try {
    await runMigrations(database);
    await writeFile(dumpFile, Buffer.from(await (await database.dump()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedTemplate', { engine: 'pglite', dumpFile });
  return () => rm(folder, { recursive: true, force: true });
}
