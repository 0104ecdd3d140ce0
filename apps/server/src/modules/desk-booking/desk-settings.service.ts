import type { DeskSettings } from '@tembusu/contracts/desk-booking';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { findDeskSettings, saveDeskSettings } from './desk-booking.repository.js';

/** Until an organisation sets its own: mornings, afternoons or whole days, two weeks ahead, check in within 30 minutes. */
export const defaultDeskSettings: DeskSettings = {
  bookingMode: 'halfDay',
  maxDaysAhead: 14,
  checkInMinutes: 30,
  maxBookingsPerWeek: 5,
};

/** The organisation's desk booking rules, inside the caller's transaction. */
export async function deskSettingsIn(tx: Db, organizationId: string): Promise<DeskSettings> {
  const row = await findDeskSettings(tx, organizationId);
  if (!row) return defaultDeskSettings;
  return {
    bookingMode: row.bookingMode,
    maxDaysAhead: row.maxDaysAhead,
    checkInMinutes: row.checkInMinutes,
    maxBookingsPerWeek: row.maxBookingsPerWeek,
  };
}

export function getDeskSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => deskSettingsIn(tx, ctx.organizationId));
}

export function setDeskSettings(ctx: TenantContext, values: DeskSettings) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await saveDeskSettings(tx, {
      organizationId: ctx.organizationId,
      ...values,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'desk_settings.updated', ctx.organizationId, values);
    return deskSettingsIn(tx, ctx.organizationId);
  });
}
