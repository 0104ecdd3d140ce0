import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Employee, zCreateEmployee } from '@tembusu/contracts/employees';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { NewPasswordInput } from '../../../components/new-password-input';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useCreateEmployee } from '../api/employees';
import {
  descriptionBelow,
  EmploymentFields,
  FormSection,
  PayFields,
  PersonalFields,
} from '../components/employee-fields';
import {
  type EmployeeFormValues,
  employeeFormValues,
  settledValues,
  validateWith,
} from '../components/employee-form';
import { revealFirstError } from '../components/reveal-first-error';

const employeesPath = '/employees';

export function EmployeeCreatePage() {
  const navigate = useNavigate();
  const create = useCreateEmployee();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Employee | null>(null);
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: employeeFormValues(),
    validate: validateWith(zCreateEmployee),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(zCreateEmployee.parse(settledValues(values))));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, revealFirstError);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'People' },
          { label: 'Employees', to: employeesPath },
          { label: 'Add employee' },
        ]}
        title="Add employee"
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={1080}>
          <Text size="sm" c="dimmed">
            Fields marked{' '}
            <Text span c="red">
              *
            </Text>{' '}
            are required.
          </Text>
          <FormSection
            title="Personal details"
            description="Identity and residency decide CPF and community fund contributions."
          >
            <PersonalFields form={form} withEmail={false} />
          </FormSection>
          <FormSection title="Employment">
            <EmploymentFields form={form} />
          </FormSection>
          <FormSection title="Pay">
            <PayFields form={form} />
          </FormSection>
          <FormSection
            title="Sign-in"
            description="The employee signs in at the staff portal with this e-mail and password."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="off"
                {...form.getInputProps('personal.email')}
              />
              <NewPasswordInput
                label="Initial password"
                {...descriptionBelow}
                {...form.getInputProps('password')}
              />
            </SimpleGrid>
          </FormSection>
          <Group justify="flex-end">
            <Button component={Link} to={employeesPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add employee
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={created !== null}
        message="The employee has been added."
        onClose={() => created && navigate(`${employeesPath}/${created.id}/personal-details`)}
      />
    </Stack>
  );
}
