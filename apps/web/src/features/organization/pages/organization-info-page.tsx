import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type OrganizationInfo,
  type UpdateOrganizationInfo,
  zUpdateOrganizationInfo,
} from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useOrganizationInfo, useUpdateOrganizationInfo } from '../api/organization';
import {
  currencyOptions,
  industryOptions,
  registrationTypeOptions,
  timeZoneOptions,
} from '../components/options';

function InfoForm({ info }: { info: OrganizationInfo }) {
  const update = useUpdateOrganizationInfo();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<UpdateOrganizationInfo>({
    mode: 'controlled',
    initialValues: {
      organizationName: info.organizationName,
      uen: info.uen ?? '',
      registrationType:
        (info.registrationType as UpdateOrganizationInfo['registrationType']) ?? null,
      address: info.address ?? '',
      industry: info.industry ?? '',
      phone: info.phone ?? '',
      email: info.email ?? '',
      currency: info.currency,
      timeZone: info.timeZone,
    },
    validate: zod4Resolver(zUpdateOrganizationInfo),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Organisation name"
              required
              {...form.getInputProps('organizationName')}
            />
            <TextInput
              label="Organization ID"
              value={info.code}
              readOnly
              disabled
              description="Chosen at sign-up; staff sign in with it"
            />
            <TextInput label="UEN" {...form.getInputProps('uen')} />
            <Select
              label="Registration type"
              data={registrationTypeOptions}
              clearable
              {...form.getInputProps('registrationType')}
            />
            <Select
              label="Industry"
              data={industryOptions}
              searchable
              clearable
              {...form.getInputProps('industry')}
            />
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <Select
              label="Currency"
              data={currencyOptions}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <Select
            label="Time zone"
            data={timeZoneOptions}
            searchable
            allowDeselect={false}
            required
            {...form.getInputProps('timeZone')}
          />
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The organisation's details have been saved."
        onClose={() => setDone(false)}
      />
    </Paper>
  );
}

export function OrganizationInfoPage() {
  const { data, isPending, error } = useOrganizationInfo();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Information' }]}
        title="Organisation information"
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" title="The details could not be loaded">
          {error.message}
        </Alert>
      )}
      {data && <InfoForm info={data} />}
    </Stack>
  );
}
