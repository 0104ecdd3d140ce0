import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useRoom } from '../api/rooms';
import { RoomImage } from './room-image';

/** The spec's room popup: the room's image, name, amenity names and Close. */
export function RoomInfoModal({
  roomId,
  organizationId,
  opened,
  onClose,
}: {
  roomId: string | null;
  organizationId: string | null;
  opened: boolean;
  onClose(): void;
}) {
  const { data: room, isPending, error } = useRoom(opened ? roomId : null, organizationId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Room information"
      centered
      size="md"
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      {isPending && <LoadingSpinner />}
      {error && <Text c="red">{error.message}</Text>}
      {room && (
        <Stack gap="md">
          <RoomImage imageId={room.image} name={room.name} height={220} />
          <div>
            <Text fw={650} size="lg">
              {room.name}
            </Text>
            <Group gap={6} c="dimmed">
              <IconUsers size={14} />
              <Text size="sm">
                {room.branchOutletName} · seats {room.capacity}
              </Text>
            </Group>
          </div>
          <div>
            <Text size="sm" fw={600} mb={6}>
              Amenities
            </Text>
            {room.amenitySelected.length === 0 ? (
              <Text size="sm" c="dimmed">
                No amenities listed.
              </Text>
            ) : (
              <Group
                gap={6}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Amenities"
              >
                {room.amenitySelected.map((amenity) => (
                  <Badge
                    key={amenity.name}
                    component="li"
                    variant="light"
                    color="gray"
                    radius="sm"
                    tt="none"
                  >
                    {amenity.name}
                  </Badge>
                ))}
              </Group>
            )}
          </div>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
