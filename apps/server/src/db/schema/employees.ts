import { prCpfSchemes, residencyStatuses } from '@tembusu/contracts/employees';
import {
  communityFunds,
  employmentTypes,
  genders,
  idTypes,
  maritalStatuses,
  paymentModes,
  races,
  religions,
  salaryBases,
  workModes,
} from '@tembusu/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { allOf, oneOf } from './checks.js';
import { accounts } from './identity.js';
import { branches, departments, organizations } from './organizations.js';
import { paySchemeTemplates } from './payroll.js';
import { uploads } from './uploads.js';

// An employee's record; their name, e-mail, password and active flag live on the staff account
// they sign in with, so that there is one truth for who may sign in.
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    employeeNumber: text('employee_number').notNull(),
    idType: text('id_type', { enum: idTypes }).notNull(),
    idNumber: text('id_number').notNull(),
    race: text('race', { enum: races }).notNull(),
    religion: text('religion', { enum: religions }).notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    maritalStatus: text('marital_status', { enum: maritalStatuses }).notNull(),
    nationality: text('nationality').notNull(),
    residency: text('residency', { enum: residencyStatuses }).notNull(),
    prStartDate: date('pr_start_date'),
    dateOfBirth: date('date_of_birth').notNull(),
    educationLevel: text('education_level'),
    phone: text('phone'),
    address: text('address'),
    postalCode: text('postal_code'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    photoId: uuid('photo_id').references(() => uploads.id),
    roleTitle: text('role_title'),
    departmentId: uuid('department_id').references(() => departments.id),
    branchId: uuid('branch_id').references(() => branches.id),
    employmentType: text('employment_type', { enum: employmentTypes }).notNull(),
    workMode: text('work_mode', { enum: workModes }).notNull(),
    employmentStartDate: date('employment_start_date').notNull(),
    employmentEndDate: date('employment_end_date'),
    workPassExpiryDate: date('work_pass_expiry_date'),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    timeZone: text('time_zone').notNull(),
    countryOfWork: text('country_of_work').notNull(),
    salaryBasis: text('salary_basis', { enum: salaryBases }).notNull(),
    salaryAmount: numeric('salary_amount', { precision: 14, scale: 2 }).notNull(),
    paySchemeTemplateId: uuid('pay_scheme_template_id').references(() => paySchemeTemplates.id),
    paymentMode: text('payment_mode', { enum: paymentModes }).notNull(),
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    excludeCpfContributions: boolean('exclude_cpf_contributions').notNull().default(false),
    // Payroll takes absences, lateness, early-outs and overtime from this person's attendance logs.
    attendanceLogOn: boolean('attendance_log_on').notNull().default(false),
    // The CPF rates of a permanent resident's first two years; graduated for everyone else.
    prCpfScheme: text('pr_cpf_scheme', { enum: prCpfSchemes }).notNull().default('graduated'),
    // When false the funds follow race, religion and residency on every save.
    communityFundOverride: boolean('community_fund_override').notNull().default(false),
    communityFunds: text('community_funds', { enum: communityFunds })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employees_organization_id_idx').on(table.organizationId),
    uniqueIndex('employees_account_id_key').on(table.accountId),
    uniqueIndex('employees_number_key').on(
      table.organizationId,
      sql`lower(${table.employeeNumber})`,
    ),
    index('employees_department_idx').on(table.organizationId, table.departmentId),
    index('employees_branch_idx').on(table.organizationId, table.branchId),
    oneOf('employees_id_type_check', table.idType, idTypes),
    oneOf('employees_race_check', table.race, races),
    oneOf('employees_religion_check', table.religion, religions),
    oneOf('employees_gender_check', table.gender, genders),
    oneOf('employees_marital_status_check', table.maritalStatus, maritalStatuses),
    oneOf('employees_residency_check', table.residency, residencyStatuses),
    oneOf('employees_pr_cpf_scheme_check', table.prCpfScheme, prCpfSchemes),
    oneOf('employees_employment_type_check', table.employmentType, employmentTypes),
    oneOf('employees_work_mode_check', table.workMode, workModes),
    oneOf('employees_salary_basis_check', table.salaryBasis, salaryBases),
    oneOf('employees_payment_mode_check', table.paymentMode, paymentModes),
    allOf('employees_community_funds_check', table.communityFunds, communityFunds),
  ],
);
