import type { Holiday, zHolidayInput } from '@tembusu/contracts/organization';
import type { z } from 'zod';
import { datesFrom } from '../../calendar-dates.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  deleteHoliday,
  findHoliday,
  type HolidayRow,
  holidaysTouching,
  insertHoliday,
  listHolidays,
  updateHoliday,
} from './organization.repository.js';

// Services take what the routes' contracts have already checked and normalised.
type HolidayValues = z.output<typeof zHolidayInput>;

function holiday(row: HolidayRow): Holiday {
  return { id: row.id, holidayName: row.name, fromDate: row.fromDate, toDate: row.toDate };
}

/**
 * The organisation's holidays from `from` to `to`, by date, with the holiday's name (the first
 * one's, where two share a date); inside the caller's transaction.
 */
export async function publicHolidaysBetween(
  tx: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const holiday of await holidaysTouching(tx, organizationId, from, to)) {
    for (const date of datesFrom(holiday.fromDate, holiday.toDate)) {
      if (!names.has(date)) names.set(date, holiday.name);
    }
  }
  return names;
}

/** Every date from `from` to `to` that is one of the organisation's holidays. */
export async function publicHolidayDates(
  tx: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  return new Set((await publicHolidaysBetween(tx, organizationId, from, to)).keys());
}

export function listAllHolidays(ctx: TenantContext, year?: number) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listHolidays(tx, ctx.organizationId, year)).map(holiday),
  );
}

export function getHoliday(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findHoliday(tx, ctx.organizationId, id);
    if (!row) throw notFound('Holiday');
    return holiday(row);
  });
}

export function createHoliday(ctx: TenantContext, values: HolidayValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await insertHoliday(tx, {
      organizationId: ctx.organizationId,
      name: values.holidayName,
      fromDate: values.fromDate,
      toDate: values.toDate,
    });
    await recordTenantAudit(ctx, tx, 'holiday.created', row.id, { name: row.name });
    return holiday(row);
  });
}

export function editHoliday(ctx: TenantContext, id: string, values: HolidayValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateHoliday(tx, ctx.organizationId, id, {
      name: values.holidayName,
      fromDate: values.fromDate,
      toDate: values.toDate,
      updatedAt: ctx.now,
    });
    if (!row) throw notFound('Holiday');
    await recordTenantAudit(ctx, tx, 'holiday.updated', row.id);
    return holiday(row);
  });
}

export function removeHoliday(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteHoliday(tx, ctx.organizationId, id))) throw notFound('Holiday');
    await recordTenantAudit(ctx, tx, 'holiday.deleted', id);
  });
}
