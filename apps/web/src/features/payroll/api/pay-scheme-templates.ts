import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaySchemeTemplate,
  PaySchemeTemplateInput,
  PaySchemeTemplateOption,
} from '@tembusu/contracts/payroll';
import { api } from '../../../api/http';

export const paySchemeTemplatesQuery = queryOptions({
  queryKey: ['payroll', 'pay-scheme-templates'],
  queryFn: () => api<PaySchemeTemplate[]>('GET', '/payroll/pay-scheme-templates'),
});

export function usePaySchemeTemplates() {
  return useQuery(paySchemeTemplatesQuery);
}

export function usePaySchemeTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'pay-scheme-templates', 'one', id],
    queryFn: () => api<PaySchemeTemplate>('GET', `/payroll/pay-scheme-templates/${id}`),
    enabled: Boolean(id),
  });
}

export const paySchemeTemplateOptionsQuery = queryOptions({
  queryKey: ['payroll', 'pay-scheme-templates', 'options'],
  queryFn: () => api<PaySchemeTemplateOption[]>('GET', '/payroll/pay-scheme-templates/options'),
});

/** Templates by name, for assigning one to an employee. */
export function usePaySchemeTemplateOptions() {
  return useQuery(paySchemeTemplateOptionsQuery);
}

// A template change also changes how many templates use each pay item.
function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'pay-scheme-templates'] });
    void queryClient.invalidateQueries({ queryKey: ['payroll', 'pay-items'] });
  };
}

export function useSavePaySchemeTemplate(id?: string) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (values: PaySchemeTemplateInput) =>
      id
        ? api<PaySchemeTemplate>('PUT', `/payroll/pay-scheme-templates/${id}`, values)
        : api<PaySchemeTemplate>('POST', '/payroll/pay-scheme-templates', values),
    onSuccess: refresh,
  });
}

export function useDeletePaySchemeTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/payroll/pay-scheme-templates/${id}`),
    onSuccess: refresh,
  });
}
