import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ManagedAccount,
  type ManagedKind,
  zCreateOrganisationAdmin,
  zCreatePlatformAccount,
  zUpdateManagedAccount,
} from '@tembusu/contracts/accounts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NewPasswordInput, passwordRulesText } from '../../../components/new-password-input';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { SuccessDialog } from '../../../components/success-dialog';
import {
  useAccount,
  useCreateAccount,
  useOrganizationOptions,
  useUpdateAccount,
} from '../api/accounts';
import { kindLabels } from './labels';

function Frame({
  kind,
  heading,
  children,
}: {
  kind: ManagedKind;
  heading: string;
  children: React.ReactNode;
}) {
  const labels = kindLabels[kind];
  return (
    <Stack gap="lg" maw={640}>
      <Breadcrumbs>
        <Anchor component={Link} to={labels.listPath}>
          {labels.title}
        </Anchor>
        <Text>{heading}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        {children}
      </Paper>
    </Stack>
  );
}

export function CreateAccountPage({ kind }: { kind: ManagedKind }) {
  const labels = kindLabels[kind];
  const navigate = useNavigate();
  const create = useCreateAccount(kind);
  const organizations = useOrganizationOptions(kind === 'organisation');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      organizationId: '',
      name: '',
      email: '',
      password: '',
      role: labels.roles[0]?.value ?? '',
    },
    validate: zod4Resolver(
      kind === 'organisation' ? zCreateOrganisationAdmin : zCreatePlatformAccount,
    ),
  });

  const submit = form.onSubmit(async (values) => {
    const { organizationId, ...rest } = values;
    try {
      await create.mutateAsync(kind === 'organisation' ? values : rest);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Frame kind={kind} heading={`Add ${labels.one}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {kind === 'organisation' && (
            <Select
              label="Organisation"
              placeholder="Choose an organisation"
              required
              searchable
              data={(organizations.data ?? []).map((o) => ({
                value: o.id,
                label: `${o.name} (${o.code})`,
              }))}
              {...form.getInputProps('organizationId')}
            />
          )}
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <NewPasswordInput
            label="First password"
            description={`They can change it after signing in. ${passwordRulesText}`}
            {...form.getInputProps('password')}
          />
          <Select
            label="Role"
            required
            data={labels.roles}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={labels.listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={`The ${labels.one} has been created.`}
        onClose={() => navigate(labels.listPath)}
      />
    </Frame>
  );
}

function EditForm({ kind, account }: { kind: ManagedKind; account: ManagedAccount }) {
  const labels = kindLabels[kind];
  const navigate = useNavigate();
  const update = useUpdateAccount(kind, account.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: account.name,
      email: account.email,
      role: account.role,
      isActive: account.isActive,
    },
    validate: zod4Resolver(zUpdateManagedAccount),
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {account.organization && (
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              Organisation
            </Text>
            <Text>
              {account.organization.name} ({account.organization.code})
            </Text>
          </div>
        )}
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <Select
          label="Role"
          required
          data={labels.roles}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        <Switch
          label="Active"
          description="A deactivated account cannot sign in, and its sessions end at once."
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button component={Link} to={labels.listPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The changes have been saved."
        onClose={() => navigate(labels.listPath)}
      />
    </form>
  );
}

export function EditAccountPage({ kind }: { kind: ManagedKind }) {
  const { id } = useParams();
  const { data: account, isPending, error } = useAccount(kind, id);
  return (
    <Frame kind={kind} heading={account ? account.name : `Edit ${kindLabels[kind].one}`}>
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what={kindLabels[kind].one}
          backTo={kindLabels[kind].listPath}
          backLabel={`Back to ${kindLabels[kind].title.toLowerCase()}`}
        />
      )}
      {account && <EditForm kind={kind} account={account} />}
    </Frame>
  );
}
