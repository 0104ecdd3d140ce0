import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { describe, expect, it } from 'vitest';
import { scheduleRows, shortPeriod } from './schedule-grid';

const at = (deskName: string, date: string, from: string, period: DeskBooking['period']) =>
  ({
    id: `${deskName}-${date}-${from}`,
    deskId: deskName,
    deskName,
    workspaceName: 'Level 20',
    branchOutletName: 'HQ',
    date,
    from,
    to: '18:00',
    period,
  }) as DeskBooking;

describe("the schedule's week grid", () => {
  it('has a row per desk in natural order, its bookings by date and time', () => {
    const rows = scheduleRows([
      at('R-10', '2026-03-02', '09:00', 'fullDay'),
      at('R-2', '2026-03-03', '13:30', 'afternoon'),
      at('R-2', '2026-03-03', '09:00', 'morning'),
    ]);
    expect(rows.map((row) => row.deskName)).toEqual(['R-2', 'R-10']);
    expect(rows[0]?.byDate['2026-03-03']?.map((b) => b.from)).toEqual(['09:00', '13:30']);
  });

  it('names the part of the day in the grid', () => {
    expect(shortPeriod({ period: 'fullDay', from: '09:00', to: '18:00' })).toBe('Full day');
    expect(shortPeriod({ period: 'morning', from: '09:00', to: '13:30' })).toBe('Morning');
    expect(shortPeriod({ period: 'timeRange', from: '10:00', to: '12:00' })).toBe('10:00–12:00');
  });
});
