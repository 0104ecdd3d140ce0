import type { DeskAvailability, DeskBooking } from '@tembusu/contracts/desk-booking';
import { describe, expect, it } from 'vitest';
import { deskMarkerLabel, deskStateFor, deskStateStyles, legendOrder } from './desk-states';

const booking = (from: string, to: string): DeskBooking => ({
  id: `b-${from}`,
  deskId: 'd1',
  deskName: 'R-03',
  workspaceId: 'w1',
  workspaceName: 'Level 20',
  branchOutletId: 'b1',
  branchOutletName: 'HQ',
  date: '2026-03-02',
  from,
  to,
  period: 'timeRange',
  startsAt: '2026-03-02T01:00:00.000Z',
  endsAt: '2026-03-02T05:30:00.000Z',
  status: 'Booked',
  checkedInAt: null,
  checkInBy: null,
  employeeId: null,
  employeeName: null,
  isMine: false,
});

const desk = (state: DeskAvailability['state'], bookings: DeskBooking[] = []) => ({
  state,
  bookings,
});

describe('desk states on the floor plan', () => {
  it('gives every state its own colour and word', () => {
    expect(Object.keys(deskStateStyles).sort()).toEqual(
      ['booked', 'fixed', 'free', 'maintenance', 'mine'].sort(),
    );
    const colours = legendOrder.map((state) => deskStateStyles[state].color);
    expect(new Set(colours).size).toBe(colours.length);
    expect(legendOrder.map((state) => deskStateStyles[state].label)).toEqual([
      'Free',
      'Yours',
      'Booked',
      'Fixed',
      'Maintenance',
    ]);
  });

  it('lets a click act on free desks and on your own only', () => {
    const clickable = legendOrder.filter((state) => deskStateStyles[state].clickable);
    expect(clickable).toEqual(['free', 'mine']);
    expect(deskStateStyles.free.variant).toBe('filled');
    expect(deskStateStyles.booked.variant).toBe('light');
  });

  it('names a marker by its desk and state', () => {
    expect(deskMarkerLabel('R-03', 'free')).toBe('Desk R-03, free');
    expect(deskMarkerLabel('R-04', 'mine')).toBe('Desk R-04, yours');
    expect(deskMarkerLabel('R-10', 'maintenance')).toBe('Desk R-10, maintenance');
  });

  it('shows a desk booked only in the morning as free for the afternoon', () => {
    const morning = desk('booked', [booking('09:00', '13:30')]);
    expect(deskStateFor(morning, { from: '13:30', to: '18:00' })).toBe('free');
    expect(deskStateFor(morning, { from: '09:00', to: '18:00' })).toBe('booked');
    // No span chosen yet (a time range without times): the day's state.
    expect(deskStateFor(morning, null)).toBe('booked');
  });

  it('keeps the other states whatever the period', () => {
    for (const state of ['free', 'mine', 'fixed', 'maintenance'] as const) {
      expect(deskStateFor(desk(state), { from: '09:00', to: '13:30' })).toBe(state);
    }
  });
});
