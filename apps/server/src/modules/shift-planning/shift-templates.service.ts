// Shift templates: the shifts an organisation works (a name, a colour, hours, a break and the
// kinds of day they are paid as), which the roster places on people's days.
import {
  type ShiftTemplate,
  type ShiftTemplateOption,
  shiftMinutes,
  workedDayKinds,
  type zShiftTemplateInput,
} from '@tembusu/contracts/attendance';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, conflict, invalid, isUniqueViolation, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { branchExists } from '../organization/organization.service.js';
import {
  deleteShiftTemplate,
  findShiftTemplate,
  insertShiftTemplate,
  listShiftTemplates,
  lockShiftTemplate,
  type ShiftTemplateRecord,
  templateOnRoster,
  updateShiftTemplate,
} from './shift-templates.repository.js';

type ShiftTemplateValues = z.output<typeof zShiftTemplateInput>;

function presentTemplate(row: ShiftTemplateRecord): ShiftTemplate {
  const span = shiftMinutes(row.startTime, row.endTime);
  return {
    id: row.id,
    name: row.name,
    colour: row.colour,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: row.breakMinutes,
    branchId: row.branchId,
    branchName: row.branchName,
    payRules: row.payRules,
    isActive: row.isActive,
    overnight: row.endTime <= row.startTime,
    paidMinutes: span - row.breakMinutes,
  };
}

/** A template of the organisation, as the roster places it; inside the caller's transaction. */
export async function shiftTemplateIn(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<ShiftTemplate | undefined> {
  const row = await findShiftTemplate(tx, organizationId, id);
  return row && presentTemplate(row);
}

async function templateOf(tx: Db, ctx: TenantContext, id: string) {
  const template = await shiftTemplateIn(tx, ctx.organizationId, id);
  if (!template) throw notFound('Shift template');
  return template;
}

async function checkBranch(tx: Db, ctx: TenantContext, values: ShiftTemplateValues) {
  if (values.branchId !== null && !(await branchExists(tx, ctx, values.branchId))) {
    throw invalid('branchId', 'branchId: choose a branch of the organisation');
  }
}

// The pay rules in the contract's order, once each, whatever order they were ticked in.
function columnsOf(values: ShiftTemplateValues) {
  return { ...values, payRules: workedDayKinds.filter((kind) => values.payRules.includes(kind)) };
}

/** A second template of the same name, in any case, is refused as a conflict on the name. */
function sameName(error: unknown): never {
  if (isUniqueViolation(error, 'shift_templates_name_key')) {
    throw new AppError('CONFLICT', 'name: another shift template has this name', 'name');
  }
  throw error;
}

export function listTemplates(ctx: TenantContext, includeInactive: boolean) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listShiftTemplates(tx, ctx.organizationId, includeInactive)).map(presentTemplate),
  );
}

/** The active templates, for pick lists. */
export function templateOptions(ctx: TenantContext): Promise<ShiftTemplateOption[]> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listShiftTemplates(tx, ctx.organizationId, false)).map((row) => {
      const template = presentTemplate(row);
      return {
        id: template.id,
        name: template.name,
        colour: template.colour,
        startTime: template.startTime,
        endTime: template.endTime,
        breakMinutes: template.breakMinutes,
        overnight: template.overnight,
      };
    }),
  );
}

export function getTemplate(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => templateOf(tx, ctx, id));
}

export function createTemplate(ctx: TenantContext, values: ShiftTemplateValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkBranch(tx, ctx, values);
    const id = await insertShiftTemplate(tx, ctx.organizationId, columnsOf(values));
    await recordTenantAudit(ctx, tx, 'shift.template.create', id, { name: values.name });
    return templateOf(tx, ctx, id);
  }).catch(sameName);
}

export function editTemplate(ctx: TenantContext, id: string, values: ShiftTemplateValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await templateOf(tx, ctx, id);
    await checkBranch(tx, ctx, values);
    await updateShiftTemplate(tx, ctx.organizationId, id, {
      ...columnsOf(values),
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'shift.template.update', id, { name: values.name });
    return templateOf(tx, ctx, id);
  }).catch(sameName);
}

/**
 * Deletes a template no shift was ever placed from. The roster keeps what each shift was placed
 * as, but a template in use stays, so that its shifts still say where they came from.
 */
export function removeTemplate(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await lockShiftTemplate(tx, ctx.organizationId, id))) throw notFound('Shift template');
    const template = await templateOf(tx, ctx, id);
    if (await templateOnRoster(tx, ctx.organizationId, id)) {
      throw conflict(`${template.name} is on the roster: deactivate it instead`);
    }
    await deleteShiftTemplate(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'shift.template.delete', id, { name: template.name });
  });
}
