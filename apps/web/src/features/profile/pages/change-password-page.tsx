import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zChangePasswordRequest } from '@tembusu/contracts/identity';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { NewPasswordInput } from '../../../components/new-password-input';
import { SuccessDialog } from '../../../components/success-dialog';
import { useSession } from '../../../lib/session/session-provider';
import { useChangePassword } from '../api/profile';

const zForm = zChangePasswordRequest
  .extend({ confirmPassword: zChangePasswordRequest.shape.newPassword })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same',
  });

export function ChangePasswordPage({ profilePath }: { profilePath: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(zForm),
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { access_token: token } = await changePassword.mutateAsync({
        currentPassword,
        newPassword,
      });
      signIn(token);
      form.reset();
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} size="h2">
          Change password
        </Title>
        <Text c="dimmed" size="sm">
          Your other sessions end when the password changes; this one stays signed in.
        </Text>
      </div>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="Current password"
              required
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <NewPasswordInput label="New password" {...form.getInputProps('newPassword')} />
            <PasswordInput
              label="Confirm new password"
              required
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end" mt="sm">
              <Button component={Link} to={profilePath} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={changePassword.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="Your password has been changed."
        onClose={() => navigate(profilePath)}
      />
    </Stack>
  );
}
