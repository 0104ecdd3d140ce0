import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  Claim,
  ClaimInput,
  ClaimList,
  ClaimStatus,
  ClaimType,
  ClaimUsage,
  StaffClaimSettings,
} from '@tembusu/contracts/claims';
import { api } from '../../../api/http';

// Everything the signed-in employee's claims show: their claims, their usage of each type's
// limits, and the claims waiting for their decision. A claim that changes moves them all; the
// types and settings the form offers (their own key) stay as they are.
const staffClaimsKey = ['staff-claims'] as const;
const staffClaimSetUpKey = ['staff-claims-set-up'] as const;

export type MyClaimListQuery = { page: number; status: ClaimStatus | null };

/** A page of the employee's own claims, newest first, of one status or all. */
export function useMyClaims({ page, status }: MyClaimListQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...staffClaimsKey, 'list', page, status],
    queryFn: () => api<ClaimList>('GET', `/staff/claims?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** What the employee has claimed of each type against its limits, this month and this year. */
export function useMyClaimUsage() {
  return useQuery({
    queryKey: [...staffClaimsKey, 'usage'],
    queryFn: () => api<ClaimUsage[]>('GET', '/staff/claims/usage'),
  });
}

/** The active claim types the employee may claim. */
export function useMyClaimTypes() {
  return useQuery({
    queryKey: [...staffClaimSetUpKey, 'types'],
    queryFn: () => api<ClaimType[]>('GET', '/staff/claims/types'),
  });
}

/**
 * The currencies claims may be made in besides SGD, and the cut-off day: the staff's reading of
 * the claim settings (GET /claims/settings is the admins').
 */
export function useMyClaimSettings() {
  return useQuery({
    queryKey: [...staffClaimSetUpKey, 'settings'],
    queryFn: () => api<StaffClaimSettings>('GET', '/staff/claims/settings'),
    staleTime: 5 * 60_000,
  });
}

/** One claim: the employee's own, or one waiting for (or decided by) them as an approver. */
export function useMyClaim(id: string | undefined) {
  return useQuery({
    queryKey: [...staffClaimsKey, 'one', id],
    queryFn: () => api<Claim>('GET', `/staff/claims/${id}`),
    enabled: Boolean(id),
    // Someone else's claim is not found: no point asking again.
    retry: false,
  });
}

/** A page of the claims waiting for the employee's decision as an approver. */
export function useClaimsToApprove(page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  return useQuery({
    queryKey: [...staffClaimsKey, 'to-approve', page],
    queryFn: () => api<ClaimList>('GET', `/staff/claims/to-approve?${query}`),
    placeholderData: keepPreviousData,
  });
}

function useStaffClaimsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffClaimsKey });
}

/** Makes a claim: submitted for approval, or kept as a draft with `submit: false`. */
export function useCreateMyClaim() {
  const changed = useStaffClaimsChanged();
  return useMutation({
    mutationFn: (input: ClaimInput) => api<Claim>('POST', '/staff/claims', input),
    onSuccess: changed,
  });
}

export function useUpdateMyClaim(id: string) {
  const changed = useStaffClaimsChanged();
  return useMutation({
    mutationFn: (input: ClaimInput) => api<Claim>('PUT', `/staff/claims/${id}`, input),
    onSuccess: changed,
  });
}

/** Sends a draft or returned claim for approval as it is. */
export function useSubmitMyClaim() {
  const changed = useStaffClaimsChanged();
  return useMutation({
    mutationFn: (id: string) => api<Claim>('POST', `/staff/claims/${id}/submit`),
    onSuccess: changed,
  });
}

export function useDeleteMyClaim() {
  const changed = useStaffClaimsChanged();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/staff/claims/${id}`),
    onSuccess: changed,
  });
}

export type ClaimDecisionKind = 'approve' | 'reject' | 'return';
export type StaffClaimDecision = {
  id: string;
  decision: ClaimDecisionKind;
  /** Optional to approve; required to reject or return. */
  comment: string | null;
};

/** Approves, rejects or returns for changes a claim waiting for the employee's decision. */
export function useDecideClaim() {
  const changed = useStaffClaimsChanged();
  return useMutation({
    mutationFn: ({ id, decision, comment }: StaffClaimDecision) =>
      api<Claim>('POST', `/staff/claims/${id}/${decision}`, { comment }),
    onSuccess: changed,
  });
}
