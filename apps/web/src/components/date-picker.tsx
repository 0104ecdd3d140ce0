import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';

dayjs.extend(customParseFormat);

const displayFormat = 'MM/DD/YYYY';
// Single-digit month and day are accepted too, but the year must be complete, so a date is only
// committed once the user has finished typing it.
const typedFormats = [displayFormat, 'M/D/YYYY'];

/** Reads typed MM/DD/YYYY text as an ISO date; anything incomplete or impossible (02/30) is null. */
export function parseTypedDate(text: string): string | null {
  const parsed = dayjs(text.trim(), typedFormats, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

export interface DatePickerProps {
  label?: ReactNode;
  /** ISO date, 'YYYY-MM-DD'. */
  value: string | null;
  onChange(value: string | null): void;
  required?: boolean;
  error?: ReactNode;
  /** ISO date, 'YYYY-MM-DD'. */
  minDate?: string;
  /** ISO date, 'YYYY-MM-DD'. */
  maxDate?: string;
  disabled?: boolean;
  clearable?: boolean;
  description?: ReactNode;
  name?: string;
  onBlur?(): void;
}

export function DatePicker({
  label,
  value,
  onChange,
  required,
  error,
  minDate,
  maxDate,
  disabled,
  clearable,
  description,
  name,
  onBlur,
}: DatePickerProps) {
  return (
    <DateInput
      label={label}
      description={description}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      required={required}
      error={error}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      valueFormat={displayFormat}
      dateParser={parseTypedDate}
      placeholder="--/--/----"
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      leftSectionPointerEvents="none"
      popoverProps={{ shadow: 'md' }}
    />
  );
}
