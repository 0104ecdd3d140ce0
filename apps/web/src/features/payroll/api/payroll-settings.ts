import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PaymentPeriod, PayrollSettings } from '@tembusu/contracts/payroll';
import { api } from '../../../api/http';

export const payrollSettingsQuery = queryOptions({
  queryKey: ['payroll', 'setting'],
  queryFn: () => api<PayrollSettings>('GET', '/payroll/setting'),
});

export function usePayrollSettings() {
  return useQuery(payrollSettingsQuery);
}

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PayrollSettings) =>
      api<PayrollSettings>('PUT', '/payroll/setting', values),
    onSuccess: (saved) => {
      queryClient.setQueryData(payrollSettingsQuery.queryKey, saved);
      // The periods follow the frequency and payment day; the break rule is the work schedule's.
      void queryClient.invalidateQueries({ queryKey: ['payroll', 'payment-periods'] });
      void queryClient.invalidateQueries({ queryKey: ['organization', 'working-hours'] });
    },
  });
}

export function paymentPeriodsQuery(year: number) {
  return queryOptions({
    queryKey: ['payroll', 'payment-periods', year],
    queryFn: () => api<PaymentPeriod[]>('GET', `/payroll/setting/payment-periods?year=${year}`),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentPeriods(year: number) {
  return useQuery(paymentPeriodsQuery(year));
}

/** Sets one period's payment date; null returns it to the settings' default. */
export function useSetPaymentDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      year,
      periodValue,
      paymentDate,
    }: {
      year: number;
      periodValue: number;
      paymentDate: string | null;
    }) =>
      api<PaymentPeriod>('PUT', `/payroll/setting/payment-periods/${year}/${periodValue}`, {
        paymentDate,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PaymentPeriod[]>(
        paymentPeriodsQuery(saved.year).queryKey,
        (periods) =>
          periods?.map((period) =>
            period.periodValue === saved.periodValue && period.periodType === saved.periodType
              ? saved
              : period,
          ),
      );
    },
  });
}
