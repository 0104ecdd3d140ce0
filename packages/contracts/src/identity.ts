// Accounts, roles and sign-in: the specification's sections 6 and 7.
import { z } from 'zod';
import { passwordMaxLength, zPassword } from './patterns.js';
import { roles } from './roles.js';

export const zRole = z.enum(roles);

export const organizationCodePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{1,29}$/;
export const zOrganizationCode = z
  .string()
  .trim()
  .regex(
    organizationCodePattern,
    'Organization ID must be 2 to 30 letters, digits, - or _, starting with a letter or digit',
  );

const zEmail = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address'));

export const zSignupRequest = z.object({
  organizationName: z.string().trim().min(2, 'Organisation name is required').max(200),
  organizationId: zOrganizationCode,
  name: z.string().trim().min(1, 'Your name is required').max(200),
  email: zEmail,
  password: zPassword,
});
export type SignupRequest = z.infer<typeof zSignupRequest>;

/**
 * A sign-up answers this and no session, whether or not the e-mail already had an account, so
 * that the form cannot be used to find out who has one. The client then signs in.
 */
export const signupAnswerMessage =
  'Thank you for signing up. Sign in with your e-mail and password to continue. If this e-mail already has an account, sign in with its password or reset it.';

export const zLoginRequest = z.object({
  email: zEmail,
  password: z.string().min(1, 'Password is required').max(passwordMaxLength),
});
export type LoginRequest = z.infer<typeof zLoginRequest>;

export const zEmployeeLoginRequest = zLoginRequest.extend({
  organizationID: z.string().trim().min(1, 'Organization ID is required').max(30),
});
export type EmployeeLoginRequest = z.infer<typeof zEmployeeLoginRequest>;

export const zAccessToken = z.object({ access_token: z.string() });

/** What the access token says about its holder; the client decodes it into auth_user. */
export const zTokenClaims = z.object({
  sub: z.string(),
  role: zRole,
  organizationId: z.string().nullable(),
  isAdmin: z.boolean(),
  name: z.string(),
  email: z.string(),
  /** Path fragments this account may not open (assistant admins' restrictions). */
  preventAccess: z.array(z.string()),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof zTokenClaims>;

export const zProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: zRole,
  isAdmin: z.boolean(),
  organizationId: z.string().nullable(),
  organization: z
    .object({ id: z.string(), code: z.string(), organizationName: z.string() })
    .nullable(),
  preventAccess: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  /** The employee record of a staff account (and of an admin on the payroll), else null. */
  employeeId: z.string().nullable(),
});
export type Profile = z.infer<typeof zProfile>;

export const zChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(passwordMaxLength),
  newPassword: zPassword,
});

/** Whose password is being reset: staff name their organisation, admins do not. */
const zResetAccount = z.object({
  email: zEmail,
  organizationID: z.string().trim().max(30).optional(),
});

export const zResetCodeRequest = zResetAccount;
export const zResetCodeCheck = zResetAccount.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits in the e-mail we sent'),
});
export const zResetPasswordRequest = zResetCodeCheck.extend({ newPassword: zPassword });
export type ResetPasswordRequest = z.infer<typeof zResetPasswordRequest>;

export const resetCodeSentMessage =
  'If an account with that e-mail exists, we have sent it a 6-digit code. It works for 10 minutes.';

/**
 * A sign-in answers a token, or asks for the second factor: 'required' when the account has
 * two-factor sign-in on, 'setup' when the account must turn it on first (platform accounts).
 */
export const zLoginResult = z.object({
  access_token: z.string().optional(),
  twoFactor: z.enum(['required', 'setup']).optional(),
  challengeToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof zLoginResult>;

export const zTwoFactorCode = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app, or a recovery code')
  .max(20);

export const zTwoFactorLoginRequest = z.object({
  challengeToken: z.string().min(1),
  code: zTwoFactorCode,
});

export const zTwoFactorEnrollment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrollment = z.infer<typeof zTwoFactorEnrollment>;

export const zTwoFactorEnabled = z.object({
  recoveryCodes: z.array(z.string()),
  access_token: z.string().optional(),
});

export const zTwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof zTwoFactorStatus>;

export const zDisableTwoFactorRequest = z.object({
  password: z.string().min(1, 'Password is required').max(passwordMaxLength),
});
