import {
  type Department,
  departmentExistsMessage,
  type zDepartmentInput,
} from '@tembusu/contracts/organization';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  countChildDepartments,
  type DepartmentRow,
  deleteDepartment,
  employeeExists,
  findDepartment,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './organization.repository.js';

// Services take what the routes' contracts have already checked and normalised.
type DepartmentValues = z.output<typeof zDepartmentInput>;

function department(row: DepartmentRow): Department {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    headEmployeeId: row.headEmployeeId,
    headName: row.headName,
    organizationId: row.organizationId,
  };
}

export function listAllDepartments(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listDepartments(tx, ctx.organizationId)).map(department),
  );
}

export function getDepartment(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findDepartment(tx, ctx.organizationId, id);
    if (!row) throw notFound('Department');
    return department(row);
  });
}

const uniqueDepartment = (error: unknown) => {
  if (isUniqueViolation(error, 'departments_name_key')) throw conflict(departmentExistsMessage);
  throw error;
};

/** A parent must be in the organisation and must not sit below the department itself. */
async function assertParent(tx: Db, ctx: TenantContext, parentId: string | null, self?: string) {
  if (!parentId) return;
  const all = await listDepartments(tx, ctx.organizationId);
  const byId = new Map(all.map((row) => [row.id, row]));
  if (!byId.has(parentId)) throw invalid('parentId', 'parentId: no such department');
  for (let at: string | null | undefined = parentId; at; at = byId.get(at)?.parentId) {
    if (at === self) {
      throw invalid(
        'parentId',
        'parentId: a department cannot sit under itself or one of its own sub-departments',
      );
    }
  }
}

async function assertHead(tx: Db, ctx: TenantContext, headEmployeeId: string | null | undefined) {
  if (headEmployeeId && !(await employeeExists(tx, ctx.organizationId, headEmployeeId))) {
    throw invalid('headEmployeeId', 'headEmployeeId: no such employee');
  }
}

async function savedDepartment(tx: Db, ctx: TenantContext, id: string) {
  const row = await findDepartment(tx, ctx.organizationId, id);
  if (!row) throw notFound('Department');
  return department(row);
}

export function createDepartment(ctx: TenantContext, values: DepartmentValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await assertParent(tx, ctx, values.parentId);
    await assertHead(tx, ctx, values.headEmployeeId);
    const { id } = await insertDepartment(tx, { ...values, organizationId: ctx.organizationId });
    await recordTenantAudit(ctx, tx, 'department.created', id, { name: values.name });
    return savedDepartment(tx, ctx, id);
  }).catch(uniqueDepartment);
}

export function editDepartment(ctx: TenantContext, id: string, values: DepartmentValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await findDepartment(tx, ctx.organizationId, id))) throw notFound('Department');
    await assertParent(tx, ctx, values.parentId, id);
    await assertHead(tx, ctx, values.headEmployeeId);
    await updateDepartment(tx, ctx.organizationId, id, { ...values, updatedAt: ctx.now });
    await recordTenantAudit(ctx, tx, 'department.updated', id);
    return savedDepartment(tx, ctx, id);
  }).catch(uniqueDepartment);
}

export function removeDepartment(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await findDepartment(tx, ctx.organizationId, id))) throw notFound('Department');
    if ((await countChildDepartments(tx, ctx.organizationId, id)) > 0) {
      throw conflict('This department has sub-departments. Move or delete them first.');
    }
    await deleteDepartment(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'department.deleted', id);
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) {
      throw conflict('This department has employees. Move them to another department first.');
    }
    throw error;
  });
}
