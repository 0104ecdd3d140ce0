import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Room } from '@tembusu/contracts/room-booking';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { useAllRooms, useBookingBranches, useDeleteRoom } from '../api/rooms';
import { RoomImage } from '../components/room-image';

export const manageRoomPath = '/room-booking/manage-room';

/** /room-booking/manage-room: the organisation's rooms per branch/outlet. */
export function ManageRoomsPage() {
  const { data, isPending, error } = useAllRooms();
  const branches = useBookingBranches(null);
  const remove = useDeleteRoom();
  const [branchId, setBranchId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rooms = (data ?? [])
    .filter((room) => !branchId || room.branchOutletId === branchId)
    .sort(
      (a, b) =>
        a.branchOutletName.localeCompare(b.branchOutletName) || a.name.localeCompare(b.name),
    );
  const shown = rooms.slice((page - 1) * defaultPageSize, page * defaultPageSize);

  return (
    <Stack gap="lg">
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
      <Paper withBorder radius="lg" p="lg" shadow="xs">
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
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && rooms.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {branchId
              ? 'No rooms at this branch/outlet yet.'
              : 'No rooms yet. Add the meeting rooms people can book.'}
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Rooms">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={96}>Image</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Branch/Outlet</Table.Th>
                  <Table.Th>Capacity</Table.Th>
                  <Table.Th>Amenities</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={100}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((room) => (
                  <Table.Tr key={room.id}>
                    <Table.Td>
                      <RoomImage
                        imageId={room.image}
                        name={room.name}
                        height={48}
                        width={72}
                        radius="sm"
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{room.name}</Table.Td>
                    <Table.Td>{room.branchOutletName}</Table.Td>
                    <Table.Td>{room.capacity}</Table.Td>
                    <Table.Td>
                      <Group gap={4} maw={320}>
                        {room.amenitySelected.length === 0 && (
                          <Text size="sm" c="dimmed">
                            None
                          </Text>
                        )}
                        {room.amenitySelected.map((amenity) => (
                          <Badge
                            key={amenity.name}
                            variant="light"
                            color="gray"
                            radius="sm"
                            tt="none"
                          >
                            {amenity.name}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={room.isActive ? 'tembusu' : 'gray'}>
                        {room.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <RowActions
                          name={room.name}
                          editTo={`${manageRoomPath}/${room.id}/edit`}
                          onDelete={() => setDeleting(room)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rooms.length > 0 && <Pagination page={page} total={rooms.length} onChange={setPage} />}
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete room"
        message={`Deleting room ${deleting?.name ?? ''} Are you sure you want to proceed?`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setDeleting(null);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
