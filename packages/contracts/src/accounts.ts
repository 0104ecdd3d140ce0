// Accounts managed by the people who run the service: super admins and organisation admins.
import { z } from 'zod';
import { zPageQuery } from './api.js';
import { zPassword } from './patterns.js';

export const managedKinds = ['platform', 'organisation'] as const;
export type ManagedKind = (typeof managedKinds)[number];

export const platformAccountRoles = ['superadmin', 'masteradmin'] as const;
export const organisationAdminAccountRoles = ['admin', 'asstadmin'] as const;

const zEmail = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address'));

export const zManagedAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['masteradmin', 'superadmin', 'admin', 'asstadmin']),
  isActive: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  organization: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
});
export type ManagedAccount = z.infer<typeof zManagedAccount>;

export const zManagedAccountQuery = zPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  organizationId: z.uuid().optional(),
});

export const zCreatePlatformAccount = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: zEmail,
  password: zPassword,
  role: z.enum(platformAccountRoles),
});

export const zCreateOrganisationAdmin = z.object({
  organizationId: z.uuid('Choose an organisation'),
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: zEmail,
  password: zPassword,
  role: z.enum(organisationAdminAccountRoles),
});

export const zUpdateManagedAccount = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: zEmail,
  role: z.enum(['masteradmin', 'superadmin', 'admin', 'asstadmin']),
  isActive: z.boolean(),
});
export type UpdateManagedAccount = z.infer<typeof zUpdateManagedAccount>;

export const zOrganizationOption = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type OrganizationOption = z.infer<typeof zOrganizationOption>;

export const adminEmailTaken = 'An administrator account with this e-mail already exists.';
