import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('The upload was not saved');
  return row;
}

export async function findUploadRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, id)));
  return row;
}

/** Several uploads in one statement, their ids given (the demo seed's medical certificates). */
export async function insertUploads(db: Db, values: readonly (typeof uploads.$inferInsert)[]) {
  if (values.length > 0) await db.insert(uploads).values([...values]);
}
