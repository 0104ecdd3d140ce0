// The rules form: number inputs hold '' while empty, and check-in is a switch beside its minutes.
import { type DeskSettings, zDeskSettings } from '@tembusu/contracts/desk-booking';

export type SettingsFormValues = {
  bookingMode: DeskSettings['bookingMode'];
  maxDaysAhead: number | '';
  checkInRequired: boolean;
  checkInMinutes: number | '';
  maxBookingsPerWeek: number | '';
};

export function settingsFormValues(settings: DeskSettings): SettingsFormValues {
  return {
    bookingMode: settings.bookingMode,
    maxDaysAhead: settings.maxDaysAhead,
    checkInRequired: settings.checkInMinutes !== null,
    checkInMinutes: settings.checkInMinutes ?? 30,
    maxBookingsPerWeek: settings.maxBookingsPerWeek,
  };
}

const numberOrNaN = (value: number | '') => (value === '' ? Number.NaN : value);

export function settingsPayload(values: SettingsFormValues): DeskSettings {
  return {
    bookingMode: values.bookingMode,
    maxDaysAhead: numberOrNaN(values.maxDaysAhead),
    checkInMinutes: values.checkInRequired ? numberOrNaN(values.checkInMinutes) : null,
    maxBookingsPerWeek: numberOrNaN(values.maxBookingsPerWeek),
  };
}

const emptyMessages: Partial<Record<keyof SettingsFormValues, string>> = {
  maxDaysAhead: 'Enter how many days ahead',
  checkInMinutes: 'Enter the minutes to check in within',
  maxBookingsPerWeek: 'Enter the most bookings a week',
};

/** The contract's checks on the payload, with plain words for an empty box. */
export function validateSettings(values: SettingsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = zDeskSettings.safeParse(settingsPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  for (const [field, message] of Object.entries(emptyMessages)) {
    if (field === 'checkInMinutes' && !values.checkInRequired) continue;
    if (values[field as keyof SettingsFormValues] === '') errors[field] = message;
  }
  return errors;
}
