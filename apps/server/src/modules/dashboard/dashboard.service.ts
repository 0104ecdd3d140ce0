import type { OrganizationDashboard, PlatformDashboard } from '@tembusu/contracts/dashboard';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import {
  findOrganization,
  headcountByRole,
  platformTotals,
  recentSignIns,
} from './dashboard.repository.js';

export async function organizationDashboard(
  db: Db,
  organizationId: string,
): Promise<OrganizationDashboard> {
  const { organization, counts } = await withTenant(db, organizationId, async (tx) => ({
    organization: await findOrganization(tx, organizationId),
    counts: await headcountByRole(tx, organizationId),
  }));
  if (!organization) throw notFound('Organisation');
  const active = (role: string) =>
    counts.filter((c) => c.isActive && c.role === role).reduce((sum, c) => sum + c.n, 0);
  return {
    organization: {
      id: organization.id,
      code: organization.code,
      organizationName: organization.name,
      uen: organization.uen,
      registrationType: organization.registrationType,
      industry: organization.industry,
      address: organization.address,
      currency: organization.currency,
      timeZone: organization.timeZone,
      createdAt: organization.createdAt.toISOString(),
    },
    headcount: {
      employees: active('employee'),
      admins: active('admin'),
      assistantAdmins: active('asstadmin'),
      inactive: counts.filter((c) => !c.isActive).reduce((sum, c) => sum + c.n, 0),
    },
  };
}

export async function platformDashboard(db: Db, now: Date): Promise<PlatformDashboard> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [totals, recent] = await Promise.all([
    platformTotals(db, since, now),
    recentSignIns(db, now, 10),
  ]);
  return {
    organizations: totals.organizations,
    accounts: totals.accounts,
    signInsLast24Hours: totals.signIns,
    recentSignIns: recent.map((row) => ({
      at: row.at.toISOString(),
      name: row.name,
      email: row.email,
      role: row.role,
      organizationCode: row.organizationCode,
      portal: row.portal === 'staff' ? 'staff' : 'admin',
    })),
  };
}
