import {
  attendanceLogSources,
  attendanceLogStates,
  auditEventKinds,
  auditOrigins,
  auditOutcomes,
  expectedShiftSources,
  geofenceRules,
  type LogTimes,
  type Position,
  rosterShiftStates,
  workedDayKinds,
} from '@tembusu/contracts/attendance';
import { auditFormStatuses } from '@tembusu/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
import { branches, organizations } from './organizations.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    lateGraceMinutes: smallint('late_grace_minutes').notNull(),
    earlyOutGraceMinutes: smallint('early_out_grace_minutes').notNull(),
    roundingMinutes: smallint('rounding_minutes').notNull(),
    geofenceRule: text('geofence_rule', { enum: geofenceRules }).notNull(),
    autoCheckOut: boolean('auto_check_out').notNull(),
    overtimeNeedsApproval: boolean('overtime_needs_approval').notNull(),
    minimumOvertimeMinutes: smallint('minimum_overtime_minutes').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [oneOf('attendance_settings_geofence_rule_check', table.geofenceRule, geofenceRules)],
);

export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    // Clock times in the branch's time zone; an end not after the start is the next day.
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breakMinutes: smallint('break_minutes').notNull(),
    branchId: uuid('branch_id').references(() => branches.id),
    payRules: text('pay_rules', { enum: workedDayKinds }).array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('shift_templates_organization_id_idx').on(table.organizationId),
    uniqueIndex('shift_templates_name_key').on(table.organizationId, sql`lower(${table.name})`),
    allOf('shift_templates_pay_rules_check', table.payRules, workedDayKinds),
  ],
);

export const rosterShifts = pgTable(
  'roster_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    // The day the shift starts, which an overnight shift belongs to.
    workDate: date('work_date').notNull(),
    templateId: uuid('template_id').references(() => shiftTemplates.id, { onDelete: 'set null' }),
    // The template's name and colour when placed, so a renamed or removed template leaves the
    // roster as it was published.
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    branchId: uuid('branch_id').references(() => branches.id),
    startAt: moment('start_at').notNull(),
    endAt: moment('end_at').notNull(),
    breakMinutes: smallint('break_minutes').notNull(),
    payRules: text('pay_rules', { enum: workedDayKinds }).array().notNull(),
    state: text('state', { enum: rosterShiftStates }).notNull(),
    publishedAt: moment('published_at'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('roster_shifts_day_idx').on(table.organizationId, table.workDate),
    index('roster_shifts_employee_idx').on(table.organizationId, table.employeeId, table.workDate),
    oneOf('roster_shifts_state_check', table.state, rosterShiftStates),
    allOf('roster_shifts_pay_rules_check', table.payRules, workedDayKinds),
    check('roster_shifts_times_check', sql`${table.endAt} > ${table.startAt}`),
  ],
);

export const attendanceLogs = pgTable(
  'attendance_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    // The day of the shift the log belongs to: an overnight shift's check-out the next morning
    // still belongs to the day it started.
    workDate: date('work_date').notNull(),
    branchId: uuid('branch_id').references(() => branches.id),
    rosterShiftId: uuid('roster_shift_id').references(() => rosterShifts.id, {
      onDelete: 'set null',
    }),
    dayKind: text('day_kind', { enum: workedDayKinds }).notNull(),
    // What the log is measured against, as it stood when the log was made.
    expectedName: text('expected_name'),
    expectedSource: text('expected_source', { enum: expectedShiftSources }),
    expectedStartAt: moment('expected_start_at'),
    expectedEndAt: moment('expected_end_at'),
    expectedBreakMinutes: smallint('expected_break_minutes'),
    checkInAt: moment('check_in_at'),
    checkInPosition: jsonb('check_in_position').$type<Position>(),
    checkInOutsideGeofence: boolean('check_in_outside_geofence').notNull().default(false),
    checkOutAt: moment('check_out_at'),
    checkOutPosition: jsonb('check_out_position').$type<Position>(),
    checkOutOutsideGeofence: boolean('check_out_outside_geofence').notNull().default(false),
    autoCheckedOut: boolean('auto_checked_out').notNull().default(false),
    state: text('state', { enum: attendanceLogStates }).notNull(),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyOutMinutes: integer('early_out_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    // False while overtime waits for a decision or after it was turned down: the decision's time
    // tells the two apart.
    overtimeApproved: boolean('overtime_approved'),
    overtimeDecidedBy: uuid('overtime_decided_by').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    overtimeDecidedAt: moment('overtime_decided_at'),
    note: text('note'),
    source: text('source', { enum: attendanceLogSources }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One log a person a day: a second check-in the same day is refused, whatever the race.
    uniqueIndex('attendance_logs_day_key').on(
      table.organizationId,
      table.employeeId,
      table.workDate,
    ),
    index('attendance_logs_day_idx').on(table.organizationId, table.workDate),
    oneOf('attendance_logs_state_check', table.state, attendanceLogStates),
    oneOf('attendance_logs_source_check', table.source, attendanceLogSources),
    oneOf('attendance_logs_day_kind_check', table.dayKind, workedDayKinds),
    oneOf('attendance_logs_expected_source_check', table.expectedSource, expectedShiftSources),
    check(
      'attendance_logs_times_check',
      sql`${table.checkOutAt} is null or ${table.checkInAt} is null or ${table.checkOutAt} > ${table.checkInAt}`,
    ),
  ],
);

export const attendanceAudits = pgTable(
  'attendance_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date').notNull(),
    // Null for a day without a log, which the applied change creates.
    logId: uuid('log_id').references(() => attendanceLogs.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: auditOrigins }).notNull(),
    status: text('status', { enum: auditFormStatuses }).notNull(),
    outcome: text('outcome', { enum: auditOutcomes }),
    before: jsonb('before').$type<LogTimes>().notNull(),
    proposed: jsonb('proposed').$type<LogTimes>().notNull(),
    reason: text('reason').notNull(),
    openedBy: uuid('opened_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('attendance_audits_status_idx').on(table.organizationId, table.status),
    // One open form a person a day, whoever opens it and however the requests race.
    uniqueIndex('attendance_audits_open_day_key')
      .on(table.organizationId, table.employeeId, table.workDate)
      .where(sql`${table.status} <> 'Completed'`),
    index('attendance_audits_employee_idx').on(
      table.organizationId,
      table.employeeId,
      table.workDate,
    ),
    oneOf('attendance_audits_origin_check', table.origin, auditOrigins),
    oneOf('attendance_audits_status_check', table.status, auditFormStatuses),
    oneOf('attendance_audits_outcome_check', table.outcome, auditOutcomes),
  ],
);

export const attendanceAuditEvents = pgTable(
  'attendance_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order events happened in, when two share a time.
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => attendanceAudits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: auditEventKinds }).notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    times: jsonb('times').$type<LogTimes>(),
    comment: text('comment'),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [
    index('attendance_audit_events_audit_idx').on(table.organizationId, table.auditId),
    oneOf('attendance_audit_events_kind_check', table.kind, auditEventKinds),
  ],
);

// The secret behind each employee's shift-calendar feed, kept as a hash. Read before any tenant is
// known (a phone's calendar fetches the feed without signing in), so it has no row security: it
// holds nothing but the hash and whose feed it opens.
export const shiftFeedTokens = pgTable('shift_feed_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  employeeId: uuid('employee_id')
    .notNull()
    .unique('shift_feed_tokens_employee_key')
    .references(() => employees.id),
  createdAt: moment('created_at').notNull().defaultNow(),
});
