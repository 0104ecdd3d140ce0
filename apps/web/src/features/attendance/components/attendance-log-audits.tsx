import { Alert, Anchor, Button, Divider, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import {
  type AttendanceLog,
  auditOpenedMessage,
  auditOriginLabels,
} from '@tembusu/contracts/attendance';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, messageWithoutField } from '../../../api/http';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { sentence } from '../../../components/plain-errors';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate, stripBidiMarks } from '../../../lib/format';
import { useDayAudits, useOpenAudit } from '../api/attendance-audits';
import { AuditFacts, AuditTimeline } from './attendance-audit-parts';
import { reasonMaxLength } from './attendance-log-form-values';
import { attendanceAuditsPath } from './attendance-log-paths';
import { AttendanceSection } from './attendance-section';

/** Asks the log's employee to give the day's times, with the reason they are asked. */
function AskEmployeeDialog({
  log,
  opened,
  onClose,
  onAsked,
}: {
  log: AttendanceLog;
  opened: boolean;
  onClose(): void;
  onAsked(): void;
}) {
  const open = useOpenAudit();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    open.reset();
    setReason('');
    setProblem(null);
    onClose();
  };

  const ask = async () => {
    if (!reason.trim()) {
      setProblem('Say why the times are asked for');
      return;
    }
    try {
      await open.mutateAsync({
        employeeId: log.employee.id,
        workDate: log.workDate,
        reason: reason.trim(),
      });
    } catch (cause) {
      if (cause instanceof ApiError && cause.field === 'reason') {
        setProblem(sentence(messageWithoutField(cause)));
      }
      return;
    }
    close();
    onAsked();
  };
  const failure = open.error && !(open.error instanceof ApiError && open.error.field === 'reason');

  return (
    <Modal
      opened={opened}
      onClose={open.isPending ? () => {} : close}
      title="Ask the employee"
      centered
      size="md"
      radius="lg"
      padding="lg"
      closeOnClickOutside={!open.isPending}
      closeOnEscape={!open.isPending}
      withCloseButton={!open.isPending}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm" lh={1.6}>
          {log.employee.name} is asked to give the times they worked on{' '}
          {stripBidiMarks(formatDate(log.workDate))}. Their answer comes back here for review.
        </Text>
        <Textarea
          label="Reason"
          description="The employee sees this"
          required
          autosize
          minRows={3}
          maxLength={reasonMaxLength}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
        />
        {failure && (
          <Alert color="red" role="alert">
            {messageWithoutField(open.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={open.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void ask()} loading={open.isPending}>
            Ask
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The audit forms of the log's person and day, each with its history; and asking the employee for
 * the day's times, unless a form is already open.
 */
export function DayAudits({ log }: { log: AttendanceLog }) {
  const audits = useDayAudits(log.employee.id, log.workDate);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const forms = audits.data ?? [];
  const openForm = forms.find((audit) => audit.status !== 'Completed');

  return (
    <AttendanceSection
      title="Audit history"
      action={
        audits.data &&
        !openForm && (
          <Button
            variant="light"
            leftSection={<IconMessageQuestion size={16} />}
            onClick={() => setAsking(true)}
          >
            Ask the employee
          </Button>
        )
      }
    >
      {audits.isPending && <LoadingSpinner />}
      {audits.error && <Alert color="red">{audits.error.message}</Alert>}
      {audits.data && forms.length === 0 && (
        <Text size="sm" c="dimmed">
          No changes or correction requests for this day.
        </Text>
      )}
      {openForm && (
        <Text size="sm" c="dimmed">
          A form is open for this day: finish it before asking again.
        </Text>
      )}
      {forms.map((audit, index) => (
        <Fragment key={audit.id}>
          {index > 0 && <Divider />}
          <Stack
            gap="md"
            component="article"
            aria-label={`${auditOriginLabels[audit.origin]}: ${audit.status}`}
          >
            <AuditFacts audit={audit} />
            <AuditTimeline audit={audit} />
            {audit.status !== 'Completed' && (
              <Anchor component={Link} to={attendanceAuditsPath(audit.id)} size="sm" fw={600}>
                Review in Audits
              </Anchor>
            )}
          </Stack>
        </Fragment>
      ))}
      <AskEmployeeDialog
        log={log}
        opened={asking}
        onClose={() => setAsking(false)}
        onAsked={() => setAsked(true)}
      />
      <SuccessDialog opened={asked} message={auditOpenedMessage} onClose={() => setAsked(false)} />
    </AttendanceSection>
  );
}
