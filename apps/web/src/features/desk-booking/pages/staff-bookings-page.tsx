import { Button, Group, Paper, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlarm, IconCalendarPlus, IconDesk, IconLogin2 } from '@tabler/icons-react';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useDeskBookings } from '../api/desk-booking';
import { dateColumn, deskColumn, statusColumn, timeColumn } from '../components/booking-columns';
import { BookingRowActions } from '../components/booking-row-actions';
import { addDays, checkInDeadline, checkInState, todayIn } from '../components/desk-time';
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

type Actions = Pick<ReturnType<typeof useBookingActions>, 'askCancel' | 'checkIn' | 'checkingIn'>;

/** Check in, view, edit and cancel: what a booking of the list offers. */
function RowActions({ booking, actions }: { booking: DeskBooking; actions: Actions }) {
  return (
    <BookingRowActions
      booking={booking}
      listPath={listPath}
      label={`desk ${booking.deskName} on ${formatDate(booking.date)}`}
      onCancel={actions.askCancel}
    >
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
    </BookingRowActions>
  );
}

function bookingColumns(today: string, actions: Actions): DataColumn<DeskBooking>[] {
  const column = dataColumns<DeskBooking>();
  return column.columns([
    dateColumn(today),
    timeColumn,
    deskColumn,
    statusColumn,
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: booking } }) => <RowActions booking={booking} actions={actions} />,
      meta: { width: 170 },
    }),
  ]);
}

/** /staff-desk-booking: the signed-in person's desk bookings, with check-in, edit and cancel. */
export function StaffBookingsPage() {
  const [period, setPeriod] = useState<Period>('upcoming');
  const [page, setPage] = useState(1);
  const actions = useBookingActions();
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
  const todays = (data ?? []).filter((b) => b.date === today);
  const { askCancel, checkIn, checkingIn } = actions;
  const columns = useMemo(
    () => bookingColumns(today, { askCancel, checkIn, checkingIn }),
    [today, askCancel, checkIn, checkingIn],
  );

  return (
    <>
      <ListPage<DeskBooking>
        header={
          <>
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
            <TodayCard bookings={todays} onCheckIn={checkIn} checkingIn={checkingIn} />
          </>
        }
        filters={
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
        }
        rows={data && sorted}
        loading={isPending}
        error={error}
        empty={
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
        }
        columns={columns}
        label="My desk bookings"
        minWidth={640}
        page={page}
        onPageChange={setPage}
      />
      {actions.dialogs}
    </>
  );
}
