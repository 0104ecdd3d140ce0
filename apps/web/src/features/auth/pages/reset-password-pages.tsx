import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  PinInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetCodeSentMessage, zResetPasswordRequest } from '@tembusu/contracts/identity';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { NewPasswordInput } from '../../../components/new-password-input';
import { SuccessDialog } from '../../../components/success-dialog';
import { useCheckResetCode, useRequestResetCode, useResetPassword } from '../api/reset-password';

export type ResetPortal = 'organisation' | 'platform';

/** What one step hands the next, in the router's history state. */
type ResetState = { email: string; organizationID?: string; code?: string };

function paths(portal: ResetPortal) {
  const base = portal === 'platform' ? '/supper-admin' : '/session';
  return {
    forgot: `${base}/forgot-password`,
    code: `${base}/enter-reset-code`,
    reset: `${base}/reset-password`,
    signIn: `${base}/signin`,
  };
}

function useResetState(): ResetState | null {
  const state = useLocation().state as ResetState | null;
  return state?.email ? state : null;
}

export function ForgotPasswordPage({ portal }: { portal: ResetPortal }) {
  const navigate = useNavigate();
  const requestCode = useRequestResetCode();
  const [staff, setStaff] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', organizationID: '' },
    validate: zod4Resolver(
      z.object({
        email: z.email('Enter a valid e-mail address'),
        organizationID: staff
          ? z.string().trim().min(1, 'Organization ID is required')
          : z.string(),
      }),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    const ref: ResetState = staff
      ? { email: values.email, organizationID: values.organizationID.trim() }
      : { email: values.email };
    try {
      await requestCode.mutateAsync(ref);
      navigate(paths(portal).code, { state: ref });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Forgot your password?
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          We will e-mail you a 6-digit code to set a new one.
        </Text>
      </div>
      {portal === 'organisation' && (
        <SegmentedControl
          fullWidth
          aria-label="My account is"
          value={staff ? 'staff' : 'admin'}
          onChange={(value) => setStaff(value === 'staff')}
          data={[
            { value: 'admin', label: 'Admin' },
            { value: 'staff', label: 'Staff' },
          ]}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {staff && (
            <TextInput label="Organization ID" required {...form.getInputProps('organizationID')} />
          )}
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <Button type="submit" fullWidth size="md" loading={requestCode.isPending}>
            Send code
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths(portal).signIn}>
          Back to sign in
        </Anchor>
      </Text>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Stack>
  );
}

export function EnterResetCodePage({ portal }: { portal: ResetPortal }) {
  const state = useResetState();
  const navigate = useNavigate();
  const checkCode = useCheckResetCode();
  const requestCode = useRequestResetCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  if (!state) return <Navigate to={paths(portal).forgot} replace />;

  const submit = async () => {
    try {
      await checkCode.mutateAsync({ ...state, code });
      navigate(paths(portal).reset, { state: { ...state, code } });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Enter the code
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {resetCodeSentMessage}
        </Text>
        <Text size="sm" fw={600} mt={4}>
          {state.email}
        </Text>
      </div>
      {resent && (
        <Alert color="tembusu" variant="light">
          A new code is on its way. Earlier codes no longer work.
        </Alert>
      )}
      <Group justify="center">
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          size="lg"
          value={code}
          onChange={setCode}
          aria-label="Reset code"
          getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of 6` })}
          onComplete={(value) => setCode(value)}
        />
      </Group>
      <Button
        fullWidth
        size="md"
        disabled={code.length !== 6}
        loading={checkCode.isPending}
        onClick={submit}
      >
        Continue
      </Button>
      <Group justify="space-between">
        <Anchor component={Link} to={paths(portal).forgot} size="sm">
          Use another e-mail
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={async () => {
            await requestCode.mutateAsync(state).catch(() => undefined);
            setResent(true);
          }}
        >
          Send a new code
        </Anchor>
      </Group>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Stack>
  );
}

const zNewPasswordForm = z
  .object({
    newPassword: zResetPasswordRequest.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });

export function ResetPasswordPage({ portal }: { portal: ResetPortal }) {
  const state = useResetState();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(zNewPasswordForm),
  });
  if (!state?.code) return <Navigate to={paths(portal).forgot} replace />;
  const { code } = state;

  const submit = form.onSubmit(async ({ newPassword }) => {
    try {
      await resetPassword.mutateAsync({ ...state, code, newPassword });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          For {state.email}. Every session of this account will end.
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordInput label="New password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth size="md" loading={resetPassword.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="Your password has been reset. Please sign in with the new one."
        actionLabel="Sign in"
        onClose={() => navigate(paths(portal).signIn, { replace: true })}
      />
    </Stack>
  );
}
