import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveSettings } from '@tembusu/contracts/leave';
import { api } from '../../../api/http';

export const leaveSettingsQuery = queryOptions({
  queryKey: ['leave', 'setting'],
  queryFn: () => api<LeaveSettings>('GET', '/leaves/setting'),
});

export function useLeaveSettings() {
  return useQuery(leaveSettingsQuery);
}

export function useSaveLeaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeaveSettings) => api<LeaveSettings>('PUT', '/leaves/setting', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(leaveSettingsQuery.queryKey, saved);
      // The leave year decides which year each balance is of.
      void queryClient.invalidateQueries({ queryKey: ['leave', 'balances'] });
    },
  });
}
