// A month's payroll end to end on PostgreSQL: an organisation of 10,000 employees with varied
// pay (every basis, residency, age band and pay scheme template), generated as the background
// job does it — every payslip worked out, then the payroll written in one transaction. The aim
// is under 10 seconds. Needs a PostgreSQL server: BENCH_DATABASE_URL, or 127.0.0.1:5432.
import { benchDatabase, server } from '../server.mjs';

const employees = 10_000;
const aimMs = 10_000;
const { connectPostgres } = await server('db/client.js');
const { runMigrations } = await server('db/migrate.js');
const { seedDemo } = await server('seed/demo.js');
const { getPayrollGeneration, requestPayrollGeneration, runPayrollGeneration } = await server(
  'modules/payroll/payroll-generation.service.js',
);
const { payrollSummary } = await server('modules/payroll/payroll-lifecycle.service.js');
// The contracts are compiled with the server.
const { nricFinCheckLetter } = await import(
  new URL('../../packages/contracts/dist/nric-fin.js', import.meta.url).href
);

const benchDb = await benchDatabase('payroll');
const database = connectPostgres(benchDb.url);

/**
 * Milliseconds a step takes.
 * @template T
 * @param {() => Promise<T>} step
 */
async function timed(step) {
  const started = performance.now();
  const result = await step();
  return { result, ms: performance.now() - started };
}

try {
  await runMigrations(database);
  await seedDemo(database.db);
  const { rows: orgs } = await database.pool.query(
    `select o.id, a.id as admin from organizations o join accounts a on a.organization_id = o.id and a.role = 'admin' where o.code = 'DEMO'`,
  );
  const { id: organizationId, admin: accountId } = orgs[0];

  // 10,000 more people, varied by their number: pay basis, salary, residency, race, age,
  // template and payment mode all cycle at different periods. Each has a valid NRIC, as the
  // CPF account number must be.
  const idNumbers = Array.from({ length: employees }, (_, index) => {
    const digits = String(index + 1).padStart(7, '0');
    return `S${digits}${nricFinCheckLetter('S', digits)}`;
  });
  const setUp = await timed(async () => {
    await database.pool.query(
      `insert into accounts (organization_id, role, email, name, password_hash)
       select $1, 'employee', 'bench' || n || '@tembusu.example', 'Bench Person ' || n, 'unusable'
       from generate_series(1, $2) as n`,
      [organizationId, employees],
    );
    await database.pool.query(
      `insert into employees (
         organization_id, account_id, employee_number, id_type, id_number, race, religion, gender,
         marital_status, nationality, residency, pr_start_date, date_of_birth, employment_type,
         work_mode, employment_start_date, time_zone, country_of_work, salary_basis,
         salary_amount, pay_scheme_template_id, payment_mode, bank_code, bank_account_number,
         community_funds)
       select $1, a.id, 'BENCH-' || n, 'NRIC', ($3::text[])[n],
         (array['Chinese','Malay','Indian','Eurasian','Others'])[n % 5 + 1],
         (array['Buddhist','Muslim','Hindu','Christian','None'])[n % 5 + 1],
         (array['Male','Female'])[n % 2 + 1], 'Single', 'SG',
         (array['Citizen','Citizen','PermanentResident','EmploymentPass','WorkPermit'])[n % 5 + 1],
         case when n % 5 = 2 then date '2025-01-01' - (n % 900) end,
         date '1955-01-01' + (n * 37 % 18000),
         'fullTime', 'onsite', date '2020-01-01' + (n % 2400), 'Asia/Singapore', 'SG',
         (array['Monthly','Monthly','Monthly','Hourly','Daily'])[n % 5 + 1],
         case n % 5 when 3 then 12 + n % 20 when 4 then 90 + n % 80 else 1500 + (n * 131 % 10500) end,
         t.id,
         (array['giro','giro','giro','cash','cheque'])[n % 5 + 1],
         case when n % 5 < 3 then 'DBSSSGSG' end,
         case when n % 5 < 3 then '100-' || lpad(n::text, 6, '0') end,
         case n % 5 when 0 then array['CDAC'] when 1 then array['MBMF'] when 2 then array['SINDA'] else '{}'::text[] end
       from generate_series(1, $2) as n
       join accounts a on a.email = 'bench' || n || '@tembusu.example' and a.organization_id = $1
       left join pay_scheme_templates t on t.organization_id = $1
         and t.type = (array['Monthly','Monthly','Monthly','Hourly','Daily'])[n % 5 + 1]`,
      [organizationId, employees, idNumbers],
    );
  });

  const { rows: people } = await database.pool.query(
    `select e.id from employees e join accounts a on a.id = e.account_id
     where e.organization_id = $1 and a.is_active and e.salary_amount > 0
       and e.employment_start_date <= '2026-11-30'`,
    [organizationId],
  );
  const ctx = { db: database.db, organizationId, accountId, now: new Date(), ip: 'bench' };
  /** @type {{ generationId: string; organizationId: string; accountId: string } | undefined} */
  let job;
  await requestPayrollGeneration(
    ctx,
    {
      year: 2026,
      month: 11,
      dateOfPayment: '2026-11-28',
      employeeIds: people.map((/** @type {{ id: string }} */ row) => row.id),
    },
    /** @param {{ generationId: string; organizationId: string; accountId: string }} queued */
    async (queued) => {
      job = queued;
    },
  );
  const run = await timed(() => runPayrollGeneration(database.db, job, () => new Date()));
  const { rows: written } = await database.pool.query(
    `select count(*)::int as payslips, sum(net_pay)::text as net from payslips where organization_id = $1`,
    [organizationId],
  );
  // The summary page's read at its last page, where offset paging costs most: the median of
  // five reads after a first that warms the connection.
  if (!job) throw new Error('The payroll generation was not queued');
  const { payrollId } = await getPayrollGeneration(ctx, job.generationId);
  const pageSize = 5;
  const lastPage = Math.ceil(written[0].payslips / pageSize);
  const readLastPage = () => payrollSummary(ctx, payrollId, { page: lastPage, pageSize });
  await readLastPage();
  /** @type {number[]} */
  const readMs = [];
  let answered = 0;
  for (let read = 0; read < 5; read++) {
    const { result, ms } = await timed(readLastPage);
    readMs.push(ms);
    answered = result.rows.length;
  }
  const summaryPageMs = /** @type {number} */ (readMs.sort((a, b) => a - b)[2]);
  const over = run.ms > aimMs;
  /** @type {[string, string, string][]} */
  const table = [
    ['employees set up', `${people.length}`, `${(setUp.ms / 1000).toFixed(2)} s`],
    ['payslips written', `${written[0].payslips}`, `net pay $${written[0].net}`],
    [
      'payroll generation',
      `${(run.ms / 1000).toFixed(2)} s`,
      over ? 'OVER the 10 s aim' : 'within the 10 s aim',
    ],
    ['per payslip', `${((run.ms * 1000) / written[0].payslips).toFixed(0)} µs`, ''],
    [
      'summary page',
      `${summaryPageMs.toFixed(1)} ms`,
      `page ${lastPage} of ${pageSize} rows, ${answered} answered`,
    ],
  ];
  for (const [what, value, note] of table) {
    process.stdout.write(`${what.padEnd(22)} ${value.padStart(12)}  ${note}\n`);
  }
  if (written[0].payslips !== people.length) {
    process.stderr.write('Not every employee got a payslip\n');
    process.exitCode = 1;
  }
  if (over) process.exitCode = 1;
} finally {
  await database.close();
  await benchDb.drop();
}
