import { Avatar, Badge, Button, Group, Modal, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Ltr } from '../../../components/ltr-text';
import { formatDate } from '../../../lib/format';
import { useBookingOrganizations } from '../api/rooms';
import { endTimeLabel, gmtOffset, localSpanOf } from './booking-time';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={120}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export interface BookingDetailsModalProps {
  opened: boolean;
  onClose(): void;
  booking: RoomBooking;
  /** The viewer's time zone: the times are on their wall clock. */
  timeZone: string;
}

/**
 * A booking to look at only (view mode, someone else's, or one that has ended): whose it is where
 * the viewer may know (the server names the booker to them, to the one who made it and to
 * admins; anyone else sees Booked), its status, and where and when, with nothing to change.
 */
export function BookingDetailsModal({
  opened,
  onClose,
  booking,
  timeZone,
}: BookingDetailsModalProps) {
  const organizations = useBookingOrganizations();
  const span = localSpanOf(booking.startsAt, booking.endsAt, timeZone);
  const organization =
    organizations.data?.find((item) => item.id === booking.organizationId)?.organizationName ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Room booking"
      centered
      size="md"
      radius="lg"
      padding="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Group
          gap="sm"
          p="sm"
          bg="gray.0"
          wrap="nowrap"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {booking.employeeName ? (
            <Avatar name={booking.employeeName} color="initials" radius="xl" />
          ) : (
            <ThemeIcon variant="light" color="gray" radius="xl" size={38}>
              <IconUser size={20} />
            </ThemeIcon>
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              Employee
            </Text>
            <Text fw={600} data-testid="booking-employee" style={{ overflowWrap: 'anywhere' }}>
              {booking.employeeName ?? 'Another employee'}
            </Text>
          </div>
          <Badge
            variant="light"
            color={booking.bookingStatus === 'Booked' ? 'tembusu' : 'gray'}
            data-testid="booking-status"
          >
            {booking.bookingStatus}
          </Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Booking details">
          <Table.Tbody>
            <Detail label="Organisation">{organization}</Detail>
            <Detail label="Branch/Outlet">{booking.branchOutletName}</Detail>
            <Detail label="Room">{booking.roomName}</Detail>
            <Detail label="Date">
              {formatDate(span.date)} ({dayjs(span.date).format('dddd')})
            </Detail>
            <Detail label="Time">
              <Ltr>
                {span.start} – {endTimeLabel(span.end)}
              </Ltr>
            </Detail>
            <Detail label="Timezone">
              <Ltr>{`${gmtOffset(timeZone, span.date)} (${timeZone})`}</Ltr>
            </Detail>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
