import { Button, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type LeaveRequest, leaveStatuses, leaveStatusLabels } from '@tembusu/contracts/leave';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, formatDateRange } from '../../../lib/format';
import { useBranches, useDepartments } from '../../organization';
import {
  type LeaveDecision,
  type LeaveRequestFilter,
  useLeaveRequests,
} from '../api/leave-requests';
import { useLeaveTypes } from '../api/leave-types';
import { leaveRequestPath, leaveRequestsPath } from '../components/admin-leave-paths';
import { LeaveDecisionDialog, type PendingDecision } from '../components/leave-decision-dialog';
import { daysText, halfDaysText } from '../components/leave-format';
import { LeaveRequestRowActions } from '../components/leave-request-actions';
import { LeaveStatusBadge } from '../components/leave-status-badge';
import { LeaveTypeLabel } from '../components/leave-type-label';

const statusOptions = leaveStatuses.map((status) => ({
  value: status,
  label: leaveStatusLabels[status],
}));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters live in the address, so Back returns to the same view. */
function useListParams() {
  const { params, page, update } = useListAddress();
  const status = params.get('status');
  const date = (name: string) => {
    const value = params.get(name);
    return value && isoDate.test(value) ? value : undefined;
  };
  const filter: LeaveRequestFilter = {
    status: leaveStatuses.find((known) => known === status),
    leaveTypeId: params.get('type') || undefined,
    departmentId: params.get('department') || undefined,
    branchId: params.get('branch') || undefined,
    from: date('from'),
    to: date('to'),
    search: params.get('search') || undefined,
  };
  return { filter, page, update };
}

const column = dataColumns<LeaveRequest>();

function requestColumns(onDecide: (request: LeaveRequest, decision: LeaveDecision) => void) {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: request } }) => (
        <>
          <Text size="sm" fw={600}>
            {request.employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {request.employee.employeeNumber}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'leaveType',
      header: 'Leave type',
      cell: ({ row: { original: request } }) => (
        <LeaveTypeLabel name={request.leaveType.name} colour={request.leaveType.colour} />
      ),
    }),
    column.accessor(
      (request) =>
        request.startDate === request.endDate
          ? formatDate(request.startDate)
          : formatDateRange(request.startDate, request.endDate),
      { id: 'dates', header: 'Dates' },
    ),
    column.accessor((request) => halfDaysText(request) ?? '—', {
      id: 'halfDays',
      header: 'Half days',
    }),
    column.accessor((request) => daysText(request.days), {
      id: 'days',
      header: 'Days',
      meta: { nowrap: true },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: request } }) => <LeaveStatusBadge status={request.status} />,
    }),
    column.accessor(
      (request) => (request.status === 'pending' ? request.waitingFor : request.decidedBy) ?? '—',
      { id: 'approver', header: 'Approver' },
    ),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: request } }) => (
        <LeaveRequestRowActions request={request} onDecide={onDecide} />
      ),
    }),
  ]);
}

/** The organisation's leave requests, filtered, with their decisions to hand. */
export function LeaveSummaryPage() {
  const navigate = useNavigate();
  const { filter, page, update } = useListParams();
  const [search, setSearch] = useState(filter.search ?? '');
  const searchLater = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null }),
    300,
  );
  const { data, isPending, isPlaceholderData, error } = useLeaveRequests(filter, page);
  const types = useLeaveTypes();
  const departments = useDepartments();
  const branches = useBranches();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const columns = useMemo(
    () => requestColumns((request, decision) => setDeciding({ request, decision })),
    [],
  );
  const filtered = Object.values(filter).some(Boolean);

  return (
    <>
      <ListPage
        header={
          <PageHeader
            trail={[{ label: 'Leave' }, { label: 'Leave requests' }]}
            title="Leave requests"
            action={
              <Button
                component={Link}
                to={`${leaveRequestsPath}/create`}
                leftSection={<IconPlus size={18} />}
              >
                New leave request
              </Button>
            }
          />
        }
        filters={
          <Grid gap="md" mb="md" align="flex-end">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Search"
                placeholder="Name or employee number"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  searchLater(event.currentTarget.value);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 4 }}>
              <Select
                label="Status"
                placeholder="All statuses"
                data={statusOptions}
                clearable
                value={filter.status ?? null}
                onChange={(value) => update({ status: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 4 }}>
              <Select
                label="Leave type"
                placeholder="All leave types"
                data={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                searchable
                clearable
                value={filter.leaveTypeId ?? null}
                onChange={(value) => update({ type: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
              <Select
                label="Department"
                placeholder="All departments"
                data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                searchable
                clearable
                value={filter.departmentId ?? null}
                onChange={(value) => update({ department: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
              <Select
                label="Branch/Outlet"
                placeholder="All branches/outlets"
                data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                searchable
                clearable
                value={filter.branchId ?? null}
                onChange={(value) => update({ branch: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <DatePicker
                label="From"
                clearable
                value={filter.from ?? null}
                maxDate={filter.to}
                onChange={(value) => update({ from: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <DatePicker
                label="To"
                clearable
                value={filter.to ?? null}
                minDate={filter.from}
                onChange={(value) => update({ to: value })}
              />
            </Grid.Col>
          </Grid>
        }
        rows={data?.items}
        total={data?.total}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={
          <Stack gap={4} align="center" py="xl">
            <Text fw={600}>No leave requests found</Text>
            <Text c="dimmed" size="sm">
              {filtered
                ? 'Try another search or clear the filters.'
                : 'Requests appear here once staff apply for leave.'}
            </Text>
          </Stack>
        }
        columns={columns}
        label="Leave requests"
        minWidth={1040}
        onRowClick={(request) => navigate(leaveRequestPath(request.id))}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <LeaveDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
