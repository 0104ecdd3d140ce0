import {
  type Branch,
  branchExistsMessage,
  type zBranchInput,
} from '@tembusu/contracts/organization';
import type { z } from 'zod';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  foreignKeyTable,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  type BranchRow,
  deleteBranch,
  findBranch,
  insertBranch,
  listBranches,
  updateBranch,
} from './organization.repository.js';
import { assertOwnOrganization, degreesOf } from './organization.service.js';

// Services take what the routes' contracts have already checked and normalised.
type BranchValues = z.output<typeof zBranchInput>;

function branch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    address: row.address,
    postalCode: row.postalCode,
    phone: row.phone,
    timeZone: row.timeZone,
    latitude: degreesOf(row.latitude),
    longitude: degreesOf(row.longitude),
    geofenceRadiusMeters: row.geofenceRadiusMeters,
    isActive: row.isActive,
  };
}

/** What the columns take: numeric degrees are written as text, six places as they keep. */
function branchColumns(values: BranchValues) {
  const text = (degrees: number | null) => (degrees === null ? null : degrees.toFixed(6));
  return { ...values, latitude: text(values.latitude), longitude: text(values.longitude) };
}

export function branchOptions(
  ctx: TenantContext,
  organizationId: string | undefined,
  all: boolean,
) {
  assertOwnOrganization(ctx, organizationId);
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listBranches(tx, ctx.organizationId, !all)).map((row) => ({
      id: row.id,
      name: row.name,
      organizationId: row.organizationId,
    })),
  );
}

export function listAllBranches(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listBranches(tx, ctx.organizationId, false)).map(branch),
  );
}

export function getBranch(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findBranch(tx, ctx.organizationId, id);
    if (!row) throw notFound('Branch/outlet');
    return branch(row);
  });
}

const uniqueBranch = (error: unknown) => {
  if (isUniqueViolation(error, 'branches_name_key')) throw conflict(branchExistsMessage);
  throw error;
};

export function createBranch(ctx: TenantContext, values: BranchValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await insertBranch(tx, {
      ...branchColumns(values),
      organizationId: ctx.organizationId,
    });
    await recordTenantAudit(ctx, tx, 'branch.created', row.id, { name: row.name });
    return branch(row);
  }).catch(uniqueBranch);
}

export function editBranch(ctx: TenantContext, id: string, values: BranchValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateBranch(tx, ctx.organizationId, id, {
      ...branchColumns(values),
      updatedAt: ctx.now,
    });
    if (!row) throw notFound('Branch/outlet');
    await recordTenantAudit(ctx, tx, 'branch.updated', row.id);
    return branch(row);
  }).catch(uniqueBranch);
}

export function removeBranch(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteBranch(tx, ctx.organizationId, id))) throw notFound('Branch/outlet');
    await recordTenantAudit(ctx, tx, 'branch.deleted', id);
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) {
      const holder = branchHolders[foreignKeyTable(error) ?? ''] ?? 'records';
      throw conflict(
        `This branch/outlet has ${holder}. Move them elsewhere or mark the branch/outlet inactive.`,
      );
    }
    throw error;
  });
}

// What still belongs to a branch that cannot be deleted, by the table that holds it.
const branchHolders: Record<string, string> = {
  employees: 'employees',
  booking_resources: 'meeting rooms',
  workspaces: 'desk floors',
  shift_templates: 'shift templates',
  roster_shifts: 'shifts on the roster',
  attendance_logs: 'attendance logs',
};
