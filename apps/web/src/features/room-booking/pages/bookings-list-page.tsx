import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconEye, IconPencil, IconX } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { useBookingViewer, useCancelBooking, useRoomBookings } from '../api/bookings';
import { endTimeLabel, localSpanOf } from '../components/booking-time';
import { type Audience, bookingListPath } from './paths';

type Period = 'upcoming' | 'past';

/** The server answers at most two months at a time: the next 60 days, or the last 60. */
function periodRange(period: Period, timeZone: string) {
  const today = dayjs().tz(timeZone).startOf('day');
  return period === 'upcoming'
    ? { from: today.format(), to: today.add(60, 'day').endOf('day').format() }
    : { from: today.subtract(60, 'day').format(), to: dayjs().tz(timeZone).format() };
}

function BookingRow({
  booking,
  timeZone,
  listPath,
  showBooker,
  canChange,
  onCancel,
}: {
  booking: RoomBooking;
  timeZone: string;
  listPath: string;
  showBooker: boolean;
  canChange: boolean;
  onCancel(): void;
}) {
  const span = localSpanOf(booking.startsAt, booking.endsAt, timeZone);
  const cancelled = booking.bookingStatus !== 'Booked';
  const label = `${booking.roomName} on ${formatDate(span.date)} at ${span.start}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {formatDate(span.date)}
        </Text>
        <Text size="xs" c="dimmed">
          {dayjs(span.date).format('dddd')}
        </Text>
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
        {span.start} – {endTimeLabel(span.end)}
      </Table.Td>
      <Table.Td fw={500}>{booking.roomName}</Table.Td>
      <Table.Td>{booking.branchOutletName}</Table.Td>
      {showBooker && <Table.Td>{booking.employeeName ?? 'Booked'}</Table.Td>}
      <Table.Td>
        <Badge variant="light" color={cancelled ? 'gray' : 'tembusu'}>
          {booking.bookingStatus}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              component={Link}
              to={`${listPath}/${booking.id}/edit?type=view`}
              variant="subtle"
              color="gray"
              aria-label={`View the booking of ${label}`}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canChange && (
            <>
              <Tooltip label="Edit">
                <ActionIcon
                  component={Link}
                  to={`${listPath}/${booking.id}/edit`}
                  variant="subtle"
                  aria-label={`Edit the booking of ${label}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Cancel booking">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Cancel the booking of ${label}`}
                  onClick={onCancel}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /staff-room-booking: the signed-in person's bookings; /room-booking/room-booking-schedule:
 * everyone's, for admins. Each with view, edit and cancel.
 */
export function BookingsListPage({ audience }: { audience: Audience }) {
  const viewer = useBookingViewer();
  const listPath = bookingListPath(audience);
  const [period, setPeriod] = useState<Period>('upcoming');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<RoomBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const everyone = audience === 'admin';
  const range = useMemo(
    () => (viewer.isPending ? null : periodRange(period, viewer.timeZone)),
    [period, viewer.isPending, viewer.timeZone],
  );
  const { data, isPending, error } = useRoomBookings(
    range ? { isAllEmployee: everyone, ...range } : null,
  );
  const sorted = useMemo(
    () =>
      [...(data ?? [])].sort((a, b) =>
        period === 'upcoming'
          ? a.startsAt.localeCompare(b.startsAt)
          : b.startsAt.localeCompare(a.startsAt),
      ),
    [data, period],
  );
  const shown = sorted.slice((page - 1) * defaultPageSize, page * defaultPageSize);
  const title = everyone ? 'Room Booking Schedule' : 'Room Booking';
  const cancelSpan = cancelling
    ? localSpanOf(cancelling.startsAt, cancelling.endsAt, viewer.timeZone)
    : null;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={
          everyone
            ? [{ label: 'Room Booking' }, { label: 'Schedule' }]
            : [{ label: 'Room Booking' }]
        }
        title={title}
        action={
          <Button
            component={Link}
            to={`${listPath}/create`}
            leftSection={<IconCalendarPlus size={18} />}
          >
            New Room Booking
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Text fw={600}>{everyone ? 'All bookings' : 'My bookings'}</Text>
          <SegmentedControl
            aria-label="Which bookings"
            value={period}
            onChange={(value) => {
              setPeriod(value === 'past' ? 'past' : 'upcoming');
              setPage(1);
            }}
            data={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past 60 days' },
            ]}
          />
        </Group>
        {(isPending || viewer.isPending) && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {period === 'upcoming'
              ? 'No bookings to come. Book a room with New Room Booking.'
              : 'No bookings in the past 60 days.'}
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Bookings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Room</Table.Th>
                  <Table.Th>Branch/Outlet</Table.Th>
                  {everyone && <Table.Th>Booked by</Table.Th>}
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={120}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((booking) => (
                  <BookingRow
                    key={booking.id}
                    booking={booking}
                    timeZone={viewer.timeZone}
                    listPath={listPath}
                    showBooker={everyone}
                    canChange={
                      period === 'upcoming' &&
                      booking.bookingStatus === 'Booked' &&
                      (booking.isMine || viewer.isAdmin) &&
                      dayjs(booking.endsAt).isAfter(dayjs())
                    }
                    onCancel={() => setCancelling(booking)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {sorted.length > 0 && <Pagination page={page} total={sorted.length} onChange={setPage} />}
      </Paper>
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel booking"
        message={
          cancelling && cancelSpan
            ? `Cancelling the booking of ${cancelling.roomName} on ${formatDate(cancelSpan.date)}, ${cancelSpan.start} – ${endTimeLabel(cancelSpan.end)}. Are you sure you want to proceed?`
            : ''
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        loading={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync(cancelling.id);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setCancelling(null);
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
