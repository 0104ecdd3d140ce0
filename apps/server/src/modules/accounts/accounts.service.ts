import type {
  ManagedAccount,
  ManagedKind,
  OrganizationOption,
  UpdateManagedAccount,
} from '@tembusu/contracts/accounts';
import { adminEmailTaken } from '@tembusu/contracts/accounts';
import type { Role } from '@tembusu/contracts/roles';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  findNonEmployeeByEmail,
  insertAccount,
  organizationExists,
} from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';
import {
  findManaged,
  listManaged,
  listOrganizationRows,
  type ManagedRole,
  type ManagedRow,
  updateManaged,
} from './accounts.repository.js';

export type ManageContext = { db: Db; actor: Actor; now: Date; ip: string };

const rolesOf: Record<ManagedKind, readonly ManagedRole[]> = {
  platform: ['superadmin', 'masteradmin'],
  organisation: ['admin', 'asstadmin'],
};

function present(row: ManagedRow): ManagedAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as ManagedRole,
    isActive: row.isActive,
    twoFactorEnabled: row.totpEnabledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    organization:
      row.organizationId && row.organizationCode && row.organizationName
        ? { id: row.organizationId, code: row.organizationCode, name: row.organizationName }
        : null,
  };
}

/** Only a master admin may make, change or remove a master admin. */
function assertMayHandle(actor: Actor, role: Role) {
  if (role === 'masteradmin' && actor.role !== 'masteradmin') {
    throw forbidden('Only a master admin can manage master admins');
  }
}

function audit(
  ctx: ManageContext,
  organizationId: string | null,
  action: string,
  subject: string,
  detail?: Record<string, unknown>,
) {
  return recordAudit(
    ctx.db,
    { organizationId, actorAccountId: ctx.actor.accountId, action, subject, ip: ctx.ip, detail },
    ctx.now,
  );
}

export async function listAccounts(
  db: Db,
  kind: ManagedKind,
  query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    organizationId?: string | undefined;
  },
) {
  const { rows, total } = await listManaged(db, { ...query, roles: rolesOf[kind] });
  return { items: rows.map(present), total };
}

/** Every organisation, by name, for the super admin's choice of where an admin account belongs. */
export async function listOrganizationOptions(db: Db): Promise<OrganizationOption[]> {
  return (await listOrganizationRows(db)).map(({ id, code, name }) => ({ id, code, name }));
}

export async function getAccount(db: Db, kind: ManagedKind, id: string) {
  const row = await findManaged(db, id, rolesOf[kind]);
  if (!row) throw notFound('Account');
  return present(row);
}

export async function createAccount(
  ctx: ManageContext,
  kind: ManagedKind,
  request: {
    name: string;
    email: string;
    password: string;
    role: ManagedRole;
    organizationId?: string;
  },
) {
  assertMayHandle(ctx.actor, request.role);
  const organizationId = kind === 'organisation' ? (request.organizationId ?? null) : null;
  if (organizationId && !(await organizationExists(ctx.db, organizationId))) {
    throw invalid('organizationId', 'organizationId: no such organisation');
  }
  if (await findNonEmployeeByEmail(ctx.db, request.email)) throw conflict(adminEmailTaken);
  const passwordHash = await hashPassword(request.password);
  const account = await ctx.db
    .transaction(async (tx) => {
      const created = await insertAccount(tx, {
        organizationId,
        role: request.role,
        email: request.email,
        name: request.name,
        passwordHash,
      });
      await recordAudit(
        tx,
        {
          organizationId,
          actorAccountId: ctx.actor.accountId,
          action: 'account.created',
          subject: created.id,
          ip: ctx.ip,
          detail: { role: request.role, email: request.email },
        },
        ctx.now,
      );
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'accounts_admin_email_key')) throw conflict(adminEmailTaken);
      throw error;
    });
  return getAccount(ctx.db, kind, account.id);
}

export async function updateAccount(
  ctx: ManageContext,
  kind: ManagedKind,
  id: string,
  request: UpdateManagedAccount,
) {
  const current = await findManaged(ctx.db, id, rolesOf[kind]);
  if (!current) throw notFound('Account');
  if (!rolesOf[kind].includes(request.role)) {
    throw invalid('role', `role: choose one of ${rolesOf[kind].join(', ')}`);
  }
  assertMayHandle(ctx.actor, current.role as Role);
  assertMayHandle(ctx.actor, request.role);
  if (id === ctx.actor.accountId && (!request.isActive || request.role !== current.role)) {
    throw invalid('isActive', 'You cannot deactivate your own account or change your own role');
  }
  if (request.email !== current.email) {
    const holder = await findNonEmployeeByEmail(ctx.db, request.email);
    if (holder && holder.id !== id) throw conflict(adminEmailTaken);
  }
  const roleChanged = request.role !== current.role;
  const deactivated = current.isActive && !request.isActive;
  await updateManaged(ctx.db, id, request, roleChanged || deactivated, ctx.now).catch(
    (error: unknown) => {
      if (isUniqueViolation(error, 'accounts_admin_email_key')) throw conflict(adminEmailTaken);
      throw error;
    },
  );
  if (roleChanged) {
    await audit(ctx, current.organizationId, 'account.role_changed', id, {
      from: current.role,
      to: request.role,
    });
  }
  if (current.isActive !== request.isActive) {
    await audit(
      ctx,
      current.organizationId,
      request.isActive ? 'account.reactivated' : 'account.deactivated',
      id,
    );
  }
  if (request.name !== current.name || request.email !== current.email) {
    await audit(ctx, current.organizationId, 'account.updated', id);
  }
  return getAccount(ctx.db, kind, id);
}
