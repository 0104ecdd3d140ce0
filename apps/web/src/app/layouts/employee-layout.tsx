import { AppShell, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { Brand } from './brand';
import type { LayoutUser, NavItem } from './navigation';
import { headerHeight, NavigationDrawer } from './navigation-drawer';
import { TopBar } from './top-bar';

/**
 * The staff layout: the places an employee goes sit in the top bar, the pages about themselves
 * in its account menu, and all of them fold into a drawer opened from the burger on small screens.
 */
export function EmployeeLayout({
  navigation,
  user,
  onSignOut,
  children,
}: {
  navigation: readonly NavItem[];
  user?: LayoutUser;
  onSignOut?: () => void;
  children?: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const places = navigation.filter((item) => !item.personal);

  return (
    <AppShell header={{ height: headerHeight }} padding="lg">
      <AppShell.Header>
        <TopBar
          user={user}
          onSignOut={onSignOut}
          burger={{ opened, toggle, hiddenFrom: 'md' }}
          personalLinks={navigation.filter((item) => item.personal)}
          start={
            <Group gap="lg" wrap="nowrap">
              <Brand />
              <Group gap={4} visibleFrom="md" component="nav" aria-label="Main" wrap="nowrap">
                {places.map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterNavLink}
                    to={item.to}
                    label={item.label}
                    leftSection={<item.icon size={18} stroke={1.6} />}
                    active={isActive(item.to)}
                    w="auto"
                    style={{ borderRadius: 8 }}
                  />
                ))}
              </Group>
            </Group>
          }
        />
      </AppShell.Header>
      <NavigationDrawer opened={opened} onClose={close} hiddenFrom="md">
        <ScrollArea h="100%" p="xs">
          <Stack gap={2} component="nav" aria-label="Main menu">
            {navigation.map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.6} />}
                active={isActive(item.to)}
                onClick={close}
                style={{ borderRadius: 8 }}
              />
            ))}
          </Stack>
        </ScrollArea>
      </NavigationDrawer>
      <AppShell.Main bg="var(--mantine-color-gray-0)">{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
