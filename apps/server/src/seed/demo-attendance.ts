import { randomUUID } from 'node:crypto';
import { defaultAttendanceSettings, type WorkedDayKind } from '@tembusu/contracts/attendance';
import { instantInZone } from '@tembusu/contracts/booking-time';
import { addDays, datesFrom } from '../calendar-dates.js';
import type { Db } from '../db/client.js';
import {
  insertAudit,
  insertAuditEvents,
} from '../modules/attendance/attendance-audits.repository.js';
import { missingCheckOutReason } from '../modules/attendance/attendance-day-end.service.js';
import {
  insertLogsUnlessPresent,
  type NewAttendanceLog,
} from '../modules/attendance/attendance-logs.repository.js';
import { expectedColumns } from '../modules/attendance/attendance-logs.service.js';
import {
  expectedShiftOn,
  measure,
  overtimeDecision,
  type ShiftWindow,
  workedDayKindOn,
} from '../modules/attendance/attendance-rules.js';
import { updateEmployee } from '../modules/employees/employees.repository.js';
import { approvedLeaveDaysOf } from '../modules/leave/leave-days-off.service.js';
import { updateBranch } from '../modules/organization/organization.repository.js';
import {
  publicHolidayDates,
  workingHoursIn,
} from '../modules/organization/organization.service.js';
import { insertRosterShift } from '../modules/shift-planning/roster.repository.js';
import { insertShiftTemplate } from '../modules/shift-planning/shift-templates.repository.js';
import { demoDateAfter } from './demo-days.js';

// Four weeks of the demo organisation's attendance before today. Tampines' service counter works
// shifts from the roster (published a week ahead, with next week's still a draft), and its three
// people keep attendance, so payroll takes their absences, lateness and overtime from the logs.
// The two staff sign-ins have a month of logs by the fixed schedule, with some lateness and
// overtime, but do not keep attendance, so no test's payroll of theirs changes. Every choice is
// drawn from the day's and the person's place, so every seed tells the same story around `now`.

const timeZone = 'Asia/Singapore';
const weeksBack = 4;

/** Where each branch is, for its check-in area: 150 m around the building. */
const branchPlaces: Record<string, { latitude: string; longitude: string }> = {
  'Raffles Place HQ': { latitude: '1.284200', longitude: '103.851400' },
  'Jurong East': { latitude: '1.333100', longitude: '103.742300' },
  Tampines: { latitude: '1.353300', longitude: '103.945200' },
};

const shiftTemplates = [
  { name: 'Counter morning', colour: '#1c7ed6', startTime: '08:00', endTime: '16:00' },
  { name: 'Counter late', colour: '#e8590c', startTime: '13:00', endTime: '21:00' },
] as const;

/** The Tampines counter staff, who keep attendance, and the weekday each has off. */
const counterStaff = [
  { email: 'maria.santos@tembusu.example', dayOff: 3 },
  { email: 'darren.teo@tembusu.example', dayOff: 1 },
  { email: 'siti.aminah@tembusu.example', dayOff: 5 },
] as const;

const minute = 60_000;

/** A number in [0, 1) from a day and a person's place: the same every seed. */
function draw(dayIndex: number, personIndex: number, salt: number): number {
  const x = Math.sin(dayIndex * 12.9898 + personIndex * 78.233 + salt * 37.719) * 43_758.5453;
  return x - Math.floor(x);
}

type Story = { checkIn: number; checkOut: number | null; overtimeApproved?: boolean };

/**
 * How a day went, in minutes from the shift's start and end: mostly a little early and a little
 * after; now and then late, out early, or staying on; rarely absent or without a check-out.
 */
function storyOf(dayIndex: number, personIndex: number): Story | 'absent' {
  const roll = draw(dayIndex, personIndex, 1);
  const jitter = Math.round(draw(dayIndex, personIndex, 2) * 10);
  if (roll < 0.03) return 'absent';
  if (roll < 0.06) return { checkIn: -jitter, checkOut: null };
  if (roll < 0.2) return { checkIn: 8 + jitter * 2, checkOut: jitter };
  if (roll < 0.27) return { checkIn: -jitter, checkOut: -(20 + jitter * 3) };
  if (roll < 0.42) {
    return {
      checkIn: -jitter,
      checkOut: 45 + jitter * 6,
      overtimeApproved: draw(dayIndex, personIndex, 3) < 0.7,
    };
  }
  return { checkIn: -(3 + jitter), checkOut: jitter };
}

function logOf(
  base: Pick<NewAttendanceLog, 'organizationId' | 'employeeId' | 'branchId'>,
  day: { date: string; dayKind: WorkedDayKind; expected: ShiftWindow },
  story: Story | 'absent',
  decidedBy: string,
): NewAttendanceLog {
  const common = {
    ...base,
    id: randomUUID(),
    workDate: day.date,
    dayKind: day.dayKind,
    ...expectedColumns(day.expected),
  };
  if (story === 'absent') return { ...common, state: 'absent', source: 'job' };
  const checkInAt = new Date(day.expected.startAt.getTime() + story.checkIn * minute);
  const checkOutAt =
    story.checkOut === null
      ? null
      : new Date(day.expected.endAt.getTime() + story.checkOut * minute);
  const figures = measure({ checkInAt, checkOutAt }, day.expected, defaultAttendanceSettings);
  const decision = overtimeDecision(figures.overtimeMinutes, defaultAttendanceSettings);
  const decided =
    decision.overtimeApproved === false && story.overtimeApproved
      ? {
          overtimeApproved: true,
          overtimeDecidedBy: decidedBy,
          overtimeDecidedAt: new Date(day.expected.endAt.getTime() + 16 * 60 * minute),
        }
      : decision;
  return {
    ...common,
    checkInAt,
    checkOutAt,
    state: checkOutAt ? 'complete' : 'missingCheckOut',
    ...figures,
    ...decided,
    source: 'employee',
    createdAt: checkInAt,
    updatedAt: checkOutAt ?? checkInAt,
  };
}

export async function seedDemoAttendance(
  tx: Db,
  options: {
    organizationId: string;
    adminAccountId: string;
    branchIds: ReadonlyMap<string, string>;
    employeeIds: ReadonlyMap<string, string>;
    staffSignIns: ReadonlySet<string>;
    now: Date;
  },
) {
  const { organizationId, now } = options;
  for (const [name, id] of options.branchIds) {
    const place = branchPlaces[name];
    if (place) await updateBranch(tx, organizationId, id, { ...place, geofenceRadiusMeters: 150 });
  }
  const tampines = options.branchIds.get('Tampines') ?? null;
  const templates = [];
  for (const template of shiftTemplates) {
    const id = await insertShiftTemplate(tx, organizationId, {
      ...template,
      breakMinutes: 45,
      branchId: tampines,
      payRules: ['normal', 'offDay', 'restDay', 'publicHoliday'],
      isActive: true,
    });
    templates.push({ ...template, id });
  }

  const today = demoDateAfter(now, 0);
  const from = addDays(today, -7 * weeksBack);
  const schedule = await workingHoursIn(tx, organizationId);
  const holidays = await publicHolidayDates(tx, organizationId, from, addDays(today, 14));
  const logs: NewAttendanceLog[] = [];

  // The counter's roster: four weeks worked, this week and next published, the week after a draft.
  const nextMonday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const draftFrom = addDays(nextMonday, 7);
  const rosterTo = addDays(draftFrom, 6);
  for (const [personIndex, person] of counterStaff.entries()) {
    const employeeId = options.employeeIds.get(person.email);
    if (!employeeId) continue;
    await updateEmployee(tx, organizationId, employeeId, { attendanceLogOn: true });
    let dayIndex = 0;
    for (const date of datesFrom(from, rosterTo)) {
      dayIndex += 1;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === person.dayOff || holidays.has(date)) continue;
      const template = templates[(Math.floor(dayIndex / 7) + personIndex) % templates.length];
      if (!template) continue;
      const startAt = instantInZone(date, template.startTime, timeZone);
      const endAt = instantInZone(date, template.endTime, timeZone);
      const draft = date >= draftFrom;
      const publishedAt = instantInZone(addDays(date, -((weekday + 6) % 7) - 3), '17:00', timeZone);
      const shiftId = await insertRosterShift(tx, organizationId, {
        employeeId,
        workDate: date,
        templateId: template.id,
        name: template.name,
        colour: template.colour,
        branchId: tampines,
        startAt,
        endAt,
        breakMinutes: 45,
        payRules: ['normal', 'offDay', 'restDay', 'publicHoliday'],
        state: draft ? 'draft' : 'published',
        publishedAt: draft ? null : publishedAt,
        createdBy: options.adminAccountId,
      });
      if (date >= today) continue;
      const expected = expectedShiftOn(
        date,
        [{ id: shiftId, name: template.name, startAt, endAt, breakMinutes: 45 }],
        schedule,
        timeZone,
        holidays,
      );
      if (!expected) continue;
      logs.push(
        logOf(
          { organizationId, employeeId, branchId: tampines },
          { date, dayKind: workedDayKindOn(date, schedule, holidays), expected },
          storyOf(dayIndex, personIndex),
          options.adminAccountId,
        ),
      );
    }
  }

  // The staff sign-ins: a month of working days by the fixed schedule, none on their leave.
  const signIns = [...options.staffSignIns]
    .map((email) => options.employeeIds.get(email))
    .filter((id): id is string => id !== undefined);
  const leave = await approvedLeaveDaysOf(tx, organizationId, signIns, { from, to: today });
  for (const [index, employeeId] of signIns.entries()) {
    const onLeave = new Set((leave.get(employeeId) ?? []).map((day) => day.date));
    const branchId = options.branchIds.get('Raffles Place HQ') ?? null;
    let dayIndex = 0;
    for (const date of datesFrom(from, addDays(today, -1))) {
      dayIndex += 1;
      if (onLeave.has(date)) continue;
      const expected = expectedShiftOn(date, [], schedule, timeZone, holidays);
      if (!expected) continue;
      const story = storyOf(dayIndex, index + counterStaff.length);
      logs.push(
        logOf(
          { organizationId, employeeId, branchId },
          { date, dayKind: workedDayKindOn(date, schedule, holidays), expected },
          // The sign-ins keep no attendance, so nothing marks them absent: a quiet day instead.
          story === 'absent' ? { checkIn: -5, checkOut: 2 } : story,
          options.adminAccountId,
        ),
      );
    }
  }
  await insertLogsUnlessPresent(tx, logs);

  // A check-out the counter missed asks its employee for the time they left, as the day-end job
  // does.
  for (const log of logs) {
    if (log.state !== 'missingCheckOut' || !log.checkInAt) continue;
    const times = { checkInAt: log.checkInAt.toISOString(), checkOutAt: null };
    const opened = new Date((log.expectedEndAt ?? log.checkInAt).getTime() + 4 * 60 * minute);
    const audit = await insertAudit(tx, {
      organizationId,
      employeeId: log.employeeId,
      workDate: log.workDate,
      logId: log.id,
      origin: 'job',
      status: 'Pending Employee',
      before: times,
      proposed: times,
      reason: missingCheckOutReason,
      openedBy: null,
      createdAt: opened,
      updatedAt: opened,
    });
    await insertAuditEvents(tx, [
      {
        organizationId,
        auditId: audit.id,
        kind: 'opened',
        actorAccountId: null,
        times: null,
        comment: missingCheckOutReason,
        at: opened,
      },
    ]);
  }
}
