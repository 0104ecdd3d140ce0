import {
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type {
  AdminLeaveRequestInput,
  DayPart,
  LeavePreview,
  LeaveRequest,
  LeaveRequestInput,
  LeaveType,
} from '@tembusu/contracts/leave';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage, messageWithoutField } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { EntityForm } from '../../../components/entity-form-page';
import { revealFirstError } from '../../../components/reveal-first-error';
import { EmployeePicker, type KnownEmployee } from '../../employees';
import { uploadAccept, uploadProblem, useUploadFile } from '../../uploads';
import { dayPartLabels, daysText } from './leave-format';
import {
  dayPartChoices,
  type LeaveRequestFormValues,
  leaveRequestFormValues,
  needsChild,
  reasonMaxLength,
  toLeaveRequestInput,
  validateLeaveRequest,
} from './leave-request-values';

/** How long the form waits after the last change before it asks for a preview. */
export const previewDelayMs = 400;

interface CommonProps {
  /** The types that may be chosen; inactive ones are left out, unless the request has one. */
  types: LeaveType[];
  /** The request being edited; none when making one. */
  request?: LeaveRequest;
  /** Where Cancel leads, and where the page goes once saved. */
  backTo: string;
  /** Where the page goes once saved instead, such as the saved request. */
  savedTo?(saved: LeaveRequest): string;
  /** The success dialog's message: leaveRequestSubmittedMessage, leaveRequestSavedMessage. */
  savedMessage: string;
  submitLabel?: string;
}

export type LeaveRequestFormProps = CommonProps &
  (
    | {
        /** An admin's request on someone's behalf: the form asks whom it is for. */
        pickEmployee: true;
        /** Who is chosen at first (the employee whose record the admin came from). */
        initialEmployee?: KnownEmployee | null;
        /** What the request would count; called a moment after the last change. */
        preview(input: AdminLeaveRequestInput): Promise<LeavePreview>;
        submit(input: AdminLeaveRequestInput): Promise<LeaveRequest>;
      }
    | {
        /** The request is the signed-in person's own, or an existing one's (edit). */
        pickEmployee?: false;
        preview(input: LeaveRequestInput): Promise<LeavePreview>;
        submit(input: LeaveRequestInput): Promise<LeaveRequest>;
      }
  );

/**
 * A leave request: its type, dates and day parts, reason, document and child, with a preview of
 * the days it counts and the balance it leaves. The page supplies the types and the calls, so the
 * admins' and the staff's screens share it.
 */
export function LeaveRequestForm(props: LeaveRequestFormProps) {
  const { types, request, backTo, savedTo, savedMessage, submitLabel = 'Submit' } = props;
  const initialEmployee = props.pickEmployee ? props.initialEmployee : null;
  const typeOf = (id: string | null) => types.find((type) => type.id === id);
  const form = useForm<LeaveRequestFormValues>({
    mode: 'controlled',
    initialValues: leaveRequestFormValues(request, initialEmployee?.id ?? null),
    validate: (values) =>
      validateLeaveRequest(values, typeOf(values.leaveTypeId), props.pickEmployee === true),
  });
  const offered = types.filter((type) => type.isActive || type.id === request?.leaveType.id);
  const { values } = form;
  const type = typeOf(values.leaveTypeId);
  const choices = dayPartChoices(type, values.startDate, values.endDate);
  const input = toLeaveRequestInput(values, type);

  const withEmployee = (
    employeeId: string | null,
    requestInput: LeaveRequestInput,
  ): AdminLeaveRequestInput => ({ employeeId: employeeId ?? '', ...requestInput });
  // The preview's question as text: compared by value, so it waits only for real changes.
  const previewRequest =
    input && (props.pickEmployee !== true || values.employeeId)
      ? JSON.stringify({ employeeId: values.employeeId, input })
      : null;
  const preview = (asked: string) => {
    const { employeeId, input: sent } = JSON.parse(asked) as {
      employeeId: string | null;
      input: LeaveRequestInput;
    };
    return props.pickEmployee === true
      ? props.preview(withEmployee(employeeId, sent))
      : props.preview(sent);
  };

  const save = (formValues: LeaveRequestFormValues) => {
    const complete = toLeaveRequestInput(formValues, typeOf(formValues.leaveTypeId));
    if (!complete) throw new Error('Choose a leave type and the dates');
    return props.pickEmployee === true
      ? props.submit(withEmployee(formValues.employeeId, complete))
      : props.submit(complete);
  };

  const setStartDate = (date: string | null) => {
    form.setFieldValue('startDate', date);
    // Most leave is a day or a few: the end follows the start until it is set past it.
    const end = form.getValues().endDate;
    if (date && (!end || end < date)) form.setFieldValue('endDate', date);
  };

  return (
    <EntityForm
      form={form}
      save={save}
      backTo={backTo}
      savedTo={savedTo}
      savedMessage={savedMessage}
      saveLabel={submitLabel}
      onInvalid={revealFirstError}
      maw={820}
    >
      {props.pickEmployee === true && (
        <EmployeePicker
          label="Employee"
          placeholder="Search by name"
          required
          known={initialEmployee}
          {...form.getInputProps('employeeId')}
          onChange={(id) => form.setFieldValue('employeeId', id)}
        />
      )}
      <Select
        label="Leave type"
        placeholder="Choose a leave type"
        required
        searchable
        allowDeselect={false}
        nothingFoundMessage="No leave type matches"
        data={offered.map((option) => ({ value: option.id, label: option.name }))}
        description={type?.description ?? undefined}
        {...form.getInputProps('leaveTypeId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePicker
          label="Start date"
          required
          {...form.getInputProps('startDate')}
          value={values.startDate}
          onChange={setStartDate}
        />
        <DatePicker
          label="End date"
          required
          minDate={values.startDate ?? undefined}
          {...form.getInputProps('endDate')}
          value={values.endDate}
          onChange={(date) => form.setFieldValue('endDate', date)}
        />
      </SimpleGrid>
      {choices.kind === 'oneDay' && (
        <DayPartField
          label="Day part"
          parts={['full', 'AM', 'PM']}
          value={values.startPart}
          onChange={(part) => form.setFieldValue('startPart', part)}
        />
      )}
      {choices.kind === 'severalDays' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayPartField
            label="First day"
            parts={['full', 'PM']}
            value={values.startPart === 'PM' ? 'PM' : 'full'}
            onChange={(part) => form.setFieldValue('startPart', part)}
          />
          <DayPartField
            label="Last day"
            parts={['full', 'AM']}
            value={values.endPart === 'AM' ? 'AM' : 'full'}
            onChange={(part) => form.setFieldValue('endPart', part)}
          />
        </SimpleGrid>
      )}
      {needsChild(type) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePicker
            label="Child's date of birth"
            description="Expected date of birth, for leave before the birth"
            required
            {...form.getInputProps('childBirthDate')}
            value={values.childBirthDate}
            onChange={(date) => form.setFieldValue('childBirthDate', date)}
          />
          <Switch
            label="The child is a Singapore citizen"
            mt={{ base: 0, sm: 'xl' }}
            {...form.getInputProps('childCitizen', { type: 'checkbox' })}
          />
        </SimpleGrid>
      )}
      <Textarea
        label="Reason"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={reasonMaxLength}
        {...form.getInputProps('reason')}
      />
      <AttachmentField
        required={type?.documentRequired ?? false}
        value={values.attachment}
        onChange={(attachment) => form.setFieldValue('attachment', attachment)}
        error={form.errors.attachment}
      />
      <PreviewBox
        request={previewRequest}
        preview={preview}
        scope={`${props.pickEmployee === true ? 'admin' : 'own'}:${request?.id ?? 'new'}`}
        waitingFor={
          props.pickEmployee === true
            ? 'Choose an employee, a leave type and the dates to see the days this counts.'
            : 'Choose a leave type and the dates to see the days this counts.'
        }
      />
    </EntityForm>
  );
}

function DayPartField({
  label,
  parts,
  value,
  onChange,
}: {
  label: string;
  parts: DayPart[];
  value: DayPart;
  onChange(part: DayPart): void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(part) => onChange(part as DayPart)}>
      <Group gap="md" mt={6}>
        {parts.map((part) => (
          <Radio key={part} value={part} label={dayPartLabels[part]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A document for the request, checked against the upload rules and uploaded at once. */
function AttachmentField({
  required,
  value,
  onChange,
  error,
}: {
  required: boolean;
  value: LeaveRequestFormValues['attachment'];
  onChange(value: LeaveRequestFormValues['attachment']): void;
  error?: ReactNode;
}) {
  const upload = useUploadFile();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const refused = uploadProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    try {
      const saved = await upload.mutateAsync(file);
      onChange({ id: saved.id, name: saved.name });
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const shownError = problem ?? error;
  return (
    <Stack gap={6} data-error={shownError ? true : undefined}>
      <div>
        <Input.Label labelElement="div" required={required}>
          Attachment
        </Input.Label>
        <Input.Description>
          {required ? 'This leave type needs a document, such as a medical certificate. ' : ''}
          JPG, PNG, GIF, SVG or PDF, up to 2 MB
        </Input.Description>
      </div>
      {value && (
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value.name}
          </Text>
        </Group>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={uploadAccept} resetRef={resetRef}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
            >
              {value ? 'Replace file' : 'Upload file'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            Remove file
          </Button>
        )}
      </Group>
      {shownError && (
        <Text size="xs" c="red" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the request would count and leave, asked a moment after the last change. The question is
 * the key, so going back to an earlier choice answers at once.
 */
function PreviewBox({
  request,
  preview,
  scope,
  waitingFor,
}: {
  request: string | null;
  preview(request: string): Promise<LeavePreview>;
  scope: string;
  waitingFor: string;
}) {
  const [settled] = useDebouncedValue(request, previewDelayMs);
  const answer = useQuery({
    queryKey: ['leave', 'preview', scope, settled],
    queryFn: settled ? () => preview(settled) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const counting = request !== null && (request !== settled || answer.isFetching);
  const shown = request === null ? undefined : answer.data;

  let body: ReactNode;
  if (request === null) {
    body = (
      <Text size="sm" c="dimmed">
        {waitingFor}
      </Text>
    );
  } else if (answer.isError && !counting) {
    body = (
      <Text size="sm" c="red">
        {messageWithoutField(answer.error)}
      </Text>
    );
  } else if (!shown) {
    body = (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Counting the days…
        </Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap={4} opacity={counting ? 0.6 : 1}>
        <Text fw={600}>Counts {daysText(shown.days)}</Text>
        {shown.balanceAfter !== null && (
          <Text size="sm">Balance after: {daysText(shown.balanceAfter)}</Text>
        )}
        {shown.problem && (
          <Alert color="orange" variant="light" p="xs" mt={4}>
            <Text size="sm">{shown.problem}</Text>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      role="status"
      aria-live="polite"
      aria-busy={counting || undefined}
      aria-label="Preview"
    >
      {body}
    </Paper>
  );
}
