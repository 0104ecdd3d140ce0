import { Badge } from '@mantine/core';
import { type LeaveStatus, leaveStatusLabels } from '@tembusu/contracts/leave';

export const leaveStatusColours: Record<LeaveStatus, string> = {
  pending: 'yellow',
  approved: 'tembusu',
  rejected: 'red',
  cancelled: 'gray',
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <Badge variant="light" color={leaveStatusColours[status]} radius="sm">
      {leaveStatusLabels[status]}
    </Badge>
  );
}
