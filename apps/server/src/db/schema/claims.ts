import { claimEventKinds, claimStatuses } from '@tembusu/contracts/claims';
import { employmentTypes, incomeTypes } from '@tembusu/contracts/enums';
import { leaveApprovers } from '@tembusu/contracts/leave';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
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
import { payItems, payrolls } from './payroll.js';
import { uploads } from './uploads.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const claimTypes = pgTable(
  'claim_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description'),
    // In SGD; null for no limit.
    limitPerClaim: money('limit_per_claim'),
    limitPerMonth: money('limit_per_month'),
    limitPerYear: money('limit_per_year'),
    receiptRequired: boolean('receipt_required').notNull(),
    taxable: boolean('taxable').notNull(),
    incomeType: text('income_type', { enum: incomeTypes }).notNull(),
    payItemId: uuid('pay_item_id')
      .notNull()
      .references(() => payItems.id),
    // Who may claim it; empty for everyone.
    departmentIds: uuid('department_ids').array().notNull().default(sql`'{}'::uuid[]`),
    employmentTypes: text('employment_types', { enum: employmentTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claim_types_organization_id_idx').on(table.organizationId),
    uniqueIndex('claim_types_name_key').on(table.organizationId, sql`lower(${table.name})`),
    oneOf('claim_types_income_type_check', table.incomeType, incomeTypes),
    allOf('claim_types_employment_types_check', table.employmentTypes, employmentTypes),
    check(
      'claim_types_limits_check',
      sql`coalesce(${table.limitPerClaim}, 0) >= 0 and coalesce(${table.limitPerMonth}, 0) >= 0 and coalesce(${table.limitPerYear}, 0) >= 0`,
    ),
  ],
);

export const claimSettings = pgTable(
  'claim_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    approvalLevels: text('approval_levels', { enum: leaveApprovers }).array().notNull(),
    cutOffDay: smallint('cut_off_day').notNull(),
    currencies: text('currencies').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    allOf('claim_settings_approval_levels_check', table.approvalLevels, leaveApprovers),
    check('claim_settings_cut_off_day_check', sql`${table.cutOffDay} between 1 and 31`),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // Shown as CL-000001; one sequence per organisation.
    number: integer('number').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    claimTypeId: uuid('claim_type_id')
      .notNull()
      .references(() => claimTypes.id),
    claimDate: date('claim_date').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull(),
    amountSgd: money('amount_sgd').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: claimStatuses }).notNull(),
    pendingLevel: smallint('pending_level'),
    // YYYY-MM, set by the cut-off day when the claim is submitted.
    payrollMonth: text('payroll_month'),
    payrollId: uuid('payroll_id').references(() => payrolls.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('claims_number_key').on(table.organizationId, table.number),
    index('claims_organization_id_idx').on(table.organizationId, table.claimDate),
    index('claims_employee_idx').on(table.organizationId, table.employeeId, table.claimDate),
    index('claims_payroll_idx').on(table.organizationId, table.payrollId),
    oneOf('claims_status_check', table.status, claimStatuses),
    check('claims_amounts_check', sql`${table.amount} > 0 and ${table.amountSgd} >= 0`),
    check('claims_exchange_rate_check', sql`${table.exchangeRate} > 0`),
    // A paid claim keeps the payroll that paid it.
    check('claims_paid_check', sql`${table.status} <> 'paid' or ${table.payrollId} is not null`),
  ],
);

export const claimReceipts = pgTable(
  'claim_receipts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.claimId, table.uploadId] }),
    index('claim_receipts_upload_idx').on(table.organizationId, table.uploadId),
  ],
);

export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order events happened in, when two share a time.
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: claimEventKinds }).notNull(),
    level: smallint('level'),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claim_events_claim_idx').on(table.organizationId, table.claimId),
    oneOf('claim_events_kind_check', table.kind, claimEventKinds),
  ],
);
