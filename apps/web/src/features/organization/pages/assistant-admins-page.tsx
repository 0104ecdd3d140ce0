import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { adminSections } from '@tembusu/contracts/roles';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { useAssistantAdmins } from '../api/organization';

const sectionLabel = new Map<string, string>(adminSections.map((s) => [s.path, s.label]));

export function AssistantAdminsPage() {
  const { data, isPending, error } = useAssistantAdmins();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Assistant admins' }]}
        title="Assistant admins"
        action={
          <Button
            component={Link}
            to="/organization/asst-admin/create"
            leftSection={<IconPlus size={18} />}
          >
            Add assistant admin
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No assistant admins yet. They help run the organisation, outside the sections you keep
            for yourself.
          </Text>
        )}
        {data && data.length > 0 && (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kept out of</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((assistant) => (
                <Table.Tr key={assistant.id}>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/organization/asst-admin/${assistant.id}`}
                      fw={600}
                      size="sm"
                      c="tembusu.7"
                    >
                      {assistant.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {assistant.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {assistant.preventAccess.length === 0 && <Text size="sm">Nothing</Text>}
                      {assistant.preventAccess.map((path) => (
                        <Badge key={path} variant="light" color="gray">
                          {sectionLabel.get(path) ?? path}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={assistant.isActive ? 'tembusu' : 'gray'}>
                      {assistant.isActive ? 'Active' : 'Deactivated'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
