/** Where the admins' attendance logs live. */
export const attendanceLogsPath = '/attendance/log-list';

export const attendanceLogPath = (id: string) => `${attendanceLogsPath}/${id}`;

export const attendanceLogCreatePath = `${attendanceLogsPath}/create`;

export const attendanceLogEditPath = (id: string) => `${attendanceLogsPath}/edit/${id}`;

/** The audit forms; with a form's id, that form open in its review panel. */
export const attendanceAuditsPath = (formId?: string) =>
  `/attendance/audits${formId ? `?form=${formId}` : ''}`;

/** What a log's page is told of the list it was opened from, to go back to the same view. */
export type FromList = { listSearch: string };

/** An employee record's Attendance tab, at a month (YYYY-MM) when one is given. */
export const employeeAttendancePath = (employeeId: string, month?: string) =>
  `/employees/${employeeId}/attendance-logs${month ? `?month=${month}` : ''}`;
