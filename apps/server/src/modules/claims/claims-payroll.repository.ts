import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { claimEvents, claims, claimTypes } from '../../db/schema/claims.js';
import { payItems } from '../../db/schema/payroll.js';

/** A claim as payroll pays it: whose, how much in SGD, and the pay item its type pays through. */
export type PayableClaimRow = {
  id: string;
  number: number;
  employeeId: string;
  status: (typeof claims.$inferSelect)['status'];
  amountSgd: string;
  payrollId: string | null;
  payrollMonth: string | null;
  payItem: {
    id: string;
    description: string;
    type: (typeof payItems.$inferSelect)['type'];
    cPFType: (typeof payItems.$inferSelect)['cpfType'];
    iRBACode: (typeof payItems.$inferSelect)['incomeType'];
  };
};

const payableColumns = {
  id: claims.id,
  number: claims.number,
  employeeId: claims.employeeId,
  status: claims.status,
  amountSgd: claims.amountSgd,
  payrollId: claims.payrollId,
  payrollMonth: claims.payrollMonth,
  payItem: {
    id: payItems.id,
    description: payItems.description,
    type: payItems.type,
    cPFType: payItems.cpfType,
    iRBACode: payItems.incomeType,
  },
};

function payableClaims(db: Db, organizationId: string) {
  return db
    .select(payableColumns)
    .from(claims)
    .innerJoin(
      claimTypes,
      and(eq(claimTypes.id, claims.claimTypeId), eq(claimTypes.organizationId, organizationId)),
    )
    .innerJoin(
      payItems,
      and(eq(payItems.id, claimTypes.payItemId), eq(payItems.organizationId, organizationId)),
    );
}

/**
 * Approved claims due by the month (by their payroll month) not linked to any payroll, and every
 * claim linked to this payroll, oldest first.
 */
export function claimsDueOrLinked(
  db: Db,
  organizationId: string,
  payrollId: string,
  month: string,
): Promise<PayableClaimRow[]> {
  return payableClaims(db, organizationId)
    .where(
      and(
        eq(claims.organizationId, organizationId),
        or(
          eq(claims.payrollId, payrollId),
          and(
            eq(claims.status, 'approved'),
            isNull(claims.payrollId),
            lte(claims.payrollMonth, month),
          ),
        ),
      ),
    )
    .orderBy(asc(claims.number));
}

/** The claims named, locked until the caller's transaction ends. */
export function lockClaimsForPayroll(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PayableClaimRow[]> {
  return payableClaims(db, organizationId)
    .where(and(eq(claims.organizationId, organizationId), inArray(claims.id, [...ids])))
    .orderBy(asc(claims.number))
    .for('update', { of: claims });
}

/** The claims linked to a payroll, of the people named (everyone's when none are). */
export function claimsLinkedTo(
  db: Db,
  organizationId: string,
  payrollId: string,
  employeeIds?: readonly string[],
): Promise<PayableClaimRow[]> {
  return payableClaims(db, organizationId)
    .where(
      and(
        eq(claims.organizationId, organizationId),
        eq(claims.payrollId, payrollId),
        employeeIds ? inArray(claims.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(claims.number));
}

export async function setClaimsPayroll(
  db: Db,
  organizationId: string,
  ids: readonly string[],
  values: Partial<Pick<typeof claims.$inferInsert, 'payrollId' | 'status' | 'paidAt'>> & {
    updatedAt: Date;
  },
) {
  if (ids.length === 0) return;
  await db
    .update(claims)
    .set(values)
    .where(and(eq(claims.organizationId, organizationId), inArray(claims.id, [...ids])));
}

export async function insertClaimEvents(db: Db, rows: (typeof claimEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(claimEvents).values(rows);
}
