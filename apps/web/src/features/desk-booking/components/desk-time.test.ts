import { describe, expect, it } from 'vitest';
import { checkInText, statusView } from './booking-status';
import { checkInDeadline, checkInState, wallClockOf, weekOf } from './desk-time';

// A Singapore morning: 09:00 there is 01:00 UTC.
const booking = {
  id: 'b1',
  deskId: 'd1',
  deskName: 'R-03',
  workspaceId: 'w1',
  workspaceName: 'Level 20',
  branchOutletId: 'b1',
  branchOutletName: 'HQ',
  date: '2026-03-02',
  from: '09:00',
  to: '13:30',
  period: 'morning' as const,
  startsAt: '2026-03-02T01:00:00.000Z',
  endsAt: '2026-03-02T05:30:00.000Z',
  status: 'Booked' as const,
  checkedInAt: null as string | null,
  checkInBy: '2026-03-02T01:30:00.000Z' as string | null,
  employeeId: 'e1',
  employeeName: 'Tan Wei Ming',
  isMine: true,
};

describe('check-in times on a booking', () => {
  it("reads the deadline on the branch's clock, whatever the browser's zone", () => {
    expect(checkInDeadline(booking)).toBe('09:30');
    expect(checkInDeadline({ ...booking, checkInBy: null })).toBeNull();
    expect(wallClockOf(booking, '2026-03-02T00:50:00.000Z')).toBe('08:50');
  });

  it('says what to do, what was done or what was missed', () => {
    expect(checkInText(booking)).toBe('Check in by 09:30');
    expect(checkInText({ ...booking, checkedInAt: '2026-03-02T01:12:00.000Z' })).toBe(
      'Checked in at 09:12',
    );
    expect(checkInText({ ...booking, status: 'Released' })).toBe('Not checked in by 09:30');
    expect(checkInText({ ...booking, status: 'Cancelled' })).toBeNull();
    expect(checkInText({ ...booking, checkInBy: null })).toBeNull();
  });

  it('labels a released booking Released, and a checked-in one Checked in', () => {
    expect(statusView({ ...booking, status: 'Released' })).toEqual({
      label: 'Released',
      color: 'orange',
    });
    expect(statusView({ ...booking, checkedInAt: '2026-03-02T01:12:00.000Z' }).label).toBe(
      'Checked in',
    );
    expect(statusView(booking).label).toBe('Booked');
    expect(statusView({ ...booking, status: 'Cancelled' }).label).toBe('Cancelled');
  });

  it('opens check-in a quarter of an hour before the start, until the end', () => {
    expect(checkInState(booking, new Date('2026-03-02T00:40:00Z'))).toBe('notYet');
    expect(checkInState(booking, new Date('2026-03-02T00:45:00Z'))).toBe('open');
    expect(checkInState(booking, new Date('2026-03-02T05:30:00Z'))).toBe('closed');
    expect(checkInState({ ...booking, status: 'Released' }, new Date('2026-03-02T01:00:00Z'))).toBe(
      'closed',
    );
    expect(
      checkInState(
        { ...booking, checkedInAt: '2026-03-02T01:05:00Z' },
        new Date('2026-03-02T01:10:00Z'),
      ),
    ).toBe('checkedIn');
  });

  it('lays out a week from Monday to Sunday', () => {
    expect(weekOf('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekOf('2026-03-08')[0]).toBe('2026-03-02');
  });
});
