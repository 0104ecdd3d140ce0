import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import {
  type Employee,
  zEmployeeEmploymentPayInput,
  zEmployeeEmploymentSection,
  zEmployeePasswordInput,
  zEmployeePersonalInput,
  zEmployeePersonalSection,
} from '@tembusu/contracts/employees';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { NewPasswordInput } from '../../../components/new-password-input';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SuccessDialog } from '../../../components/success-dialog';
import {
  useDeleteEmployee,
  useSetEmployeePassword,
  useUpdateEmploymentPay,
  useUpdatePersonalDetails,
} from '../api/employees';
import { EmploymentFields, FormSection, PayFields, PersonalFields } from './employee-fields';
import {
  type EmployeeFormValues,
  employeeFormValues,
  settledValues,
  validateWith,
} from './employee-form';

const updatedMessage = 'Employee updated';

function SaveBar({ loading }: { loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading}>
        Save
      </Button>
    </Group>
  );
}

export function PersonalDetailsTab({ employee }: { employee: Employee }) {
  const update = useUpdatePersonalDetails(employee.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: employeeFormValues(employee),
    validate: validateWith(zEmployeePersonalSection),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(zEmployeePersonalInput.parse(settledValues(values).personal));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, revealFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title="Personal details">
          <PersonalFields form={form} />
        </FormSection>
        <SaveBar loading={update.isPending} />
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog opened={done} message={updatedMessage} onClose={() => setDone(false)} />
    </form>
  );
}

export function EmploymentPayTab({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const update = useUpdateEmploymentPay(employee.id);
  const remove = useDeleteEmployee();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: employeeFormValues(employee),
    validate: validateWith(zEmployeeEmploymentSection),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(zEmployeeEmploymentPayInput.parse(settledValues(values).employment));
      setDone(updatedMessage);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, revealFirstError);

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection title="Employment">
            <EmploymentFields form={form} employee={employee} />
          </FormSection>
          <FormSection title="Pay">
            <PayFields form={form} employee={employee} />
          </FormSection>
          <SaveBar loading={update.isPending} />
        </Stack>
      </form>
      <Paper
        withBorder
        radius="lg"
        p="xl"
        component="section"
        aria-label="Delete employee"
        style={{ borderColor: 'var(--mantine-color-red-3)' }}
      >
        <Group justify="space-between" gap="lg">
          <div>
            <Title order={2} size="h4">
              Delete employee
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={640}>
              Only for a record made in error. An employee with payroll or other records cannot be
              deleted: switch off Active above instead.
            </Text>
          </div>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming(true)}
          >
            Delete employee
          </Button>
        </Group>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title="Delete employee"
        message={`Deleting ${employee.personal.name} Are you sure you want to proceed?`}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(employee.id);
            setDone('The employee has been deleted.');
          } catch (failure) {
            setError(errorMessage(failure));
          }
          setConfirming(false);
        }}
      />
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done !== null}
        message={done ?? ''}
        onClose={() => {
          if (done !== updatedMessage) navigate('/employees');
          setDone(null);
        }}
      />
    </Stack>
  );
}

export function ChangePasswordTab({ employee }: { employee: Employee }) {
  const setPassword = useSetEmployeePassword(employee.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const checkPassword = zod4Resolver(zEmployeePasswordInput);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => {
      const errors = checkPassword(values);
      if (!errors.password && values.confirmPassword !== values.password) {
        errors.confirmPassword = 'The two passwords are not the same';
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync(password);
      form.reset();
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Change password
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              Sets a new password for {employee.personal.name}. Their signed-in sessions end; tell
              them the new password.
            </Text>
          </div>
          <NewPasswordInput label="New password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={setPassword.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The password has been changed."
        onClose={() => setDone(false)}
      />
    </Paper>
  );
}
