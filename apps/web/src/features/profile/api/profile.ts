import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, TwoFactorEnrollment, TwoFactorStatus } from '@tembusu/contracts/identity';
import type { OwnContactInput, OwnEmployee } from '@tembusu/contracts/staff-profile';
import { api } from '../../../api/http';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile', 'me'],
  queryFn: () => api<Profile>('GET', '/account/profile/me'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: { currentPassword: string; newPassword: string }) =>
      api<{ access_token: string }>('PUT', '/account/change-password', request),
  });
}

export const twoFactorStatusQuery = queryOptions({
  queryKey: ['account', 'two-factor'],
  queryFn: () => api<TwoFactorStatus>('GET', '/account/two-factor'),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => api<TwoFactorEnrollment>('POST', '/account/two-factor/setup'),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<{ recoveryCodes: string[] }>('POST', '/account/two-factor/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries(twoFactorStatusQuery),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<null>('POST', '/account/two-factor/disable', { password }),
    onSuccess: () => queryClient.invalidateQueries(twoFactorStatusQuery),
  });
}

export const ownEmployeeQuery = queryOptions({
  queryKey: ['profile', 'me', 'employee'],
  queryFn: () => api<OwnEmployee>('GET', '/profile/me/employee'),
});

/** The signed-in employee's own record (staff only). */
export function useOwnEmployee(enabled = true) {
  return useQuery({ ...ownEmployeeQuery, enabled });
}

/** Saves the employee's own contact details, address, emergency contact and bank account. */
export function useUpdateOwnContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OwnContactInput) => api<OwnEmployee>('PUT', '/profile/me/contact', values),
    onSuccess: (saved) => queryClient.setQueryData(ownEmployeeQuery.queryKey, saved),
  });
}
