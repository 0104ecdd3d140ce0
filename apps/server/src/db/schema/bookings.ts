import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees.js';
import { branches, organizations } from './organizations.js';
import { uploads } from './uploads.js';

// The booking core rooms and desks share: anything bookable is a resource, and one exclusion
// constraint (in the migration) keeps two live bookings of a resource from overlapping.
export const bookingResources = pgTable(
  'booking_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    kind: text('kind', { enum: ['room', 'desk'] }).notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_resources_organization_id_idx').on(table.organizationId, table.branchId),
    uniqueIndex('booking_resources_name_key').on(
      table.branchId,
      table.kind,
      sql`lower(${table.name})`,
    ),
  ],
);

export const rooms = pgTable('rooms', {
  resourceId: uuid('resource_id')
    .primaryKey()
    .references(() => bookingResources.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  imageId: uuid('image_id').references(() => uploads.id),
  capacity: smallint('capacity').notNull(),
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
});

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => bookingResources.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    bookedByAccountId: uuid('booked_by_account_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['Booked', 'Cancelled'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_resource_time_idx').on(table.resourceId, table.startsAt),
    index('bookings_organization_time_idx').on(table.organizationId, table.startsAt),
    index('bookings_employee_idx').on(table.organizationId, table.employeeId, table.startsAt),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    // No booking outlasts a day, so a time-window query can bound its start from both sides.
    check('bookings_at_most_a_day', sql`${table.endsAt} <= ${table.startsAt} + interval '1 day'`),
  ],
);

export const bookingSettings = pgTable('booking_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  maxDaysAhead: integer('max_days_ahead').notNull(),
  maxDurationMinutes: integer('max_duration_minutes').notNull(),
  staffMayBookForOthers: boolean('staff_may_book_for_others').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
