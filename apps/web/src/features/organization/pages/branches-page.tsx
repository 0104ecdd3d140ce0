import { Alert, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Branch } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { useBranches, useDeleteBranch } from '../api/organization';

export function BranchesPage() {
  const { data, isPending, error } = useBranches();
  const remove = useDeleteBranch();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = (data ?? []).slice((page - 1) * defaultPageSize, page * defaultPageSize);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Branches/Outlets' }]}
        title="Branches/Outlets"
        action={
          <Button
            component={Link}
            to="/organization/branches-outlets/create"
            leftSection={<IconPlus size={18} />}
          >
            Add branch/outlet
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No branches or outlets yet. Add the places your people work from.
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Time zone</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={100}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((branch) => (
                  <Table.Tr key={branch.id}>
                    <Table.Td fw={600}>{branch.name}</Table.Td>
                    <Table.Td>
                      {[branch.address, branch.postalCode && `Singapore ${branch.postalCode}`]
                        .filter(Boolean)
                        .join(', ')}
                    </Table.Td>
                    <Table.Td>{branch.timeZone}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={branch.isActive ? 'tembusu' : 'gray'}>
                        {branch.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={branch.name}
                        editTo={`/organization/branches-outlets/${branch.id}`}
                        onDelete={() => setDeleting(branch)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
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
        title="Delete branch/outlet"
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
