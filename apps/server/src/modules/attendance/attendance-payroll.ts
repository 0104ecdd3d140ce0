// A day's log as the payroll reads it: what the attendance rules measured, split into the time
// that is paid as the day's work and the overtime that is paid, or not yet, as overtime. Pure, so
// the split is tested without a database; the payroll decides what each part earns.
import type {
  AttendanceLogState,
  expectedShiftSources,
  WorkedDayKind,
} from '@tembusu/contracts/attendance';

export type PayrollAttendanceDay = {
  logId: string;
  workDate: string;
  dayKind: WorkedDayKind;
  /** Marked absent: nothing was worked. */
  absent: boolean;
  /**
   * Measured against a published roster shift: the employer asked for the day's work, which is
   * what the Employment Act's rest-day pay turns on (s.37).
   */
  rostered: boolean;
  /** Checked in and never out (or not yet): no time worked is known until the log is corrected. */
  checkedOut: boolean;
  lateMinutes: number;
  earlyOutMinutes: number;
  /** Worked within the expected shift, its break already taken off: worked less overtime. */
  regularMinutes: number;
  /** The break the log took off the time worked. */
  breakMinutes: number;
  /** Overtime approved, or worked where the settings need no approval. */
  overtimeMinutes: number;
  /** Overtime still waiting for approval: not paid yet. Overtime turned down is in neither. */
  unapprovedOvertimeMinutes: number;
};

/** The columns of a stored log the payroll's figures come from. */
export type LogForPayroll = {
  id: string;
  workDate: string;
  dayKind: WorkedDayKind;
  state: AttendanceLogState;
  expectedSource: (typeof expectedShiftSources)[number] | null;
  expectedBreakMinutes: number | null;
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
  overtimeApproved: boolean | null;
  /** When overtime was approved or turned down; null while it waits (or needs no decision). */
  overtimeDecidedAt: Date | null;
};

export function payrollDayOf(log: LogForPayroll): PayrollAttendanceDay {
  const absent = log.state === 'absent';
  const worked = absent ? 0 : log.workedMinutes;
  // Overtime is measured from the shift's end and the time worked from check-in less the break,
  // so a check-in after the shift ended could count more overtime than was worked.
  const overtime = Math.min(log.overtimeMinutes, worked);
  const paid = log.overtimeApproved !== false;
  const waiting = log.overtimeApproved === false && log.overtimeDecidedAt === null;
  return {
    logId: log.id,
    workDate: log.workDate,
    dayKind: log.dayKind,
    absent,
    rostered: log.expectedSource === 'roster',
    checkedOut: log.state === 'complete',
    lateMinutes: absent ? 0 : log.lateMinutes,
    earlyOutMinutes: absent ? 0 : log.earlyOutMinutes,
    regularMinutes: worked - overtime,
    // The rules take the expected break off any span longer than it, so a log with time worked
    // had all of it taken off.
    breakMinutes: worked > 0 ? (log.expectedBreakMinutes ?? 0) : 0,
    overtimeMinutes: paid ? overtime : 0,
    unapprovedOvertimeMinutes: waiting ? overtime : 0,
  };
}
