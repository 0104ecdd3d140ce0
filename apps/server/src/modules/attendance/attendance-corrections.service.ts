// Changes to attendance logs and the audit forms that carry them. An admin's change on the log
// pages applies at once and is kept as a completed form; a person's correction request waits on
// a reviewer; a form an admin or the day-end job opens waits first on the employee for their
// times (Pending Employee -> Pending Reviewer -> Completed). Every step is an event with who and
// why, and the log is measured again when a change is applied.
import {
  type AttendanceAudit,
  type AttendanceLog,
  correctionDaysBack,
  type LogTimes,
  type zAttendanceAuditQuery,
  type zAttendanceLogCreateInput,
  type zAttendanceLogEditInput,
  type zAuditAnswerInput,
  type zAuditOpenInput,
  type zAuditReviewInput,
  type zCorrectionRequestInput,
  type zOvertimeDecisionInput,
} from '@tembusu/contracts/attendance';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import { addDays } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { type EmployeeOnRecord, employeeOnRecord } from '../employees/employees.service.js';
import { branchGeofence, checkInBranches } from '../organization/organization.service.js';
import {
  eventsOfAudits,
  findListedAudit,
  insertAudit,
  insertAuditEvents,
  insertAuditUnlessOpen,
  type ListedAuditRow,
  listedAuditsPage,
  lockAudit,
  logTimesOf,
  updateAudit,
} from './attendance-audits.repository.js';
import {
  findAttendanceLogOfDay,
  lockAttendanceLog,
  updateAttendanceLog,
} from './attendance-logs.repository.js';
import {
  dayMonthYear,
  listedLogView,
  ownEmployeeOrRefuse,
  saveLogTimes,
} from './attendance-logs.service.js';
import { correctionDecidedMail, overtimeDecidedMail, timesText } from './attendance-mails.js';
import {
  type AttendanceFollowUps,
  mailTimesAsked,
  staffAttendanceLink,
  withEmployeeMails,
} from './attendance-notices.js';

type Times = { checkInAt: string; checkOutAt: string | null };
type Instants = { checkInAt: Date; checkOutAt: Date | null };
type AuditQuery = z.output<typeof zAttendanceAuditQuery>;

const instantsOf = (times: Times): Instants => ({
  checkInAt: new Date(times.checkInAt),
  checkOutAt: times.checkOutAt ? new Date(times.checkOutAt) : null,
});

/**
 * Refuses times that are not of the work date, or are still to come. A check-in may fall a day
 * either side of it, for a shift across midnight.
 */
function checkTimesOfDay(times: Instants, workDate: string, timeZone: string, now: Date) {
  const day = isoDateIn(times.checkInAt, timeZone);
  if (day < addDays(workDate, -1) || day > addDays(workDate, 1)) {
    throw invalid('checkInAt', `checkInAt: on ${dayMonthYear(workDate)} or a day either side`);
  }
  if (times.checkInAt > now) throw invalid('checkInAt', 'checkInAt: not later than now');
  if (times.checkOutAt && times.checkOutAt > now) {
    throw invalid('checkOutAt', 'checkOutAt: not later than now');
  }
}

async function branchNamed(tx: Db, ctx: TenantContext, branchId: string) {
  const branch = await branchGeofence(tx, ctx.organizationId, branchId);
  if (!branch) throw invalid('branchId', 'branchId: choose a branch of your organisation');
  return branch;
}

async function employeeNamed(tx: Db, ctx: TenantContext, employeeId: string) {
  const employee = await employeeOnRecord(tx, ctx, employeeId);
  if (!employee) throw invalid('employeeId', 'employeeId: choose an employee of your organisation');
  return employee;
}

function checkEmployed(employee: EmployeeOnRecord, workDate: string) {
  if (
    workDate < employee.employmentStartDate ||
    (employee.employmentEndDate !== null && workDate > employee.employmentEndDate)
  ) {
    throw invalid(
      'workDate',
      `workDate: ${employee.name} was not employed on ${dayMonthYear(workDate)}`,
    );
  }
}

/** The zone a person's days are read in: their branch's, else their own. */
async function zoneOf(
  tx: Db,
  ctx: TenantContext,
  employee: { branchId: string | null; timeZone: string },
): Promise<string> {
  const branch = employee.branchId
    ? await branchGeofence(tx, ctx.organizationId, employee.branchId)
    : undefined;
  return branch?.timeZone ?? employee.timeZone;
}

function checkNotAhead(workDate: string, today: string) {
  if (workDate > today) throw invalid('workDate', 'workDate: not a day still to come');
}

/** An admin's change made at once: a form opened and applied together, with who and why. */
async function recordAppliedChange(
  tx: Db,
  ctx: TenantContext,
  change: {
    employeeId: string;
    workDate: string;
    logId: string;
    before: LogTimes;
    after: LogTimes;
    reason: string;
  },
) {
  const audit = await insertAudit(tx, {
    organizationId: ctx.organizationId,
    employeeId: change.employeeId,
    workDate: change.workDate,
    logId: change.logId,
    origin: 'admin',
    status: 'Completed',
    outcome: 'applied',
    before: change.before,
    proposed: change.after,
    reason: change.reason,
    openedBy: ctx.accountId,
  });
  await insertAuditEvents(tx, [
    {
      organizationId: ctx.organizationId,
      auditId: audit.id,
      kind: 'opened',
      actorAccountId: ctx.accountId,
      times: change.after,
      comment: change.reason,
      at: ctx.now,
    },
    {
      organizationId: ctx.organizationId,
      auditId: audit.id,
      kind: 'applied',
      actorAccountId: ctx.accountId,
      times: change.after,
      comment: null,
      at: ctx.now,
    },
  ]);
}

// Logs --------------------------------------------------------------------------------------------

/** An admin records a day someone worked without checking in. */
export function createLog(
  ctx: TenantContext,
  input: z.output<typeof zAttendanceLogCreateInput>,
): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const employee = await employeeNamed(tx, ctx, input.employeeId);
    checkEmployed(employee, input.workDate);
    const branch = await branchNamed(tx, ctx, input.branchId);
    checkNotAhead(input.workDate, isoDateIn(ctx.now, branch.timeZone));
    const times = instantsOf(input);
    checkTimesOfDay(times, input.workDate, branch.timeZone, ctx.now);
    const existing = await findAttendanceLogOfDay(
      tx,
      ctx.organizationId,
      employee.id,
      input.workDate,
    );
    if (existing) {
      throw conflict(
        `${employee.name} has a log of ${dayMonthYear(input.workDate)} already: change that log instead`,
      );
    }
    const log = await saveLogTimes(
      tx,
      ctx,
      { employeeId: employee.id, workDate: input.workDate, branch, ...times },
      undefined,
    );
    await recordAppliedChange(tx, ctx, {
      employeeId: employee.id,
      workDate: input.workDate,
      logId: log.id,
      before: logTimesOf(undefined),
      after: logTimesOf(times),
      reason: input.reason,
    });
    return listedLogView(tx, ctx.organizationId, log.id);
  });
}

/** An admin changes a log's times and branch, giving the reason. */
export function editLog(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof zAttendanceLogEditInput>,
): Promise<AttendanceLog> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const log = await lockAttendanceLog(tx, ctx.organizationId, id);
    if (!log) throw notFound('Attendance log');
    const branch = await branchNamed(tx, ctx, input.branchId);
    const times = instantsOf(input);
    checkTimesOfDay(times, log.workDate, branch.timeZone, ctx.now);
    await saveLogTimes(
      tx,
      ctx,
      { employeeId: log.employeeId, workDate: log.workDate, branch, ...times },
      log,
    );
    await recordAppliedChange(tx, ctx, {
      employeeId: log.employeeId,
      workDate: log.workDate,
      logId: log.id,
      before: logTimesOf(log),
      after: logTimesOf(times),
      reason: input.reason,
    });
    return listedLogView(tx, ctx.organizationId, log.id);
  });
}

/**
 * An admin approves a log's overtime or turns it down; a later decision replaces an earlier. The
 * employee is mailed the decision, unless it only repeats the one they were told of.
 */
export function decideOvertime(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof zOvertimeDecisionInput>,
  followUps: AttendanceFollowUps,
): Promise<AttendanceLog> {
  return withEmployeeMails(ctx, followUps, async (tx, mailEmployee) => {
    const log = await lockAttendanceLog(tx, ctx.organizationId, id);
    if (!log) throw notFound('Attendance log');
    if (log.overtimeMinutes === 0 || log.overtimeApproved === null) {
      throw conflict(`The log of ${dayMonthYear(log.workDate)} has no overtime to approve`);
    }
    await updateAttendanceLog(tx, ctx.organizationId, id, {
      overtimeApproved: input.approved,
      overtimeDecidedBy: ctx.accountId,
      overtimeDecidedAt: ctx.now,
    });
    const repeated = log.overtimeDecidedAt !== null && log.overtimeApproved === input.approved;
    if (!repeated) {
      await mailEmployee(log.employeeId, (name) =>
        overtimeDecidedMail(
          name,
          {
            workDate: log.workDate,
            overtimeMinutes: log.overtimeMinutes,
            approved: input.approved,
          },
          staffAttendanceLink(followUps.publicUrl, log.id),
        ),
      );
    }
    return listedLogView(tx, ctx.organizationId, id);
  });
}

// Audit forms -------------------------------------------------------------------------------------

function auditView(
  row: ListedAuditRow,
  events: Awaited<ReturnType<typeof eventsOfAudits>>,
): AttendanceAudit {
  const { audit } = row;
  return {
    id: audit.id,
    employee: {
      id: audit.employeeId,
      name: row.employeeName,
      employeeNumber: row.employeeNumber,
      departmentName: row.departmentName,
    },
    workDate: audit.workDate,
    timeZone: row.timeZone,
    logId: audit.logId,
    origin: audit.origin,
    status: audit.status,
    outcome: audit.outcome,
    before: audit.before,
    proposed: audit.proposed,
    reason: audit.reason,
    openedBy: row.openedByName,
    createdAt: audit.createdAt.toISOString(),
    updatedAt: audit.updatedAt.toISOString(),
    events: events.map(({ event, actorName }) => ({
      id: event.id,
      kind: event.kind,
      actorName,
      times: event.times,
      comment: event.comment,
      at: event.at.toISOString(),
    })),
  };
}

async function auditsPage(
  tx: Db,
  ctx: TenantContext,
  query: AuditQuery,
): Promise<{ items: AttendanceAudit[]; total: number }> {
  const { rows, total } = await listedAuditsPage(
    tx,
    ctx.organizationId,
    { status: query.status, employeeId: query.employeeId, search: query.search || undefined },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const events = groupedBy(
    await eventsOfAudits(
      tx,
      ctx.organizationId,
      rows.map((row) => row.audit.id),
    ),
    (entry) => entry.event.auditId,
  );
  return {
    items: rows.map((row) => auditView(row, events.get(row.audit.id) ?? [])),
    total,
  };
}

async function auditById(tx: Db, ctx: TenantContext, id: string): Promise<AttendanceAudit> {
  const row = await findListedAudit(tx, ctx.organizationId, id);
  if (!row) throw notFound('Audit form');
  return auditView(row, await eventsOfAudits(tx, ctx.organizationId, [id]));
}

/** The organisation's forms: those waiting on someone first. */
export function listAudits(ctx: TenantContext, query: AuditQuery) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => auditsPage(tx, ctx, query));
}

export function getAudit(ctx: TenantContext, id: string): Promise<AttendanceAudit> {
  return withTenant(ctx.db, ctx.organizationId, (tx) => auditById(tx, ctx, id));
}

/** An admin asks an employee for a day's times: the form waits on the employee, who is mailed. */
export function openAudit(
  ctx: TenantContext,
  input: z.output<typeof zAuditOpenInput>,
  followUps: AttendanceFollowUps,
): Promise<AttendanceAudit> {
  return withEmployeeMails(ctx, followUps, async (tx, mailEmployee) => {
    const employee = await employeeNamed(tx, ctx, input.employeeId);
    checkEmployed(employee, input.workDate);
    checkNotAhead(input.workDate, isoDateIn(ctx.now, await zoneOf(tx, ctx, employee)));
    const log = await findAttendanceLogOfDay(tx, ctx.organizationId, employee.id, input.workDate);
    const before = logTimesOf(log);
    const audit = await insertAuditUnlessOpen(tx, {
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      workDate: input.workDate,
      logId: log?.id ?? null,
      origin: 'admin',
      status: 'Pending Employee',
      before,
      proposed: before,
      reason: input.reason,
      openedBy: ctx.accountId,
    });
    if (!audit) {
      throw conflict(
        `${employee.name}'s ${dayMonthYear(input.workDate)} has an open form already: finish that one first`,
      );
    }
    await insertAuditEvents(tx, [
      {
        organizationId: ctx.organizationId,
        auditId: audit.id,
        kind: 'opened',
        actorAccountId: ctx.accountId,
        times: null,
        comment: input.reason,
        at: ctx.now,
      },
    ]);
    await mailTimesAsked(mailEmployee, followUps.publicUrl, audit);
    return auditById(tx, ctx, audit.id);
  });
}

/**
 * A reviewer applies a form's times to the day's log, or turns the form down; either way the
 * employee is mailed the outcome.
 */
export function reviewAudit(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof zAuditReviewInput>,
  followUps: AttendanceFollowUps,
): Promise<AttendanceAudit> {
  return withEmployeeMails(ctx, followUps, async (tx, mailEmployee) => {
    const audit = await lockAudit(tx, ctx.organizationId, id);
    if (!audit) throw notFound('Audit form');
    if (audit.status === 'Completed') throw conflict('This form is completed already');
    if (input.decision === 'reject') {
      await updateAudit(tx, ctx.organizationId, id, { status: 'Completed', outcome: 'rejected' });
      await insertAuditEvents(tx, [
        {
          organizationId: ctx.organizationId,
          auditId: id,
          kind: 'rejected',
          actorAccountId: ctx.accountId,
          times: null,
          comment: input.comment,
          at: ctx.now,
        },
      ]);
      await mailEmployee(audit.employeeId, (name) =>
        correctionDecidedMail(
          name,
          { applied: false, workDate: audit.workDate, comment: input.comment },
          staffAttendanceLink(followUps.publicUrl, audit.logId),
        ),
      );
      return auditById(tx, ctx, id);
    }
    if (audit.status !== 'Pending Reviewer') {
      throw conflict(
        'The employee has not answered yet: wait for their times, or turn the form down',
      );
    }
    const employee = await employeeOnRecord(tx, ctx, audit.employeeId);
    if (!employee) throw notFound('Employee');
    // A day without a log when the form was opened may have one by now.
    const logId =
      audit.logId ??
      (await findAttendanceLogOfDay(tx, ctx.organizationId, audit.employeeId, audit.workDate))?.id;
    const log = logId ? await lockAttendanceLog(tx, ctx.organizationId, logId) : undefined;
    const branchId = log?.branchId ?? employee.branchId;
    const branch = branchId
      ? await branchNamed(tx, ctx, branchId)
      : (await checkInBranches(tx, ctx.organizationId))[0];
    if (!branch) throw conflict('Add a branch under Organisation first: a log belongs to one');
    const times = instantsOf(input);
    checkTimesOfDay(times, audit.workDate, branch.timeZone, ctx.now);
    const saved = await saveLogTimes(
      tx,
      ctx,
      { employeeId: audit.employeeId, workDate: audit.workDate, branch, ...times },
      log,
    );
    await updateAudit(tx, ctx.organizationId, id, {
      status: 'Completed',
      outcome: 'applied',
      logId: saved.id,
    });
    await insertAuditEvents(tx, [
      {
        organizationId: ctx.organizationId,
        auditId: id,
        kind: 'applied',
        actorAccountId: ctx.accountId,
        times: logTimesOf(times),
        comment: input.comment,
        at: ctx.now,
      },
    ]);
    await mailEmployee(audit.employeeId, (name) =>
      correctionDecidedMail(
        name,
        {
          applied: true,
          workDate: audit.workDate,
          times: timesText(times, branch.timeZone, audit.workDate),
          comment: input.comment,
        },
        staffAttendanceLink(followUps.publicUrl, saved.id),
      ),
    );
    return auditById(tx, ctx, id);
  });
}

// Staff -------------------------------------------------------------------------------------------

/** The caller's own forms: those waiting on them first. */
export function myAudits(ctx: TenantContext, query: AuditQuery) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    return auditsPage(tx, ctx, { ...query, employeeId: own.id, search: undefined });
  });
}

export function myAudit(ctx: TenantContext, id: string): Promise<AttendanceAudit> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const audit = await auditById(tx, ctx, id);
    if (audit.employee.id !== own.id) throw notFound('Audit form');
    return audit;
  });
}

/** A person asks for a day's times to be corrected: the form waits on a reviewer. */
export function requestCorrection(
  ctx: TenantContext,
  input: z.output<typeof zCorrectionRequestInput>,
): Promise<AttendanceAudit> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const timeZone = await zoneOf(tx, ctx, own);
    const today = isoDateIn(ctx.now, timeZone);
    checkNotAhead(input.workDate, today);
    if (input.workDate < addDays(today, -correctionDaysBack)) {
      throw invalid('workDate', `workDate: corrections reach back ${correctionDaysBack} days`);
    }
    const times = instantsOf(input);
    checkTimesOfDay(times, input.workDate, timeZone, ctx.now);
    const log = await findAttendanceLogOfDay(tx, ctx.organizationId, own.id, input.workDate);
    const audit = await insertAuditUnlessOpen(tx, {
      organizationId: ctx.organizationId,
      employeeId: own.id,
      workDate: input.workDate,
      logId: log?.id ?? null,
      origin: 'employee',
      status: 'Pending Reviewer',
      before: logTimesOf(log),
      proposed: logTimesOf(times),
      reason: input.reason,
      openedBy: ctx.accountId,
    });
    if (!audit) {
      throw conflict(
        `Your ${dayMonthYear(input.workDate)} has an open form already: answer it, or wait for its review`,
      );
    }
    await insertAuditEvents(tx, [
      {
        organizationId: ctx.organizationId,
        auditId: audit.id,
        kind: 'opened',
        actorAccountId: ctx.accountId,
        times: logTimesOf(times),
        comment: input.reason,
        at: ctx.now,
      },
    ]);
    return auditById(tx, ctx, audit.id);
  });
}

/** A person answers a form waiting on them with the times they worked. */
export function answerAudit(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof zAuditAnswerInput>,
): Promise<AttendanceAudit> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownEmployeeOrRefuse(tx, ctx);
    const audit = await lockAudit(tx, ctx.organizationId, id);
    if (!audit || audit.employeeId !== own.id) throw notFound('Audit form');
    if (audit.status !== 'Pending Employee') {
      throw conflict('This form is not waiting for your answer');
    }
    const listed = await findListedAudit(tx, ctx.organizationId, id);
    const times = instantsOf(input);
    checkTimesOfDay(times, audit.workDate, listed?.timeZone ?? own.timeZone, ctx.now);
    await updateAudit(tx, ctx.organizationId, id, {
      status: 'Pending Reviewer',
      proposed: logTimesOf(times),
    });
    await insertAuditEvents(tx, [
      {
        organizationId: ctx.organizationId,
        auditId: id,
        kind: 'answered',
        actorAccountId: ctx.accountId,
        times: logTimesOf(times),
        comment: input.comment,
        at: ctx.now,
      },
    ]);
    return auditById(tx, ctx, id);
  });
}
