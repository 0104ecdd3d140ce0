// The attendance the payroll pays from, for the payroll module above attendance.

import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type PayrollAttendanceDay, payrollDayOf } from './attendance-payroll.js';
import { logsOfPeopleBetween } from './attendance-payroll.repository.js';

export type { PayrollAttendanceDay } from './attendance-payroll.js';

/**
 * Each person's logs between two dates, in date order, as the payroll reads them; people with no
 * log are left out. Inside the caller's transaction.
 */
export async function attendanceForPayroll(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, PayrollAttendanceDay[]>> {
  const rows = await logsOfPeopleBetween(tx, organizationId, employeeIds, range);
  const days = new Map<string, PayrollAttendanceDay[]>();
  for (const [employeeId, logs] of groupedBy(rows, (row) => row.employeeId)) {
    days.set(employeeId, logs.map(payrollDayOf));
  }
  return days;
}
