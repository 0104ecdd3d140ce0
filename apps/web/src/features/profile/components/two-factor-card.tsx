import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TwoFactorEnrollment } from '@tembusu/contracts/identity';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { ErrorDialog } from '../../../components/error-dialog';
import { RecoveryCodes } from '../../../components/recovery-codes';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/profile';

/** Two-factor sign-in for administrators: on, off, and the set-up in between. */
export function TwoFactorCard() {
  const { data: status } = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [enrollment, setEnrollment] = useState<TwoFactorEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const closeSetup = () => {
    setEnrollment(null);
    setRecoveryCodes(null);
    setCode('');
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow="xs"
      component="section"
      aria-label="Two-factor sign-in"
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={2} size="h4">
              Two-factor sign-in
            </Title>
            {status && (
              <Badge color={status.enabled ? 'tembusu' : 'gray'} variant="light">
                {status.enabled ? 'On' : 'Off'}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm" mt={4} maw={520}>
            {status?.required
              ? 'Platform administrators always sign in with a code from their phone as well as their password.'
              : 'Ask for a code from your phone as well as your password when you sign in.'}
          </Text>
        </div>
        {status && !status.enabled && (
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutateAsync().then(setEnrollment, (f) => setError(errorMessage(f)))
            }
          >
            Turn on
          </Button>
        )}
        {status?.enabled && !status.required && (
          <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        )}
      </Group>

      <Modal
        opened={enrollment !== null}
        onClose={closeSetup}
        title="Turn on two-factor sign-in"
        centered
        radius="lg"
      >
        {recoveryCodes ? (
          <Stack>
            <RecoveryCodes codes={recoveryCodes} />
            <Button onClick={closeSetup}>Done</Button>
          </Stack>
        ) : (
          enrollment && (
            <form
              onSubmit={async (event) => {
                event.preventDefault();
                try {
                  setRecoveryCodes((await confirm.mutateAsync(code)).recoveryCodes);
                } catch (failure) {
                  setError(errorMessage(failure));
                }
              }}
            >
              <Stack>
                <AuthenticatorSetup
                  qrCodeDataUrl={enrollment.qrCodeDataUrl}
                  secret={enrollment.secret}
                />
                <TextInput
                  label="Authentication code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                />
                <Button
                  type="submit"
                  disabled={code.trim().length !== 6}
                  loading={confirm.isPending}
                >
                  Turn on
                </Button>
              </Stack>
            </form>
          )
        )}
      </Modal>

      <Modal
        opened={turningOff}
        onClose={() => setTurningOff(false)}
        title="Turn off two-factor sign-in"
        centered
        radius="lg"
      >
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              await disable.mutateAsync(password);
              setTurningOff(false);
              setPassword('');
            } catch (failure) {
              setError(errorMessage(failure));
            }
          }}
        >
          <Stack>
            <Alert color="yellow" variant="light">
              Your account will be protected by your password alone.
            </Alert>
            <PasswordInput
              label="Your password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTurningOff(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={disable.isPending}>
                Turn off
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Paper>
  );
}
