// The admin schedule's week grid: one row per desk that has bookings, one column per day.
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { periodLabels } from './periods';

export type ScheduleRow = {
  deskId: string;
  deskName: string;
  workspaceName: string;
  branchOutletName: string;
  /** The row's bookings by date, earliest first. */
  byDate: Record<string, DeskBooking[]>;
};

/** Rows sorted by branch, floor and desk name (R-2 before R-10). */
export function scheduleRows(bookings: readonly DeskBooking[]): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  for (const booking of bookings) {
    let row = rows.get(booking.deskId);
    if (!row) {
      row = {
        deskId: booking.deskId,
        deskName: booking.deskName,
        workspaceName: booking.workspaceName,
        branchOutletName: booking.branchOutletName,
        byDate: {},
      };
      rows.set(booking.deskId, row);
    }
    const day = row.byDate[booking.date] ?? [];
    day.push(booking);
    day.sort((a, b) => a.from.localeCompare(b.from));
    row.byDate[booking.date] = day;
  }
  const collator = new Intl.Collator('en', { numeric: true });
  return [...rows.values()].sort(
    (a, b) =>
      collator.compare(a.branchOutletName, b.branchOutletName) ||
      collator.compare(a.workspaceName, b.workspaceName) ||
      collator.compare(a.deskName, b.deskName),
  );
}

/** A booking's part of the day for the grid: 'Morning', or '10:00–12:00' for a time range. */
export function shortPeriod(booking: Pick<DeskBooking, 'period' | 'from' | 'to'>): string {
  return booking.period === 'timeRange'
    ? `${booking.from}–${booking.to}`
    : periodLabels[booking.period];
}
