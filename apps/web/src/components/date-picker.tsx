import { DateInput, type DateInputProps } from '@mantine/dates';
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
  /** Where the description and error sit around the input; Mantine's order when left out. */
  inputWrapperOrder?: DateInputProps['inputWrapperOrder'];
  name?: string;
  /** The accessible name when there is no visible label, as in a table cell. */
  ariaLabel?: string;
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
  inputWrapperOrder,
  name,
  ariaLabel,
  onBlur,
}: DatePickerProps) {
  return (
    <DateInput
      label={label}
      description={description}
      inputWrapperOrder={inputWrapperOrder}
      name={name}
      aria-label={ariaLabel}
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
