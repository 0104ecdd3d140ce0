import type { OrganizationInfo, zUpdateOrganizationInfo } from '@tembusu/contracts/organization';
import type { z } from 'zod';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  findOrganization,
  type OrganizationRow,
  updateOrganization,
} from './organization.repository.js';

/** What the modules built on the organisation read of it and write to it, in their transaction. */
export {
  findBranch,
  findDepartment,
  findOrganization,
  findWorkSchedule,
  listBranches,
  listDepartments,
  preloadPublicHolidays,
  saveWorkSchedule,
} from './organization.repository.js';
export { workingHoursIn } from './working-hours.service.js';

// Services take what the routes' contracts have already checked and normalised.
type InfoValues = z.output<typeof zUpdateOrganizationInfo>;

function info(row: OrganizationRow): OrganizationInfo {
  return {
    id: row.id,
    code: row.code,
    organizationName: row.name,
    uen: row.uen,
    registrationType: row.registrationType,
    address: row.address,
    industry: row.industry,
    phone: row.phone,
    email: row.email,
    currency: row.currency,
    timeZone: row.timeZone,
  };
}

/** Another organisation's id is answered as if it did not exist. */
export function assertOwnOrganization(
  ctx: { organizationId: string },
  organizationId: string | undefined,
) {
  if (organizationId !== undefined && organizationId !== ctx.organizationId) {
    throw notFound('Organisation');
  }
}

export function getOrganizationInfo(ctx: TenantContext, id = ctx.organizationId) {
  assertOwnOrganization(ctx, id);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findOrganization(tx, ctx.organizationId);
    if (!row) throw notFound('Organisation');
    return info(row);
  });
}

export function organizationsForBooking(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findOrganization(tx, ctx.organizationId);
    return row ? [{ id: row.id, organizationName: row.name }] : [];
  });
}

export function updateOrganizationInfo(ctx: TenantContext, values: InfoValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateOrganization(tx, ctx.organizationId, {
      name: values.organizationName,
      uen: values.uen,
      registrationType: values.registrationType,
      address: values.address,
      industry: values.industry,
      phone: values.phone,
      email: values.email,
      currency: values.currency,
      timeZone: values.timeZone,
      updatedAt: ctx.now,
    });
    if (!row) throw notFound('Organisation');
    await recordTenantAudit(ctx, tx, 'organization.updated', row.id);
    return info(row);
  });
}
