import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DeskSettings, deskBookingModeLabels } from '@tembusu/contracts/desk-booking';
import { allowedPeriods } from '@tembusu/contracts/desk-periods';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useDeskSettings, useSaveDeskSettings } from '../api/desk-booking';
import { periodLabels } from '../components/periods';
import {
  type SettingsFormValues,
  settingsFormValues,
  settingsPayload,
  validateSettings,
} from '../components/settings-form';

const modeDescriptions: Record<DeskSettings['bookingMode'], string> = {
  fullDay: 'A desk is booked for the whole working day.',
  halfDay:
    'The whole day, the morning or the afternoon. The day is split at the middle of the working hours.',
  timeRange: 'Any of those, or a start and end of their own on the quarter hour.',
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          {children}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: DeskSettings }) {
  const save = useSaveDeskSettings();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settingsFormValues(settings),
    validate: validateSettings,
  });
  const values = form.values;

  const submit = form.onSubmit(async (submitted) => {
    try {
      await save.mutateAsync(settingsPayload(submitted));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={980}>
        <Section
          title="What staff book"
          description="The parts of a day a desk can be booked for. Admins booking for someone follow the same rule."
        >
          <Radio.Group label="Booking by" required {...form.getInputProps('bookingMode')}>
            <Stack gap="sm" mt="xs">
              {(Object.keys(deskBookingModeLabels) as DeskSettings['bookingMode'][]).map((mode) => (
                <Radio
                  key={mode}
                  value={mode}
                  label={deskBookingModeLabels[mode]}
                  description={modeDescriptions[mode]}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            Staff will choose from:{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {allowedPeriods[values.bookingMode].map((period) => periodLabels[period]).join(', ')}
            </Text>
          </Text>
        </Section>

        <Section
          title="Limits"
          description="How far ahead a desk can be booked, and how often one person may book."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <NumberInput
              label="Book up to (days ahead)"
              description="Counted from today"
              required
              min={1}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              suffix=" days"
              {...form.getInputProps('maxDaysAhead')}
            />
            <NumberInput
              label="Most bookings a week"
              description="Per employee, Monday to Sunday"
              required
              min={1}
              max={14}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('maxBookingsPerWeek')}
            />
          </SimpleGrid>
        </Section>

        <Section
          title="Check-in"
          description="A booking nobody checks in to in time is released, and the desk is free for anyone again."
        >
          <Switch
            label="Require check-in"
            description="At the desk's QR code, or with the Check in button on the booking"
            {...form.getInputProps('checkInRequired', { type: 'checkbox' })}
          />
          <NumberInput
            label="Check in within (minutes of the start)"
            description={
              values.checkInRequired
                ? 'Check-in opens 15 minutes before the booking starts'
                : 'Bookings are kept without a check-in'
            }
            disabled={!values.checkInRequired}
            required={values.checkInRequired}
            min={5}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            suffix=" minutes"
            maw={320}
            {...form.getInputProps('checkInMinutes')}
          />
        </Section>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The desk booking rules have been saved."
        onClose={() => setDone(false)}
      />
    </form>
  );
}

/** /desk-booking/setting: how desks are booked in the organisation. */
export function DeskSettingsPage() {
  const { data, isPending, error } = useDeskSettings();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Desk Booking' }, { label: 'Setting' }]}
        title="Desk booking rules"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
