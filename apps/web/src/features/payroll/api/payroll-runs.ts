import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  CalculatorResult,
  GeneratePayrollInput,
  PayrollCandidates,
  PayrollDetail,
  PayrollGeneration,
  PayrollKind,
  PayrollListItem,
  PayrollSaveInput,
  PayrollSummary,
  PayslipSaveInput,
  PayslipView,
} from '@tembusu/contracts/payroll-runs';
import { api } from '../../../api/http';

// Everything about payroll runs sits under one key, so a change refreshes lists and summaries.
const runsKey = ['payroll', 'runs'] as const;

/** Marks every payroll-run query out of date, after a change made elsewhere (a generation). */
export function useRefreshRuns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: runsKey });
}

/** A page of payrolls, the latest first; 5 a page unless told (at most 100). */
export function usePayrollList(page: number, pageSize = defaultPageSize) {
  return useQuery({
    queryKey: [...runsKey, 'list', page, pageSize],
    queryFn: () =>
      api<{ items: PayrollListItem[]; total: number }>(
        'GET',
        `/payroll?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Who a run of the month can pay. */
export function usePayrollCandidates(
  period: { year: number; month: number; kind: PayrollKind } | null,
) {
  return useQuery({
    queryKey: [...runsKey, 'candidates', period?.year, period?.month, period?.kind],
    queryFn: () =>
      api<PayrollCandidates>(
        'GET',
        `/payroll/generate/candidates?year=${period?.year}&month=${period?.month}&kind=${period?.kind}`,
      ),
    enabled: period !== null,
    staleTime: 0,
  });
}

export function useGeneratePayroll() {
  return useMutation({
    mutationFn: (input: GeneratePayrollInput) =>
      api<PayrollGeneration>('POST', '/payroll/generate', input),
  });
}

export const generationPollMs = 500;

/** A generation's progress, asked for again every half second until it has finished. */
export function usePayrollGeneration(id: string | null) {
  return useQuery({
    queryKey: [...runsKey, 'generation', id],
    queryFn: () => api<PayrollGeneration>('GET', `/payroll/generations/${id}`),
    enabled: id !== null,
    staleTime: 0,
    retry: 3,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : generationPollMs;
    },
  });
}

/**
 * A payroll's figures and one page of its payslip rows (5 a page, page 1 unless named). The
 * headcount and totals are the server's, over every payslip, whichever page is asked for.
 */
export function usePayrollSummary(id: string | undefined, page = 1) {
  return useQuery({
    queryKey: [...runsKey, 'summary', id, page],
    queryFn: () =>
      api<PayrollSummary>('GET', `/payroll/${id}/summary?page=${page}&pageSize=${defaultPageSize}`),
    enabled: Boolean(id),
    // The page before stays on screen while the next loads; another payroll's never does.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/** The payroll with the one payslip the editor shows. */
export function usePayrollPayslip(id: string | undefined, payslipNo: string | null) {
  return useQuery({
    queryKey: [...runsKey, 'detail', id, payslipNo],
    queryFn: () =>
      api<PayrollDetail>('GET', `/payroll/${id}?payslipNo=${encodeURIComponent(payslipNo ?? '')}`),
    enabled: Boolean(id && payslipNo),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePayslipView(id: string | undefined, payslipId: string | undefined) {
  return useQuery({
    queryKey: [...runsKey, 'payslip', id, payslipId],
    queryFn: () => api<PayslipView>('GET', `/payroll/${id}/payslips/${payslipId}`),
    enabled: Boolean(id && payslipId),
  });
}

export function useSavePayroll(id: string) {
  const refresh = useRefreshRuns();
  return useMutation({
    mutationFn: (input: PayrollSaveInput) => api<PayrollDetail>('PUT', `/payroll/${id}`, input),
    onSuccess: refresh,
  });
}

/** Works one payslip out as edited; nothing is saved. */
export function useCalculatePayslip(payrollId: string) {
  return useMutation({
    mutationFn: (payslip: PayslipSaveInput) =>
      api<CalculatorResult>('POST', '/employee/calculator-deduction', { payrollId, payslip }),
  });
}

export function useDeletePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/payroll/${id}`),
    // The deleted payroll's own queries are left alone: fetched again they would only be a 404.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...runsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...runsKey, 'candidates'] });
    },
  });
}

export type PayrollStatusAction = 'confirm' | 'reopen' | 'mark-paid';

export function useSetPayrollStatus(id: string) {
  const refresh = useRefreshRuns();
  return useMutation({
    mutationFn: (action: PayrollStatusAction) =>
      api<PayrollListItem>('POST', `/payroll/${id}/${action}`),
    onSuccess: refresh,
  });
}

/** Who could still be added to a draft payroll. */
export function useAddEmployeeCandidates(id: string | undefined) {
  return useQuery({
    queryKey: [...runsKey, 'add-candidates', id],
    queryFn: () => api<PayrollCandidates>('GET', `/payroll/${id}/add-employees/candidates`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useAddEmployees(id: string) {
  const refresh = useRefreshRuns();
  return useMutation({
    mutationFn: (employeeIds: string[]) =>
      api<{ added: number }>('POST', `/payroll/${id}/add-employees`, { employeeIds }),
    onSuccess: refresh,
  });
}
