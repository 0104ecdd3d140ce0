import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DatePicker } from '../../../components/date-picker';
import { addDays, type CorrectionTimesValues, zoneText } from './correction-times';

/**
 * The check-in and check-out of a correction, each a date and a time on the zone's clock. The
 * check-in may fall a day either side of the work date (the server's rule), the check-out up to a
 * day after the check-in; neither later than today.
 */
export function CorrectionTimesFields({
  values,
  inputProps,
  workDate,
  timeZone,
  today,
}: {
  values: CorrectionTimesValues;
  inputProps(field: keyof CorrectionTimesValues): GetInputPropsReturnType;
  /** Null until the day is chosen. */
  workDate: string | null;
  timeZone: string;
  today: string;
}) {
  const notAfterToday = (date: string) => (date > today ? today : date);
  const checkInFrom = workDate ? addDays(workDate, -1) : undefined;
  const checkInTo = workDate ? notAfterToday(addDays(workDate, 1)) : today;
  const checkOutFrom = values.checkInDate ?? checkInFrom;
  const checkOutTo = values.checkInDate ? notAfterToday(addDays(values.checkInDate, 1)) : today;
  return (
    <Stack gap={6}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <DatePicker
          label="Check-in date"
          required
          minDate={checkInFrom}
          maxDate={checkInTo}
          {...inputProps('checkInDate')}
          value={values.checkInDate}
        />
        <TextInput type="time" label="Check-in time" required {...inputProps('checkInTime')} />
        <DatePicker
          label="Check-out date"
          minDate={checkOutFrom}
          maxDate={checkOutTo}
          {...inputProps('checkOutDate')}
          value={values.checkOutDate}
        />
        <TextInput type="time" label="Check-out time" {...inputProps('checkOutTime')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Times in {zoneText(timeZone)}. Leave the check-out time empty if you did not check out.
      </Text>
    </Stack>
  );
}
