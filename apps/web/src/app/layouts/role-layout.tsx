import { roleLabels } from '@tembusu/contracts/roles';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session-provider';
import {
  organisationNavigation,
  platformNavigation,
  sectionsFor,
  staffNavigation,
} from '../navigation';
import { EmployeeLayout } from './employee-layout';
import { Layout1 } from './layout1';
import { SuperLayout } from './super-layout';

/**
 * The signed-in person's frame around `children` (the matched page when left out): master and
 * super admins get the super layout, employees the employee layout, others layout1. Each sees
 * only the pages their role can use, less the sections an assistant admin is kept out of.
 */
export function RoleFrame({ children }: { children?: ReactNode }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  // Signed out: the page's guard sends the visitor to sign-in, so no frame is drawn.
  if (!user) return children ?? <Outlet />;

  const layoutUser = { name: user.name, roleLabel: roleLabels[user.role] };
  const onSignOut = async () => {
    const signInPath =
      user.role === 'masteradmin' || user.role === 'superadmin'
        ? '/supper-admin/signin'
        : '/session/signin';
    await navigate(signInPath, { replace: true });
    await signOut();
  };
  const props = { user: layoutUser, onSignOut, children };

  if (user.role === 'masteradmin' || user.role === 'superadmin') {
    return <SuperLayout navigation={sectionsFor(platformNavigation, user)} {...props} />;
  }
  if (user.role === 'employee') {
    const [staff] = sectionsFor([{ items: staffNavigation }], user);
    return <EmployeeLayout navigation={staff?.items ?? []} {...props} />;
  }
  return <Layout1 navigation={sectionsFor(organisationNavigation, user)} {...props} />;
}

/** The signed-in pages' layout route. */
export function RoleLayout() {
  return <RoleFrame />;
}
