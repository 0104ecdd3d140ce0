import { scheduleTypes, workingHoursTypes } from '@tembusu/contracts/enums';
import { announcementAudiences, type WorkingHours } from '@tembusu/contracts/organization';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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

// The tenant root: every tenant-owned table references it through organization_id.
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    uen: text('uen'),
    registrationType: text('registration_type'),
    address: text('address'),
    industry: text('industry'),
    phone: text('phone'),
    email: text('email'),
    currency: text('currency').notNull().default('SGD'),
    timeZone: text('time_zone').notNull().default('Asia/Singapore'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organizations_code_key').on(sql`lower(${table.code})`)],
);

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    timeZone: text('time_zone').notNull().default('Asia/Singapore'),
    // The geofence check-ins are measured against: a centre and a radius, or none.
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    geofenceRadiusMeters: integer('geofence_radius_meters'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'branches_geofence_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.geofenceRadiusMeters} is null or (${table.latitude} is not null and ${table.geofenceRadiusMeters} > 0))`,
    ),
    index('branches_organization_id_idx').on(table.organizationId),
    uniqueIndex('branches_name_key').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id),
    headEmployeeId: uuid('head_employee_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('departments_organization_id_idx').on(table.organizationId),
    uniqueIndex('departments_name_key').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('holidays_organization_id_idx').on(table.organizationId, table.fromDate)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: announcementAudiences }).notNull(),
    publishDate: date('publish_date').notNull(),
    authorAccountId: uuid('author_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_organization_id_idx').on(table.organizationId, table.publishDate),
    oneOf('announcements_audience_check', table.audience, announcementAudiences),
  ],
);

export const workSchedules = pgTable(
  'work_schedules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    workingHoursType: text('working_hours_type', { enum: workingHoursTypes }).notNull(),
    scheduleType: text('schedule_type', { enum: scheduleTypes }).notNull(),
    breakDeduction: smallint('break_deduction').notNull(),
    // One entry per weekday, keyed monday..sunday with the API's `thurday` spelling.
    days: jsonb('days').$type<WorkingHours['days']>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('work_schedules_working_hours_type_check', table.workingHoursType, workingHoursTypes),
    oneOf('work_schedules_schedule_type_check', table.scheduleType, scheduleTypes),
  ],
);
