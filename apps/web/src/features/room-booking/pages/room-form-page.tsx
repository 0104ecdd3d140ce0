import {
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Room, type RoomInput, zRoomInput } from '@tembusu/contracts/room-booking';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useBookingBranches, useRoom, useSaveRoom } from '../api/rooms';
import { RoomImageInput } from '../components/room-image-input';
import { manageRoomPath } from './manage-rooms-page';

const suggestedAmenities = [
  'Projector',
  'TV screen',
  'Video conferencing',
  'Whiteboard',
  'Speakerphone',
  'Microphone',
  'Flip chart',
  'Wheelchair access',
];

function RoomForm({ room }: { room?: Room }) {
  const save = useSaveRoom(room?.id);
  const branches = useBookingBranches(null);
  const form = useForm<RoomInput>({
    mode: 'controlled',
    initialValues: {
      name: room?.name ?? '',
      branchOutletId: room?.branchOutletId ?? '',
      capacity: room?.capacity ?? 6,
      amenitySelected: room?.amenitySelected ?? [],
      image: room?.image ?? null,
      isActive: room?.isActive ?? true,
    },
    validate: zod4Resolver(zRoomInput),
  });

  // A branch that is now inactive still shows for the room kept there.
  const branchOptions = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));
  if (room && !branchOptions.some((option) => option.value === room.branchOutletId)) {
    branchOptions.push({ value: room.branchOutletId, label: room.branchOutletName });
  }

  return (
    <EntityForm
      form={form}
      save={save.mutateAsync}
      backTo={manageRoomPath}
      savedMessage={room ? 'The room has been saved.' : 'The room has been added.'}
      maw={820}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Select
          label="Branch/Outlet"
          required
          placeholder="Choose a branch/outlet"
          data={branchOptions}
          allowDeselect={false}
          {...form.getInputProps('branchOutletId')}
          value={form.values.branchOutletId || null}
        />
        <NumberInput
          label="Capacity"
          description="How many people the room seats"
          required
          min={1}
          max={1000}
          allowDecimal={false}
          {...form.getInputProps('capacity')}
        />
        <Switch
          label="Active"
          description="Inactive rooms are not offered for booking"
          mt={{ sm: 28 }}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <TagsInput
        label="Amenities"
        description="Pick from the list or type one and press Enter"
        placeholder="Add an amenity"
        data={suggestedAmenities}
        value={form.values.amenitySelected.map((amenity) => amenity.name)}
        onChange={(names) =>
          form.setFieldValue(
            'amenitySelected',
            names.map((name) => ({ name })),
          )
        }
        error={form.errors.amenitySelected}
        clearable
        maxTags={30}
      />
      <Divider />
      <RoomImageInput
        value={form.values.image}
        onChange={(image) => form.setFieldValue('image', image)}
        roomName={form.values.name}
        error={form.errors.image}
      />
    </EntityForm>
  );
}

/** /room-booking/manage-room/create and /{id}/edit. */
export function RoomFormPage() {
  const { id } = useParams();
  const room = useRoom(id ?? null);
  const title = id ? 'Edit Room' : 'Add Room';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Room Booking' },
            { label: 'Manage Room', to: manageRoomPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      record={room}
      what="room"
      notFoundMessage="Room not found"
    >
      {(loaded) => <RoomForm room={loaded} />}
    </EntityFormPage>
  );
}
