import type { RoomBooking } from '@tembusu/contracts/room-booking';
import { describe, expect, it } from 'vitest';
import { calendarEntries } from './booking-screen-model';
import { calendarEnd } from './booking-time';

const booking = (changes: Partial<RoomBooking>): RoomBooking => ({
  id: 'k1',
  bookingDate: '2030-03-04',
  bookingDateFrom: '2030-03-04',
  bookingDateTo: '2030-03-04',
  bookingTimeFrom: '02:00',
  bookingTimeTo: '03:00',
  bookingDateFromOrigin: '2030-03-04',
  bookingDateToOrigin: '2030-03-04',
  bookingTimeFromOrigin: '10:00',
  bookingTimeToOrigin: '11:00',
  startsAt: '2030-03-04T02:00:00.000Z',
  endsAt: '2030-03-04T03:00:00.000Z',
  bookingStatus: 'Booked',
  roomId: 'r1',
  roomName: 'Orchid',
  employeeBookedId: null,
  employeeName: null,
  isMine: false,
  mayChange: false,
  branchOutletId: 'b1',
  branchOutletName: 'Raffles Place HQ',
  organizationId: 'org-1',
  ...changes,
});

const base = { draft: null, shownRooms: new Set(['r1']), timeZone: 'Asia/Singapore' };

describe('calendar blocks', () => {
  it("name a booking only where the server does; someone else's reads Booked", () => {
    const mine = booking({
      id: 'mine',
      employeeBookedId: 'e1',
      employeeName: 'Tan Wei Ming',
      isMine: true,
      mayChange: true,
    });
    const theirs = booking({ id: 'theirs' });
    const entries = calendarEntries({ ...base, bookings: [mine, theirs], viewOnly: false });
    expect(entries.map(({ id, title, kind }) => ({ id, title, kind }))).toEqual([
      { id: 'mine', title: 'Tan Wei Ming', kind: 'mine' },
      { id: 'theirs', title: 'Booked', kind: 'booked' },
    ]);
  });

  it("show someone else's booking opened to look at as Booked, not as the viewer's", () => {
    const theirs = booking({ id: 'theirs' });
    const [entry] = calendarEntries({
      ...base,
      bookings: [theirs],
      booking: theirs,
      draft: {
        date: '2030-03-04',
        start: '10:00',
        end: '11:00',
        roomId: 'r1',
        bookingId: 'theirs',
        isNew: false,
      },
      viewOnly: true,
    });
    expect(entry).toMatchObject({ title: 'Booked', kind: 'changed', note: 'Viewing' });
  });

  it('keep a booking to the end of the day on its day, reading 23:59', () => {
    const late = booking({
      startsAt: '2030-03-04T12:00:00.000Z',
      endsAt: '2030-03-04T16:00:00.000Z',
    });
    const [entry] = calendarEntries({ ...base, bookings: [late], viewOnly: false });
    expect(entry?.start).toEqual(new Date(2030, 2, 4, 20, 0));
    expect(entry?.end.getDate()).toBe(4);
    expect([entry?.end.getHours(), entry?.end.getMinutes()]).toEqual([23, 59]);
    // Any other end stays as it is.
    const start = new Date(2030, 2, 4, 9);
    expect(calendarEnd(start, new Date(2030, 2, 4, 10))).toEqual(new Date(2030, 2, 4, 10));
  });
});
