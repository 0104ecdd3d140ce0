import { Badge, Box, Button, Group, Select, Text } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import type { Workspace } from '@tembusu/contracts/desk-booking';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { useUploadedImageUrl } from '../../uploads';
import { useDeleteWorkspace, useDeskBranches, useWorkspaces } from '../api/desk-booking';
import { deskPaths } from './paths';

function PlanThumbnail({ workspace }: { workspace: Workspace }) {
  const url = useUploadedImageUrl(workspace.floorPlan);
  return (
    <Box
      w={72}
      h={46}
      style={{
        borderRadius: 6,
        border: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-gray-0)',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {url ? (
        <img
          src={url}
          alt=""
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <IconPhoto size={18} color="var(--mantine-color-gray-5)" aria-hidden />
      )}
    </Box>
  );
}

function DeskCounts({ workspace }: { workspace: Workspace }) {
  const fixed = workspace.desks.filter((d) => d.assignedEmployeeId && !d.underMaintenance).length;
  const off = workspace.desks.filter((d) => d.underMaintenance).length;
  const hot = workspace.desks.length - fixed - off;
  return (
    <Group gap={6}>
      <Text size="sm" fw={600} miw={20}>
        {workspace.desks.length}
      </Text>
      <Badge variant="light" color="teal" size="sm">
        <Ltr>{hot} hot</Ltr>
      </Badge>
      {fixed > 0 && (
        <Badge variant="light" color="violet" size="sm">
          <Ltr>{fixed} fixed</Ltr>
        </Badge>
      )}
      {off > 0 && (
        <Badge variant="light" color="gray" size="sm">
          <Ltr>{off} maintenance</Ltr>
        </Badge>
      )}
    </Group>
  );
}

const column = dataColumns<Workspace>();
const columns = column.columns([
  column.display({
    id: 'workspace',
    header: 'Workspace',
    cell: ({ row: { original: workspace } }) => (
      <Group gap="sm" wrap="nowrap">
        <PlanThumbnail workspace={workspace} />
        <Text fw={600} size="sm">
          {workspace.name}
        </Text>
      </Group>
    ),
  }),
  column.accessor('branchOutletName', { header: 'Branch/Outlet' }),
  column.display({
    id: 'desks',
    header: 'Desks',
    cell: ({ row: { original: workspace } }) => <DeskCounts workspace={workspace} />,
  }),
]);

/** /desk-booking/workspace: the floors and zones with their desks. */
export function WorkspacesPage() {
  const [branchId, setBranchId] = useState<string | null>(null);
  const { data, isPending, error } = useWorkspaces(branchId);
  const branches = useDeskBranches();
  const remove = useDeleteWorkspace();
  const [page, setPage] = useState(1);
  const sorted =
    data &&
    [...data].sort(
      (a, b) =>
        a.branchOutletName.localeCompare(b.branchOutletName) || a.name.localeCompare(b.name),
    );

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Desk Booking' }, { label: 'Workspace' }]}
          title="Workspaces"
          action={
            <Button
              component={Link}
              to={`${deskPaths.workspaces}/create`}
              leftSection={<IconPlus size={18} />}
            >
              Add workspace
            </Button>
          }
        />
      }
      filters={
        <Group justify="space-between" mb="md">
          <Text size="sm" c="dimmed">
            Floors and zones with their floor plans and desks.
          </Text>
          <Select
            aria-label="Branch/Outlet"
            placeholder="All branches/outlets"
            data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
            value={branchId}
            onChange={(value) => {
              setBranchId(value);
              setPage(1);
            }}
            clearable
            w={260}
          />
        </Group>
      }
      rows={sorted}
      loading={isPending}
      error={error}
      empty="No workspaces yet. Add a floor or zone with its floor plan and desks."
      columns={columns}
      minWidth={720}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (workspace) => workspace.name,
        editTo: (workspace) => `${deskPaths.workspaces}/edit/${workspace.id}`,
        delete: {
          title: 'Delete workspace',
          message: (workspace) => `Deleting ${workspace.name} Are you sure you want to proceed?`,
          remove: (workspace) => remove.mutateAsync(workspace.id),
        },
      }}
    />
  );
}
