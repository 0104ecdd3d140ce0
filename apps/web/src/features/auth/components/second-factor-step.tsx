import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TwoFactorEnrollment } from '@tembusu/contracts/identity';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { RecoveryCodes } from '../../../components/recovery-codes';
import {
  useTwoFactorConfirmAtSignIn,
  useTwoFactorLogin,
  useTwoFactorSetupAtSignIn,
} from '../api/sign-in';

type Props = {
  mode: 'required' | 'setup';
  challengeToken: string;
  onSignedIn(token: string): void;
  onError(message: string): void;
  onCancel(): void;
};

/** The second step of a sign-in: a code, or first the set-up a platform account must do. */
export function SecondFactorStep({ mode, challengeToken, onSignedIn, onError, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [enrollment, setEnrollment] = useState<TwoFactorEnrollment | null>(null);
  const [finished, setFinished] = useState<{ recoveryCodes: string[]; token: string } | null>(null);
  const login = useTwoFactorLogin();
  const setup = useTwoFactorSetupAtSignIn();
  const confirm = useTwoFactorConfirmAtSignIn();
  const { mutateAsync: startSetup } = setup;

  useEffect(() => {
    if (mode !== 'setup') return;
    startSetup(challengeToken).then(setEnrollment, (failure) => onError(errorMessage(failure)));
  }, [mode, challengeToken, startSetup, onError]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      if (mode === 'required') {
        onSignedIn((await login.mutateAsync({ challengeToken, code })).access_token);
      } else {
        const result = await confirm.mutateAsync({ challengeToken, code });
        setFinished({ recoveryCodes: result.recoveryCodes, token: result.access_token });
      }
    } catch (failure) {
      onError(errorMessage(failure));
    }
  };

  if (finished) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Two-factor sign-in is on
        </Title>
        <RecoveryCodes codes={finished.recoveryCodes} />
        <Button size="md" onClick={() => onSignedIn(finished.token)}>
          Continue
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {mode === 'setup' ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {mode === 'setup'
            ? 'Platform administrators sign in with a password and a code from their phone.'
            : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'}
        </Text>
      </div>
      {mode === 'setup' && enrollment && (
        <AuthenticatorSetup qrCodeDataUrl={enrollment.qrCodeDataUrl} secret={enrollment.secret} />
      )}
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Authentication code"
            placeholder="123456"
            autoComplete="one-time-code"
            inputMode={mode === 'setup' ? 'numeric' : 'text'}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            disabled={code.trim().length < 6 || (mode === 'setup' && !enrollment)}
            loading={login.isPending || confirm.isPending}
          >
            {mode === 'setup' ? 'Turn on and sign in' : 'Verify'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={onCancel}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
