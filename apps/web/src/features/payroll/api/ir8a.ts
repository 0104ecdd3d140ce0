import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ir8aBatch, Ir8aYear } from '@tembusu/contracts/ir8a';
import { api, downloadFile } from '../../../api/http';

export const ir8aKey = ['payroll', 'ir8a'] as const;

/** Each employee's IR8A figures for the year, with what stops each return. */
export function useIr8aYear(year: number) {
  return useQuery({
    queryKey: [...ir8aKey, year],
    queryFn: () => api<Ir8aYear>('GET', `/payroll/ir8a?year=${year}`),
    placeholderData: keepPreviousData,
  });
}

/** The year's IRAS AIS submission file, an original or an amendment. */
export function downloadAisFile(year: number, batch: Ir8aBatch) {
  return downloadFile(
    `/payroll/ir8a/ais-file?year=${year}&batch=${batch}`,
    `IR8A_${year}${batch === 'A' ? '_amendment' : ''}.xml`,
  );
}

/** One employee's Form IR8A, for an employer not on the Auto-Inclusion Scheme. */
export function downloadIr8aForm(employeeId: string, year: number, employeeNumber: string) {
  return downloadFile(
    `/payroll/ir8a/${employeeId}/pdf?year=${year}`,
    `IR8A_${year}_${employeeNumber}.pdf`,
  );
}

/** One employee's Appendix 8A: the benefits-in-kind paid in the year. */
export function downloadAppendix8a(employeeId: string, year: number, employeeNumber: string) {
  return downloadFile(
    `/payroll/ir8a/${employeeId}/appendix-8a?year=${year}`,
    `Appendix8A_${year}_${employeeNumber}.pdf`,
  );
}
