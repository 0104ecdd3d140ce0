import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimsToLink, LinkClaimsInput } from '@tembusu/contracts/claims';
import { api } from '../../../api/http';

const payrollClaimsKey = (payrollId: string | null) => ['claims', 'payroll', payrollId] as const;

/**
 * What a draft payroll could pay: the approved unpaid claims due by its month, and those already
 * linked to it, by employee.
 */
export function usePayrollClaims(payrollId: string | null) {
  return useQuery({
    queryKey: payrollClaimsKey(payrollId),
    queryFn: () => api<ClaimsToLink>('GET', `/payroll/${payrollId}/claims`),
    enabled: payrollId !== null,
    staleTime: 0,
  });
}

// A link or its removal changes the claims (their payroll) and the payroll (its payslips' items).
function useRefreshAfterLinking(payrollId: string | null) {
  const queryClient = useQueryClient();
  return (state: ClaimsToLink | undefined) => {
    const own = payrollClaimsKey(payrollId);
    if (state) queryClient.setQueryData(own, state);
    void queryClient.invalidateQueries({
      queryKey: ['claims'],
      // The payroll's own claims are as answered, when the server answered them.
      predicate: (query) => !state || query.queryKey[2] !== payrollId,
    });
    void queryClient.invalidateQueries({ queryKey: ['staff-claims'] });
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'runs'] });
  };
}

/** Links the chosen claims to the payroll's payslips; answers the payroll's claims as they now are. */
export function useLinkClaims(payrollId: string | null) {
  const refresh = useRefreshAfterLinking(payrollId);
  return useMutation({
    mutationFn: (input: LinkClaimsInput) =>
      api<ClaimsToLink>('POST', `/payroll/${payrollId}/claims`, input),
    onSuccess: refresh,
  });
}

function isClaimsToLink(answer: unknown): answer is ClaimsToLink {
  return typeof answer === 'object' && answer !== null && 'employees' in answer;
}

/** Takes one claim off the payroll again: it waits, approved, for this or another payroll. */
export function useUnlinkClaim(payrollId: string | null) {
  const refresh = useRefreshAfterLinking(payrollId);
  return useMutation({
    mutationFn: (claimId: string) =>
      api<unknown>('DELETE', `/payroll/${payrollId}/claims/${claimId}`),
    // The payroll's claims as they now are when the server answers them; else they are asked again.
    onSuccess: (answer) => refresh(isClaimsToLink(answer) ? answer : undefined),
  });
}
