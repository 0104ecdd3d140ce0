// A correction's times as its forms take them. People type a date and a time on the clock of the
// form's zone (the branch's, wherever the phone is); the API takes instants. A check-in or
// check-out may fall on another date than the work date (a shift across midnight), so each has a
// date of its own, which starts as the work date.
import type { FormErrors } from '@mantine/form';
import type { LogTimes } from '@tembusu/contracts/attendance';
import { instantInZone, wallClock } from '@tembusu/contracts/booking-time';
import { gmtOffsetAt } from '@tembusu/contracts/wall-clock';
import { ltrText } from '../../../lib/format';

export type CorrectionTimesValues = {
  checkInDate: string | null;
  checkInTime: string;
  checkOutDate: string | null;
  /** Empty: no check-out. */
  checkOutTime: string;
};

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The date `days` after an ISO date (before it when negative). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A form's times to start from: `times` on the zone's clock; dates the work date otherwise. */
export function correctionTimesValues(
  times: LogTimes,
  workDate: string,
  timeZone: string,
): CorrectionTimesValues {
  const at = (instant: string | null) => (instant ? wallClock(new Date(instant), timeZone) : null);
  const checkIn = at(times.checkInAt);
  const checkOut = at(times.checkOutAt);
  return {
    checkInDate: checkIn?.date ?? workDate,
    checkInTime: checkIn?.time ?? '',
    checkOutDate: checkOut?.date ?? workDate,
    checkOutTime: checkOut?.time ?? '',
  };
}

/**
 * The instants the values name in the zone. An incomplete check-in is sent as empty, which the
 * contract refuses; no check-out time is no check-out.
 */
export function toLogTimes(
  values: CorrectionTimesValues,
  timeZone: string,
): { checkInAt: string; checkOutAt: string | null } {
  const instant = (date: string | null, time: string) =>
    date && clockPattern.test(time) ? instantInZone(date, time, timeZone).toISOString() : '';
  return {
    checkInAt: instant(values.checkInDate, values.checkInTime),
    checkOutAt: values.checkOutTime ? instant(values.checkOutDate, values.checkOutTime) : null,
  };
}

/** Where the contract's and the server's fields show on the form: an instant on its time. */
export function correctionFormField(field: string): string {
  if (field === 'checkInAt') return 'checkInTime';
  if (field === 'checkOutAt') return 'checkOutTime';
  return field;
}

/** The contract's errors moved onto the form's fields. */
export function onCorrectionFields(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [correctionFormField(field), message]),
  );
}

/** What the times are missing before the contract can read them, said beside each input. */
export function missingTimes(values: CorrectionTimesValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.checkInDate) errors.checkInDate = 'Choose the day you checked in';
  if (!values.checkInTime) errors.checkInTime = 'Enter the time you checked in';
  if (values.checkOutTime && !values.checkOutDate) {
    errors.checkOutDate = 'Choose the day you checked out';
  }
  return errors;
}

/** "Asia/Singapore (GMT+8)": the clock a form's times are read on. */
export function zoneText(timeZone: string): string {
  return `${timeZone} (${ltrText(gmtOffsetAt(timeZone, new Date()))})`;
}
