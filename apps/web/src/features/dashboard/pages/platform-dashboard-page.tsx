import { Alert, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconLogin, IconUsers } from '@tabler/icons-react';
import { roleLabels } from '@tembusu/contracts/roles';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatDateTime } from '../../../lib/format';
import { usePlatformDashboard } from '../api/dashboards';
import { StatCard } from '../components/stat-card';

export function PlatformDashboardPage() {
  const { data, isPending, error } = usePlatformDashboard();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Platform dashboard
        </Title>
        <Text c="dimmed">Every organisation on this Tembusu service.</Text>
      </div>
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" title="The dashboard could not be loaded">
          {error.message}
        </Alert>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard
              label="Organisations"
              value={data.organizations}
              icon={<IconBuildingSkyscraper size={24} />}
            />
            <StatCard label="Accounts" value={data.accounts} icon={<IconUsers size={24} />} />
            <StatCard
              label="Sign-ins, last 24 hours"
              value={data.signInsLast24Hours}
              icon={<IconLogin size={24} />}
            />
          </SimpleGrid>
          <Paper
            withBorder
            radius="lg"
            p="lg"
            shadow="xs"
            component="section"
            aria-label="Recent sign-ins"
          >
            <Title order={2} size="h4" mb="md">
              Recent sign-ins
            </Title>
            {data.recentSignIns.length === 0 ? (
              <Text c="dimmed">No sign-ins yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When (SGT)</Table.Th>
                      <Table.Th>Who</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Organisation</Table.Th>
                      <Table.Th>Portal</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.recentSignIns.map((signIn) => (
                      <Table.Tr key={`${signIn.at}-${signIn.email}`}>
                        <Table.Td>{formatDateTime(signIn.at)}</Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {signIn.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {signIn.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{roleLabels[signIn.role]}</Table.Td>
                        <Table.Td>{signIn.organizationCode ?? 'Platform'}</Table.Td>
                        <Table.Td>
                          <Badge
                            variant="light"
                            color={signIn.portal === 'staff' ? 'blue' : 'tembusu'}
                          >
                            {signIn.portal === 'staff' ? 'Staff' : 'Admin'}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
