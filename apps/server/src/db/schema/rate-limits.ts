import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Allowances counted in the database, so that a limit holds across concurrent requests and across
 * server instances: one row per key (who or what is limited), a fixed window and its count.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
