// Room booking at scale on PostgreSQL: 500 rooms and 200,000 bookings in one organisation, then
// 1,000 week queries for one room and 1,000 day queries for a branch through the API, printed as
// p50/p95 (aim: p95 under 20 ms), and 50 concurrent requests for one slot (exactly one may win).
// Needs a PostgreSQL server: BENCH_DATABASE_URL, or 127.0.0.1:5432.
import { benchDatabase, server } from '../server.mjs';

const roomCount = 500;
const bookingCount = 200_000;
const requests = 1_000;
const racers = 50;
const aimP95Ms = 20;

const { buildApp } = await server('app.js');
const { connectPostgres } = await server('db/client.js');
const { runMigrations } = await server('db/migrate.js');
const { seedDemo, demoAccounts, demoPassword } = await server('seed/demo.js');

const benchDb = await benchDatabase('booking');
const database = connectPostgres(benchDb.url);

/**
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** A day `n` days from today, as YYYY-MM-DD. @param {number} n */
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

try {
  await runMigrations(database);
  await seedDemo(database.db);
  const app = await buildApp(
    {
      env: 'production',
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent/tembusu-bench',
      databaseUrl: benchDb.url,
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
      totpEncryptionKey: '00'.repeat(32),
      logLevel: 'silent',
      webDistDir: '/nonexistent/tembusu-web-dist',
      seedDemo: false,
      smtpUrl: undefined,
      mailFrom: 'Tembusu <no-reply@tembusu.example>',
      mailDropDir: undefined,
      publicUrl: 'http://localhost',
    },
    { database, jobs: false },
  );
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: demoAccounts.admin.email, password: demoPassword },
  });
  const token = login.json().data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const { rows: orgs } = await database.pool.query(
    `select id from organizations where code = 'DEMO'`,
  );
  const organizationId = orgs[0].id;

  const setUpStarted = performance.now();
  await database.pool.query(
    `with made as (
       insert into booking_resources (organization_id, branch_id, kind, name)
       select $1, b.id, 'room', 'Bench Room ' || n
       from generate_series(1, $2) as n
       join lateral (select id from branches where organization_id = $1 order by name offset (n % 3) limit 1) b on true
       returning id)
     insert into rooms (resource_id, organization_id, capacity, amenities)
     select id, $1, 8, array['Whiteboard'] from made`,
    [organizationId, roomCount],
  );
  // Each room gets 400 one-hour bookings over the 200 days from tomorrow, two a day.
  await database.pool.query(
    `insert into bookings (organization_id, resource_id, employee_id, booked_by_account_id, starts_at, ends_at, status)
     select $1, r.resource_id, e.id, e.account_id,
       date_trunc('day', now()) + (1 + n / 2) * interval '1 day' + (1 + (n % 2) * 4) * interval '1 hour',
       date_trunc('day', now()) + (1 + n / 2) * interval '1 day' + (2 + (n % 2) * 4) * interval '1 hour',
       'Booked'
     from (select resource_id, row_number() over () as i from rooms join booking_resources br on br.id = rooms.resource_id where br.name like 'Bench Room %') r
     cross join generate_series(0, $2 - 1) as n
     join lateral (select id, account_id from employees where organization_id = $1 order by id offset ((r.i + n) % 40) limit 1) e on true`,
    [organizationId, bookingCount / roomCount],
  );
  await database.pool.query('analyze');
  const setUpMs = performance.now() - setUpStarted;
  const { rows: counted } = await database.pool.query(
    `select count(*)::int as n from bookings where organization_id = $1`,
    [organizationId],
  );
  const { rows: benchRooms } = await database.pool.query(
    `select br.id, br.branch_id from booking_resources br where br.name like 'Bench Room %'`,
  );

  /** @param {() => string} target */
  async function timeQueries(target) {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: target(), headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200)
        throw new Error(`A query answered ${res.statusCode}: ${res.body}`);
    }
    return times.sort((a, b) => a - b);
  }
  let i = 0;
  const week = await timeQueries(() => {
    i += 1;
    const room = benchRooms[(i * 7919) % benchRooms.length];
    const start = day(1 + (i % 150));
    return `/api/v1/room-booking?isAllEmployee=true&roomId=${room.id}&from=${start}T00:00:00Z&to=${day(8 + (i % 150))}T00:00:00Z`;
  });
  const branchDay = await timeQueries(() => {
    i += 1;
    const room = benchRooms[(i * 104_729) % benchRooms.length];
    const start = day(1 + (i % 150));
    return `/api/v1/room-booking?isAllEmployee=true&branchOutletId=${room.branch_id}&from=${start}T00:00:00Z&to=${start}T23:59:00Z`;
  });

  // 50 requests at once for one free hour in one room.
  const { rows: someone } = await database.pool.query(
    `select id from employees where organization_id = $1 limit 1`,
    [organizationId],
  );
  const racedRoom = benchRooms[0];
  const slotDay = day(3);
  const body = {
    bookingDate: slotDay,
    bookingTimeFrom: '12:00',
    bookingTimeFromOrigin: '20:00',
    bookingTimeTo: '13:00',
    bookingTimeToOrigin: '21:00',
    bookingDateFrom: slotDay,
    bookingDateTo: slotDay,
    bookingDateFromOrigin: slotDay,
    bookingDateToOrigin: slotDay,
    employeeBookedId: someone[0].id,
    branchOutletId: racedRoom.branch_id,
    roomId: racedRoom.id,
  };
  const answers = await Promise.all(
    Array.from({ length: racers }, () =>
      app.inject({ method: 'POST', url: '/api/v1/room-booking', headers, payload: body }),
    ),
  );
  const won = answers.filter((res) => res.statusCode === 201).length;
  const refused = answers.filter((res) => res.statusCode === 409).length;
  await app.close();

  const weekP95 = percentile(week, 0.95);
  const dayP95 = percentile(branchDay, 0.95);
  /** @type {[string, string, string][]} */
  const table = [
    [
      'rooms / bookings',
      `${benchRooms.length} / ${counted[0].n}`,
      `set up in ${(setUpMs / 1000).toFixed(1)} s`,
    ],
    [
      'week, one room',
      `p50 ${percentile(week, 0.5).toFixed(1)} ms`,
      `p95 ${weekP95.toFixed(1)} ms`,
    ],
    [
      'day, one branch',
      `p50 ${percentile(branchDay, 0.5).toFixed(1)} ms`,
      `p95 ${dayP95.toFixed(1)} ms`,
    ],
    [`${racers} racing for a slot`, `${won} booked`, `${refused} refused with 409`],
  ];
  for (const [what, a, b] of table) {
    process.stdout.write(`${what.padEnd(24)} ${a.padStart(18)}  ${b}\n`);
  }
  if (weekP95 > aimP95Ms || dayP95 > aimP95Ms) {
    process.stdout.write(`OVER the ${aimP95Ms} ms p95 aim\n`);
    process.exitCode = 1;
  }
  if (won !== 1 || refused !== racers - 1) {
    process.stderr.write('The race for one slot did not end with exactly one booking\n');
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await benchDb.drop();
}
