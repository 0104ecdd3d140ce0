import { Badge, Group } from '@mantine/core';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { type AttendanceStatus, attendanceStatusLabels } from '@tembusu/contracts/attendance';

const statusColours: Record<AttendanceStatus, string> = {
  onTime: 'teal',
  late: 'orange',
  earlyOut: 'yellow',
  absent: 'red',
  missingCheckOut: 'grape',
};

/** A log's statuses as coloured badges: a log late in and early out shows both. */
export function AttendanceStatusBadges({ statuses }: { statuses: readonly AttendanceStatus[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {statuses.map((status) => (
        <Badge key={status} variant="light" color={statusColours[status]} radius="sm">
          {attendanceStatusLabels[status]}
        </Badge>
      ))}
    </Group>
  );
}

/** Marks a check-in or check-out made outside the branch's check-in area. */
export function OutsideAreaBadge() {
  return (
    <Badge
      variant="light"
      color="orange"
      radius="sm"
      leftSection={<IconMapPinExclamation size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      Outside the check-in area
    </Badge>
  );
}
