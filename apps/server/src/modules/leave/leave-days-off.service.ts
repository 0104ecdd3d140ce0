// Approved leave by day, for the modules above leave that plan around people's absence (desk
// booking refuses a desk on a day of leave).
import type { Db } from '../../db/client.js';
import { leaveRequestsOf, listLeaveTypes } from './leave.repository.js';
import { daysOffOf, type LeaveDayOff } from './leave-days.js';

export type ApprovedLeaveDay = LeaveDayOff & { leaveTypeName: string; requestId: string };

/**
 * The days of approved leave between two dates, per person, each whole or the half taken, with
 * the type's name; inside the caller's transaction. Only the days the requests count: a rest day
 * or public holiday the type skips is no day of leave.
 */
export async function approvedLeaveDaysOf(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, ApprovedLeaveDay[]>> {
  const requests = await leaveRequestsOf(tx, organizationId, {
    employeeIds,
    from: range.from,
    to: range.to,
    statuses: ['approved'],
  });
  const days = new Map<string, ApprovedLeaveDay[]>();
  if (requests.length === 0) return days;
  const names = new Map(
    (await listLeaveTypes(tx, organizationId)).map((type) => [type.id, type.name]),
  );
  for (const request of requests) {
    const list = days.get(request.employeeId) ?? [];
    for (const day of daysOffOf(request)) {
      if (day.date < range.from || day.date > range.to) continue;
      list.push({
        ...day,
        leaveTypeName: names.get(request.leaveTypeId) ?? 'leave',
        requestId: request.id,
      });
    }
    list.sort((a, b) => a.date.localeCompare(b.date));
    days.set(request.employeeId, list);
  }
  return days;
}
