import { wallClock } from '@tembusu/contracts/booking-time';
import type { DeskBooking, DeskSettings } from '@tembusu/contracts/desk-booking';
import { periodOf } from '@tembusu/contracts/desk-periods';
import type { WorkingHours } from '@tembusu/contracts/organization';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { answersForBooking } from '../bookings/bookings.policy.js';
import type { Viewer } from '../bookings/viewer.js';
import { ownEmployee } from '../employees/employees.service.js';
import { workingHoursIn } from '../organization/organization.service.js';
import { type DeskBookingRow, findDeskBooking } from './desk-booking.repository.js';
import { deskSettingsIn } from './desk-settings.service.js';

/** What showing desk bookings to a viewer needs: who they are and the organisation's rules. */
export type ViewingContext = {
  self: { employeeId: string | null };
  schedule: WorkingHours;
  settings: DeskSettings;
};

export async function viewingContext(tx: Db, viewer: Viewer): Promise<ViewingContext> {
  const self = await ownEmployee(tx, viewer);
  return {
    self: { employeeId: self?.id ?? null },
    schedule: await workingHoursIn(tx, viewer.organizationId),
    settings: await deskSettingsIn(tx, viewer.organizationId),
  };
}

/** A desk booking as the viewer may see it: whose it is only when they answer for it. */
export function deskBooking(
  row: DeskBookingRow,
  viewer: Viewer,
  context: ViewingContext,
): DeskBooking {
  const start = wallClock(row.startsAt, row.branchTimeZone);
  const end = wallClock(row.endsAt, row.branchTimeZone, true);
  const isMine = row.employeeId === context.self.employeeId;
  const named = answersForBooking(viewer, context.self.employeeId, row);
  const window = context.settings.checkInMinutes;
  return {
    id: row.id,
    deskId: row.deskId,
    deskName: row.deskName,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    branchOutletId: row.branchId,
    branchOutletName: row.branchName,
    date: start.date,
    from: start.time,
    to: end.time,
    period: periodOf(context.schedule, start.date, { from: start.time, to: end.time }),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    // When someone arrived is as much theirs as their name: only those who answer for it see it.
    checkedInAt: named ? (row.checkedInAt?.toISOString() ?? null) : null,
    checkInBy:
      named && window !== null
        ? new Date(row.startsAt.getTime() + window * 60_000).toISOString()
        : null,
    employeeId: named ? row.employeeId : null,
    employeeName: named ? row.employeeName : null,
    isMine,
  };
}

/** One desk booking, read again after a change, as the viewer sees it. */
export async function presentedDeskBooking(tx: Db, viewer: Viewer, id: string) {
  const row = await findDeskBooking(tx, viewer.organizationId, id);
  if (!row) throw notFound('Desk booking');
  return deskBooking(row, viewer, await viewingContext(tx, viewer));
}
