import { pageBlocked, roleLabels } from '@tembusu/contracts/roles';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session-provider';
import { organisationNavigation, platformNavigation, staffNavigation } from '../navigation';
import { EmployeeLayout } from './employee-layout';
import { Layout1 } from './layout1';
import { SuperLayout } from './super-layout';

/** Master and super admins get the super layout, employees the employee layout, others layout1. */
export function RoleLayout() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  // Signed out: the page's guard sends the visitor to sign-in, so no frame is drawn.
  if (!user) return <Outlet />;

  const layoutUser = { name: user.name, roleLabel: roleLabels[user.role] };
  const onSignOut = async () => {
    const signInPath =
      user.role === 'masteradmin' || user.role === 'superadmin'
        ? '/supper-admin/signin'
        : '/session/signin';
    await navigate(signInPath, { replace: true });
    await signOut();
  };

  if (user.role === 'masteradmin' || user.role === 'superadmin') {
    return <SuperLayout navigation={platformNavigation} user={layoutUser} onSignOut={onSignOut} />;
  }
  if (user.role === 'employee') {
    return <EmployeeLayout navigation={staffNavigation} user={layoutUser} onSignOut={onSignOut} />;
  }
  // Sections an assistant admin is kept out of are not offered in the sidebar.
  const navigation = organisationNavigation
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !pageBlocked(item.to, user.preventAccess)),
    }))
    .filter((section) => section.items.length > 0);
  return <Layout1 navigation={navigation} user={layoutUser} onSignOut={onSignOut} />;
}
