// The roster: shifts placed from templates on people's days, drafts until published. A published
// shift taken off the board is withdrawn (its employee still sees it) until the next publish
// deletes it; publishing mails each person whose days changed. Writes to one person's roster take
// their lock, so a cell is never filled twice by admins working at once.
import { createHash, randomBytes } from 'node:crypto';
import type {
  Roster,
  RosterCopyResult,
  RosterDay,
  RosterLeaveDay,
  RosterShift,
  RosterShiftState,
  ShiftSchedule,
  ShiftTemplate,
  StaffShift,
  WorkedDayKind,
} from '@tembusu/contracts/attendance';
import { shiftFeedDaysAhead, shiftFeedDaysBack, weekStartOf } from '@tembusu/contracts/attendance';
import { instantInZone, minutesBetween, wallClock } from '@tembusu/contracts/booking-time';
import { calendarDateText } from '@tembusu/contracts/display-text';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { addDays, datesFrom } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import type { Enqueue } from '../../enqueue.js';
import { conflict, invalid, notFound, RateLimited } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { ownEmployee } from '../employees/employees.service.js';
import { approvedLeaveDaysOf } from '../leave/leave-days-off.service.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import { publicHolidaysBetween, workingHoursIn } from '../organization/organization.service.js';
import { dayKindOn } from '../organization/work-schedule.js';
import { takeLocalAllowance } from '../rate-limits/rate-limits.service.js';
import {
  branchPlaces,
  deleteFeedToken,
  deleteRosterShifts,
  deleteWithdrawn,
  departmentPlaces,
  feedTokenOf,
  findFeedToken,
  findRosterPerson,
  findRosterShift,
  insertRosterShift,
  lockRosterOf,
  lockRosterPublishing,
  organizationZone,
  publishDrafts,
  type RosterPersonRow,
  type RosterShiftRow,
  replaceFeedToken,
  rosterPeople,
  rosterPeopleByIds,
  rosterShiftsOf,
  updateRosterShift,
  withdrawRosterShifts,
} from './roster.repository.js';
import { type ConflictShift, rosterConflicts, weekMinutes } from './roster-conflicts.js';
import { type ChangedDay, type MailShift, rosterChangedMail } from './roster-mails.js';
import { type FeedEvent, shiftCalendar } from './shift-feed.js';
import { shiftTemplateIn } from './shift-templates.service.js';

/** What the routes give the use cases that mail or make links. */
export type RosterFollowUps = { enqueue: Enqueue | null; publicUrl: string };

type Filter = { branchId?: string | null; departmentId?: string | null };
type Range = Filter & { from: string; days: number };

/** The states the board plans with; withdrawn shifts are on their way out. */
const liveStates: readonly RosterShiftState[] = ['draft', 'published'];
/** What staff were told: published, or withdrawn but not yet republished. */
const toldStates: readonly RosterShiftState[] = ['published', 'withdrawn'];

// Times ------------------------------------------------------------------------------------------

const zoneOf = (row: Pick<RosterShiftRow, 'branchTimeZone'>, organizationZone: string) =>
  row.branchTimeZone ?? organizationZone;

const paidMinutesOf = (row: Pick<RosterShiftRow, 'startAt' | 'endAt' | 'breakMinutes'>) =>
  minutesBetween(row.startAt, row.endAt) - row.breakMinutes;

/** A shift's start and end: clock times on the work date in a zone, the end the next day when not after the start. */
function shiftTimes(workDate: string, startTime: string, endTime: string, zone: string) {
  const endDate = endTime <= startTime ? addDays(workDate, 1) : workDate;
  return {
    startAt: instantInZone(workDate, startTime, zone),
    endAt: instantInZone(endDate, endTime, zone),
  };
}

/** The same clock times as a shift, on another work date (and perhaps in another zone). */
function movedTimes(row: RosterShiftRow, fromZone: string, workDate: string, zone: string) {
  const start = wallClock(row.startAt, fromZone);
  const end = wallClock(row.endAt, fromZone);
  const endDays = Math.round(
    (Date.parse(`${end.date}T00:00:00Z`) - Date.parse(`${row.workDate}T00:00:00Z`)) / 86_400_000,
  );
  return {
    startAt: instantInZone(workDate, start.time, zone),
    endAt: instantInZone(addDays(workDate, endDays), end.time, zone),
  };
}

type Timed = { workDate: string; startAt: Date; endAt: Date };

/** A shift's times on the clock of a zone; overnight when it ends after its work date. */
function clockIn(shift: Timed, zone: string) {
  const start = wallClock(shift.startAt, zone);
  const end = wallClock(shift.endAt, zone);
  return {
    timeZone: zone,
    startTime: start.time,
    endTime: end.time,
    overnight: end.date > shift.workDate,
  };
}

const clockOf = (row: RosterShiftRow, organizationZone: string) =>
  clockIn(row, zoneOf(row, organizationZone));

function staffShift(row: RosterShiftRow, organizationZone: string): StaffShift {
  return {
    id: row.id,
    workDate: row.workDate,
    name: row.name,
    colour: row.colour,
    branchName: row.branchName,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    ...clockOf(row, organizationZone),
    breakMinutes: row.breakMinutes,
    paidMinutes: paidMinutesOf(row),
  };
}

function conflictShift(row: RosterShiftRow, organizationZone: string): ConflictShift {
  const clock = clockOf(row, organizationZone);
  return {
    id: row.id,
    employeeId: row.employeeId,
    workDate: row.workDate,
    name: row.name,
    startAt: row.startAt,
    endAt: row.endAt,
    startTime: clock.startTime,
    endTime: clock.endTime,
    paidMinutes: paidMinutesOf(row),
  };
}

// People and days --------------------------------------------------------------------------------

const employedOn = (person: RosterPersonRow, date: string) =>
  person.isActive &&
  person.employmentStartDate <= date &&
  (person.employmentEndDate === null || person.employmentEndDate >= date);

type LeaveBook = {
  /** The day's leave, a morning and an afternoon of two requests making the whole day. */
  on(employeeId: string, date: string): RosterLeaveDay | undefined;
  of(employeeId: string): RosterLeaveDay[];
};

async function leaveBook(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<LeaveBook> {
  const found =
    employeeIds.length === 0
      ? new Map()
      : await approvedLeaveDaysOf(tx, organizationId, employeeIds, range);
  const days = new Map<string, RosterLeaveDay>();
  for (const [employeeId, list] of found) {
    for (const day of list) {
      const key = `${employeeId}:${day.date}`;
      const earlier = days.get(key);
      const part = earlier && earlier.part !== day.part ? 'full' : day.part;
      days.set(key, { date: day.date, part, leaveTypeName: day.leaveTypeName });
    }
  }
  return {
    on: (employeeId, date) => days.get(`${employeeId}:${date}`),
    of: (employeeId) =>
      [...days.entries()]
        .filter(([key]) => key.startsWith(`${employeeId}:`))
        .map(([, day]) => day)
        .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

function refuseOnLeave(person: RosterPersonRow, leave: RosterLeaveDay | undefined, date: string) {
  if (leave?.part === 'full') {
    throw conflict(
      `${person.name} is on ${leave.leaveTypeName} on ${calendarDateText(date)}: no shift can be placed that day`,
    );
  }
}

function refuseUnemployed(person: RosterPersonRow, date: string) {
  if (!employedOn(person, date)) {
    throw conflict(`${person.name} is not employed on ${calendarDateText(date)}`);
  }
}

async function personNamed(tx: Db, organizationId: string, employeeId: string) {
  const person = await findRosterPerson(tx, organizationId, employeeId);
  if (!person) throw invalid('employeeId', 'employeeId: choose an employee of the organisation');
  return person;
}

/** Locks the people's rosters in one order, so that two writers never wait on each other. */
async function lockRosters(tx: Db, organizationId: string, employeeIds: readonly string[]) {
  for (const id of [...new Set(employeeIds)].sort()) await lockRosterOf(tx, organizationId, id);
}

async function dayBook(tx: Db, organizationId: string, from: string, to: string) {
  const schedule = await workingHoursIn(tx, organizationId);
  const holidays = await publicHolidaysBetween(tx, organizationId, from, to);
  return (date: string): RosterDay => {
    const kind = dayKindOn(date, schedule);
    return {
      date,
      kind: kind === 'On_leave' ? 'Working_Day' : kind,
      holidayName: holidays.get(date) ?? null,
    };
  };
}

/** The filters name the organisation's own branch and department, or none. */
async function checkFilter(tx: Db, organizationId: string, filter: Filter) {
  if (
    filter.branchId &&
    !(await branchPlaces(tx, organizationId)).some((branch) => branch.id === filter.branchId)
  ) {
    throw invalid('branchId', 'branchId: choose a branch of the organisation');
  }
  if (
    filter.departmentId &&
    !(await departmentPlaces(tx, organizationId)).some((unit) => unit.id === filter.departmentId)
  ) {
    throw invalid('departmentId', 'departmentId: choose a department of the organisation');
  }
}

// The board --------------------------------------------------------------------------------------

/**
 * The shifts of the people from one date to another with each one's conflicts, and what the
 * rules need to see of the days and leave around them: a week either side.
 */
async function plannedShifts(
  tx: Db,
  organizationId: string,
  people: readonly RosterPersonRow[],
  from: string,
  to: string,
) {
  const employeeIds = people.map((person) => person.id);
  const around = { from: addDays(weekStartOf(from), -7), to: addDays(weekStartOf(to), 13) };
  const zone = await organizationZone(tx, organizationId);
  const rows = await rosterShiftsOf(tx, organizationId, { employeeIds, ...around });
  const leave = await leaveBook(tx, organizationId, employeeIds, around);
  const dayOf = await dayBook(tx, organizationId, around.from, around.to);
  const live = rows
    .filter((row) => liveStates.includes(row.state))
    .map((row) => conflictShift(row, zone));
  const conflicts = rosterConflicts(live, dayOf, leave.on);
  const shifts: RosterShift[] = rows
    .filter((row) => row.workDate >= from && row.workDate <= to)
    .map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      workDate: row.workDate,
      templateId: row.templateId,
      name: row.name,
      colour: row.colour,
      branchId: row.branchId,
      branchName: row.branchName,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      ...clockOf(row, zone),
      breakMinutes: row.breakMinutes,
      paidMinutes: paidMinutesOf(row),
      state: row.state,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      conflicts: conflicts.get(row.id) ?? [],
    }));
  return { shifts, live, leave, dayOf };
}

export function getRoster(
  ctx: TenantContext,
  query: Filter & { from: string; days: number },
): Promise<Roster> {
  const from = query.from;
  const to = addDays(from, query.days - 1);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkFilter(tx, ctx.organizationId, query);
    const people = await rosterPeople(tx, ctx.organizationId, { ...query, from, to });
    const { shifts, live, leave, dayOf } = await plannedShifts(
      tx,
      ctx.organizationId,
      people,
      from,
      to,
    );
    const mondays = [...datesFrom(weekStartOf(from), to)].filter(
      (date) => weekStartOf(date) === date,
    );
    const places = await branchPlaces(tx, ctx.organizationId);
    return {
      from,
      to,
      days: [...datesFrom(from, to)].map(dayOf),
      employees: people.map((person) => ({
        id: person.id,
        name: person.name,
        employeeNumber: person.employeeNumber,
        branchName: person.branchName,
        departmentName: person.departmentName,
        leave: leave.of(person.id).filter((day) => day.date >= from && day.date <= to),
        weeks: mondays.map((monday) => ({
          from: monday,
          paidMinutes: weekMinutes(live, person.id, monday),
        })),
      })),
      shifts,
      branches: places.map(({ id, name }) => ({ id, name })),
      departments: await departmentPlaces(tx, ctx.organizationId),
      drafts: shifts.filter((shift) => shift.state === 'draft').length,
      withdrawn: shifts.filter((shift) => shift.state === 'withdrawn').length,
    };
  });
}

/** One shift as the board shows it, with its conflicts as they stand. */
async function shiftView(tx: Db, organizationId: string, id: string): Promise<RosterShift> {
  const row = await findRosterShift(tx, organizationId, id);
  const person = row && (await findRosterPerson(tx, organizationId, row.employeeId));
  if (!row || !person) throw notFound('Shift');
  const { shifts } = await plannedShifts(tx, organizationId, [person], row.workDate, row.workDate);
  const shift = shifts.find((candidate) => candidate.id === id);
  if (!shift) throw notFound('Shift');
  return shift;
}

export function getShift(ctx: TenantContext, id: string): Promise<RosterShift> {
  return withTenant(ctx.db, ctx.organizationId, (tx) => shiftView(tx, ctx.organizationId, id));
}

// Placing, moving, removing ----------------------------------------------------------------------

const sameTimes = (
  row: Pick<RosterShiftRow, 'name' | 'startAt' | 'endAt'>,
  other: { name: string; startAt: Date; endAt: Date },
) =>
  row.name === other.name &&
  row.startAt.getTime() === other.startAt.getTime() &&
  row.endAt.getTime() === other.endAt.getTime();

type NewShift = {
  employeeId: string;
  workDate: string;
  templateId: string | null;
  name: string;
  colour: string;
  branchId: string | null;
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  payRules: WorkedDayKind[];
};

/**
 * Puts a shift on a person's day, under their lock. A withdrawn copy of it is published again
 * (nothing changed for the person); anything else is a new draft. Answers the shift's id, or null
 * when the day already holds the same shift.
 */
async function putShift(tx: Db, ctx: TenantContext, shift: NewShift): Promise<string | null> {
  const onDay = await rosterShiftsOf(tx, ctx.organizationId, {
    employeeIds: [shift.employeeId],
    from: shift.workDate,
    to: shift.workDate,
  });
  const same = onDay.filter((row) => sameTimes(row, shift));
  if (same.some((row) => liveStates.includes(row.state))) return null;
  const withdrawn = same.find((row) => row.state === 'withdrawn');
  if (withdrawn) {
    await updateRosterShift(tx, ctx.organizationId, withdrawn.id, {
      state: 'published',
      updatedAt: ctx.now,
    });
    return withdrawn.id;
  }
  return insertRosterShift(tx, ctx.organizationId, {
    ...shift,
    state: 'draft',
    publishedAt: null,
    createdBy: ctx.accountId,
  });
}

/** `putShift`, refusing a day that already holds the same shift. */
async function putNewShift(tx: Db, ctx: TenantContext, shift: NewShift, person: RosterPersonRow) {
  const id = await putShift(tx, ctx, shift);
  if (id === null) {
    throw conflict(
      `${person.name} already has ${shift.name} on ${calendarDateText(shift.workDate)}`,
    );
  }
  return id;
}

async function templateNamed(tx: Db, organizationId: string, id: string) {
  const template = await shiftTemplateIn(tx, organizationId, id);
  if (!template) {
    throw invalid('templateId', 'templateId: choose a shift template of the organisation');
  }
  if (!template.isActive) {
    throw invalid('templateId', `templateId: ${template.name} is not active`);
  }
  return template;
}

async function zones(tx: Db, organizationId: string) {
  const places = new Map(
    (await branchPlaces(tx, organizationId)).map((branch) => [branch.id, branch]),
  );
  const organization = await organizationZone(tx, organizationId);
  return (branchId: string | null) =>
    (branchId ? places.get(branchId)?.timeZone : undefined) ?? organization;
}

/** The template's shift on a person's day: at the template's branch, else the person's. */
function shiftFromTemplate(
  template: ShiftTemplate,
  person: RosterPersonRow,
  workDate: string,
  zoneAt: (branchId: string | null) => string,
): NewShift {
  const branchId = template.branchId ?? person.branchId;
  return {
    employeeId: person.id,
    workDate,
    templateId: template.id,
    name: template.name,
    colour: template.colour,
    branchId,
    ...shiftTimes(workDate, template.startTime, template.endTime, zoneAt(branchId)),
    breakMinutes: template.breakMinutes,
    payRules: template.payRules,
  };
}

export function placeShift(
  ctx: TenantContext,
  input: { employeeId: string; workDate: string; templateId: string },
): Promise<RosterShift> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const person = await personNamed(tx, ctx.organizationId, input.employeeId);
    const template = await templateNamed(tx, ctx.organizationId, input.templateId);
    refuseUnemployed(person, input.workDate);
    await lockRosterOf(tx, ctx.organizationId, person.id);
    const leave = await leaveBook(tx, ctx.organizationId, [person.id], {
      from: input.workDate,
      to: input.workDate,
    });
    refuseOnLeave(person, leave.on(person.id, input.workDate), input.workDate);
    const zoneAt = await zones(tx, ctx.organizationId);
    const id = await putNewShift(
      tx,
      ctx,
      shiftFromTemplate(template, person, input.workDate, zoneAt),
      person,
    );
    await recordTenantAudit(ctx, tx, 'roster.shift.place', id, {
      employeeId: person.id,
      workDate: input.workDate,
      template: template.name,
    });
    return shiftView(tx, ctx.organizationId, id);
  });
}

async function shiftOf(tx: Db, organizationId: string, id: string) {
  const seen = await findRosterShift(tx, organizationId, id);
  if (!seen) throw notFound('Shift');
  return seen;
}

function refuseWithdrawn(row: RosterShiftRow) {
  if (row.state === 'withdrawn') {
    throw conflict(
      `${row.name} on ${calendarDateText(row.workDate)} was already taken off: publishing removes it`,
    );
  }
}

/**
 * Moves a shift to another cell, keeping its clock times. A draft moves; a published shift is
 * withdrawn where it was (its employee still sees it there until the next publish) and placed
 * anew as a draft.
 */
export function moveShift(
  ctx: TenantContext,
  id: string,
  input: { employeeId: string; workDate: string },
): Promise<RosterShift> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const seen = await shiftOf(tx, ctx.organizationId, id);
    const person = await personNamed(tx, ctx.organizationId, input.employeeId);
    refuseUnemployed(person, input.workDate);
    await lockRosters(tx, ctx.organizationId, [seen.employeeId, person.id]);
    const row = await shiftOf(tx, ctx.organizationId, id);
    refuseWithdrawn(row);
    if (row.employeeId === person.id && row.workDate === input.workDate) {
      return shiftView(tx, ctx.organizationId, id);
    }
    const leave = await leaveBook(tx, ctx.organizationId, [person.id], {
      from: input.workDate,
      to: input.workDate,
    });
    refuseOnLeave(person, leave.on(person.id, input.workDate), input.workDate);
    const zoneAt = await zones(tx, ctx.organizationId);
    const template = row.templateId
      ? await shiftTemplateIn(tx, ctx.organizationId, row.templateId)
      : undefined;
    const branchId =
      row.employeeId === person.id || !template
        ? row.branchId
        : (template.branchId ?? person.branchId);
    const moved: NewShift = {
      employeeId: person.id,
      workDate: input.workDate,
      templateId: row.templateId,
      name: row.name,
      colour: row.colour,
      branchId,
      ...movedTimes(row, zoneAt(row.branchId), input.workDate, zoneAt(branchId)),
      breakMinutes: row.breakMinutes,
      payRules: row.payRules,
    };
    if (row.state === 'draft') await deleteRosterShifts(tx, ctx.organizationId, [id]);
    else await withdrawRosterShifts(tx, ctx.organizationId, [id], ctx.now);
    const movedId = await putNewShift(tx, ctx, moved, person);
    await recordTenantAudit(ctx, tx, 'roster.shift.move', movedId, {
      from: { employeeId: row.employeeId, workDate: row.workDate },
      to: input,
    });
    return shiftView(tx, ctx.organizationId, movedId);
  });
}

/** Takes a shift off: a draft is deleted, a published shift withdrawn until the next publish. */
export function removeShift(ctx: TenantContext, id: string): Promise<{ withdrawn: boolean }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const seen = await shiftOf(tx, ctx.organizationId, id);
    await lockRosterOf(tx, ctx.organizationId, seen.employeeId);
    const row = await shiftOf(tx, ctx.organizationId, id);
    refuseWithdrawn(row);
    if (row.state === 'draft') await deleteRosterShifts(tx, ctx.organizationId, [id]);
    else await withdrawRosterShifts(tx, ctx.organizationId, [id], ctx.now);
    await recordTenantAudit(ctx, tx, 'roster.shift.remove', id, {
      employeeId: row.employeeId,
      workDate: row.workDate,
      state: row.state,
    });
    return { withdrawn: row.state === 'published' };
  });
}

// Ranges: copy, clear, publish -------------------------------------------------------------------

/**
 * Copies the live shifts of one week onto another, day for day and at the same clock times.
 * Skipped, each with its reason: a day of the person's approved leave, a day that already holds
 * the same shift, a day they are not employed.
 */
export function copyWeek(
  ctx: TenantContext,
  input: Filter & { from: string; to: string },
): Promise<RosterCopyResult> {
  const offset = Math.round((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000);
  const sourceEnd = addDays(input.from, 6);
  const target = { from: input.to, to: addDays(input.to, 6) };
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkFilter(tx, ctx.organizationId, input);
    const people = await rosterPeople(tx, ctx.organizationId, {
      ...input,
      from: input.from,
      to: sourceEnd,
    });
    const employeeIds = people.map((person) => person.id);
    await lockRosters(tx, ctx.organizationId, employeeIds);
    const source = await rosterShiftsOf(tx, ctx.organizationId, {
      employeeIds,
      from: input.from,
      to: sourceEnd,
      states: liveStates,
    });
    const leave = await leaveBook(tx, ctx.organizationId, employeeIds, target);
    const zoneAt = await zones(tx, ctx.organizationId);
    const byId = new Map(people.map((person) => [person.id, person]));
    const result: RosterCopyResult = { copied: 0, skipped: [] };
    for (const row of source) {
      const person = byId.get(row.employeeId);
      if (!person) continue;
      const workDate = addDays(row.workDate, offset);
      const skip = (reason: RosterCopyResult['skipped'][number]['reason'], message: string) =>
        result.skipped.push({
          employeeId: person.id,
          employeeName: person.name,
          workDate,
          name: row.name,
          reason,
          message,
        });
      const when = calendarDateText(workDate);
      if (!employedOn(person, workDate)) {
        skip('notEmployed', `${person.name} is not employed on ${when}`);
        continue;
      }
      const dayOff = leave.on(person.id, workDate);
      if (dayOff?.part === 'full') {
        skip('leave', `${person.name} is on ${dayOff.leaveTypeName} on ${when}`);
        continue;
      }
      const zone = zoneAt(row.branchId);
      const copy: NewShift = {
        employeeId: person.id,
        workDate,
        templateId: row.templateId,
        name: row.name,
        colour: row.colour,
        branchId: row.branchId,
        ...movedTimes(row, zone, workDate, zone),
        breakMinutes: row.breakMinutes,
        payRules: row.payRules,
      };
      if ((await putShift(tx, ctx, copy)) !== null) result.copied += 1;
      else skip('exists', `${person.name} already has ${row.name} on ${when}`);
    }
    await recordTenantAudit(ctx, tx, 'roster.week.copy', ctx.organizationId, {
      from: input.from,
      to: input.to,
      copied: result.copied,
      skipped: result.skipped.length,
    });
    return result;
  });
}

/** Takes every shift of the range off the board: drafts deleted, published ones withdrawn. */
export function clearRange(
  ctx: TenantContext,
  range: Range,
): Promise<{ removed: number; withdrawn: number }> {
  const to = addDays(range.from, range.days - 1);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkFilter(tx, ctx.organizationId, range);
    const people = await rosterPeople(tx, ctx.organizationId, { ...range, to });
    const employeeIds = people.map((person) => person.id);
    await lockRosters(tx, ctx.organizationId, employeeIds);
    const rows = await rosterShiftsOf(tx, ctx.organizationId, {
      employeeIds,
      from: range.from,
      to,
      states: liveStates,
    });
    const drafts = rows.filter((row) => row.state === 'draft').map((row) => row.id);
    const published = rows.filter((row) => row.state === 'published').map((row) => row.id);
    await deleteRosterShifts(tx, ctx.organizationId, drafts);
    await withdrawRosterShifts(tx, ctx.organizationId, published, ctx.now);
    await recordTenantAudit(ctx, tx, 'roster.clear', ctx.organizationId, {
      from: range.from,
      to,
      removed: drafts.length,
      withdrawn: published.length,
    });
    return { removed: drafts.length, withdrawn: published.length };
  });
}

function mailShift(row: RosterShiftRow, organizationZone: string): MailShift {
  const clock = clockOf(row, organizationZone);
  return {
    name: row.name,
    startTime: clock.startTime,
    endTime: clock.endTime,
    overnight: clock.overnight,
    branchName: row.branchName,
  };
}

/**
 * Publishes the range: its drafts become what staff see and its withdrawn shifts are deleted, all
 * in one transaction, one publish of the organisation at a time. Each person whose days changed
 * is mailed once, listing those days as they now stand; the mails leave after the commit.
 */
export async function publishRange(
  ctx: TenantContext,
  followUps: RosterFollowUps,
  range: Range,
): Promise<{ published: number; removed: number; notified: number }> {
  const to = addDays(range.from, range.days - 1);
  const outboxIds: string[] = [];
  const result = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkFilter(tx, ctx.organizationId, range);
    await lockRosterPublishing(tx, ctx.organizationId);
    const people = await rosterPeople(tx, ctx.organizationId, { ...range, to });
    const scope = { employeeIds: people.map((person) => person.id), from: range.from, to };
    const published = await publishDrafts(tx, ctx.organizationId, scope, ctx.now);
    const removed = await deleteWithdrawn(tx, ctx.organizationId, scope);
    const zone = await organizationZone(tx, ctx.organizationId);
    const zoneAt = await zones(tx, ctx.organizationId);
    const changed = groupedBy([...published, ...removed], (row) => row.employeeId);
    const byId = new Map(people.map((person) => [person.id, person]));
    // What each changed person is now told of the range, read once for all of them.
    const told = groupedBy(
      changed.size === 0
        ? []
        : await rosterShiftsOf(tx, ctx.organizationId, {
            employeeIds: [...changed.keys()],
            from: range.from,
            to,
            states: toldStates,
          }),
      (row) => row.employeeId,
    );
    for (const [employeeId, rows] of changed) {
      const person = byId.get(employeeId);
      if (!person?.isActive) continue;
      const dates = [...new Set(rows.map((row) => row.workDate))].sort();
      const now = told.get(employeeId) ?? [];
      const days: ChangedDay[] = dates.map((date) => ({
        date,
        shifts: now.filter((row) => row.workDate === date).map((row) => mailShift(row, zone)),
        removed: removed
          .filter((row) => row.employeeId === employeeId && row.workDate === date)
          .map((row) => ({
            name: row.name,
            ...clockIn(row, zoneAt(row.branchId)),
            branchName: null,
          })),
      }));
      const mail = rosterChangedMail(
        person.name,
        days,
        `${followUps.publicUrl}/staff-shift-schedule`,
      );
      outboxIds.push(
        await enqueueMail(tx, { organizationId: ctx.organizationId, to: person.email, ...mail }),
      );
    }
    await recordTenantAudit(ctx, tx, 'roster.publish', ctx.organizationId, {
      from: range.from,
      to,
      published: published.length,
      removed: removed.length,
    });
    return { published: published.length, removed: removed.length, notified: outboxIds.length };
  });
  for (const outboxId of outboxIds) await dispatchMail(followUps.enqueue, outboxId);
  return result;
}

// For check-in -----------------------------------------------------------------------------------

/** A published shift, as attendance measures a day against it. */
export type PublishedShift = {
  id: string;
  employeeId: string;
  workDate: string;
  name: string;
  branchId: string | null;
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  payRules: WorkedDayKind[];
};

/**
 * People's published shifts between two work dates, in the order they start; inside the caller's
 * transaction. Only 'published': a withdrawn shift is one the board has taken off, so nobody is
 * expected to work it, though its employee sees it until the next publish.
 */
export async function publishedShiftsOfPeople(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<PublishedShift[]> {
  const rows = await rosterShiftsOf(tx, organizationId, {
    employeeIds: [...employeeIds],
    ...range,
    states: ['published'],
  });
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employeeId,
    workDate: row.workDate,
    name: row.name,
    branchId: row.branchId,
    startAt: row.startAt,
    endAt: row.endAt,
    breakMinutes: row.breakMinutes,
    payRules: row.payRules,
  }));
}

/** A person's published shifts between two work dates, in the order they start. */
export function publishedShiftsOf(
  tx: Db,
  organizationId: string,
  employeeId: string,
  range: { from: string; to: string },
): Promise<PublishedShift[]> {
  return publishedShiftsOfPeople(tx, organizationId, [employeeId], range);
}

/** A person's published shifts of one work date (an overnight shift belongs to its start's). */
export function publishedShiftOn(
  tx: Db,
  organizationId: string,
  employeeId: string,
  workDate: string,
): Promise<PublishedShift[]> {
  return publishedShiftsOf(tx, organizationId, employeeId, { from: workDate, to: workDate });
}

// Staff: the schedule and its calendar feed ------------------------------------------------------

async function ownPerson(tx: Db, ctx: TenantContext) {
  const own = await ownEmployee(tx, ctx);
  if (!own) throw notFound('Employee');
  return own;
}

function monthDays(month: string) {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 0, number ?? 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The caller's shifts of a month (this month by default), as they were told of them. */
export function ownShiftSchedule(ctx: TenantContext, month?: string): Promise<ShiftSchedule> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownPerson(tx, ctx);
    const zone = await organizationZone(tx, ctx.organizationId);
    const shown = month ?? isoDateIn(ctx.now, zone).slice(0, 7);
    const rows = await rosterShiftsOf(tx, ctx.organizationId, {
      employeeIds: [own.id],
      ...monthDays(shown),
      states: toldStates,
    });
    const feed = await feedTokenOf(tx, ctx.organizationId, own.id);
    return {
      month: shown,
      shifts: rows.map((row) => staffShift(row, zone)),
      feed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    };
  });
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address; the secret in it is answered once and kept only as its hash. */
const shiftFeedPath = (token: string) => `/api/v1/shift-feed/${token}.ics`;

/** Makes the caller's calendar link, or a new one in place of the old, which stops working. */
export function createFeedLink(
  ctx: TenantContext,
  followUps: RosterFollowUps,
): Promise<{ url: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownPerson(tx, ctx);
    await lockRosterOf(tx, ctx.organizationId, own.id);
    await replaceFeedToken(tx, ctx.organizationId, own.id, hashOf(token), ctx.now);
    await recordTenantAudit(ctx, tx, 'shift_feed.create', own.id);
    return {
      url: `${followUps.publicUrl}${shiftFeedPath(token)}`,
      createdAt: ctx.now.toISOString(),
    };
  });
}

export function removeFeedLink(ctx: TenantContext): Promise<void> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const own = await ownPerson(tx, ctx);
    await lockRosterOf(tx, ctx.organizationId, own.id);
    await deleteFeedToken(tx, ctx.organizationId, own.id);
    await recordTenantAudit(ctx, tx, 'shift_feed.remove', own.id);
  });
}

/** Per address and per feed: a calendar looks every hour or so; a loop is turned away. */
export const shiftFeedLimits = { perAddress: 120, perFeed: 20, windowSeconds: 60 } as const;

function takeFeedAllowance(key: string, limit: number, now: Date) {
  takeLocalAllowance(
    { key, limit, windowSeconds: shiftFeedLimits.windowSeconds },
    now,
    (_spent, retryAfterSeconds) =>
      new RateLimited(
        `Too many calendar requests. Please wait ${retryAfterSeconds} seconds and try again.`,
        retryAfterSeconds,
      ),
  );
}

/**
 * The calendar a feed secret opens: its person's shifts from a month back to three months ahead,
 * as they were told of them. Read without a session: the secret names the person.
 */
export async function shiftFeed(
  ctx: { db: Db; now: Date; ip: string },
  token: string,
): Promise<string> {
  takeFeedAllowance(`shift-feed:address:${ctx.ip}`, shiftFeedLimits.perAddress, ctx.now);
  const tokenHash = hashOf(token);
  const owner = await findFeedToken(ctx.db, tokenHash);
  if (!owner) throw notFound('Calendar feed');
  takeFeedAllowance(`shift-feed:feed:${tokenHash}`, shiftFeedLimits.perFeed, ctx.now);
  return withTenant(ctx.db, owner.organizationId, async (tx) => {
    const zone = await organizationZone(tx, owner.organizationId);
    const today = isoDateIn(ctx.now, zone);
    const [person] = await rosterPeopleByIds(tx, owner.organizationId, [owner.employeeId]);
    const rows = await rosterShiftsOf(tx, owner.organizationId, {
      employeeIds: [owner.employeeId],
      from: addDays(today, -shiftFeedDaysBack),
      to: addDays(today, shiftFeedDaysAhead),
      states: toldStates,
    });
    const events = rows.map((row): FeedEvent => {
      const clock = clockOf(row, zone);
      return {
        uid: `${row.id}@tembusu`,
        start: row.startAt,
        end: row.endAt,
        summary: row.name,
        location: row.branchName,
        description: `${clock.startTime}–${clock.endTime} (${clock.timeZone}), break ${row.breakMinutes} min`,
        modified: row.publishedAt ?? row.updatedAt,
      };
    });
    return shiftCalendar(`Shifts · ${person?.name ?? 'Tembusu'}`, events, ctx.now);
  });
}
