import { SidebarLayout, type SidebarLayoutProps } from './sidebar-layout';

/** The layout for master admins and super admins, who run the service rather than a company. */
export function SuperLayout(props: Omit<SidebarLayoutProps, 'badge'>) {
  return <SidebarLayout {...props} badge="Platform administration" />;
}
