import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';

export type OutboxValues = {
  organizationId: string | null;
  toAddress: string;
  subject: string;
  bodyText: string;
};

export async function insertOutboxMail(db: Db, values: OutboxValues): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not queued');
  return row.id;
}

export async function findPendingMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status === 'pending' ? row : undefined;
}

export async function markMailSent(db: Db, id: string, at: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(db: Db, id: string, error: string, final: boolean) {
  await db
    .update(mailOutbox)
    .set({
      status: final ? 'failed' : 'pending',
      lastError: error,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id));
}
