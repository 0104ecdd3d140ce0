import { useMutation } from '@tanstack/react-query';
import type {
  EmployeeLoginRequest,
  LoginRequest,
  LoginResult,
  SignupRequest,
  TwoFactorEnrollment,
} from '@tembusu/contracts/identity';
import { api } from '../../../api/http';

type AccessToken = { access_token: string };

export function useAdminLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => api<LoginResult>('POST', '/auth/login', request),
  });
}

export function useEmployeeLogin() {
  return useMutation({
    mutationFn: (request: EmployeeLoginRequest) =>
      api<LoginResult>('POST', '/employee/login', request),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) => api<null>('POST', '/auth/signup', request),
  });
}

export function useTwoFactorLogin() {
  return useMutation({
    mutationFn: (request: { challengeToken: string; code: string }) =>
      api<AccessToken>('POST', '/auth/login/two-factor', request),
  });
}

export function useTwoFactorSetupAtSignIn() {
  return useMutation({
    mutationFn: (challengeToken: string) =>
      api<TwoFactorEnrollment>('POST', '/auth/two-factor/setup', { challengeToken }),
  });
}

export function useTwoFactorConfirmAtSignIn() {
  return useMutation({
    mutationFn: (request: { challengeToken: string; code: string }) =>
      api<{ recoveryCodes: string[]; access_token: string }>(
        'POST',
        '/auth/two-factor/confirm',
        request,
      ),
  });
}
