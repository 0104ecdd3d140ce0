import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { passwordMinLength, passwordSpecialCharacters } from '@tembusu/contracts/patterns';

export const passwordRulesText = `At least ${passwordMinLength} characters, with a lowercase and an uppercase letter and one of ${passwordSpecialCharacters}`;

/** A field for choosing a password, saying the rules it must meet. */
export function NewPasswordInput({ description, ...props }: PasswordInputProps) {
  return (
    <PasswordInput
      required
      autoComplete="new-password"
      description={description ?? passwordRulesText}
      {...props}
    />
  );
}
