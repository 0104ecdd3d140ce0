import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupAnswerMessage, zSignupRequest } from '@tembusu/contracts/identity';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { NewPasswordInput } from '../../../components/new-password-input';
import { useSession } from '../../../lib/session/session-provider';
import { useAdminLogin, useSignup } from '../api/sign-in';

export function SignUpPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const signup = useSignup();
  const adminLogin = useAdminLogin();
  const [error, setError] = useState<string | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { organizationName: '', organizationId: '', name: '', email: '', password: '' },
    validate: zod4Resolver(zSignupRequest),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    // The sign-up answers alike whether or not the e-mail had an account; signing in tells the
    // person who knows its password, and only them.
    try {
      const { email, password } = values;
      const result = await adminLogin.mutateAsync({ email, password });
      if (result.access_token) {
        signIn(result.access_token);
        navigate('/dashboard', { replace: true });
      } else {
        navigate('/session/signin', { replace: true });
      }
    } catch {
      setError(signupAnswerMessage);
    }
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Create your organisation
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          You will be its first admin. Your staff sign in with the Organization ID you choose.
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Organisation name"
            placeholder="Acme Engineering Pte Ltd"
            required
            {...form.getInputProps('organizationName')}
          />
          <TextInput
            label="Organization ID"
            description="Short and unique, e.g. ACME. Letters, digits, - and _."
            required
            {...form.getInputProps('organizationId')}
          />
          <TextInput
            label="Your name"
            required
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Work email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <NewPasswordInput label="Password" {...form.getInputProps('password')} />
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={signup.isPending || adminLogin.isPending}
            mt="xs"
          >
            Create organisation
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Already on Tembusu?{' '}
        <Anchor component={Link} to="/session/signin" fw={600}>
          Sign in
        </Anchor>
      </Text>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Stack>
  );
}
