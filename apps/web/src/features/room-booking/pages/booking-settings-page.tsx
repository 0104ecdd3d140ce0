import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BookingSettings, zBookingSettings } from '@tembusu/contracts/room-booking';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useBookingSettings, useSaveBookingSettings } from '../api/rooms';
import { durationLabel, slotMinutes } from '../components/booking-time';

// The longest booking, in quarter hours, up to a whole day.
const durationChoices = Array.from({ length: (24 * 60) / slotMinutes }, (_, index) => {
  const minutes = (index + 1) * slotMinutes;
  return { value: String(minutes), label: durationLabel(minutes) };
});

function SettingsForm({ settings }: { settings: BookingSettings }) {
  const save = useSaveBookingSettings();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<BookingSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: zod4Resolver(zBookingSettings),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text c="dimmed" size="sm">
            These rules apply to every room booking in the organisation, by staff and admins alike.
          </Text>
          <NumberInput
            label="Book up to (days ahead)"
            description="How far ahead a booking may start"
            required
            min={1}
            max={365}
            allowDecimal={false}
            suffix=" days"
            {...form.getInputProps('maxDaysAhead')}
          />
          <Select
            label="Longest booking"
            description="Bookings are made in quarter hours"
            required
            data={durationChoices}
            allowDeselect={false}
            maxDropdownHeight={260}
            value={String(form.values.maxDurationMinutes)}
            onChange={(value) => value && form.setFieldValue('maxDurationMinutes', Number(value))}
            error={form.errors.maxDurationMinutes}
          />
          <Switch
            label="Staff may book rooms for colleagues"
            description="Otherwise staff book for themselves only; admins can always book for anyone"
            {...form.getInputProps('staffMayBookForOthers', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The booking rules have been saved."
        onClose={() => setDone(false)}
      />
    </Paper>
  );
}

/** /room-booking/setting: the organisation's booking rules. */
export function BookingSettingsPage() {
  const { data, isPending, error } = useBookingSettings();
  return (
    <Stack gap="lg">
      <PageHeader trail={[{ label: 'Room Booking' }, { label: 'Setting' }]} title="Booking rules" />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
