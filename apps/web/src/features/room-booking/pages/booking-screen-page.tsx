import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconPencil, IconWorld } from '@tabler/icons-react';
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import { roomBookedMessage, roomBookingUpdatedMessage } from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, messageWithoutField } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import {
  type BookingFilter,
  useBookingViewer,
  useCreateBooking,
  useRoomBookingById,
  useRoomBookings,
  useUpdateBooking,
} from '../api/bookings';
import {
  useBookableRooms,
  useBookingBranches,
  useBookingOrganizations,
  useBookingSettings,
} from '../api/rooms';
import { BookingCalendar, type CalendarEntry } from '../components/booking-calendar';
import {
  type BookingPlace,
  changeDraft,
  type Draft,
  type EditedBooking,
  editingDraft,
  placeDraft,
  withDraft,
} from '../components/booking-draft';
import { allOrganizations, BookingFilters, type FilterValues } from '../components/booking-filters';
import {
  bookingPayload,
  floating,
  gmtOffset,
  localSpanOf,
  nowIn,
  rangeOf,
  spanFromSlot,
  visibleRange,
} from '../components/booking-time';
import type { CalendarView } from '../components/calendar-toolbar';
import { DraftPopover } from '../components/draft-popover';
import { EditBookingModal, type EditValues } from '../components/edit-booking-modal';
import { RoomInfoModal } from '../components/room-info-modal';
import { type Audience, bookingListPath } from './paths';

/** Now, refreshed every half minute so passing hours close on their own. */
function useClock(): Date {
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setClock(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock;
}

/** The calendar's key: what each kind of block means, for the viewer and the mode. */
function Legend({ isAdmin, editing }: { isAdmin: boolean; editing: boolean }) {
  const items = [
    { kind: 'mine', label: isAdmin ? 'Booking' : 'Your booking' },
    ...(isAdmin ? [] : [{ kind: 'booked', label: 'Booked' }]),
    ...(editing ? [{ kind: 'changed', label: 'Being edited' }] : []),
    { kind: 'draft', label: editing ? 'New time' : 'New booking' },
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

type ScreenProps = {
  audience: Audience;
  /** The booking being edited or viewed. */
  booking?: RoomBooking;
  viewOnly?: boolean;
};

function BookingScreen({ audience, booking, viewOnly = false }: ScreenProps) {
  const navigate = useNavigate();
  const viewer = useBookingViewer();
  const timeZone = viewer.timeZone;
  const settings = useBookingSettings().data;
  const clock = useClock();
  const zoneNow = nowIn(timeZone, clock);
  const now = floating(clock, timeZone);
  const mode = booking ? 'edit' : 'create';
  const listPath = bookingListPath(audience);

  // The booking under edit, as it was booked.
  const edited = useMemo<EditedBooking | null>(
    () =>
      booking
        ? {
            bookingId: booking.id,
            original: {
              ...localSpanOf(booking.startsAt, booking.endsAt, timeZone),
              roomId: booking.roomId,
            },
          }
        : null,
    [booking, timeZone],
  );
  const fromBooking: FilterValues | null = booking
    ? {
        organizationId: booking.organizationId,
        branchId: booking.branchOutletId,
        roomId: booking.roomId,
      }
    : null;

  const [filters, setFilters] = useState<FilterValues>(
    fromBooking ?? { organizationId: '', branchId: null, roomId: null },
  );
  const [applied, setApplied] = useState<FilterValues | null>(fromBooking);
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState<Date>(() =>
    booking ? floating(booking.startsAt, timeZone) : floating(new Date(), timeZone),
  );
  const [draft, setDraft] = useState<Draft | null>(edited ? editingDraft(edited) : null);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(Boolean(booking));
  const [roomInfoOpen, setRoomInfoOpen] = useState(false);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const ownOrganizationId = viewer.user?.organizationId ?? '';
  const organizations = useBookingOrganizations();
  const orgOf = (values: FilterValues | null) =>
    values?.organizationId && values.organizationId !== allOrganizations
      ? values.organizationId
      : null;
  const branches = useBookingBranches(orgOf(filters), filters.organizationId !== '');
  const filterRooms = useBookableRooms(orgOf(filters) ?? ownOrganizationId, filters.branchId);
  const appliedRooms = useBookableRooms(
    orgOf(applied) ?? ownOrganizationId,
    applied?.branchId ?? null,
  );
  const rooms = appliedRooms.data ?? [];

  // The caller's organisation is chosen first; then the first branch and the first room.
  useEffect(() => {
    if (filters.organizationId || !organizations.data) return;
    const first = organizations.data[0]?.id ?? allOrganizations;
    setFilters((current) =>
      current.organizationId ? current : { ...current, organizationId: first },
    );
  }, [filters.organizationId, organizations.data]);
  useEffect(() => {
    const first = branches.data?.[0]?.id;
    if (filters.branchId || !first) return;
    setFilters((current) => (current.branchId ? current : { ...current, branchId: first }));
  }, [filters.branchId, branches.data]);
  useEffect(() => {
    const first = filterRooms.data?.[0]?.id;
    if (filters.roomId || !first) return;
    setFilters((current) => (current.roomId ? current : { ...current, roomId: first }));
  }, [filters.roomId, filterRooms.data]);

  useEffect(() => {
    if (employeeId === null && viewer.self) setEmployeeId(viewer.self.id);
  }, [employeeId, viewer.self]);

  const dayView = view === 'day';
  const range = visibleRange(date, view, timeZone);
  const bookingFilter: BookingFilter | null =
    applied?.branchId && (dayView || applied.roomId)
      ? {
          isAllEmployee: true,
          organizationId: orgOf(applied) ?? undefined,
          branchOutletId: applied.branchId,
          roomId: dayView ? undefined : (applied.roomId ?? undefined),
          ...range,
        }
      : null;
  const bookings = useRoomBookings(bookingFilter);

  const entries: CalendarEntry[] = useMemo(() => {
    const shownRooms = new Set(dayView ? rooms.map((room) => room.id) : [applied?.roomId]);
    return withDraft(bookings.data ?? [], draft).flatMap(
      ({ booking: item, draft: shown, kind }) => {
        if (item) {
          const named = item.isMine || viewer.isAdmin;
          const entry: CalendarEntry = {
            id: item.id,
            start: floating(item.startsAt, timeZone),
            end: floating(item.endsAt, timeZone),
            roomId: item.roomId,
            title: named ? (item.employeeName ?? 'Your booking') : 'Booked',
            kind: kind === 'moved' ? 'moved' : named ? 'mine' : 'booked',
            note: kind === 'moved' ? 'Moving' : null,
          };
          return shownRooms.has(entry.roomId) ? [entry] : [];
        }
        if (!shown) return [];
        const { start, end } = rangeOf(shown);
        const name = booking?.employeeName ?? null;
        const entry: CalendarEntry = {
          id: 'draft',
          start,
          end,
          roomId: shown.roomId,
          title: name ?? 'New booking',
          kind: kind === 'changed' ? 'changed' : 'draft',
          // An edited booking: Editing in place, or its new time once moved.
          note: kind === 'changed' ? (viewOnly ? 'Viewing' : 'Editing') : name ? 'New time' : null,
        };
        return shownRooms.has(entry.roomId) ? [entry] : [];
      },
    );
  }, [
    bookings.data,
    draft,
    dayView,
    rooms,
    applied?.roomId,
    viewer.isAdmin,
    timeZone,
    booking,
    viewOnly,
  ]);

  const create = useCreateBooking();
  const update = useUpdateBooking(booking?.id);

  const search = () => {
    setApplied(filters);
    if (mode === 'create') {
      setDraft(null);
      setPopoverOpen(false);
    }
  };

  const onSlot = useCallback(
    (start: Date, end: Date, resourceId: string | null) => {
      if (viewOnly || !applied) return;
      const roomId = view === 'day' ? resourceId : applied.roomId;
      // In day view a slot must belong to a room.
      if (!roomId) return;
      const span = spanFromSlot(start, end, nowIn(timeZone));
      if (!span) return;
      setDraft(placeDraft({ ...span, roomId }, edited));
      setPopoverOpen(true);
    },
    [viewOnly, applied, view, timeZone, edited],
  );

  const onEntry = (entry: CalendarEntry) => {
    if (entry.kind === 'draft' || entry.kind === 'changed') {
      if (mode === 'edit' && (entry.kind === 'changed' || !popoverOpen)) setEditOpen(true);
      else setPopoverOpen(true);
      return;
    }
    if (entry.kind === 'mine' && mode === 'create') {
      navigate(`${listPath}/${entry.id}/edit`);
    }
  };

  const changeShownDraft = (changes: Partial<BookingPlace>) => {
    setDraft((current) => (current ? changeDraft(current, changes, edited) : current));
    if (changes.date) setDate(dayjs(changes.date).hour(12).toDate());
  };

  const cancelDraft = () => {
    setPopoverOpen(false);
    setDraft(edited ? editingDraft(edited) : null);
  };

  const bookDraft = async () => {
    if (!draft || !applied?.branchId) return;
    const forEmployee = employeeId ?? viewer.self?.id;
    if (!forEmployee) {
      setFailure('Choose whom the room is booked for.');
      return;
    }
    try {
      await create.mutateAsync(
        bookingPayload(draft, timeZone, {
          employeeBookedId: forEmployee,
          branchOutletId: applied.branchId,
          roomId: draft.roomId,
        }),
      );
      setPopoverOpen(false);
      setDraft(null);
      setDone(roomBookedMessage);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  };

  const editInitial = useMemo<EditValues>(
    () => ({
      organizationId: booking?.organizationId ?? allOrganizations,
      branchId: applied?.branchId ?? booking?.branchOutletId ?? null,
      roomId: draft?.roomId ?? booking?.roomId ?? null,
      date: draft?.date ?? edited?.original.date ?? '',
      start: draft?.start ?? edited?.original.start ?? '09:00',
      end: draft?.end ?? edited?.original.end ?? '10:00',
    }),
    [booking, applied?.branchId, draft, edited],
  );

  const saveEdit = async (values: EditValues & { branchId: string; roomId: string }) => {
    if (!booking) return;
    const organizationId =
      values.organizationId === allOrganizations ? ownOrganizationId : values.organizationId;
    try {
      await update.mutateAsync(
        bookingPayload(values, timeZone, {
          employeeBookedId: booking.employeeBookedId ?? viewer.self?.id ?? '',
          branchOutletId: values.branchId,
          roomId: values.roomId,
          organizationId,
        }),
      );
      setEditOpen(false);
      setDone(roomBookingUpdatedMessage);
    } catch (cause) {
      setFailure(messageWithoutField(cause));
    }
  };

  const showEmployeePicker =
    mode === 'create' &&
    (viewer.isAdmin || Boolean(settings?.staffMayBookForOthers) || !viewer.self);
  const popoverContent = draft ? (
    <DraftPopover
      draft={draft}
      onChange={changeShownDraft}
      now={zoneNow}
      timeZone={timeZone}
      rooms={rooms}
      roomSelectable={dayView && mode === 'create'}
      maxDaysAhead={settings?.maxDaysAhead}
      maxDurationMinutes={settings?.maxDurationMinutes}
      pickEmployee={showEmployeePicker}
      knownEmployee={viewer.self}
      employeeId={employeeId}
      onEmployeeChange={setEmployeeId}
      mode={mode}
      pending={create.isPending}
      onCancel={cancelDraft}
      onConfirm={
        mode === 'create'
          ? bookDraft
          : () => {
              setPopoverOpen(false);
              setEditOpen(true);
            }
      }
    />
  ) : null;

  const title =
    mode === 'create' ? 'New Room Booking' : viewOnly ? 'View Room Booking' : 'Edit Room Booking';
  const weekWithoutRoom = applied !== null && !dayView && !applied.roomId;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Room Booking', to: listPath }, { label: title }]}
        title={title}
        action={
          booking && (
            <Button
              variant="light"
              leftSection={viewOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
              onClick={() => setEditOpen(true)}
            >
              {viewOnly ? 'Booking details' : 'Edit details'}
            </Button>
          )
        }
      />
      <BookingFilters
        values={filters}
        onOrganization={(organizationId) =>
          setFilters({ organizationId, branchId: null, roomId: null })
        }
        onBranch={(branchId) => setFilters((current) => ({ ...current, branchId, roomId: null }))}
        onRoom={(roomId) => setFilters((current) => ({ ...current, roomId }))}
        organizations={organizations.data}
        branches={branches.data}
        rooms={filterRooms.data}
        dayView={dayView}
        searched={applied !== null}
        onSearch={search}
        onBack={() => navigate(listPath)}
        onRoomInfo={() => setRoomInfoOpen(true)}
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
            <Group gap={6} c="dimmed">
              <IconWorld size={16} />
              <Text size="sm">
                Times in {gmtOffset(timeZone)} ({timeZone})
                {!dayView && applied.roomId && (
                  <>
                    {' · '}
                    <Text span fw={600} c="dark">
                      {rooms.find((room) => room.id === applied.roomId)?.name ?? ''}
                    </Text>
                  </>
                )}
              </Text>
            </Group>
            <Legend isAdmin={viewer.isAdmin} editing={mode === 'edit'} />
          </Group>
          {weekWithoutRoom && (
            <Alert color="yellow" mb="sm">
              Choose a room and press Search to see its week, or switch to the day view.
            </Alert>
          )}
          {bookings.error && (
            <Alert color="red" mb="sm">
              {bookings.error.message}
            </Alert>
          )}
          {dayView && rooms.length === 0 && appliedRooms.isFetched && (
            <Alert color="gray" mb="sm">
              This branch/outlet has no rooms to book.
            </Alert>
          )}
          <BookingCalendar
            view={view}
            onViewChange={(next) => {
              setView(next);
              if (next === 'day' && mode === 'create') setPopoverOpen(false);
            }}
            date={date}
            onDateChange={setDate}
            entries={entries}
            rooms={rooms}
            now={now}
            selectable={!viewOnly}
            onSlot={onSlot}
            onEntry={onEntry}
            draftPopover={{ opened: popoverOpen && !viewOnly, content: popoverContent }}
            focusHour={
              edited ? Math.max(0, Number(edited.original.start.slice(0, 2)) - 1) : undefined
            }
          />
        </Paper>
      )}
      <RoomInfoModal
        roomId={filters.roomId}
        organizationId={orgOf(filters) ?? ownOrganizationId}
        opened={roomInfoOpen}
        onClose={() => setRoomInfoOpen(false)}
      />
      {booking && (
        <EditBookingModal
          opened={editOpen}
          onClose={() => setEditOpen(false)}
          readOnly={viewOnly}
          employeeName={booking.employeeName ?? viewer.user?.name ?? ''}
          initial={editInitial}
          ownOrganizationId={ownOrganizationId}
          now={zoneNow}
          timeZone={timeZone}
          maxDaysAhead={settings?.maxDaysAhead}
          maxDurationMinutes={settings?.maxDurationMinutes}
          saving={update.isPending}
          onSave={saveEdit}
        />
      )}
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={done !== null}
        message={done ?? ''}
        actionLabel={done === roomBookedMessage ? 'Back to room Booking' : 'Done'}
        onClose={() => navigate(listPath)}
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
        <Alert color="red">{error.message}</Alert>
      </Stack>
    );
  }
  if (isPending || viewer.isPending) return <LoadingSpinner />;
  const ended = dayjs(data.endsAt).isBefore(dayjs());
  const changeable = data.bookingStatus === 'Booked' && !ended && (data.isMine || viewer.isAdmin);
  const viewOnly = search.get('type') === 'view' || !changeable;
  return <BookingScreen key={data.id} audience={audience} booking={data} viewOnly={viewOnly} />;
}
