// The 09:00 rush on PostgreSQL (#16): 5,000 employees of the demo organisation, all of one branch
// with a geofence, check in through POST /api/v1/staff/attendance/check-in, each once, from
// positions inside the fence (the rule set to refuse, so a position judged outside fails the
// bench). The rush spreads the 5,000 evenly over a minute (BENCH_SECONDS); the burst, a working
// day later, sends the same 5,000 people as fast as 50 connections go, for the throughput the
// server can reach. Beside each, the same load on a bare Fastify + pg `select 1` endpoint in this
// process on the same database: the ceiling, added for the bench and not to the product. The
// app's clock is set to 08:59 in Singapore on a working day, so that the check-ins meet the
// 09:00–18:00 schedule. Afterwards SQL must find exactly one log a person for each day. Aim: the
// rush's p95 under 50 ms, no answer but 201, no duplicate.
// Needs a PostgreSQL server: BENCH_DATABASE_URL, or 127.0.0.1:5432.
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabase, server } from '../server.mjs';

const people = 5_000;
const rushSeconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = 50;
const warmUpRequests = 1_000;
const aimP95Ms = 50;
const laggingMs = 50;
// The demo organisation's zone and branch; the fence is drawn around Raffles Place.
const zone = 'Asia/Singapore';
const branchName = 'Raffles Place HQ';
const fence = { latitude: 1.2841, longitude: 103.8513, radiusMeters: 150 };
const jwtSecret = 'bench-secret-that-is-long-enough-for-hs256-signing';

const { buildApp } = await server('app.js');
const { loadConfig } = await server('config.js');
const { connectPostgres } = await server('db/client.js');
const { runMigrations } = await server('db/migrate.js');
const { connectTenantLogin, tenantLoginRole } = await server('db/tenant-login.js');
const { signAccessToken } = await server('modules/identity/tokens.js');
const { seedDemo, demoAccounts, demoPassword } = await server('seed/demo.js');

/**
 * @typedef {{ method: 'GET' | 'POST', url: string, tokens: string[], bodies: string[],
 *   count: number, connections: number, seconds: number, expectedStatus: number }} LoadJob
 * @typedef {{ count: number, elapsedMs: number, requestsPerSecond: number, p50: number,
 *   p95: number, p99: number, max: number, lagMs: number, unexpected: number, errors: number,
 *   timeouts: number, samples: string[] }} LoadFigures
 * @typedef {{ id: string, name: string, email: string, tokenVersion: number }} RushAccount
 * @typedef {{ logs: number, people: number, outside: number, late: number, duplicates: number,
 *   missing: number }} LogCount
 */

/**
 * Runs one job in a child process.
 * @param {LoadJob} job
 * @returns {Promise<LoadFigures>}
 */
function load(job) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.mjs', import.meta.url)));
    child.once('message', (figures) => resolve(/** @type {LoadFigures} */ (figures)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(job);
  });
}

// The app reads the time through this clock: moved to a chosen instant, it runs on from there.
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
/** @param {Date} instant */
const setClock = (instant) => {
  clockOffsetMs = instant.getTime() - Date.now();
};

/** @param {string} date YYYY-MM-DD @param {number} days */
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A position inside the fence, spread over its inner 100 m by the person's place in the queue,
 * with a reading accurate to 5–30 m.
 * @param {number} i
 */
function positionInFence(i) {
  const meters = 100 * Math.sqrt((((i * 7) % 1000) + 0.5) / 1000);
  const angle = i * 2.399963;
  const metersPerDegree = 111_320;
  const round = (/** @type {number} */ degrees) => Math.round(degrees * 1e6) / 1e6;
  return {
    latitude: round(fence.latitude + (meters * Math.cos(angle)) / metersPerDegree),
    longitude: round(
      fence.longitude +
        (meters * Math.sin(angle)) / (metersPerDegree * Math.cos((fence.latitude * Math.PI) / 180)),
    ),
    accuracyMeters: 5 + (i % 26),
  };
}

// The machine's other work shows in every figure: the load average tells when there was some.
const startLoad = os.loadavg()[0] ?? 0;
const benchDb = await benchDatabase('check_in');
const owner = connectPostgres(benchDb.url);
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
  const app = await buildApp(config, { database, jobs: false, clock });
  const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });
  const sql = database.pool;

  const { rows: organizations } = await sql.query(
    `select id from organizations where code = 'DEMO'`,
  );
  const organizationId = organizations[0].id;
  const { rows: fenced } = await sql.query(
    `update branches set latitude = $3, longitude = $4, geofence_radius_meters = $5
     where organization_id = $1 and name = $2 returning id`,
    [organizationId, branchName, fence.latitude, fence.longitude, fence.radiusMeters],
  );
  const branchId = fenced[0].id;

  // Staff accounts signing in with the demo password, each with an employee record at the branch;
  // the particulars the check-in does not read are the demo employee's.
  await sql.query(
    `with made as (
       insert into accounts (organization_id, role, email, name, password_hash)
       select a.organization_id, 'employee', 'rush.' || n || '@tembusu.example', 'Rush ' || n,
         a.password_hash
       from accounts a cross join generate_series(1, $2::int) as n
       where a.organization_id = $1 and lower(a.email) = lower($3)
       returning id, email)
     insert into employees (organization_id, account_id, employee_number, id_type, id_number, race,
       religion, gender, marital_status, nationality, residency, date_of_birth, department_id,
       branch_id, employment_type, work_mode, employment_start_date, time_zone, country_of_work,
       salary_basis, salary_amount, payment_mode, community_funds)
     select t.organization_id, made.id,
       'RUSH-' || lpad(split_part(split_part(made.email, '@', 1), '.', 2), 5, '0'),
       t.id_type, t.id_number, t.race, t.religion, t.gender, t.marital_status, t.nationality,
       t.residency, t.date_of_birth, t.department_id, $4, t.employment_type, 'onsite',
       t.employment_start_date, t.time_zone, t.country_of_work, t.salary_basis, t.salary_amount,
       t.payment_mode, t.community_funds
     from made cross join (
       select e.* from employees e join accounts a on a.id = e.account_id
       where e.organization_id = $1 and lower(a.email) = lower($5)) t`,
    [organizationId, people, demoAccounts.admin.email, branchId, demoAccounts.employee.email],
  );
  await sql.query('analyze');
  const { rows: accountRows } = await sql.query(
    `select a.id, a.name, a.email, a.token_version as "tokenVersion"
     from accounts a join employees e on e.account_id = a.id
     where a.organization_id = $1 and a.email like 'rush.%'
     order by e.employee_number`,
    [organizationId],
  );
  const accounts = /** @type {RushAccount[]} */ (accountRows);
  if (accounts.length !== people) throw new Error(`Made ${accounts.length} people, not ${people}`);

  // The admin turns the geofence rule to refuse through the API, so that a position judged
  // outside is answered 400 and fails the bench.
  const adminLogin = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: demoAccounts.admin.email, password: demoPassword },
  });
  const adminHeaders = { authorization: `Bearer ${adminLogin.json().data.access_token}` };
  const settings = await app.inject({
    method: 'GET',
    url: '/api/v1/attendance/settings',
    headers: adminHeaders,
  });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/attendance/settings',
    headers: adminHeaders,
    payload: { ...settings.json().data, geofenceRule: 'refuse' },
  });
  if (saved.statusCode !== 200) throw new Error(`Saving the settings answered ${saved.body}`);

  /** The next working day after `date`: a weekday and not one of the organisation's holidays. */
  async function workingDayAfter(/** @type {string} */ date) {
    for (let day = addDays(date, 1); ; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const { rowCount } = await sql.query(
        `select 1 from holidays where organization_id = $1 and from_date <= $2 and to_date >= $2`,
        [organizationId, day],
      );
      if (!rowCount) return day;
    }
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const rushDay = await workingDayAfter(today);
  const burstDay = await workingDayAfter(rushDay);

  /**
   * Moves the app's clock to 08:59 of `day` and signs each person in, as the sign-in does once
   * the password is right: the tokens are real sessions of their accounts. Going through the
   * sign-in endpoint itself would spend minutes on 5,000 password hashes.
   * @param {string} day
   */
  async function morningOf(day) {
    setClock(new Date(`${day}T08:59:00+08:00`));
    return Promise.all(
      accounts.map((account) =>
        signAccessToken(
          jwtSecret,
          {
            sub: account.id,
            role: 'employee',
            organizationId,
            isAdmin: false,
            name: account.name,
            email: account.email,
            preventAccess: [],
            tv: account.tokenVersion,
          },
          clock(),
        ),
      ),
    );
  }

  const checkInUrl = `${appAddress}/api/v1/staff/attendance/check-in`;
  const bodies = accounts.map((_, i) =>
    JSON.stringify({ branchId, position: positionInFence(i), note: null }),
  );
  /** @param {number} seconds */
  const bareJob = (seconds) =>
    /** @type {LoadJob} */ ({
      method: 'GET',
      url: `${bareAddress}/select-1`,
      tokens: [],
      bodies: [],
      count: people,
      connections,
      seconds,
      expectedStatus: 200,
    });
  /** @param {string[]} tokens @param {number} seconds */
  const checkInJob = (tokens, seconds) =>
    /** @type {LoadJob} */ ({
      method: 'POST',
      url: checkInUrl,
      tokens,
      bodies,
      count: people,
      connections,
      seconds,
      expectedStatus: 201,
    });

  await load({ ...bareJob(0), count: warmUpRequests });
  const bareRush = await load(bareJob(rushSeconds));
  const bareBurst = await load(bareJob(0));

  const rushTokens = await morningOf(rushDay);
  const probe = await app.inject({
    method: 'GET',
    url: '/api/v1/staff/attendance/today',
    headers: { authorization: `Bearer ${rushTokens[0]}` },
  });
  const day = probe.json().data;
  if (
    probe.statusCode !== 200 ||
    day.workDate !== rushDay ||
    day.expected?.startAt !== new Date(`${rushDay}T09:00:00+08:00`).toISOString() ||
    day.geofenceRule !== 'refuse' ||
    !day.branches.some((/** @type {{ id: string, hasGeofence: boolean }} */ branch) => {
      return branch.id === branchId && branch.hasGeofence;
    })
  ) {
    throw new Error(`The check-in screen is not the bench's morning: ${probe.body}`);
  }
  // The check-in screen's read, opened by the first thousand people, warms the same paths up.
  await load({
    method: 'GET',
    url: `${appAddress}/api/v1/staff/attendance/today`,
    tokens: rushTokens,
    bodies: [],
    count: warmUpRequests,
    connections,
    seconds: 0,
    expectedStatus: 200,
  });
  const rush = await load(checkInJob(rushTokens, rushSeconds));
  const burst = await load(checkInJob(await morningOf(burstDay), 0));
  await app.close();

  /** @param {string} workDate @returns {Promise<LogCount>} */
  async function logsOf(workDate) {
    const { rows } = await sql.query(
      `select count(*)::int as logs, count(distinct l.employee_id)::int as people,
         count(*) filter (where l.check_in_outside_geofence)::int as outside,
         count(*) filter (where l.late_minutes > 0)::int as late,
         (select count(*)::int from (
            select employee_id from attendance_logs
            where organization_id = $1 and work_date = $2
            group by employee_id having count(*) > 1) twice) as duplicates,
         (select count(*)::int from employees e join accounts a on a.id = e.account_id
          where e.organization_id = $1 and a.email like 'rush.%' and not exists (
            select 1 from attendance_logs m
            where m.organization_id = $1 and m.employee_id = e.id and m.work_date = $2)) as missing
       from attendance_logs l where l.organization_id = $1 and l.work_date = $2`,
      [organizationId, workDate],
    );
    return /** @type {LogCount} */ (rows[0]);
  }
  const rushLogs = await logsOf(rushDay);
  const burstLogs = await logsOf(burstDay);
  const { rows: version } = await sql.query('show server_version');

  const cpus = os.cpus();
  const count = people.toLocaleString('en');
  process.stdout.write(
    `${count} people of one organisation check in at one branch with a ${fence.radiusMeters} m ` +
      `geofence (rule: refuse), each once a day, from positions inside it\n` +
      `PostgreSQL ${version[0].server_version}; Node ${process.version}, ${cpus.length} × ` +
      `${cpus[0]?.model.trim() ?? 'CPU'}, load average ${startLoad.toFixed(1)} at the start and ` +
      `${(os.loadavg()[0] ?? 0).toFixed(1)} at the end; ` +
      `load from a child process over ${connections} keep-alive connections\n` +
      `ceiling: a bare Fastify + pg \`select 1\` endpoint in this process beside the app, on ` +
      `the same database (pool of 10); nothing is added to the product for it\n\n`,
  );
  const ms = (/** @type {number} */ value) => value.toFixed(1).padStart(7);
  process.stdout.write(
    `${'target'.padEnd(44)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(7)}\n`,
  );
  /** @type {[string, LoadFigures][]} */
  const results = [
    [`rush (${count} over ${rushSeconds} s), ${rushDay}`, rush],
    ['  ceiling: bare select 1, same schedule', bareRush],
    [`burst (${count} at once), ${burstDay}`, burst],
    ['  ceiling: bare select 1, same burst', bareBurst],
  ];
  const failed = (/** @type {LoadFigures} */ figures) =>
    figures.unexpected + figures.errors + figures.timeouts;
  for (const [what, figures] of results) {
    process.stdout.write(
      `${what.padEnd(44)} ${Math.round(figures.requestsPerSecond).toLocaleString('en').padStart(7)} ` +
        `${ms(figures.p50)} ${ms(figures.p95)} ${ms(figures.p99)} ${ms(figures.max)} ` +
        `${String(failed(figures)).padStart(7)}\n`,
    );
  }
  process.stdout.write(
    `\nthe rush's schedule was kept to within ${rush.lagMs.toFixed(1)} ms; ` +
      `the burst took ${(burst.elapsedMs / 1000).toFixed(1)} s\n`,
  );
  // The generator is idle between requests of the rush: falling behind its own schedule means
  // something else held the machine's processors, and the rush's latencies carry that wait.
  if (rush.lagMs > laggingMs) {
    process.stdout.write(
      `the load generator fell more than ${laggingMs} ms behind: other work on this machine ` +
        'took the processors, so the rush figures are not the server alone; run again when quiet\n',
    );
  }
  for (const [workDate, logs] of /** @type {const} */ ([
    [rushDay, rushLogs],
    [burstDay, burstLogs],
  ])) {
    process.stdout.write(
      `logs of ${workDate} in SQL: ${logs.logs.toLocaleString('en')} for ` +
        `${logs.people.toLocaleString('en')} people, ${logs.duplicates} people twice, ` +
        `${logs.missing} missing, ${logs.outside} outside the fence, ${logs.late} late\n`,
    );
    if (logs.logs !== people || logs.people !== people || logs.duplicates || logs.missing) {
      process.stderr.write(`The logs of ${workDate} are not one for each of the ${count}\n`);
      process.exitCode = 1;
    }
  }
  process.stdout.write(
    `\nrush p95 ${rush.p95.toFixed(1)} ms (aim: under ${aimP95Ms} ms)` +
      `${rush.p95 < aimP95Ms ? '' : ': OVER the aim'}\n`,
  );
  if (rush.p95 >= aimP95Ms) process.exitCode = 1;
  for (const [what, figures] of results) {
    if (failed(figures) > 0) {
      process.stderr.write(
        `${what.trim()}: ${figures.unexpected} answers not ${what.includes('select') ? 200 : 201}, ` +
          `${figures.errors} errors, ${figures.timeouts} timeouts; first: ${figures.samples.join(' | ')}\n`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  await bare.close();
  await barePool.end();
  await database.close();
  await benchDb.drop([`drop role if exists ${tenantLoginRole(benchDb.name)}`]);
}
