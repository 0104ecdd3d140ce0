import { Anchor, Button, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import {
  type AttendanceLog,
  attendanceStatuses,
  attendanceStatusLabels,
} from '@tembusu/contracts/attendance';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate } from '../../../lib/format';
import { useBranches, useDepartments } from '../../organization';
import {
  type AttendanceLogFilter,
  useAttendanceLogs,
  useOrganizationMonth,
} from '../api/attendance-logs';
import { ClockCell, OvertimeCell, workedText } from '../components/attendance-log-cells';
import { expectedText, monthRange } from '../components/attendance-log-format';
import {
  attendanceLogCreatePath,
  attendanceLogPath,
  type FromList,
} from '../components/attendance-log-paths';
import { AttendanceStatusBadges } from '../components/staff-attendance-badges';
import { useSearchBox } from '../components/use-search-box';

const statusOptions = attendanceStatuses.map((status) => ({
  value: status,
  label: attendanceStatusLabels[status],
}));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters live in the address, so Back returns to the same view. The dates default to
 * this month, as the server's do; they are sent either way, so the list is what the pickers say.
 */
function useListParams() {
  const { params, page, update } = useListAddress();
  const month = monthRange(useOrganizationMonth());
  const status = params.get('status');
  const date = (name: string) => {
    const value = params.get(name);
    return value && isoDate.test(value) ? value : undefined;
  };
  const filter = {
    from: date('from') ?? month.from,
    to: date('to') ?? month.to,
    branchId: params.get('branch') || undefined,
    departmentId: params.get('department') || undefined,
    status: attendanceStatuses.find((known) => known === status),
    search: params.get('search') || undefined,
  } satisfies AttendanceLogFilter;
  const narrowed = ['from', 'to', 'branch', 'department', 'status', 'search'].some((name) =>
    params.has(name),
  );
  return { filter, narrowed, page, update };
}

const column = dataColumns<AttendanceLog>();

function logColumns(fromList: FromList) {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: log } }) => (
        <>
          <Anchor
            component={Link}
            to={attendanceLogPath(log.id)}
            state={fromList}
            size="sm"
            fw={600}
            c="inherit"
            // The row opens the log too; the link alone must not open it twice.
            onClick={(event) => event.stopPropagation()}
          >
            {log.employee.name}
          </Anchor>
          {log.employee.employeeNumber && (
            <Text size="xs" c="dimmed">
              {log.employee.employeeNumber}
            </Text>
          )}
        </>
      ),
    }),
    column.accessor((log) => formatDate(log.workDate), {
      id: 'date',
      header: 'Date',
      meta: { nowrap: true },
    }),
    column.accessor((log) => log.branch?.name ?? '—', { id: 'branch', header: 'Branch/Outlet' }),
    column.accessor((log) => expectedText(log, { withBreak: false }) ?? '—', {
      id: 'expected',
      header: 'Shift expected',
    }),
    column.display({
      id: 'checkIn',
      header: 'Check-in',
      cell: ({ row: { original: log } }) => <ClockCell log={log} side="in" />,
      meta: { nowrap: true },
    }),
    column.display({
      id: 'checkOut',
      header: 'Check-out',
      cell: ({ row: { original: log } }) => <ClockCell log={log} side="out" />,
      meta: { nowrap: true },
    }),
    column.accessor(workedText, { id: 'worked', header: 'Worked', meta: { nowrap: true } }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: log } }) => <AttendanceStatusBadges statuses={log.statuses} />,
    }),
    column.display({
      id: 'overtime',
      header: 'Overtime',
      cell: ({ row: { original: log } }) => <OvertimeCell log={log} />,
    }),
  ]);
}

/** /attendance/log-list: every log of the organisation, filtered, a page at a time. */
export function AttendanceLogListPage() {
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const { filter, narrowed, page, update } = useListParams();
  const search = useSearchBox(filter.search, (text) => update({ search: text.trim() || null }));
  const { data, isPending, isPlaceholderData, error } = useAttendanceLogs(filter, page);
  const departments = useDepartments();
  const branches = useBranches();
  const columns = useMemo(() => logColumns({ listSearch }), [listSearch]);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Attendance' }, { label: 'Attendance logs' }]}
          title="Attendance logs"
          action={
            <Button
              component={Link}
              to={attendanceLogCreatePath}
              leftSection={<IconPlus size={18} />}
            >
              Record a log
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
              value={search.text}
              onChange={(event) => search.change(event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
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
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
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
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Status"
              placeholder="All statuses"
              data={statusOptions}
              clearable
              value={filter.status ?? null}
              onChange={(value) => update({ status: value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <DatePicker
              label="From"
              value={filter.from}
              maxDate={filter.to}
              onChange={(value) => update({ from: value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <DatePicker
              label="To"
              value={filter.to}
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
          <Text fw={600}>No attendance logs found</Text>
          <Text c="dimmed" size="sm">
            {narrowed
              ? 'Try other dates, another search or clear the filters.'
              : 'Logs appear here once staff check in.'}
          </Text>
        </Stack>
      }
      columns={columns}
      label="Attendance logs"
      minWidth={1000}
      onRowClick={(log) => navigate(attendanceLogPath(log.id), { state: { listSearch } })}
      page={page}
      onPageChange={(next) => update({ page: String(next) })}
    />
  );
}
