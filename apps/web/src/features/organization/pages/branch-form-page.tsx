import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Branch, type BranchInput, zBranchInput } from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useBranch, useSaveBranch } from '../api/organization';
import { timeZoneOptions } from '../components/options';

const listPath = '/organization/branches-outlets';

function BranchForm({ branch }: { branch?: Branch }) {
  const navigate = useNavigate();
  const save = useSaveBranch(branch?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<BranchInput>({
    mode: 'controlled',
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      postalCode: branch?.postalCode ?? '',
      phone: branch?.phone ?? '',
      timeZone: branch?.timeZone ?? 'Asia/Singapore',
      isActive: branch?.isActive ?? true,
    },
    validate: zod4Resolver(zBranchInput),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
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
        message={branch ? 'The branch/outlet has been saved.' : 'The branch/outlet has been added.'}
        onClose={() => navigate(listPath)}
      />
    </Paper>
  );
}

export function BranchFormPage() {
  const { id } = useParams();
  const { data, isPending, error } = useBranch(id);
  const title = id ? 'Edit branch/outlet' : 'Add branch/outlet';
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Organisation' },
          { label: 'Branches/Outlets', to: listPath },
          { label: title },
        ]}
        title={title}
      />
      {!id && <BranchForm />}
      {id && isPending && <LoadingSpinner />}
      {id && error && <Alert color="red">{error.message}</Alert>}
      {id && data && <BranchForm branch={data} />}
    </Stack>
  );
}
