import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zCreateEmployee } from '@tembusu/contracts/employees';
import { EntityForm } from '../../../components/entity-form-page';
import { NewPasswordInput } from '../../../components/new-password-input';
import { PageHeader } from '../../../components/page-header';
import { revealFirstError } from '../../../components/reveal-first-error';
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

const employeesPath = '/employees';

export function EmployeeCreatePage() {
  const create = useCreateEmployee();
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: employeeFormValues(),
    validate: validateWith(zCreateEmployee),
  });

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
      <EntityForm
        form={form}
        save={(values) => create.mutateAsync(zCreateEmployee.parse(settledValues(values)))}
        backTo={employeesPath}
        savedTo={(created) => `${employeesPath}/${created.id}/personal-details`}
        savedMessage="The employee has been added."
        saveLabel="Add employee"
        onInvalid={revealFirstError}
        sections
        maw={1080}
      >
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
      </EntityForm>
    </Stack>
  );
}
