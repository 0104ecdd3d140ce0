// What the roster board warns of in a cell: the rules of the Employment Act on hours and rest
// (Part IV: 44 normal hours a week, 12 hours a day, a rest day a week), the person's approved
// leave, the organisation's rest days and public holidays, and shifts of one person that overlap.
import {
  dailyHoursLimit,
  daysInARowLimit,
  hoursText,
  type RosterConflict,
  type RosterDay,
  type RosterLeaveDay,
  weeklyHoursLimit,
  weekStartOf,
} from '@tembusu/contracts/attendance';
import { calendarDateText } from '@tembusu/contracts/display-text';
import { addDays } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';

/** A shift as the rules read it: whose, which day, when, and the time it pays. */
export type ConflictShift = {
  id: string;
  employeeId: string;
  workDate: string;
  name: string;
  startAt: Date;
  endAt: Date;
  startTime: string;
  endTime: string;
  paidMinutes: number;
};

export type DayFacts = Pick<RosterDay, 'kind' | 'holidayName'>;

const halfNames = { AM: 'morning', PM: 'afternoon' } as const;

function leaveMessage(leave: RosterLeaveDay): string {
  if (leave.part === 'full') return `On ${leave.leaveTypeName}`;
  return `On ${leave.leaveTypeName} in the ${halfNames[leave.part]} (half day)`;
}

/** Paid minutes of each shift's work date and week, per person. */
function totals(shifts: readonly ConflictShift[], keyOf: (shift: ConflictShift) => string) {
  const sums = new Map<string, number>();
  for (const shift of shifts) {
    const key = `${shift.employeeId}:${keyOf(shift)}`;
    sums.set(key, (sums.get(key) ?? 0) + shift.paidMinutes);
  }
  return sums;
}

/** Paid minutes a person is rostered in the week starting on a Monday. */
export function weekMinutes(
  shifts: readonly ConflictShift[],
  employeeId: string,
  monday: string,
): number {
  return shifts
    .filter((shift) => shift.employeeId === employeeId && weekStartOf(shift.workDate) === monday)
    .reduce((sum, shift) => sum + shift.paidMinutes, 0);
}

/** How many days in a row, ending on `date`, the person has a shift. */
function daysInARow(dates: ReadonlySet<string>, date: string): number {
  let count = 0;
  let day = date;
  while (dates.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/**
 * The conflicts of each shift, by its id. `shifts` are every live shift (draft or published) of
 * the people concerned, reaching a week either side of the shifts that matter, so that weekly
 * hours and days in a row count what lies beyond the range shown.
 */
export function rosterConflicts(
  shifts: readonly ConflictShift[],
  dayOf: (date: string) => DayFacts,
  leaveOf: (employeeId: string, date: string) => RosterLeaveDay | undefined,
): Map<string, RosterConflict[]> {
  const byDay = totals(shifts, (shift) => shift.workDate);
  const byWeek = totals(shifts, (shift) => weekStartOf(shift.workDate));
  const found = new Map<string, RosterConflict[]>(shifts.map((shift) => [shift.id, []]));
  const add = (shift: ConflictShift, conflict: RosterConflict) =>
    found.get(shift.id)?.push(conflict);

  for (const [, own] of groupedBy(shifts, (shift) => shift.employeeId)) {
    const worked = new Set(own.map((shift) => shift.workDate));
    const ordered = [...own].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    for (const shift of ordered) {
      const leave = leaveOf(shift.employeeId, shift.workDate);
      if (leave) add(shift, { kind: 'leave', message: leaveMessage(leave) });
      const day = dayOf(shift.workDate);
      if (day.kind === 'Rest_Day') {
        add(shift, { kind: 'restDay', message: 'A rest day in the work schedule' });
      }
      if (day.holidayName) {
        add(shift, { kind: 'publicHoliday', message: `Public holiday: ${day.holidayName}` });
      }
      for (const other of ordered) {
        if (other.id === shift.id) continue;
        if (other.startAt < shift.endAt && shift.startAt < other.endAt) {
          add(shift, {
            kind: 'overlap',
            message: `Overlaps ${other.name} (${other.startTime}–${other.endTime}) of ${calendarDateText(other.workDate)}`,
          });
        }
      }
      const dayMinutes = byDay.get(`${shift.employeeId}:${shift.workDate}`) ?? 0;
      if (dayMinutes > dailyHoursLimit * 60) {
        add(shift, {
          kind: 'dailyHours',
          message: `${hoursText(dayMinutes)} on ${calendarDateText(shift.workDate)}: more than ${dailyHoursLimit} h a day`,
        });
      }
      const monday = weekStartOf(shift.workDate);
      const weekTotal = byWeek.get(`${shift.employeeId}:${monday}`) ?? 0;
      if (weekTotal > weeklyHoursLimit * 60) {
        add(shift, {
          kind: 'weeklyHours',
          message: `${hoursText(weekTotal)} in the week from ${calendarDateText(monday)}: more than ${weeklyHoursLimit} h`,
        });
      }
      const run = daysInARow(worked, shift.workDate);
      if (run > daysInARowLimit) {
        add(shift, {
          kind: 'noRestDay',
          message: `${run} days in a row without a rest day`,
        });
      }
    }
  }
  return found;
}
