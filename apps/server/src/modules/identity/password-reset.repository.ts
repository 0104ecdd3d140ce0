import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetCodes } from '../../db/schema/identity.js';

export async function latestOpenCode(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.accountId, accountId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

/** A new code replaces the account's open ones. */
export async function replaceOpenCodes(
  db: Db,
  values: { accountId: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: values.createdAt })
    .where(
      and(eq(passwordResetCodes.accountId, values.accountId), isNull(passwordResetCodes.usedAt)),
    );
  await db.insert(passwordResetCodes).values(values);
}

/**
 * Takes one of the code's tries in one statement, while it is open and has tries left: concurrent
 * guesses queue on the row, so no more than `maxTries` of them are ever compared. Answers the
 * tries taken so far, or undefined when none was left.
 */
export async function takeTry(db: Db, codeId: string, maxTries: number, now: Date) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, maxTries),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  return row?.attempts;
}

export async function giveBackTry(db: Db, codeId: string) {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
    .where(eq(passwordResetCodes.id, codeId));
}

/** Answers false when another reset used the code first. */
export async function markCodeUsed(db: Db, codeId: string, at: Date) {
  const used = await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return used.length > 0;
}
