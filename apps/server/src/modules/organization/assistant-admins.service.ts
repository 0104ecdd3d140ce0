import { adminEmailTaken } from '@tembusu/contracts/accounts';
import type {
  AssistantAdmin,
  zCreateAssistantAdmin,
  zUpdateAssistantAdmin,
} from '@tembusu/contracts/organization';
import type { z } from 'zod';
import type { TenantContext } from '../../db/tenant.js';
import { withTenant } from '../../db/tenant.js';
import { conflict, isUniqueViolation, notFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { findNonEmployeeByEmail, insertAccount } from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';
import {
  type AssistantAdminRow,
  deleteAssistantAdminAccount,
  findAssistantAdmin,
  listAssistantAdminRows,
  updateAssistantAdminAccount,
} from './assistant-admins.repository.js';

function present(row: AssistantAdminRow): AssistantAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isActive: row.isActive,
    preventAccess: row.preventAccess,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const emailTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'accounts_admin_email_key')) throw conflict(adminEmailTaken);
  throw error;
};

export function listAssistantAdmins(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listAssistantAdminRows(tx, ctx.organizationId)).map(present),
  );
}

export function getAssistantAdmin(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findAssistantAdmin(tx, ctx.organizationId, id);
    if (!row) throw notFound('Assistant admin');
    return present(row);
  });
}

export async function createAssistantAdmin(
  ctx: TenantContext,
  values: z.output<typeof zCreateAssistantAdmin>,
) {
  // Admin e-mails are unique across the service, so the check looks beyond this organisation.
  if (await findNonEmployeeByEmail(ctx.db, values.email)) throw conflict(adminEmailTaken);
  const passwordHash = await hashPassword(values.password);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await insertAccount(tx, {
      organizationId: ctx.organizationId,
      role: 'asstadmin',
      name: values.name,
      email: values.email,
      passwordHash,
      preventAccess: values.preventAccess,
    });
    await recordAudit(
      tx,
      {
        organizationId: ctx.organizationId,
        actorAccountId: ctx.accountId,
        action: 'account.created',
        subject: row.id,
        ip: ctx.ip,
        detail: { role: 'asstadmin', preventAccess: values.preventAccess },
      },
      ctx.now,
    );
    return present(row);
  }).catch(emailTaken);
}

/** A changed section list or status takes effect at once: their sessions end. */
export function updateAssistantAdmin(
  ctx: TenantContext,
  id: string,
  values: z.output<typeof zUpdateAssistantAdmin>,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const current = await findAssistantAdmin(tx, ctx.organizationId, id);
    if (!current) throw notFound('Assistant admin');
    const accessChanged =
      current.isActive !== values.isActive ||
      [...current.preventAccess].sort().join() !== [...values.preventAccess].sort().join();
    const row = await updateAssistantAdminAccount(
      tx,
      ctx.organizationId,
      id,
      {
        name: values.name,
        email: values.email,
        isActive: values.isActive,
        preventAccess: values.preventAccess,
        updatedAt: ctx.now,
      },
      accessChanged,
    );
    if (!row) throw notFound('Assistant admin');
    if (accessChanged) {
      await recordAudit(
        tx,
        {
          organizationId: ctx.organizationId,
          actorAccountId: ctx.accountId,
          action: 'account.access_changed',
          subject: id,
          ip: ctx.ip,
          detail: { isActive: values.isActive, preventAccess: values.preventAccess },
        },
        ctx.now,
      );
    }
    return present(row);
  }).catch(emailTaken);
}

/**
 * Removes an assistant admin. They are an account of their own, not an employee promoted, so
 * removing them deletes the account: their sessions end at once, and what they did stays in the
 * audit log with the actor unlinked, as with any deleted account. Records they made (bookings,
 * announcements) stay the organisation's. The entry names who was removed, since the account
 * no longer can.
 */
export function removeAssistantAdmin(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const removed = await deleteAssistantAdminAccount(tx, ctx.organizationId, id);
    if (!removed) throw notFound('Assistant admin');
    await recordAudit(
      tx,
      {
        organizationId: ctx.organizationId,
        actorAccountId: ctx.accountId,
        action: 'account.deleted',
        subject: removed.id,
        ip: ctx.ip,
        detail: { role: 'asstadmin', name: removed.name, email: removed.email },
      },
      ctx.now,
    );
  });
}
