import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  AttendanceAudit,
  AuditFormStatus,
  AuditOpenInput,
  AuditReviewInput,
} from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

const auditsKey = ['attendance', 'audits'] as const;

/** The audit list's filters; empty ones are left out of the query. */
export type AttendanceAuditFilter = {
  status?: AuditFormStatus;
  employeeId?: string;
  search?: string;
};

export type AttendanceAuditPage = { items: AttendanceAudit[]; total: number };

function auditsQueryString(filter: AttendanceAuditFilter, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A page of the organisation's audit forms, those waiting on someone first. */
export function useAttendanceAudits(filter: AttendanceAuditFilter, page: number) {
  return useQuery({
    queryKey: [...auditsKey, 'list', filter, page],
    queryFn: () =>
      api<AttendanceAuditPage>(
        'GET',
        `/attendance/audits?${auditsQueryString(filter, page, defaultPageSize)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The most of one person's forms asked for at once (the API's largest page). */
const personFormsLimit = 100;

/**
 * The forms of one person's day, as the list orders them: open ones first, then the finished ones,
 * latest first. The API filters by person; the day is picked out here, from their latest forms.
 */
export function useDayAudits(employeeId: string, workDate: string) {
  return useQuery({
    queryKey: [...auditsKey, 'employee', employeeId],
    queryFn: () =>
      api<AttendanceAuditPage>(
        'GET',
        `/attendance/audits?${auditsQueryString({ employeeId }, 1, personFormsLimit)}`,
      ),
    select: (page) => page.items.filter((audit) => audit.workDate === workDate),
  });
}

export function useAttendanceAudit(id: string | null) {
  return useQuery({
    queryKey: [...auditsKey, 'one', id],
    queryFn: () => api<AttendanceAudit>('GET', `/attendance/audits/${id}`),
    enabled: Boolean(id),
  });
}

/**
 * A form opened or decided changes the lists, and an applied one the day's log: everything under
 * attendance is asked again.
 */
function useAuditSaved() {
  const queryClient = useQueryClient();
  return (audit: AttendanceAudit) => {
    queryClient.setQueryData([...auditsKey, 'one', audit.id], audit);
    void queryClient.invalidateQueries({ queryKey: ['attendance'] });
  };
}

/** An admin asks an employee for a day's times. */
export function useOpenAudit() {
  const saved = useAuditSaved();
  return useMutation({
    mutationFn: (input: AuditOpenInput) =>
      api<AttendanceAudit>('POST', '/attendance/audits', input),
    onSuccess: saved,
  });
}

/** Applies a form's times to the log, or turns the form down. */
export function useReviewAudit(id: string) {
  const saved = useAuditSaved();
  return useMutation({
    mutationFn: (input: AuditReviewInput) =>
      api<AttendanceAudit>('POST', `/attendance/audits/${id}/review`, input),
    onSuccess: saved,
  });
}
