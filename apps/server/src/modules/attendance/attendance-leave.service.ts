// Leave approved for days the log already has as absent. The day-end job marks a working day
// without a check-in absent; leave approved for the whole of that day afterwards excuses it, so
// the absence goes, as if the job had read the leave. Leave is below attendance in the module
// order: it reaches this only through the `ClearAbsencesOnLeave` port that app.ts gives it.
import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { approvedLeaveDaysOf } from '../leave/leave-days-off.service.js';
import type { ApprovedLeave, ClearAbsencesOnLeave } from '../leave/leave-ports.js';
import {
  formsAskingAboutAbsence,
  insertAuditEvents,
  updateAudit,
} from './attendance-audits.repository.js';
import { deleteAbsentLogs, lockAbsencesOf, loggedDatesOf } from './attendance-logs.repository.js';
import { wholeLeaveDates } from './attendance-rules.js';

/** What a form about an absence says when leave closes it. */
export const closedByLeaveComment = (leaveTypeName: string) =>
  `Closed: the day is on approved ${leaveTypeName}, so no times are needed`;

/**
 * The `ClearAbsencesOnLeave` port: on the days the approved leave takes whole (with the person's
 * other approved leave, a morning and an afternoon make a whole day), deletes the person's absent
 * logs, never a log with a check-in, and closes the forms still asking them for the times of such
 * a day; inside the approval's transaction. A half day of leave keeps the absence: the other half
 * was to be worked, and the payroll counts the leave against it by halves.
 */
export const clearAbsencesOnLeave: ClearAbsencesOnLeave = async (
  tx: Db,
  ctx: TenantContext,
  leave: ApprovedLeave,
) => {
  const { organizationId } = ctx;
  const employeeId = leave.employee.id;
  const dates = [...new Set(leave.days.map((day) => day.date))].sort();
  const [from] = dates;
  const to = dates[dates.length - 1];
  if (!from || !to) return [];
  // Taken before the leave is read: a day-end run marking absences waits for this approval and
  // reads it, or this approval waits for that run and clears what it marked.
  await lockAbsencesOf(tx, organizationId, 'shared');
  const approved = await approvedLeaveDaysOf(tx, organizationId, [employeeId], { from, to });
  const whole = wholeLeaveDates(approved.get(employeeId) ?? []);
  const covered = dates.filter((date) => whole.has(date));
  if (covered.length === 0) return [];

  for (const log of await deleteAbsentLogs(tx, organizationId, employeeId, covered)) {
    await recordTenantAudit(ctx, tx, 'attendance.absence.cleared', log.id, {
      employeeId,
      workDate: log.workDate,
      because: 'leave approved',
      leaveRequestId: leave.requestId,
    });
  }

  // A day still logged was worked (a check-in): a form about it is about its times, not absence.
  const logged = await loggedDatesOf(tx, organizationId, employeeId, covered);
  const unlogged = covered.filter((date) => !logged.has(date));
  const comment = closedByLeaveComment(leave.leaveTypeName);
  for (const form of await formsAskingAboutAbsence(tx, organizationId, employeeId, unlogged)) {
    await updateAudit(tx, organizationId, form.id, { status: 'Completed', outcome: 'rejected' });
    await insertAuditEvents(tx, [
      {
        organizationId,
        auditId: form.id,
        kind: 'rejected',
        actorAccountId: ctx.accountId,
        times: null,
        comment,
        at: ctx.now,
      },
    ]);
  }
  return [];
};
