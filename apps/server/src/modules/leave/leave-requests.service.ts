// Leave requests: counting, the rules a request must pass, and the approval flow.

import { calendarDateText } from '@tembusu/contracts/display-text';
import {
  childLeaveRules,
  type LeavePreview,
  type LeaveRequest,
  type LeaveSettings,
  leaveStatusLabels,
  perChildLeaveRules,
  type zAdminLeaveRequestInput,
  type zLeaveListQuery,
  type zLeaveRequestInput,
} from '@tembusu/contracts/leave';
import type { WorkingHours } from '@tembusu/contracts/organization';
import type { z } from 'zod';
import { addDays } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { type AppError, conflict, forbidden, invalid, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationToday, ownEmployee } from '../employees/employees.service.js';
import { publicHolidayDates, workingHoursIn } from '../organization/organization.service.js';
import {
  type Approver,
  approverAtLevel,
  approverNamesOf,
  nextLevelApprover,
  peopleApprovedBy,
} from './approvers.js';
import {
  adjustmentsOf,
  carryForwardsInto,
  eventsOfRequests,
  findLeavePerson,
  findLeaveRequestRow,
  insertLeaveEvent,
  insertLeaveRequest,
  type LeavePerson,
  type LeaveRequestRecord,
  type LeaveRequestRow,
  type LeaveTypeRecord,
  leavePeople,
  leaveRequestsOf,
  listLeaveRequestPage,
  lockLeaveOf,
  updateLeaveRequest,
  uploadExists,
} from './leave.repository.js';
import { balanceOn, type CountedRequest } from './leave-balances.js';
import {
  daysText,
  firstOverlap,
  halvesTaken,
  leaveDays,
  leaveYearOf,
  totalTenths,
  workingDaysPerWeek,
} from './leave-days.js';
import { childcareTenthsPerYear, childLeaveDays, eligibleFrom } from './leave-entitlements.js';
import { type LeaveFollowUps, withLeaveNotices } from './leave-notices.js';
import { leaveSettingsIn, leaveTypesIn } from './leave-types.service.js';

const childcareRules: readonly string[] = ['childcare', 'extendedChildcare'];

type RequestValues = z.output<typeof zLeaveRequestInput>;
type AdminRequestValues = z.output<typeof zAdminLeaveRequestInput>;
type ListQuery = z.output<typeof zLeaveListQuery>;

/** Whose screens a call comes from: an admin's, or a staff member acting for themselves. */
export type LeaveSide = { side: 'admin' } | { side: 'staff'; employeeId: string };

/** The caller's own employee record, for the staff side; 403 for an account without one. */
export async function staffSide(tx: Db, ctx: TenantContext): Promise<LeaveSide> {
  const own = await ownEmployee(tx, ctx);
  if (!own) throw forbidden('This needs an employee record');
  return { side: 'staff', employeeId: own.id };
}

// Counting -----------------------------------------------------------------------------------------

/** What deciding a request reads of the organisation: its types, settings and working week. */
type LeaveRules = { types: LeaveTypeRecord[]; settings: LeaveSettings; schedule: WorkingHours };

async function leaveRulesIn(tx: Db, organizationId: string): Promise<LeaveRules> {
  return {
    types: await leaveTypesIn(tx, organizationId),
    settings: await leaveSettingsIn(tx, organizationId),
    schedule: await workingHoursIn(tx, organizationId),
  };
}

type Assessment = {
  type: LeaveTypeRecord;
  dayList: { date: string; portion: '1' | '0.5' }[];
  tenths: number;
  /** Why the request cannot be sent, or null. */
  problem: AppError | null;
  /** Days left of the type after it and the pending ones, in tenths; null when unlimited. */
  balanceAfter: number | null;
};

const shortDate = calendarDateText;

/**
 * Checks a request against the type, the person and their other leave, in the order a person
 * would fix them: what they asked for, then the dates, then the balance.
 */
async function assess(
  tx: Db,
  ctx: TenantContext,
  person: LeavePerson,
  input: RequestValues,
  options: { side: LeaveSide['side']; editing: LeaveRequestRecord | null; today: string },
): Promise<Assessment> {
  const rules = await leaveRulesIn(tx, ctx.organizationId);
  const { settings, schedule } = rules;
  const type = rules.types.find((candidate) => candidate.id === input.leaveTypeId);
  if (!type) throw invalid('leaveTypeId', 'leaveTypeId: choose a leave type');
  const holidays = await publicHolidayDates(tx, ctx.organizationId, input.startDate, input.endDate);
  const dayList = leaveDays(input, {
    schedule,
    holidays,
    countsRestDays: type.countsRestDays,
    countsPublicHolidays: type.countsPublicHolidays,
  });
  const tenths = totalTenths(dayList);
  const result = (problem: AppError | null, balanceAfter: number | null = null): Assessment => ({
    type,
    dayList,
    tenths,
    problem,
    balanceAfter,
  });

  const unchanged = options.editing?.leaveTypeId === type.id;
  if (!type.isActive && !unchanged) {
    return result(invalid('leaveTypeId', `leaveTypeId: ${type.name} is no longer offered`));
  }
  if (type.eligibleGenders.length > 0 && !type.eligibleGenders.includes(person.gender as never)) {
    return result(
      invalid('leaveTypeId', `leaveTypeId: ${type.name} is not offered to ${person.name}`),
    );
  }
  if (
    type.eligibleResidencies.length > 0 &&
    !type.eligibleResidencies.includes(person.residency as never)
  ) {
    return result(
      invalid(
        'leaveTypeId',
        `leaveTypeId: ${type.name} is not offered for ${person.name}'s residency`,
      ),
    );
  }
  if (
    type.eligibleEmploymentTypes.length > 0 &&
    !type.eligibleEmploymentTypes.includes(person.employmentType as never)
  ) {
    return result(
      invalid(
        'leaveTypeId',
        `leaveTypeId: ${type.name} is not offered for ${person.name}'s employment type`,
      ),
    );
  }
  if (!type.halfDayAllowed && (input.startPart !== 'full' || input.endPart !== 'full')) {
    return result(invalid('startPart', `startPart: ${type.name} is taken in whole days`));
  }
  if (type.documentRequired && !input.attachmentId) {
    return result(
      invalid('attachmentId', `attachmentId: attach a document (such as an MC) for ${type.name}`),
    );
  }
  if (input.attachmentId && !(await uploadExists(tx, ctx.organizationId, input.attachmentId))) {
    return result(invalid('attachmentId', 'attachmentId: the attached file was not found'));
  }
  if (childLeaveRules.includes(type.entitlementRule) && !input.child) {
    return result(
      invalid(
        'child.birthDate',
        `child.birthDate: give the birth date of the child ${type.name} is for`,
      ),
    );
  }
  if (input.startDate < person.employmentStartDate) {
    return result(
      invalid(
        'startDate',
        `startDate: ${person.name} joined on ${shortDate(person.employmentStartDate)}`,
      ),
    );
  }
  if (person.employmentEndDate && input.endDate > person.employmentEndDate) {
    return result(
      invalid(
        'endDate',
        `endDate: ${person.name}'s employment ends on ${shortDate(person.employmentEndDate)}`,
      ),
    );
  }
  const eligible = eligibleFrom(person, type.minServiceMonths);
  if (input.startDate < eligible) {
    return result(
      invalid(
        'startDate',
        `startDate: ${type.name} can be taken after ${type.minServiceMonths} months of service, from ${shortDate(eligible)}`,
      ),
    );
  }
  if (options.side === 'staff') {
    const earliest = addDays(options.today, -settings.backdateDays);
    if (input.startDate < earliest) {
      return result(
        invalid(
          'startDate',
          `startDate: leave can be applied for up to ${settings.backdateDays} days back`,
        ),
      );
    }
    const noticeFrom = addDays(options.today, settings.noticeDays);
    if (!type.documentRequired && settings.noticeDays > 0 && input.startDate < noticeFrom) {
      return result(
        invalid(
          'startDate',
          `startDate: apply for ${type.name} at least ${settings.noticeDays} days ahead, from ${shortDate(noticeFrom)}`,
        ),
      );
    }
  }
  if (dayList.length === 0) {
    return result(invalid('endDate', 'endDate: these dates hold no working days to take as leave'));
  }

  const others = (
    await leaveRequestsOf(tx, ctx.organizationId, {
      employeeIds: [person.id],
      from: input.startDate,
      to: input.endDate,
      statuses: ['pending', 'approved'],
    })
  ).filter((other) => other.id !== options.editing?.id);
  const asked = halvesTaken(input);
  for (const other of others) {
    const date = firstOverlap(asked, halvesTaken(other));
    if (date) {
      return result(
        conflict(
          `These dates overlap ${person.name}'s ${leaveStatusLabels[other.status].toLowerCase()} leave from ${shortDate(other.startDate)} to ${shortDate(other.endDate)}`,
        ),
      );
    }
  }
  return assessBalance(
    tx,
    ctx,
    rules,
    person,
    type,
    input,
    dayList,
    options.editing,
    result,
    'submit',
  );
}

/**
 * Whether the person has the days: per leave year the request touches, what is left less the
 * pending requests (on submit) or less what is already approved (on approval).
 */
async function assessBalance(
  tx: Db,
  ctx: TenantContext,
  rules: LeaveRules,
  person: LeavePerson,
  type: LeaveTypeRecord,
  input: Pick<RequestValues, 'child' | 'startDate'>,
  dayList: { date: string; portion: '1' | '0.5' }[],
  self: Pick<LeaveRequestRecord, 'id'> | null,
  result: (problem: AppError | null, balanceAfter?: number | null) => Assessment,
  moment: 'submit' | 'approve',
): Promise<Assessment> {
  if (type.entitlementRule === 'unlimited') return result(null, null);
  const { settings } = rules;
  const byYear = groupedBy(
    dayList,
    (day) => leaveYearOf(settings.leaveYear, person.employmentStartDate, day.date).start,
  );
  let lowest: number | null = null;
  for (const [, days] of byYear) {
    const lastDay = days[days.length - 1]?.date ?? input.startDate;
    const year = leaveYearOf(settings.leaveYear, person.employmentStartDate, lastDay);
    const asked = totalTenths(days);
    const left = await daysLeft(tx, ctx, rules, person, type, {
      year,
      date: lastDay,
      child: input.child,
      excluding: self?.id ?? null,
      countPending: moment === 'submit',
    });
    if ('refusal' in left)
      return result(invalid('child.birthDate', `child.birthDate: ${left.refusal}`));
    const after = left.tenths - asked;
    lowest = lowest === null ? after : Math.min(lowest, after);
    if (after < 0 && !type.allowNegative) {
      const message =
        moment === 'submit'
          ? `${person.name} has ${daysText(Math.max(0, left.tenths))} days of ${type.name} left${left.pendingNote}, and this asks for ${daysText(asked)}`
          : `Approving would take ${person.name}'s ${type.name} below zero: ${daysText(Math.max(0, left.tenths))} days are left and this asks for ${daysText(asked)}`;
      return result(conflict(message), after);
    }
  }
  return result(null, lowest);
}

async function daysLeft(
  tx: Db,
  ctx: TenantContext,
  { types, settings, schedule }: LeaveRules,
  person: LeavePerson,
  type: LeaveTypeRecord,
  at: {
    year: { start: string; end: string };
    date: string;
    child: RequestValues['child'];
    excluding: string | null;
    countPending: boolean;
  },
): Promise<{ tenths: number; pendingNote: string } | { refusal: string }> {
  const outpatient = types.find((candidate) => candidate.entitlementRule === 'sickOutpatient');
  if (childLeaveRules.includes(type.entitlementRule)) {
    if (!at.child) return { refusal: 'give the child the leave is for' };
    const perWeek = type.countsRestDays ? 7 : workingDaysPerWeek(schedule);
    const given = childLeaveDays(type.entitlementRule, at.child, at.date, perWeek);
    if (given.refusal) return { refusal: given.refusal };
    // Parental leave belongs to the child whenever it is taken; the rest to the year.
    const range = perChildLeaveRules.includes(type.entitlementRule)
      ? { from: '1900-01-01', to: '9999-12-31' }
      : { from: at.year.start, to: at.year.end };
    // Childcare and extended childcare share one cap a year, across children and both types.
    const sharedCap = childcareRules.includes(type.entitlementRule);
    const countedTypeIds = sharedCap
      ? types
          .filter((candidate) => childcareRules.includes(candidate.entitlementRule))
          .map((candidate) => candidate.id)
      : [type.id];
    const counted = (
      await leaveRequestsOf(tx, ctx.organizationId, {
        employeeIds: [person.id],
        leaveTypeIds: countedTypeIds,
        ...range,
        statuses: ['pending', 'approved'],
      })
    ).filter(
      (request) =>
        request.id !== at.excluding && (at.countPending || request.status === 'approved'),
    );
    const daysOf = (requests: typeof counted) =>
      requests.reduce(
        (sum, request) =>
          sum +
          totalTenths(
            request.dayList.filter((day) => day.date >= range.from && day.date <= range.to),
          ),
        0,
      );
    const forChild =
      given.tenths -
      daysOf(
        counted.filter(
          (request) =>
            request.leaveTypeId === type.id && request.child?.birthDate === at.child?.birthDate,
        ),
      );
    if (!sharedCap) return { tenths: forChild, pendingNote: '' };
    const underCap = childcareTenthsPerYear - daysOf(counted);
    return underCap < forChild
      ? {
          tenths: underCap,
          pendingNote: ` of the ${daysText(childcareTenthsPerYear)} days of childcare leave a parent has in a year`,
        }
      : { tenths: forChild, pendingNote: '' };
  }
  const requests = (
    await leaveRequestsOf(tx, ctx.organizationId, {
      employeeIds: [person.id],
      from: at.year.start,
      to: at.year.end,
      statuses: ['pending', 'approved'],
    })
  ).filter((request) => request.id !== at.excluding);
  const adjustments = await adjustmentsOf(tx, ctx.organizationId, [person.id], [at.year.start]);
  const carryForwards = await carryForwardsInto(
    tx,
    ctx.organizationId,
    [person.id],
    [at.year.start],
  );
  const balance = balanceOn({
    type,
    outpatientTypeId: outpatient?.id ?? null,
    person,
    leaveYear: settings.leaveYear,
    date: at.date,
    records: { requests: requests as CountedRequest[], adjustments, carryForwards },
  });
  const left = (balance.balance ?? 0) - (at.countPending ? balance.pending : 0);
  const pendingNote =
    at.countPending && balance.pending > 0
      ? ` after ${daysText(balance.pending)} days waiting for approval`
      : '';
  return { tenths: left, pendingNote };
}

// Approvers ----------------------------------------------------------------------------------------

function pendingApprover(
  request: Pick<LeaveRequestRecord, 'status' | 'pendingLevel'>,
  person: LeavePerson,
  settings: LeaveSettings,
  names: ReadonlyMap<string, string>,
): Approver | null {
  if (request.status !== 'pending') return null;
  return approverAtLevel(settings.approvalLevels, request.pendingLevel, person, names);
}

/** Who decides the request's pending level now, for the notices; null once it is decided. */
async function deciderNow(
  tx: Db,
  ctx: TenantContext,
  request: Pick<LeaveRequestRecord, 'status' | 'pendingLevel'>,
  person: LeavePerson,
) {
  const settings = await leaveSettingsIn(tx, ctx.organizationId);
  const names = await approverNamesOf(tx, ctx.organizationId, [person]);
  return pendingApprover(request, person, settings, names);
}

// Presenting ---------------------------------------------------------------------------------------

async function presentRequests(
  tx: Db,
  ctx: TenantContext,
  rows: readonly LeaveRequestRow[],
  side: LeaveSide,
  today: string,
): Promise<LeaveRequest[]> {
  if (rows.length === 0) return [];
  const settings = await leaveSettingsIn(tx, ctx.organizationId);
  const { rows: people } = await leavePeople(tx, ctx.organizationId, {
    ids: [...new Set(rows.map((row) => row.request.employeeId))],
  });
  const byId = new Map(people.map((person) => [person.id, person]));
  const names = await approverNamesOf(tx, ctx.organizationId, people);
  const events = groupedBy(
    await eventsOfRequests(
      tx,
      ctx.organizationId,
      rows.map((row) => row.request.id),
    ),
    (event) => event.requestId,
  );
  return rows.map((row) => {
    const { request } = row;
    const person = byId.get(request.employeeId);
    const approver = person ? pendingApprover(request, person, settings, names) : null;
    const own = side.side === 'staff' && side.employeeId === request.employeeId;
    const notStarted = request.startDate > today;
    const canDecide =
      request.status === 'pending' &&
      (side.side === 'admin' ||
        (!own && approver !== null && approver.employeeId === side.employeeId));
    return {
      id: request.id,
      employee: {
        id: request.employeeId,
        name: row.employeeName,
        employeeNumber: row.employeeNumber,
        departmentName: row.departmentName,
        branchName: row.branchName,
      },
      leaveType: {
        id: request.leaveTypeId,
        name: row.typeName,
        code: row.typeCode,
        colour: row.typeColour,
        paid: row.typePaid,
      },
      startDate: request.startDate,
      endDate: request.endDate,
      startPart: request.startPart,
      endPart: request.endPart,
      days: request.days,
      dayList: request.dayList,
      reason: request.reason,
      attachment:
        request.attachmentId && row.attachmentName && row.attachmentContentType
          ? {
              id: request.attachmentId,
              name: row.attachmentName,
              contentType: row.attachmentContentType,
            }
          : null,
      child: request.child,
      status: request.status,
      pendingLevel: request.status === 'pending' ? request.pendingLevel : null,
      waitingFor: approver?.label ?? null,
      decidedBy: row.decidedByName,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      events: (events.get(request.id) ?? []).map((event) => ({
        kind: event.kind,
        level: event.level,
        actorName: event.actorName,
        comment: event.comment,
        at: event.at.toISOString(),
      })),
      createdAt: request.createdAt.toISOString(),
      canEdit:
        side.side === 'admin'
          ? request.status === 'pending' || request.status === 'approved'
          : own && request.status === 'pending',
      canCancel:
        side.side === 'admin'
          ? request.status === 'pending' || request.status === 'approved'
          : own && (request.status === 'pending' || (request.status === 'approved' && notStarted)),
      canDecide,
    };
  });
}

async function presentOne(tx: Db, ctx: TenantContext, id: string, side: LeaveSide) {
  const row = await findLeaveRequestRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Leave request');
  const today = await organizationToday(tx, ctx);
  const [request] = await presentRequests(tx, ctx, [row], side, today);
  if (!request) throw notFound('Leave request');
  return request;
}

/** The request if the caller may see it: admins any, staff their own and those they decide. */
async function visibleRequest(tx: Db, ctx: TenantContext, id: string, side: LeaveSide) {
  const row = await findLeaveRequestRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Leave request');
  if (side.side === 'staff' && row.request.employeeId !== side.employeeId) {
    const reports = await peopleApprovedBy(tx, ctx.organizationId, side.employeeId);
    if (!reports.includes(row.request.employeeId)) throw notFound('Leave request');
  }
  return row.request;
}

// Use cases --------------------------------------------------------------------------------------

async function personOf(tx: Db, ctx: TenantContext, employeeId: string, field: string) {
  const person = await findLeavePerson(tx, ctx.organizationId, employeeId);
  if (!person) {
    if (field === 'employeeId') throw invalid('employeeId', 'employeeId: choose an employee');
    throw notFound('Employee');
  }
  return person;
}

export function previewRequest(
  ctx: TenantContext,
  side: (tx: Db) => Promise<LeaveSide>,
  input: AdminRequestValues | RequestValues,
  editingId?: string,
): Promise<LeavePreview> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const caller = await side(tx);
    const employeeId =
      caller.side === 'staff' ? caller.employeeId : (input as AdminRequestValues).employeeId;
    const person = await personOf(tx, ctx, employeeId, 'employeeId');
    const editing = editingId ? await visibleRequest(tx, ctx, editingId, caller) : null;
    const today = await organizationToday(tx, ctx);
    const assessment = await assess(tx, ctx, person, input, { side: caller.side, editing, today });
    return {
      days: daysText(assessment.tenths),
      dayList: assessment.dayList,
      balanceAfter: assessment.balanceAfter === null ? null : daysText(assessment.balanceAfter),
      problem: assessment.problem?.message ?? null,
    };
  });
}

/** A staff member's request for themselves: pending the first level's decision. */
export function submitOwnRequest(
  ctx: TenantContext,
  input: RequestValues,
  followUps: LeaveFollowUps,
) {
  return withLeaveNotices(ctx, followUps, async (tx, notices) => {
    const side = await staffSide(tx, ctx);
    if (side.side !== 'staff') throw forbidden();
    const person = await personOf(tx, ctx, side.employeeId, 'self');
    await lockLeaveOf(tx, ctx.organizationId, person.id);
    const today = await organizationToday(tx, ctx);
    const assessment = await assess(tx, ctx, person, input, {
      side: 'staff',
      editing: null,
      today,
    });
    if (assessment.problem) throw assessment.problem;
    const id = await insertLeaveRequest(tx, {
      ...requestColumns(ctx, person.id, input, assessment),
      status: 'pending',
      pendingLevel: 1,
    });
    await insertLeaveEvent(tx, {
      organizationId: ctx.organizationId,
      requestId: id,
      kind: 'submitted',
      actorAccountId: ctx.accountId,
      comment: input.reason,
      at: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'leave.request.submit', id);
    const pending = { status: 'pending', pendingLevel: 1 } as const;
    await notices.submitted(tx, id, await deciderNow(tx, ctx, pending, person));
    return presentOne(tx, ctx, id, side);
  });
}

function requestColumns(
  ctx: TenantContext,
  employeeId: string,
  input: RequestValues,
  assessment: Assessment,
) {
  return {
    organizationId: ctx.organizationId,
    employeeId,
    leaveTypeId: assessment.type.id,
    startDate: input.startDate,
    endDate: input.endDate,
    startPart: input.startPart,
    // A one-day request's part is its start part, whatever the end part says.
    endPart: input.startDate === input.endDate ? input.startPart : input.endPart,
    days: daysText(assessment.tenths),
    dayList: assessment.dayList,
    reason: input.reason,
    attachmentId: input.attachmentId,
    child: childLeaveRules.includes(assessment.type.entitlementRule) ? input.child : null,
    createdBy: ctx.accountId,
  };
}

/** An admin's request on someone's behalf: recorded as approved by that admin. */
export function createRequestForEmployee(
  ctx: TenantContext,
  input: AdminRequestValues,
  followUps: LeaveFollowUps,
) {
  return withLeaveNotices(ctx, followUps, async (tx, notices) => {
    const person = await personOf(tx, ctx, input.employeeId, 'employeeId');
    await lockLeaveOf(tx, ctx.organizationId, person.id);
    const today = await organizationToday(tx, ctx);
    const assessment = await assess(tx, ctx, person, input, {
      side: 'admin',
      editing: null,
      today,
    });
    if (assessment.problem) throw assessment.problem;
    const id = await insertLeaveRequest(tx, {
      ...requestColumns(ctx, person.id, input, assessment),
      status: 'approved',
      pendingLevel: null,
      decidedBy: ctx.accountId,
      decidedAt: ctx.now,
    });
    for (const kind of ['submitted', 'approved'] as const) {
      await insertLeaveEvent(tx, {
        organizationId: ctx.organizationId,
        requestId: id,
        kind,
        actorAccountId: ctx.accountId,
        comment: kind === 'submitted' ? input.reason : null,
        at: ctx.now,
      });
    }
    await recordTenantAudit(ctx, tx, 'leave.request.create', id, { employeeId: person.id });
    await notices.submitted(tx, id, null);
    await notices.approved(tx, id);
    return presentOne(tx, ctx, id, { side: 'admin' });
  });
}

/** Changes a request's dates or details and counts it again. Staff: pending only. */
export function editRequest(
  ctx: TenantContext,
  side: (tx: Db) => Promise<LeaveSide>,
  id: string,
  input: RequestValues,
  followUps: LeaveFollowUps,
) {
  return withLeaveNotices(ctx, followUps, async (tx, notices) => {
    const caller = await side(tx);
    const existing = await visibleRequest(tx, ctx, id, caller);
    if (caller.side === 'staff' && existing.employeeId !== caller.employeeId) {
      throw notFound('Leave request');
    }
    await lockLeaveOf(tx, ctx.organizationId, existing.employeeId);
    const current = await visibleRequest(tx, ctx, id, caller);
    const editable =
      caller.side === 'admin'
        ? current.status === 'pending' || current.status === 'approved'
        : current.status === 'pending';
    if (!editable) {
      throw conflict(
        `A leave request that is ${leaveStatusLabels[current.status].toLowerCase()} cannot be changed`,
      );
    }
    const person = await personOf(tx, ctx, current.employeeId, 'self');
    const today = await organizationToday(tx, ctx);
    const assessment = await assess(tx, ctx, person, input, {
      side: caller.side,
      editing: current,
      today,
    });
    if (assessment.problem) throw assessment.problem;
    const {
      createdBy: _createdBy,
      organizationId: _org,
      employeeId: _employee,
      ...columns
    } = requestColumns(ctx, person.id, input, assessment);
    await updateLeaveRequest(tx, ctx.organizationId, id, columns);
    await insertLeaveEvent(tx, {
      organizationId: ctx.organizationId,
      requestId: id,
      kind: 'edited',
      actorAccountId: ctx.accountId,
      comment: null,
      at: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'leave.request.update', id);
    if (current.status === 'approved') await notices.approvedDaysChanged(tx, id);
    return presentOne(tx, ctx, id, caller);
  });
}

/**
 * A decision on the pending level. An admin's approval completes the request; an approver's moves
 * it to the next level, if there is one. The balance is checked again on the final approval, under
 * the person's lock, so two approvals at once cannot together pass it.
 */
export function decideRequest(
  ctx: TenantContext,
  side: (tx: Db) => Promise<LeaveSide>,
  id: string,
  decision: { approve: boolean; comment: string | null },
  followUps: LeaveFollowUps,
) {
  return withLeaveNotices(ctx, followUps, async (tx, notices) => {
    const caller = await side(tx);
    const seen = await visibleRequest(tx, ctx, id, caller);
    await lockLeaveOf(tx, ctx.organizationId, seen.employeeId);
    const request = await visibleRequest(tx, ctx, id, caller);
    if (request.status !== 'pending' || request.pendingLevel === null) {
      throw conflict(
        `This leave request is already ${leaveStatusLabels[request.status].toLowerCase()}`,
      );
    }
    const person = await personOf(tx, ctx, request.employeeId, 'self');
    const rules = await leaveRulesIn(tx, ctx.organizationId);
    const { settings } = rules;
    const names = await approverNamesOf(tx, ctx.organizationId, [person]);
    const approver = pendingApprover(request, person, settings, names);
    if (caller.side === 'staff') {
      if (caller.employeeId === request.employeeId) {
        throw forbidden('You cannot decide your own leave request');
      }
      if (!approver || approver.employeeId !== caller.employeeId) {
        throw forbidden(`This leave request is waiting for ${approver?.label ?? 'an admin'}`);
      }
    }
    const level = request.pendingLevel;
    if (!decision.approve) {
      await updateLeaveRequest(tx, ctx.organizationId, id, {
        status: 'rejected',
        pendingLevel: null,
        decidedBy: ctx.accountId,
        decidedAt: ctx.now,
      });
      await notices.rejected(tx, id, decision.comment);
    } else {
      // An admin's approval completes it; so does one whose next level is the same person.
      const next = nextLevelApprover(
        settings.approvalLevels,
        level,
        person,
        names,
        caller.side === 'staff' ? caller.employeeId : null,
      );
      if (next) {
        await updateLeaveRequest(tx, ctx.organizationId, id, { pendingLevel: level + 1 });
        await notices.movedOn(tx, id, next);
      } else {
        const type = rules.types.find((candidate) => candidate.id === request.leaveTypeId);
        if (!type) throw notFound('Leave type');
        const check = await assessBalance(
          tx,
          ctx,
          rules,
          person,
          type,
          { child: request.child, startDate: request.startDate },
          request.dayList,
          request,
          (problem, balanceAfter = null) => ({
            type,
            dayList: request.dayList,
            tenths: totalTenths(request.dayList),
            problem,
            balanceAfter,
          }),
          'approve',
        );
        if (check.problem) throw check.problem;
        await updateLeaveRequest(tx, ctx.organizationId, id, {
          status: 'approved',
          pendingLevel: null,
          decidedBy: ctx.accountId,
          decidedAt: ctx.now,
        });
        await notices.approved(tx, id);
      }
    }
    await insertLeaveEvent(tx, {
      organizationId: ctx.organizationId,
      requestId: id,
      kind: decision.approve ? 'approved' : 'rejected',
      level,
      actorAccountId: ctx.accountId,
      comment: decision.comment,
      at: ctx.now,
    });
    await recordTenantAudit(
      ctx,
      tx,
      decision.approve ? 'leave.request.approve' : 'leave.request.reject',
      id,
      { level },
    );
    return presentOne(tx, ctx, id, caller);
  });
}

/**
 * Withdraws a request. Staff cancel their own while pending, or approved and not yet started;
 * leave already begun needs an admin.
 */
export function cancelRequest(
  ctx: TenantContext,
  side: (tx: Db) => Promise<LeaveSide>,
  id: string,
  comment: string | null,
  followUps: LeaveFollowUps,
) {
  return withLeaveNotices(ctx, followUps, async (tx, notices) => {
    const caller = await side(tx);
    const seen = await visibleRequest(tx, ctx, id, caller);
    if (caller.side === 'staff' && seen.employeeId !== caller.employeeId) {
      throw notFound('Leave request');
    }
    await lockLeaveOf(tx, ctx.organizationId, seen.employeeId);
    const request = await visibleRequest(tx, ctx, id, caller);
    if (request.status !== 'pending' && request.status !== 'approved') {
      throw conflict(
        `This leave request is already ${leaveStatusLabels[request.status].toLowerCase()}`,
      );
    }
    const today = await organizationToday(tx, ctx);
    if (caller.side === 'staff' && request.status === 'approved' && request.startDate <= today) {
      throw conflict('This leave has begun: ask an admin to cancel it');
    }
    const person = await personOf(tx, ctx, request.employeeId, 'self');
    const waitingFor = await deciderNow(tx, ctx, request, person);
    await updateLeaveRequest(tx, ctx.organizationId, id, {
      status: 'cancelled',
      pendingLevel: null,
    });
    await insertLeaveEvent(tx, {
      organizationId: ctx.organizationId,
      requestId: id,
      kind: 'cancelled',
      actorAccountId: ctx.accountId,
      comment,
      at: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'leave.request.cancel', id);
    await notices.cancelled(tx, id, waitingFor, comment);
    return presentOne(tx, ctx, id, caller);
  });
}

export function getRequest(ctx: TenantContext, side: (tx: Db) => Promise<LeaveSide>, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const caller = await side(tx);
    await visibleRequest(tx, ctx, id, caller);
    return presentOne(tx, ctx, id, caller);
  });
}

export function listRequests(ctx: TenantContext, query: ListQuery) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows, total } = await listLeaveRequestPage(
      tx,
      ctx.organizationId,
      {
        statuses: query.status ? [query.status] : undefined,
        leaveTypeId: query.leaveTypeId,
        departmentId: query.departmentId,
        branchId: query.branchId,
        employeeIds: query.employeeId ? [query.employeeId] : undefined,
        from: query.from,
        to: query.to,
        search: query.search || undefined,
      },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    const today = await organizationToday(tx, ctx);
    return { items: await presentRequests(tx, ctx, rows, { side: 'admin' }, today), total };
  });
}

export function listOwnRequests(
  ctx: TenantContext,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'status'>,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await staffSide(tx, ctx);
    if (side.side !== 'staff') throw forbidden();
    const { rows, total } = await listLeaveRequestPage(
      tx,
      ctx.organizationId,
      { statuses: query.status ? [query.status] : undefined, employeeIds: [side.employeeId] },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    const today = await organizationToday(tx, ctx);
    return { items: await presentRequests(tx, ctx, rows, side, today), total };
  });
}

/** Pending requests of the people a staff member manages or heads that wait for them. */
export function listRequestsToApprove(
  ctx: TenantContext,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const side = await staffSide(tx, ctx);
    if (side.side !== 'staff') throw forbidden();
    const reports = await peopleApprovedBy(tx, ctx.organizationId, side.employeeId);
    if (reports.length === 0) return { items: [], total: 0 };
    const { rows } = await listLeaveRequestPage(
      tx,
      ctx.organizationId,
      { statuses: ['pending'], employeeIds: reports },
      { offset: 0, limit: 1000 },
    );
    const today = await organizationToday(tx, ctx);
    const waiting = (await presentRequests(tx, ctx, rows, side, today)).filter(
      (request) => request.canDecide,
    );
    const offset = (query.page - 1) * query.pageSize;
    return { items: waiting.slice(offset, offset + query.pageSize), total: waiting.length };
  });
}

export type UnpaidLeaveDay = { date: string; portion: '1' | '0.5'; leaveTypeName: string };

/**
 * Approved days of unpaid leave types between two dates, per person, for the payroll's absence
 * deduction; inside the caller's transaction.
 */
export async function unpaidLeaveBetween(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, UnpaidLeaveDay[]>> {
  const unpaid = (await leaveTypesIn(tx, organizationId)).filter((type) => !type.paid);
  const names = new Map(unpaid.map((type) => [type.id, type.name]));
  const requests = await leaveRequestsOf(tx, organizationId, {
    employeeIds,
    leaveTypeIds: [...names.keys()],
    from: range.from,
    to: range.to,
    statuses: ['approved'],
  });
  const days = new Map<string, UnpaidLeaveDay[]>();
  for (const request of requests) {
    const list = days.get(request.employeeId) ?? [];
    for (const day of request.dayList) {
      if (day.date < range.from || day.date > range.to) continue;
      list.push({ ...day, leaveTypeName: names.get(request.leaveTypeId) ?? '' });
    }
    list.sort((a, b) => a.date.localeCompare(b.date));
    days.set(request.employeeId, list);
  }
  return days;
}
