import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlarm,
  IconCalendarPlus,
  IconDesk,
  IconEye,
  IconLogin2,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { useDeskBookings } from '../api/desk-booking';
import { BookingStatusBadge, CheckInNote } from '../components/booking-status';
import {
  addDays,
  checkInDeadline,
  checkInState,
  todayIn,
  weekdayName,
} from '../components/desk-time';
import { periodLabels } from '../components/periods';
import { useBookingActions } from '../components/use-booking-actions';
import { deskPaths } from './paths';

type Period = 'upcoming' | 'past';
const listPath = deskPaths.staff;

/** Today's standing bookings waiting for a check-in: the first thing to act on. */
function TodayCard({
  bookings,
  onCheckIn,
  checkingIn,
}: {
  bookings: DeskBooking[];
  onCheckIn(booking: DeskBooking): void;
  checkingIn: string | null;
}) {
  const waiting = bookings.filter((b) => {
    const state = checkInState(b);
    return state === 'open' || state === 'notYet';
  });
  if (waiting.length === 0) return null;
  return (
    <Stack gap="sm">
      {waiting.map((booking) => {
        const open = checkInState(booking) === 'open';
        return (
          <Paper key={booking.id} withBorder radius="lg" p="md" shadow="xs" bg="blue.0">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="light" color="blue">
                  <IconAlarm size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={650}>
                    Today: desk {booking.deskName}, {booking.workspaceName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Ltr>
                      {booking.from}–{booking.to}
                    </Ltr>{' '}
                    · check in by {checkInDeadline(booking)} or the desk is released
                  </Text>
                </div>
              </Group>
              <Button
                leftSection={<IconLogin2 size={16} />}
                disabled={!open}
                loading={checkingIn === booking.id}
                onClick={() => onCheckIn(booking)}
              >
                {open ? 'Check in' : `Check-in opens 15 min before ${booking.from}`}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

type Actions = ReturnType<typeof useBookingActions>;

/** Check in, view, edit and cancel: what a booking of the list offers. */
function RowActions({ booking, actions }: { booking: DeskBooking; actions: Actions }) {
  const label = `desk ${booking.deskName} on ${formatDate(booking.date)}`;
  return (
    <Group gap={2} wrap="nowrap">
      {checkInState(booking) === 'open' && (
        <Button
          size="compact-sm"
          mr={4}
          leftSection={<IconLogin2 size={14} />}
          loading={actions.checkingIn === booking.id}
          onClick={() => actions.checkIn(booking)}
        >
          Check in
        </Button>
      )}
      <Tooltip label="View">
        <ActionIcon
          component={Link}
          to={`${listPath}/view/${booking.id}`}
          variant="subtle"
          color="gray"
          aria-label={`View the booking of ${label}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {booking.status === 'Booked' && (
        <>
          <Tooltip label="Edit">
            <ActionIcon
              component={Link}
              to={`${listPath}/edit/${booking.id}`}
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
              onClick={() => actions.askCancel(booking)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

function BookingTime({ booking }: { booking: DeskBooking }) {
  return (
    <>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <Ltr>
          {booking.from}–{booking.to}
        </Ltr>
      </Text>
      <Text size="xs" c="dimmed">
        {periodLabels[booking.period]}
      </Text>
    </>
  );
}

function BookingStatus({ booking }: { booking: DeskBooking }) {
  return (
    <Stack gap={4} align="flex-start">
      <BookingStatusBadge booking={booking} />
      <CheckInNote booking={booking} />
    </Stack>
  );
}

/** The bookings as a table: on screens wide enough for its five columns. */
function BookingsTable({
  bookings,
  today,
  actions,
}: {
  bookings: DeskBooking[];
  today: string;
  actions: Actions;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="My desk bookings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Desk</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={170}>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {formatDate(booking.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  {weekdayName(booking.date)}
                  {booking.date === today ? ' · Today' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <BookingTime booking={booking} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {booking.deskName}
                </Text>
                <Text size="xs" c="dimmed">
                  {booking.workspaceName} · {booking.branchOutletName}
                </Text>
              </Table.Td>
              <Table.Td>
                <BookingStatus booking={booking} />
              </Table.Td>
              <Table.Td>
                <RowActions booking={booking} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The bookings as cards, one a booking: on a phone, where the table's five columns would put
 * Status and Action off the screen. Each card holds the same facts and the same actions.
 */
function BookingCards({
  bookings,
  today,
  actions,
}: {
  bookings: DeskBooking[];
  today: string;
  actions: Actions;
}) {
  return (
    <Stack gap="sm" role="list" aria-label="My desk bookings">
      {bookings.map((booking) => (
        <Paper
          key={booking.id}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          aria-label={`Desk ${booking.deskName}, ${formatDate(booking.date)}`}
        >
          <Stack gap={8}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={650}>
                  Desk {booking.deskName}
                </Text>
                <Text size="xs" c="dimmed">
                  {booking.workspaceName} · {booking.branchOutletName}
                </Text>
              </div>
              <div style={{ flexShrink: 0 }}>
                <BookingStatusBadge booking={booking} />
              </div>
            </Group>
            <Group gap="lg" wrap="wrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {formatDate(booking.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  {weekdayName(booking.date)}
                  {booking.date === today ? ' · Today' : ''}
                </Text>
              </div>
              <div>
                <BookingTime booking={booking} />
              </div>
            </Group>
            <Group justify="space-between" align="center" wrap="wrap" gap="xs">
              <CheckInNote booking={booking} />
              <div style={{ marginInlineStart: 'auto' }}>
                <RowActions booking={booking} actions={actions} />
              </div>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /staff-desk-booking: the signed-in person's desk bookings, with check-in, edit and cancel. */
export function StaffBookingsPage() {
  const [period, setPeriod] = useState<Period>('upcoming');
  const [page, setPage] = useState(1);
  const actions = useBookingActions();
  // A phone shows cards: Status and Action stay on the screen without scrolling sideways.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const today = todayIn(defaultTimeZone);
  // One list for both tabs: a cancelled booking still to come belongs with the past ones.
  const { data, isPending, error } = useDeskBookings({
    from: addDays(today, -60),
    to: addDays(today, 365),
    mine: true,
  });
  const sorted = useMemo(() => {
    const rows = (data ?? []).filter((b) =>
      period === 'upcoming'
        ? b.status !== 'Cancelled' && Date.parse(b.endsAt) > Date.now()
        : Date.parse(b.endsAt) <= Date.now() || b.status === 'Cancelled',
    );
    return rows.sort((a, b) =>
      period === 'upcoming'
        ? a.startsAt.localeCompare(b.startsAt)
        : b.startsAt.localeCompare(a.startsAt),
    );
  }, [data, period]);
  const shown = sorted.slice((page - 1) * defaultPageSize, page * defaultPageSize);
  const todays = (data ?? []).filter((b) => b.date === today);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Desk Booking' }, { label: 'My desk bookings' }]}
        title="My desk bookings"
        action={
          <Button
            component={Link}
            to={`${listPath}/create`}
            leftSection={<IconCalendarPlus size={18} />}
          >
            Book a desk
          </Button>
        }
      />
      <TodayCard bookings={todays} onCheckIn={actions.checkIn} checkingIn={actions.checkingIn} />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Text fw={600}>My bookings</Text>
          <SegmentedControl
            aria-label="Which bookings"
            value={period}
            onChange={(value) => {
              setPeriod(value === 'past' ? 'past' : 'upcoming');
              setPage(1);
            }}
            data={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past and cancelled' },
            ]}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && sorted.length === 0 && (
          <Stack align="center" gap="xs" py="xl">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconDesk size={26} />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              {period === 'upcoming'
                ? 'No desk bookings to come. Book a desk to pick one on the floor plan.'
                : 'No past or cancelled desk bookings in the last 60 days.'}
            </Text>
          </Stack>
        )}
        {shown.length > 0 &&
          (phone ? (
            <BookingCards bookings={shown} today={today} actions={actions} />
          ) : (
            <BookingsTable bookings={shown} today={today} actions={actions} />
          ))}
        {sorted.length > 0 && <Pagination page={page} total={sorted.length} onChange={setPage} />}
      </Paper>
      {actions.dialogs}
    </Stack>
  );
}
