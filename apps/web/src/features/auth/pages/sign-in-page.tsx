import {
  Anchor,
  Button,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zEmployeeLoginRequest } from '@tembusu/contracts/identity';
import { roleGroups, roleIsIn } from '@tembusu/contracts/roles';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { homePathFor } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-provider';
import { decodeAccessToken } from '../../../lib/session/session-storage';
import { useAdminLogin, useEmployeeLogin } from '../api/sign-in';
import { SecondFactorStep } from '../components/second-factor-step';

type Portal = 'organisation' | 'platform';
type Door = 'admin' | 'staff';

// The redirect a guard carried here, if it is a path inside the app.
function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function SignInPage({ portal }: { portal: Portal }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [door, setDoor] = useState<Door>(params.get('as') === 'staff' ? 'staff' : 'admin');
  const [error, setError] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState<{
    mode: 'required' | 'setup';
    challengeToken: string;
  } | null>(null);
  const adminLogin = useAdminLogin();
  const employeeLogin = useEmployeeLogin();
  const staff = portal === 'organisation' && door === 'staff';

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', organizationID: '' },
    validate: zod4Resolver(
      staff ? zEmployeeLoginRequest : zEmployeeLoginRequest.omit({ organizationID: true }),
    ),
  });

  const finish = useCallback(
    (token: string) => {
      const claims = decodeAccessToken(token);
      const platformAccount = roleIsIn(claims.role, roleGroups.sa);
      if (portal === 'platform' && !platformAccount) {
        setSecondFactor(null);
        setError(
          'This sign-in is for platform administrators. Please use the organisation sign-in.',
        );
        return;
      }
      if (portal === 'organisation' && platformAccount) {
        setSecondFactor(null);
        setError('Platform administrators sign in at the platform administration sign-in.');
        return;
      }
      const user = signIn(token);
      navigate(safeRedirect(params.get('redirect')) ?? homePathFor(user.role), { replace: true });
    },
    [portal, params, navigate, signIn],
  );
  const showError = useCallback((message: string) => setError(message), []);

  const submit = form.onSubmit(async (values) => {
    try {
      const result = staff
        ? await employeeLogin.mutateAsync(values)
        : await adminLogin.mutateAsync({ email: values.email, password: values.password });
      if (result.access_token) {
        finish(result.access_token);
      } else if (result.twoFactor && result.challengeToken) {
        setSecondFactor({ mode: result.twoFactor, challengeToken: result.challengeToken });
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  if (secondFactor) {
    return (
      <>
        <SecondFactorStep
          mode={secondFactor.mode}
          challengeToken={secondFactor.challengeToken}
          onSignedIn={finish}
          onError={showError}
          onCancel={() => setSecondFactor(null)}
        />
        <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      </>
    );
  }

  const pending = adminLogin.isPending || employeeLogin.isPending;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {portal === 'platform' ? 'Platform administration' : 'Sign in to Tembusu'}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {portal === 'platform'
            ? 'For the people who run the Tembusu service.'
            : 'Welcome back. Choose how you sign in.'}
        </Text>
      </div>

      {portal === 'organisation' && (
        <SegmentedControl
          fullWidth
          aria-label="Sign in as"
          value={door}
          onChange={(value) => setDoor(value as Door)}
          data={[
            { value: 'admin', label: 'Admin' },
            { value: 'staff', label: 'Staff' },
          ]}
        />
      )}

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {staff && (
            <TextInput
              label="Organization ID"
              placeholder="e.g. DEMO"
              required
              autoComplete="organization"
              {...form.getInputProps('organizationID')}
            />
          )}
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            required
            autoComplete="username"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Anchor
            component={Link}
            to={
              portal === 'platform' ? '/supper-admin/forgot-password' : '/session/forgot-password'
            }
            size="sm"
            style={{ alignSelf: 'flex-end' }}
          >
            Forgot password?
          </Anchor>
          <Button type="submit" fullWidth size="md" loading={pending} mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>

      {portal === 'organisation' && (
        <Text size="sm" ta="center" c="dimmed">
          New to Tembusu?{' '}
          <Anchor component={Link} to="/session/signup" fw={600}>
            Create your organisation
          </Anchor>
        </Text>
      )}

      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Stack>
  );
}
