import type { OrganizationInfo, zUpdateOrganizationInfo } from '@tembusu/contracts/organization';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import type { SetUpOrganization } from '../identity/auth.service.js';
import {
  findBranch,
  findDepartment,
  findOrganization,
  listBranches,
  listDepartments,
  type OrganizationRow,
  organizationZones,
  preloadPublicHolidays,
  updateOrganization,
} from './organization.repository.js';

/*
 * The modules built on the organisation (employees, payroll, bookings) read of it and write to it
 * in their own transaction, through the functions below that take the caller's `tx` and context:
 * each is scoped to the caller's organisation, and answers what the caller needs, not the rows.
 */
export { publicHolidayDates, publicHolidaysBetween } from './holidays.service.js';
export { setBreakDeduction, workingHoursIn } from './working-hours.service.js';

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

/** The caller's organisation as the contract shows it: its name, currency and time zone. */
export async function organizationIn(tx: Db, ctx: TenantContext): Promise<OrganizationInfo> {
  const row = await findOrganization(tx, ctx.organizationId);
  if (!row) throw notFound('Organisation');
  return info(row);
}

/**
 * Each organisation's id and today's date in its time zone, for scheduled jobs that act per
 * organisation; read outside any tenant, as the job's owner connection.
 */
export async function organizationsWithToday(
  db: Db,
  now: Date,
): Promise<{ organizationId: string; today: string }[]> {
  return (await organizationZones(db)).map((row) => ({
    organizationId: row.id,
    today: isoDateIn(now, row.timeZone),
  }));
}

/** Whether the caller's organisation has this branch (active or not), to place a record in it. */
export async function branchExists(tx: Db, ctx: TenantContext, id: string): Promise<boolean> {
  return (await findBranch(tx, ctx.organizationId, id)) !== undefined;
}

/** A numeric column of degrees as the API answers it. */
export const degreesOf = (value: string | null) => (value === null ? null : Number(value));

export type BranchGeofence = {
  id: string;
  name: string;
  timeZone: string;
  /** The centre, or both null when the branch has none. */
  latitude: number | null;
  longitude: number | null;
  /** Null when the branch has no radius: nothing to measure a position against. */
  radiusMeters: number | null;
  isActive: boolean;
};

/**
 * A branch of the organisation with the geofence check-ins there are measured against, inside the
 * caller's transaction; undefined when the organisation has no such branch.
 */
export async function branchGeofence(
  tx: Db,
  organizationId: string,
  branchId: string,
): Promise<BranchGeofence | undefined> {
  const row = await findBranch(tx, organizationId, branchId);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    latitude: degreesOf(row.latitude),
    longitude: degreesOf(row.longitude),
    radiusMeters: row.geofenceRadiusMeters,
    isActive: row.isActive,
  };
}

/** The active branches people check in at, with whether each measures where they are. */
export async function checkInBranches(
  tx: Db,
  organizationId: string,
): Promise<{ id: string; name: string; timeZone: string; hasGeofence: boolean }[]> {
  return (await listBranches(tx, organizationId, true)).map((row) => ({
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    hasGeofence: row.latitude !== null && row.geofenceRadiusMeters !== null,
  }));
}

/** Whether the caller's organisation has this department, to place a record in it. */
export async function departmentExists(tx: Db, ctx: TenantContext, id: string): Promise<boolean> {
  return (await findDepartment(tx, ctx.organizationId, id)) !== undefined;
}

export type NamedPlace = { id: string; name: string };

/** The caller's organisation's branches (inactive ones too), for matching names people typed. */
export async function listBranchNames(tx: Db, ctx: TenantContext): Promise<NamedPlace[]> {
  return (await listBranches(tx, ctx.organizationId, false)).map(({ id, name }) => ({ id, name }));
}

/** The caller's organisation's departments, for matching names people typed. */
export async function listDepartmentNames(tx: Db, ctx: TenantContext): Promise<NamedPlace[]> {
  return (await listDepartments(tx, ctx.organizationId)).map(({ id, name }) => ({ id, name }));
}

/**
 * What a new organisation starts with beside its admin, inside the sign-up's transaction:
 * Singapore's gazetted public holidays. Sign-up takes it as its `SetUpOrganization` port (app.ts
 * hands it in), because identity sits below the organisation module.
 */
export const setUpNewOrganization: SetUpOrganization = (tx, organizationId) =>
  preloadPublicHolidays(tx, organizationId);

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
