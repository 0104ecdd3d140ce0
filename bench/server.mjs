// What the benchmarks that run the server share: the compiled server (built first unless
// --no-build), and a database of their own on a PostgreSQL server (BENCH_DATABASE_URL, or
// 127.0.0.1:5432), made at start and dropped at the end.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A module of the compiled server, by its path under apps/server/dist; the server is compiled on
 * the first call unless the bench was started with --no-build.
 * @param {string} path
 */
export async function server(path) {
  if (!built && !process.argv.includes('--no-build')) {
    const compiled = spawnSync('npx', ['tsc', '-b', 'apps/server'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  }
  built = true;
  return import(new URL(`../apps/server/dist/${path}`, import.meta.url).href);
}
let built = false;

/**
 * Makes a database for this run, named after `purpose` and the process; `drop` removes it (and
 * whatever `cleanUp` names) and ends the server connection.
 * @param {string} purpose
 */
export async function benchDatabase(purpose) {
  const name = `tembusu_bench_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** @param {string[]} [cleanUp] statements run on the server after the database is dropped */
    async drop(cleanUp = []) {
      await admin.query(`drop database if exists ${name} with (force)`);
      for (const statement of cleanUp) await admin.query(statement);
      await admin.end();
    },
  };
}
