import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSettings } from '../settings/settings-provider';
import type { LayoutUser, NavSection } from './navigation';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export type SidebarLayoutProps = {
  navigation: readonly NavSection[];
  user?: LayoutUser;
  onSignOut?: () => void;
  badge?: string;
  children?: ReactNode;
};

/** A sidebar and a top bar around the page: the shape of layout1 and of the super layout. */
export function SidebarLayout({
  navigation,
  user,
  onSignOut,
  badge,
  children,
}: SidebarLayoutProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const { settings } = useSettings();
  const width = settings.sidebarMode === 'compact' ? 76 : 260;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      layout="alt"
    >
      <AppShell.Header>
        <TopBar user={user} onSignOut={onSignOut} burger={{ opened, toggle, hiddenFrom: 'sm' }} />
      </AppShell.Header>
      <AppShell.Navbar withBorder={false}>
        <Sidebar sections={navigation} badge={badge} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
