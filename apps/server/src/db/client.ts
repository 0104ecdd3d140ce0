import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type DatabaseEngine = 'pglite' | 'postgres';
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  engine: DatabaseEngine;
  /** Both engines are reached through a node-postgres pool, so Drizzle and pg-boss share one path. */
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
};

function wrap(engine: DatabaseEngine, pool: pg.Pool, closeEngine?: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    engine,
    pool,
    db: drizzle({ client: pool, schema }),
    close() {
      closed ??= (async () => {
        // pool.end() answers before its connections have finished closing. One the server cuts
        // meanwhile (a test database dropped straight after) belongs to nobody any more.
        pool.on('error', () => {});
        await pool.end();
        await closeEngine?.();
      })();
      return closed;
    },
  };
}

export function connectPostgres(url: string, max = 10): Database {
  return wrap('postgres', new pg.Pool({ connectionString: url, max }));
}

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // btree_gist lets one exclusion constraint say "this resource, these overlapping times".
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist } });
  const pgConfig = createPgConfig(pglite);
  // node-postgres hands its type-parser object to Parse as `types`; the real protocol writer
  // ignores a non-array there, PGlite's throws. Only parameter type ids belong in Parse.
  const { connection } = pgConfig;
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  // PGlite is one session: a single pooled client that is never recycled keeps every transaction
  // on that session and queues other callers behind it.
  const pool = new pg.Pool({ ...pgConfig, max: 1, idleTimeoutMillis: 0 });
  return wrap('pglite', pool, () => pglite.close());
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  return openPglite(join(config.dataDir, 'pglite'));
}
