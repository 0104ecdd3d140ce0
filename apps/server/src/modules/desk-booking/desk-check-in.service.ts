import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { checkInOpensMinutesBefore } from '@tembusu/contracts/desk-periods';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { updateBooking } from '../bookings/bookings.service.js';
import type { Viewer } from '../bookings/viewer.js';
import { ownEmployee } from '../employees/employees.service.js';
import { requireMayCheckIn } from './desk-booking.policy.js';
import {
  type DeskBookingRow,
  findDesk,
  findDeskBooking,
  listDeskBookings,
} from './desk-booking.repository.js';
import { presentedDeskBooking } from './desk-booking-view.js';

async function checkIn(tx: Db, viewer: Viewer, row: DeskBookingRow): Promise<DeskBooking> {
  const self = await ownEmployee(tx, viewer);
  requireMayCheckIn(viewer.now, self?.id ?? null, row);
  if (!row.checkedInAt) {
    await updateBooking(tx, viewer, row.id, { checkedInAt: viewer.now });
    await recordTenantAudit(viewer, tx, 'desk_booking.checked_in', row.id);
  }
  return presentedDeskBooking(tx, viewer, row.id);
}

export function checkInBooking(viewer: Viewer, id: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const row = await findDeskBooking(tx, viewer.organizationId, id);
    if (!row) throw notFound('Desk booking');
    return checkIn(tx, viewer, row);
  });
}

/** The desk's QR code: checks the caller in to their booking of that desk at this hour. */
export function checkInAtDesk(viewer: Viewer, deskId: string) {
  return withTenant(viewer.db, viewer.organizationId, async (tx) => {
    const self = await ownEmployee(tx, viewer);
    if (!(await findDesk(tx, viewer.organizationId, deskId))) throw notFound('Desk');
    const [row] = self
      ? await listDeskBookings(tx, viewer.organizationId, {
          from: new Date(viewer.now.getTime() - checkInOpensMinutesBefore * 60_000),
          to: new Date(viewer.now.getTime() + checkInOpensMinutesBefore * 60_000),
          employeeId: self.id,
          deskIds: [deskId],
          liveOnly: true,
        })
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'You have no booking of this desk at this time');
    return checkIn(tx, viewer, row);
  });
}
