import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CpfYearEnd, YtdEmployee, YtdSummary } from '@tembusu/contracts/payroll-reports';
import { api, downloadFile } from '../../../api/http';
import type { ExportFormat } from '../../../components/export-buttons';

export const ytdSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: ['payroll', 'ytd-summary', year],
    queryFn: () => api<YtdSummary>('GET', `/payroll/ytd-summary?year=${year}`),
  });

/** Each employee's year to date over the confirmed and paid payrolls of a year. */
export function useYtdSummary(year: number) {
  // The last year's table stays up while another year loads.
  return useQuery({ ...ytdSummaryQuery(year), placeholderData: keepPreviousData });
}

/** One employee's year: month by month and pay item by pay item. */
export function useYtdEmployee(employeeId: string | undefined, year: number) {
  return useQuery({
    queryKey: ['payroll', 'ytd-summary', year, 'employee', employeeId],
    queryFn: () => api<YtdEmployee>('GET', `/payroll/ytd-summary/${employeeId}?year=${year}`),
    enabled: Boolean(employeeId),
    // No released payslip that year is an answer, not a hiccup worth retrying.
    retry: false,
  });
}

export function exportYtdSummary(year: number, format: ExportFormat) {
  return downloadFile(
    `/payroll/ytd-summary/export?year=${year}&format=${format}`,
    `ytd-summary-${year}.${format}`,
  );
}

/** Each employee's AW contributions worked out again on the year's actual OW. */
export function useCpfYearEnd(year: number) {
  return useQuery({
    queryKey: ['payroll', 'cpf-year-end', year],
    queryFn: () => api<CpfYearEnd>('GET', `/payroll/cpf-year-end?year=${year}`),
    placeholderData: keepPreviousData,
  });
}

export function exportCpfYearEnd(year: number, format: ExportFormat) {
  return downloadFile(
    `/payroll/cpf-year-end/export?year=${year}&format=${format}`,
    `cpf-year-end-${year}.${format}`,
  );
}
