import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The top of a page: the breadcrumb trail, the title and the page's main action. */
export function PageHeader({
  trail,
  title,
  action,
}: {
  trail: { label: string; to?: string }[];
  title: string;
  action?: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Breadcrumbs>
        {trail.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
    </Stack>
  );
}
