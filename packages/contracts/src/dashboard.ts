// What the three dashboards show at this stage: later modules add their own widgets.
import { z } from 'zod';
import { zRole } from './identity.js';

export const zOrganizationFacts = z.object({
  id: z.string(),
  code: z.string(),
  organizationName: z.string(),
  uen: z.string().nullable(),
  registrationType: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});

export const zHeadcount = z.object({
  employees: z.number().int(),
  admins: z.number().int(),
  assistantAdmins: z.number().int(),
  inactive: z.number().int(),
});

export const zOrganizationDashboard = z.object({
  organization: zOrganizationFacts,
  headcount: zHeadcount,
});
export type OrganizationDashboard = z.infer<typeof zOrganizationDashboard>;

export const zRecentSignIn = z.object({
  at: z.string(),
  name: z.string(),
  email: z.string(),
  role: zRole,
  organizationCode: z.string().nullable(),
  portal: z.enum(['admin', 'staff']),
});

export const zPlatformDashboard = z.object({
  organizations: z.number().int(),
  accounts: z.number().int(),
  signInsLast24Hours: z.number().int(),
  recentSignIns: z.array(zRecentSignIn),
});
export type PlatformDashboard = z.infer<typeof zPlatformDashboard>;
