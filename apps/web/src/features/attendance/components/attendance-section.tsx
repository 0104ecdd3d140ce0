import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of a log's page, named by its title for screen readers; `action` sits beside it. */
export function AttendanceSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        {action ? (
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4">
              {title}
            </Title>
            {action}
          </Group>
        ) : (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
