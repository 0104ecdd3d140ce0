// Who may take a desk and check in to it. Booking for others and changing bookings follow the
// rules rooms share (bookings/bookings.policy.ts).

import { checkInWindowAt, periodTimes, type TimeSpan } from '@tembusu/contracts/desk-periods';
import { calendarDateText } from '@tembusu/contracts/display-text';
import type { WorkingHours } from '@tembusu/contracts/organization';
import { conflict, forbidden, invalid } from '../../errors.js';

/** A desk fixed to one employee is theirs alone; anyone may take any other desk. */
export function requireDeskOpenTo(
  desk: { assignedEmployeeId: string | null; assignedEmployeeName: string | null },
  employeeId: string,
) {
  if (desk.assignedEmployeeId && desk.assignedEmployeeId !== employeeId) {
    throw invalid(
      'deskId',
      `deskId: this desk is fixed to ${desk.assignedEmployeeName ?? 'another employee'}`,
    );
  }
}

/**
 * Checking in: only the person the desk is booked for, admins included, while the booking
 * stands and from a quarter of an hour before its start until its end.
 */
export function requireMayCheckIn(
  now: Date,
  selfEmployeeId: string | null,
  booking: { employeeId: string; status: string; startsAt: Date; endsAt: Date },
) {
  if (booking.employeeId !== selfEmployeeId) {
    throw forbidden('Only the person a desk is booked for checks in');
  }
  if (booking.status !== 'Booked') {
    throw conflict('This booking no longer stands: book the desk again');
  }
  const window = checkInWindowAt(now, booking);
  if (window === 'notYet') throw conflict('Check-in opens 15 minutes before the booking starts');
  if (window === 'ended') throw conflict('This booking has ended');
}

/** A day of approved leave as desk booking reads it. */
export type LeaveDayOff = { date: string; part: 'full' | 'AM' | 'PM'; leaveTypeName: string };

const halfPeriods = { AM: 'morning', PM: 'afternoon' } as const;

/**
 * Whether leave leaves the person no use for a desk at those times: every booking on a whole day
 * of leave, and on a half day one that lies within the half taken (the morning and afternoon are
 * the desk periods of the work schedule). A booking reaching into the half worked stands.
 */
export function leaveCovers(day: LeaveDayOff, times: TimeSpan, schedule: WorkingHours): boolean {
  if (day.part === 'full') return true;
  const half = periodTimes(schedule, day.date, halfPeriods[day.part]);
  return times.from >= half.from && times.to <= half.to;
}

/** No desk for a person on their approved leave: refused with the leave named. */
export function requireNotOnLeave(
  personName: string,
  day: LeaveDayOff | undefined,
  times: TimeSpan,
  schedule: WorkingHours,
) {
  if (!day || !leaveCovers(day, times, schedule)) return;
  const date = calendarDateText(day.date);
  if (day.part === 'full') {
    throw conflict(
      `${personName} is on ${day.leaveTypeName} on ${date}: no desk can be booked on a day of approved leave.`,
    );
  }
  const worked = day.part === 'AM' ? 'afternoon' : 'morning';
  throw conflict(
    `${personName} is on ${day.leaveTypeName} in the ${halfPeriods[day.part]} of ${date}: book a desk for the ${worked} instead.`,
  );
}
