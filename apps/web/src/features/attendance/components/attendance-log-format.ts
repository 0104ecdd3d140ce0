// What the admins' log screens say beyond the staff screens' figures (staff-attendance-format.ts).
import type { AttendanceLog, AttendanceLogSource } from '@tembusu/contracts/attendance';
import { expectedShiftText, zoneOf } from './staff-attendance-format';

/** Who made a log, as its detail page says it. */
export const attendanceLogSourceLabels: Record<AttendanceLogSource, string> = {
  employee: 'Checked in by the employee',
  admin: 'Recorded by an admin',
  job: 'Marked by the day-end job',
};

/** A month's first and last days, YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

/** The shift a log was measured against, or null for none. */
export function expectedText(
  log: Pick<AttendanceLog, 'expected' | 'branch'>,
  options?: { withBreak?: boolean },
): string | null {
  return log.expected ? expectedShiftText(log.expected, zoneOf(log), options) : null;
}
