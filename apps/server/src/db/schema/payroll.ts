import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

export const payItems = pgTable(
  'pay_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    description: text('description').notNull(),
    type: text('type').notNull(),
    category: text('category'),
    cpfType: text('cpf_type').notNull(),
    unit: text('unit').notNull(),
    defaultAmount: numeric('default_amount', { precision: 14, scale: 2 }).notNull(),
    incomeType: text('income_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pay_items_organization_id_idx').on(table.organizationId),
    uniqueIndex('pay_items_description_key').on(
      table.organizationId,
      sql`lower(${table.description})`,
    ),
  ],
);

export const paySchemeTemplates = pgTable(
  'pay_scheme_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    // Always the four kinds of day, each validated by the contract's zOvertimeRule.
    overtimeRules: jsonb('overtime_rules').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pay_scheme_templates_organization_id_idx').on(table.organizationId),
    uniqueIndex('pay_scheme_templates_name_key').on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
  ],
);

export const paySchemeTemplateItems = pgTable(
  'pay_scheme_template_items',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => paySchemeTemplates.id, { onDelete: 'cascade' }),
    payItemId: uuid('pay_item_id')
      .notNull()
      .references(() => payItems.id),
    position: smallint('position').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    // The contract's zAllowanceCondition, or null for an item paid every period.
    allowance: jsonb('allowance'),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.payItemId] }),
    index('pay_scheme_template_items_organization_id_idx').on(table.organizationId),
    index('pay_scheme_template_items_pay_item_idx').on(table.payItemId),
  ],
);

export const payrollSettings = pgTable('payroll_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  payFrequency: text('pay_frequency').notNull(),
  defaultPaymentDay: smallint('default_payment_day').notNull(),
  paymentMonth: text('payment_month').notNull(),
  contributeSdl: boolean('contribute_sdl').notNull(),
  deductCommunityFunds: boolean('deduct_community_funds').notNull(),
  payslipPrefix: text('payslip_prefix').notNull(),
  nextPayslipNumber: integer('next_payslip_number').notNull(),
  payslipNumberDigits: smallint('payslip_number_digits').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment date chosen for one period instead of the settings' default. */
export const paymentDateOverrides = pgTable(
  'payment_date_overrides',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodType: text('period_type').notNull(),
    year: smallint('year').notNull(),
    periodValue: smallint('period_value').notNull(),
    paymentDate: date('payment_date').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.organizationId, table.periodType, table.year, table.periodValue],
    }),
  ],
);
