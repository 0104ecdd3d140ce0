import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  AdminClaimInput,
  Claim,
  ClaimInput,
  ClaimList,
  ClaimStatus,
} from '@tembusu/contracts/claims';
import { api } from '../../../api/http';
import type { ClaimDecision } from '../components/claim-decision-dialog';

// The organisation's claims, as its admins see them. Other lists of claims (a payroll's, the
// staff's) read under ['claims'] and ['staff-claims'] too, so a change refreshes those as well.
const claimsKey = ['claims', 'claims'] as const;

/** The list's filters, as the address keeps them; empty ones are left out of the query. */
export type ClaimFilter = {
  status?: ClaimStatus;
  claimTypeId?: string;
  departmentId?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  search?: string;
};

export function claimsQueryString(filter: ClaimFilter, page: number): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  for (const [key, value] of Object.entries(filter)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A page of the organisation's claims with the filters applied, and the totals per status. */
export function useClaims(filter: ClaimFilter, page: number) {
  return useQuery({
    queryKey: [...claimsKey, 'list', filter, page],
    queryFn: () => api<ClaimList>('GET', `/claims?${claimsQueryString(filter, page)}`),
    placeholderData: keepPreviousData,
  });
}

export function claimQuery(id: string) {
  return queryOptions({
    queryKey: [...claimsKey, 'one', id],
    queryFn: () => api<Claim>('GET', `/claims/${id}`),
  });
}

export function useClaim(id: string | undefined) {
  return useQuery({ ...claimQuery(id ?? ''), enabled: Boolean(id) });
}

// A claim moves the lists it is in, the totals, a payroll's claims and the staff's own lists.
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (saved?: Claim) => {
    if (saved) queryClient.setQueryData(claimQuery(saved.id).queryKey, saved);
    // Not the types and settings a form waits on, which a claim does not change.
    void queryClient.invalidateQueries({ queryKey: [...claimsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['claims', 'payroll'] });
    void queryClient.invalidateQueries({ queryKey: ['staff-claims'] });
  };
}

/** A claim on someone's behalf: kept as a draft, or submitted for approval. */
export function useCreateClaim() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: AdminClaimInput) => api<Claim>('POST', '/claims', input),
    onSuccess: refresh,
  });
}

export function useUpdateClaim(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ClaimInput) => api<Claim>('PUT', `/claims/${id}`, input),
    onSuccess: refresh,
  });
}

/** Sends a draft or returned claim for approval as it is. */
export function useSubmitClaim() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api<Claim>('POST', `/claims/${id}/submit`),
    onSuccess: refresh,
  });
}

/** Approve (a comment optional), reject or return for changes (a comment required). */
export function useDecideClaimAsAdmin() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      comment,
    }: {
      id: string;
      decision: ClaimDecision;
      comment: string | null;
    }) => api<Claim>('POST', `/claims/${id}/${decision}`, { comment }),
    onSuccess: refresh,
  });
}

/** The claim's own page stays as it was until the page leaves it; the lists drop it. */
export function useDeleteClaim() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/claims/${id}`),
    onSuccess: () => refresh(),
  });
}
