import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  type LeaveApprover,
  type LeaveSettings,
  type LeaveYearKind,
  leaveApproverLabels,
  leaveApprovers,
  leaveNotifyTargetLabels,
  leaveNotifyTargets,
  leaveSettingsSavedMessage,
  zLeaveSettings,
} from '@tembusu/contracts/leave';
import { monthNames } from '@tembusu/contracts/reference/months';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { plainErrors } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SuccessDialog } from '../../../components/success-dialog';
import { useLeaveSettings, useSaveLeaveSettings } from '../api/leave-settings';
import { LeaveFormSection } from '../components/leave-form-section';

const leaveYearLabels: Record<LeaveYearKind, string> = {
  calendar: 'The calendar year, 1 January to 31 December',
  hireAnniversary: "Each person's year from their hire date",
};

const approverOptions = leaveApprovers.map((approver) => ({
  value: approver,
  label: leaveApproverLabels[approver],
}));

const monthOptions = monthNames.map((name, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: name,
}));

// The job runs every year, so 29 February is not offered.
const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dayOptions(month: string) {
  const days = daysInMonth[Number(month) - 1] ?? 31;
  return Array.from({ length: days }, (_, index) => String(index + 1).padStart(2, '0')).map(
    (day) => ({ value: day, label: String(Number(day)) }),
  );
}

/** Number inputs hand back '' while empty; the contract wants numbers. */
type SettingsFormValues = Omit<LeaveSettings, 'noticeDays' | 'backdateDays'> & {
  noticeDays: number | string;
  backdateDays: number | string;
};

const toSettings = (values: SettingsFormValues): LeaveSettings => ({
  ...values,
  noticeDays: values.noticeDays === '' ? Number.NaN : Number(values.noticeDays),
  backdateDays: values.backdateDays === '' ? Number.NaN : Number(values.backdateDays),
});

const resolve = zod4Resolver(zLeaveSettings);

function validateSettings(values: SettingsFormValues): FormErrors {
  const errors = plainErrors(resolve(toSettings(values)));
  // The only refusal of the levels a person can cause here is the same approver twice.
  if (errors.approvalLevels) {
    errors['approvalLevels.1'] = errors.approvalLevels;
    delete errors.approvalLevels;
  }
  return errors;
}

/** The usual second level: the admins after a manager, or the reporting manager after them. */
function secondLevelAfter(first: LeaveApprover): LeaveApprover {
  return first === 'admin' ? 'reportingManager' : 'admin';
}

function SettingsForm({ settings }: { settings: LeaveSettings }) {
  const save = useSaveLeaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settings,
    validate: validateSettings,
  });
  const levels = form.values.approvalLevels;
  const [runMonth = '01', runDay = '01'] = form.values.carryForwardRunDate.split('-');

  const setLevelCount = (count: string | null) => {
    const [first = 'reportingManager'] = levels;
    form.setFieldValue(
      'approvalLevels',
      count === '2' ? [first, secondLevelAfter(first)] : [first],
    );
  };
  const setLevel = (index: number, approver: string | null) => {
    if (!approver) return;
    form.setFieldValue(
      'approvalLevels',
      levels.map((level, at) => (at === index ? (approver as LeaveApprover) : level)),
    );
  };
  const setRunDate = (month: string, day: string) => {
    const lastDay = dayOptions(month).at(-1)?.value ?? day;
    form.setFieldValue('carryForwardRunDate', `${month}-${day > lastDay ? lastDay : day}`);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toSettings(values));
      setSaved(true);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  }, revealFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1080}>
        <LeaveFormSection
          title="Leave year"
          description="The year entitlements are given for and balances are counted over."
        >
          <Radio.Group label="Leave year" required {...form.getInputProps('leaveYear')}>
            <Stack gap="xs" mt="xs">
              {(Object.keys(leaveYearLabels) as LeaveYearKind[]).map((kind) => (
                <Radio key={kind} value={kind} label={leaveYearLabels[kind]} />
              ))}
            </Stack>
          </Radio.Group>
        </LeaveFormSection>

        <LeaveFormSection
          title="Approval"
          description="Who decides a staff member's request. With two levels, the second decides once the first has approved. An admin's approval always completes a request."
        >
          <Radio.Group
            label="Approval levels"
            value={String(levels.length)}
            onChange={setLevelCount}
          >
            <Group gap="lg" mt="xs">
              <Radio value="1" label="One level" />
              <Radio value="2" label="Two levels" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="First level"
              required
              allowDeselect={false}
              data={approverOptions}
              value={levels[0] ?? null}
              onChange={(value) => setLevel(0, value)}
              error={form.errors['approvalLevels.0']}
            />
            {levels.length > 1 && (
              <Select
                label="Second level"
                required
                allowDeselect={false}
                data={approverOptions}
                value={levels[1] ?? null}
                onChange={(value) => setLevel(1, value)}
                error={form.errors['approvalLevels.1']}
              />
            )}
          </SimpleGrid>
        </LeaveFormSection>

        <LeaveFormSection
          title="Applying"
          description="How far ahead staff must apply, and how far back they may apply for leave already taken, such as sick leave."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Notice"
              description="Days ahead, for leave that needs no document; 0 for none"
              required
              min={0}
              max={90}
              allowDecimal={false}
              allowNegative={false}
              rightSection={
                <Text size="sm" c="dimmed" pe="xs">
                  days
                </Text>
              }
              rightSectionWidth={56}
              {...form.getInputProps('noticeDays')}
            />
            <NumberInput
              label="Backdating"
              description="Days back a request may start"
              required
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              rightSection={
                <Text size="sm" c="dimmed" pe="xs">
                  days
                </Text>
              }
              rightSectionWidth={56}
              {...form.getInputProps('backdateDays')}
            />
          </SimpleGrid>
        </LeaveFormSection>

        <LeaveFormSection
          title="Notifications"
          description="Who is told when a request is made, besides the approver whose turn it is."
        >
          <Checkbox.Group label="Who is notified" {...form.getInputProps('notify')}>
            <Stack gap="xs" mt="xs">
              {leaveNotifyTargets.map((target) => (
                <Checkbox key={target} value={target} label={leaveNotifyTargetLabels[target]} />
              ))}
            </Stack>
          </Checkbox.Group>
        </LeaveFormSection>

        <LeaveFormSection
          title="Carry forward"
          description="The day each year that unused days of the year just ended are carried forward, up to each type's limit, and the rest lapse."
        >
          <Text size="sm" fw={600}>
            Carried forward on
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt={-8}>
            <Select
              label="Month"
              required
              allowDeselect={false}
              data={monthOptions}
              value={runMonth}
              onChange={(month) => month && setRunDate(month, runDay)}
            />
            <Select
              label="Day"
              required
              allowDeselect={false}
              data={dayOptions(runMonth)}
              value={runDay}
              onChange={(day) => day && setRunDate(runMonth, day)}
              error={form.errors.carryForwardRunDate}
            />
          </SimpleGrid>
        </LeaveFormSection>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={saved}
        message={leaveSettingsSavedMessage}
        onClose={() => setSaved(false)}
      />
    </form>
  );
}

export function LeaveSettingsPage() {
  const { data, isPending, error } = useLeaveSettings();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Leave' }, { label: 'Leave settings' }]}
        title="Leave settings"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
