import type { ManagedKind } from '@tembusu/contracts/accounts';

export const kindLabels: Record<
  ManagedKind,
  { title: string; one: string; listPath: string; roles: { value: string; label: string }[] }
> = {
  platform: {
    title: 'Super admins',
    one: 'super admin',
    listPath: '/manage-super-admin',
    roles: [
      { value: 'superadmin', label: 'Super admin' },
      { value: 'masteradmin', label: 'Master admin' },
    ],
  },
  organisation: {
    title: 'Admins',
    one: 'admin',
    listPath: '/manage-admin',
    roles: [
      { value: 'admin', label: 'Admin' },
      { value: 'asstadmin', label: 'Assistant admin' },
    ],
  },
};
