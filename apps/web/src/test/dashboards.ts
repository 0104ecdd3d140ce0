import type { OrganizationDashboard, PlatformDashboard } from '@tembusu/contracts/dashboard';
import { apiRoute, envelope } from './server';

/** The demo organisation's facts, as the dashboards show them. */
export const organisationDashboard: OrganizationDashboard = {
  organization: {
    id: 'org-1',
    code: 'TEMBUSU',
    organizationName: 'Tembusu Demo Pte Ltd',
    uen: null,
    registrationType: null,
    industry: null,
    address: null,
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    createdAt: '2026-01-05T02:00:00.000Z',
  },
  headcount: { employees: 1, admins: 1, assistantAdmins: 0, inactive: 0 },
};

export const platformDashboard: PlatformDashboard = {
  organizations: 1,
  accounts: 2,
  signInsLast24Hours: 0,
  recentSignIns: [],
};

/** What every dashboard asks for, for tests that land on one: no announcements. */
export const dashboardHandlers = [
  apiRoute.get('/dashboard/organization', () => envelope(organisationDashboard)),
  apiRoute.get('/organization/announcements/published', () => envelope([])),
  apiRoute.get('/dashboard/platform', () => envelope(platformDashboard)),
];
