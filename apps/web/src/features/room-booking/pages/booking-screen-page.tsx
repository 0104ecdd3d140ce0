import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconPencil, IconWorld } from '@tabler/icons-react';
import { roomBookedMessage } from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import { useParams, useSearchParams } from 'react-router';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { SuccessDialog } from '../../../components/success-dialog';
import { useBookingViewer, useRoomBookingById } from '../api/bookings';
import { BookingCalendar } from '../components/booking-calendar';
import { BookingDetailsModal } from '../components/booking-details-modal';
import { BookingFilters } from '../components/booking-filters';
import { gmtOffset } from '../components/booking-time';
import { DraftPopover, draftTitle } from '../components/draft-popover';
import { EditBookingModal } from '../components/edit-booking-modal';
import { RoomInfoModal } from '../components/room-info-modal';
import { useNarrowScreen } from '../components/use-narrow-screen';
import { type Audience, bookingListPath } from './paths';
import { type RoomBookingScreenProps, useRoomBookingScreen } from './use-room-booking-screen';

/** The calendar's key: what each kind of block means, for the viewer and the mode. */
function Legend({ isAdmin, mode }: { isAdmin: boolean; mode: 'create' | 'edit' | 'view' }) {
  const items = [
    { kind: 'mine', label: isAdmin ? 'Booking' : 'Your booking' },
    ...(isAdmin ? [] : [{ kind: 'booked', label: 'Booked' }]),
    ...(mode === 'edit' ? [{ kind: 'changed', label: 'Being edited' }] : []),
    ...(mode === 'view' ? [{ kind: 'changed', label: 'This booking' }] : []),
    ...(mode === 'view'
      ? []
      : [{ kind: 'draft', label: mode === 'edit' ? 'New time' : 'New booking' }]),
    { kind: 'closed', label: 'Past: not bookable' },
  ];
  return (
    <Group gap="lg" aria-label="Legend">
      {items.map((item) => (
        <Group key={item.kind} gap={6} wrap="nowrap">
          <span className={`rb-swatch rb-swatch-${item.kind}`} />
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function BookingScreen(props: RoomBookingScreenProps) {
  const screen = useRoomBookingScreen(props);
  const { mode, viewOnly, viewer, settings, timeZone, applied, dayView, draft } = screen;
  const booking = props.booking;
  const narrow = useNarrowScreen();

  const popoverContent = draft ? (
    <DraftPopover
      draft={draft}
      onChange={screen.changeShownDraft}
      now={screen.zoneNow}
      timeZone={timeZone}
      rooms={screen.rooms}
      roomSelectable={dayView && mode === 'create'}
      maxDaysAhead={settings?.maxDaysAhead}
      maxDurationMinutes={settings?.maxDurationMinutes}
      pickEmployee={screen.showEmployeePicker}
      knownEmployee={viewer.self}
      employeeId={screen.employeeId}
      onEmployeeChange={screen.setEmployeeId}
      mode={mode}
      withHeading={!narrow}
      pending={screen.creating}
      onCancel={screen.cancelDraft}
      onConfirm={screen.confirmDraft}
    />
  ) : null;

  const title =
    mode === 'create' ? 'New Room Booking' : viewOnly ? 'View Room Booking' : 'Edit Room Booking';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Room Booking', to: screen.listPath }, { label: title }]}
        title={title}
        action={
          booking && (
            <Button
              variant="light"
              leftSection={viewOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
              onClick={screen.openEdit}
            >
              {viewOnly ? 'Booking details' : 'Edit details'}
            </Button>
          )
        }
      />
      <BookingFilters
        values={screen.filters}
        onOrganization={screen.chooseOrganization}
        onBranch={screen.chooseBranch}
        onRoom={screen.chooseRoom}
        organizations={screen.organizations}
        branches={screen.branches}
        rooms={screen.filterRooms}
        dayView={dayView}
        searched={applied !== null}
        onSearch={screen.search}
        onBack={screen.leave}
        onRoomInfo={screen.openRoomInfo}
        disabled={viewOnly}
      />
      {applied === null ? (
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Stack align="center" gap="xs" py="xl">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCalendarEvent size={30} />
            </ThemeIcon>
            <Text fw={600}>Find a free room</Text>
            <Text c="dimmed" size="sm" ta="center" maw={460}>
              Choose a branch/outlet and a room, then press Book Room to see the week. Click a free
              slot on the calendar to book it.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p="lg" shadow="xs" pos="relative">
          <Group justify="space-between" mb="xs" gap="xs">
            <Group gap={6} c="dimmed" wrap="nowrap" align="flex-start">
              <IconWorld size={16} style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                Times in <Ltr>{`${gmtOffset(timeZone)} (${timeZone})`}</Ltr>
                {!dayView && applied.roomId && (
                  <>
                    {' · '}
                    <Text span fw={600} c="dark">
                      {screen.appliedRoomName}
                    </Text>
                  </>
                )}
              </Text>
            </Group>
            <Legend isAdmin={viewer.isAdmin} mode={viewOnly ? 'view' : mode} />
          </Group>
          {screen.weekWithoutRoom && (
            <Alert color="yellow" mb="sm">
              Choose a room and press Search to see its week, or switch to the day view.
            </Alert>
          )}
          {screen.bookingsError && (
            <Alert color="red" mb="sm">
              {screen.bookingsError.message}
            </Alert>
          )}
          {screen.noRooms && (
            <Alert color="gray" mb="sm">
              This branch/outlet has no rooms to book.
            </Alert>
          )}
          <BookingCalendar
            view={screen.view}
            onViewChange={screen.changeView}
            date={screen.date}
            onDateChange={screen.setDate}
            entries={screen.entries}
            rooms={screen.rooms}
            now={screen.now}
            selectable={!viewOnly}
            onSlot={screen.onSlot}
            onEntry={screen.onEntry}
            draftPopover={{
              opened: screen.popoverOpen && !viewOnly,
              content: popoverContent,
              title: draftTitle(mode),
              onDismiss: screen.cancelDraft,
            }}
            focusHour={screen.focusHour}
          />
        </Paper>
      )}
      <RoomInfoModal
        roomId={screen.filters.roomId}
        organizationId={screen.roomInfoOrganizationId}
        opened={screen.roomInfoOpen}
        onClose={screen.closeRoomInfo}
      />
      {booking && viewOnly && (
        <BookingDetailsModal
          opened={screen.editOpen}
          onClose={screen.closeEdit}
          booking={booking}
          timeZone={timeZone}
        />
      )}
      {booking && !viewOnly && (
        <EditBookingModal
          opened={screen.editOpen}
          onClose={screen.closeEdit}
          employeeName={booking.employeeName ?? ''}
          initial={screen.editInitial}
          ownOrganizationId={screen.ownOrganizationId}
          now={screen.zoneNow}
          timeZone={timeZone}
          maxDaysAhead={settings?.maxDaysAhead}
          maxDurationMinutes={settings?.maxDurationMinutes}
          saving={screen.saving}
          onSave={screen.saveEdit}
        />
      )}
      <ErrorDialog
        opened={screen.failure !== null}
        message={screen.failure ?? ''}
        onClose={screen.clearFailure}
      />
      <SuccessDialog
        opened={screen.done !== null}
        message={screen.done ?? ''}
        actionLabel={screen.done === roomBookedMessage ? 'Back to room Booking' : 'Done'}
        onClose={screen.leave}
      />
    </Stack>
  );
}

/** /staff-room-booking/create and /room-booking/room-booking-schedule/create. */
export function BookingCreatePage({ audience }: { audience: Audience }) {
  const viewer = useBookingViewer();
  if (viewer.isPending) return <LoadingSpinner />;
  return <BookingScreen audience={audience} />;
}

/** The edit screen: the booking id from the route; view-only when the query type is view. */
export function BookingEditPage({ audience }: { audience: Audience }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const viewer = useBookingViewer();
  const { data, isPending, error } = useRoomBookingById(id);
  if (error) {
    return (
      <Stack gap="lg">
        <PageHeader
          trail={[{ label: 'Room Booking', to: bookingListPath(audience) }, { label: 'Booking' }]}
          title="Room booking"
        />
        <RecordLoadFailure
          error={error}
          what="room booking"
          notFoundTitle="Room booking not found"
          backTo={bookingListPath(audience)}
          backLabel="Back to room bookings"
        />
      </Stack>
    );
  }
  if (isPending || viewer.isPending) return <LoadingSpinner />;
  // Only someone who answers for a booking that stands and has not ended changes it; anyone
  // else opens it to look at.
  const ended = dayjs(data.endsAt).isBefore(dayjs());
  const changeable = data.mayChange && data.bookingStatus === 'Booked' && !ended;
  const viewOnly = search.get('type') === 'view' || !changeable;
  return <BookingScreen key={data.id} audience={audience} booking={data} viewOnly={viewOnly} />;
}
