import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AssistantAdmin,
  zCreateAssistantAdmin,
  zUpdateAssistantAdmin,
} from '@tembusu/contracts/organization';
import { type AdminSectionPath, adminSections } from '@tembusu/contracts/roles';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NewPasswordInput } from '../../../components/new-password-input';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useAssistantAdmins, useSaveAssistantAdmin } from '../api/organization';

const listPath = '/organization/asst-admin';

function AssistantForm({ assistant }: { assistant?: AssistantAdmin }) {
  const navigate = useNavigate();
  const save = useSaveAssistantAdmin(assistant?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: assistant?.name ?? '',
      email: assistant?.email ?? '',
      password: '',
      isActive: assistant?.isActive ?? true,
      preventAccess: (assistant?.preventAccess ?? []) as AdminSectionPath[],
    },
    validate: zod4Resolver(assistant ? zUpdateAssistantAdmin : zCreateAssistantAdmin),
  });

  const submit = form.onSubmit(async ({ password, isActive, ...rest }) => {
    try {
      await save.mutateAsync(assistant ? { ...rest, isActive } : { ...rest, password });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          {!assistant && (
            <NewPasswordInput label="First password" {...form.getInputProps('password')} />
          )}
          <Checkbox.Group
            label="Keep out of these sections"
            description="They will not see these pages, and the server refuses them too."
            {...form.getInputProps('preventAccess')}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              {adminSections.map((section) => (
                <Checkbox key={section.path} value={section.path} label={section.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {assistant && (
            <Switch
              label="Active"
              description="A deactivated assistant cannot sign in."
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={
          assistant ? 'The assistant admin has been saved.' : 'The assistant admin has been added.'
        }
        onClose={() => navigate(listPath)}
      />
    </Paper>
  );
}

export function AssistantAdminFormPage() {
  const { id } = useParams();
  const { data, isPending, error } = useAssistantAdmins();
  const assistant = id ? data?.find((a) => a.id === id) : undefined;
  const title = id ? 'Edit assistant admin' : 'Add assistant admin';
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Organisation' },
          { label: 'Assistant admins', to: listPath },
          { label: title },
        ]}
        title={title}
      />
      {!id && <AssistantForm />}
      {id && isPending && <LoadingSpinner />}
      {id && error && <Alert color="red">{error.message}</Alert>}
      {id && data && !assistant && <Alert color="red">Assistant admin not found</Alert>}
      {assistant && <AssistantForm assistant={assistant} />}
    </Stack>
  );
}
