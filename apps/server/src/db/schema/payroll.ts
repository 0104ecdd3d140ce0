import {
  incomeTypes,
  payItemTypes,
  paymentModes,
  payTemplateTypes,
  valueBases,
  wageTypes,
} from '@tembusu/contracts/enums';
import {
  type AllowanceCondition,
  type OvertimeRule,
  payFrequencies,
  paymentMonths,
} from '@tembusu/contracts/payroll';
import { irasIdTypes, salaryBanks } from '@tembusu/contracts/payroll-filing';
import { generationStates, payrollKinds, payrollStatuses } from '@tembusu/contracts/payroll-runs';
import type { StatutoryTableVersion } from '@tembusu/payroll/versions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type {
  PayrollGenerationRequest,
  PayslipCalculation,
  PayslipInputs,
} from '../../modules/payroll/payslip-documents.js';
import { oneOf } from './checks.js';
import { employees } from './employees.js';
import { organizations } from './organizations.js';

export const payItems = pgTable(
  'pay_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    description: text('description').notNull(),
    type: text('type', { enum: payItemTypes }).notNull(),
    category: text('category'),
    cpfType: text('cpf_type', { enum: wageTypes }).notNull(),
    unit: text('unit', { enum: valueBases }).notNull(),
    defaultAmount: numeric('default_amount', { precision: 14, scale: 2 }).notNull(),
    incomeType: text('income_type', { enum: incomeTypes }).notNull(),
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
    oneOf('pay_items_type_check', table.type, payItemTypes),
    oneOf('pay_items_cpf_type_check', table.cpfType, wageTypes),
    oneOf('pay_items_unit_check', table.unit, valueBases),
    oneOf('pay_items_income_type_check', table.incomeType, incomeTypes),
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
    type: text('type', { enum: payTemplateTypes }).notNull(),
    description: text('description'),
    // Always the four kinds of day, each validated by the contract's zOvertimeRule.
    overtimeRules: jsonb('overtime_rules').$type<OvertimeRule[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pay_scheme_templates_organization_id_idx').on(table.organizationId),
    uniqueIndex('pay_scheme_templates_name_key').on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
    oneOf('pay_scheme_templates_type_check', table.type, payTemplateTypes),
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
    allowance: jsonb('allowance').$type<AllowanceCondition>(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.payItemId] }),
    index('pay_scheme_template_items_organization_id_idx').on(table.organizationId),
    index('pay_scheme_template_items_pay_item_idx').on(table.payItemId),
  ],
);

export const payrollSettings = pgTable(
  'payroll_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    payFrequency: text('pay_frequency', { enum: payFrequencies }).notNull(),
    defaultPaymentDay: smallint('default_payment_day').notNull(),
    paymentMonth: text('payment_month', { enum: paymentMonths }).notNull(),
    contributeSdl: boolean('contribute_sdl').notNull(),
    deductCommunityFunds: boolean('deduct_community_funds').notNull(),
    payslipPrefix: text('payslip_prefix').notNull(),
    nextPayslipNumber: integer('next_payslip_number').notNull(),
    payslipNumberDigits: smallint('payslip_number_digits').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('payroll_settings_pay_frequency_check', table.payFrequency, payFrequencies),
    oneOf('payroll_settings_payment_month_check', table.paymentMonth, paymentMonths),
  ],
);

/** A payment date chosen for one period instead of the settings' default. */
export const paymentDateOverrides = pgTable(
  'payment_date_overrides',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodType: text('period_type', { enum: payFrequencies }).notNull(),
    year: smallint('year').notNull(),
    periodValue: smallint('period_value').notNull(),
    paymentDate: date('payment_date').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.organizationId, table.periodType, table.year, table.periodValue],
    }),
    oneOf('payment_date_overrides_period_type_check', table.periodType, payFrequencies),
  ],
);

export const payrolls = pgTable(
  'payrolls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    payrollNo: integer('payroll_no').notNull(),
    kind: text('kind', { enum: payrollKinds }).notNull().default('regular'),
    periodType: text('period_type', { enum: payFrequencies }).notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    dateOfPayment: date('date_of_payment').notNull(),
    status: text('status', { enum: payrollStatuses }).notNull(),
    // The day's standard hours the payslips were worked out with.
    defaultWorkingHours: numeric('default_working_hours', { precision: 6, scale: 2 }).notNull(),
    // Recorded on confirmation: the engine and statutory table versions every figure came from.
    engineVersion: text('engine_version'),
    tableVersions: jsonb('table_versions').$type<StatutoryTableVersion[]>(),
    createdBy: uuid('created_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payrolls_organization_id_idx').on(table.organizationId, table.year, table.month),
    uniqueIndex('payrolls_number_key').on(table.organizationId, table.payrollNo),
    oneOf('payrolls_period_type_check', table.periodType, payFrequencies),
    oneOf('payrolls_status_check', table.status, payrollStatuses),
    oneOf('payrolls_kind_check', table.kind, payrollKinds),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    payrollId: uuid('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    payslipNo: text('payslip_no').notNull(),
    version: integer('version').notNull().default(1),
    // The employee as paid: what the payslip shows even if the record changes later.
    employeeName: text('employee_name').notNull(),
    employeeNumber: text('employee_number').notNull(),
    departmentName: text('department_name'),
    paymentMethod: text('payment_method', { enum: paymentModes }).notNull(),
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    // What the calculator is given (salary, working time, items) and what it answered: the
    // editor's lines, the hourly rate and the warnings, kept as worked out when saved.
    inputs: jsonb('inputs').$type<PayslipInputs>().notNull(),
    calculation: jsonb('calculation').$type<PayslipCalculation>().notNull(),
    ordinaryWages: numeric('ordinary_wages', { precision: 14, scale: 2 }).notNull(),
    additionalWages: numeric('additional_wages', { precision: 14, scale: 2 }).notNull(),
    // The wages CPF was worked out on after the ceilings: later months' AW ceiling needs them.
    ordinaryWagesForCpf: numeric('ordinary_wages_for_cpf', { precision: 14, scale: 2 }).notNull(),
    additionalWagesForCpf: numeric('additional_wages_for_cpf', {
      precision: 14,
      scale: 2,
    }).notNull(),
    grossSalary: numeric('gross_salary', { precision: 14, scale: 2 }).notNull(),
    employeeCpf: numeric('employee_cpf', { precision: 14, scale: 2 }).notNull(),
    employerCpf: numeric('employer_cpf', { precision: 14, scale: 2 }).notNull(),
    communityFund: numeric('community_fund', { precision: 14, scale: 2 }).notNull(),
    sdl: numeric('sdl', { precision: 14, scale: 2 }).notNull(),
    netPay: numeric('net_pay', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payslips_organization_id_idx').on(table.organizationId),
    uniqueIndex('payslips_payroll_employee_key').on(table.payrollId, table.employeeId),
    uniqueIndex('payslips_number_key').on(table.organizationId, table.payslipNo),
    index('payslips_employee_idx').on(table.organizationId, table.employeeId),
    // The summary's order, so a page of a large payroll is read off the index instead of a sort.
    index('payslips_payroll_order_idx').on(table.payrollId, table.employeeName, table.payslipNo),
    oneOf('payslips_payment_method_check', table.paymentMethod, paymentModes),
  ],
);

/** What the CPF, salary bank and IRAS AIS files need beyond the organisation's own record. */
export const payrollFilingSettings = pgTable(
  'payroll_filing_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    cpfPaymentType: text('cpf_payment_type').notNull(),
    cpfSerial: text('cpf_serial').notNull(),
    salaryBank: text('salary_bank', { enum: salaryBanks }),
    debitAccountNumber: text('debit_account_number'),
    bankCompanyId: text('bank_company_id'),
    // The IRAS AIS header: the organisation's ID type (its number is the UEN) and the person
    // authorised to declare the IR8A returns.
    irasIdType: text('iras_id_type', { enum: irasIdTypes }),
    irasAuthorisedName: text('iras_authorised_name'),
    irasAuthorisedDesignation: text('iras_authorised_designation'),
    irasAuthorisedPhone: text('iras_authorised_phone'),
    irasAuthorisedEmail: text('iras_authorised_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('payroll_filing_settings_salary_bank_check', table.salaryBank, salaryBanks),
    oneOf('payroll_filing_settings_iras_id_type_check', table.irasIdType, irasIdTypes),
  ],
);

/**
 * The CPF advice code each payroll's contribution file carries, taken on its first download and
 * kept: the Board needs a new code for every submission of a month. A deleted payroll leaves its
 * code taken, as the file may have been submitted.
 */
export const cpfFilings = pgTable(
  'cpf_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    payrollId: uuid('payroll_id').references(() => payrolls.id, { onDelete: 'set null' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    adviceCode: text('advice_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cpf_filings_advice_code_key').on(
      table.organizationId,
      table.year,
      table.month,
      table.adviceCode,
    ),
    uniqueIndex('cpf_filings_payroll_key').on(table.payrollId),
  ],
);

/** A payroll being generated in the background, with its progress for the page to show. */
export const payrollGenerations = pgTable(
  'payroll_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    request: jsonb('request').$type<PayrollGenerationRequest>().notNull(),
    state: text('state', { enum: generationStates }).notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    payrollId: uuid('payroll_id').references(() => payrolls.id, { onDelete: 'set null' }),
    error: text('error'),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payroll_generations_organization_id_idx').on(table.organizationId),
    oneOf('payroll_generations_state_check', table.state, generationStates),
  ],
);

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * What an employee was paid in a year before the organisation ran its payroll here: payrolls of
 * the months after `through_month` count it as paid earlier in the year.
 */
export const payrollOpeningBalances = pgTable(
  'payroll_opening_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    year: smallint('year').notNull(),
    throughMonth: smallint('through_month').notNull(),
    grossSalary: money('gross_salary'),
    ordinaryWagesForCpf: money('ordinary_wages_for_cpf'),
    additionalWagesForCpf: money('additional_wages_for_cpf'),
    employeeCpf: money('employee_cpf'),
    employerCpf: money('employer_cpf'),
    cdac: money('cdac'),
    ecf: money('ecf'),
    mbmf: money('mbmf'),
    sinda: money('sinda'),
    sdl: money('sdl'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payroll_opening_balances_organization_id_idx').on(table.organizationId, table.year),
    uniqueIndex('payroll_opening_balances_employee_year_key').on(
      table.organizationId,
      table.employeeId,
      table.year,
    ),
    check(
      'payroll_opening_balances_through_month_check',
      sql`${table.throughMonth} between 1 and 11`,
    ),
  ],
);
