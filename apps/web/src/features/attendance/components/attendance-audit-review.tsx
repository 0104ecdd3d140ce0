import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useDirection,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AttendanceAudit,
  type AuditReviewInput,
  auditAppliedMessage,
  auditRejectedMessage,
  zAuditReviewInput,
} from '@tembusu/contracts/attendance';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, messageWithoutField } from '../../../api/http';
import { usePhoneLayout } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { sentence } from '../../../components/plain-errors';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate, stripBidiMarks } from '../../../lib/format';
import { useAttendanceAudit, useReviewAudit } from '../api/attendance-audits';
import { AuditFacts, AuditTimeline } from './attendance-audit-parts';
import {
  type DayTimesValues,
  dayTimesErrors,
  dayTimesValuesOf,
  formErrorsOf,
  formFieldFor,
  reasonMaxLength,
  timesOf,
} from './attendance-log-form-values';
import { attendanceLogPath } from './attendance-log-paths';

type ReviewValues = DayTimesValues & { comment: string };
type Decision = AuditReviewInput['decision'];

const resolveReview = zod4Resolver(zAuditReviewInput);

function reviewInput(values: ReviewValues, decision: Decision, zone: string): AuditReviewInput {
  const comment = values.comment.trim();
  return decision === 'apply'
    ? { decision, ...timesOf(values, zone), comment: comment || null }
    : { decision, comment };
}

/** Turning down needs only the comment; applying needs the times, which the contract checks. */
function validateReview(values: ReviewValues, decision: Decision, zone: string) {
  const errors = formErrorsOf(resolveReview(reviewInput(values, decision, zone)), values);
  return decision === 'apply' ? dayTimesErrors(values, errors) : errors;
}

/**
 * An open form's decision: its times applied to the log (as proposed, or as set here), or the form
 * turned down with the reason. A form still waiting on the employee can only be turned down.
 */
function ReviewForm({ audit, onDone }: { audit: AttendanceAudit; onDone(message: string): void }) {
  const review = useReviewAudit(audit.id);
  const zone = audit.timeZone;
  const canApply = audit.status === 'Pending Reviewer';
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { ...dayTimesValuesOf(audit.proposed, zone, audit.workDate), comment: '' },
  });

  const decide = async (decision: Decision) => {
    const values = form.getValues();
    const errors = validateReview(values, decision, zone);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setDeciding(decision);
    setFailure(null);
    try {
      await review.mutateAsync(reviewInput(values, decision, zone));
      onDone(decision === 'apply' ? auditAppliedMessage : auditRejectedMessage);
    } catch (cause) {
      const field =
        cause instanceof ApiError && cause.field ? formFieldFor(cause.field, values) : undefined;
      if (field) form.setFieldError(field, sentence(messageWithoutField(cause)));
      else setFailure(messageWithoutField(cause));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Review">
      <Stack gap="md">
        <Title order={3} size="h5">
          Review
        </Title>
        {canApply ? (
          <>
            <Text size="sm" c="dimmed">
              The times asked for, on the clock of {zone}. Change them before applying if needed.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DatePicker
                label="Check-in date"
                required
                {...form.getInputProps('checkInDate')}
                value={form.values.checkInDate}
                onChange={(date) => form.setFieldValue('checkInDate', date)}
              />
              <TextInput
                type="time"
                label="Check-in time"
                required
                {...form.getInputProps('checkInTime')}
              />
              <DatePicker
                label="Check-out date"
                {...form.getInputProps('checkOutDate')}
                value={form.values.checkOutDate}
                onChange={(date) => form.setFieldValue('checkOutDate', date)}
              />
              <TextInput
                type="time"
                label="Check-out time"
                description="Blank when there is no check-out"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('checkOutTime')}
              />
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Waiting for {audit.employee.name} to give the times. The form can be turned down
            meanwhile.
          </Text>
        )}
        <Textarea
          label="Comment"
          description={
            canApply ? 'Optional when applying; needed to turn the form down' : 'Say why'
          }
          required={!canApply}
          autosize
          minRows={2}
          maxLength={reasonMaxLength}
          {...form.getInputProps('comment')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            color="red"
            variant={canApply ? 'light' : 'filled'}
            loading={deciding === 'reject'}
            disabled={deciding === 'apply'}
            onClick={() => void decide('reject')}
          >
            Turn down
          </Button>
          {canApply && (
            <Button
              loading={deciding === 'apply'}
              disabled={deciding === 'reject'}
              onClick={() => void decide('apply')}
            >
              Apply to the log
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ReviewPanelBody({
  audit,
  onDone,
}: {
  audit: AttendanceAudit;
  onDone(message: string): void;
}) {
  return (
    <Stack gap="lg">
      <AuditFacts audit={audit} />
      {audit.logId && (
        <Anchor component={Link} to={attendanceLogPath(audit.logId)} size="sm" fw={600}>
          Open the day's attendance log
        </Anchor>
      )}
      <Stack gap="xs" component="section" aria-label="History">
        <Title order={3} size="h5">
          History
        </Title>
        <AuditTimeline audit={audit} />
      </Stack>
      {audit.status !== 'Completed' && <ReviewForm key={audit.id} audit={audit} onDone={onDone} />}
    </Stack>
  );
}

/**
 * One form in a panel over the list: what it asks and what happened to it, and the reviewer's
 * decision while it is open. `id` null keeps it closed.
 */
export function AuditReviewPanel({
  id,
  listed,
  onClose,
}: {
  id: string | null;
  /** The form as the list has it, shown until its own answer comes. */
  listed?: AttendanceAudit;
  onClose(): void;
}) {
  const phone = usePhoneLayout();
  const direction = useDirection();
  const fetched = useAttendanceAudit(id);
  const [done, setDone] = useState<string | null>(null);
  // The last form shown stays while the panel slides away, rather than going blank.
  const last = useRef<AttendanceAudit | undefined>(undefined);
  const current = id ? (fetched.data ?? listed) : undefined;
  if (current) last.current = current;
  const audit = id ? current : last.current;
  return (
    <>
      <Drawer
        opened={id !== null}
        onClose={onClose}
        position={direction.dir === 'rtl' ? 'left' : 'right'}
        size={phone ? '100%' : 'lg'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={
          audit
            ? `${audit.employee.name}, ${stripBidiMarks(formatDate(audit.workDate))}`
            : 'Audit form'
        }
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {audit ? (
          <ReviewPanelBody audit={audit} onDone={setDone} />
        ) : fetched.error ? (
          <Alert color="red">{fetched.error.message}</Alert>
        ) : (
          <LoadingSpinner />
        )}
      </Drawer>
      <SuccessDialog opened={done !== null} message={done ?? ''} onClose={() => setDone(null)} />
    </>
  );
}
