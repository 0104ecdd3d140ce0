import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rosterShifts, shiftTemplates } from '../../db/schema/attendance.js';
import { branches } from '../../db/schema/organizations.js';

export type ShiftTemplateRecord = typeof shiftTemplates.$inferSelect & {
  branchName: string | null;
};
export type ShiftTemplateValues = Omit<
  typeof shiftTemplates.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

// A template with the name of the branch it is for; the branch is the same organisation's.
function selectTemplates(db: Db) {
  return db
    .select({ ...getTableColumns(shiftTemplates), branchName: branches.name })
    .from(shiftTemplates)
    .leftJoin(
      branches,
      and(
        eq(branches.id, shiftTemplates.branchId),
        eq(branches.organizationId, shiftTemplates.organizationId),
      ),
    );
}

/** The organisation's templates by name, ignoring case; inactive ones only when asked. */
export function listShiftTemplates(
  db: Db,
  organizationId: string,
  includeInactive: boolean,
): Promise<ShiftTemplateRecord[]> {
  const conditions = [eq(shiftTemplates.organizationId, organizationId)];
  if (!includeInactive) conditions.push(eq(shiftTemplates.isActive, true));
  return selectTemplates(db)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${shiftTemplates.name})`), asc(shiftTemplates.id));
}

export async function findShiftTemplate(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ShiftTemplateRecord | undefined> {
  const [row] = await selectTemplates(db).where(
    and(eq(shiftTemplates.organizationId, organizationId), eq(shiftTemplates.id, id)),
  );
  return row;
}

/**
 * Locks a template against being placed on the roster (placing one takes a key-share lock on it)
 * until the transaction ends; answers whether the organisation has it.
 */
export async function lockShiftTemplate(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: shiftTemplates.id })
    .from(shiftTemplates)
    .where(and(eq(shiftTemplates.organizationId, organizationId), eq(shiftTemplates.id, id)))
    .for('update');
  return row !== undefined;
}

export async function insertShiftTemplate(
  db: Db,
  organizationId: string,
  values: ShiftTemplateValues,
): Promise<string> {
  const [row] = await db
    .insert(shiftTemplates)
    .values({ ...values, organizationId })
    .returning({ id: shiftTemplates.id });
  if (!row) throw new Error('The shift template was not saved');
  return row.id;
}

export async function updateShiftTemplate(
  db: Db,
  organizationId: string,
  id: string,
  values: ShiftTemplateValues & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(shiftTemplates)
    .set(values)
    .where(and(eq(shiftTemplates.organizationId, organizationId), eq(shiftTemplates.id, id)))
    .returning({ id: shiftTemplates.id });
  return rows.length > 0;
}

export async function deleteShiftTemplate(db: Db, organizationId: string, id: string) {
  await db
    .delete(shiftTemplates)
    .where(and(eq(shiftTemplates.organizationId, organizationId), eq(shiftTemplates.id, id)));
}

/** Whether any shift on the roster, in any state, was placed from the template. */
export async function templateOnRoster(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: rosterShifts.id })
    .from(rosterShifts)
    .where(and(eq(rosterShifts.organizationId, organizationId), eq(rosterShifts.templateId, id)))
    .limit(1);
  return row !== undefined;
}
