// What leave hands to the modules above it. Leave sits below desk booking in the module order,
// so it cannot call desk booking: desk booking passes its work in as a port (app.ts wires it).
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
 * Port: what happens to a person's bookings when their leave is approved (or approved leave is
 * moved). It runs inside the approval's transaction, with the approver's context, so it commits or
 * rolls back with the approval; it answers the outbox ids of the mails it queued there, which the
 * caller hands to the mail job once the transaction committed.
 */
export type ReleaseBookingsOnLeave = (
  tx: Db,
  ctx: TenantContext,
  leave: ApprovedLeave,
) => Promise<string[]>;
