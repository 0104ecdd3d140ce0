import { Anchor, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  type AttendanceMonthSummary,
  type AttendanceSummaryRow,
  workedDayKindLabels,
  workedDayKinds,
} from '@tembusu/contracts/attendance';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { useBranches, useDepartments } from '../../organization';
import { useOrganizationMonth } from '../api/attendance-logs';
import {
  type AttendanceSummaryFilter,
  exportAttendanceSummary,
  useAttendanceSummary,
} from '../api/attendance-summary';
import { AttendanceMonthPicker } from '../components/attendance-log-month-picker';
import type { FromList } from '../components/attendance-log-paths';
import {
  countText,
  durationText,
  timesAndDurationText,
} from '../components/attendance-summary-format';
import { employeeAttendanceSummaryPath } from '../components/attendance-summary-paths';
import { isMonth } from '../components/staff-attendance-format';
import { useSearchBox } from '../components/use-search-box';

/** A row of the table: the person's month, keyed by the person. */
type Row = AttendanceSummaryRow & { id: string };

/** The month and filters live in the address, so Back returns to the same view. */
function useSummaryParams() {
  const { params, page, update } = useListAddress();
  const latest = useOrganizationMonth();
  const asked = params.get('month');
  const filter = {
    month: isMonth(asked) && asked <= latest ? asked : latest,
    branchId: params.get('branch') || undefined,
    departmentId: params.get('department') || undefined,
    search: params.get('search') || undefined,
  } satisfies AttendanceSummaryFilter;
  const narrowed = ['branch', 'department', 'search'].some((name) => params.has(name));
  return { filter, latest, narrowed, page, update };
}

/** Approved overtime by the kind of day, a line for each kind worked: "Off day: 4 h". */
function OvertimeByKind({ summary }: { summary: AttendanceMonthSummary }) {
  const worked = workedDayKinds.filter((kind) => summary.overtimeMinutes[kind] > 0);
  if (worked.length === 0) return '—';
  return (
    <Stack gap={2}>
      {worked.map((kind) => (
        // A narrow cell breaks the line after the kind, never inside the time.
        <Text key={kind} size="sm">
          {`${workedDayKindLabels[kind]}: `}
          <span style={{ whiteSpace: 'nowrap' }}>
            {durationText(summary.overtimeMinutes[kind])}
          </span>
        </Text>
      ))}
    </Stack>
  );
}

const column = dataColumns<Row>();

function summaryColumns(month: string, fromList: FromList) {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: row } }) => (
        <>
          <Anchor
            component={Link}
            to={employeeAttendanceSummaryPath(row.employee.id, month)}
            state={fromList}
            size="sm"
            fw={600}
            c="inherit"
            // The row opens the month too; the link alone must not open it twice.
            onClick={(event) => event.stopPropagation()}
          >
            {row.employee.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[row.employee.employeeNumber, row.employee.departmentName].filter(Boolean).join(' · ')}
          </Text>
          {!row.attendanceLogOn && (
            <Text size="xs" c="dimmed">
              Attendance log off
            </Text>
          )}
        </>
      ),
    }),
    column.accessor((row) => countText(row.summary.daysWorked), {
      id: 'daysWorked',
      header: 'Days worked',
      meta: { numeric: true, nowrap: true },
    }),
    column.accessor((row) => countText(row.summary.absences), {
      id: 'absences',
      header: 'Absences',
      meta: { numeric: true, nowrap: true },
    }),
    column.accessor((row) => timesAndDurationText(row.summary.lateCount, row.summary.lateMinutes), {
      id: 'late',
      header: 'Late',
      meta: { numeric: true, nowrap: true },
    }),
    column.accessor(
      (row) => timesAndDurationText(row.summary.earlyOutCount, row.summary.earlyOutMinutes),
      { id: 'earlyOut', header: 'Early out', meta: { numeric: true, nowrap: true } },
    ),
    column.accessor((row) => countText(row.summary.missingCheckOuts), {
      id: 'missingCheckOuts',
      header: 'Missing check-outs',
      meta: { numeric: true, nowrap: true },
    }),
    column.accessor((row) => durationText(row.summary.workedMinutes), {
      id: 'worked',
      header: 'Hours worked',
      meta: { numeric: true, nowrap: true },
    }),
    column.display({
      id: 'overtime',
      header: 'Overtime',
      cell: ({ row: { original: row } }) => <OvertimeByKind summary={row.summary} />,
    }),
  ]);
}

/**
 * /attendance/summary: a month per employee (everyone with attendance on, and anyone who has a
 * log of the month): days worked, absences, lateness, early outs and overtime by the kind of day.
 */
export function AttendanceSummaryPage() {
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const { filter, latest, narrowed, page, update } = useSummaryParams();
  const search = useSearchBox(filter.search, (text) => update({ search: text.trim() || null }));
  const { data, isPending, isPlaceholderData, error } = useAttendanceSummary(filter, page);
  const departments = useDepartments();
  const branches = useBranches();
  const columns = useMemo(
    () => summaryColumns(filter.month, { listSearch }),
    [filter.month, listSearch],
  );
  const rows = data?.items.map((row) => ({ ...row, id: row.employee.id }));

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Attendance' }, { label: 'Attendance summary' }]}
          title="Attendance summary"
          action={<ExportButtons exportAs={(format) => exportAttendanceSummary(filter, format)} />}
        />
      }
      filters={
        <Stack gap="md" mb="md">
          <Group justify="space-between" align="center" gap="md">
            <Text c="dimmed" size="sm" maw={620}>
              Each employee's month from their attendance logs. Overtime counts once it is approved.
            </Text>
            <AttendanceMonthPicker
              month={filter.month}
              latest={latest}
              onChange={(next) => update({ month: next === latest ? null : next })}
            />
          </Group>
          <Grid gap="md" align="flex-end">
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
          </Grid>
        </Stack>
      }
      rows={rows}
      total={data?.total}
      loading={isPending}
      refreshing={isPlaceholderData}
      error={error}
      empty={
        <Stack gap={4} align="center" py="xl">
          <Text fw={600}>No employees found</Text>
          <Text c="dimmed" size="sm" ta="center">
            {narrowed
              ? 'Try another month, another search or clear the filters.'
              : 'Employees appear here once their attendance log is turned on, or once they check in.'}
          </Text>
        </Stack>
      }
      columns={columns}
      label="Attendance summary"
      minWidth={960}
      onRowClick={(row) =>
        navigate(employeeAttendanceSummaryPath(row.employee.id, filter.month), {
          state: { listSearch },
        })
      }
      page={page}
      onPageChange={(next) => update({ page: String(next) })}
    />
  );
}
