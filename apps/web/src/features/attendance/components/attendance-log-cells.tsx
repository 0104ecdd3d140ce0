import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconMapPinExclamation } from '@tabler/icons-react';
import {
  type AttendanceLog,
  type OvertimeStatus,
  overtimeStatusOf,
} from '@tembusu/contracts/attendance';
import { usePhoneLayout } from '../../../components/data-table';
import { minutesText, timeText, zoneOf } from './staff-attendance-format';

const outsideText = 'Outside the check-in area';

type OvertimeLog = Pick<
  AttendanceLog,
  'overtimeMinutes' | 'overtimeApproved' | 'overtimeDecidedAt'
>;

/**
 * A check-in or check-out flagged outside the branch's check-in area: a warning icon that names
 * itself on hover and focus, and in words on a phone, where nothing hovers.
 */
function OutsideMark() {
  const phone = usePhoneLayout();
  const icon = (
    <IconMapPinExclamation size={16} color="var(--mantine-color-orange-7)" aria-hidden />
  );
  if (phone) {
    return (
      <Group gap={4} wrap="nowrap" component="span">
        {icon}
        <Text span size="xs" c="orange.8">
          {outsideText}
        </Text>
      </Group>
    );
  }
  return (
    <Tooltip label={outsideText} withArrow>
      <Group
        component="span"
        role="img"
        aria-label={outsideText}
        tabIndex={0}
        gap={0}
        style={{ display: 'inline-flex' }}
      >
        {icon}
      </Group>
    </Tooltip>
  );
}

/** When the person checked in (`in`) or out, on the branch's clock, flagged when outside. */
export function ClockCell({ log, side }: { log: AttendanceLog; side: 'in' | 'out' }) {
  const at = side === 'in' ? log.checkInAt : log.checkOutAt;
  const outside = side === 'in' ? log.checkInOutsideGeofence : log.checkOutOutsideGeofence;
  if (!at) {
    return side === 'out' && log.state === 'open' ? (
      <Text span size="sm" c="dimmed">
        Not yet
      </Text>
    ) : (
      '—'
    );
  }
  return (
    <Group gap={6} wrap="wrap" component="span">
      <span>{timeText(at, zoneOf(log))}</span>
      {outside && <OutsideMark />}
    </Group>
  );
}

/** Time worked, once there is some to count: not while open, nor for an absence. */
export function workedText(log: AttendanceLog): string {
  return log.state === 'open' || log.state === 'absent' ? '—' : minutesText(log.workedMinutes);
}

const overtimeBadges: Partial<Record<OvertimeStatus, { label: string; color: string }>> = {
  pending: { label: 'Waiting for approval', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Turned down', color: 'red' },
};

/** Where overtime needing approval stands; nothing for overtime that needs none. */
export function OvertimeStatusBadge({ log }: { log: OvertimeLog }) {
  const badge = overtimeBadges[overtimeStatusOf(log)];
  if (!badge) return null;
  return (
    <Badge variant="light" color={badge.color} radius="sm" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

/** Overtime worked, marked with where its approval stands. */
export function OvertimeCell({ log }: { log: AttendanceLog }) {
  if (log.overtimeMinutes <= 0) return '—';
  return (
    <Group gap={6} wrap="wrap" component="span">
      <span>{minutesText(log.overtimeMinutes)}</span>
      <OvertimeStatusBadge log={log} />
    </Group>
  );
}
