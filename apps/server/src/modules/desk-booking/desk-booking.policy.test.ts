import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '../organization/work-schedule.js';
import { requireDeskOpenTo, requireMayCheckIn, requireNotOnLeave } from './desk-booking.policy.js';

/** What a rule did: allowed, or refused with the answer's status, field and message. */
function outcome(rule: () => void) {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const { statusCode, field, message } = error as {
      statusCode: number;
      field?: string;
      message: string;
    };
    return [statusCode, field, message].filter(Boolean).join(' ');
  }
}

describe('checking in to a desk booking', () => {
  const booking = {
    employeeId: 'booked-for',
    status: 'Booked',
    startsAt: new Date('2026-11-24T01:00:00Z'),
    endsAt: new Date('2026-11-24T05:00:00Z'),
  };

  it.each([
    { case: 'the person, at the start', self: 'booked-for', now: '01:00', expected: 'allowed' },
    {
      case: 'the person, as check-in opens',
      self: 'booked-for',
      now: '00:45',
      expected: 'allowed',
    },
    {
      case: 'the person, a minute before the end',
      self: 'booked-for',
      now: '04:59',
      expected: 'allowed',
    },
    {
      case: 'the person, before check-in opens',
      self: 'booked-for',
      now: '00:44',
      expected: '409 Check-in opens 15 minutes before the booking starts',
    },
    {
      case: 'the person, at the end',
      self: 'booked-for',
      now: '05:00',
      expected: '409 This booking has ended',
    },
    {
      case: 'whoever made it for them',
      self: 'booker',
      now: '01:00',
      expected: '403 Only the person a desk is booked for checks in',
    },
    {
      case: 'someone who is no employee',
      self: null,
      now: '01:00',
      expected: '403 Only the person a desk is booked for checks in',
    },
    {
      case: 'the person, a released booking',
      self: 'booked-for',
      now: '01:00',
      status: 'Released',
      expected: '409 This booking no longer stands: book the desk again',
    },
    {
      case: 'the person, a cancelled booking before check-in opens',
      self: 'booked-for',
      now: '00:00',
      status: 'Cancelled',
      expected: '409 This booking no longer stands: book the desk again',
    },
  ])('$case: $expected', ({ self, now, status, expected }) => {
    const at = new Date(`2026-11-24T${now}:00Z`);
    expect(
      outcome(() => requireMayCheckIn(at, self, { ...booking, status: status ?? 'Booked' })),
    ).toBe(expected);
  });
});

describe('taking a desk', () => {
  it.each([
    { case: 'an open desk', assigned: null, name: null, expected: 'allowed' },
    { case: 'the desk fixed to them', assigned: 'me', name: 'Me', expected: 'allowed' },
    {
      case: "a colleague's fixed desk",
      assigned: 'colleague',
      name: 'Siti Rahman',
      expected: '400 deskId deskId: this desk is fixed to Siti Rahman',
    },
    {
      case: 'a fixed desk whose holder has no name',
      assigned: 'colleague',
      name: null,
      expected: '400 deskId deskId: this desk is fixed to another employee',
    },
  ])('$case: $expected', ({ assigned, name, expected }) => {
    expect(
      outcome(() =>
        requireDeskOpenTo({ assignedEmployeeId: assigned, assignedEmployeeName: name }, 'me'),
      ),
    ).toBe(expected);
  });
});

// Tuesday 24 November 2026 on the default schedule: the morning is 09:00–13:30, the afternoon
// 13:30–18:00.
describe('a desk on a day of approved leave', () => {
  const leave = (part: 'full' | 'AM' | 'PM') => ({
    date: '2026-11-24',
    part,
    leaveTypeName: 'Annual leave',
  });
  it.each([
    { case: 'no leave that day', part: null, from: '09:00', to: '18:00', expected: 'allowed' },
    {
      case: 'the whole day on a day of leave',
      part: 'full',
      from: '09:00',
      to: '18:00',
      expected:
        '409 Tan Wei Ming is on Annual leave on 11/24/2026: no desk can be booked on a day of approved leave.',
    },
    {
      case: 'an hour in the evening on a day of leave',
      part: 'full',
      from: '19:00',
      to: '20:00',
      expected:
        '409 Tan Wei Ming is on Annual leave on 11/24/2026: no desk can be booked on a day of approved leave.',
    },
    {
      case: 'the morning, on leave in the morning',
      part: 'AM',
      from: '09:00',
      to: '13:30',
      expected:
        '409 Tan Wei Ming is on Annual leave in the morning of 11/24/2026: book a desk for the afternoon instead.',
    },
    {
      case: 'an hour within the afternoon, on leave in the afternoon',
      part: 'PM',
      from: '14:00',
      to: '15:00',
      expected:
        '409 Tan Wei Ming is on Annual leave in the afternoon of 11/24/2026: book a desk for the morning instead.',
    },
    {
      case: 'the afternoon, on leave in the morning',
      part: 'AM',
      from: '13:30',
      to: '18:00',
      expected: 'allowed',
    },
    {
      case: 'the whole day, on leave in the morning: the afternoon is worked',
      part: 'AM',
      from: '09:00',
      to: '18:00',
      expected: 'allowed',
    },
    {
      case: 'a range across noon, on leave in the afternoon',
      part: 'PM',
      from: '12:00',
      to: '15:00',
      expected: 'allowed',
    },
  ] as const)('$case: $expected', ({ part, from, to, expected }) => {
    expect(
      outcome(() =>
        requireNotOnLeave(
          'Tan Wei Ming',
          part ? leave(part) : undefined,
          { from, to },
          defaultWorkingHours,
        ),
      ),
    ).toBe(expected);
  });
});
