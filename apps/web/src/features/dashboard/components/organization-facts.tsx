import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { OrganizationDashboard } from '@tembusu/contracts/dashboard';

export function OrganizationFacts({ organization }: Pick<OrganizationDashboard, 'organization'>) {
  const facts: [string, string | null][] = [
    ['Organization ID', organization.code],
    ['UEN', organization.uen],
    ['Industry', organization.industry],
    ['Currency', organization.currency],
    ['Time zone', organization.timeZone],
    ['Address', organization.address],
  ];
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="section" aria-label="Organisation">
      <Title order={2} size="h4" mb="md">
        {organization.organizationName}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text size="sm" fw={500}>
              {/* Each value in its own direction: an address may start with a number. */}
              <bdi>{value || 'Not set'}</bdi>
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
