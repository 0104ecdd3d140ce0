import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import { insertAuditEntry } from './audit.repository.js';

/*
 * The audit log is written by every module, each inside the transaction of the change it records,
 * so that an entry commits or rolls back with that change. So these two take the caller's `tx`
 * and open no transaction of their own; the caller decides what is sensitive enough to record.
 */

export type AuditEntry = {
  organizationId: string | null;
  actorAccountId: string | null;
  action: string;
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Records an entry that needs no tenant context: platform accounts (super admins), sign-in and
 * password reset, where the actor or the organisation may be unknown.
 */
export async function recordAudit(tx: Db, entry: AuditEntry, at: Date): Promise<void> {
  await insertAuditEntry(tx, {
    organizationId: entry.organizationId,
    actorAccountId: entry.actorAccountId,
    action: entry.action,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  });
}

/**
 * Records what the caller changed in their organisation: the organisation, the acting account,
 * their address and the time all come from the tenant context, never from the caller's input.
 */
export function recordTenantAudit(
  ctx: TenantContext,
  tx: Db,
  action: string,
  subject: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    tx,
    {
      organizationId: ctx.organizationId,
      actorAccountId: ctx.accountId,
      action,
      subject,
      ip: ctx.ip,
      detail,
    },
    ctx.now,
  );
}
