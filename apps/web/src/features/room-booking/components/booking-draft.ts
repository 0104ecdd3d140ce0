// The booking being made or changed on the calendar (spec section 4, Booking): a click on a free
// slot makes a new draft, and only one is kept; an existing booking being edited is a changed
// draft until saved, and a new draft once its date, time or room differ from what was booked.
import { minutesOf, timeOf } from '@tembusu/contracts/booking-time';
import { defaultEnd, type LocalSpan } from './booking-time';

/** Where a booking sits: its local span and its room. */
export type BookingPlace = LocalSpan & { roomId: string };

export type Draft = BookingPlace & {
  /** The booking being edited, or null for a new one. */
  bookingId: string | null;
  /** A new draft (a new booking, or an edited one moved in date, time or room). */
  isNew: boolean;
};

/** The booking under edit, as it was booked. */
export type EditedBooking = { bookingId: string; original: BookingPlace };

export const samePlace = (a: BookingPlace, b: BookingPlace): boolean =>
  a.date === b.date && a.start === b.start && a.end === b.end && a.roomId === b.roomId;

/** The draft for an existing booking before anything has changed. */
export function editingDraft(edited: EditedBooking): Draft {
  return { ...edited.original, bookingId: edited.bookingId, isNew: false };
}

/**
 * A click on a free slot: the one new draft there, replacing any earlier one. In edit mode the
 * booking under edit moves there instead.
 */
export function placeDraft(place: BookingPlace, edited?: EditedBooking | null): Draft {
  if (!edited) return { ...place, bookingId: null, isNew: true };
  return { ...place, bookingId: edited.bookingId, isNew: !samePlace(place, edited.original) };
}

/** The end after the start moves: the same length, up to the end of the day. */
export function endAfterMove(span: LocalSpan, start: string): string {
  const length = minutesOf(span.end) - minutesOf(span.start);
  if (length <= 0) return defaultEnd(start);
  return timeOf(Math.min(minutesOf(start) + length, 24 * 60));
}

/**
 * A change to the draft's date, time or room from the popover or the edit modal. A moved start
 * keeps the booking's length.
 */
export function changeDraft(
  draft: Draft,
  changes: Partial<BookingPlace>,
  edited?: EditedBooking | null,
): Draft {
  const next = { ...draft, ...changes };
  if (changes.start && !changes.end) next.end = endAfterMove(draft, changes.start);
  if (edited && draft.bookingId === edited.bookingId) {
    next.isNew = !samePlace(next, edited.original);
  }
  return next;
}

/** What the calendar shows for one booking or draft. */
export type CalendarEntryKind = 'booked' | 'mine' | 'draft' | 'changed' | 'moved';

/**
 * The bookings with the draft laid over them: a new booking's draft is added; an edited booking
 * is shown as changed in place, or, once moved, faded where it was with the new draft beside it.
 */
export function withDraft<T extends { id: string }>(
  bookings: readonly T[],
  draft: Draft | null,
): { booking: T | null; draft: Draft | null; kind: 'booking' | CalendarEntryKind }[] {
  const entries: {
    booking: T | null;
    draft: Draft | null;
    kind: 'booking' | CalendarEntryKind;
  }[] = [];
  for (const booking of bookings) {
    if (draft?.bookingId === booking.id) {
      if (draft.isNew) entries.push({ booking, draft: null, kind: 'moved' });
      continue;
    }
    entries.push({ booking, draft: null, kind: 'booking' });
  }
  if (draft) {
    entries.push({
      booking: null,
      draft,
      kind: draft.bookingId && !draft.isNew ? 'changed' : 'draft',
    });
  }
  return entries;
}
