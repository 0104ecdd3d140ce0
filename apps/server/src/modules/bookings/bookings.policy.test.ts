import { describe, expect, it } from 'vitest';
import {
  answersForBooking,
  bookingsOfEmployee,
  requireChangeableBooking,
  requireMayBookFor,
} from './bookings.policy.js';

const admin = { isAdmin: true, accountId: 'admin-account' };
const staff = { isAdmin: false, accountId: 'staff-account' };
const self = 'staff-employee';
const forSelf = { employeeId: self, bookedByAccountId: 'admin-account' };
const madeForColleague = { employeeId: 'colleague', bookedByAccountId: 'staff-account' };
const colleagues = { employeeId: 'colleague', bookedByAccountId: 'colleague-account' };

/** What a rule did: allowed, or refused with the answer's status and message. */
function outcome(rule: () => void) {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return `${statusCode} ${message}`;
  }
}

describe('who answers for a booking', () => {
  it.each([
    { who: 'an admin, for a colleague', viewer: admin, booking: colleagues, answers: true },
    { who: 'staff, booked for them', viewer: staff, booking: forSelf, answers: true },
    { who: 'staff, who made it', viewer: staff, booking: madeForColleague, answers: true },
    { who: "staff, a colleague's", viewer: staff, booking: colleagues, answers: false },
  ])('$who: $answers', ({ viewer, booking, answers }) => {
    expect(answersForBooking(viewer, self, booking)).toBe(answers);
  });

  it('a viewer who is no employee answers only for what they made', () => {
    expect(answersForBooking(staff, null, forSelf)).toBe(false);
    expect(answersForBooking(staff, null, madeForColleague)).toBe(true);
  });
});

describe('changing or cancelling a booking', () => {
  it.each([
    {
      who: 'an admin, a colleague’s',
      viewer: admin,
      booking: colleagues,
      status: 'Booked',
      expected: 'allowed',
    },
    {
      who: 'staff, their own',
      viewer: staff,
      booking: forSelf,
      status: 'Booked',
      expected: 'allowed',
    },
    {
      who: 'staff, one they made',
      viewer: staff,
      booking: madeForColleague,
      status: 'Booked',
      expected: 'allowed',
    },
    {
      who: "staff, a colleague's",
      viewer: staff,
      booking: colleagues,
      status: 'Booked',
      expected: '403 You can change your own bookings only',
    },
    {
      who: "staff, a colleague's cancelled one",
      viewer: staff,
      booking: colleagues,
      status: 'Cancelled',
      expected: '403 You can change your own bookings only',
    },
    {
      who: 'staff, their own cancelled one',
      viewer: staff,
      booking: forSelf,
      status: 'Cancelled',
      expected: '409 Only a booking that stands can be changed',
    },
    {
      who: 'an admin, a released one',
      viewer: admin,
      booking: colleagues,
      status: 'Released',
      expected: '409 Only a booking that stands can be changed',
    },
  ])('$who: $expected', ({ viewer, booking, status, expected }) => {
    expect(outcome(() => requireChangeableBooking(viewer, self, { ...booking, status }))).toBe(
      expected,
    );
  });
});

describe('booking for someone', () => {
  it.each([
    {
      who: 'an admin, a room for a colleague',
      viewer: admin,
      kind: 'rooms',
      others: false,
      employeeId: 'colleague',
      expected: 'allowed',
    },
    {
      who: 'staff, a room for themselves',
      viewer: staff,
      kind: 'rooms',
      others: false,
      employeeId: self,
      expected: 'allowed',
    },
    {
      who: 'staff, a room for a colleague',
      viewer: staff,
      kind: 'rooms',
      others: false,
      employeeId: 'colleague',
      expected: '403 You can book rooms for yourself only',
    },
    {
      who: 'staff, a room for a colleague where allowed',
      viewer: staff,
      kind: 'rooms',
      others: true,
      employeeId: 'colleague',
      expected: 'allowed',
    },
    {
      who: 'an admin, a desk for a colleague',
      viewer: admin,
      kind: 'desks',
      others: false,
      employeeId: 'colleague',
      expected: 'allowed',
    },
    {
      who: 'staff, a desk for themselves',
      viewer: staff,
      kind: 'desks',
      others: false,
      employeeId: self,
      expected: 'allowed',
    },
    {
      who: 'staff, a desk for a colleague',
      viewer: staff,
      kind: 'desks',
      others: false,
      employeeId: 'colleague',
      expected: '403 You can book desks for yourself only',
    },
  ] as const)('$who: $expected', ({ viewer, kind, others, employeeId, expected }) => {
    expect(
      outcome(() =>
        requireMayBookFor(viewer, self, employeeId, { kind, staffMayBookForOthers: others }),
      ),
    ).toBe(expected);
  });
});

describe('a list filtered on an employee', () => {
  it.each([
    { who: 'no filter', viewer: staff, employeeId: undefined, scope: {} },
    {
      who: 'an admin, on a colleague',
      viewer: admin,
      employeeId: 'colleague',
      scope: { employeeId: 'colleague' },
    },
    { who: 'staff, on themselves', viewer: staff, employeeId: self, scope: { employeeId: self } },
    {
      who: 'staff, on a colleague: only what they made for them',
      viewer: staff,
      employeeId: 'colleague',
      scope: { employeeId: 'colleague', bookedByAccountId: 'staff-account' },
    },
  ])('$who', ({ viewer, employeeId, scope }) => {
    expect(bookingsOfEmployee(viewer, self, employeeId)).toEqual(scope);
  });
});
