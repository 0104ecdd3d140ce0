import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  AdminLeavePreviewInput,
  AdminLeaveRequestInput,
  LeavePreview,
  LeaveRequest,
  LeaveRequestInput,
  LeaveStatus,
} from '@tembusu/contracts/leave';
import { api } from '../../../api/http';

const requestsKey = ['leave', 'requests'] as const;

/** The list's filters, as the address keeps them; empty ones are left out of the query. */
export type LeaveRequestFilter = {
  status?: LeaveStatus;
  leaveTypeId?: string;
  departmentId?: string;
  branchId?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  search?: string;
};

export type LeaveRequestPage = { items: LeaveRequest[]; total: number };

export function leaveRequestsQueryString(filter: LeaveRequestFilter, page: number): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  for (const [key, value] of Object.entries(filter)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A page of the organisation's requests with the filters applied. */
export function useLeaveRequests(filter: LeaveRequestFilter, page: number) {
  return useQuery({
    queryKey: [...requestsKey, 'list', filter, page],
    queryFn: () =>
      api<LeaveRequestPage>('GET', `/leaves/requests?${leaveRequestsQueryString(filter, page)}`),
    placeholderData: keepPreviousData,
  });
}

export function leaveRequestQuery(id: string) {
  return queryOptions({
    queryKey: [...requestsKey, 'one', id],
    queryFn: () => api<LeaveRequest>('GET', `/leaves/requests/${id}`),
  });
}

export function useLeaveRequest(id: string | undefined) {
  return useQuery({ ...leaveRequestQuery(id ?? ''), enabled: Boolean(id) });
}

/** What a request would count and leave; never refused for a rule (its `problem` says it). */
export function previewLeaveRequest(input: AdminLeavePreviewInput) {
  return api<LeavePreview>('POST', '/leaves/requests/preview', input);
}

// A request moves its employee's balances (taken, pending) as well as the lists it is in.
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (saved: LeaveRequest) => {
    queryClient.setQueryData(leaveRequestQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...requestsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['leave', 'balances'] });
  };
}

/** A request on someone's behalf, recorded as approved by the admin who makes it. */
export function useCreateLeaveRequest() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: AdminLeaveRequestInput) =>
      api<LeaveRequest>('POST', '/leaves/requests', input),
    onSuccess: refresh,
  });
}

export function useUpdateLeaveRequest(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) =>
      api<LeaveRequest>('PUT', `/leaves/requests/${id}`, input),
    onSuccess: refresh,
  });
}

export type LeaveDecision = 'approve' | 'reject' | 'cancel';

/** Approve, reject (the comment required) or cancel a request, with a comment for its history. */
export function useDecideLeaveRequest() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      comment,
    }: {
      id: string;
      decision: LeaveDecision;
      comment: string | null;
    }) => api<LeaveRequest>('POST', `/leaves/requests/${id}/${decision}`, { comment }),
    onSuccess: refresh,
  });
}
