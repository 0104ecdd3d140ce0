import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSettings } from '../settings/settings-provider';
import { Brand } from './brand';
import type { LayoutUser, NavSection } from './navigation';
import { headerHeight, NavigationDrawer } from './navigation-drawer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export type SidebarLayoutProps = {
  navigation: readonly NavSection[];
  user?: LayoutUser;
  onSignOut?: () => void;
  badge?: string;
  children?: ReactNode;
};

/**
 * A sidebar and a top bar around the page: the shape of layout1 and of the super layout. Below
 * tablet landscape the sidebar gives its room to the page and opens from the burger as a drawer.
 */
export function SidebarLayout({
  navigation,
  user,
  onSignOut,
  badge,
  children,
}: SidebarLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { settings } = useSettings();
  const width = settings.sidebarMode === 'compact' ? 76 : 260;

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width, breakpoint: 'md', collapsed: { mobile: true } }}
      padding="lg"
      layout="alt"
    >
      <AppShell.Header>
        <TopBar
          user={user}
          onSignOut={onSignOut}
          burger={{ opened, toggle, hiddenFrom: 'md' }}
          start={
            <Box hiddenFrom="md">
              <Brand />
            </Box>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar withBorder={false} visibleFrom="md">
        <Sidebar sections={navigation} badge={badge} />
      </AppShell.Navbar>
      <NavigationDrawer opened={opened} onClose={close} hiddenFrom="md">
        <Sidebar sections={navigation} badge={badge} onNavigate={close} />
      </NavigationDrawer>
      <AppShell.Main bg="var(--mantine-color-gray-0)">{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
