import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveType, LeaveTypeInput } from '@tembusu/contracts/leave';
import { api } from '../../../api/http';

const leaveTypesKey = ['leave', 'types'] as const;

export const leaveTypesQuery = queryOptions({
  queryKey: [...leaveTypesKey, 'list'],
  queryFn: () => api<LeaveType[]>('GET', '/leaves/types'),
});

/** Every leave type, inactive ones included: the statutory ones first, then by name. */
export function useLeaveTypes() {
  return useQuery(leaveTypesQuery);
}

export function useLeaveType(id: string | undefined) {
  return useQuery({
    queryKey: [...leaveTypesKey, 'one', id],
    queryFn: () => api<LeaveType>('GET', `/leaves/types/${id}`),
    enabled: Boolean(id),
  });
}

// A type's name, colour and rules show in the balances and on requests.
function useRefreshLeaveTypes() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: leaveTypesKey });
    void queryClient.invalidateQueries({ queryKey: ['leave', 'balances'] });
  };
}

export function useSaveLeaveType(id?: string) {
  const refresh = useRefreshLeaveTypes();
  return useMutation({
    mutationFn: (input: LeaveTypeInput) =>
      id
        ? api<LeaveType>('PUT', `/leaves/types/${id}`, input)
        : api<LeaveType>('POST', '/leaves/types', input),
    onSuccess: refresh,
  });
}

/** Refused (409) for a statutory type or one with requests: those can be made inactive instead. */
export function useDeleteLeaveType() {
  const refresh = useRefreshLeaveTypes();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/leaves/types/${id}`),
    onSuccess: refresh,
  });
}
