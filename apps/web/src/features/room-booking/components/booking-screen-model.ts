// The room booking screen's pure parts: the filters' defaults and the calendar's blocks.
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import type { BookingOrganization, BranchOption } from '../api/rooms';
import type { CalendarEntry } from './booking-calendar';
import { type Draft, withDraft } from './booking-draft';
import { allOrganizations, type FilterValues } from './booking-filters';
import { floating, rangeOf } from './booking-time';

/** The organisation a filter narrows to; All (or none yet) is the caller's own. */
export const orgOf = (values: FilterValues | null) =>
  values?.organizationId && values.organizationId !== allOrganizations
    ? values.organizationId
    : null;

/**
 * The filters shown: what the person chose, and where they have not chosen (yet), the first
 * organisation (All when there is none), then its first branch/outlet and that branch's first room.
 * Worked out while rendering from the lists as they load, so nothing waits for an effect.
 */
export function filtersWithDefaults(
  chosen: FilterValues,
  lists: {
    organizations?: BookingOrganization[];
    branches?: BranchOption[];
    rooms?: { id: string }[];
  },
): FilterValues {
  const organizationId =
    chosen.organizationId ||
    (lists.organizations ? (lists.organizations[0]?.id ?? allOrganizations) : '');
  return {
    organizationId,
    branchId: chosen.branchId || lists.branches?.[0]?.id || null,
    roomId: chosen.roomId || lists.rooms?.[0]?.id || null,
  };
}

/** Bookings and the draft as calendar blocks, in the rooms shown. */
export function calendarEntries(args: {
  bookings: RoomBooking[];
  draft: Draft | null;
  shownRooms: Set<string | null | undefined>;
  isAdmin: boolean;
  timeZone: string;
  booking?: RoomBooking;
  viewOnly: boolean;
}): CalendarEntry[] {
  const { shownRooms, isAdmin, timeZone, booking, viewOnly } = args;
  return withDraft(args.bookings, args.draft).flatMap(({ booking: item, draft: shown, kind }) => {
    if (item) {
      const named = item.isMine || isAdmin;
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
  });
}
