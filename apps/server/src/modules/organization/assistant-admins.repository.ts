import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/identity.js';

export type AssistantAdminRow = typeof accounts.$inferSelect;

export async function findAssistantAdmin(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.id, id),
        eq(accounts.role, 'asstadmin'),
      ),
    );
  return row;
}

export function listAssistantAdminRows(db: Db, organizationId: string) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.role, 'asstadmin')))
    .orderBy(asc(accounts.name));
}

/** A changed access ends the assistant's sessions: their token version moves on. */
export async function updateAssistantAdminAccount(
  db: Db,
  id: string,
  values: Pick<AssistantAdminRow, 'name' | 'email' | 'isActive' | 'preventAccess' | 'updatedAt'>,
  accessChanged: boolean,
) {
  const [row] = await db
    .update(accounts)
    .set({
      ...values,
      ...(accessChanged ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
    })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}
