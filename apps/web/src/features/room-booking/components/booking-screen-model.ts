// The room booking screen's pure parts: the filters' defaults and the calendar's blocks.
import type { RoomBooking } from '@tembusu/contracts/room-booking';
import type { BookingOrganization, BranchOption } from '../api/rooms';
import type { CalendarEntry } from './booking-calendar';
import { type Draft, withDraft } from './booking-draft';
import { allOrganizations, type FilterValues } from './booking-filters';
import { calendarEnd, floating, rangeOf } from './booking-time';

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

/**
 * Bookings and the draft as calendar blocks, in the rooms shown. Whose a booking is shows only
 * where the server names the booker (their own, ones they made, any for admins); the rest read
 * Booked.
 */
export function calendarEntries(args: {
  bookings: RoomBooking[];
  draft: Draft | null;
  shownRooms: Set<string | null | undefined>;
  timeZone: string;
  booking?: RoomBooking;
  viewOnly: boolean;
}): CalendarEntry[] {
  const { shownRooms, timeZone, booking, viewOnly } = args;
  return withDraft(args.bookings, args.draft).flatMap(({ booking: item, draft: shown, kind }) => {
    if (item) {
      const start = floating(item.startsAt, timeZone);
      const entry: CalendarEntry = {
        id: item.id,
        start,
        end: calendarEnd(start, floating(item.endsAt, timeZone)),
        roomId: item.roomId,
        title: item.employeeName ?? 'Booked',
        kind: kind === 'moved' ? 'moved' : item.mayChange ? 'mine' : 'booked',
        note: kind === 'moved' ? 'Moving' : null,
      };
      return shownRooms.has(entry.roomId) ? [entry] : [];
    }
    if (!shown) return [];
    const { start, end } = rangeOf(shown);
    // The booking opened here, under its booker's name when the viewer may know it.
    const title = booking ? (booking.employeeName ?? 'Booked') : 'New booking';
    const entry: CalendarEntry = {
      id: 'draft',
      start,
      end: calendarEnd(start, end),
      roomId: shown.roomId,
      title,
      kind: kind === 'changed' ? 'changed' : 'draft',
      // An edited booking: Editing in place, or its new time once moved.
      note: kind === 'changed' ? (viewOnly ? 'Viewing' : 'Editing') : booking ? 'New time' : null,
    };
    return shownRooms.has(entry.roomId) ? [entry] : [];
  });
}
