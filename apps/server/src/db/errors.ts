import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The SQL of a query that failed through Drizzle, whose own message and fields carry every bound
 * parameter; undefined for any other error.
 */
export function failedQueryText(error: Error): string | undefined {
  return error instanceof DrizzleQueryError ? error.query : undefined;
}
