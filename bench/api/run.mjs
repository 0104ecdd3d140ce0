// The API under load on PostgreSQL: the staff pick list (GET /api/v1/employee) at 50 connections
// beside a bare Fastify + pg `select 1` endpoint on the same machine and database server, and the
// ratio of the two (aim: at least 0.25). Every target gets a short warm-up and then a bounded run;
// traffic goes to 127.0.0.1 only. The pick list is asked by many staff accounts in turn, so that
// no account reaches its per-account rate limit: any answer that is not 2xx fails the bench.
// Needs a PostgreSQL server: BENCH_DATABASE_URL, or 127.0.0.1:5432.
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabase, server } from '../server.mjs';

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 2;
// Enough accounts that each stays far inside the pick list's allowance per minute at several
// thousand requests a second.
const accountCount = 400;
const aimRatio = 0.25;
const { buildApp } = await server('app.js');
const { loadConfig } = await server('config.js');
const { connectPostgres } = await server('db/client.js');
const { runMigrations } = await server('db/migrate.js');
const { connectTenantLogin, tenantLoginRole } = await server('db/tenant-login.js');
const { seedDemo, demoAccounts, demoPassword } = await server('seed/demo.js');

/**
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, requests: number,
 *   non2xx: number, errors: number, timeouts: number, bytesPerRequest: number }} LoadFigures
 */

/**
 * Fires at one URL from a child process for a fixed time.
 * @param {string} url
 * @param {string[]} tokens
 * @param {number} duration
 * @returns {Promise<LoadFigures>}
 */
function load(url, tokens, duration) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.mjs', import.meta.url)));
    child.once('message', (figures) => resolve(/** @type {LoadFigures} */ (figures)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send({ url, tokens, connections, seconds: duration });
  });
}

/**
 * @param {string} url
 * @param {string[]} tokens
 */
async function measure(url, tokens) {
  await load(url, tokens, warmUpSeconds);
  return load(url, tokens, seconds);
}

const benchDb = await benchDatabase('api');
const owner = connectPostgres(benchDb.url);
const jwtSecret = 'bench-secret-that-is-long-enough-for-hs256-signing';
/** The product's own connections: the owner's, and tenant work's own login, as main.ts has them. */
let database = owner;
const barePool = new pg.Pool({ connectionString: benchDb.url, max: 10 });
const bare = Fastify();
bare.get('/select-1', async () => {
  const { rows } = await barePool.query('select 1 as one');
  return { statusCode: 200, message: 'Success', data: rows[0] };
});

try {
  await runMigrations(owner);
  database = await connectTenantLogin(owner, benchDb.url, jwtSecret);
  await seedDemo(database.db);
  // The server's own reading of its environment, so that settings it gains keep their defaults.
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: '/nonexistent/tembusu-bench',
    DATABASE_URL: benchDb.url,
    JWT_SECRET: jwtSecret,
    TOTP_ENCRYPTION_KEY: 'be'.repeat(32),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp(config, { database, jobs: false });
  const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

  // Staff accounts of the demo organisation that sign in with the demo password; they have no
  // employee record, so the pick list still holds the demo's forty people.
  await database.pool.query(
    `insert into accounts (organization_id, role, email, name, password_hash)
     select a.organization_id, 'employee', 'bench.' || n || '@tembusu.example', 'Bench ' || n,
       a.password_hash
     from accounts a cross join generate_series(1, $2) as n
     where lower(a.email) = lower($1)`,
    [demoAccounts.admin.email, accountCount],
  );
  /** @type {string[]} */
  const tokens = [];
  for (let first = 1; first <= accountCount; first += 8) {
    const batch = Array.from({ length: Math.min(8, accountCount - first + 1) }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/employee/login',
        payload: {
          email: `bench.${first + i}@tembusu.example`,
          password: demoPassword,
          organizationID: 'DEMO',
        },
      }),
    );
    for (const res of await Promise.all(batch)) {
      if (res.statusCode !== 200) throw new Error(`A bench sign-in answered ${res.statusCode}`);
      tokens.push(res.json().data.access_token);
    }
  }

  const pickList = '/api/v1/employee';
  const probe = await app.inject({
    method: 'GET',
    url: pickList,
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  if (probe.statusCode !== 200) throw new Error(`The pick list answered ${probe.statusCode}`);
  const listed = probe.json().data.length;

  /** @type {[string, LoadFigures][]} */
  const results = [
    ['bare Fastify + pg select 1', await measure(`${bareAddress}/select-1`, [])],
    ['GET /api/health', await measure(`${appAddress}/api/health`, [])],
    [`GET ${pickList} (${listed} people)`, await measure(`${appAddress}${pickList}`, tokens)],
  ];
  await app.close();

  const cpus = os.cpus();
  process.stdout.write(
    `${connections} connections, ${seconds} s per target after ${warmUpSeconds} s warm-up; ` +
      `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}\n\n`,
  );
  process.stdout.write(
    `${'target'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bytes'.padStart(7)}\n`,
  );
  for (const [what, figures] of results) {
    process.stdout.write(
      `${what.padEnd(40)} ${Math.round(figures.requestsPerSecond).toLocaleString('en').padStart(8)} ` +
        `${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)} ` +
        `${Math.round(figures.bytesPerRequest).toLocaleString('en').padStart(7)}\n`,
    );
  }
  const [, bareFigures] = /** @type {[string, LoadFigures]} */ (results[0]);
  const [, pickFigures] = /** @type {[string, LoadFigures]} */ (results[2]);
  const ratio = pickFigures.requestsPerSecond / bareFigures.requestsPerSecond;
  process.stdout.write(
    `\npick list / bare: ${ratio.toFixed(2)} (aim: at least ${aimRatio.toFixed(2)})\n`,
  );
  for (const [what, figures] of results) {
    const failed = figures.non2xx + figures.errors + figures.timeouts;
    if (failed > 0) {
      process.stderr.write(
        `${what}: ${figures.non2xx} answers were not 2xx, ${figures.errors} errors, ${figures.timeouts} timeouts\n`,
      );
      process.exitCode = 1;
    }
  }
  if (ratio < aimRatio) {
    process.stdout.write(`UNDER the ${aimRatio} aim\n`);
    process.exitCode = 1;
  }
} finally {
  await bare.close();
  await barePool.end();
  await database.close();
  await benchDb.drop([`drop role if exists ${tenantLoginRole(benchDb.name)}`]);
}
