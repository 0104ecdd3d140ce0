// The desk booking screen's state, queries and mutations: the date, branch, floor, period and
// person chosen (each falling back to its default while nothing is chosen), the desks' states for
// that choice, and booking a desk (once the person confirms what a click would book) or moving one.
import {
  type DeskAvailability,
  type DeskBooking,
  type DeskPeriod,
  deskBookedMessage,
} from '@tembusu/contracts/desk-booking';
import { allowedPeriods, periodTimes, type TimeSpan } from '@tembusu/contracts/desk-periods';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { useWorkingHours } from '../../organization';
import {
  useBookDesk,
  useChangeDeskBooking,
  useDeskAvailability,
  useDeskBranches,
  useDeskSettings,
  useWorkspaces,
} from '../api/desk-booking';
import type { BookingToConfirm } from '../components/book-desk-dialog';
import type { PeriodChoice } from '../components/booking-choices';
import { readableError } from '../components/desk-errors';
import { type DeskState, deskStateFor } from '../components/desk-states';
import { addDays, todayIn } from '../components/desk-time';
import { overlaps, periodLabels } from '../components/periods';
import { type Audience, bookingListPath } from './paths';

/** The desk as this screen treats it: the booking being edited does not hold its own desk. */
export function withoutBooking(
  desk: DeskAvailability,
  bookingId: string | undefined,
): DeskAvailability {
  if (!bookingId || !desk.bookings.some((b) => b.id === bookingId)) return desk;
  const others = desk.bookings.filter((b) => b.id !== bookingId);
  const state: DeskState =
    desk.state !== 'mine' || others.some((b) => b.isMine)
      ? desk.state
      : others.length > 0
        ? 'booked'
        : 'free';
  return { ...desk, bookings: others, state };
}

/** The period offered: the one chosen while the day allows it, else the first the day allows. */
export function periodFor(choices: PeriodChoice[], chosen: DeskPeriod): DeskPeriod {
  return (
    choices.find((c) => c.period === chosen && !c.disabled)?.period ??
    choices.find((c) => !c.disabled)?.period ??
    chosen
  );
}

/** A desk as the plan shows it: its state for the choice, and whether a click does something. */
export type ShownDesk = {
  desk: DeskAvailability;
  state: DeskState;
  selected: boolean;
  clickable: boolean;
};

export type DeskBookingScreenProps = { audience: Audience; booking?: DeskBooking };

/** A booking waiting for the person's yes: what, where, when and (for admins) for whom. */
export type BookingConfirmation = BookingToConfirm & { deskId: string };

export function useDeskBookingScreen({ audience, booking }: DeskBookingScreenProps) {
  const navigate = useNavigate();
  const isAdmin = audience === 'admin';
  const listPath = bookingListPath(audience);
  const settings = useDeskSettings();
  const schedule = useWorkingHours();
  const branches = useDeskBranches();
  const book = useBookDesk();
  const change = useChangeDeskBooking(booking?.id);

  // What the person chose; null is "not chosen", which falls back to a default below.
  const [chosenBranch, setBranch] = useState<string | null>(booking?.branchOutletId ?? null);
  const [chosenWorkspace, setWorkspace] = useState<string | null>(booking?.workspaceId ?? null);
  const [chosenDate, setDate] = useState<string | null>(booking?.date ?? null);
  const [chosenPeriod, setPeriod] = useState<DeskPeriod>(booking?.period ?? 'fullDay');
  const [range, setRange] = useState<{ from: string | null; to: string | null }>(
    booking?.period === 'timeRange'
      ? { from: booking.from, to: booking.to }
      : { from: null, to: null },
  );
  const [bookFor, setBookForId] = useState<string | null>(booking?.employeeId ?? null);
  const [bookForName, setBookForName] = useState<string | null>(booking?.employeeName ?? null);
  // The free desk clicked, waiting for the person to confirm the booking.
  const [pendingDesk, setPendingDesk] = useState<string | null>(null);
  const [selectedDesk, setSelectedDesk] = useState<string | null>(booking?.deskId ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // The first active branch and its first floor until others are chosen.
  const activeBranches = (branches.data ?? []).filter(
    (branch) => branch.isActive || branch.id === booking?.branchOutletId,
  );
  const branch = activeBranches.find((b) => b.id === chosenBranch) ?? activeBranches[0] ?? null;
  const workspaces = useWorkspaces(branch?.id ?? null, Boolean(branch));
  const workspace =
    workspaces.data?.find((w) => w.id === chosenWorkspace) ?? workspaces.data?.[0] ?? null;
  const zone = branch?.timeZone ?? defaultTimeZone;
  const today = todayIn(zone);
  const lastDay = settings.data ? addDays(today, settings.data.maxDaysAhead) : undefined;
  // Today on the branch's calendar until a date is chosen.
  const date = chosenDate ?? today;
  const availability = useDeskAvailability(workspace?.id ?? null, date);

  const nowTime = dayjs().tz(zone).format('HH:mm');
  const minutesNow = dayjs().tz(zone).hour() * 60 + dayjs().tz(zone).minute();
  const choices: PeriodChoice[] = useMemo(
    () =>
      settings.data
        ? allowedPeriods[settings.data.bookingMode].map((period) => {
            const span = periodTimes(schedule.data, date, period);
            const over = period !== 'timeRange' && date === today && span.to <= nowTime;
            return { period, span, disabled: over };
          })
        : [],
    [settings.data, schedule.data, date, today, nowTime],
  );
  // A period today's hours have passed gives way to the next one, without resetting the choice.
  const period = periodFor(choices, chosenPeriod);
  const span: TimeSpan | null =
    period === 'timeRange'
      ? range.from && range.to
        ? { from: range.from, to: range.to }
        : null
      : periodTimes(schedule.data, date, period);
  const periodWords =
    period === 'timeRange'
      ? span
        ? `${span.from} to ${span.to}`
        : 'the time range'
      : `the ${periodLabels[period].toLowerCase()}${span ? ` (${span.from}–${span.to})` : ''}`;
  const pastDate = date < today;
  const needsPerson = isAdmin && !booking && !bookFor;
  const dayOver = choices.length > 0 && choices.every((c) => c.disabled);

  const desks = (availability.data ?? []).map((desk) => withoutBooking(desk, booking?.id));
  const stateOf = (desk: DeskAvailability): DeskState => {
    const state = deskStateFor(desk, span);
    // An admin's bookings for others are theirs, not the admin's.
    if (isAdmin && state === 'mine') return 'booked';
    // An admin booking for the person a desk is fixed to may book it.
    if (state === 'fixed' && isAdmin && desk.assignedEmployeeId === (bookFor ?? undefined)) {
      return deskStateFor({ ...desk, state: desk.bookings.length ? 'booked' : 'free' }, span);
    }
    return state;
  };
  const canBook = Boolean(span) && !pastDate && !needsPerson && !dayOver;

  const shownDesks: ShownDesk[] = desks.map((desk) => {
    const state = stateOf(desk);
    return {
      desk,
      state,
      selected: booking ? desk.id === selectedDesk : false,
      clickable: booking
        ? state === 'free'
        : state === 'mine' || (isAdmin && state === 'booked') || (state === 'free' && canBook),
    };
  });

  const payload = (deskId: string) => ({
    deskId,
    date,
    period,
    from: period === 'timeRange' ? range.from : null,
    to: period === 'timeRange' ? range.to : null,
    employeeId: isAdmin ? (bookFor ?? booking?.employeeId ?? null) : null,
  });

  const clickDesk = async (deskId: string) => {
    const desk = desks.find((d) => d.id === deskId);
    if (!desk) return;
    const state = stateOf(desk);
    if (booking) {
      setSelectedDesk(deskId);
      return;
    }
    if (state === 'mine' || (isAdmin && state === 'booked')) {
      // Your own booking, or (for admins) whoever's is there: open it.
      const shown =
        desk.bookings.find((b) => b.isMine && !isAdmin) ??
        desk.bookings.find((b) => !span || overlaps(b, span)) ??
        desk.bookings[0];
      if (shown) navigate(`${listPath}/view/${shown.id}`);
      return;
    }
    if (state !== 'free' || !canBook || book.isPending) return;
    // Nothing is booked until the person has seen what and said yes.
    setPendingDesk(deskId);
  };

  const pending = pendingDesk ? desks.find((d) => d.id === pendingDesk) : undefined;
  /** What a confirmation books: the desk, where, the day and the times. */
  const confirmation: BookingConfirmation | null =
    pending && span
      ? {
          deskId: pending.id,
          deskName: pending.name,
          features: pending.features,
          workspaceName: workspace?.name ?? '',
          branchName: branch?.name ?? '',
          date,
          period,
          span,
          forName: isAdmin ? bookForName : null,
        }
      : null;

  const confirmBooking = async () => {
    if (!confirmation || book.isPending) return;
    try {
      await book.mutateAsync(payload(confirmation.deskId));
      setPendingDesk(null);
      setSuccess(deskBookedMessage);
    } catch (cause) {
      setPendingDesk(null);
      setFailure(readableError(errorMessage(cause)));
    }
  };

  const save = async () => {
    if (!selectedDesk) return;
    try {
      await change.mutateAsync(payload(selectedDesk));
      setSuccess('Your desk booking has been updated.');
    } catch (cause) {
      setFailure(readableError(errorMessage(cause)));
    }
  };

  const counts = shownDesks.reduce<Partial<Record<DeskState, number>>>((all, { state }) => {
    all[state] = (all[state] ?? 0) + 1;
    return all;
  }, {});
  const freeDesks = shownDesks
    .filter(({ state }) => state === 'free')
    .map(({ desk }) => desk)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const dayBookings = desks
    .flatMap((desk) => desk.bookings)
    .filter((b) => b.status === 'Booked' && (isAdmin || b.isMine))
    .sort((a, b) => a.from.localeCompare(b.from) || a.deskName.localeCompare(b.deskName));

  let hint: string;
  if (pastDate) hint = 'That day has passed: choose today or a later date.';
  else if (dayOver) hint = "This day's booking hours are over: choose a later date.";
  else if (needsPerson) hint = 'Choose who the desk is for, then click a free desk.';
  else if (!span) hint = 'Choose a start and an end, then click a free desk.';
  else if (booking)
    hint = `Click a free desk to move the booking there for ${periodWords}, then Save.`;
  else hint = `Click a free desk to book it for ${periodWords}.`;

  return {
    isAdmin,
    listPath,
    loading: settings.isPending || branches.isPending,
    loadError: settings.error ?? branches.error,
    settings: settings.data,
    date,
    today,
    lastDay,
    setDate,
    activeBranches,
    branch,
    // Another branch starts on its own first floor.
    chooseBranch: (id: string | null) => {
      setBranch(id);
      setWorkspace(null);
    },
    workspaces: workspaces.data,
    workspace,
    setWorkspace,
    bookFor,
    setBookFor: (id: string | null, name?: string | null) => {
      setBookForId(id);
      setBookForName(name ?? null);
    },
    choices,
    period,
    setPeriod,
    range,
    setRange,
    /** The first start a time range may take, in minutes: today, the current quarter hour. */
    earliest: date === today ? Math.floor(minutesNow / 15) * 15 : 0,
    span,
    pastDate,
    canBook,
    hint,
    availability,
    shownDesks,
    counts,
    freeDesks,
    dayBookings,
    clickDesk,
    /** The booking a click on a free desk asks the person to confirm, while it asks. */
    confirmation,
    confirmBooking,
    cancelConfirmation: () => {
      if (!book.isPending) setPendingDesk(null);
    },
    /** The desk a booking is being made for, while it is. */
    bookingDeskId: book.isPending ? (book.variables?.deskId ?? null) : null,
    booking: book.isPending,
    selectedDesk,
    chosenDeskName: desks.find((d) => d.id === selectedDesk)?.name ?? booking?.deskName,
    save,
    saving: change.isPending,
    failure,
    clearFailure: () => setFailure(null),
    success,
    closeSuccess: () => {
      setSuccess(null);
      if (booking) navigate(`${listPath}/view/${booking.id}`);
    },
  };
}
