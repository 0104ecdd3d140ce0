// Leave types and leave settings: what an organisation offers and how requests are decided.
import {
  defaultLeaveSettings,
  type LeaveSettings,
  type LeaveType,
  type zLeaveSettings,
  type zLeaveTypeInput,
} from '@tembusu/contracts/leave';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, invalid, isUniqueViolation, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  deleteLeaveType,
  findLeaveSettings,
  findLeaveType,
  hasStatutoryTypes,
  insertLeaveType,
  insertMissingTypes,
  type LeaveTypeRecord,
  type LeaveTypeValues,
  leaveTypeInUse,
  listLeaveTypes,
  updateLeaveType,
  upsertLeaveSettings,
} from './leave.repository.js';
import { statutoryLeaveTypes } from './statutory-leave-types.js';

type LeaveTypeValuesInput = z.output<typeof zLeaveTypeInput>;

const provided = new Set<string>();

/**
 * Gives an organisation the statutory types the first time its leave is used. Statutory types are
 * never deleted, so once they are there an instance remembers it and asks no more.
 */
async function provideStatutoryTypes(tx: Db, organizationId: string) {
  if (provided.has(organizationId)) return;
  if (!(await hasStatutoryTypes(tx, organizationId))) {
    await insertMissingTypes(
      tx,
      organizationId,
      statutoryLeaveTypes.map((type) => ({ ...typeValues(type), statutory: true })),
    );
  }
  provided.add(organizationId);
}

const statutoryOrder = new Map(
  statutoryLeaveTypes.map((type, index) => [type.entitlementRule, index]),
);

/**
 * The organisation's leave types: the statutory ones in the law's order, then the company's by
 * name; inside the caller's transaction.
 */
export async function leaveTypesIn(tx: Db, organizationId: string): Promise<LeaveTypeRecord[]> {
  await provideStatutoryTypes(tx, organizationId);
  const rank = (type: LeaveTypeRecord) =>
    type.statutory ? (statutoryOrder.get(type.entitlementRule) ?? 0) : statutoryOrder.size;
  return (await listLeaveTypes(tx, organizationId)).sort(
    (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name),
  );
}

export function presentLeaveType(row: LeaveTypeRecord): LeaveType {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    colour: row.colour,
    paid: row.paid,
    entitlementRule: row.entitlementRule,
    fixedDays: row.fixedDays,
    prorated: row.prorated,
    accrual: row.accrual,
    carryForwardLimit: row.carryForwardLimit,
    carryForwardExpiryMonths: row.carryForwardExpiryMonths,
    encashable: row.encashable,
    documentRequired: row.documentRequired,
    eligibleGenders: row.eligibleGenders,
    minServiceMonths: row.minServiceMonths,
    eligibleResidencies: row.eligibleResidencies,
    eligibleEmploymentTypes: row.eligibleEmploymentTypes,
    halfDayAllowed: row.halfDayAllowed,
    countsRestDays: row.countsRestDays,
    countsPublicHolidays: row.countsPublicHolidays,
    allowNegative: row.allowNegative,
    isActive: row.isActive,
    statutory: row.statutory,
  };
}

function typeValues(input: LeaveTypeValuesInput): LeaveTypeValues {
  return {
    ...input,
    fixedDays: input.entitlementRule === 'fixed' ? String(input.fixedDays) : null,
    carryForwardLimit: String(input.carryForwardLimit),
  };
}

async function savedType(work: Promise<LeaveTypeRecord | undefined>) {
  try {
    const row = await work;
    if (!row) throw notFound('Leave type');
    return presentLeaveType(row);
  } catch (error) {
    if (isUniqueViolation(error, 'leave_types_code_key')) {
      throw invalid('code', 'code: another leave type has this code');
    }
    if (isUniqueViolation(error, 'leave_types_name_key')) {
      throw invalid('name', 'name: another leave type has this name');
    }
    throw error;
  }
}

export function listTypes(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await leaveTypesIn(tx, ctx.organizationId)).map(presentLeaveType),
  );
}

export function getType(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await provideStatutoryTypes(tx, ctx.organizationId);
    const row = await findLeaveType(tx, ctx.organizationId, id);
    if (!row) throw notFound('Leave type');
    return presentLeaveType(row);
  });
}

export function createType(ctx: TenantContext, input: LeaveTypeValuesInput) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await provideStatutoryTypes(tx, ctx.organizationId);
    const type = await savedType(insertLeaveType(tx, ctx.organizationId, typeValues(input)));
    await recordTenantAudit(ctx, tx, 'leave.type.create', type.id, { code: type.code });
    return type;
  });
}

export function editType(ctx: TenantContext, id: string, input: LeaveTypeValuesInput) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await findLeaveType(tx, ctx.organizationId, id);
    if (!existing) throw notFound('Leave type');
    if (existing.statutory && input.entitlementRule !== existing.entitlementRule) {
      throw invalid(
        'entitlementRule',
        'entitlementRule: a statutory leave type keeps its statutory rule',
      );
    }
    const type = await savedType(updateLeaveType(tx, ctx.organizationId, id, typeValues(input)));
    await recordTenantAudit(ctx, tx, 'leave.type.update', id);
    return type;
  });
}

export function removeType(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await findLeaveType(tx, ctx.organizationId, id);
    if (!existing) throw notFound('Leave type');
    if (existing.statutory) {
      throw conflict(`${existing.name} is a statutory leave type: deactivate it instead`);
    }
    if (await leaveTypeInUse(tx, ctx.organizationId, id)) {
      throw conflict(`${existing.name} has leave requests or adjustments: deactivate it instead`);
    }
    await deleteLeaveType(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'leave.type.delete', id, { code: existing.code });
  });
}

/** The organisation's leave settings, the defaults until an admin saves them. */
export async function leaveSettingsIn(tx: Db, organizationId: string): Promise<LeaveSettings> {
  const row = await findLeaveSettings(tx, organizationId);
  if (!row) return defaultLeaveSettings;
  return {
    leaveYear: row.leaveYear,
    approvalLevels: row.approvalLevels,
    noticeDays: row.noticeDays,
    backdateDays: row.backdateDays,
    notify: row.notify,
    carryForwardRunDate: row.carryForwardRunDate,
  };
}

export function getSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => leaveSettingsIn(tx, ctx.organizationId));
}

export function saveSettings(ctx: TenantContext, input: z.output<typeof zLeaveSettings>) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await upsertLeaveSettings(tx, ctx.organizationId, input);
    await recordTenantAudit(ctx, tx, 'leave.settings.update', ctx.organizationId, input);
    return leaveSettingsIn(tx, ctx.organizationId);
  });
}
