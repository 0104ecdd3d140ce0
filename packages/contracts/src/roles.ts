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

type AdminSection = {
  path: string;
  label: string;
  apiPrefixes: readonly string[];
  apiShared?: readonly string[];
};

/**
 * The admin sections an assistant admin can be kept out of. `path` is the fragment stored in
 * their preventAccess list (the client guard looks for it in the page address). `apiPrefixes`
 * are route patterns as the server registers them (`:id` for a parameter): a section holds the
 * routes at or beneath each, on whole segments, apart from its `apiShared` routes, which every
 * admin's screens read whatever sections they have.
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
      '/api/v1/organization/announcements',
    ],
    // The dashboard shows them.
    apiShared: ['/api/v1/organization/announcements/published'],
  },
  { path: '/interview', label: 'Interview and hiring', apiPrefixes: ['/api/v1/interview'] },
  {
    path: '/employees',
    label: 'Employees',
    // `/api/v1/employee` itself is the pick list that booking screens use.
    apiPrefixes: ['/api/v1/employees', '/api/v1/employee/:id'],
  },
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
  {
    path: '/room-booking',
    label: 'Room booking',
    apiPrefixes: ['/api/v1/room', '/api/v1/room-booking'],
  },
  {
    path: '/desk-booking',
    label: 'Desk booking',
    apiPrefixes: ['/api/v1/desk', '/api/v1/desk-booking'],
  },
  { path: '/shift-planning', label: 'Shift planning', apiPrefixes: ['/api/v1/shift'] },
  { path: '/chat', label: 'Chat', apiPrefixes: ['/api/v1/chat'] },
] as const satisfies readonly AdminSection[];
export type AdminSectionPath = (typeof adminSections)[number]['path'];

/**
 * The section an API route belongs to, by the pattern it was registered with. Deciding by the
 * pattern and not by the request's address text means no spelling of an address (percent
 * escapes, case, slashes) that reaches a route can reach it outside its section.
 */
export function sectionOfApiRoute(routePattern: string): AdminSectionPath | undefined {
  const at = (prefix: string) => routePattern === prefix || routePattern.startsWith(`${prefix}/`);
  const sections: readonly AdminSection[] = adminSections;
  const section = sections.find(
    ({ apiPrefixes, apiShared }) => apiPrefixes.some(at) && !apiShared?.includes(routePattern),
  );
  return section?.path as AdminSectionPath | undefined;
}

/** Whether an API route belongs to one of the sections an account is kept out of. */
export function apiRouteBlocked(routePattern: string, preventAccess: readonly string[]): boolean {
  const section = sectionOfApiRoute(routePattern);
  return section !== undefined && preventAccess.includes(section);
}

/**
 * Whether a page address holds one of the fragments an account is kept out of. The address is
 * compared as the router matches it: percent escapes decoded, in any case.
 */
export function pageBlocked(pathname: string, preventAccess: readonly string[]): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no page either; compare the address as it is.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return preventAccess.some((fragment) => fragment && path.includes(fragment.toLowerCase()));
}
