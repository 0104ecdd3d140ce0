import {
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Branch,
  type BranchInput,
  maxGeofenceRadiusMeters,
  zBranchInput,
} from '@tembusu/contracts/organization';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { plainErrors } from '../../../components/plain-errors';
import { useBranch, useSaveBranch } from '../api/organization';
import { timeZoneOptions } from '../components/options';

const listPath = '/organization/branches-outlets';

type Geofence = 'latitude' | 'longitude' | 'geofenceRadiusMeters';

/** The geofence's number inputs hold '' while empty, which is sent as no value. */
type BranchFormValues = Omit<BranchInput, Geofence> & Record<Geofence, number | string>;

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

const toBranchInput = (values: BranchFormValues): BranchInput => ({
  ...values,
  latitude: numberOrNull(values.latitude),
  longitude: numberOrNull(values.longitude),
  geofenceRadiusMeters: numberOrNull(values.geofenceRadiusMeters),
});

const resolve = zod4Resolver(zBranchInput);

// The geofence's messages name their field for the server's answers; the other fields' do not.
const validateBranch = (values: BranchFormValues) => plainErrors(resolve(toBranchInput(values)));

function BranchForm({ branch }: { branch?: Branch }) {
  const save = useSaveBranch(branch?.id);
  const form = useForm<BranchFormValues>({
    mode: 'controlled',
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      postalCode: branch?.postalCode ?? '',
      phone: branch?.phone ?? '',
      timeZone: branch?.timeZone ?? defaultTimeZone,
      latitude: branch?.latitude ?? '',
      longitude: branch?.longitude ?? '',
      geofenceRadiusMeters: branch?.geofenceRadiusMeters ?? '',
      isActive: branch?.isActive ?? true,
    },
    validate: validateBranch,
  });

  return (
    <EntityForm
      form={form}
      save={(values) => save.mutateAsync(toBranchInput(values))}
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
      <Fieldset legend="Geofence" radius="md">
        <Text size="sm" c="dimmed" mb="sm">
          Check-ins and check-outs at this branch are measured against a circle around this point.
          Leave all three empty for no geofence.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Latitude"
            description="Degrees, e.g. 1.283"
            min={-90}
            max={90}
            decimalScale={6}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label="Longitude"
            description="Degrees, e.g. 103.851"
            min={-180}
            max={180}
            decimalScale={6}
            {...form.getInputProps('longitude')}
          />
          <NumberInput
            label="Radius (metres)"
            description="Around the point"
            min={1}
            max={maxGeofenceRadiusMeters}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('geofenceRadiusMeters')}
          />
        </SimpleGrid>
      </Fieldset>
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
