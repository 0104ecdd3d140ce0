import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { OpeningBalanceInput, OpeningBalanceRow } from '@tembusu/contracts/opening-balances';
import { api, downloadFile } from '../../../api/http';
import { importFile } from '../../../api/import-file';

const balancesKey = ['payroll', 'opening-balances'] as const;

export type OpeningBalanceListQuery = { year: number; page: number; search: string };

/** A page of the organisation's employees, by name, each with their balance of the year or null. */
export function useOpeningBalances({ year, page, search }: OpeningBalanceListQuery) {
  const query = new URLSearchParams({
    year: String(year),
    page: String(page),
    pageSize: String(defaultPageSize),
  });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: [...balancesKey, 'list', year, page, search],
    queryFn: () =>
      api<{ items: OpeningBalanceRow[]; total: number }>(
        'GET',
        `/payroll/opening-balances?${query}`,
      ),
    placeholderData: keepPreviousData,
  });
}

// Payslips and the YTD report add a balance to the year to date.
function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: balancesKey });
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'ytd-summary'] });
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'runs'] });
  };
}

export function useSaveOpeningBalance(year: number) {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId: string; input: OpeningBalanceInput }) =>
      api<OpeningBalanceRow>('PUT', `/payroll/opening-balances/${employeeId}/${year}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteOpeningBalance(year: number) {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (employeeId: string) =>
      api<null>('DELETE', `/payroll/opening-balances/${employeeId}/${year}`),
    onSuccess: refresh,
  });
}

/** Saves the year's balances from a filled-in template: all rows, or none and an ImportRejected. */
export function useImportOpeningBalances(year: number) {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (file: File) => importFile(`/payroll/opening-balances/import?year=${year}`, file),
    onSuccess: refresh,
  });
}

/** The year's template: every employee, one row each, with the columns the import reads. */
export function downloadOpeningBalanceTemplate(year: number) {
  return downloadFile(
    `/payroll/opening-balances/import-template?year=${year}`,
    `opening-balances-${year}.xlsx`,
  );
}
