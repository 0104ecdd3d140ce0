import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceAudit,
  AuditAnswerInput,
  AuditFormStatus,
  CorrectionRequestInput,
} from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

// The signed-in employee's audit forms: the corrections they asked for, and the forms an admin or
// the day-end job opened for them to answer. Under the staff attendance key, so that whatever
// refreshes their attendance refreshes these too.
const myAuditsKey = ['staff-attendance', 'audits'] as const;

export type MyAuditsQuery = { page: number; pageSize: number; status?: AuditFormStatus };

export type AttendanceAuditPage = { items: AttendanceAudit[]; total: number };

/** A page of the employee's forms: those waiting on someone first, then the latest completed. */
export function useMyAttendanceAudits({ page, pageSize, status }: MyAuditsQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...myAuditsKey, 'list', page, pageSize, status ?? null],
    queryFn: () => api<AttendanceAuditPage>('GET', `/staff/attendance/audits?${query}`),
    placeholderData: keepPreviousData,
  });
}

function useMyAuditsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myAuditsKey });
}

/** Asks for a day's times to be corrected; the form then waits on a reviewer. */
export function useRequestCorrection() {
  const changed = useMyAuditsChanged();
  return useMutation({
    mutationFn: (input: CorrectionRequestInput) =>
      api<AttendanceAudit>('POST', '/staff/attendance/audits', input),
    onSuccess: changed,
  });
}

/** Answers a form waiting on the employee with the times they worked. */
export function useAnswerAudit() {
  const changed = useMyAuditsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AuditAnswerInput }) =>
      api<AttendanceAudit>('POST', `/staff/attendance/audits/${id}/answer`, input),
    onSuccess: changed,
  });
}
