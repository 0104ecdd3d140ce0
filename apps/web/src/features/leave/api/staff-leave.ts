import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  LeaveBalancesOfEmployee,
  LeavePreview,
  LeavePreviewInput,
  LeaveRequest,
  LeaveRequestInput,
  LeaveStatus,
  LeaveType,
} from '@tembusu/contracts/leave';
import { api } from '../../../api/http';
import type { LeaveRequestPage } from './leave-requests';

// Everything the signed-in employee's leave shows: their requests, balances and approvals. A
// request that changes moves the balances and the approvals with it.
const staffLeaveKey = ['staff-leaves'] as const;

export type MyLeaveListQuery = { page: number; status: LeaveStatus | null };

/** A page of the employee's own requests, newest first, of one status or all. */
export function useMyLeaveRequests({ page, status }: MyLeaveListQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...staffLeaveKey, 'requests', 'list', page, status],
    queryFn: () => api<LeaveRequestPage>('GET', `/staff/leaves?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** One of the employee's own requests. */
export function useMyLeaveRequest(id: string | undefined) {
  return useQuery({
    queryKey: [...staffLeaveKey, 'requests', 'one', id],
    queryFn: () => api<LeaveRequest>('GET', `/staff/leaves/${id}`),
    enabled: Boolean(id),
    // Someone else's request is not found: no point asking again.
    retry: false,
  });
}

/** The active leave types the employee may take. */
export function useMyLeaveTypes() {
  return useQuery({
    queryKey: [...staffLeaveKey, 'types'],
    queryFn: () => api<LeaveType[]>('GET', '/staff/leaves/types'),
  });
}

/** The employee's balance of each type on `date` (today when left out). */
export function useMyLeaveBalances(date?: string) {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return useQuery({
    queryKey: [...staffLeaveKey, 'balances', date ?? 'today'],
    queryFn: () => api<LeaveBalancesOfEmployee>('GET', `/staff/leaves/balances${query}`),
  });
}

/** What a request would count and leave, and why it would be refused, before it is sent. */
export function previewMyLeave(input: LeavePreviewInput) {
  return api<LeavePreview>('POST', '/staff/leaves/preview', input);
}

/** A page of the requests waiting for the employee's decision as a manager. */
export function useLeaveApprovals(page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  return useQuery({
    queryKey: [...staffLeaveKey, 'approvals', page],
    queryFn: () => api<LeaveRequestPage>('GET', `/staff/leaves/approvals?${query}`),
    placeholderData: keepPreviousData,
  });
}

function useStaffLeaveChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffLeaveKey });
}

export function useApplyForLeave() {
  const changed = useStaffLeaveChanged();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) => api<LeaveRequest>('POST', '/staff/leaves', input),
    onSuccess: changed,
  });
}

export function useUpdateMyLeaveRequest(id: string) {
  const changed = useStaffLeaveChanged();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) =>
      api<LeaveRequest>('PUT', `/staff/leaves/${id}`, input),
    onSuccess: changed,
  });
}

export function useCancelMyLeaveRequest() {
  const changed = useStaffLeaveChanged();
  return useMutation({
    mutationFn: ({ id, comment = null }: { id: string; comment?: string | null }) =>
      api<LeaveRequest>('POST', `/staff/leaves/${id}/cancel`, { comment }),
    onSuccess: changed,
  });
}

export type LeaveDecision = { id: string; decision: 'approve' | 'reject'; comment: string | null };

/** Approves (comment optional) or rejects (comment required) a request waiting for the employee. */
export function useDecideLeaveRequest() {
  const changed = useStaffLeaveChanged();
  return useMutation({
    mutationFn: ({ id, decision, comment }: LeaveDecision) =>
      api<LeaveRequest>('POST', `/staff/leaves/approvals/${id}/${decision}`, { comment }),
    onSuccess: changed,
  });
}
