import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ManagedAccount,
  ManagedKind,
  OrganizationOption,
  UpdateManagedAccount,
} from '@tembusu/contracts/accounts';
import { defaultPageSize } from '@tembusu/contracts/api';
import { api } from '../../../api/http';

const base: Record<ManagedKind, string> = {
  platform: '/manage/super-admins',
  organisation: '/manage/admins',
};

export function accountsQuery(kind: ManagedKind, page: number, search: string) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(defaultPageSize) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: ['manage', kind, 'list', page, search],
    queryFn: () =>
      api<{ items: ManagedAccount[]; total: number }>('GET', `${base[kind]}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(kind: ManagedKind, page: number, search: string) {
  return useQuery(accountsQuery(kind, page, search));
}

export function useAccount(kind: ManagedKind, id: string | undefined) {
  return useQuery({
    queryKey: ['manage', kind, 'one', id],
    queryFn: () => api<ManagedAccount>('GET', `${base[kind]}/${id}`),
    enabled: Boolean(id),
  });
}

export function useOrganizationOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['manage', 'organizations'],
    queryFn: () => api<OrganizationOption[]>('GET', '/manage/organizations'),
    enabled,
  });
}

export function useCreateAccount(kind: ManagedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: object) => api<ManagedAccount>('POST', base[kind], request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage', kind] }),
  });
}

export function useUpdateAccount(kind: ManagedKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateManagedAccount) =>
      api<ManagedAccount>('PUT', `${base[kind]}/${id}`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage', kind] }),
  });
}
