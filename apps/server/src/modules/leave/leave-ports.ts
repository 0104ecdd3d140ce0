// What leave hands to the modules above it. Leave sits below attendance and desk booking in the
// module order, so it cannot call them: each passes its work in as a port (app.ts wires them).
import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import type { LeaveDayOff } from './leave-days.js';

export type { LeaveDayOff };

/** A request's leave as approved: whose, of what type, and its days. */
export type ApprovedLeave = {
  requestId: string;
  leaveTypeName: string;
  employee: { id: string; name: string; email: string; isActive: boolean };
  days: LeaveDayOff[];
};

/**
 * Port: what a module above leave does when a person's leave is approved (or approved leave is
 * moved). It runs inside the approval's transaction, with the approver's context, so it commits or
 * rolls back with the approval; it answers the outbox ids of the mails it queued there, which the
 * caller hands to the mail job once the transaction committed.
 */
export type OnLeaveApproved = (
  tx: Db,
  ctx: TenantContext,
  leave: ApprovedLeave,
) => Promise<string[]>;

/** Desk booking's: the person's bookings on the leave are released. */
export type ReleaseBookingsOnLeave = OnLeaveApproved;

/** Attendance's: the absences the leave now excuses are taken off the person's log. */
export type ClearAbsencesOnLeave = OnLeaveApproved;
