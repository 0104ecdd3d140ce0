import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  AttendanceSummaryPage,
  EmployeeAttendanceSummary,
} from '@tembusu/contracts/attendance';
import { api, downloadFile } from '../../../api/http';
import type { ExportFormat } from '../../../components/export-buttons';

const summaryKey = ['attendance', 'summary'] as const;

/** The summary's month (YYYY-MM) and filters; empty ones are left out of the query. */
export type AttendanceSummaryFilter = {
  month: string;
  branchId?: string;
  departmentId?: string;
  search?: string;
};

function filterQuery(filter: AttendanceSummaryFilter, extra: Record<string, string>) {
  const query = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filter)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A page of the month's figures per employee, with the filters applied. */
export function useAttendanceSummary(filter: AttendanceSummaryFilter, page: number) {
  return useQuery({
    queryKey: [...summaryKey, 'list', filter, page],
    queryFn: () =>
      api<AttendanceSummaryPage>(
        'GET',
        `/attendance/summary?${filterQuery(filter, { page: String(page), pageSize: String(defaultPageSize) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** One employee's month: the figures, overtime waiting for approval, and the logs. */
export function useEmployeeAttendanceSummary(employeeId: string | undefined, month: string) {
  return useQuery({
    queryKey: [...summaryKey, 'employee', employeeId, month],
    queryFn: () =>
      api<EmployeeAttendanceSummary>(
        'GET',
        `/attendance/summary/${employeeId}?${new URLSearchParams({ month })}`,
      ),
    enabled: Boolean(employeeId),
    // Another month of the same person stays on screen while it loads; never another person's.
    placeholderData: (previous) => (previous?.employee.id === employeeId ? previous : undefined),
  });
}

/** The whole filtered month as a file. */
export function exportAttendanceSummary(filter: AttendanceSummaryFilter, format: ExportFormat) {
  return downloadFile(
    `/attendance/summary/export?${filterQuery(filter, { format })}`,
    `attendance-summary-${filter.month}.${format}`,
  );
}
