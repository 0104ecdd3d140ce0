import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@tembusu/contracts/identity';
import { api } from '../../../api/http';

type AccountRef = { email: string; organizationID?: string };

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (ref: AccountRef) => api<null>('POST', '/account/reset-password/otp', ref),
  });
}

export function useCheckResetCode() {
  return useMutation({
    mutationFn: (request: AccountRef & { code: string }) =>
      api<null>('POST', '/account/reset-password/otp/verify', request),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      api<null>('POST', '/account/reset-password', request),
  });
}
