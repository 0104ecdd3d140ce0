import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database, openPglite } from './client.js';
import { runMigrations } from './migrate.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const schemeMigration = '0020_pr_cpf_scheme';

/** The migrations folder as it stood before the PR CPF schemes, in a folder of its own. */
function migrationsBeforeSchemes(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tembusu-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === schemeMigration);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${schemeMigration}`, () => {
  let database: Database;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      database = await openPglite();
      return;
    }
    const name = `tembusu_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = connectPostgres(url.toString(), 2);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase();
  });

  it('turns full employer CPF allowed into the F/G scheme, for permanent residents only', async () => {
    const before = migrationsBeforeSchemes();
    try {
      await migrate(database.db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const { db } = database;
    await db.execute(sql`insert into organizations (code, name) values ('MIGR', 'Migration')`);
    const person = async (number: string, residency: string, allowed: boolean) => {
      const account = await db.execute<{ id: string }>(sql`
        insert into accounts (organization_id, role, email, name, password_hash)
        select id, 'employee', ${`${number}@migration.example`}, ${number}, 'x'
          from organizations where code = 'MIGR'
        returning id`);
      await db.execute(sql`
        insert into employees (organization_id, account_id, employee_number, id_type, id_number,
          race, religion, gender, marital_status, nationality, residency, pr_start_date,
          date_of_birth, employment_type, work_mode, employment_start_date, time_zone,
          country_of_work, salary_basis, salary_amount, payment_mode, allow_full_employer_cpf)
        select id, ${account.rows[0]?.id}, ${number}, 'FIN', 'G1234567X', 'Chinese', 'Buddhist',
          'Female', 'Single', 'CN', ${residency},
          ${residency === 'PermanentResident' ? '2025-03-15' : null}, '1990-01-01', 'fullTime',
          'onsite', '2024-01-01', 'Asia/Singapore', 'SG', 'Monthly', 5000, 'cash', ${allowed}
          from organizations where code = 'MIGR'`);
    };
    await person('PR-FG', 'PermanentResident', true);
    await person('PR-GG', 'PermanentResident', false);
    // Only a PR could be allowed it; a row that says otherwise is not carried over.
    await person('EP-ODD', 'EmploymentPass', true);

    await runMigrations(database);

    const rows = await db.execute<{ employee_number: string; pr_cpf_scheme: string }>(
      sql`select employee_number, pr_cpf_scheme from employees order by employee_number`,
    );
    expect(rows.rows).toEqual([
      { employee_number: 'EP-ODD', pr_cpf_scheme: 'graduated' },
      { employee_number: 'PR-FG', pr_cpf_scheme: 'fullEmployer' },
      { employee_number: 'PR-GG', pr_cpf_scheme: 'graduated' },
    ]);
    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns
           where table_name = 'employees' and column_name = 'allow_full_employer_cpf'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
