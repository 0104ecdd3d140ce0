// The room booking screen's state, queries and mutations: the filters with their defaults, the
// calendar's week or day, the one draft, and what creating or changing a booking does.
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import { roomBookedMessage, roomBookingUpdatedMessage } from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, messageWithoutField } from '../../../api/http';
import {
  type BookingFilter,
  useBookingViewer,
  useCreateBooking,
  useRoomBookings,
  useUpdateBooking,
} from '../api/bookings';
import {
  useBookableRooms,
  useBookingBranches,
  useBookingOrganizations,
  useBookingSettings,
} from '../api/rooms';
import type { CalendarEntry } from '../components/booking-calendar';
import {
  type BookingPlace,
  changeDraft,
  type Draft,
  type EditedBooking,
  editingDraft,
  placeDraft,
} from '../components/booking-draft';
import { allOrganizations, type FilterValues } from '../components/booking-filters';
import { calendarEntries, filtersWithDefaults, orgOf } from '../components/booking-screen-model';
import {
  bookingPayload,
  floating,
  localSpanOf,
  nowIn,
  spanFromSlot,
  visibleRange,
} from '../components/booking-time';
import type { CalendarView } from '../components/calendar-toolbar';
import type { EditValues } from '../components/edit-booking-modal';
import { useNarrowScreen } from '../components/use-narrow-screen';
import { type Audience, bookingListPath } from './paths';

/** Now, refreshed every half minute so passing hours close on their own. */
function useClock(): Date {
  const [clock, setClock] = useState(() => new Date());
  // Synchronises with the wall clock, outside React: the one effect this screen keeps.
  useEffect(() => {
    const timer = setInterval(() => setClock(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock;
}

export type RoomBookingScreenProps = {
  audience: Audience;
  /** The booking being edited or viewed. */
  booking?: RoomBooking;
  viewOnly?: boolean;
};

export function useRoomBookingScreen({
  audience,
  booking,
  viewOnly = false,
}: RoomBookingScreenProps) {
  const navigate = useNavigate();
  const viewer = useBookingViewer();
  const timeZone = viewer.timeZone;
  const settings = useBookingSettings().data;
  const clock = useClock();
  const mode: 'create' | 'edit' = booking ? 'edit' : 'create';
  const listPath = bookingListPath(audience);
  const ownOrganizationId = viewer.user?.organizationId ?? '';

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

  // What the person chose; '' and null are "not chosen", which the defaults below fill in.
  const [chosen, setChosen] = useState<FilterValues>(
    fromBooking ?? { organizationId: '', branchId: null, roomId: null },
  );
  const [applied, setApplied] = useState<FilterValues | null>(fromBooking);
  // Week is the default; on a phone seven columns are too narrow to read, so there it is the day.
  const narrow = useNarrowScreen();
  const [chosenView, setView] = useState<CalendarView | null>(null);
  const view: CalendarView = chosenView ?? (narrow ? 'day' : 'week');
  const [date, setDate] = useState<Date>(() =>
    booking ? floating(booking.startsAt, timeZone) : floating(new Date(), timeZone),
  );
  const [draft, setDraft] = useState<Draft | null>(edited ? editingDraft(edited) : null);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(Boolean(booking));
  const [roomInfoOpen, setRoomInfoOpen] = useState(false);
  const [chosenEmployeeId, setEmployeeId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The caller's organisation is chosen first; then the first branch and the first room.
  const organizations = useBookingOrganizations();
  const withOrganization = filtersWithDefaults(chosen, { organizations: organizations.data });
  const branches = useBookingBranches(
    orgOf(withOrganization),
    withOrganization.organizationId !== '',
  );
  const withBranch = filtersWithDefaults(withOrganization, { branches: branches.data });
  const filterRooms = useBookableRooms(orgOf(withBranch) ?? ownOrganizationId, withBranch.branchId);
  const filters = filtersWithDefaults(withBranch, { rooms: filterRooms.data });

  const appliedRooms = useBookableRooms(
    orgOf(applied) ?? ownOrganizationId,
    applied?.branchId ?? null,
  );
  const rooms = appliedRooms.data ?? [];
  // Booked for the person signed in until someone else is picked.
  const employeeId = chosenEmployeeId ?? viewer.self?.id ?? null;

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

  const entries = useMemo(
    () =>
      calendarEntries({
        bookings: bookings.data ?? [],
        draft,
        shownRooms: new Set(dayView ? rooms.map((room) => room.id) : [applied?.roomId]),
        timeZone,
        booking,
        viewOnly,
      }),
    [bookings.data, draft, dayView, rooms, applied?.roomId, timeZone, booking, viewOnly],
  );

  const create = useCreateBooking();
  const update = useUpdateBooking(booking?.id);

  // A choice narrows what follows it: a new organisation starts its branch and room afresh.
  const chooseOrganization = (organizationId: string) =>
    setChosen({ organizationId, branchId: null, roomId: null });
  const chooseBranch = (branchId: string | null) =>
    setChosen({ ...filters, branchId, roomId: null });
  const chooseRoom = (roomId: string | null) => setChosen({ ...filters, roomId });

  const search = () => {
    setApplied(filters);
    if (mode === 'create') {
      setDraft(null);
      setPopoverOpen(false);
    }
  };

  const changeView = (next: CalendarView) => {
    setView(next);
    if (next === 'day' && mode === 'create') setPopoverOpen(false);
    // A day searched before its rooms were known (the room filter is off in day view): the week
    // is of the room the filter shows, at the same branch/outlet.
    if (next === 'week' && applied && !applied.roomId && applied.branchId === filters.branchId) {
      setApplied({ ...applied, roomId: filters.roomId });
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
    // A booking of one's own opens to be changed; anyone else's to be seen only.
    if (mode !== 'create') return;
    if (entry.kind === 'mine') navigate(`${listPath}/${entry.id}/edit`);
    if (entry.kind === 'booked') navigate(`${listPath}/${entry.id}/edit?type=view`);
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
    if (!employeeId) {
      setFailure('Choose whom the room is booked for.');
      return;
    }
    try {
      await create.mutateAsync(
        bookingPayload(draft, timeZone, {
          employeeBookedId: employeeId,
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

  // The popover's confirm: book a new draft, or take an edited booking's new time to the modal.
  const confirmDraft =
    mode === 'create'
      ? bookDraft
      : () => {
          setPopoverOpen(false);
          setEditOpen(true);
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

  return {
    mode,
    viewOnly,
    listPath,
    viewer,
    settings,
    timeZone,
    ownOrganizationId,
    /** Now on the viewer's wall clock, and as the calendar's floating date. */
    zoneNow: nowIn(timeZone, clock),
    now: floating(clock, timeZone),
    filters,
    organizations: organizations.data,
    branches: branches.data,
    filterRooms: filterRooms.data,
    chooseOrganization,
    chooseBranch,
    chooseRoom,
    roomInfoOrganizationId: orgOf(filters) ?? ownOrganizationId,
    applied,
    search,
    view,
    dayView,
    changeView,
    date,
    setDate,
    /** The applied branch's rooms: the day view's columns and the popover's choices. */
    rooms,
    noRooms: dayView && rooms.length === 0 && appliedRooms.isFetched,
    weekWithoutRoom: applied !== null && !dayView && !applied.roomId,
    appliedRoomName: rooms.find((room) => room.id === applied?.roomId)?.name ?? '',
    entries,
    bookingsError: bookings.error,
    draft,
    popoverOpen,
    onSlot,
    onEntry,
    changeShownDraft,
    cancelDraft,
    confirmDraft,
    creating: create.isPending,
    showEmployeePicker:
      mode === 'create' &&
      (viewer.isAdmin || Boolean(settings?.staffMayBookForOthers) || !viewer.self),
    employeeId,
    setEmployeeId,
    editOpen,
    openEdit: () => setEditOpen(true),
    closeEdit: () => setEditOpen(false),
    editInitial,
    saveEdit,
    saving: update.isPending,
    focusHour: edited ? Math.max(0, Number(edited.original.start.slice(0, 2)) - 1) : undefined,
    roomInfoOpen,
    openRoomInfo: () => setRoomInfoOpen(true),
    closeRoomInfo: () => setRoomInfoOpen(false),
    failure,
    clearFailure: () => setFailure(null),
    done,
    leave: () => navigate(listPath),
  };
}
