// What a check-in and check-out measure: the shift a person is expected to work on a day, the
// kind of day it is, lateness and early-out beyond the grace minutes, the minutes worked and the
// overtime, and whether a position is inside a branch's geofence. Pure, so every rule is tested
// without a database.
import type {
  AttendanceLogState,
  AttendanceSettings,
  AttendanceStatus,
  Position,
  WorkedDayKind,
} from '@tembusu/contracts/attendance';
import { instantInZone, minutesBetween } from '@tembusu/contracts/booking-time';
import { scheduleDayOf } from '@tembusu/contracts/desk-periods';
import type { WorkingHours } from '@tembusu/contracts/organization';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { addDays } from '../../calendar-dates.js';

const minute = 60_000;
const hour = 60 * minute;

/** The shift a day's log is measured against. */
export type ShiftWindow = {
  source: 'roster' | 'schedule';
  name: string;
  workDate: string;
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  rosterShiftId: string | null;
};

/** The name a working day of the fixed schedule goes by. */
export const scheduleShiftName = 'Working hours';

/** A working day's hours by the fixed schedule, in the zone of the branch; none on a day off. */
export function scheduledShift(
  date: string,
  schedule: WorkingHours,
  timeZone: string,
): ShiftWindow | null {
  const day = schedule.days[scheduleDayOf(date)];
  if (!day.selected) return null;
  const endDate = day.endTime <= day.startTime ? addDays(date, 1) : date;
  return {
    source: 'schedule',
    name: scheduleShiftName,
    workDate: date,
    startAt: instantInZone(date, day.startTime, timeZone),
    endAt: instantInZone(endDate, day.endTime, timeZone),
    breakMinutes: day.breakDuration,
    rosterShiftId: null,
  };
}

/** A published roster shift, as far as measuring a day against it goes. */
export type RosteredShift = {
  id: string;
  name: string;
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
};

/**
 * The shift a date expects of a person: the earliest published roster shift of the day, else the
 * fixed schedule's hours in the zone, which a public holiday takes off.
 */
export function expectedShiftOn(
  date: string,
  rostered: readonly RosteredShift[],
  schedule: WorkingHours,
  timeZone: string,
  holidays: ReadonlySet<string>,
): ShiftWindow | null {
  const shift = [...rostered].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0];
  if (shift) {
    return {
      source: 'roster',
      name: shift.name,
      workDate: date,
      startAt: shift.startAt,
      endAt: shift.endAt,
      breakMinutes: shift.breakMinutes,
      rosterShiftId: shift.id,
    };
  }
  return holidays.has(date) ? null : scheduledShift(date, schedule, timeZone);
}

/** What a date is paid as: a public holiday first, then the schedule's kind of day. */
export function workedDayKindOn(
  date: string,
  schedule: WorkingHours,
  holidays: ReadonlySet<string>,
): WorkedDayKind {
  if (holidays.has(date)) return 'publicHoliday';
  const day = schedule.days[scheduleDayOf(date)];
  if (day.selected) return 'normal';
  return day.offDayType === 'restDay' ? 'restDay' : 'offDay';
}

/** How long before a shift's start a check-in counts towards it. */
export const earliestCheckInHours = 4;

/**
 * The day a check-in at `now` belongs to: the day of a shift under way or about to start (so a
 * check-in at 21:50 for tonight's 22:00 shift, and one at 01:00 within an overnight shift that
 * began yesterday, land on the shift's day); otherwise the local date.
 */
export function workDateAt(now: Date, timeZone: string, shifts: readonly ShiftWindow[]): string {
  const under = shifts
    .filter(
      (shift) =>
        now.getTime() >= shift.startAt.getTime() - earliestCheckInHours * hour &&
        now.getTime() < shift.endAt.getTime(),
    )
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  return under[0]?.workDate ?? isoDateIn(now, timeZone);
}

function roundUp(instant: Date, stepMinutes: number): Date {
  if (stepMinutes === 0) return instant;
  const step = stepMinutes * minute;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

function roundDown(instant: Date, stepMinutes: number): Date {
  if (stepMinutes === 0) return instant;
  const step = stepMinutes * minute;
  return new Date(Math.floor(instant.getTime() / step) * step);
}

export type Measurement = {
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
};

/**
 * A log's figures. Check-in is rounded up and check-out down to the settings' step; lateness and
 * early-out within the grace minutes are forgiven, beyond them counted whole from the shift's
 * start or to its end. Overtime is the time after the shift's end, when it reaches the minimum;
 * on a day with no expected shift (an off day, a rest day, a holiday) every minute worked is.
 */
export function measure(
  log: { checkInAt: Date | null; checkOutAt: Date | null },
  expected: ShiftWindow | null,
  settings: AttendanceSettings,
): Measurement {
  const none = { lateMinutes: 0, earlyOutMinutes: 0, workedMinutes: 0, overtimeMinutes: 0 };
  if (!log.checkInAt) return none;
  const checkIn = roundUp(log.checkInAt, settings.roundingMinutes);
  const checkOut = log.checkOutAt ? roundDown(log.checkOutAt, settings.roundingMinutes) : null;
  let lateMinutes = 0;
  let earlyOutMinutes = 0;
  if (expected) {
    const late = minutesBetween(expected.startAt, checkIn);
    if (late > settings.lateGraceMinutes) lateMinutes = late;
    if (checkOut) {
      const early = minutesBetween(checkOut, expected.endAt);
      if (early > settings.earlyOutGraceMinutes) earlyOutMinutes = early;
    }
  }
  if (!checkOut || checkOut <= checkIn) return { ...none, lateMinutes, earlyOutMinutes };
  const span = minutesBetween(checkIn, checkOut);
  const breakMinutes = expected ? Math.min(expected.breakMinutes, span) : 0;
  const workedMinutes = span - breakMinutes;
  let overtimeMinutes = 0;
  if (!expected) {
    overtimeMinutes = workedMinutes;
  } else if (checkOut > expected.endAt) {
    const after = minutesBetween(expected.endAt, checkOut);
    if (after >= settings.minimumOvertimeMinutes) overtimeMinutes = after;
  }
  return { lateMinutes, earlyOutMinutes, workedMinutes, overtimeMinutes };
}

/** The statuses a log is listed under: late in and early out is both. */
export function statusesOf(log: {
  state: AttendanceLogState;
  lateMinutes: number;
  earlyOutMinutes: number;
}): AttendanceStatus[] {
  if (log.state === 'absent') return ['absent'];
  const statuses: AttendanceStatus[] = [];
  if (log.lateMinutes > 0) statuses.push('late');
  if (log.earlyOutMinutes > 0) statuses.push('earlyOut');
  if (log.state === 'missingCheckOut') statuses.push('missingCheckOut');
  return statuses.length > 0 ? statuses : ['onTime'];
}

const earthRadiusMeters = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres. */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The most of a reading's uncertainty given the benefit of the doubt: a phone indoors reports a
 * few tens of metres, while a reading hundreds of metres wide says nothing about where it is.
 */
export const trustedAccuracyMeters = 50;

export type Geofence = { latitude: number; longitude: number; radiusMeters: number };

/** How far outside the fence a position is, in metres; 0 inside it. */
export function metersOutside(position: Position, fence: Geofence): number {
  const distance = distanceMeters(position, fence);
  const allowance = fence.radiusMeters + Math.min(position.accuracyMeters, trustedAccuracyMeters);
  return Math.max(0, Math.round(distance - allowance));
}

/** How long after its shift's end an open log waits for a check-out before it is closed. */
export const checkOutWaitHours = 4;
/** How long an open log without an expected shift waits after its check-in. */
export const unplannedCheckOutWaitHours = 16;

/** The moment an open log stops waiting for its check-out. */
export function checkOutDueBy(log: { checkInAt: Date; expectedEndAt: Date | null }): Date {
  return log.expectedEndAt
    ? new Date(log.expectedEndAt.getTime() + checkOutWaitHours * hour)
    : new Date(log.checkInAt.getTime() + unplannedCheckOutWaitHours * hour);
}

/**
 * Whether a log's overtime waits for approval: none needed when there is none or the settings ask
 * for none; a decision already made stands while the overtime it decided is unchanged.
 */
export function overtimeDecision(
  overtimeMinutes: number,
  settings: Pick<AttendanceSettings, 'overtimeNeedsApproval'>,
  before?: {
    overtimeMinutes: number;
    overtimeApproved: boolean | null;
    overtimeDecidedBy: string | null;
    overtimeDecidedAt: Date | null;
  },
): {
  overtimeApproved: boolean | null;
  overtimeDecidedBy: string | null;
  overtimeDecidedAt: Date | null;
} {
  if (overtimeMinutes === 0 || !settings.overtimeNeedsApproval) {
    return { overtimeApproved: null, overtimeDecidedBy: null, overtimeDecidedAt: null };
  }
  if (before && before.overtimeMinutes === overtimeMinutes && before.overtimeApproved !== null) {
    return {
      overtimeApproved: before.overtimeApproved,
      overtimeDecidedBy: before.overtimeDecidedBy,
      overtimeDecidedAt: before.overtimeDecidedAt,
    };
  }
  return { overtimeApproved: false, overtimeDecidedBy: null, overtimeDecidedAt: null };
}

/**
 * The dates a person's approved leave takes whole: a whole day of leave, or a morning and an
 * afternoon of two requests. Only these excuse a day without a check-in; a half day of leave
 * leaves the other half to be worked, so the day can still be absent (the payroll counts the
 * leave against it by halves).
 */
export function wholeLeaveDates(
  days: readonly { date: string; part: 'full' | 'AM' | 'PM' }[],
): Set<string> {
  const halves = new Map<string, Set<string>>();
  const whole = new Set<string>();
  for (const day of days) {
    if (day.part === 'full') {
      whole.add(day.date);
      continue;
    }
    const taken = halves.get(day.date) ?? new Set<string>();
    taken.add(day.part);
    halves.set(day.date, taken);
    if (taken.size === 2) whole.add(day.date);
  }
  return whole;
}
