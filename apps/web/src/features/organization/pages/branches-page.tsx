import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Branch } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useBranches, useDeleteBranch } from '../api/organization';

const column = dataColumns<Branch>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { emphasis: true } }),
  column.accessor(
    (branch) =>
      [branch.address, branch.postalCode && `Singapore ${branch.postalCode}`]
        .filter(Boolean)
        .join(', '),
    { id: 'address', header: 'Address' },
  ),
  column.accessor('timeZone', { header: 'Time zone' }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: branch } }) => (
      <Badge variant="light" color={branch.isActive ? 'tembusu' : 'gray'}>
        {branch.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
]);

export function BranchesPage() {
  const { data, isPending, error } = useBranches();
  const remove = useDeleteBranch();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
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
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No branches or outlets yet. Add the places your people work from."
      columns={columns}
      minWidth={640}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (branch) => branch.name,
        editTo: (branch) => `/organization/branches-outlets/${branch.id}`,
        delete: {
          title: 'Delete branch/outlet',
          message: (branch) => `Deleting ${branch.name} Are you sure you want to proceed?`,
          remove: (branch) => remove.mutateAsync(branch.id),
        },
      }}
    />
  );
}
