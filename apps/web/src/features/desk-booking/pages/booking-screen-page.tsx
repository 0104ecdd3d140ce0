import {
  Alert,
  Anchor,
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClick, IconInfoCircle } from '@tabler/icons-react';
import type { DeskAvailability } from '@tembusu/contracts/desk-booking';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { EmployeePicker } from '../../employees';
import { useDeskBooking } from '../api/desk-booking';
import { BookDeskDialog } from '../components/book-desk-dialog';
import { isOthersBooking } from '../components/booking-access';
import { PeriodPicker } from '../components/booking-choices';
import {
  type DeskState,
  deskMarkerLabel,
  deskStateStyles,
  legendOrder,
} from '../components/desk-states';
import { longDate } from '../components/desk-time';
import { DeskLegend, FloorPlan, type PlanMarker } from '../components/floor-plan';
import { periodLabels } from '../components/periods';
import { BackArrow, BookingDetails, DeskBookingLoadFailure } from './booking-view-page';
import { type Audience, bookingListPath } from './paths';
import { type DeskBookingScreenProps, useDeskBookingScreen } from './use-desk-booking-screen';

// Admins book for others: no desk on the plan is theirs.
const adminLegend = legendOrder.filter((state) => state !== 'mine');

function deskTooltip(desk: DeskAvailability, state: DeskState) {
  const style = deskStateStyles[state];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={650}>
        {desk.name} · {style.label}
      </Text>
      <Text size="xs">{style.description}</Text>
      {desk.features.length > 0 && <Text size="xs">{desk.features.join(', ')}</Text>}
      {desk.assignedEmployeeName && <Text size="xs">Fixed to {desk.assignedEmployeeName}</Text>}
      {desk.bookings.map((booking) => (
        <Text key={booking.id} size="xs">
          <Ltr>
            {booking.from}–{booking.to}
          </Ltr>{' '}
          · {booking.employeeName ?? 'Booked'}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The floor plan booking screen: pick a date, branch and floor, see every desk free, booked or
 * yours, and book a free one: a click shows what it would book and books it once confirmed.
 * Editing a booking moves it to the desk clicked.
 */
function DeskBookingScreen(props: DeskBookingScreenProps) {
  const screen = useDeskBookingScreen(props);
  const { isAdmin, listPath, settings, date, branch, workspaces, workspace, period, span } = screen;
  const { booking } = props;

  const markers: PlanMarker[] = screen.shownDesks.map(({ desk, state, selected, clickable }) => {
    const style = deskStateStyles[state];
    return {
      key: desk.id,
      name: desk.name,
      x: desk.x,
      y: desk.y,
      color: selected ? 'blue' : style.color,
      variant: selected ? 'filled' : style.variant,
      label: selected ? `Desk ${desk.name}, chosen` : deskMarkerLabel(desk.name, state),
      selected,
      inert: !clickable && !selected,
      tooltip: deskTooltip(desk, state),
    };
  });

  if (screen.loading) return <LoadingSpinner />;
  if (screen.loadError) return <Alert color="red">{screen.loadError.message}</Alert>;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: isAdmin ? 4 : 3 }} spacing="md">
            <DatePicker
              label="Date"
              required
              value={date}
              minDate={screen.today}
              maxDate={screen.lastDay}
              onChange={(value) => screen.setDate(value)}
            />
            <Select
              label="Branch/Outlet"
              required
              data={screen.activeBranches.map((b) => ({ value: b.id, label: b.name }))}
              value={branch?.id ?? null}
              onChange={screen.chooseBranch}
              allowDeselect={false}
            />
            <Select
              label="Floor"
              required
              placeholder={workspaces?.length === 0 ? 'No workspaces here' : undefined}
              data={(workspaces ?? []).map((w) => ({ value: w.id, label: w.name }))}
              value={workspace?.id ?? null}
              onChange={screen.setWorkspace}
              allowDeselect={false}
              disabled={!workspaces?.length}
            />
            {isAdmin && (
              <EmployeePicker
                label="Book for"
                required
                placeholder="Choose an employee"
                value={screen.bookFor}
                onChange={(id, option) => screen.setBookFor(id, option?.label ?? null)}
                known={
                  booking?.employeeId
                    ? { id: booking.employeeId, name: booking.employeeName }
                    : null
                }
                disabled={Boolean(booking)}
              />
            )}
          </SimpleGrid>
          <Group justify="space-between" align="flex-end" gap="sm">
            <PeriodPicker
              choices={screen.choices}
              value={period}
              onChange={screen.setPeriod}
              from={screen.range.from}
              to={screen.range.to}
              onRangeChange={screen.setRange}
              earliest={screen.earliest}
            />
            {settings && (
              <Text size="xs" c="dimmed" pb={8}>
                Desks can be booked up to {settings.maxDaysAhead} days ahead
                {settings.checkInMinutes !== null
                  ? `; check in within ${settings.checkInMinutes} minutes of the start`
                  : ''}
                .
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>

      <Flex gap="lg" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <Paper withBorder radius="lg" p="lg" shadow="xs" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} size="h4">
                  {workspace ? workspace.name : 'Floor plan'}
                </Title>
                <Text size="sm" c="dimmed">
                  {branch?.name} · {longDate(date)}
                </Text>
              </div>
              <DeskLegend states={isAdmin ? adminLegend : undefined} />
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClick size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {screen.hint}
              </Text>
            </Group>
            {workspaces?.length === 0 && (
              <Alert color="gray" icon={<IconInfoCircle size={18} />}>
                There are no workspaces at {branch?.name} yet.
              </Alert>
            )}
            {workspace && screen.availability.isPending && <LoadingSpinner />}
            {screen.availability.error && (
              <Alert color="red">{screen.availability.error.message}</Alert>
            )}
            {workspace && screen.availability.data && (
              <FloorPlan
                floorPlan={workspace.floorPlan}
                title={workspace.name}
                markers={markers}
                onMarkerClick={screen.clickDesk}
              />
            )}
          </Stack>
        </Paper>
        <Stack gap="lg" w={{ base: '100%', lg: 340 }} style={{ flexShrink: 0 }}>
          {booking && (
            <Paper withBorder radius="lg" p="lg" shadow="xs">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Changed booking
                </Title>
                <Text size="sm">
                  Desk <b>{screen.chosenDeskName}</b> on {longDate(date)}
                </Text>
                <Text size="sm">
                  {periodLabels[period]}
                  {span && (
                    <>
                      ,{' '}
                      <Ltr>
                        {span.from}–{span.to}
                      </Ltr>
                    </>
                  )}
                </Text>
                {isAdmin && booking.employeeName && (
                  <Text size="sm" c="dimmed">
                    For {booking.employeeName}
                  </Text>
                )}
                <Group justify="flex-end" mt="xs">
                  <Button component={Link} to={listPath} variant="default">
                    Cancel
                  </Button>
                  <Button
                    onClick={screen.save}
                    loading={screen.saving}
                    disabled={!screen.selectedDesk || !span || screen.pastDate}
                  >
                    Save
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Ltr>
                  {dayjs(date).format('ddd D MMM')}
                  {span ? `, ${span.from}–${span.to}` : ''}
                </Ltr>
              </Title>
              <Group gap={6}>
                {(['free', 'mine', 'booked', 'fixed', 'maintenance'] as const)
                  .filter((state) => screen.counts[state])
                  .map((state) => (
                    <Badge key={state} variant="light" color={deskStateStyles[state].color}>
                      <Ltr>
                        {screen.counts[state]} {deskStateStyles[state].label.toLowerCase()}
                      </Ltr>
                    </Badge>
                  ))}
              </Group>
              {!booking && screen.freeDesks.length > 0 && (
                <>
                  <Text size="sm" fw={600} mt="xs">
                    Free desks
                  </Text>
                  <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
                    <Stack gap={4}>
                      {screen.freeDesks.map((desk) => (
                        <Group key={desk.id} justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm" truncate>
                            <b>{desk.name}</b>
                            {desk.features.length > 0 && (
                              <Text span size="xs" c="dimmed">
                                {' '}
                                · {desk.features.join(', ')}
                              </Text>
                            )}
                          </Text>
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="teal"
                            disabled={!screen.canBook}
                            loading={screen.bookingDeskId === desk.id}
                            aria-label={`Book desk ${desk.name}`}
                            onClick={() => screen.clickDesk(desk.id)}
                          >
                            Book
                          </Button>
                        </Group>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </>
              )}
              <Text size="sm" fw={600} mt="xs">
                {isAdmin ? 'Bookings this day' : 'Your bookings this day'}
              </Text>
              {screen.dayBookings.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {isAdmin ? 'No desk is booked on this floor.' : 'You have no desk on this floor.'}
                </Text>
              ) : (
                <Stack gap={6}>
                  {screen.dayBookings.map((b) => (
                    <Group key={b.id} justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor
                        component={Link}
                        to={`${listPath}/view/${b.id}`}
                        size="sm"
                        fw={600}
                        style={{ flexShrink: 0 }}
                      >
                        {b.deskName}
                      </Anchor>
                      <Text size="sm" c="dimmed" truncate>
                        <Ltr>
                          {b.from}–{b.to}
                        </Ltr>
                        {isAdmin && b.employeeName ? ` · ${b.employeeName}` : ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Flex>

      <BookDeskDialog
        booking={screen.confirmation}
        loading={screen.booking}
        onConfirm={screen.confirmBooking}
        onCancel={screen.cancelConfirmation}
      />
      <ErrorDialog
        opened={screen.failure !== null}
        message={screen.failure ?? ''}
        onClose={screen.clearFailure}
      />
      <SuccessDialog
        opened={screen.success !== null}
        message={screen.success ?? ''}
        onClose={screen.closeSuccess}
      />
    </Stack>
  );
}

function backButton(audience: Audience) {
  return (
    <Button
      component={Link}
      to={bookingListPath(audience)}
      variant="default"
      leftSection={<BackArrow />}
    >
      Back
    </Button>
  );
}

function trail(audience: Audience, last: string) {
  return [
    { label: 'Desk Booking' },
    audience === 'admin'
      ? { label: 'Schedule', to: bookingListPath(audience) }
      : { label: 'My desk bookings', to: bookingListPath(audience) },
    { label: last },
  ];
}

/** /staff-desk-booking/create and /desk-booking/schedule/create. */
export function BookingCreatePage({ audience }: { audience: Audience }) {
  return (
    <Stack gap="lg">
      <PageHeader
        trail={trail(audience, 'New Desk Booking')}
        title="Book a desk"
        action={backButton(audience)}
      />
      <DeskBookingScreen audience={audience} />
    </Stack>
  );
}

/** /staff-desk-booking/edit/{id} and /desk-booking/schedule/edit/{id}. */
export function BookingEditPage({ audience }: { audience: Audience }) {
  const { id } = useParams();
  const { data, isPending, error } = useDeskBooking(id);
  // A colleague's booking opens read-only: the server would refuse any change to it.
  const readOnly = data ? isOthersBooking(data) : false;
  return (
    <Stack gap="lg">
      <PageHeader
        trail={trail(audience, readOnly ? 'View Desk Booking' : 'Edit Desk Booking')}
        title={readOnly ? 'Desk booking' : 'Edit desk booking'}
        action={readOnly ? undefined : backButton(audience)}
      />
      {isPending && <LoadingSpinner />}
      {error && <DeskBookingLoadFailure error={error} audience={audience} />}
      {data && readOnly && <BookingDetails booking={data} audience={audience} />}
      {data && !readOnly && data.status !== 'Booked' && (
        <Alert color="orange" icon={<IconInfoCircle size={18} />}>
          This booking is {data.status.toLowerCase()}: only a booking that stands can be changed.{' '}
          <Anchor component={Link} to={`${bookingListPath(audience)}/view/${data.id}`}>
            View it
          </Anchor>
        </Alert>
      )}
      {data && !readOnly && data.status === 'Booked' && (
        <DeskBookingScreen key={data.id} audience={audience} booking={data} />
      )}
    </Stack>
  );
}
