import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimType, ClaimTypeInput } from '@tembusu/contracts/claims';
import { api } from '../../../api/http';

const claimTypesKey = ['claims', 'types'] as const;

export const claimTypesQuery = queryOptions({
  queryKey: [...claimTypesKey, 'list'],
  queryFn: () => api<ClaimType[]>('GET', '/claims/types'),
});

/** Every claim type, inactive ones included (filter on `isActive` for a claim form). */
export function useClaimTypes() {
  return useQuery(claimTypesQuery);
}

export function useClaimType(id: string | undefined) {
  return useQuery({
    queryKey: [...claimTypesKey, 'one', id],
    queryFn: () => api<ClaimType>('GET', `/claims/types/${id}`),
    enabled: Boolean(id),
  });
}

// A type's name and limits show on claims and in the staff's usage.
function useRefreshClaimTypes() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: claimTypesKey });
  };
}

/** Refused (409) with `claimTypeExistsMessage` for a name already used. */
export function useSaveClaimType(id?: string) {
  const refresh = useRefreshClaimTypes();
  return useMutation({
    mutationFn: (input: ClaimTypeInput) =>
      id
        ? api<ClaimType>('PUT', `/claims/types/${id}`, input)
        : api<ClaimType>('POST', '/claims/types', input),
    onSuccess: refresh,
  });
}

/** Refused (409) with `claimTypeInUseMessage` for a type with claims: make it inactive instead. */
export function useDeleteClaimType() {
  const refresh = useRefreshClaimTypes();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/claims/types/${id}`),
    onSuccess: refresh,
  });
}
