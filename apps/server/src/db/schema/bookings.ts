import { deskBookingModes, deskBookingStatuses } from '@tembusu/contracts/desk-booking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { employees } from './employees.js';
import { branches, organizations } from './organizations.js';
import { uploads } from './uploads.js';

const resourceKinds = ['room', 'desk'] as const;

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
    kind: text('kind', { enum: resourceKinds }).notNull(),
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
    oneOf('booking_resources_kind_check', table.kind, resourceKinds),
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
    // Released: a desk booking nobody checked in to in time, freed by the release job.
    status: text('status', { enum: deskBookingStatuses }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
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
    oneOf('bookings_status_check', table.status, deskBookingStatuses),
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

/** A floor or zone of a branch where desks are, with its floor plan. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    floorPlanId: uuid('floor_plan_id').references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workspaces_organization_id_idx').on(table.organizationId),
    uniqueIndex('workspaces_name_key').on(table.branchId, sql`lower(${table.name})`),
  ],
);

export const desks = pgTable(
  'desks',
  {
    resourceId: uuid('resource_id')
      .primaryKey()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    // Where the desk sits on the floor plan, in percent of its width and height.
    positionX: numeric('position_x', { precision: 5, scale: 2 }).notNull(),
    positionY: numeric('position_y', { precision: 5, scale: 2 }).notNull(),
    assignedEmployeeId: uuid('assigned_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    underMaintenance: boolean('under_maintenance').notNull().default(false),
  },
  (table) => [index('desks_workspace_idx').on(table.organizationId, table.workspaceId)],
);

export const deskSettings = pgTable(
  'desk_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    bookingMode: text('booking_mode', { enum: deskBookingModes }).notNull(),
    maxDaysAhead: integer('max_days_ahead').notNull(),
    // Minutes after the start to check in before the booking is released; null: no check-in.
    checkInMinutes: integer('check_in_minutes'),
    maxBookingsPerWeek: integer('max_bookings_per_week').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [oneOf('desk_settings_booking_mode_check', table.bookingMode, deskBookingModes)],
);
