import {
  pageBlocked,
  type Role,
  type RoleGroup,
  roleGroups,
  roleIsIn,
} from '@tembusu/contracts/roles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { homePathFor } from '../../lib/session/home-path';
import { useSession } from '../../lib/session/session-provider';
import { Redirect } from './redirect';

function signInPathFor(group: RoleGroup): string {
  return group === 'sa' ? '/supper-admin/signin' : '/session/signin';
}

/**
 * The spec's route levels: a caller outside the group goes to sign-in with the path they wanted;
 * a path holding one of their blocked fragments is not found; a signed-in role the page is not
 * for (`roles`: employees on admin pages, platform admins on an organisation's pages, assistant
 * admins on the admin's own) goes to its own home.
 */
export function RequireRole({
  group,
  roles,
  children,
}: {
  group: RoleGroup;
  roles?: readonly Role[];
  children: ReactNode;
}) {
  const { user } = useSession();
  const location = useLocation();
  const wanted = `${location.pathname}${location.search}`;

  if (!user || !roleIsIn(user.role, roleGroups[group])) {
    // Outside any layout: signed out, or a role the sign-in must change.
    return (
      <Redirect
        to={`${signInPathFor(group)}?redirect=${encodeURIComponent(wanted)}`}
        fullPage={!user}
      />
    );
  }
  if (pageBlocked(location.pathname, user.preventAccess)) {
    return <Redirect to="/session/404" />;
  }
  if (roles && !roleIsIn(user.role, roles)) {
    return <Redirect to={homePathFor(user.role)} />;
  }
  return children;
}
