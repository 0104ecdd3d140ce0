import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AssistantAdmin } from '@tembusu/contracts/organization';
import { adminSections } from '@tembusu/contracts/roles';
import { Link } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { useAssistantAdmins } from '../api/organization';

const sectionLabel = new Map<string, string>(adminSections.map((s) => [s.path, s.label]));

const column = dataColumns<AssistantAdmin>();
const columns = column.columns([
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: assistant } }) => (
      <>
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
      </>
    ),
  }),
  column.display({
    id: 'keptOutOf',
    header: 'Kept out of',
    cell: ({ row: { original: assistant } }) => (
      <Group gap={4}>
        {assistant.preventAccess.length === 0 && <Text size="sm">Nothing</Text>}
        {assistant.preventAccess.map((path) => (
          <Badge key={path} variant="light" color="gray">
            {sectionLabel.get(path) ?? path}
          </Badge>
        ))}
      </Group>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: assistant } }) => (
      <Badge variant="light" color={assistant.isActive ? 'tembusu' : 'gray'}>
        {assistant.isActive ? 'Active' : 'Deactivated'}
      </Badge>
    ),
  }),
]);

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
        {data && data.length > 0 && <DataTable columns={columns} rows={data} />}
      </Paper>
    </Stack>
  );
}
