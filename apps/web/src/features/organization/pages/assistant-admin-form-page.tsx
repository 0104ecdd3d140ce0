import { Checkbox, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AssistantAdmin,
  zCreateAssistantAdmin,
  zUpdateAssistantAdmin,
} from '@tembusu/contracts/organization';
import { type AdminSectionPath, adminSections } from '@tembusu/contracts/roles';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { NewPasswordInput } from '../../../components/new-password-input';
import { PageHeader } from '../../../components/page-header';
import { useAssistantAdmins, useSaveAssistantAdmin } from '../api/organization';

const listPath = '/organization/asst-admin';

function AssistantForm({ assistant }: { assistant?: AssistantAdmin }) {
  const save = useSaveAssistantAdmin(assistant?.id);
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

  return (
    <EntityForm
      form={form}
      save={({ password, isActive, ...rest }) =>
        save.mutateAsync(assistant ? { ...rest, isActive } : { ...rest, password })
      }
      backTo={listPath}
      savedMessage={
        assistant ? 'The assistant admin has been saved.' : 'The assistant admin has been added.'
      }
      maw={760}
    >
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
    </EntityForm>
  );
}

export function AssistantAdminFormPage() {
  const { id } = useParams();
  const assistants = useAssistantAdmins();
  const title = id ? 'Edit assistant admin' : 'Add assistant admin';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Organisation' },
            { label: 'Assistant admins', to: listPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="assistant admin"
      record={{
        data: assistants.data?.find((a) => a.id === id),
        isPending: assistants.isPending,
        error: assistants.error,
      }}
      notFoundMessage="Assistant admin not found"
    >
      {(assistant) => <AssistantForm assistant={assistant} />}
    </EntityFormPage>
  );
}
