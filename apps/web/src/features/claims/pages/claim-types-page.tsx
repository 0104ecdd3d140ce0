import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ClaimType, claimTypeDeletedMessage } from '@tembusu/contracts/claims';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { incomeTypeLabels } from '../../payroll';
import { useClaimTypes, useDeleteClaimType } from '../api/claim-types';
import { claimTypeAddPath, claimTypeEditPath } from '../components/admin-claims-paths';
import { eligibilityText, limitText } from '../components/claim-type-format';

const limits = [
  ['limitPerClaim', 'Per claim'],
  ['limitPerMonth', 'Per month'],
  ['limitPerYear', 'Per year'],
] as const;

function LimitsCell({ type }: { type: ClaimType }) {
  if (limits.every(([key]) => type[key] === null)) return <Text size="sm">No limit</Text>;
  return (
    <Stack gap={2}>
      {limits.map(([key, label]) => (
        <Text key={key} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Text span size="sm" c="dimmed">
            {label}:
          </Text>{' '}
          {limitText(type[key])}
        </Text>
      ))}
    </Stack>
  );
}

const column = dataColumns<ClaimType>();
const columns = column.columns([
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: type } }) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {type.name}
        </Text>
        {type.description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {type.description}
          </Text>
        )}
      </Stack>
    ),
    meta: { width: 220 },
  }),
  column.display({
    id: 'limits',
    header: 'Limits (SGD)',
    cell: ({ row: { original: type } }) => <LimitsCell type={type} />,
  }),
  column.accessor((type) => (type.receiptRequired ? 'Required' : 'Not required'), {
    id: 'receipt',
    header: 'Receipt',
    meta: { nowrap: true },
  }),
  column.display({
    id: 'taxable',
    header: 'Taxable',
    cell: ({ row: { original: type } }) =>
      type.taxable ? (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color="orange" radius="sm">
            Taxable
          </Badge>
          <Text size="xs" c="dimmed">
            {incomeTypeLabels[type.incomeType]}
          </Text>
        </Stack>
      ) : (
        <Badge variant="light" color="gray" radius="sm">
          Not taxable
        </Badge>
      ),
  }),
  column.accessor((type) => type.payItem.description, { id: 'payItem', header: 'Pay item' }),
  column.accessor(eligibilityText, { id: 'eligibility', header: 'Who may claim' }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: type } }) => (
      <Badge variant="light" color={type.isActive ? 'tembusu' : 'gray'}>
        {type.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
]);

export function ClaimTypesPage() {
  const { data, isPending, error } = useClaimTypes();
  const remove = useDeleteClaimType();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Claims' }, { label: 'Claim types' }]}
          title="Claim types"
          action={
            <Button component={Link} to={claimTypeAddPath} leftSection={<IconPlus size={18} />}>
              Add claim type
            </Button>
          }
        />
      }
      filters={
        <Group mb="md">
          <Text c="dimmed" size="sm" maw={720}>
            The kinds of expenses staff can claim, their limits and the pay item each is paid
            through. A type with claims cannot be deleted; make it inactive instead.
          </Text>
        </Group>
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No claim types yet. Add the kinds of expenses staff can claim."
      columns={columns}
      label="Claim types"
      minWidth={1000}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (type) => type.name,
        editTo: (type) => claimTypeEditPath(type.id),
        delete: {
          title: 'Delete claim type',
          message: (type) => `Deleting claim type ${type.name} Are you sure you want to proceed?`,
          remove: (type) => remove.mutateAsync(type.id),
          deletedMessage: claimTypeDeletedMessage,
        },
      }}
    />
  );
}
