import { describe, expect, it } from 'vitest';
import { settingsFormValues, settingsPayload, validateSettings } from './settings-form';

const defaults = {
  bookingMode: 'halfDay' as const,
  maxDaysAhead: 14,
  checkInMinutes: 30,
  maxBookingsPerWeek: 5,
};

describe('the desk booking rules form', () => {
  it('round-trips the rules', () => {
    expect(settingsPayload(settingsFormValues(defaults))).toEqual(defaults);
  });

  it('sends no check-in minutes when check-in is switched off', () => {
    const values = { ...settingsFormValues(defaults), checkInRequired: false };
    expect(settingsPayload(values).checkInMinutes).toBeNull();
    expect(validateSettings({ ...values, checkInMinutes: '' })).toEqual({});
  });

  it('names empty and out-of-range boxes', () => {
    const values = settingsFormValues(defaults);
    expect(validateSettings({ ...values, maxDaysAhead: '' })).toEqual({
      maxDaysAhead: 'Enter how many days ahead',
    });
    expect(validateSettings({ ...values, checkInMinutes: 2 })).toEqual({
      checkInMinutes: 'Allow at least 5 minutes',
    });
  });
});
