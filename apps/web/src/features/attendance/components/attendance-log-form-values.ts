// The admins' log form: a day's check-in and check-out typed as dates and times on the clock of
// the branch chosen, sent as the instants they name there.
import type { FormErrors } from '@mantine/form';
import {
  type AttendanceLog,
  type AttendanceLogCreateInput,
  type AttendanceLogEditInput,
  type LogTimes,
  zAttendanceLogCreateInput,
  zAttendanceLogEditInput,
  zClockTime,
} from '@tembusu/contracts/attendance';
import { instantInZone, wallClock } from '@tembusu/contracts/booking-time';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { plainErrors } from '../../../components/plain-errors';
import { zoneOf } from './staff-attendance-format';

/** Dates are YYYY-MM-DD (null until chosen), times HH:mm ('' until typed). */
export type AttendanceLogFormValues = {
  employeeId: string | null;
  workDate: string | null;
  branchId: string | null;
  checkInDate: string | null;
  checkInTime: string;
  checkOutDate: string | null;
  checkOutTime: string;
  reason: string;
};

export const reasonMaxLength = 500;

export function newLogFormValues(): AttendanceLogFormValues {
  return {
    employeeId: null,
    workDate: null,
    branchId: null,
    checkInDate: null,
    checkInTime: '',
    checkOutDate: null,
    checkOutTime: '',
    reason: '',
  };
}

/** A check-in and check-out as their dates and times on a zone's clock. */
export type DayTimesValues = Pick<
  AttendanceLogFormValues,
  'checkInDate' | 'checkInTime' | 'checkOutDate' | 'checkOutTime'
>;

/** Times as the form shows them on the zone's clock; a missing one starts on the work date. */
export function dayTimesValuesOf(times: LogTimes, zone: string, workDate: string): DayTimesValues {
  const side = (instant: string | null) =>
    instant ? wallClock(new Date(instant), zone) : { date: workDate, time: '' };
  const checkIn = side(times.checkInAt);
  const checkOut = side(times.checkOutAt);
  return {
    checkInDate: checkIn.date,
    checkInTime: checkIn.time,
    checkOutDate: checkOut.date,
    checkOutTime: checkOut.time,
  };
}

/** A log's values, its times read on its branch's clock. */
export function logFormValuesOf(log: AttendanceLog): AttendanceLogFormValues {
  return {
    employeeId: log.employee.id,
    workDate: log.workDate,
    branchId: log.branch?.id ?? null,
    ...dayTimesValuesOf(log, zoneOf(log), log.workDate),
    reason: '',
  };
}

/**
 * The form's field a contract's or the server's field lands on, if the form has it: the instants
 * are typed as a time (and a date) each.
 */
export function formFieldFor<V extends object>(field: string, values: V): keyof V | undefined {
  const mapped =
    field === 'checkInAt' ? 'checkInTime' : field === 'checkOutAt' ? 'checkOutTime' : field;
  return mapped in values ? (mapped as keyof V) : undefined;
}

/** The contract's refusals moved onto the form's fields, in words for beside them. */
export function formErrorsOf<V extends object>(contract: FormErrors, values: V): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(plainErrors(contract))) {
    const shown = formFieldFor(field, values);
    if (shown) errors[shown as string] = message;
  }
  return errors;
}

/**
 * The instant a date and time name on the zone's clock, as ISO text; '' for an incomplete one,
 * which the contract refuses as "a date and time".
 */
function instantText(date: string | null, time: string, zone: string): string {
  if (!date || !zClockTime.safeParse(time).success) return '';
  return instantInZone(date, time, zone).toISOString();
}

/** The times as the API takes them: no check-out time is no check-out. */
export function timesOf(values: DayTimesValues, zone: string) {
  return {
    checkInAt: instantText(values.checkInDate, values.checkInTime, zone),
    checkOutAt: values.checkOutTime
      ? instantText(values.checkOutDate, values.checkOutTime, zone)
      : null,
  };
}

export function toCreateInput(
  values: AttendanceLogFormValues,
  zone: string,
): AttendanceLogCreateInput {
  return {
    employeeId: values.employeeId ?? '',
    workDate: values.workDate ?? '',
    branchId: values.branchId ?? '',
    ...timesOf(values, zone),
    reason: values.reason,
  };
}

export function toEditInput(values: AttendanceLogFormValues, zone: string): AttendanceLogEditInput {
  return { branchId: values.branchId ?? '', ...timesOf(values, zone), reason: values.reason };
}

const resolveCreate = zod4Resolver(zAttendanceLogCreateInput);
const resolveEdit = zod4Resolver(zAttendanceLogEditInput);

/** The contract's refusals, beside the inputs they are about, and the dates each time needs. */
export function validateLogForm(
  values: AttendanceLogFormValues,
  zone: string,
  creating: boolean,
): FormErrors {
  const contract = creating
    ? resolveCreate(toCreateInput(values, zone))
    : resolveEdit(toEditInput(values, zone));
  const errors = dayTimesErrors(values, formErrorsOf(contract, values));
  if (creating && !values.workDate) errors.workDate = 'Choose the work date';
  return errors;
}

/**
 * The dates each time needs, and the time a check-in needs: a time without its date is refused on
 * the date, not as the instant they make together. `errors` are the contract's, mapped.
 */
export function dayTimesErrors(values: DayTimesValues, contract: FormErrors): FormErrors {
  const errors = { ...contract };
  if (!values.checkInDate) {
    delete errors.checkInTime;
    errors.checkInDate = 'Choose the check-in date';
  }
  if (!values.checkInTime) errors.checkInTime = 'Enter the check-in time';
  if (values.checkOutTime && !values.checkOutDate) {
    delete errors.checkOutTime;
    errors.checkOutDate = 'Choose the check-out date';
  }
  return errors;
}
