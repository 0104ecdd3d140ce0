import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  LeaveAdjustmentInput,
  LeaveBalance,
  LeaveBalancesOfEmployee,
} from '@tembusu/contracts/leave';
import { api, downloadFile } from '../../../api/http';
import { importFile } from '../../../api/import-file';
import type { ExportFormat } from '../../../components/export-buttons';

const balancesKey = ['leave', 'balances'] as const;

/** One employee's row of the balances list. */
export type EmployeeLeaveBalances = {
  employeeId: string;
  name: string;
  employeeNumber: string;
  departmentName: string | null;
  balances: LeaveBalance[];
};

export type LeaveBalanceListQuery = {
  date: string;
  page: number;
  search: string;
  departmentId: string | null;
};

/** A page of the organisation's employees, each with their balance of every type on `date`. */
export function useLeaveBalances({ date, page, search, departmentId }: LeaveBalanceListQuery) {
  const query = new URLSearchParams({
    date,
    page: String(page),
    pageSize: String(defaultPageSize),
  });
  if (search) query.set('search', search);
  if (departmentId) query.set('departmentId', departmentId);
  return useQuery({
    queryKey: [...balancesKey, 'list', date, page, search, departmentId],
    queryFn: () =>
      api<{ items: EmployeeLeaveBalances[]; total: number }>('GET', `/leaves/balances?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** One employee's balance of every type on `date` (today when left out). */
export function useEmployeeLeaveBalances(employeeId: string, date?: string) {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return useQuery({
    queryKey: [...balancesKey, 'employee', employeeId, date ?? 'today'],
    queryFn: () => api<LeaveBalancesOfEmployee>('GET', `/leaves/balances/${employeeId}${query}`),
    placeholderData: keepPreviousData,
  });
}

function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: balancesKey });
}

/** Adds days to (or takes them from) an employee's balance of one type, with the reason. */
export function useAdjustLeaveBalance() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId: string; input: LeaveAdjustmentInput }) =>
      api<LeaveBalancesOfEmployee>('POST', `/leaves/balances/${employeeId}/adjustments`, input),
    onSuccess: refresh,
  });
}

/** Every employee's balances on `date`, as a file. */
export function exportLeaveBalances(date: string, format: ExportFormat) {
  const query = new URLSearchParams({ date, format });
  return downloadFile(`/leaves/balances/export?${query}`, `leave-balances-${date}.${format}`);
}

/**
 * Brings in the balances of a company moving in from a CSV or XLSX file: every row, or none and
 * an ImportRejected listing the rows to fix.
 */
export function useImportLeaveBalances() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (file: File) => importFile('/leaves/balances/import', file),
    onSuccess: refresh,
  });
}

/** The balance import file to fill in: its columns and an example row. */
export function downloadLeaveBalanceTemplate(format: ExportFormat) {
  return downloadFile(
    `/leaves/balances/import/template?format=${format}`,
    `leave-balance-import-template.${format}`,
  );
}
