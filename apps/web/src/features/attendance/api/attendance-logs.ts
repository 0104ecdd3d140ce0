import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  AttendanceLog,
  AttendanceLogCreateInput,
  AttendanceLogEditInput,
  AttendanceStatus,
} from '@tembusu/contracts/attendance';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { api } from '../../../api/http';
import { organizationInfoQuery } from '../../organization';

const logsKey = ['attendance', 'logs'] as const;

/** The list's filters; empty ones are left out of the query. Dates are YYYY-MM-DD. */
export type AttendanceLogFilter = {
  from?: string;
  to?: string;
  branchId?: string;
  departmentId?: string;
  employeeId?: string;
  status?: AttendanceStatus;
  search?: string;
};

export type AttendanceLogPage = { items: AttendanceLog[]; total: number };

export function attendanceLogsQueryString(
  filter: AttendanceLogFilter,
  page: number,
  pageSize: number = defaultPageSize,
): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A page of the organisation's logs with the filters applied. */
export function useAttendanceLogs(filter: AttendanceLogFilter, page: number) {
  return useQuery({
    queryKey: [...logsKey, 'list', filter, page],
    queryFn: () =>
      api<AttendanceLogPage>('GET', `/attendance/logs?${attendanceLogsQueryString(filter, page)}`),
    placeholderData: keepPreviousData,
  });
}

/** The most a month of one person's logs is asked for in (the API's largest page). */
export const monthLogsLimit = 100;

/** One person's logs of a date range, as many as one request gives. */
export function useEmployeeAttendanceLogs(employeeId: string, from: string, to: string) {
  return useQuery({
    queryKey: [...logsKey, 'employee', employeeId, from, to],
    queryFn: () =>
      api<AttendanceLogPage>(
        'GET',
        `/attendance/logs?${attendanceLogsQueryString({ employeeId, from, to }, 1, monthLogsLimit)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAttendanceLog(id: string | undefined) {
  return useQuery({
    queryKey: [...logsKey, 'one', id],
    queryFn: () => api<AttendanceLog>('GET', `/attendance/logs/${id}`),
    enabled: Boolean(id),
  });
}

/**
 * A changed log moves the lists, the summaries and the day's audit forms too: everything under
 * attendance is asked again, and the log itself is set from the answer.
 */
function useLogSaved() {
  const queryClient = useQueryClient();
  return (log: AttendanceLog) => {
    queryClient.setQueryData([...logsKey, 'one', log.id], log);
    void queryClient.invalidateQueries({ queryKey: ['attendance'] });
  };
}

/** An admin records a day someone worked without checking in. */
export function useCreateAttendanceLog() {
  const saved = useLogSaved();
  return useMutation({
    mutationFn: (input: AttendanceLogCreateInput) =>
      api<AttendanceLog>('POST', '/attendance/logs', input),
    onSuccess: saved,
  });
}

/** An admin changes a log's branch and times, with the reason. */
export function useEditAttendanceLog(id: string) {
  const saved = useLogSaved();
  return useMutation({
    mutationFn: (input: AttendanceLogEditInput) =>
      api<AttendanceLog>('PUT', `/attendance/logs/${id}`, input),
    onSuccess: saved,
  });
}

/** Approves a log's overtime (`true`) or turns it down; a later decision replaces an earlier. */
export function useDecideOvertime(id: string) {
  const saved = useLogSaved();
  return useMutation({
    mutationFn: (approved: boolean) =>
      api<AttendanceLog>('POST', `/attendance/logs/${id}/overtime`, { approved }),
    onSuccess: saved,
  });
}

/**
 * This month (YYYY-MM) on the organisation's clock, as the server counts "this month" when no
 * dates are sent; on Singapore's until the organisation's zone is known, or when it cannot be
 * read (an assistant admin kept from the organisation's pages).
 */
export function useOrganizationMonth(now: Date = new Date()): string {
  const organization = useQuery({ ...organizationInfoQuery, staleTime: 5 * 60_000 });
  return isoDateIn(now, organization.data?.timeZone ?? defaultTimeZone).slice(0, 7);
}
