import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AttendanceSettings,
  attendanceSettingsSavedMessage,
  type GeofenceRule,
  geofenceRuleLabels,
  geofenceRules,
  roundingSteps,
  zAttendanceSettings,
} from '@tembusu/contracts/attendance';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { plainErrors } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SuccessDialog } from '../../../components/success-dialog';
import { useAttendanceSettings, useSaveAttendanceSettings } from '../api/attendance-settings';

type MinuteField = 'lateGraceMinutes' | 'earlyOutGraceMinutes' | 'minimumOvertimeMinutes';

/** Number inputs hand back '' while empty, and the rounding select a string; the contract wants numbers. */
type SettingsFormValues = Omit<AttendanceSettings, MinuteField | 'roundingMinutes'> &
  Record<MinuteField, number | string> & { roundingMinutes: string };

const minuteOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

const toSettings = (values: SettingsFormValues): AttendanceSettings => ({
  ...values,
  lateGraceMinutes: minuteOf(values.lateGraceMinutes),
  earlyOutGraceMinutes: minuteOf(values.earlyOutGraceMinutes),
  roundingMinutes: Number(values.roundingMinutes),
  minimumOvertimeMinutes: minuteOf(values.minimumOvertimeMinutes),
});

const resolve = zod4Resolver(zAttendanceSettings);
const validateSettings = (values: SettingsFormValues) => plainErrors(resolve(toSettings(values)));

const roundingOptions = roundingSteps.map((step) => ({
  value: String(step),
  label: step === 0 ? 'No rounding' : `To ${step} minutes`,
}));

const geofenceOptions = geofenceRules.map((rule) => ({
  value: rule,
  label: geofenceRuleLabels[rule],
}));

const minutesSuffix = (
  <Text size="sm" c="dimmed" pe="xs">
    min
  </Text>
);

/** A card of the settings: its title and what it is for beside its fields (above, on a phone). */
function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">{children}</Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: AttendanceSettings }) {
  const save = useSaveAttendanceSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: { ...settings, roundingMinutes: String(settings.roundingMinutes) },
    validate: validateSettings,
  });

  const minutes = (field: MinuteField, max: number) => ({
    min: 0,
    max,
    allowDecimal: false,
    allowNegative: false,
    rightSection: minutesSuffix,
    rightSectionWidth: 48,
    ...form.getInputProps(field),
  });

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
        <SettingsSection
          title="Lateness"
          description="How late a check-in, and how early a check-out, may be before the log says so."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Late grace (minutes)"
              description="After the shift's start; 0 for none"
              required
              {...minutes('lateGraceMinutes', 120)}
            />
            <NumberInput
              label="Early-out grace (minutes)"
              description="Before the shift's end; 0 for none"
              required
              {...minutes('earlyOutGraceMinutes', 120)}
            />
          </SimpleGrid>
          <Select
            label="Rounding"
            description="Check-in and check-out times are rounded to this for pay"
            required
            allowDeselect={false}
            data={roundingOptions}
            {...form.getInputProps('roundingMinutes')}
          />
        </SettingsSection>

        <SettingsSection
          title="Location"
          description="What happens when someone checks in or out away from their branch's geofence (set on each branch)."
        >
          <Select
            label="Geofence rule"
            required
            allowDeselect={false}
            data={geofenceOptions}
            {...form.getInputProps('geofenceRule')}
            onChange={(rule) => rule && form.setFieldValue('geofenceRule', rule as GeofenceRule)}
          />
        </SettingsSection>

        <SettingsSection
          title="End of the day"
          description="A log left open when the day ends: closed at the shift's end, or marked as missing its check-out."
        >
          <Switch
            label="Automatic check-out"
            description="Close an open log at the shift's end instead of marking it"
            {...form.getInputProps('autoCheckOut', { type: 'checkbox' })}
          />
        </SettingsSection>

        <SettingsSection
          title="Overtime"
          description="Time worked past the shift's end, counted for the overtime pay items."
        >
          <Switch
            label="Overtime needs approval"
            description="Overtime is paid only once an admin approves it"
            {...form.getInputProps('overtimeNeedsApproval', { type: 'checkbox' })}
          />
          <NumberInput
            label="Minimum overtime (minutes)"
            description="Shorter overtime is not counted"
            required
            w={{ base: '100%', xs: 280 }}
            {...minutes('minimumOvertimeMinutes', 240)}
          />
        </SettingsSection>

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
        message={attendanceSettingsSavedMessage}
        onClose={() => setSaved(false)}
      />
    </form>
  );
}

export function AttendanceSettingsPage() {
  const { data, isPending, error } = useAttendanceSettings();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Attendance' }, { label: 'Attendance settings' }]}
        title="Attendance settings"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
