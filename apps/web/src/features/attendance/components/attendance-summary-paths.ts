/** Where the admins' monthly attendance summary lives. */
export const attendanceSummaryPath = '/attendance/summary';

/** One employee's month in the summary, at a month (YYYY-MM) when one is given. */
export const employeeAttendanceSummaryPath = (employeeId: string, month?: string) =>
  `${attendanceSummaryPath}/${employeeId}${month ? `?month=${month}` : ''}`;
