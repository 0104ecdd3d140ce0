// Claim types and claim settings: what an organisation lets its people claim, up to what, paid
// through which pay item, and how claims are approved.
import {
  type ClaimSettings,
  type ClaimType,
  claimTypeExistsMessage,
  claimTypeInUseMessage,
  defaultClaimSettings,
  type zClaimSettings,
  type zClaimTypeInput,
} from '@tembusu/contracts/claims';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  type ClaimTypeRow,
  type ClaimTypeValues,
  claimTypeInUse,
  deleteClaimType,
  departmentsAmong,
  findClaimSettings,
  findClaimType,
  findPayItemForClaims,
  insertClaimType,
  listClaimTypeRows,
  updateClaimType,
  upsertClaimSettings,
} from './claims.repository.js';

type ClaimTypeInput = z.output<typeof zClaimTypeInput>;

// Types ------------------------------------------------------------------------------------------

/** Claim types as the API shows them, with their departments' names. */
export async function presentClaimTypes(
  tx: Db,
  organizationId: string,
  rows: readonly ClaimTypeRow[],
): Promise<ClaimType[]> {
  const departmentIds = [...new Set(rows.flatMap((row) => row.type.departmentIds))];
  const names = new Map(
    (await departmentsAmong(tx, organizationId, departmentIds)).map((row) => [row.id, row.name]),
  );
  return rows.map(({ type, payItemDescription, payItemCpfType, claimCount }) => ({
    id: type.id,
    name: type.name,
    description: type.description,
    limitPerClaim: type.limitPerClaim,
    limitPerMonth: type.limitPerMonth,
    limitPerYear: type.limitPerYear,
    receiptRequired: type.receiptRequired,
    taxable: type.taxable,
    incomeType: type.incomeType,
    payItem: { id: type.payItemId, description: payItemDescription, cPFType: payItemCpfType },
    departments: type.departmentIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id) ?? '' })),
    employmentTypes: type.employmentTypes,
    isActive: type.isActive,
    claimCount,
  }));
}

async function presentOneType(tx: Db, organizationId: string, id: string) {
  const [type] = await presentClaimTypes(
    tx,
    organizationId,
    await listClaimTypeRows(tx, organizationId, { ids: [id] }),
  );
  if (!type) throw notFound('Claim type');
  return type;
}

/**
 * Checks what a type names of the organisation: its pay item (active, and of the kind its tax
 * treatment pays through) and its departments.
 */
async function typeValues(
  tx: Db,
  organizationId: string,
  input: ClaimTypeInput,
): Promise<ClaimTypeValues> {
  const payItem = await findPayItemForClaims(tx, organizationId, input.payItemId);
  if (!payItem?.isActive) {
    throw invalid('payItemId', 'payItemId: choose an active pay item');
  }
  if (input.taxable) {
    if (payItem.type !== 'Addition' || payItem.cpfType === 'NoWages') {
      throw invalid(
        'payItemId',
        'payItemId: a taxable claim is paid through an addition of ordinary or additional wages',
      );
    }
  } else if (payItem.type !== 'Reimbursement' || payItem.cpfType !== 'NoWages') {
    throw invalid(
      'payItemId',
      'payItemId: a claim that is not taxable is paid through a reimbursement that is not wages',
    );
  }
  const departmentIds = [...new Set(input.departmentIds)];
  const found = await departmentsAmong(tx, organizationId, departmentIds);
  if (found.length !== departmentIds.length) {
    throw invalid('departmentIds', 'departmentIds: choose departments from the list');
  }
  return {
    name: input.name,
    description: input.description,
    limitPerClaim: input.limitPerClaim,
    limitPerMonth: input.limitPerMonth,
    limitPerYear: input.limitPerYear,
    receiptRequired: input.receiptRequired,
    taxable: input.taxable,
    incomeType: input.incomeType,
    payItemId: payItem.id,
    departmentIds,
    employmentTypes: [...new Set(input.employmentTypes)],
    isActive: input.isActive,
  };
}

/** Saves a type, answering 409 when another type of the organisation has its name. */
async function savingType<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'claim_types_name_key')) throw conflict(claimTypeExistsMessage);
    throw error;
  }
}

export function listClaimTypes(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    presentClaimTypes(tx, ctx.organizationId, await listClaimTypeRows(tx, ctx.organizationId)),
  );
}

export function getClaimType(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => presentOneType(tx, ctx.organizationId, id));
}

export function createClaimType(ctx: TenantContext, input: ClaimTypeInput) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const values = await typeValues(tx, ctx.organizationId, input);
    const id = await savingType(() => insertClaimType(tx, ctx.organizationId, values));
    await recordTenantAudit(ctx, tx, 'claims.type.create', id, { name: values.name });
    return presentOneType(tx, ctx.organizationId, id);
  });
}

export function editClaimType(ctx: TenantContext, id: string, input: ClaimTypeInput) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await findClaimType(tx, ctx.organizationId, id))) throw notFound('Claim type');
    const values = await typeValues(tx, ctx.organizationId, input);
    await savingType(() => updateClaimType(tx, ctx.organizationId, id, values));
    await recordTenantAudit(ctx, tx, 'claims.type.update', id, { name: values.name });
    return presentOneType(tx, ctx.organizationId, id);
  });
}

/** Deletes a type no claim was ever made of; one with claims can only be made inactive. */
export function removeClaimType(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await findClaimType(tx, ctx.organizationId, id);
    if (!existing) throw notFound('Claim type');
    if (await claimTypeInUse(tx, ctx.organizationId, id)) throw conflict(claimTypeInUseMessage);
    try {
      await deleteClaimType(tx, ctx.organizationId, id);
    } catch (error) {
      // A claim made of it since it was read.
      if (isForeignKeyViolation(error)) throw conflict(claimTypeInUseMessage);
      throw error;
    }
    await recordTenantAudit(ctx, tx, 'claims.type.delete', id, { name: existing.name });
  });
}

// Settings ---------------------------------------------------------------------------------------

/** The organisation's claim settings, the defaults until an admin saves them. */
export async function claimSettingsIn(tx: Db, organizationId: string): Promise<ClaimSettings> {
  const row = await findClaimSettings(tx, organizationId);
  if (!row) return defaultClaimSettings;
  return {
    approvalLevels: row.approvalLevels,
    cutOffDay: row.cutOffDay,
    currencies: row.currencies,
  };
}

export function getClaimSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => claimSettingsIn(tx, ctx.organizationId));
}

/** The settings staff claim by: the currencies they may claim in and the cut-off day. */
export function getStaffClaimSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { currencies, cutOffDay } = await claimSettingsIn(tx, ctx.organizationId);
    return { currencies, cutOffDay };
  });
}

export function saveClaimSettings(ctx: TenantContext, input: z.output<typeof zClaimSettings>) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await upsertClaimSettings(tx, ctx.organizationId, input);
    await recordTenantAudit(ctx, tx, 'claims.settings.update', ctx.organizationId, input);
    return claimSettingsIn(tx, ctx.organizationId);
  });
}
