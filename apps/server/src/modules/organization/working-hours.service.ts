import { type WorkingHours, zWorkingHours } from '@tembusu/contracts/organization';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { findWorkSchedule, saveWorkSchedule } from './organization.repository.js';
import { defaultWorkingHours } from './work-schedule.js';

/** The organisation's working hours, or the defaults until it sets its own. */
export async function workingHoursIn(tx: Db, organizationId: string): Promise<WorkingHours> {
  const row = await findWorkSchedule(tx, organizationId);
  if (!row) return defaultWorkingHours;
  return zWorkingHours.parse({
    workingHoursType: row.workingHoursType,
    scheduleType: row.scheduleType,
    breakDeduction: row.breakDeduction,
    days: row.days,
  });
}

export function getWorkingHours(ctx: TenantContext): Promise<WorkingHours> {
  return withTenant(ctx.db, ctx.organizationId, (tx) => workingHoursIn(tx, ctx.organizationId));
}

export function setWorkingHours(ctx: TenantContext, values: WorkingHours) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await saveWorkSchedule(tx, {
      organizationId: ctx.organizationId,
      workingHoursType: values.workingHoursType,
      scheduleType: values.scheduleType,
      breakDeduction: values.breakDeduction,
      days: values.days,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'working_hours.updated', ctx.organizationId);
    return values;
  });
}

/**
 * Changes only the break rule of the organisation's working hours, in the caller's transaction:
 * payroll settings show the rule because pay depends on it, but it belongs to the work schedule.
 */
export async function setBreakDeduction(
  tx: Db,
  ctx: TenantContext,
  breakDeduction: WorkingHours['breakDeduction'],
): Promise<void> {
  const hours = await workingHoursIn(tx, ctx.organizationId);
  await saveWorkSchedule(tx, {
    organizationId: ctx.organizationId,
    workingHoursType: hours.workingHoursType,
    scheduleType: hours.scheduleType,
    breakDeduction,
    days: hours.days,
    updatedAt: ctx.now,
  });
}
