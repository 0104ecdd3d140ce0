import {
  deskHasBookingsMessage,
  type Workspace,
  workspaceExistsMessage,
  type zWorkspaceInput,
} from '@tembusu/contracts/desk-booking';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, invalid, isUniqueViolation, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { findBookableEmployee } from '../employees/employees.service.js';
import { branchExists } from '../organization/organization.service.js';
import { findUpload } from '../uploads/uploads.service.js';
import {
  type DeskRow,
  deleteDesks,
  deleteWorkspace,
  desksWithBookingsAfter,
  findWorkspace,
  insertDesk,
  insertWorkspace,
  listDesks,
  listWorkspaces,
  updateDesk,
  updateWorkspace,
  type WorkspaceRow,
} from './desk-booking.repository.js';

type WorkspaceValues = z.output<typeof zWorkspaceInput>;

const desk = (row: DeskRow) => ({
  id: row.id,
  name: row.name,
  features: row.features,
  x: Number(row.positionX),
  y: Number(row.positionY),
  assignedEmployeeId: row.assignedEmployeeId,
  assignedEmployeeName: row.assignedEmployeeName,
  underMaintenance: row.underMaintenance,
});

function workspace(row: WorkspaceRow, deskRows: DeskRow[]): Workspace {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    floorPlan: row.floorPlanId,
    desks: deskRows.filter((d) => d.workspaceId === row.id).map(desk),
  };
}

export function listAllWorkspaces(ctx: TenantContext, branchId?: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const rows = await listWorkspaces(tx, ctx.organizationId, branchId);
    const deskRows = await listDesks(
      tx,
      ctx.organizationId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => workspace(row, deskRows));
  });
}

/** A workspace with its desks, inside the caller's transaction. */
export async function loadedWorkspace(tx: Db, ctx: TenantContext, id: string) {
  const row = await findWorkspace(tx, ctx.organizationId, id);
  if (!row) throw notFound('Workspace');
  return workspace(row, await listDesks(tx, ctx.organizationId, [id]));
}

export function getWorkspace(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => loadedWorkspace(tx, ctx, id));
}

async function checkWorkspace(tx: Db, ctx: TenantContext, values: WorkspaceValues) {
  if (!(await branchExists(tx, ctx, values.branchOutletId))) {
    throw invalid('branchOutletId', 'branchOutletId: no such branch/outlet');
  }
  if (values.floorPlan) {
    const upload = await findUpload(tx, ctx, values.floorPlan);
    if (!upload?.contentType.startsWith('image/')) {
      throw invalid(
        'floorPlan',
        'floorPlan: upload the floor plan as a jpg, png, gif or svg image',
      );
    }
  }
  for (const [index, entry] of values.desks.entries()) {
    if (entry.assignedEmployeeId) {
      const person = await findBookableEmployee(tx, ctx, entry.assignedEmployeeId);
      if (!person) {
        throw invalid(
          `desks.${index}.assignedEmployeeId`,
          `desks.${index}.assignedEmployeeId: choose an employee from the list`,
        );
      }
    }
  }
}

const deskValues = (entry: WorkspaceValues['desks'][number]) => ({
  name: entry.name,
  features: [...new Set(entry.features)],
  positionX: entry.x.toFixed(2),
  positionY: entry.y.toFixed(2),
  assignedEmployeeId: entry.assignedEmployeeId,
  underMaintenance: entry.underMaintenance,
});

/** Saves the desks as listed: new ones added, listed ones changed, missing ones removed. */
async function saveDesks(
  tx: Db,
  ctx: TenantContext,
  workspaceId: string,
  values: WorkspaceValues,
  existing: string[],
) {
  const listed = new Set(values.desks.flatMap((entry) => (entry.id ? [entry.id] : [])));
  const removed = existing.filter((id) => !listed.has(id));
  if ((await desksWithBookingsAfter(tx, ctx.organizationId, removed, ctx.now)).length > 0) {
    throw conflict(deskHasBookingsMessage);
  }
  await deleteDesks(tx, ctx.organizationId, removed);
  const place = {
    organizationId: ctx.organizationId,
    branchId: values.branchOutletId,
    workspaceId,
  };
  for (const [index, entry] of values.desks.entries()) {
    if (entry.id && !existing.includes(entry.id)) {
      throw invalid(`desks.${index}.id`, `desks.${index}.id: not a desk of this workspace`);
    }
    if (entry.id) {
      await updateDesk(tx, ctx.organizationId, entry.id, values.branchOutletId, deskValues(entry));
    } else {
      await insertDesk(tx, place, deskValues(entry));
    }
  }
}

const uniqueWorkspace = (error: unknown) => {
  if (isUniqueViolation(error, 'workspaces_name_key')) throw conflict(workspaceExistsMessage);
  if (isUniqueViolation(error, 'booking_resources_name_key')) {
    throw conflict('Desk names must differ from the other desks at this branch/outlet.');
  }
  throw error;
};

export function createWorkspace(ctx: TenantContext, values: WorkspaceValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkWorkspace(tx, ctx, values);
    const id = await insertWorkspace(tx, {
      organizationId: ctx.organizationId,
      branchId: values.branchOutletId,
      name: values.name,
      floorPlanId: values.floorPlan,
    });
    await saveDesks(tx, ctx, id, values, []);
    await recordTenantAudit(ctx, tx, 'workspace.created', id, { name: values.name });
    return loadedWorkspace(tx, ctx, id);
  }).catch(uniqueWorkspace);
}

export function editWorkspace(ctx: TenantContext, id: string, values: WorkspaceValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await loadedWorkspace(tx, ctx, id);
    await checkWorkspace(tx, ctx, values);
    await updateWorkspace(tx, ctx.organizationId, id, {
      branchId: values.branchOutletId,
      name: values.name,
      floorPlanId: values.floorPlan,
      updatedAt: ctx.now,
    });
    await saveDesks(
      tx,
      ctx,
      id,
      values,
      before.desks.map((d) => d.id),
    );
    await recordTenantAudit(ctx, tx, 'workspace.updated', id, { name: values.name });
    return loadedWorkspace(tx, ctx, id);
  }).catch(uniqueWorkspace);
}

export function removeWorkspace(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await loadedWorkspace(tx, ctx, id);
    const ids = existing.desks.map((d) => d.id);
    if ((await desksWithBookingsAfter(tx, ctx.organizationId, ids, ctx.now)).length > 0) {
      throw conflict(deskHasBookingsMessage);
    }
    await deleteDesks(tx, ctx.organizationId, ids);
    await deleteWorkspace(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'workspace.deleted', id, { name: existing.name });
  });
}
