import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AttendanceLog, attendanceLogSavedMessage } from '@tembusu/contracts/attendance';
import type { Branch } from '@tembusu/contracts/organization';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { ApiError, messageWithoutField } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { EntityForm } from '../../../components/entity-form-page';
import { sentence } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { formatDate } from '../../../lib/format';
import { EmployeePicker } from '../../employees';
import {
  type AttendanceLogFormValues,
  formFieldFor,
  logFormValuesOf,
  newLogFormValues,
  reasonMaxLength,
  validateLogForm,
} from './attendance-log-form-values';
import { attendanceLogPath } from './attendance-log-paths';

/** Active branches, and the log's own if it has since been made inactive. */
function branchOptions(branches: Branch[], log: AttendanceLog | undefined) {
  const options = branches
    .filter((branch) => branch.isActive || branch.id === log?.branch?.id)
    .map((branch) => ({ value: branch.id, label: branch.name }));
  if (log?.branch && !options.some((option) => option.value === log.branch?.id)) {
    options.push({ value: log.branch.id, label: log.branch.name });
  }
  return options;
}

export type AttendanceLogFormProps = {
  branches: Branch[];
  /** The log being changed, whose person and day stay as they are; none when recording one. */
  log?: AttendanceLog;
  /** Where Cancel leads. */
  backTo: string;
  /** Sends the values, the times read on `zone`'s clock (the branch chosen). */
  submit(values: AttendanceLogFormValues, zone: string): Promise<AttendanceLog>;
};

/**
 * A day's log as an admin records or changes it: whose and which day (when recording), the
 * branch, the check-in and check-out on that branch's clock, and why. Saved, it opens the log.
 */
export function AttendanceLogForm({ branches, log, backTo, submit }: AttendanceLogFormProps) {
  const creating = log === undefined;
  const zoneFor = (branchId: string | null) =>
    branches.find((branch) => branch.id === branchId)?.timeZone ??
    (log?.branch?.id === branchId ? log?.branch?.timeZone : undefined) ??
    defaultTimeZone;
  const form = useForm<AttendanceLogFormValues>({
    mode: 'controlled',
    initialValues: log ? logFormValuesOf(log) : newLogFormValues(),
    validate: (values) => validateLogForm(values, zoneFor(values.branchId), creating),
  });
  const { values } = form;
  const branch = branches.find((b) => b.id === values.branchId) ?? log?.branch;
  const zone = zoneFor(values.branchId);

  const setWorkDate = (date: string | null) => {
    const { workDate, checkInDate, checkOutDate } = form.getValues();
    form.setFieldValue('workDate', date);
    // The check-in and check-out fall on the work date unless set apart from it by hand.
    if (!checkInDate || checkInDate === workDate) form.setFieldValue('checkInDate', date);
    if (!checkOutDate || checkOutDate === workDate) form.setFieldValue('checkOutDate', date);
  };

  // The server's refusal of one field (a time not of the day, a branch gone) is shown beside it.
  const save = async (formValues: AttendanceLogFormValues) => {
    try {
      return await submit(formValues, zoneFor(formValues.branchId));
    } catch (cause) {
      const field =
        cause instanceof ApiError && cause.field
          ? formFieldFor(cause.field, formValues)
          : undefined;
      if (field) form.setFieldError(field, sentence(messageWithoutField(cause)));
      throw cause;
    }
  };

  return (
    <EntityForm
      form={form}
      save={save}
      backTo={backTo}
      savedTo={(saved) => attendanceLogPath(saved.id)}
      savedMessage={attendanceLogSavedMessage}
      onInvalid={revealFirstError}
      maw={760}
    >
      {log ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Employee" value={log.employee.name} readOnly variant="filled" />
          <TextInput label="Work date" value={formatDate(log.workDate)} readOnly variant="filled" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EmployeePicker
            label="Employee"
            placeholder="Search by name"
            required
            {...form.getInputProps('employeeId')}
            onChange={(id) => form.setFieldValue('employeeId', id)}
          />
          <DatePicker
            label="Work date"
            description="The day the shift belongs to"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            maxDate={isoDateIn(new Date(), zone)}
            {...form.getInputProps('workDate')}
            value={values.workDate}
            onChange={setWorkDate}
          />
        </SimpleGrid>
      )}
      <Select
        label="Branch/Outlet"
        placeholder="Choose a branch/outlet"
        description="Where the day was worked: its times are on this branch's clock"
        required
        searchable
        allowDeselect={false}
        nothingFoundMessage="No branch matches"
        data={branchOptions(branches, log)}
        {...form.getInputProps('branchId')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DatePicker
          label="Check-in date"
          required
          {...form.getInputProps('checkInDate')}
          value={values.checkInDate}
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
          value={values.checkOutDate}
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
      {branch && (
        <Text size="sm" c="dimmed">
          Times on the clock of {branch.name} ({zone}).
        </Text>
      )}
      <Textarea
        label="Reason"
        description="Kept with the change, for the log's audit history"
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={reasonMaxLength}
        {...form.getInputProps('reason')}
      />
    </EntityForm>
  );
}
