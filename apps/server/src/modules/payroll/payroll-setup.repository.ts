import type { PayFrequency } from '@tembusu/contracts/payroll';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/employees.js';
import {
  payItems,
  paymentDateOverrides,
  payrollSettings,
  paySchemeTemplateItems,
  paySchemeTemplates,
} from '../../db/schema/payroll.js';

export type PayItemRow = typeof payItems.$inferSelect & { templateCount: number };
export type PaySchemeTemplateRow = typeof paySchemeTemplates.$inferSelect;
export type TemplateItemRow = typeof paySchemeTemplateItems.$inferSelect & {
  item: typeof payItems.$inferSelect;
};

/** How many templates include each pay item. */
async function templateCounts(db: Db, organizationId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ payItemId: paySchemeTemplateItems.payItemId, n: count() })
    .from(paySchemeTemplateItems)
    .where(eq(paySchemeTemplateItems.organizationId, organizationId))
    .groupBy(paySchemeTemplateItems.payItemId);
  return new Map(rows.map((row) => [row.payItemId, row.n]));
}

export async function listPayItems(db: Db, organizationId: string): Promise<PayItemRow[]> {
  const rows = await db
    .select()
    .from(payItems)
    .where(eq(payItems.organizationId, organizationId))
    .orderBy(asc(sql`lower(${payItems.description})`));
  const counts = await templateCounts(db, organizationId);
  return rows.map((row) => ({ ...row, templateCount: counts.get(row.id) ?? 0 }));
}

export async function findPayItem(
  db: Db,
  organizationId: string,
  id: string,
): Promise<PayItemRow | undefined> {
  const [row] = await db
    .select()
    .from(payItems)
    .where(and(eq(payItems.organizationId, organizationId), eq(payItems.id, id)));
  if (!row) return undefined;
  const counts = await templateCounts(db, organizationId);
  return { ...row, templateCount: counts.get(row.id) ?? 0 };
}

export async function insertPayItem(db: Db, values: typeof payItems.$inferInsert) {
  const [row] = await db.insert(payItems).values(values).returning({ id: payItems.id });
  if (!row) throw new Error('The pay item was not saved');
  return row.id;
}

export async function updatePayItem(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof payItems.$inferInsert>,
) {
  const rows = await db
    .update(payItems)
    .set(values)
    .where(and(eq(payItems.organizationId, organizationId), eq(payItems.id, id)))
    .returning({ id: payItems.id });
  return rows.length > 0;
}

export async function deletePayItem(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(payItems)
    .where(and(eq(payItems.organizationId, organizationId), eq(payItems.id, id)))
    .returning({ id: payItems.id });
  return rows.length > 0;
}

/** The pay items among `ids` that belong to the organisation. */
export async function findPayItems(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payItems)
    .where(and(eq(payItems.organizationId, organizationId), inArray(payItems.id, ids)));
}

/** How many employees each template is assigned to. */
async function employeeCounts(db: Db, organizationId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ templateId: employees.paySchemeTemplateId, n: count() })
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), isNotNull(employees.paySchemeTemplateId)),
    )
    .groupBy(employees.paySchemeTemplateId);
  return new Map(rows.map((row) => [row.templateId as string, row.n]));
}

export async function listPaySchemeTemplates(db: Db, organizationId: string) {
  const rows = await db
    .select()
    .from(paySchemeTemplates)
    .where(eq(paySchemeTemplates.organizationId, organizationId))
    .orderBy(asc(sql`lower(${paySchemeTemplates.name})`));
  const counts = await employeeCounts(db, organizationId);
  return rows.map((template) => ({ template, employeeCount: counts.get(template.id) ?? 0 }));
}

export async function findPaySchemeTemplate(db: Db, organizationId: string, id: string) {
  const [template] = await db
    .select()
    .from(paySchemeTemplates)
    .where(
      and(eq(paySchemeTemplates.organizationId, organizationId), eq(paySchemeTemplates.id, id)),
    );
  if (!template) return undefined;
  const counts = await employeeCounts(db, organizationId);
  return { template, employeeCount: counts.get(template.id) ?? 0 };
}

/** Every item of the given templates, in each template's order. */
export async function listTemplateItems(
  db: Db,
  organizationId: string,
  templateIds: string[],
): Promise<TemplateItemRow[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .select({ entry: paySchemeTemplateItems, item: payItems })
    .from(paySchemeTemplateItems)
    .innerJoin(payItems, eq(payItems.id, paySchemeTemplateItems.payItemId))
    .where(
      and(
        eq(paySchemeTemplateItems.organizationId, organizationId),
        inArray(paySchemeTemplateItems.templateId, templateIds),
      ),
    )
    .orderBy(asc(paySchemeTemplateItems.position));
  return rows.map(({ entry, item }) => ({ ...entry, item }));
}

export async function insertPaySchemeTemplate(
  db: Db,
  values: typeof paySchemeTemplates.$inferInsert,
) {
  const [row] = await db
    .insert(paySchemeTemplates)
    .values(values)
    .returning({ id: paySchemeTemplates.id });
  if (!row) throw new Error('The pay scheme template was not saved');
  return row.id;
}

export async function updatePaySchemeTemplate(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<typeof paySchemeTemplates.$inferInsert>,
) {
  const rows = await db
    .update(paySchemeTemplates)
    .set(values)
    .where(
      and(eq(paySchemeTemplates.organizationId, organizationId), eq(paySchemeTemplates.id, id)),
    )
    .returning({ id: paySchemeTemplates.id });
  return rows.length > 0;
}

/** Replaces a template's items with `items`, in their order. */
export async function replaceTemplateItems(
  db: Db,
  organizationId: string,
  templateId: string,
  items: Omit<typeof paySchemeTemplateItems.$inferInsert, 'organizationId' | 'templateId'>[],
) {
  await db
    .delete(paySchemeTemplateItems)
    .where(
      and(
        eq(paySchemeTemplateItems.organizationId, organizationId),
        eq(paySchemeTemplateItems.templateId, templateId),
      ),
    );
  if (items.length === 0) return;
  await db
    .insert(paySchemeTemplateItems)
    .values(items.map((item) => ({ ...item, organizationId, templateId })));
}

export async function deletePaySchemeTemplate(db: Db, organizationId: string, id: string) {
  const rows = await db
    .delete(paySchemeTemplates)
    .where(
      and(eq(paySchemeTemplates.organizationId, organizationId), eq(paySchemeTemplates.id, id)),
    )
    .returning({ id: paySchemeTemplates.id });
  return rows.length > 0;
}

export async function findPayrollSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, organizationId));
  return row;
}

export async function savePayrollSettings(db: Db, values: typeof payrollSettings.$inferInsert) {
  const { organizationId, ...changes } = values;
  await db
    .insert(payrollSettings)
    .values(values)
    .onConflictDoUpdate({ target: payrollSettings.organizationId, set: changes });
}

export async function listPaymentDateOverrides(
  db: Db,
  organizationId: string,
  periodType: PayFrequency,
  year: number,
) {
  return db
    .select()
    .from(paymentDateOverrides)
    .where(
      and(
        eq(paymentDateOverrides.organizationId, organizationId),
        eq(paymentDateOverrides.periodType, periodType),
        eq(paymentDateOverrides.year, year),
      ),
    );
}

export async function savePaymentDateOverride(
  db: Db,
  values: typeof paymentDateOverrides.$inferInsert,
) {
  await db
    .insert(paymentDateOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [
        paymentDateOverrides.organizationId,
        paymentDateOverrides.periodType,
        paymentDateOverrides.year,
        paymentDateOverrides.periodValue,
      ],
      set: { paymentDate: values.paymentDate },
    });
}

export async function deletePaymentDateOverride(
  db: Db,
  organizationId: string,
  key: { periodType: PayFrequency; year: number; periodValue: number },
) {
  await db
    .delete(paymentDateOverrides)
    .where(
      and(
        eq(paymentDateOverrides.organizationId, organizationId),
        eq(paymentDateOverrides.periodType, key.periodType),
        eq(paymentDateOverrides.year, key.year),
        eq(paymentDateOverrides.periodValue, key.periodValue),
      ),
    );
}
