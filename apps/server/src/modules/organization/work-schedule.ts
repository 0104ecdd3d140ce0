import { scheduleDayOf } from '@tembusu/contracts/desk-periods';
import type { DayKind } from '@tembusu/contracts/enums';
import type { WorkingHours } from '@tembusu/contracts/organization';

const weekday = (startTime: string, endTime: string) => ({
  selected: true,
  startTime,
  endTime,
  workingHours: 8,
  breakDuration: 60,
  offDayType: null,
});

/**
 * Until an organisation sets its own: Monday to Friday, 9 to 6 with an hour's break (8 hours);
 * Saturday an off day and Sunday the rest day, as most Singapore offices work.
 */
export const defaultWorkingHours: WorkingHours = {
  workingHoursType: 'fixed',
  scheduleType: 'fixed',
  breakDeduction: 0,
  days: {
    monday: weekday('09:00', '18:00'),
    tuesday: weekday('09:00', '18:00'),
    wednesday: weekday('09:00', '18:00'),
    thurday: weekday('09:00', '18:00'),
    friday: weekday('09:00', '18:00'),
    saturday: {
      ...weekday('09:00', '13:00'),
      selected: false,
      workingHours: 0,
      breakDuration: 0,
      offDayType: 'offDay',
    },
    sunday: {
      ...weekday('09:00', '13:00'),
      selected: false,
      workingHours: 0,
      breakDuration: 0,
      offDayType: 'restDay',
    },
  },
};

/**
 * What a date is for someone on this schedule: on leave first, then the working week decides
 * between a working day, an off day and a rest day.
 */
export function dayKindOn(
  date: string,
  schedule: WorkingHours,
  leave: { isOnLeave(date: string): boolean } = { isOnLeave: () => false },
): DayKind {
  if (leave.isOnLeave(date)) return 'On_leave';
  const day = schedule.days[scheduleDayOf(date)];
  if (day.selected) return 'Working_Day';
  return day.offDayType === 'restDay' ? 'Rest_Day' : 'Off_Day';
}
