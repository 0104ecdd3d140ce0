import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand';

/** Sign-in, sign-up and password pages: one card in the middle of a quiet page. */
export function AuthLayout() {
  return (
    <Box
      mih="100vh"
      py={48}
      px="md"
      style={{
        background:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-tembusu-0), transparent 55%), var(--mantine-color-gray-0)',
      }}
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Anchor component={Link} to="/legal" underline="never" c="inherit" aria-label="Tembusu">
              <Brand />
            </Anchor>
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }}>
            <Outlet />
          </Paper>
          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/legal" size="sm" c="dimmed">
              Privacy &amp; terms
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm" c="dimmed">
              Contact
            </Anchor>
            <Text size="sm" c="dimmed">
              © Tembusu
            </Text>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
