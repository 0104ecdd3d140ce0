import { roleGroups, roleIsIn } from '@tembusu/contracts/roles';

/** Where a signed-in account starts. */
export function homePathFor(role: string): string {
  if (roleIsIn(role, roleGroups.sa)) return '/sa-dashboard';
  if (role === 'employee') return '/staff-dashboard';
  return '/dashboard';
}
