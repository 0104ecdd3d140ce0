import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconClockX,
  IconLock,
  IconLogin2,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import { minutesOf, timeOf } from '@tembusu/contracts/booking-time';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { checkInOpensMinutesBefore } from '@tembusu/contracts/desk-periods';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useDeskBooking, useWorkspace } from '../api/desk-booking';
import { isOthersBooking, mayChangeBooking } from '../components/booking-access';
import { BookingStatusBadge, CheckInNote } from '../components/booking-status';
import { checkInDeadline, checkInState, longDate } from '../components/desk-time';
import { FloorPlan, type PlanMarker } from '../components/floor-plan';
import { periodLabels } from '../components/periods';
import { useBookingActions } from '../components/use-booking-actions';
import { type Audience, bookingListPath } from './paths';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <div>{typeof children === 'string' ? <Text size="sm">{children}</Text> : children}</div>
    </Stack>
  );
}

function DeskOnPlan({ booking }: { booking: DeskBooking }) {
  const { data } = useWorkspace(booking.workspaceId);
  if (!data) return null;
  const markers: PlanMarker[] = data.desks.map((desk) => {
    const own = desk.id === booking.deskId;
    return {
      key: desk.id,
      name: desk.name,
      x: desk.x,
      y: desk.y,
      color: own ? 'blue' : 'gray',
      variant: own ? 'filled' : 'light',
      label: own ? `Desk ${desk.name}, this booking` : `Desk ${desk.name}`,
      selected: own,
      inert: true,
    };
  });
  return (
    <FloorPlan floorPlan={data.floorPlan} title={data.name} markers={markers} maxHeight={420} />
  );
}

/** The Back button's arrow points back: to the right in right-to-left pages. */
export function BackArrow() {
  const { dir } = useDirection();
  return (
    <IconArrowLeft
      size={16}
      style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
      aria-hidden
    />
  );
}

/**
 * A booking, read-only, with what its holder may do: check in, edit, cancel. A colleague's
 * booking (one the server does not name for the viewer) reads only Booked: no name, no check-in,
 * nothing to change.
 */
export function BookingDetails({
  booking,
  audience,
}: {
  booking: DeskBooking;
  audience: Audience;
}) {
  const navigate = useNavigate();
  const listPath = bookingListPath(audience);
  const actions = useBookingActions({ onCancelled: () => navigate(listPath) });
  const others = isOthersBooking(booking);
  const canChange = mayChangeBooking(booking);
  // Only the person the desk is booked for checks in.
  const checkIn = audience === 'staff' && booking.isMine ? checkInState(booking) : 'closed';
  const deadline = checkInDeadline(booking);
  const opensAt = timeOf(Math.max(0, minutesOf(booking.from) - checkInOpensMinutesBefore));

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h3">
                  Desk {booking.deskName}
                </Title>
                <Text size="sm" c="dimmed">
                  {booking.workspaceName} · {booking.branchOutletName}
                </Text>
              </div>
              {others && booking.status === 'Booked' ? (
                <Badge variant="light" color="red">
                  Booked
                </Badge>
              ) : (
                <BookingStatusBadge booking={booking} />
              )}
            </Group>
            {others && (
              <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
                A colleague's booking: only they and admins can change it.
              </Alert>
            )}
            {booking.status === 'Released' && !others && (
              <Alert
                color="orange"
                variant="light"
                icon={<IconClockX size={18} />}
                title="Released"
              >
                Nobody checked in{deadline ? ` by ${deadline}` : ''}, so the desk was freed for
                others.
              </Alert>
            )}
            <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
              <Field label="Date">
                <Text size="sm">{formatDate(booking.date)}</Text>
                <Text size="xs" c="dimmed">
                  {longDate(booking.date)}
                </Text>
              </Field>
              <Field label="Time">
                <Text size="sm">
                  <Ltr>
                    {booking.from}–{booking.to}
                  </Ltr>
                </Text>
                <Text size="xs" c="dimmed">
                  {periodLabels[booking.period]}
                </Text>
              </Field>
              <Field label="Booked for">{booking.employeeName ?? 'Booked'}</Field>
              {!others && (
                <Field label="Check-in">
                  {deadline || booking.checkedInAt ? (
                    <CheckInNote booking={booking} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not needed
                    </Text>
                  )}
                </Field>
              )}
            </SimpleGrid>
            {(checkIn === 'open' || checkIn === 'notYet') && (
              <Paper radius="md" p="md" bg="blue.0">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text size="sm">
                    {checkIn === 'open'
                      ? `Check in by ${deadline}, or the desk is released.`
                      : `Check-in opens at ${opensAt}. Check in by ${deadline}, or the desk is released.`}
                  </Text>
                  <Button
                    leftSection={<IconLogin2 size={16} />}
                    disabled={checkIn !== 'open'}
                    loading={actions.checkingIn === booking.id}
                    onClick={() => actions.checkIn(booking)}
                    style={{ flexShrink: 0 }}
                  >
                    Check in
                  </Button>
                </Group>
              </Paper>
            )}
            <Group justify="space-between" gap="xs">
              <Button component={Link} to={listPath} variant="default" leftSection={<BackArrow />}>
                Back
              </Button>
              <Group gap="xs">
                {canChange && (
                  <>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconX size={16} />}
                      onClick={() => actions.askCancel(booking)}
                    >
                      Cancel booking
                    </Button>
                    <Button
                      component={Link}
                      to={`${listPath}/edit/${booking.id}`}
                      variant="light"
                      leftSection={<IconPencil size={16} />}
                    >
                      Edit
                    </Button>
                  </>
                )}
                {booking.status === 'Released' && !others && (
                  <Button
                    component={Link}
                    to={`${listPath}/create`}
                    variant="light"
                    leftSection={<IconCalendarPlus size={16} />}
                  >
                    Book a desk
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Where it is
            </Title>
            <DeskOnPlan booking={booking} />
          </Stack>
        </Paper>
      </Grid.Col>
      {actions.dialogs}
    </Grid>
  );
}

/** A desk booking that did not load: a bad link or a missing booking, with the way back. */
export function DeskBookingLoadFailure({ error, audience }: { error: Error; audience: Audience }) {
  return (
    <RecordLoadFailure
      error={error}
      what="desk booking"
      notFoundTitle="Desk booking not found"
      backTo={bookingListPath(audience)}
      backLabel="Back to desk bookings"
    />
  );
}

/** /staff-desk-booking/view/{id} and /desk-booking/schedule/view/{id}. */
export function BookingViewPage({ audience }: { audience: Audience }) {
  const { id } = useParams();
  const { data, isPending, error } = useDeskBooking(id);
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Desk Booking' },
          audience === 'admin'
            ? { label: 'Schedule', to: bookingListPath(audience) }
            : { label: 'My desk bookings', to: bookingListPath(audience) },
          { label: 'View Desk Booking' },
        ]}
        title="Desk booking"
      />
      {isPending && <LoadingSpinner />}
      {error && <DeskBookingLoadFailure error={error} audience={audience} />}
      {data && <BookingDetails booking={data} audience={audience} />}
    </Stack>
  );
}
