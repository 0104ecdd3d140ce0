import type { PayrollGeneration } from '@tembusu/contracts/payroll-runs';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payrollGenerations } from '../../db/schema/payroll.js';

export async function insertGeneration(db: Db, values: typeof payrollGenerations.$inferInsert) {
  const [row] = await db.insert(payrollGenerations).values(values).returning();
  if (!row) throw new Error('The payroll generation was not recorded');
  return row;
}

export async function findGeneration(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrollGenerations)
    .where(
      and(eq(payrollGenerations.organizationId, organizationId), eq(payrollGenerations.id, id)),
    );
  return row;
}

/**
 * Moves a generation on, but only from one of the states named, so that a generation another
 * instance finished or gave up on stays as it is. Answers the row if it moved.
 */
export async function advanceGeneration(
  db: Db,
  organizationId: string,
  id: string,
  from: PayrollGeneration['state'][],
  values: Partial<typeof payrollGenerations.$inferInsert>,
) {
  const [row] = await db
    .update(payrollGenerations)
    .set(values)
    .where(
      and(
        eq(payrollGenerations.organizationId, organizationId),
        eq(payrollGenerations.id, id),
        inArray(payrollGenerations.state, from),
      ),
    )
    .returning();
  return row;
}

/** The generation's state, locked until the transaction ends. */
export async function lockGeneration(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ state: payrollGenerations.state })
    .from(payrollGenerations)
    .where(
      and(eq(payrollGenerations.organizationId, organizationId), eq(payrollGenerations.id, id)),
    )
    .for('update');
  return row;
}

/**
 * Every organisation's running generations not heard from since `before`, failed with the
 * reason given. Answers how many there were.
 */
export async function failStalledGenerations(db: Db, before: Date, error: string, now: Date) {
  const rows = await db
    .update(payrollGenerations)
    .set({ state: 'failed', error, updatedAt: now })
    .where(and(eq(payrollGenerations.state, 'running'), lt(payrollGenerations.updatedAt, before)))
    .returning({ id: payrollGenerations.id });
  return rows.length;
}
