import { SidebarLayout, type SidebarLayoutProps } from './sidebar-layout';

/** The default layout for organisation admins and assistant admins. */
export function Layout1(props: Omit<SidebarLayoutProps, 'badge'>) {
  return <SidebarLayout {...props} />;
}
