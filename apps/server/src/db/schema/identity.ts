import { roles } from '@tembusu/contracts/roles';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { organizations } from './organizations.js';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null only for the people who run the service (masteradmin, superadmin).
    organizationId: uuid('organization_id').references(() => organizations.id),
    role: text('role', { enum: roles }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Raised to end every session of the account at once (password change, deactivation).
    tokenVersion: integer('token_version').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    preventAccess: text('prevent_access').array().notNull().default(sql`'{}'::text[]`),
    // Two-factor sign-in: the TOTP secret is set when enrolment starts, enabled once confirmed.
    // The secret is stored sealed with TOTP_ENCRYPTION_KEY, the recovery codes as slow hashes.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The time step of the last code accepted: a code is good once, not for its whole window.
    totpLastStep: integer('totp_last_step'),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_organization_id_idx').on(table.organizationId),
    // Admin sign-in is by e-mail alone, so those e-mails are unique across the service; staff
    // sign in with their organisation's ID, so theirs are unique within it.
    uniqueIndex('accounts_admin_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.role} <> 'employee'`),
    uniqueIndex('accounts_employee_email_key')
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.role} = 'employee'`),
    oneOf('accounts_role_check', table.role, roles),
  ],
);

// Signed-out sessions and used two-factor challenges, until they would have expired anyway.
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    // The entry outlives its actor: deleting an account keeps what it did, without the link.
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    // What the entry is about: an e-mail for sign-ins, a record id otherwise.
    subject: text('subject'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_organization_id_idx').on(table.organizationId, table.createdAt),
    index('audit_log_action_subject_idx').on(table.action, table.subject, table.createdAt),
    index('audit_log_action_ip_idx').on(table.action, table.ip, table.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_codes_account_idx').on(table.accountId, table.createdAt)],
);
