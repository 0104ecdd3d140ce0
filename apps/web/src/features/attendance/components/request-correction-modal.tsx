import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type CorrectionRequestInput,
  correctionDaysBack,
  correctionRequestedMessage,
  type LogTimes,
  zCorrectionRequestInput,
} from '@tembusu/contracts/attendance';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError, errorMessage, messageWithoutField } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { plainErrors, sentence } from '../../../components/plain-errors';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate } from '../../../lib/format';
import { useRequestCorrection } from '../api/staff-attendance-audits';
import {
  addDays,
  type CorrectionTimesValues,
  correctionFormField,
  correctionTimesValues,
  missingTimes,
  onCorrectionFields,
  toLogTimes,
} from './correction-times';
import { CorrectionTimesFields } from './correction-times-fields';

type RequestFormValues = CorrectionTimesValues & { workDate: string | null; reason: string };

/** The day a correction is asked for: a log's (fixed, its times to start from) or any. */
export type CorrectionDay = { workDate: string; times: LogTimes } | null;

const resolve = zod4Resolver(zCorrectionRequestInput);

function toRequest(values: RequestFormValues, timeZone: string): CorrectionRequestInput {
  return {
    workDate: values.workDate ?? '',
    ...toLogTimes(values, timeZone),
    reason: values.reason.trim(),
  };
}

function validateRequest(values: RequestFormValues, timeZone: string): FormErrors {
  const errors = onCorrectionFields(plainErrors(resolve(toRequest(values, timeZone))));
  if (!values.workDate) errors.workDate = 'Choose the day to correct';
  return { ...errors, ...missingTimes(values) };
}

function RequestForm({
  day,
  timeZone,
  onCancel,
  onSent,
}: {
  day: CorrectionDay;
  timeZone: string;
  onCancel(): void;
  onSent(): void;
}) {
  const request = useRequestCorrection();
  const [failure, setFailure] = useState<string | null>(null);
  const today = isoDateIn(new Date(), timeZone);
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: {
      workDate: day?.workDate ?? null,
      ...correctionTimesValues(
        day?.times ?? { checkInAt: null, checkOutAt: null },
        day?.workDate ?? today,
        timeZone,
      ),
      reason: '',
    },
    validate: (values) => validateRequest(values, timeZone),
  });
  const { values } = form;

  // The times' dates follow the day chosen, unless they were set to another day of their own.
  const setWorkDate = (date: string | null) => {
    const before = values.workDate;
    form.setFieldValue('workDate', date);
    if (!date) return;
    for (const field of ['checkInDate', 'checkOutDate'] as const) {
      if (values[field] === before || values[field] === null || before === null) {
        form.setFieldValue(field, date);
      }
    }
  };

  const submit = form.onSubmit(async (sent) => {
    setFailure(null);
    try {
      await request.mutateAsync(toRequest(sent, timeZone));
    } catch (cause) {
      const field = cause instanceof ApiError && cause.field && correctionFormField(cause.field);
      if (field && field in sent) {
        form.setFieldError(field, sentence(messageWithoutField(cause)));
      } else {
        setFailure(errorMessage(cause));
      }
      return;
    }
    onSent();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {day ? (
          <Text size="sm">
            For <strong>{formatDate(day.workDate)}</strong>: give the times you worked, and an admin
            will review them.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Give the times you worked, for a day you forgot to check in or out or whose times are
              wrong. An admin will review them.
            </Text>
            <DatePicker
              label="Work date"
              description={`Today or up to ${correctionDaysBack} days back`}
              required
              minDate={addDays(today, -correctionDaysBack)}
              maxDate={today}
              {...form.getInputProps('workDate')}
              value={values.workDate}
              onChange={setWorkDate}
            />
          </>
        )}
        <CorrectionTimesFields
          values={values}
          inputProps={(field) => form.getInputProps(field)}
          workDate={values.workDate}
          timeZone={timeZone}
          today={today}
        />
        <Textarea
          label="Reason"
          description="What happened, for the reviewer"
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for a day's times to be corrected: a log's day with its times to start from, or any day
 * (one without a log, when the person forgot to check in); then the success dialog.
 */
export function RequestCorrectionModal({
  opened,
  day,
  timeZone,
  onClose,
}: {
  opened: boolean;
  day: CorrectionDay;
  /** The zone the times are typed in: the log's branch's, else the person's. */
  timeZone: string;
  onClose(): void;
}) {
  const [sent, setSent] = useState(false);

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Ask for a correction"
        size="lg"
        radius="lg"
        padding="lg"
        centered
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {/* The dialog unmounts its content once closed: each opening starts afresh. */}
        <RequestForm
          day={day}
          timeZone={timeZone}
          onCancel={onClose}
          onSent={() => {
            onClose();
            setSent(true);
          }}
        />
      </Modal>
      <SuccessDialog
        opened={sent}
        message={correctionRequestedMessage}
        onClose={() => setSent(false)}
      />
    </>
  );
}
