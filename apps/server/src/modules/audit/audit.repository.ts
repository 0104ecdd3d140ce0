import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/identity.js';
import type { TenantContext } from '../../db/tenant.js';

export type AuditEntry = {
  organizationId: string | null;
  actorAccountId: string | null;
  action: string;
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

export async function recordAudit(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorAccountId: entry.actorAccountId,
    action: entry.action,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  });
}

/** Records what someone in an organisation changed, inside that change's transaction. */
export function recordTenantAudit(
  ctx: TenantContext,
  db: Db,
  action: string,
  subject: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    db,
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
