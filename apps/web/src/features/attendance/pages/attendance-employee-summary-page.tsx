import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  type AttendanceLog,
  type EmployeeAttendanceSummary,
  workedDayKindLabels,
  workedDayKinds,
} from '@tembusu/contracts/attendance';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate } from '../../../lib/format';
import { useOrganizationMonth } from '../api/attendance-logs';
import { useEmployeeAttendanceSummary } from '../api/attendance-summary';
import { AttendanceMonthPicker } from '../components/attendance-log-month-picker';
import { attendanceLogPath, type FromList } from '../components/attendance-log-paths';
import { MonthFigure } from '../components/attendance-month-figure';
import { monthLogColumns } from '../components/attendance-month-log-columns';
import { countText, durationText, timesText } from '../components/attendance-summary-format';
import { attendanceSummaryPath } from '../components/attendance-summary-paths';
import { isMonth, monthText } from '../components/staff-attendance-format';

const column = dataColumns<AttendanceLog>();
// The date opens the log; a day off the schedule or a public holiday says so, as its overtime is
// paid by the kind of day.
const logColumns = [
  column.display({
    id: 'date',
    header: 'Date',
    cell: ({ row: { original: log } }) => (
      <>
        <Anchor component={Link} to={attendanceLogPath(log.id)} size="sm" fw={600}>
          {formatDate(log.workDate)}
        </Anchor>
        {log.dayKind !== 'normal' && (
          <Text size="xs" c="dimmed">
            {workedDayKindLabels[log.dayKind]}
          </Text>
        )}
      </>
    ),
    meta: { nowrap: true },
  }),
  ...monthLogColumns.filter((logColumn) => logColumn.id !== 'date'),
];

/** The summary with the filters it was left with, when the month was opened from it. */
function useSummaryBack(): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${attendanceSummaryPath}${search}`
    : attendanceSummaryPath;
}

function FigureList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      role="list"
      aria-label={label}
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The month's figures, then its overtime by the kind of day, approved and waiting. */
function MonthFigures({ month }: { month: EmployeeAttendanceSummary }) {
  const { summary, overtimePendingMinutes } = month;
  return (
    <>
      <Section title="Month totals">
        <FigureList label="Month totals">
          <MonthFigure label="Days worked" figure={countText(summary.daysWorked)} />
          <MonthFigure label="Absences" figure={countText(summary.absences)} />
          <MonthFigure label="Hours worked" figure={durationText(summary.workedMinutes)} />
          <MonthFigure
            label="Late"
            figure={durationText(summary.lateMinutes)}
            detail={summary.lateCount > 0 ? timesText(summary.lateCount) : undefined}
          />
          <MonthFigure
            label="Early out"
            figure={durationText(summary.earlyOutMinutes)}
            detail={summary.earlyOutCount > 0 ? timesText(summary.earlyOutCount) : undefined}
          />
          <MonthFigure label="Missing check-outs" figure={countText(summary.missingCheckOuts)} />
        </FigureList>
      </Section>
      <Section title="Overtime">
        <FigureList label="Overtime by the kind of day">
          {workedDayKinds.map((kind) => (
            <MonthFigure
              key={kind}
              label={workedDayKindLabels[kind]}
              figure={durationText(summary.overtimeMinutes[kind])}
              detail={
                overtimePendingMinutes[kind] > 0
                  ? `${durationText(overtimePendingMinutes[kind])} waiting for approval`
                  : undefined
              }
            />
          ))}
        </FigureList>
      </Section>
    </>
  );
}

/**
 * /attendance/summary/{employee}: one person's month: the figures the summary lists, overtime
 * by the kind of day with what waits for approval, and the month's logs day by day.
 */
export function AttendanceEmployeeSummaryPage() {
  const { employeeId } = useParams();
  const { params, update } = useListAddress();
  const latest = useOrganizationMonth();
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const { data, isPending, isPlaceholderData, error } = useEmployeeAttendanceSummary(
    employeeId,
    month,
  );
  const back = useSummaryBack();
  const employee = data?.employee;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Attendance' },
          { label: 'Attendance summary', to: back },
          { label: employee?.name ?? 'Employee' },
        ]}
        title={employee ? `${employee.name}'s attendance` : 'Attendance'}
        action={
          <Button
            component={Link}
            to={back}
            variant="default"
            leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
          >
            Back
          </Button>
        }
      />
      {isPending && employeeId ? (
        <LoadingSpinner />
      ) : data ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack
            gap="lg"
            opacity={isPlaceholderData ? 0.6 : 1}
            aria-busy={isPlaceholderData || undefined}
          >
            <Group justify="space-between" align="center" gap="md">
              <Text size="sm" c="dimmed">
                {[
                  data.employee.employeeNumber,
                  data.employee.departmentName,
                  data.employee.branchName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <AttendanceMonthPicker
                month={month}
                latest={latest}
                onChange={(next) => update({ month: next === latest ? null : next })}
              />
            </Group>
            {!data.attendanceLogOn && (
              <Alert color="yellow">
                {`The attendance log is off on ${data.employee.name}'s employment record: payroll does not take these figures.`}
              </Alert>
            )}
            <MonthFigures month={data} />
            <Section title="Logs">
              {data.logs.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  No attendance logs in {monthText(month)}.
                </Text>
              ) : (
                <DataTable
                  columns={logColumns}
                  rows={data.logs}
                  label={`Attendance logs of ${monthText(month)}`}
                  minWidth={1000}
                />
              )}
            </Section>
          </Stack>
        </Paper>
      ) : (
        <RecordLoadFailure
          error={error}
          what="employee"
          notFoundTitle="Employee not found"
          backTo={attendanceSummaryPath}
          backLabel="Back to attendance summary"
        />
      )}
    </Stack>
  );
}
