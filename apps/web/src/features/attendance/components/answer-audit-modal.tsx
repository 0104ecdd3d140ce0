import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type AttendanceAudit,
  type AuditAnswerInput,
  auditAnsweredMessage,
  auditOriginLabels,
  zAuditAnswerInput,
} from '@tembusu/contracts/attendance';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { ApiError, errorMessage, messageWithoutField } from '../../../api/http';
import { plainErrors, sentence } from '../../../components/plain-errors';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate } from '../../../lib/format';
import { useAnswerAudit } from '../api/staff-attendance-audits';
import { logTimesText } from './attendance-audit-format';
import {
  type CorrectionTimesValues,
  correctionFormField,
  correctionTimesValues,
  missingTimes,
  onCorrectionFields,
  toLogTimes,
} from './correction-times';
import { CorrectionTimesFields } from './correction-times-fields';
import { Fact, Facts } from './staff-attendance-facts';

type AnswerFormValues = CorrectionTimesValues & { comment: string };

const resolve = zod4Resolver(zAuditAnswerInput);

function toAnswer(values: AnswerFormValues, timeZone: string): AuditAnswerInput {
  return { ...toLogTimes(values, timeZone), comment: values.comment.trim() };
}

function validateAnswer(values: AnswerFormValues, timeZone: string): FormErrors {
  const errors = onCorrectionFields(plainErrors(resolve(toAnswer(values, timeZone))));
  return { ...errors, ...missingTimes(values) };
}

function AnswerForm({
  audit,
  onCancel,
  onAnswered,
}: {
  audit: AttendanceAudit;
  onCancel(): void;
  onAnswered(): void;
}) {
  const answer = useAnswerAudit();
  const [failure, setFailure] = useState<string | null>(null);
  const { timeZone, workDate } = audit;
  const form = useForm<AnswerFormValues>({
    mode: 'controlled',
    initialValues: {
      ...correctionTimesValues(audit.proposed, workDate, timeZone),
      comment: '',
    },
    validate: (values) => validateAnswer(values, timeZone),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: audit.id, input: toAnswer(values, timeZone) });
    } catch (cause) {
      const field = cause instanceof ApiError && cause.field && correctionFormField(cause.field);
      if (field && field in values) {
        form.setFieldError(field, sentence(messageWithoutField(cause)));
      } else {
        setFailure(errorMessage(cause));
      }
      return;
    }
    onAnswered();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Facts wide={2}>
          <Fact label="Day">{formatDate(workDate)}</Fact>
          <Fact label="Asked by">{audit.openedBy ?? auditOriginLabels[audit.origin]}</Fact>
          <Fact label="Why">{audit.reason}</Fact>
          <Fact label="Times recorded">{logTimesText(audit.before, timeZone, workDate)}</Fact>
        </Facts>
        <CorrectionTimesFields
          values={form.values}
          inputProps={(field) => form.getInputProps(field)}
          workDate={workDate}
          timeZone={timeZone}
          today={isoDateIn(new Date(), timeZone)}
        />
        <Textarea
          label="Comment"
          description="What happened that day, for the reviewer"
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('comment')}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={answer.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={answer.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Answers a form waiting on the employee with the times they worked; then the success dialog. */
export function AnswerAuditModal({
  audit,
  onClose,
}: {
  /** The form answered; null keeps the dialog closed. */
  audit: AttendanceAudit | null;
  onClose(): void;
}) {
  const [answered, setAnswered] = useState(false);
  // The form stays on screen while the dialog fades out.
  const shown = useRef(audit);
  if (audit) shown.current = audit;
  const current = shown.current;

  return (
    <>
      <Modal
        opened={audit !== null}
        onClose={onClose}
        title="Answer the form"
        size="lg"
        radius="lg"
        padding="lg"
        centered
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {current && (
          <AnswerForm
            key={current.id}
            audit={current}
            onCancel={onClose}
            onAnswered={() => {
              onClose();
              setAnswered(true);
            }}
          />
        )}
      </Modal>
      <SuccessDialog
        opened={answered}
        message={auditAnsweredMessage}
        onClose={() => setAnswered(false)}
      />
    </>
  );
}
