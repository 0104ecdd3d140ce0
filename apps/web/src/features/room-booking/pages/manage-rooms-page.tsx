import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Room } from '@tembusu/contracts/room-booking';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useAllRooms, useBookingBranches, useDeleteRoom } from '../api/rooms';
import { RoomImage } from '../components/room-image';

export const manageRoomPath = '/room-booking/manage-room';

const column = dataColumns<Room>();
const columns = column.columns([
  column.display({
    id: 'image',
    header: 'Image',
    cell: ({ row: { original: room } }) => (
      <RoomImage imageId={room.image} name={room.name} height={48} width={72} radius="sm" />
    ),
    meta: { width: 96 },
  }),
  column.accessor('name', { header: 'Name', meta: { emphasis: true } }),
  column.accessor('branchOutletName', { header: 'Branch/Outlet' }),
  column.accessor('capacity', { header: 'Capacity' }),
  column.display({
    id: 'amenities',
    header: 'Amenities',
    cell: ({ row: { original: room } }) => (
      <Group gap={4} maw={320}>
        {room.amenitySelected.length === 0 && (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        {room.amenitySelected.map((amenity) => (
          <Badge key={amenity.name} variant="light" color="gray" radius="sm" tt="none">
            {amenity.name}
          </Badge>
        ))}
      </Group>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: room } }) => (
      <Badge variant="light" color={room.isActive ? 'tembusu' : 'gray'}>
        {room.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
]);

/** /room-booking/manage-room: the organisation's rooms per branch/outlet. */
export function ManageRoomsPage() {
  const { data, isPending, error } = useAllRooms();
  const branches = useBookingBranches(null);
  const remove = useDeleteRoom();
  const [branchId, setBranchId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rooms = data
    ?.filter((room) => !branchId || room.branchOutletId === branchId)
    .sort(
      (a, b) =>
        a.branchOutletName.localeCompare(b.branchOutletName) || a.name.localeCompare(b.name),
    );

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Room Booking' }, { label: 'Manage Room' }]}
          title="Manage Room"
          action={
            <Button
              component={Link}
              to={`${manageRoomPath}/create`}
              leftSection={<IconPlus size={18} />}
            >
              Add room
            </Button>
          }
        />
      }
      filters={
        <Group justify="space-between" mb="md">
          <Text fw={600}>Rooms</Text>
          <Select
            aria-label="Branch/Outlet"
            placeholder="All branches/outlets"
            data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
            value={branchId}
            onChange={(next) => {
              setBranchId(next);
              setPage(1);
            }}
            clearable
            w={260}
          />
        </Group>
      }
      rows={rooms}
      loading={isPending}
      error={error}
      empty={
        branchId
          ? 'No rooms at this branch/outlet yet.'
          : 'No rooms yet. Add the meeting rooms people can book.'
      }
      columns={columns}
      label="Rooms"
      minWidth={820}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (room) => room.name,
        editTo: (room) => `${manageRoomPath}/${room.id}/edit`,
        delete: {
          title: 'Delete room',
          message: (room) => `Deleting room ${room.name} Are you sure you want to proceed?`,
          remove: (room) => remove.mutateAsync(room.id),
        },
      }}
    />
  );
}
