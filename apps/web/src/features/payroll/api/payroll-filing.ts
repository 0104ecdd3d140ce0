import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankFilePreview,
  FilingSettings,
  FilingSettingsInput,
} from '@tembusu/contracts/payroll-filing';
import { api, downloadFile } from '../../../api/http';

export const filingSettingsQuery = queryOptions({
  queryKey: ['payroll', 'setting', 'filing'],
  queryFn: () => api<FilingSettings>('GET', '/payroll/setting/filing'),
});

export function useFilingSettings() {
  return useQuery(filingSettingsQuery);
}

export function useSaveFilingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FilingSettingsInput) =>
      api<FilingSettings>('PUT', '/payroll/setting/filing', values),
    onSuccess: (saved) => {
      queryClient.setQueryData(filingSettingsQuery.queryKey, saved);
      // Every payroll's bank file follows the paying bank.
      void queryClient.invalidateQueries({ queryKey: ['payroll', 'bank-file'] });
      // The IR8A returns need the IRAS settings.
      void queryClient.invalidateQueries({ queryKey: ['payroll', 'ir8a'] });
    },
  });
}

/** What a payroll's bank file holds and leaves out; asked for only once the settings allow it. */
export function useBankFilePreview(payrollId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payroll', 'bank-file', payrollId],
    queryFn: () => api<BankFilePreview>('GET', `/payroll/${payrollId}/files/bank/preview`),
    enabled,
  });
}

export function downloadCpfEzpayFile(payrollId: string, payrollNo: number) {
  return downloadFile(
    `/payroll/${payrollId}/files/cpf-ezpay`,
    `cpf-ezpay-payroll-${payrollNo}.DTL`,
  );
}

export function downloadBankFile(payrollId: string, fileName: string) {
  return downloadFile(`/payroll/${payrollId}/files/bank`, fileName);
}
