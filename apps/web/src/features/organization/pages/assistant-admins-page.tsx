import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AssistantAdmin } from '@tembusu/contracts/organization';
import { adminSections } from '@tembusu/contracts/roles';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useAssistantAdmins, useDeleteAssistantAdmin } from '../api/organization';

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
  const remove = useDeleteAssistantAdmin();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
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
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No assistant admins yet. They help run the organisation, outside the sections you keep for yourself."
      columns={columns}
      label="Assistant admins"
      minWidth={640}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (assistant) => assistant.name,
        editTo: (assistant) => `/organization/asst-admin/${assistant.id}`,
        delete: {
          title: 'Delete assistant admin',
          message: (assistant) =>
            `Deleting assistant admin ${assistant.name} Are you sure you want to proceed? They will no longer be able to sign in.`,
          remove: (assistant) => remove.mutateAsync(assistant.id),
        },
      }}
    />
  );
}
