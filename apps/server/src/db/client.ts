import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * Makes waiting on the pool from inside one of its own transactions throw instead of hang: on
 * PGlite's single connection that wait never ends, and on PostgreSQL enough of them at once hold
 * every connection while each waits for another. Work inside a transaction uses its `tx`; what
 * needs the pool itself (another transaction, a job queued) runs after the transaction ends.
 */
// One mark for every pool of the process: tenant work has a pool of its own on PostgreSQL
// (db/tenant-login.ts), and waiting on either pool from inside a transaction is the same hazard.
const inside = new AsyncLocalStorage<{ open: boolean }>();

function guardTransactions(pool: pg.Pool, db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) =>
    transaction((tx) => {
      // Marked only once the transaction holds its connection, and unmarked when its work ends,
      // so that what the work left running afterwards may use the pool again.
      const mark = { open: true };
      return inside
        .run(mark, () => work(tx))
        .finally(() => {
          mark.open = false;
        });
    }, config);
  // pool.query takes its connection through connect too, so this one check covers both.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (inside.getStore()?.open) {
      throw new Error(
        'The database pool was asked for a connection inside one of its own transactions; ' +
          'use the transaction, or do this after it ends',
      );
    }
    return connect(...args);
  }) as typeof pool.connect;
}

/**
 * Drizzle's transaction on a pool never gives its connection back when `begin` fails, as it does
 * on a connection the server has just cut: each cut would shrink the pool until no request is
 * answered. Here the connection is taken and given back around Drizzle's transaction instead.
 */
function releaseTransactionConnections(pool: pg.Pool, db: Db): void {
  // Drizzle on one connection, made once per pooled connection.
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      let own = onConnection.get(client);
      if (!own) {
        own = drizzle({ client, schema });
        onConnection.set(client, own);
      }
      return await own.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

function wrap(engine: DatabaseEngine, pool: pg.Pool, closeEngine?: () => Promise<void>): Database {
  // A connection the server drops emits 'error', which with no listener ends the process: on the
  // pool when it was idle (the pool replaces it), on the connection when it was checked out (its
  // queries fail too, and that is what reaches the request). Both need only to be heard here;
  // app.ts also logs the application pool's.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  let closed: Promise<void> | undefined;
  const db = drizzle({ client: pool, schema });
  releaseTransactionConnections(pool, db);
  guardTransactions(pool, db);
  return {
    engine,
    pool,
    db,
    close() {
      closed ??= (async () => {
        await pool.end();
        await closeEngine?.();
      })();
      return closed;
    },
  };
}

// A server that stops answering altogether would otherwise keep each request (and the health
// check) waiting for ever; after this long it is answered as unavailable (503).
const connectionTimeoutMs = 10_000;

export function connectPostgres(url: string, max = 10): Database {
  return wrap(
    'postgres',
    new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: connectionTimeoutMs }),
  );
}

/**
 * node-postgres's `pool.query` gives its connection back as broken when the query fails, and the
 * pool ends it. On PGlite that connection is the one session, and ending it drops the next
 * caller's query ("Connection terminated unexpectedly"). A refused query (a constraint, a bad
 * value) leaves the session sound, so here it is given back as it is.
 */
function keepSessionAfterFailedQueries(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return (async () => {
      const client = await pool.connect();
      try {
        return await client.query(...(args as Parameters<pg.PoolClient['query']>));
      } finally {
        client.release();
      }
    })();
  }) as typeof pool.query;
}

/**
 * Embedded PostgreSQL: on disk in `dataDir`, else in memory (tests); in memory, `loadDataDir`
 * starts it from a dump of another (PGlite's dumpDataDir), which tests use to skip migrating.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  const { dataDir, loadDataDir } = options;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // btree_gist lets one exclusion constraint say "this resource, these overlapping times".
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist }, loadDataDir });
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
  keepSessionAfterFailedQueries(pool);
  return {
    ...wrap('pglite', pool, () => pglite.close()),
    dump: () => pglite.dumpDataDir('none'),
  };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  return openPglite({ dataDir: join(config.dataDir, 'pglite') });
}
