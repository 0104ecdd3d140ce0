import type { Role } from '@tembusu/contracts/roles';

/**
 * Who may use a page, within its spec route level (`roleGroups`): the roles the server answers
 * for what the page shows. The router's guards send anyone else who is signed in to their own
 * home, and the navigation offers a page only to these roles.
 */
export const pageRoles = {
  /** The organisation's admin screens: the server's admin and assistant-admin routes. */
  organisationAdmins: ['admin', 'asstadmin'],
  /** What the server keeps for an organisation's admin alone (managing assistant admins). */
  organisationAdmin: ['admin'],
  /** The staff side: anyone who belongs to an organisation. */
  organisationMembers: ['admin', 'asstadmin', 'employee'],
  /** An employee's own records (their payslips). */
  employees: ['employee'],
  /** An administrator's own account, on either side. */
  administrators: ['masteradmin', 'superadmin', 'admin', 'asstadmin'],
} as const satisfies Record<string, readonly Role[]>;
