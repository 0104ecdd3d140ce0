import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand';

/** Pages anyone may read: legal, contact, not found. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      mih="100vh"
      bg="var(--mantine-color-gray-0)"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/legal" underline="never" c="inherit" aria-label="Tembusu">
              <Brand />
            </Anchor>
            <Group gap="lg" component="nav" aria-label="Site">
              <Anchor component={Link} to="/legal" c="dark" fw={500} size="sm">
                Legal
              </Anchor>
              <Anchor component={Link} to="/contact" c="dark" fw={500} size="sm">
                Contact
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" flex={1} py={48}>
        {children ?? <Outlet />}
      </Box>
      <Box
        component="footer"
        py="lg"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Tembusu · People, payroll and workplace for Singapore
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/legal" size="sm" c="dimmed">
                Privacy &amp; terms
              </Anchor>
              <Anchor component={Link} to="/contact" size="sm" c="dimmed">
                Contact
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
