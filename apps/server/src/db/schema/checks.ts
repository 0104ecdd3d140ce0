import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

function literals(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * A CHECK keeping an enum-like text column to the contract's list. The list is the contract's own
 * constant, so the database refuses what the API would refuse; a CHECK rather than a PostgreSQL
 * enum because a migration can widen it inside a transaction.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${literals(values)})`);
}

/** The same for a text[] column: every element from the list. */
export function allOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} <@ array[${literals(values)}]::text[]`);
}
