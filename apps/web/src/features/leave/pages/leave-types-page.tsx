import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type LeaveType,
  leaveEntitlementRuleLabels,
  leaveTypeDeletedMessage,
} from '@tembusu/contracts/leave';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { ltrText } from '../../../lib/format';
import { useDeleteLeaveType, useLeaveTypes } from '../api/leave-types';
import { leaveTypesPath } from '../components/admin-leave-paths';
import { daysText } from '../components/leave-format';
import { LeaveTypeLabel } from '../components/leave-type-label';

function entitlementText(type: LeaveType): string {
  if (type.entitlementRule === 'fixed' && type.fixedDays !== null) {
    return `${daysText(type.fixedDays)} a year`;
  }
  return leaveEntitlementRuleLabels[type.entitlementRule];
}

function carryForwardText(type: LeaveType): string {
  if (Number(type.carryForwardLimit) === 0) return 'None';
  const limit = `Up to ${daysText(type.carryForwardLimit)}`;
  if (type.carryForwardExpiryMonths === null) return limit;
  const months = type.carryForwardExpiryMonths;
  return `${limit}, lapsing after ${ltrText(String(months))} ${months === 1 ? 'month' : 'months'}`;
}

const column = dataColumns<LeaveType>();
const columns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => ltrText(getValue()),
    meta: { nowrap: true, width: 80 },
  }),
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: type } }) => (
      <Stack gap={4} align="flex-start">
        <LeaveTypeLabel name={type.name} colour={type.colour} fw={600} />
        {type.statutory && (
          <Badge variant="light" color="blue" radius="sm" size="sm">
            Statutory
          </Badge>
        )}
      </Stack>
    ),
  }),
  column.display({
    id: 'paid',
    header: 'Pay',
    cell: ({ row: { original: type } }) => (
      <Badge variant="light" color={type.paid ? 'tembusu' : 'gray'} radius="sm">
        {type.paid ? 'Paid' : 'Unpaid'}
      </Badge>
    ),
  }),
  column.accessor(entitlementText, { id: 'entitlement', header: 'Entitlement' }),
  column.accessor(carryForwardText, { id: 'carryForward', header: 'Carry forward' }),
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

export function LeaveTypesPage() {
  const { data, isPending, error } = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Leave' }, { label: 'Leave types' }]}
          title="Leave types"
          action={
            <Button
              component={Link}
              to={`${leaveTypesPath}/create`}
              leftSection={<IconPlus size={18} />}
            >
              New leave type
            </Button>
          }
        />
      }
      filters={
        <Group mb="md">
          <Text c="dimmed" size="sm" maw={720}>
            The kinds of leave people can take. The statutory types follow the law and cannot be
            deleted; any type can be made inactive instead.
          </Text>
        </Group>
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No leave types yet. Add the kinds of leave people can take."
      columns={columns}
      label="Leave types"
      minWidth={980}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (type) => type.name,
        editTo: (type) => `${leaveTypesPath}/edit/${type.id}`,
        canDelete: (type) => !type.statutory,
        delete: {
          title: 'Delete leave type',
          message: (type) => `Deleting leave type ${type.name} Are you sure you want to proceed?`,
          remove: (type) => remove.mutateAsync(type.id),
          deletedMessage: leaveTypeDeletedMessage,
        },
      }}
    />
  );
}
