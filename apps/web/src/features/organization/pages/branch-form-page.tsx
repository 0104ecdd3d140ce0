import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Branch, type BranchInput, zBranchInput } from '@tembusu/contracts/organization';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useBranch, useSaveBranch } from '../api/organization';
import { timeZoneOptions } from '../components/options';

const listPath = '/organization/branches-outlets';

function BranchForm({ branch }: { branch?: Branch }) {
  const save = useSaveBranch(branch?.id);
  const form = useForm<BranchInput>({
    mode: 'controlled',
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      postalCode: branch?.postalCode ?? '',
      phone: branch?.phone ?? '',
      timeZone: branch?.timeZone ?? defaultTimeZone,
      isActive: branch?.isActive ?? true,
    },
    validate: zod4Resolver(zBranchInput),
  });

  return (
    <EntityForm
      form={form}
      save={save.mutateAsync}
      backTo={listPath}
      savedMessage={
        branch ? 'The branch/outlet has been saved.' : 'The branch/outlet has been added.'
      }
      maw={760}
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <Select
        label="Time zone"
        description="Bookings at this branch are shown in its time"
        data={timeZoneOptions}
        searchable
        allowDeselect={false}
        required
        {...form.getInputProps('timeZone')}
      />
      <Switch
        label="Active"
        description="Inactive branches are not offered for bookings"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </EntityForm>
  );
}

export function BranchFormPage() {
  const { id } = useParams();
  const branch = useBranch(id);
  const title = id ? 'Edit branch/outlet' : 'Add branch/outlet';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Organisation' },
            { label: 'Branches/Outlets', to: listPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="branch/outlet"
      record={branch}
    >
      {(loaded) => <BranchForm branch={loaded} />}
    </EntityFormPage>
  );
}
