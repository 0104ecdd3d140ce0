import { residencyStatuses } from '@tembusu/contracts/employees';
import { employmentTypes, genders } from '@tembusu/contracts/enums';
import {
  dayParts,
  type LeaveChild,
  type LeaveDay,
  leaveAccruals,
  leaveApprovers,
  leaveEntitlementRules,
  leaveEventKinds,
  leaveNotifyTargets,
  leaveStatuses,
  leaveYearKinds,
} from '@tembusu/contracts/leave';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { allOf, oneOf } from './checks.js';
import { employees } from './employees.js';
import { accounts } from './identity.js';
import { organizations } from './organizations.js';
import { uploads } from './uploads.js';

const days = (name: string) => numeric(name, { precision: 5, scale: 1 });

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    colour: text('colour').notNull(),
    paid: boolean('paid').notNull(),
    entitlementRule: text('entitlement_rule', { enum: leaveEntitlementRules }).notNull(),
    fixedDays: days('fixed_days'),
    prorated: boolean('prorated').notNull(),
    accrual: text('accrual', { enum: leaveAccruals }).notNull(),
    carryForwardLimit: days('carry_forward_limit').notNull().default('0'),
    carryForwardExpiryMonths: smallint('carry_forward_expiry_months'),
    encashable: boolean('encashable').notNull().default(false),
    documentRequired: boolean('document_required').notNull().default(false),
    eligibleGenders: text('eligible_genders', { enum: genders })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minServiceMonths: smallint('min_service_months').notNull().default(0),
    eligibleResidencies: text('eligible_residencies', { enum: residencyStatuses })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibleEmploymentTypes: text('eligible_employment_types', { enum: employmentTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    halfDayAllowed: boolean('half_day_allowed').notNull().default(true),
    countsRestDays: boolean('counts_rest_days').notNull().default(false),
    countsPublicHolidays: boolean('counts_public_holidays').notNull().default(false),
    allowNegative: boolean('allow_negative').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // One of the Singapore statutory types given to every organisation: kept, never deleted.
    statutory: boolean('statutory').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_types_organization_id_idx').on(table.organizationId),
    uniqueIndex('leave_types_code_key').on(table.organizationId, sql`lower(${table.code})`),
    uniqueIndex('leave_types_name_key').on(table.organizationId, sql`lower(${table.name})`),
    oneOf('leave_types_entitlement_rule_check', table.entitlementRule, leaveEntitlementRules),
    oneOf('leave_types_accrual_check', table.accrual, leaveAccruals),
    allOf('leave_types_eligible_genders_check', table.eligibleGenders, genders),
    allOf('leave_types_eligible_residencies_check', table.eligibleResidencies, residencyStatuses),
    allOf(
      'leave_types_eligible_employment_types_check',
      table.eligibleEmploymentTypes,
      employmentTypes,
    ),
  ],
);

export const leaveSettings = pgTable(
  'leave_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    leaveYear: text('leave_year', { enum: leaveYearKinds }).notNull(),
    approvalLevels: text('approval_levels', { enum: leaveApprovers }).array().notNull(),
    noticeDays: smallint('notice_days').notNull(),
    backdateDays: smallint('backdate_days').notNull(),
    notify: text('notify', { enum: leaveNotifyTargets }).array().notNull(),
    carryForwardRunDate: text('carry_forward_run_date').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('leave_settings_leave_year_check', table.leaveYear, leaveYearKinds),
    allOf('leave_settings_approval_levels_check', table.approvalLevels, leaveApprovers),
    allOf('leave_settings_notify_check', table.notify, leaveNotifyTargets),
  ],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startPart: text('start_part', { enum: dayParts }).notNull(),
    endPart: text('end_part', { enum: dayParts }).notNull(),
    // The days the request counts, worked out when it was last sent, and their total.
    days: days('days').notNull(),
    dayList: jsonb('day_list').$type<LeaveDay[]>().notNull(),
    reason: text('reason'),
    attachmentId: uuid('attachment_id').references(() => uploads.id),
    child: jsonb('child').$type<LeaveChild>(),
    status: text('status', { enum: leaveStatuses }).notNull(),
    pendingLevel: smallint('pending_level'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_requests_organization_id_idx').on(table.organizationId, table.startDate),
    index('leave_requests_employee_idx').on(
      table.organizationId,
      table.employeeId,
      table.startDate,
    ),
    oneOf('leave_requests_status_check', table.status, leaveStatuses),
    oneOf('leave_requests_start_part_check', table.startPart, dayParts),
    oneOf('leave_requests_end_part_check', table.endPart, dayParts),
    check('leave_requests_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export const leaveRequestEvents = pgTable(
  'leave_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order events happened in, when two share a time.
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: leaveEventKinds }).notNull(),
    level: smallint('level'),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_request_events_request_idx').on(table.organizationId, table.requestId),
    oneOf('leave_request_events_kind_check', table.kind, leaveEventKinds),
  ],
);

// Days added to or taken from a balance by hand (with the reason), or by a balance import.
export const leaveAdjustments = pgTable(
  'leave_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    yearStart: date('year_start').notNull(),
    days: days('days').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_adjustments_employee_idx').on(
      table.organizationId,
      table.employeeId,
      table.yearStart,
    ),
  ],
);

// What the year-end job carried into a leave year, and when those days lapse.
export const leaveCarryForwards = pgTable(
  'leave_carry_forwards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    /** The leave year the days were carried into. */
    yearStart: date('year_start').notNull(),
    /** The balance left at the end of the year before. */
    unused: days('unused').notNull(),
    carried: days('carried').notNull(),
    forfeited: days('forfeited').notNull(),
    expiresOn: date('expires_on'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leave_carry_forwards_key').on(
      table.organizationId,
      table.employeeId,
      table.leaveTypeId,
      table.yearStart,
    ),
  ],
);
