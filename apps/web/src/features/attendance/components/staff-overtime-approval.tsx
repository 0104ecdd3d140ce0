import { Text } from '@mantine/core';
import { type AttendanceLog, overtimeStatusOf } from '@tembusu/contracts/attendance';
import { dateTimeText } from './attendance-audit-format';
import { AttendanceSection } from './attendance-section';
import { zoneOf } from './staff-attendance-format';

/**
 * Where the employee's overtime of a log stands, beside the Time card's badge: what waiting
 * means, or who approved it or turned it down, and when. Nothing for a log whose overtime needs
 * no approval.
 */
export function StaffOvertimeApproval({ log }: { log: AttendanceLog }) {
  const status = overtimeStatusOf(log);
  if (status === 'none' || status === 'notNeeded') return null;
  const decision = [
    status === 'approved' ? 'Approved' : 'Turned down',
    log.overtimeDecidedBy && `by ${log.overtimeDecidedBy}`,
    log.overtimeDecidedAt && `on ${dateTimeText(log.overtimeDecidedAt, zoneOf(log))}`,
  ];
  return (
    <AttendanceSection title="Overtime approval">
      <Text size="sm" c={status === 'rejected' ? 'red' : undefined}>
        {status === 'pending'
          ? 'Waiting for approval: an admin has still to approve this overtime, which counts once approved.'
          : decision.filter(Boolean).join(' ')}
      </Text>
    </AttendanceSection>
  );
}
