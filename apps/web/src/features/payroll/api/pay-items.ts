import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayItem, PayItemInput } from '@tembusu/contracts/payroll';
import { api } from '../../../api/http';

export const payItemsQuery = queryOptions({
  queryKey: ['payroll', 'pay-items'],
  queryFn: () => api<PayItem[]>('GET', '/payroll/pay-items'),
});

/** Every pay item, inactive ones included. */
export function usePayItems() {
  return useQuery(payItemsQuery);
}

export function usePayItem(id: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'pay-items', 'one', id],
    queryFn: () => api<PayItem>('GET', `/payroll/pay-items/${id}`),
    enabled: Boolean(id),
  });
}

// A pay item's name, type and amount show in the templates that use it.
function useRefreshPayItems() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'pay-items'] });
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'pay-scheme-templates'] });
  };
}

export function useSavePayItem(id?: string) {
  const refresh = useRefreshPayItems();
  return useMutation({
    mutationFn: (values: PayItemInput) =>
      id
        ? api<PayItem>('PUT', `/payroll/pay-items/${id}`, values)
        : api<PayItem>('POST', '/payroll/pay-items', values),
    onSuccess: refresh,
  });
}

export function useDeletePayItem() {
  const refresh = useRefreshPayItems();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/payroll/pay-items/${id}`),
    onSuccess: refresh,
  });
}
