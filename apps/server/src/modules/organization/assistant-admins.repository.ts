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
  organizationId: string,
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
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.id, id),
        eq(accounts.role, 'asstadmin'),
      ),
    )
    .returning();
  return row;
}

/**
 * Removes an assistant admin's account, in the caller's organisation only, answering who it was;
 * undefined when there was none (another organisation's, or already removed by a concurrent
 * call). Their sessions and reset codes go with it; the audit log keeps their entries, unlinked.
 */
export async function deleteAssistantAdminAccount(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .delete(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.id, id),
        eq(accounts.role, 'asstadmin'),
      ),
    )
    .returning({ id: accounts.id, name: accounts.name, email: accounts.email });
  return row;
}
