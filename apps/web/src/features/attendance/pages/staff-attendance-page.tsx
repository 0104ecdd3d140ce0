import {
  ActionIcon,
  Anchor,
  Button,
  type ButtonSize,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconClockEdit,
  IconLogin2,
  IconLogout2,
  IconMapPinExclamation,
} from '@tabler/icons-react';
import {
  type AttendanceAudit,
  type AttendanceLog,
  type AttendanceMonthSummary,
  type AttendanceToday,
  workedDayKindLabels,
  workedDayKinds,
} from '@tembusu/contracts/attendance';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataColumns, usePhoneLayout } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, ltrText } from '../../../lib/format';
import { useAttendanceToday, useMyAttendanceMonth } from '../api/staff-attendance';
import { AnswerAuditModal } from '../components/answer-audit-modal';
import { MonthFigure } from '../components/attendance-month-figure';
import { RequestCorrectionModal } from '../components/request-correction-modal';
import { AttendanceStatusBadges } from '../components/staff-attendance-badges';
import { staffAttendancePath } from '../components/staff-attendance-clock-form';
import {
  addMonths,
  expectedShiftText,
  isMonth,
  minutesText,
  monthText,
  timeText,
  zoneOf,
} from '../components/staff-attendance-format';
import {
  CorrectionFormModal,
  MyCorrectionRequests,
  useFormsWaitingOnMe,
  WaitingForYou,
} from '../components/staff-corrections';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/** A check-in or check-out time, marked when it was outside the branch's check-in area. */
function ClockCell({ time, outside }: { time: string; outside: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <span>{time}</span>
      {outside && (
        <IconMapPinExclamation
          size={16}
          color="var(--mantine-color-orange-6)"
          role="img"
          aria-label="Outside the check-in area"
        >
          <title>Outside the check-in area</title>
        </IconMapPinExclamation>
      )}
    </Group>
  );
}

const column = dataColumns<AttendanceLog>();
const columns = column.columns([
  column.display({
    id: 'date',
    header: 'Date',
    cell: ({ row: { original: log } }) => (
      <Anchor
        component={Link}
        to={`${staffAttendancePath}/${log.id}`}
        size="sm"
        c="inherit"
        // The row opens the log too; the link alone must not open it twice.
        onClick={stop}
      >
        {formatDate(log.workDate)}
      </Anchor>
    ),
    meta: { emphasis: true, nowrap: true },
  }),
  column.accessor(
    (log) =>
      log.expected ? expectedShiftText(log.expected, zoneOf(log), { withBreak: false }) : '—',
    { id: 'expected', header: 'Shift expected' },
  ),
  column.display({
    id: 'checkIn',
    header: 'Check-in',
    cell: ({ row: { original: log } }) =>
      log.checkInAt ? (
        <ClockCell
          time={timeText(log.checkInAt, zoneOf(log))}
          outside={log.checkInOutsideGeofence}
        />
      ) : (
        '—'
      ),
    meta: { nowrap: true },
  }),
  column.display({
    id: 'checkOut',
    header: 'Check-out',
    cell: ({ row: { original: log } }) =>
      log.checkOutAt ? (
        <ClockCell
          time={timeText(log.checkOutAt, zoneOf(log))}
          outside={log.checkOutOutsideGeofence}
        />
      ) : log.state === 'open' ? (
        <Text span size="sm" c="dimmed">
          Not yet
        </Text>
      ) : (
        '—'
      ),
    meta: { nowrap: true },
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: log } }) => <AttendanceStatusBadges statuses={log.statuses} />,
  }),
  column.accessor(
    // Worked time is counted at check-out: a day without one has none to show.
    (log) => (log.checkOutAt ? minutesText(log.workedMinutes) : '—'),
    { id: 'worked', header: 'Worked', meta: { numeric: true, nowrap: true } },
  ),
]);

/** Check in when today has no log, check out while it is open; once out, when that was. */
function TodayAction({ today, size }: { today: AttendanceToday | undefined; size: ButtonSize }) {
  if (!today) return null;
  const { log } = today;
  if (!log) {
    return (
      <Button
        component={Link}
        to={`${staffAttendancePath}/check-in`}
        size={size}
        leftSection={<IconLogin2 size={20} aria-hidden className="tembusu-mirror-rtl" />}
      >
        Check in
      </Button>
    );
  }
  if (log.state === 'open') {
    return (
      <Button
        component={Link}
        to={`${staffAttendancePath}/check-out/${log.id}`}
        size={size}
        leftSection={<IconLogout2 size={20} aria-hidden className="tembusu-mirror-rtl" />}
      >
        Check out
      </Button>
    );
  }
  return log.checkOutAt ? (
    <Text c="dimmed" size="sm">
      Checked out today at {timeText(log.checkOutAt, zoneOf(log))}
    </Text>
  ) : null;
}

/** Previous and next month around the month shown; no further than the current month. */
function MonthPicker({
  month,
  latest,
  onChange,
}: {
  month: string;
  latest: string | undefined;
  onChange(month: string): void;
}) {
  // Previous and next point the way time runs: mirrored in right-to-left pages.
  const { dir } = useDirection();
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous month"
        onClick={() => onChange(addMonths(month, -1))}
      >
        <BackIcon size={18} />
      </ActionIcon>
      <Title order={2} size="h4" miw={150} ta="center" aria-live="polite">
        {monthText(month)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next month"
        disabled={latest !== undefined && month >= latest}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <OnIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

const count = (value: number) => ltrText(String(value));
const timesText = (value: number) => (value === 1 ? '1 time' : `${count(value)} times`);

/** The month's figures: days worked, lateness, early outs, absences, and overtime by kind. */
function MonthSummary({ summary }: { summary: AttendanceMonthSummary }) {
  const overtime = workedDayKinds.reduce((sum, kind) => sum + summary.overtimeMinutes[kind], 0);
  return (
    <Stack gap="sm">
      <SimpleGrid
        component="ul"
        role="list"
        aria-label="Month summary"
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        <MonthFigure
          label="Days worked"
          figure={count(summary.daysWorked)}
          detail={`${minutesText(summary.workedMinutes)} worked`}
        />
        <MonthFigure
          label="Late"
          figure={timesText(summary.lateCount)}
          detail={
            summary.lateMinutes > 0 ? `${minutesText(summary.lateMinutes)} in all` : undefined
          }
        />
        <MonthFigure
          label="Early out"
          figure={timesText(summary.earlyOutCount)}
          detail={
            summary.earlyOutMinutes > 0
              ? `${minutesText(summary.earlyOutMinutes)} in all`
              : undefined
          }
        />
        <MonthFigure label="Absences" figure={count(summary.absences)} />
        <MonthFigure label="Missing check-outs" figure={count(summary.missingCheckOuts)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" aria-label="Overtime" role="region">
        <Group justify="space-between" gap="xs" align="baseline">
          <Text size="xs" c="dimmed">
            Overtime
          </Text>
          <Text size="xs" c="dimmed">
            Approved overtime, by the kind of day worked
          </Text>
        </Group>
        <Text fw={700} fz="xl">
          {overtime > 0 ? minutesText(overtime) : 'None'}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} mt={4}>
          {workedDayKinds.map((kind) => (
            <div key={kind}>
              <Text component="dt" size="xs" c="dimmed">
                {workedDayKindLabels[kind]}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {summary.overtimeMinutes[kind] > 0
                  ? minutesText(summary.overtimeMinutes[kind])
                  : '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** The zone a person's days are read in: their own branch's (suggested first), else the default. */
function ownZoneOf(today: AttendanceToday | undefined): string {
  const branch = today?.branches.find((option) => option.id === today.suggestedBranchId);
  return branch?.timeZone ?? defaultTimeZone;
}

/**
 * /staff-attendance: the employee's month: its figures and its logs, a month at a time, with
 * Check in or Check out for today; the forms waiting on their answer above, their correction
 * requests below, and a way to ask for any day's times to be corrected.
 */
export function StaffAttendancePage() {
  const navigate = useNavigate();
  const { params, page, update } = useListAddress(['requests']);
  const today = useAttendanceToday();
  const current =
    today.data?.workDate.slice(0, 7) ??
    (today.error ? isoDateIn(new Date(), defaultTimeZone).slice(0, 7) : undefined);
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : current;
  const logs = useMyAttendanceMonth(month);
  const waiting = useFormsWaitingOnMe();
  const requestsPage = Math.max(1, Number(params.get('requests')) || 1);
  const [requesting, setRequesting] = useState(false);
  const [viewing, setViewing] = useState<AttendanceAudit | null>(null);
  const [answering, setAnswering] = useState<AttendanceAudit | null>(null);
  // Both of the header's buttons fit beside each other on a phone only a size down.
  const buttonSize: ButtonSize = usePhoneLayout() ? 'sm' : 'md';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Attendance' }]}
        title="My attendance"
        action={
          <Group gap="sm">
            <Button
              variant="default"
              size={buttonSize}
              leftSection={<IconClockEdit size={20} aria-hidden />}
              onClick={() => setRequesting(true)}
            >
              Ask for a correction
            </Button>
            <TodayAction today={today.data} size={buttonSize} />
          </Group>
        }
      />
      <WaitingForYou forms={waiting.data} onAnswer={setAnswering} />
      {month ? (
        <>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
            <Stack gap="md">
              <MonthPicker
                month={month}
                latest={current}
                onChange={(next) => update({ month: next === current ? null : next })}
              />
              {logs.isPending && <LoadingSpinner />}
              {logs.data && <MonthSummary summary={logs.data.summary} />}
            </Stack>
          </Paper>
          <ListPage<AttendanceLog>
            header={null}
            filters={
              <Title order={2} size="h4" mb="md">
                Logs
              </Title>
            }
            rows={logs.data?.logs}
            loading={logs.isPending}
            error={logs.error}
            empty={`No attendance logs in ${monthText(month)}.`}
            columns={columns}
            label="My attendance logs"
            minWidth={760}
            onRowClick={(log) => navigate(`${staffAttendancePath}/${log.id}`)}
            page={page}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      ) : (
        <LoadingSpinner />
      )}
      <MyCorrectionRequests
        page={requestsPage}
        onPageChange={(next) => update({ requests: next > 1 ? String(next) : null })}
        onOpen={setViewing}
      />
      <RequestCorrectionModal
        opened={requesting}
        day={null}
        timeZone={ownZoneOf(today.data)}
        onClose={() => setRequesting(false)}
      />
      <CorrectionFormModal
        audit={viewing}
        onClose={() => setViewing(null)}
        onAnswer={(audit) => {
          setViewing(null);
          setAnswering(audit);
        }}
      />
      <AnswerAuditModal audit={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}
