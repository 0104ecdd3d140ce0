import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation } from '../errors.js';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { organizations } from './schema/organizations.js';
import * as schema from './schema.js';

type ColumnWithValues = { name: string; enumValues?: string[]; baseColumn?: ColumnWithValues };

/** Every text column the schema gives a list of values, with the list. */
function listedColumns() {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => value instanceof PgTable)
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.flatMap((column) => {
        const listed = column as unknown as ColumnWithValues;
        const values = listed.enumValues ?? listed.baseColumn?.enumValues;
        return values ? [{ table: config.name, column: column.name, values }] : [];
      });
    });
}

describe('enum-like columns, checked by the database', () => {
  let database: Database;
  let organizationId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [organization] = await database.db
      .insert(organizations)
      .values({ code: 'CHECKS', name: 'Checks' })
      .returning();
    organizationId = organization?.id ?? '';
  });
  afterAll(async () => database.close());

  it('has a CHECK naming every value for each column the schema lists values for', async () => {
    const listed = listedColumns();
    expect(listed.length).toBeGreaterThan(30);
    const result = await database.db.execute<{ table: string; definition: string }>(
      `select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'c'`,
    );
    const checks = result.rows;
    const unchecked = listed.filter(
      ({ table, column, values }) =>
        !checks.some(
          (check) =>
            check.table === table &&
            check.definition.includes(column) &&
            values.every((value) => check.definition.includes(`'${value}'`)),
        ),
    );
    expect(unchecked).toEqual([]);
  });

  it('refuses a value outside the list and writes nothing', async () => {
    const refusal = (work: Promise<unknown>, constraint: string) =>
      work.then(
        () => 'written',
        (error: unknown) => (isCheckViolation(error, constraint) ? 'refused' : error),
      );
    // Written as SQL: the column types would not let Drizzle send these values at all.
    expect(
      await refusal(
        database.pool.query(
          `insert into payroll_settings (organization_id, pay_frequency, default_payment_day,
             payment_month, contribute_sdl, deduct_community_funds, payslip_prefix,
             next_payslip_number, payslip_number_digits)
           values ($1, 'Weekly', 28, 'SameMonth', true, true, 'PS', 1, 5)`,
          [organizationId],
        ),
        'payroll_settings_pay_frequency_check',
      ),
    ).toBe('refused');
    expect(
      await refusal(
        database.pool.query(
          `insert into accounts (organization_id, role, email, name, password_hash)
           values ($1, 'owner', 'owner@checks.example', 'Owner', 'x')`,
          [organizationId],
        ),
        'accounts_role_check',
      ),
    ).toBe('refused');
    const written = await database.db.execute<{ count: number }>(
      `select count(*)::int as count from accounts where email = 'owner@checks.example'`,
    );
    expect(written.rows[0]?.count).toBe(0);
  });
});
