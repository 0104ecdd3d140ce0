import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AttendanceLog,
  type Position,
  workedDayKindLabels,
} from '@tembusu/contracts/attendance';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, ltrText } from '../../../lib/format';
import { OvertimeStatusBadge } from './attendance-log-cells';
import { attendanceLogSourceLabels, expectedText } from './attendance-log-format';
import { employeeAttendancePath } from './attendance-log-paths';
import { AttendanceSection } from './attendance-section';
import { AttendanceStatusBadges, OutsideAreaBadge } from './staff-attendance-badges';
import { Fact, Facts } from './staff-attendance-facts';
import { minutesText, positionText, timeText, zoneOf } from './staff-attendance-format';

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

/**
 * Everything a log recorded and measured; for admins (`forAdmin`) also whose it is and who made
 * it, which its own employee knows.
 */
export function AttendanceLogDetails({
  log,
  forAdmin = false,
}: {
  log: AttendanceLog;
  forAdmin?: boolean;
}) {
  const zone = zoneOf(log);
  const open = log.state === 'open';
  const { employee } = log;
  return (
    <Stack gap="lg">
      {forAdmin && (
        <AttendanceSection title="Employee">
          <Facts>
            <Fact label="Name">
              <Anchor
                component={Link}
                to={employeeAttendancePath(employee.id, log.workDate.slice(0, 7))}
                size="sm"
                fw={600}
              >
                {employee.name}
              </Anchor>
            </Fact>
            <Fact label="Employee number">
              {employee.employeeNumber ? ltrText(employee.employeeNumber) : '—'}
            </Fact>
            <Fact label="Department">{employee.departmentName ?? '—'}</Fact>
          </Facts>
        </AttendanceSection>
      )}
      <AttendanceSection title="Day">
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
                {expectedText(log)}
              </>
            ) : (
              'No shift expected'
            )}
          </Fact>
          <Fact label="Status">
            <AttendanceStatusBadges statuses={log.statuses} />
          </Fact>
          {forAdmin && <Fact label="Recorded">{attendanceLogSourceLabels[log.source]}</Fact>}
        </Facts>
      </AttendanceSection>
      <AttendanceSection title="Check-in and check-out">
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
      </AttendanceSection>
      <AttendanceSection title="Time">
        <Facts wide={4}>
          <Fact label="Late">{figure(log.lateMinutes)}</Fact>
          <Fact label="Early out">{figure(log.earlyOutMinutes)}</Fact>
          <Fact label="Worked">
            {log.checkOutAt ? minutesText(log.workedMinutes) : open ? 'Counted at check-out' : '—'}
          </Fact>
          <Fact label="Overtime">
            <Group gap="xs" component="span">
              <span>{figure(log.overtimeMinutes)}</span>
              <OvertimeStatusBadge log={log} />
            </Group>
          </Fact>
        </Facts>
      </AttendanceSection>
      {log.note && (
        <AttendanceSection title="Note">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {log.note}
          </Text>
        </AttendanceSection>
      )}
    </Stack>
  );
}
