import { Alert, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { defaultPageSize } from '@tembusu/contracts/api';
import {
  type AttendanceMonthSummary,
  attendanceMonthSummary,
  overtimeStatusOf,
  workedDayKinds,
} from '@tembusu/contracts/attendance';
import { DataTable } from '../../../components/data-table';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { useListAddress } from '../../../components/use-list-address';
import { ltrText } from '../../../lib/format';
import { useEmployeeAttendanceLogs, useOrganizationMonth } from '../api/attendance-logs';
import { monthRange } from './attendance-log-format';
import { AttendanceMonthPicker } from './attendance-log-month-picker';
import { MonthFigure } from './attendance-month-figure';
import { monthLogColumns } from './attendance-month-log-columns';
import { isMonth, minutesText, monthText } from './staff-attendance-format';

const count = (value: number) => ltrText(String(value));
const timesText = (value: number) => (value === 1 ? '1 time' : `${count(value)} times`);
const minutesFigure = (minutes: number) => (minutes > 0 ? minutesText(minutes) : 'None');

/** The month's totals: days worked, lateness, early outs and overtime (approved, and waiting). */
function MonthTotals({
  summary,
  waitingMinutes,
}: {
  summary: AttendanceMonthSummary;
  waitingMinutes: number;
}) {
  const overtime = workedDayKinds.reduce((sum, kind) => sum + summary.overtimeMinutes[kind], 0);
  return (
    <SimpleGrid
      component="ul"
      role="list"
      aria-label="Month totals"
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      <MonthFigure
        label="Days worked"
        figure={count(summary.daysWorked)}
        detail={
          [
            summary.workedMinutes > 0 ? `${minutesText(summary.workedMinutes)} worked` : null,
            summary.absences > 0 ? `${count(summary.absences)} absent` : null,
          ]
            .filter(Boolean)
            .join(' · ') || undefined
        }
      />
      <MonthFigure
        label="Late"
        figure={minutesFigure(summary.lateMinutes)}
        detail={summary.lateCount > 0 ? timesText(summary.lateCount) : undefined}
      />
      <MonthFigure
        label="Early out"
        figure={minutesFigure(summary.earlyOutMinutes)}
        detail={summary.earlyOutCount > 0 ? timesText(summary.earlyOutCount) : undefined}
      />
      <MonthFigure
        label="Overtime"
        figure={minutesFigure(overtime)}
        detail={
          waitingMinutes > 0 ? `${minutesText(waitingMinutes)} waiting for approval` : undefined
        }
      />
    </SimpleGrid>
  );
}

/**
 * The employee record's Attendance tab: the person's logs of a month, a month at a time (kept in
 * the address), with the month's totals.
 */
export function EmployeeAttendanceTab({ employee }: { employee: { id: string; name: string } }) {
  const { params, page, update } = useListAddress();
  const latest = useOrganizationMonth();
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const { from, to } = monthRange(month);
  const { data, isPending, isPlaceholderData, error } = useEmployeeAttendanceLogs(
    employee.id,
    from,
    to,
  );
  const logs = data?.items ?? [];
  // A page past the end (the address's, of a longer month) shows as the last page.
  const lastPage = Math.max(1, Math.ceil(logs.length / defaultPageSize));
  const current = Math.min(page, lastPage);
  const shown = logs.slice((current - 1) * defaultPageSize, current * defaultPageSize);
  const waiting = logs
    .filter((log) => overtimeStatusOf(log) === 'pending')
    .reduce((sum, log) => sum + log.overtimeMinutes, 0);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label="Attendance logs"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="md">
          <div>
            <Title order={2} size="h4">
              Attendance logs
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {employee.name}'s check-ins and check-outs, a month at a time.
            </Text>
          </div>
          <AttendanceMonthPicker
            month={month}
            latest={latest}
            onChange={(next) => update({ month: next === latest ? null : next })}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Box opacity={isPlaceholderData ? 0.6 : 1} aria-busy={isPlaceholderData || undefined}>
            <Stack gap="lg">
              <MonthTotals summary={attendanceMonthSummary(logs)} waitingMinutes={waiting} />
              {data.total > logs.length && (
                <Alert color="yellow">
                  {`Only the first ${count(logs.length)} of ${count(data.total)} logs of the month are shown and counted.`}
                </Alert>
              )}
              {logs.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  No attendance logs in {monthText(month)}.
                </Text>
              ) : (
                <DataTable
                  columns={monthLogColumns}
                  rows={shown}
                  label={`Attendance logs of ${monthText(month)}`}
                  minWidth={900}
                />
              )}
              <Pagination
                page={current}
                total={logs.length}
                onChange={(next) => update({ page: String(next) })}
              />
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
