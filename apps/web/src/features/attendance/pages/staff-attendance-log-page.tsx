import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout2 } from '@tabler/icons-react';
import {
  type AttendanceLog,
  type Position,
  workedDayKindLabels,
} from '@tembusu/contracts/attendance';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useMyAttendanceLog } from '../api/staff-attendance';
import { AttendanceStatusBadges, OutsideAreaBadge } from '../components/staff-attendance-badges';
import { staffAttendancePath } from '../components/staff-attendance-clock-form';
import { Fact, Facts } from '../components/staff-attendance-facts';
import {
  expectedShiftText,
  minutesText,
  positionText,
  timeText,
  zoneOf,
} from '../components/staff-attendance-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A check-in or check-out: the time, where the browser said the person was, and the area. */
function Clocking({
  label,
  time,
  missing,
  position,
  outside,
  extra,
}: {
  label: string;
  time: string;
  missing: string;
  position: Position | null;
  outside: boolean;
  extra?: ReactNode;
}) {
  return (
    <Stack gap={6} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={time ? 'xl' : 'sm'} c={time ? undefined : 'dimmed'}>
        {time || missing}
      </Text>
      {extra}
      {time && (
        <Text size="sm" c={position ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {position ? positionText(position) : 'No location shared'}
        </Text>
      )}
      {outside && (
        <Group>
          <OutsideAreaBadge />
        </Group>
      )}
    </Stack>
  );
}

/** Minutes as the figures say them, or a dash for none. */
const figure = (minutes: number) => (minutes > 0 ? minutesText(minutes) : '—');

function LogDetails({ log }: { log: AttendanceLog }) {
  const zone = zoneOf(log);
  const open = log.state === 'open';
  return (
    <Stack gap="lg">
      <Section title="Day">
        <Facts>
          <Fact label="Date">{formatDate(log.workDate)}</Fact>
          <Fact label="Branch/Outlet">{log.branch?.name ?? '—'}</Fact>
          <Fact label="Kind of day">
            <Badge variant="light" color={log.dayKind === 'normal' ? 'blue' : 'grape'} radius="sm">
              {workedDayKindLabels[log.dayKind]}
            </Badge>
          </Fact>
          <Fact label="Expected shift">
            {log.expected ? (
              <>
                {log.expected.name && (
                  <Text span size="sm" fw={600} display="block">
                    {log.expected.name}
                  </Text>
                )}
                {expectedShiftText(log.expected, zone)}
              </>
            ) : (
              'No shift expected'
            )}
          </Fact>
          <Fact label="Status">
            <AttendanceStatusBadges statuses={log.statuses} />
          </Fact>
        </Facts>
      </Section>
      <Section title="Check-in and check-out">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Clocking
            label="Check-in"
            time={timeText(log.checkInAt, zone)}
            missing={log.state === 'absent' ? 'Absent' : 'Not checked in'}
            position={log.checkInPosition}
            outside={log.checkInOutsideGeofence}
          />
          <Clocking
            label="Check-out"
            time={timeText(log.checkOutAt, zone)}
            missing={
              open
                ? 'Not checked out yet'
                : log.state === 'missingCheckOut'
                  ? 'Missing check-out'
                  : '—'
            }
            position={log.checkOutPosition}
            outside={log.checkOutOutsideGeofence}
            extra={
              log.autoCheckedOut && (
                <Text size="sm" c="dimmed">
                  Checked out automatically at the shift's end
                </Text>
              )
            }
          />
        </SimpleGrid>
      </Section>
      <Section title="Time">
        <Facts wide={4}>
          <Fact label="Late">{figure(log.lateMinutes)}</Fact>
          <Fact label="Early out">{figure(log.earlyOutMinutes)}</Fact>
          <Fact label="Worked">
            {log.checkOutAt ? minutesText(log.workedMinutes) : open ? 'Counted at check-out' : '—'}
          </Fact>
          <Fact label="Overtime">
            <Group component="span" gap={6} wrap="wrap">
              <span>{figure(log.overtimeMinutes)}</span>
              {log.overtimeApproved === false && (
                <Badge variant="light" color="yellow" radius="sm">
                  Waiting for approval
                </Badge>
              )}
            </Group>
          </Fact>
        </Facts>
      </Section>
      {log.note && (
        <Section title="Note">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {log.note}
          </Text>
        </Section>
      )}
    </Stack>
  );
}

/** /staff-attendance/{id}: one of the employee's logs, everything it recorded and measured. */
export function StaffAttendanceLogPage() {
  const { id } = useParams();
  const { data: log, isPending, error } = useMyAttendanceLog(id);
  const title = log ? `Attendance on ${formatDate(log.workDate)}` : 'Attendance log';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Attendance', to: staffAttendancePath },
          { label: log ? formatDate(log.workDate) : 'Log' },
        ]}
        title={title}
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to={staffAttendancePath}
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {log?.state === 'open' && (
              <Button
                component={Link}
                to={`${staffAttendancePath}/check-out/${log.id}`}
                leftSection={<IconLogout2 size={18} aria-hidden className="tembusu-mirror-rtl" />}
              >
                Check out
              </Button>
            )}
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="attendance log"
          notFoundTitle="Attendance log not found"
          notFoundText="This log is not one of yours, or it no longer exists."
          backTo={staffAttendancePath}
          backLabel="Back to my attendance"
        />
      )}
      {log && <LogDetails log={log} />}
    </Stack>
  );
}
