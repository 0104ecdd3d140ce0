import { Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  type AttendanceLog,
  overtimeApprovedMessage,
  overtimeRejectedMessage,
  overtimeStatusOf,
} from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { SuccessDialog } from '../../../components/success-dialog';
import { stripBidiMarks } from '../../../lib/format';
import { useDecideOvertime } from '../api/attendance-logs';
import { dateTimeText } from './attendance-audit-format';
import { OvertimeStatusBadge } from './attendance-log-cells';
import { AttendanceSection } from './attendance-section';
import { Fact, Facts } from './staff-attendance-facts';
import { minutesText, zoneOf } from './staff-attendance-format';

/**
 * A log's overtime waiting for an admin, or decided: who decided and when, and the decision to
 * make or change. Nothing for a log whose overtime needs no approval.
 */
export function OvertimeDecision({ log }: { log: AttendanceLog }) {
  const status = overtimeStatusOf(log);
  const decide = useDecideOvertime(log.id);
  const [asking, setAsking] = useState<boolean | null>(null);
  // The last question asked, kept while the dialog fades out so its words do not change.
  const [approving, setApproving] = useState(true);
  if (asking !== null && asking !== approving) setApproving(asking);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === 'none' || status === 'notNeeded') return null;

  const overtime = stripBidiMarks(minutesText(log.overtimeMinutes));
  const confirm = async (approved: boolean) => {
    try {
      await decide.mutateAsync(approved);
      setDone(approved ? overtimeApprovedMessage : overtimeRejectedMessage);
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setAsking(null);
    }
  };

  return (
    <AttendanceSection title="Overtime approval">
      <Stack gap="md">
        <Facts>
          <Fact label="Overtime">
            <Group gap="xs" component="span">
              <span>{minutesText(log.overtimeMinutes)}</span>
              <OvertimeStatusBadge log={log} />
            </Group>
          </Fact>
          {log.overtimeDecidedAt && (
            <Fact label={status === 'approved' ? 'Approved' : 'Turned down'}>
              {log.overtimeDecidedBy ? `${log.overtimeDecidedBy}, ` : ''}
              {dateTimeText(log.overtimeDecidedAt, zoneOf(log))}
            </Fact>
          )}
        </Facts>
        <Group gap="sm">
          {status !== 'approved' && (
            <Button leftSection={<IconCheck size={16} />} onClick={() => setAsking(true)}>
              Approve overtime
            </Button>
          )}
          {status !== 'rejected' && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => setAsking(false)}
            >
              Turn down overtime
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={approving ? 'Approve overtime' : 'Turn down overtime'}
        message={`${approving ? 'Approve' : 'Turn down'} ${overtime} of overtime for ${log.employee.name}? The decision can be changed later.`}
        confirmLabel={approving ? 'Approve' : 'Turn down'}
        confirmColor={approving ? 'tembusu' : 'red'}
        loading={decide.isPending}
        onConfirm={() => void confirm(approving)}
        onCancel={() => setAsking(null)}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog opened={done !== null} message={done ?? ''} onClose={() => setDone(null)} />
    </AttendanceSection>
  );
}
