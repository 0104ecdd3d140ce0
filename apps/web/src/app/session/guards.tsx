import { pageBlocked, type RoleGroup, roleGroups, roleIsIn } from '@tembusu/contracts/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-provider';

function signInPathFor(group: RoleGroup): string {
  return group === 'sa' ? '/supper-admin/signin' : '/session/signin';
}

/**
 * The spec's route levels: a caller outside the group goes to sign-in with the path they wanted;
 * a path holding one of their blocked fragments is not found; admin pages send employees to
 * their own dashboard.
 */
export function RequireRole({
  group,
  adminPage = false,
  children,
}: {
  group: RoleGroup;
  adminPage?: boolean;
  children: ReactNode;
}) {
  const { user } = useSession();
  const location = useLocation();
  const wanted = `${location.pathname}${location.search}`;

  if (!user || !roleIsIn(user.role, roleGroups[group])) {
    return (
      <Navigate to={`${signInPathFor(group)}?redirect=${encodeURIComponent(wanted)}`} replace />
    );
  }
  if (pageBlocked(location.pathname, user.preventAccess)) {
    return <Navigate to="/session/404" replace />;
  }
  if (adminPage && user.role === 'employee') {
    return <Navigate to="/staff-dashboard" replace />;
  }
  return children;
}
