import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimSettings, ClaimSettingsInput } from '@tembusu/contracts/claims';
import { api } from '../../../api/http';

export const claimSettingsQuery = queryOptions({
  queryKey: ['claims', 'settings'],
  queryFn: () => api<ClaimSettings>('GET', '/claims/settings'),
});

/** The approval levels, the cut-off day and the currencies claims may be made in besides SGD. */
export function useClaimSettings() {
  return useQuery(claimSettingsQuery);
}

export function useSaveClaimSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ClaimSettingsInput) =>
      api<ClaimSettings>('PUT', '/claims/settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(claimSettingsQuery.queryKey, saved);
    },
  });
}
