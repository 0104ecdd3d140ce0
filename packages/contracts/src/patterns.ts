// The product specification's validation patterns (section 5), shared by server and forms.
import { z } from 'zod';

export const phonePattern = /^[\d +]{10,14}$/;
export const optionalPhonePattern = /^[\d +]{0,50}$/;
export const digitsPattern = /^\d*$/;
export const digitsDotsCommasPattern = /^[\d.,]*$/;
export const decimalPattern = /^\d+(\.\d{1,2})?$/;

export const passwordSpecialCharacters = '@#$%^&+*!=';
export const passwordMinLength = 8;
// The longest password sign-in accepts, so no form can set one that could never be used.
export const passwordMaxLength = 200;

/** What a password still lacks, in the words a person reads; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < passwordMinLength) {
    problems.push(`at least ${passwordMinLength} characters`);
  }
  if (!/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (![...password].some((c) => passwordSpecialCharacters.includes(c))) {
    problems.push(`one of ${passwordSpecialCharacters}`);
  }
  return problems;
}

export const zPassword = z
  .string()
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`)
  .superRefine((value, ctx) => {
    const problems = passwordProblems(value);
    if (problems.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Password needs ${problems.join(', ')}` });
    }
  });

export const zPhone = z
  .string()
  .regex(phonePattern, 'Phone must be 10 to 14 characters of digits, spaces and +');
export const zOptionalPhone = z
  .string()
  .regex(optionalPhonePattern, 'Phone may hold only digits, spaces and +, up to 50 characters');
export const zDigits = z.string().regex(digitsPattern, 'Use digits only');
export const zDecimal = z
  .string()
  .regex(decimalPattern, 'Use a number with at most 2 decimal places');

export const uploadExtensions = ['jpg', 'png', 'pdf', 'svg', 'jpeg', 'gif'] as const;
export const uploadMaxBytes = 2_097_152;
export const uploadTooLargeMessage = 'File upload failed. The maximum file size is 2MB.';
export const uploadBadTypeMessage =
  'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.';
