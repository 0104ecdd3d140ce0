// The leave request form's values, and the request they make: which day parts a type and a span
// of dates allow, what must be filled in, and the input sent to the preview and the save.
import {
  childLeaveRules,
  type DayPart,
  type LeaveRequest,
  type LeaveRequestInput,
  type LeaveType,
} from '@tembusu/contracts/leave';

export interface LeaveRequestFormValues {
  /** Whom the request is for, when the form picks the employee (an admin's request). */
  employeeId: string | null;
  leaveTypeId: string | null;
  startDate: string | null;
  endDate: string | null;
  startPart: DayPart;
  endPart: DayPart;
  reason: string;
  attachment: { id: string; name: string } | null;
  childBirthDate: string | null;
  childCitizen: boolean;
}

export function leaveRequestFormValues(
  request?: LeaveRequest,
  employeeId: string | null = null,
): LeaveRequestFormValues {
  return {
    employeeId: request?.employee.id ?? employeeId,
    leaveTypeId: request?.leaveType.id ?? null,
    startDate: request?.startDate ?? null,
    endDate: request?.endDate ?? null,
    startPart: request?.startPart ?? 'full',
    endPart: request?.endPart ?? 'full',
    reason: request?.reason ?? '',
    attachment: request?.attachment
      ? { id: request.attachment.id, name: request.attachment.name }
      : null,
    childBirthDate: request?.child?.birthDate ?? null,
    childCitizen: request?.child?.citizen ?? true,
  };
}

/** Whether the type's leave is for a child, whose date of birth the request names. */
export function needsChild(type: LeaveType | undefined): boolean {
  return type !== undefined && childLeaveRules.includes(type.entitlementRule);
}

/**
 * Which parts of its first and last day a request may take: none but whole days unless the type
 * allows half days; one day may be whole, the morning or the afternoon; a longer one may start in
 * the afternoon and end in the morning.
 */
export function dayPartChoices(
  type: LeaveType | undefined,
  startDate: string | null,
  endDate: string | null,
): { kind: 'none' } | { kind: 'oneDay' } | { kind: 'severalDays' } {
  if (!type?.halfDayAllowed || !startDate) return { kind: 'none' };
  return !endDate || endDate === startDate ? { kind: 'oneDay' } : { kind: 'severalDays' };
}

/** The parts that go with the request: the chosen ones where allowed, whole days otherwise. */
export function dayPartsOf(
  values: Pick<LeaveRequestFormValues, 'startDate' | 'endDate' | 'startPart' | 'endPart'>,
  type: LeaveType | undefined,
): { startPart: DayPart; endPart: DayPart } {
  const choices = dayPartChoices(type, values.startDate, values.endDate);
  if (choices.kind === 'none') return { startPart: 'full', endPart: 'full' };
  if (choices.kind === 'oneDay') return { startPart: values.startPart, endPart: values.startPart };
  return {
    startPart: values.startPart === 'PM' ? 'PM' : 'full',
    endPart: values.endPart === 'AM' ? 'AM' : 'full',
  };
}

/** The request the values make, or null while a type or a date is missing. */
export function toLeaveRequestInput(
  values: LeaveRequestFormValues,
  type: LeaveType | undefined,
): LeaveRequestInput | null {
  if (!type || !values.startDate || !values.endDate) return null;
  const reason = values.reason.trim();
  return {
    leaveTypeId: type.id,
    startDate: values.startDate,
    endDate: values.endDate,
    ...dayPartsOf(values, type),
    reason: reason || null,
    attachmentId: values.attachment?.id ?? null,
    child:
      needsChild(type) && values.childBirthDate
        ? { birthDate: values.childBirthDate, citizen: values.childCitizen }
        : null,
  };
}

export const reasonMaxLength = 1000;

/** What is missing or wrong, by field, before anything is sent. */
export function validateLeaveRequest(
  values: LeaveRequestFormValues,
  type: LeaveType | undefined,
  pickEmployee: boolean,
): Partial<Record<keyof LeaveRequestFormValues, string>> {
  const errors: Partial<Record<keyof LeaveRequestFormValues, string>> = {};
  if (pickEmployee && !values.employeeId) errors.employeeId = 'Choose an employee';
  if (!values.leaveTypeId) errors.leaveTypeId = 'Choose a leave type';
  if (!values.startDate) errors.startDate = 'Choose the first day of leave';
  if (!values.endDate) errors.endDate = 'Choose the last day of leave';
  else if (values.startDate && values.endDate < values.startDate) {
    errors.endDate = 'Choose a date on or after the start date';
  }
  if (values.reason.trim().length > reasonMaxLength) {
    errors.reason = `Use at most ${reasonMaxLength} characters`;
  }
  if (type?.documentRequired && !values.attachment) {
    errors.attachment = 'Attach a document: this leave type needs one';
  }
  if (needsChild(type) && !values.childBirthDate) {
    errors.childBirthDate = "Enter the child's date of birth";
  }
  return errors;
}
