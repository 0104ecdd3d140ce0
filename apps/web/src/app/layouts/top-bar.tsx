import { Avatar, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCustomizer } from '../settings/customizer';
import type { LayoutUser, NavItem } from './navigation';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function TopBar({
  user,
  onSignOut,
  burger,
  start,
  personalLinks = [],
}: {
  user?: LayoutUser;
  onSignOut?: () => void;
  burger?: { opened: boolean; toggle(): void; hiddenFrom: 'sm' | 'md' };
  start?: ReactNode;
  /** Pages about the signed-in person, listed in the account menu. */
  personalLinks?: readonly NavItem[];
}) {
  const customizer = useCustomizer();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger && (
          <Burger
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom={burger.hiddenFrom}
            size="sm"
            aria-label={burger.opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={burger.opened}
          />
        )}
        {start}
      </Group>
      {user && (
        <Menu position="bottom-end" width={220} shadow="md">
          <Menu.Target>
            <UnstyledButton aria-label="Account menu">
              <Group gap="xs" wrap="nowrap">
                <Avatar color="tembusu" radius="xl" size={34}>
                  {initials(user.name)}
                </Avatar>
                <div style={{ lineHeight: 1.1 }}>
                  <Text size="sm" fw={600}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.roleLabel}
                    {user.organizationName ? ` · ${user.organizationName}` : ''}
                  </Text>
                </div>
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {personalLinks.map((item) => (
              <Menu.Item
                key={item.to}
                component={Link}
                to={item.to}
                leftSection={<item.icon size={16} />}
              >
                {item.label}
              </Menu.Item>
            ))}
            <Menu.Item leftSection={<IconSettings size={16} />} onClick={customizer.open}>
              Settings
            </Menu.Item>
            {onSignOut && (
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
                Sign out
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      {customizer.panel}
    </Group>
  );
}
