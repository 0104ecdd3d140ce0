import type { ClaimStatus } from '@tembusu/contracts/claims';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  claimEvents,
  claimReceipts,
  claimSettings,
  claims,
  claimTypes,
} from '../../db/schema/claims.js';
import { employees } from '../../db/schema/employees.js';
import { accounts } from '../../db/schema/identity.js';
import { departments } from '../../db/schema/organizations.js';
import { payItems, payrolls } from '../../db/schema/payroll.js';
import { uploads } from '../../db/schema/uploads.js';

export type ClaimTypeRecord = typeof claimTypes.$inferSelect;
export type ClaimTypeValues = Omit<
  typeof claimTypes.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;
export type ClaimRecord = typeof claims.$inferSelect;
export type ClaimValues = typeof claims.$inferInsert;

/**
 * One person's claims are written by one transaction at a time: the limits they count (a month's,
 * a year's) hold when claims are sent or approved at once.
 */
export async function lockClaimsOf(db: Db, organizationId: string, employeeId: string) {
  const key = `claims-of:${organizationId}:${employeeId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The organisation's next claim number, taken under its numbering lock until the transaction
 * ends: two claims made at once never take the same number.
 */
export async function takeClaimNumber(db: Db, organizationId: string): Promise<number> {
  const key = `claim-numbers:${organizationId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${claims.number}), 0)::int` })
    .from(claims)
    .where(eq(claims.organizationId, organizationId));
  return (row?.last ?? 0) + 1;
}

// Types ------------------------------------------------------------------------------------------

export type ClaimTypeRow = {
  type: ClaimTypeRecord;
  payItemDescription: string;
  payItemCpfType: 'OrdinaryWages' | 'AdditionalWages' | 'NoWages';
  claimCount: number;
};

/**
 * The organisation's claim types by name, with their pay item and how many claims each has: all
 * of them, or, given an employee, that employee's.
 */
export function listClaimTypeRows(
  db: Db,
  organizationId: string,
  filter: { ids?: readonly string[]; claimsOf?: string } = {},
): Promise<ClaimTypeRow[]> {
  if (filter.ids?.length === 0) return Promise.resolve([]);
  const claimCount = sql<number>`(
    select count(*)::int from ${claims}
     where ${claims.organizationId} = ${organizationId}
       and ${claims.claimTypeId} = ${claimTypes.id}
       ${filter.claimsOf ? sql`and ${claims.employeeId} = ${filter.claimsOf}` : sql``}
  )`;
  return db
    .select({
      type: claimTypes,
      payItemDescription: payItems.description,
      payItemCpfType: payItems.cpfType,
      claimCount,
    })
    .from(claimTypes)
    .innerJoin(payItems, eq(payItems.id, claimTypes.payItemId))
    .where(
      and(
        eq(claimTypes.organizationId, organizationId),
        filter.ids ? inArray(claimTypes.id, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${claimTypes.name})`), asc(claimTypes.id));
}

export async function findClaimType(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(claimTypes)
    .where(and(eq(claimTypes.organizationId, organizationId), eq(claimTypes.id, id)));
  return row;
}

export async function insertClaimType(db: Db, organizationId: string, values: ClaimTypeValues) {
  const [row] = await db
    .insert(claimTypes)
    .values({ ...values, organizationId })
    .returning({ id: claimTypes.id });
  if (!row) throw new Error('The claim type was not saved');
  return row.id;
}

export async function updateClaimType(
  db: Db,
  organizationId: string,
  id: string,
  values: ClaimTypeValues,
) {
  await db
    .update(claimTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(claimTypes.organizationId, organizationId), eq(claimTypes.id, id)));
}

export async function deleteClaimType(db: Db, organizationId: string, id: string) {
  await db
    .delete(claimTypes)
    .where(and(eq(claimTypes.organizationId, organizationId), eq(claimTypes.id, id)));
}

export async function claimTypeInUse(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.organizationId, organizationId), eq(claims.claimTypeId, id)))
    .limit(1);
  return row !== undefined;
}

/** A pay item of the organisation, as a claim type is paid through it. */
export async function findPayItemForClaims(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: payItems.id,
      description: payItems.description,
      type: payItems.type,
      cpfType: payItems.cpfType,
      isActive: payItems.isActive,
    })
    .from(payItems)
    .where(and(eq(payItems.organizationId, organizationId), eq(payItems.id, id)));
  return row;
}

/** The organisation's departments among these ids, with their names. */
export function departmentsAmong(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), inArray(departments.id, [...ids])));
}

// Settings ---------------------------------------------------------------------------------------

export async function findClaimSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(claimSettings)
    .where(eq(claimSettings.organizationId, organizationId));
  return row;
}

export async function upsertClaimSettings(
  db: Db,
  organizationId: string,
  values: Omit<typeof claimSettings.$inferInsert, 'organizationId' | 'updatedAt'>,
) {
  await db
    .insert(claimSettings)
    .values({ ...values, organizationId })
    .onConflictDoUpdate({
      target: claimSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    });
}

// People -----------------------------------------------------------------------------------------

const managers = alias(employees, 'managers');
const heads = alias(employees, 'heads');

export type ClaimPerson = {
  id: string;
  accountId: string;
  name: string;
  isActive: boolean;
  employeeNumber: string;
  employmentType: string;
  employmentStartDate: string;
  employmentEndDate: string | null;
  departmentId: string | null;
  managerId: string | null;
  managerAccountId: string | null;
  departmentHeadId: string | null;
  departmentHeadAccountId: string | null;
};

const personColumns = {
  id: employees.id,
  accountId: employees.accountId,
  name: accounts.name,
  isActive: accounts.isActive,
  employeeNumber: employees.employeeNumber,
  employmentType: employees.employmentType,
  employmentStartDate: employees.employmentStartDate,
  employmentEndDate: employees.employmentEndDate,
  departmentId: employees.departmentId,
  managerId: employees.managerId,
  managerAccountId: managers.accountId,
  departmentHeadId: departments.headEmployeeId,
  departmentHeadAccountId: heads.accountId,
};

/** Employees of the organisation with who approves for them. */
export function claimPeople(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ClaimPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .leftJoin(heads, eq(heads.id, departments.headEmployeeId))
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, [...ids])));
}

// Claims -----------------------------------------------------------------------------------------

export type ClaimFilter = {
  statuses?: readonly ClaimStatus[];
  claimTypeId?: string;
  departmentId?: string;
  employeeIds?: readonly string[];
  from?: string;
  to?: string;
  search?: string;
};

const claimNumberText = sql<string>`'CL-' || lpad(${claims.number}::text, greatest(6, length(${claims.number}::text)), '0')`;

function claimConditions(organizationId: string, filter: ClaimFilter): SQL[] {
  const conditions: SQL[] = [eq(claims.organizationId, organizationId)];
  if (filter.statuses) conditions.push(inArray(claims.status, [...filter.statuses]));
  if (filter.claimTypeId) conditions.push(eq(claims.claimTypeId, filter.claimTypeId));
  if (filter.departmentId) conditions.push(eq(employees.departmentId, filter.departmentId));
  if (filter.employeeIds) conditions.push(inArray(claims.employeeId, [...filter.employeeIds]));
  if (filter.from) conditions.push(gte(claims.claimDate, filter.from));
  if (filter.to) conditions.push(lte(claims.claimDate, filter.to));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(accounts.name, pattern),
      ilike(employees.employeeNumber, pattern),
      ilike(claims.description, pattern),
      ilike(claimNumberText, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions;
}

const deciders = alias(accounts, 'deciders');

export type ClaimRow = {
  claim: ClaimRecord;
  employeeName: string;
  employeeNumber: string;
  departmentName: string | null;
  typeName: string;
  typeTaxable: boolean;
  decidedByName: string | null;
  payrollNo: number | null;
  payrollYear: number | null;
  payrollMonth: number | null;
};

function claimsQuery(db: Db) {
  return db
    .select({
      claim: claims,
      employeeName: accounts.name,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      typeName: claimTypes.name,
      typeTaxable: claimTypes.taxable,
      decidedByName: deciders.name,
      payrollNo: payrolls.payrollNo,
      payrollYear: payrolls.year,
      payrollMonth: payrolls.month,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(claimTypes, eq(claimTypes.id, claims.claimTypeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(deciders, eq(deciders.id, claims.decidedBy))
    .leftJoin(payrolls, eq(payrolls.id, claims.payrollId));
}

export async function listClaimPage(
  db: Db,
  organizationId: string,
  filter: ClaimFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ClaimRow[]; total: number }> {
  const where = and(...claimConditions(organizationId, filter));
  const rows = await claimsQuery(db)
    .where(where)
    .orderBy(desc(claims.claimDate), desc(claims.number))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ value: count() })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Per status, the claims the filter matches and what they come to in SGD. */
export function claimStatusTotals(
  db: Db,
  organizationId: string,
  filter: ClaimFilter,
): Promise<{ status: ClaimStatus; count: number; amountSgd: string }[]> {
  return db
    .select({
      status: claims.status,
      count: sql<number>`count(*)::int`,
      amountSgd: sql<string>`coalesce(sum(${claims.amountSgd}), 0)::text`,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(...claimConditions(organizationId, filter)))
    .groupBy(claims.status);
}

export async function findClaimRow(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ClaimRow | undefined> {
  const [row] = await claimsQuery(db).where(
    and(eq(claims.organizationId, organizationId), eq(claims.id, id)),
  );
  return row;
}

export function claimRowsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ClaimRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return claimsQuery(db)
    .where(and(eq(claims.organizationId, organizationId), inArray(claims.id, [...ids])))
    .orderBy(desc(claims.claimDate), desc(claims.number));
}

export async function insertClaim(db: Db, values: ClaimValues): Promise<string> {
  const [row] = await db.insert(claims).values(values).returning({ id: claims.id });
  if (!row) throw new Error('The claim was not saved');
  return row.id;
}

export async function updateClaim(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<ClaimValues>,
) {
  await db
    .update(claims)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(claims.organizationId, organizationId), eq(claims.id, id)));
}

/** Deletes a claim with its receipts' links and its events. */
export async function deleteClaim(db: Db, organizationId: string, id: string) {
  await db.delete(claims).where(and(eq(claims.organizationId, organizationId), eq(claims.id, id)));
}

/** The claim's receipts become these uploads, in this order. */
export async function replaceClaimReceipts(
  db: Db,
  organizationId: string,
  claimId: string,
  uploadIds: readonly string[],
) {
  await db
    .delete(claimReceipts)
    .where(
      and(eq(claimReceipts.organizationId, organizationId), eq(claimReceipts.claimId, claimId)),
    );
  if (uploadIds.length === 0) return;
  await db
    .insert(claimReceipts)
    .values(
      uploadIds.map((uploadId, position) => ({ organizationId, claimId, uploadId, position })),
    );
}

export function receiptsOfClaims(db: Db, organizationId: string, claimIds: readonly string[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      claimId: claimReceipts.claimId,
      id: uploads.id,
      name: uploads.name,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(claimReceipts)
    .innerJoin(uploads, eq(uploads.id, claimReceipts.uploadId))
    .where(
      and(
        eq(claimReceipts.organizationId, organizationId),
        inArray(claimReceipts.claimId, [...claimIds]),
      ),
    )
    .orderBy(asc(claimReceipts.position));
}

export async function insertClaimEvent(db: Db, values: typeof claimEvents.$inferInsert) {
  await db.insert(claimEvents).values(values);
}

export function eventsOfClaims(db: Db, organizationId: string, claimIds: readonly string[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      claimId: claimEvents.claimId,
      kind: claimEvents.kind,
      level: claimEvents.level,
      actorName: accounts.name,
      comment: claimEvents.comment,
      at: claimEvents.at,
    })
    .from(claimEvents)
    .leftJoin(accounts, eq(accounts.id, claimEvents.actorAccountId))
    .where(
      and(
        eq(claimEvents.organizationId, organizationId),
        inArray(claimEvents.claimId, [...claimIds]),
      ),
    )
    .orderBy(asc(claimEvents.sequence));
}

const otherClaims = alias(claims, 'other_claims');
const otherReceipts = alias(claimReceipts, 'other_receipts');
const otherUploads = alias(uploads, 'other_uploads');

/**
 * For each claim, the organisation's other claims with a receipt of the same file (by content
 * hash, or the very same upload), the same SGD amount and the same date.
 */
export function duplicatesOfClaims(db: Db, organizationId: string, claimIds: readonly string[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({
      claimId: claims.id,
      id: otherClaims.id,
      number: otherClaims.number,
      employeeId: otherClaims.employeeId,
      status: otherClaims.status,
    })
    .from(claims)
    .innerJoin(claimReceipts, eq(claimReceipts.claimId, claims.id))
    .innerJoin(uploads, eq(uploads.id, claimReceipts.uploadId))
    .innerJoin(
      otherUploads,
      and(
        eq(otherUploads.organizationId, organizationId),
        or(
          eq(otherUploads.id, uploads.id),
          and(
            sql`${uploads.contentSha256} is not null`,
            eq(otherUploads.contentSha256, uploads.contentSha256),
          ),
        ),
      ),
    )
    .innerJoin(
      otherReceipts,
      and(
        eq(otherReceipts.organizationId, organizationId),
        eq(otherReceipts.uploadId, otherUploads.id),
      ),
    )
    .innerJoin(
      otherClaims,
      and(
        eq(otherClaims.organizationId, organizationId),
        eq(otherClaims.id, otherReceipts.claimId),
        ne(otherClaims.id, claims.id),
        eq(otherClaims.amountSgd, claims.amountSgd),
        eq(otherClaims.claimDate, claims.claimDate),
      ),
    )
    .where(and(eq(claims.organizationId, organizationId), inArray(claims.id, [...claimIds])))
    .orderBy(asc(otherClaims.number));
}

/** What a person's claims of a type in some statuses dated between two days come to, in SGD. */
export async function claimedSgd(
  db: Db,
  organizationId: string,
  filter: {
    employeeId: string;
    claimTypeId: string;
    from: string;
    to: string;
    statuses: readonly ClaimStatus[];
    excludingId: string | null;
  },
): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${claims.amountSgd}), 0)::text` })
    .from(claims)
    .where(
      and(
        eq(claims.organizationId, organizationId),
        eq(claims.employeeId, filter.employeeId),
        eq(claims.claimTypeId, filter.claimTypeId),
        inArray(claims.status, [...filter.statuses]),
        gte(claims.claimDate, filter.from),
        lte(claims.claimDate, filter.to),
        filter.excludingId ? ne(claims.id, filter.excludingId) : undefined,
      ),
    );
  return row?.total ?? '0';
}

/** Per claim type, what a person's claims in the statuses dated in a month and a year come to. */
export function claimedSgdByType(
  db: Db,
  organizationId: string,
  filter: {
    employeeId: string;
    statuses: readonly ClaimStatus[];
    month: { from: string; to: string };
    year: { from: string; to: string };
  },
): Promise<{ claimTypeId: string; month: string; year: string }[]> {
  const inMonth = sql`${claims.claimDate} between ${filter.month.from} and ${filter.month.to}`;
  return db
    .select({
      claimTypeId: claims.claimTypeId,
      month: sql<string>`coalesce(sum(${claims.amountSgd}) filter (where ${inMonth}), 0)::text`,
      year: sql<string>`coalesce(sum(${claims.amountSgd}), 0)::text`,
    })
    .from(claims)
    .where(
      and(
        eq(claims.organizationId, organizationId),
        eq(claims.employeeId, filter.employeeId),
        inArray(claims.status, [...filter.statuses]),
        gte(claims.claimDate, filter.year.from),
        lte(claims.claimDate, filter.year.to),
      ),
    )
    .groupBy(claims.claimTypeId);
}

// Notices ----------------------------------------------------------------------------------------

/** Where to mail about claims: the accounts of some employees and of some accounts. */
export function claimMailboxes(
  db: Db,
  organizationId: string,
  who: { employeeIds: readonly string[]; accountIds: readonly string[] },
) {
  if (who.employeeIds.length === 0 && who.accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: employees.id,
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: accounts.role,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .leftJoin(
      employees,
      and(eq(employees.accountId, accounts.id), eq(employees.organizationId, organizationId)),
    )
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        or(
          who.employeeIds.length > 0 ? inArray(employees.id, [...who.employeeIds]) : undefined,
          who.accountIds.length > 0 ? inArray(accounts.id, [...who.accountIds]) : undefined,
        ),
      ),
    );
}
