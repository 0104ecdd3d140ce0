import { describe, expect, it } from 'vitest';
import {
  changeDraft,
  type EditedBooking,
  editingDraft,
  placeDraft,
  withDraft,
} from './booking-draft';

const slot = { date: '2026-07-14', start: '10:00', end: '11:00', roomId: 'boardroom' };
const edited: EditedBooking = {
  bookingId: 'b-1',
  original: { date: '2026-07-15', start: '09:00', end: '10:00', roomId: 'boardroom' },
};
const bookings = [{ id: 'b-1' }, { id: 'b-2' }];

describe('drafts', () => {
  it('keep one new draft at a time: a second click moves it', () => {
    const first = placeDraft(slot);
    const second = placeDraft({ ...slot, start: '14:00', end: '15:00' });
    expect(first).toMatchObject({ bookingId: null, isNew: true, start: '10:00' });
    const shown = withDraft(bookings, second);
    expect(shown.filter((entry) => entry.draft)).toHaveLength(1);
    expect(shown.find((entry) => entry.draft)?.draft?.start).toBe('14:00');
  });

  it('show an edited booking as changed in place until its date, time or room change', () => {
    const draft = editingDraft(edited);
    expect(draft.isNew).toBe(false);
    const shown = withDraft(bookings, draft);
    expect(shown.map((entry) => entry.kind)).toEqual(['booking', 'changed']);
  });

  it.each([
    ['date', { date: '2026-07-16' }],
    ['start time', { start: '09:30' }],
    ['end time', { end: '11:00' }],
    ['room', { roomId: 'huddle' }],
  ])('turn an edited booking into a new draft when its %s changes', (_, change) => {
    const draft = changeDraft(editingDraft(edited), change, edited);
    expect(draft).toMatchObject({ bookingId: 'b-1', isNew: true });
    expect(withDraft(bookings, draft).map((entry) => entry.kind)).toEqual([
      'moved',
      'booking',
      'draft',
    ]);
  });

  it('is the changed booking again when moved back to where it was', () => {
    const moved = changeDraft(editingDraft(edited), { date: '2026-07-16' }, edited);
    expect(changeDraft(moved, { date: '2026-07-15' }, edited).isNew).toBe(false);
  });

  it('moves an edited booking to a clicked slot as a new draft', () => {
    expect(placeDraft(slot, edited)).toMatchObject({ bookingId: 'b-1', isNew: true });
    expect(placeDraft(edited.original, edited)).toMatchObject({ isNew: false });
  });

  it('keeps the length when the start moves, up to the end of the day', () => {
    const draft = changeDraft(placeDraft({ ...slot, end: '11:30' }), { start: '12:00' });
    expect(draft).toMatchObject({ start: '12:00', end: '13:30' });
    expect(changeDraft(draft, { start: '23:15' })).toMatchObject({ end: '24:00' });
    expect(changeDraft(draft, { start: '12:15', end: '12:45' })).toMatchObject({ end: '12:45' });
  });
});
