// The organisation's attendance settings: grace periods, rounding, the geofence rule, automatic
// check-out and overtime. The defaults hold until an admin saves them.
import {
  type AttendanceSettings,
  defaultAttendanceSettings,
  type zAttendanceSettings,
} from '@tembusu/contracts/attendance';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  findAttendanceSettings,
  upsertAttendanceSettings,
} from './attendance-settings.repository.js';

/** The organisation's attendance settings, inside the caller's transaction. */
export async function attendanceSettingsIn(
  tx: Db,
  organizationId: string,
): Promise<AttendanceSettings> {
  const row = await findAttendanceSettings(tx, organizationId);
  if (!row) return defaultAttendanceSettings;
  return {
    lateGraceMinutes: row.lateGraceMinutes,
    earlyOutGraceMinutes: row.earlyOutGraceMinutes,
    roundingMinutes: row.roundingMinutes,
    geofenceRule: row.geofenceRule,
    autoCheckOut: row.autoCheckOut,
    overtimeNeedsApproval: row.overtimeNeedsApproval,
    minimumOvertimeMinutes: row.minimumOvertimeMinutes,
  };
}

export function getAttendanceSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) =>
    attendanceSettingsIn(tx, ctx.organizationId),
  );
}

export function saveAttendanceSettings(
  ctx: TenantContext,
  input: z.output<typeof zAttendanceSettings>,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await upsertAttendanceSettings(tx, ctx.organizationId, input, ctx.now);
    await recordTenantAudit(ctx, tx, 'attendance.settings.update', ctx.organizationId, input);
    return attendanceSettingsIn(tx, ctx.organizationId);
  });
}
