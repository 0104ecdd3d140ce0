import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/identity.js';

export type AuditLogValues = {
  organizationId: string | null;
  actorAccountId: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
};

export async function insertAuditEntry(db: Db, values: AuditLogValues): Promise<void> {
  await db.insert(auditLog).values(values);
}
