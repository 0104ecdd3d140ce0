import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShiftTemplate,
  ShiftTemplateInput,
  ShiftTemplateOption,
} from '@tembusu/contracts/attendance';
import type { BranchOption } from '@tembusu/contracts/organization';
import { api } from '../../../api/http';

const shiftTemplatesKey = ['shift', 'templates'] as const;

/** Every template, inactive ones too, by name: the admins' list. */
export const shiftTemplatesQuery = queryOptions({
  queryKey: [...shiftTemplatesKey, 'list'],
  queryFn: () => api<ShiftTemplate[]>('GET', '/shift/templates?includeInactive=true'),
});

export function useShiftTemplates() {
  return useQuery(shiftTemplatesQuery);
}

/** The active templates, for pick lists. */
export const shiftTemplateOptionsQuery = queryOptions({
  queryKey: [...shiftTemplatesKey, 'options'],
  queryFn: () => api<ShiftTemplateOption[]>('GET', '/shift/templates/options'),
});

export function useShiftTemplateOptions() {
  return useQuery(shiftTemplateOptionsQuery);
}

export function useShiftTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...shiftTemplatesKey, 'one', id],
    queryFn: () => api<ShiftTemplate>('GET', `/shift/templates/${id}`),
    enabled: Boolean(id),
  });
}

/**
 * The active branches a template may be for: the pick list every admin screen reads, which an
 * assistant admin kept out of the organisation section still has.
 */
export function useShiftBranches() {
  return useQuery({
    queryKey: ['organization', 'branch-options'],
    queryFn: () => api<BranchOption[]>('GET', '/organization/branch'),
  });
}

function useRefreshShiftTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shiftTemplatesKey });
}

export function useSaveShiftTemplate(id?: string) {
  const refresh = useRefreshShiftTemplates();
  return useMutation({
    mutationFn: (input: ShiftTemplateInput) =>
      id
        ? api<ShiftTemplate>('PUT', `/shift/templates/${id}`, input)
        : api<ShiftTemplate>('POST', '/shift/templates', input),
    onSuccess: refresh,
  });
}

/** Refused (409) for a template on the roster: that one can be made inactive instead. */
export function useDeleteShiftTemplate() {
  const refresh = useRefreshShiftTemplates();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/shift/templates/${id}`),
    onSuccess: refresh,
  });
}
