import { Alert, Badge, Box, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Workspace } from '@tembusu/contracts/desk-booking';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
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

/** /desk-booking/workspace: the floors and zones with their desks. */
export function WorkspacesPage() {
  const [branchId, setBranchId] = useState<string | null>(null);
  const { data, isPending, error } = useWorkspaces(branchId);
  const branches = useDeskBranches();
  const remove = useDeleteWorkspace();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sorted = [...(data ?? [])].sort(
    (a, b) => a.branchOutletName.localeCompare(b.branchOutletName) || a.name.localeCompare(b.name),
  );
  const shown = sorted.slice((page - 1) * defaultPageSize, page * defaultPageSize);

  return (
    <Stack gap="lg">
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
      <Paper withBorder radius="lg" p="lg" shadow="xs">
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
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No workspaces yet. Add a floor or zone with its floor plan and desks.
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Workspace</Table.Th>
                  <Table.Th>Branch/Outlet</Table.Th>
                  <Table.Th>Desks</Table.Th>
                  <Table.Th w={100}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((workspace) => {
                  const fixed = workspace.desks.filter(
                    (d) => d.assignedEmployeeId && !d.underMaintenance,
                  ).length;
                  const off = workspace.desks.filter((d) => d.underMaintenance).length;
                  const hot = workspace.desks.length - fixed - off;
                  return (
                    <Table.Tr key={workspace.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <PlanThumbnail workspace={workspace} />
                          <Text fw={600} size="sm">
                            {workspace.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{workspace.branchOutletName}</Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          <Text size="sm" fw={600} miw={20}>
                            {workspace.desks.length}
                          </Text>
                          <Badge variant="light" color="teal" size="sm">
                            {hot} hot
                          </Badge>
                          {fixed > 0 && (
                            <Badge variant="light" color="violet" size="sm">
                              {fixed} fixed
                            </Badge>
                          )}
                          {off > 0 && (
                            <Badge variant="light" color="gray" size="sm">
                              {off} maintenance
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <RowActions
                            name={workspace.name}
                            editTo={`${deskPaths.workspaces}/edit/${workspace.id}`}
                            onDelete={() => setDeleting(workspace)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && data.length > 0 && (
          <Pagination page={page} total={data.length} onChange={setPage} />
        )}
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete workspace"
        message={`Deleting ${deleting?.name ?? ''} Are you sure you want to proceed?`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setDeleting(null);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
