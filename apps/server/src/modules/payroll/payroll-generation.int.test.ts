import type { PayrollGeneration } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { payrollGenerationSweepQueue } from '../../jobs/payroll-generation.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp, testConfig } from '../../test/app.js';
import { signInDemo } from '../../test/sign-in.js';
import {
  payrollGenerationFailedQueue,
  stalledGenerationMessage,
} from './payroll-generation.service.js';

const now = new Date('2026-11-23T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('payroll generation in the background', () => {
  let t: TestApp;
  let admin: string;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => now });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const { rows } = await t.database.pool.query(
      `select id from organizations where code = 'DEMO'`,
    );
    organizationId = rows[0].id;
  });
  afterAll(async () => t.close());

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const generation = async (id: string): Promise<PayrollGeneration> =>
    (await call('GET', `/payroll/generations/${id}`)).json().data;

  /** `count` more monthly-paid people in the demo organisation, varied as the bench varies them. */
  async function hire(count: number, from: number) {
    await t.database.pool.query(
      `insert into accounts (organization_id, role, email, name, password_hash)
       select $1, 'employee', 'bulk' || n || '@tembusu.example', 'Bulk Person ' || n, 'unusable'
       from generate_series($2::int, $3::int) as n`,
      [organizationId, from, from + count - 1],
    );
    await t.database.pool.query(
      `insert into employees (
         organization_id, account_id, employee_number, id_type, id_number, race, religion, gender,
         marital_status, nationality, residency, pr_start_date, date_of_birth, employment_type,
         work_mode,
         employment_start_date, time_zone, country_of_work, salary_basis, salary_amount,
         payment_mode, bank_code, bank_account_number, community_funds)
       select $1, a.id, 'BULK-' || n, 'NRIC', 'S' || lpad(n::text, 7, '0') || 'B', 'Chinese',
         'Buddhist', 'Male', 'Single', 'SG',
         (array['Citizen','PermanentResident','EmploymentPass'])[n % 3 + 1],
         case when n % 3 = 1 then date '2024-01-01' - (n % 900) end,
         date '1960-01-01' + (n * 37 % 15000), 'fullTime', 'onsite', date '2020-01-01',
         'Asia/Singapore', 'SG', 'Monthly', 2000 + n % 7000, 'giro', 'DBSSSGSG',
         '100-' || lpad(n::text, 6, '0'), array['CDAC']
       from generate_series($2::int, $3::int) as n
       join accounts a on a.email = 'bulk' || n || '@tembusu.example' and a.organization_id = $1`,
      [organizationId, from, from + count - 1],
    );
    const { rows } = await t.database.pool.query(
      `select e.id from employees e where e.organization_id = $1 and e.employee_number like 'BULK-%'
         and substring(e.employee_number from 6)::int between $2 and $3`,
      [organizationId, from, from + count - 1],
    );
    return rows.map((row: { id: string }) => row.id);
  }

  it('generates a payroll of 1,000 people on the job worker while answering other requests', async () => {
    const people = await hire(1000, 1);
    const started = await call('POST', '/payroll/generate', {
      year: 2026,
      month: 10,
      dateOfPayment: '2026-10-28',
      employeeIds: people,
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().data.id as string;

    // A server that stopped answering fails the test at once instead of hanging it.
    const soon = <T>(answer: Promise<T>) => {
      let timer: NodeJS.Timeout | undefined;
      const stopped = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The server stopped answering')), 20_000);
      });
      return Promise.race([answer, stopped]).finally(() => clearTimeout(timer));
    };
    let answered = 0;
    let progress = await soon(generation(id));
    while (progress.state !== 'completed' && progress.state !== 'failed') {
      // Other pages of the product keep answering while the payroll is worked out.
      const [list, health] = await soon(
        Promise.all([
          call('GET', '/payroll?page=1&pageSize=5'),
          t.app.inject({ method: 'GET', url: '/api/health' }),
        ]),
      );
      expect(list.statusCode).toBe(200);
      expect(health.statusCode).toBe(200);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = await soon(generation(id));
    }
    expect(progress).toMatchObject({ state: 'completed', done: 1000, total: 1000, error: null });
    expect(answered).toBeGreaterThan(0);
    const summary = (await call('GET', `/payroll/${progress.payrollId}/summary`)).json().data;
    expect(summary.headcount).toBe(1000);
  }, 60_000);

  it('pays the largest salary the employee record takes, and names the field of one above', async () => {
    const people = (await call('GET', '/employees?pageSize=2&search=tembusu.example')).json().data
      .items as { id: string }[];
    const salaries = [
      { basis: 'Monthly', id: people[0]?.id as string },
      { basis: 'Hourly', id: people[1]?.id as string },
    ];
    for (const { basis, id } of salaries) {
      const { employment } = (await call('GET', `/employee/${id}`)).json().data;
      const pay = (salaryAmount: string) =>
        call('PUT', `/employees/${id}/employment-pay-details`, {
          ...employment,
          salaryBasis: basis,
          salaryAmount,
        });
      const above = await pay('10000000.00');
      expect(above.statusCode).toBe(400);
      expect(above.json().message).toBe('salaryAmount: Enter at most 9,999,999.99');
      const largest = await pay('9999999.99');
      expect(largest.statusCode, largest.body).toBe(200);
    }
    const started = await call('POST', '/payroll/generate', {
      year: 2026,
      month: 9,
      dateOfPayment: '2026-09-28',
      employeeIds: salaries.map(({ id }) => id),
    });
    expect(started.statusCode, started.body).toBe(202);
    let done = await generation(started.json().data.id);
    while (done.state === 'queued' || done.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await generation(done.id);
    }
    expect(done).toMatchObject({ state: 'completed', error: null });
    const { payslips } = (await call('GET', `/payroll/${done.payrollId}`)).json().data as {
      payslips: { payRollItem: { id: string; amount: string }[] }[];
    };
    // A month of the largest monthly salary, and 176 hours of the largest hourly one.
    expect(
      payslips.map((slip) => slip.payRollItem.find((line) => line.id === 'M1')?.amount).sort(),
    ).toEqual(['1759999998.24', '9999999.99']);
  });

  it('fails a generation the server stopped working on, with the reason, on start and on schedule', async () => {
    const insert = async (state: string, updatedAt: Date) => {
      const { rows } = await t.database.pool.query(
        `insert into payroll_generations (organization_id, request, state, done, total, updated_at)
         values ($1, '{}'::jsonb, $2, 250, 1000, $3) returning id`,
        [organizationId, state, updatedAt],
      );
      return rows[0].id as string;
    };
    const settled = async (id: string) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const found = await generation(id);
        if (found.state === 'failed') return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return generation(id);
    };
    const abandoned = await insert('running', minutesAgo(10));
    // Another instance of the server is working on this one: it was heard from moments ago.
    const alive = await insert('running', minutesAgo(0.5));

    // A second instance starting on the same database sweeps up what nobody is working on.
    const second = await buildApp(testConfig(), {
      database: t.database,
      jobs: true,
      clock: () => now,
    });
    try {
      await second.ready();
      expect(await generation(abandoned)).toMatchObject({
        state: 'failed',
        payrollId: null,
        error: stalledGenerationMessage,
      });
      expect((await generation(alive)).state).toBe('running');
    } finally {
      await second.close();
    }

    // Every minute the sweep runs again, on whichever instance takes its job.
    const later = await insert('running', minutesAgo(3));
    await t.app.jobs?.send(payrollGenerationSweepQueue, {});
    expect(await settled(later)).toMatchObject({
      state: 'failed',
      error: stalledGenerationMessage,
    });
    expect((await generation(alive)).state).toBe('running');

    // A job that failed before its generation started leaves that generation failed, not queued.
    const queued = await insert('queued', now);
    await t.app.jobs?.send(payrollGenerationFailedQueue, {
      generationId: queued,
      organizationId,
      accountId: organizationId,
    });
    expect(await settled(queued)).toMatchObject({
      state: 'failed',
      error: 'The payroll could not be generated. Nothing was saved; try again.',
    });
  });
});
