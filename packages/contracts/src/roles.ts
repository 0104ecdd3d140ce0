// Roles and the spec's route levels (section 6). Free of zod: the web shell loads it up front.

export const roles = ['masteradmin', 'superadmin', 'admin', 'asstadmin', 'employee'] as const;
export type Role = (typeof roles)[number];

/** The spec's route levels; roles compare in lower case, EDITOR and GUEST included. */
export const roleGroups = {
  sa: ['masteradmin', 'superadmin'],
  admin: ['masteradmin', 'superadmin', 'admin', 'employee', 'asstadmin'],
  editor: ['masteradmin', 'superadmin', 'admin', 'editor'],
  guest: ['masteradmin', 'superadmin', 'admin', 'editor', 'guest'],
} as const;
export type RoleGroup = keyof typeof roleGroups;

export function normaliseRole(role: string): string {
  return role.toLowerCase();
}

export function roleIsIn(role: string, allowed: readonly string[]): boolean {
  return allowed.includes(normaliseRole(role));
}

export const roleLabels: Record<Role, string> = {
  masteradmin: 'Master admin',
  superadmin: 'Super admin',
  admin: 'Admin',
  asstadmin: 'Assistant admin',
  employee: 'Employee',
};

/**
 * The admin sections an assistant admin can be kept out of. `path` is the fragment stored in
 * their preventAccess list (the client guard matches it in the address); `apiPrefixes` are the
 * calls the server refuses them for the same section.
 */
export const adminSections = [
  {
    path: '/organization',
    label: 'Organisation',
    apiPrefixes: [
      '/api/v1/organization/info',
      '/api/v1/organization/departments',
      '/api/v1/organization/branches',
      '/api/v1/organization/holidays',
      '/api/v1/organization/working-hours',
      '/api/v1/organization/asst-admin',
    ],
  },
  { path: '/interview', label: 'Interview and hiring', apiPrefixes: ['/api/v1/interview'] },
  { path: '/employees', label: 'Employees', apiPrefixes: ['/api/v1/employees'] },
  {
    path: '/payroll',
    label: 'Payroll',
    apiPrefixes: ['/api/v1/payroll', '/api/v1/employee/calculator-deduction'],
  },
  { path: '/attendance', label: 'Attendance', apiPrefixes: ['/api/v1/attendance'] },
  { path: '/claims', label: 'Claims', apiPrefixes: ['/api/v1/claims'] },
  { path: '/leaves', label: 'Leaves', apiPrefixes: ['/api/v1/leaves'] },
  { path: '/appraisal', label: 'Appraisal', apiPrefixes: ['/api/v1/appraisal'] },
  { path: '/assets', label: 'Assets', apiPrefixes: ['/api/v1/assets'] },
  { path: '/room-booking', label: 'Room booking', apiPrefixes: ['/api/v1/room'] },
  { path: '/desk-booking', label: 'Desk booking', apiPrefixes: ['/api/v1/desk'] },
  { path: '/shift-planning', label: 'Shift planning', apiPrefixes: ['/api/v1/shift'] },
  { path: '/chat', label: 'Chat', apiPrefixes: ['/api/v1/chat'] },
] as const;
export type AdminSectionPath = (typeof adminSections)[number]['path'];

/** Whether an API path belongs to one of the sections an account is kept out of. */
export function apiPathBlocked(path: string, preventAccess: readonly string[]): boolean {
  return adminSections.some(
    (section) =>
      preventAccess.includes(section.path) &&
      section.apiPrefixes.some(
        (prefix) =>
          path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
      ),
  );
}
