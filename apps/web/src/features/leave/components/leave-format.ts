// How leave shows its days and day parts, the same on the admins' and the staff's screens.
import type { DayPart, LeaveChild, LeaveEventKind } from '@tembusu/contracts/leave';
import { formatDate, ltrText, stripBidiMarks } from '../../../lib/format';

export const dayPartLabels: Record<DayPart, string> = {
  full: 'Full day',
  AM: 'Morning (AM)',
  PM: 'Afternoon (PM)',
};

export const leaveEventLabels: Record<LeaveEventKind, string> = {
  submitted: 'Submitted',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** "1.0" → "1 day", "1.5" → "1.5 days": an amount of days as the API sends it, in words. */
export function daysText(days: string): string {
  const number = Number(days);
  if (Number.isNaN(number)) return days;
  const shown = String(number);
  return ltrText(`${shown} ${number === 1 ? 'day' : 'days'}`);
}

const partSuffix = (part: DayPart) => (part === 'full' ? '' : ` ${part}`);

/**
 * A request's dates with the half days it starts or ends on: "03/02/2026 AM",
 * "03/02/2026 PM – 03/04/2026 AM", "03/02/2026 – 03/04/2026".
 */
export function leaveDatesText(request: {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
}): string {
  const start = `${stripBidiMarks(formatDate(request.startDate))}${partSuffix(request.startPart)}`;
  if (request.startDate === request.endDate) return ltrText(start);
  const end = `${stripBidiMarks(formatDate(request.endDate))}${partSuffix(request.endPart)}`;
  return ltrText(`${start} – ${end}`);
}

/** The half days of a request in a few words ("Starts PM, ends AM"), or null when none. */
export function halfDaysText(request: {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
}): string | null {
  if (request.startDate === request.endDate) {
    return request.startPart === 'full' ? null : `${request.startPart} only`;
  }
  const parts = [
    request.startPart === 'PM' ? 'starts PM' : null,
    request.endPart === 'AM' ? 'ends AM' : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Born 03/02/2024, Singapore citizen". */
export function childText(child: LeaveChild): string {
  return `Born ${formatDate(child.birthDate)}, ${child.citizen ? 'Singapore citizen' : 'not a Singapore citizen'}`;
}
