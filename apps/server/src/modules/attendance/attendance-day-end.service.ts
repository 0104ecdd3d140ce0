// The end of each day, in each person's zone. A log left open past its shift is checked out at
// the shift's end when the settings say so, or else marked as missing its check-out, with a form
// asking the employee for the time they left, who is mailed. A person who keeps attendance, was
// expected at work and has no log, no whole day of approved leave and no public holiday off is
// marked absent. Every run looks back a few days, so a run missed while the service was down is
// made up, and marks nothing twice.
import type { AttendanceSettings } from '@tembusu/contracts/attendance';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import { addDays, datesFrom } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { approvedLeaveDaysOf } from '../leave/leave-days-off.service.js';
import {
  organizationsWithToday,
  publicHolidayDates,
  workingHoursIn,
} from '../organization/organization.service.js';
import { publishedShiftsOfPeople } from '../shift-planning/roster.service.js';
import {
  insertAuditEvents,
  insertAuditUnlessOpen,
  logTimesOf,
} from './attendance-audits.repository.js';
import {
  attendancePeopleOf,
  insertLogsUnlessPresent,
  lockAbsencesOf,
  logDaysBetween,
  type NewAttendanceLog,
  openLogsOf,
  updateAttendanceLog,
} from './attendance-logs.repository.js';
import { expectedColumns, expectedOf } from './attendance-logs.service.js';
import {
  type AttendanceFollowUps,
  dispatchAttendanceMails,
  employeeMailer,
  type MailEmployee,
  mailTimesAsked,
} from './attendance-notices.js';
import {
  checkOutDueBy,
  expectedShiftOn,
  measure,
  overtimeDecision,
  wholeLeaveDates,
  workedDayKindOn,
} from './attendance-rules.js';
import { attendanceSettingsIn } from './attendance-settings.service.js';

/** How many days back each run looks for days to close. */
export const dayEndLookBackDays = 2;

/** What the form the job opens for a missing check-out asks. */
export const missingCheckOutReason = 'No check-out was recorded: give the time you left';

export type DayEndResult = { autoCheckedOut: number; missingCheckOut: number; absent: number };

// Rows a statement inserts at most, within PostgreSQL's bound parameters.
const insertBatch = 1000;

async function closeOpenLogs(
  tx: Db,
  organizationId: string,
  now: Date,
  settings: AttendanceSettings,
  mail: { mailEmployee: MailEmployee; publicUrl: string },
) {
  let autoCheckedOut = 0;
  let missingCheckOut = 0;
  for (const log of await openLogsOf(tx, organizationId)) {
    if (!log.checkInAt) continue;
    if (now < checkOutDueBy({ checkInAt: log.checkInAt, expectedEndAt: log.expectedEndAt })) {
      continue;
    }
    const expected = expectedOf(log);
    if (settings.autoCheckOut && expected && expected.endAt > log.checkInAt) {
      const figures = measure(
        { checkInAt: log.checkInAt, checkOutAt: expected.endAt },
        expected,
        settings,
      );
      await updateAttendanceLog(tx, organizationId, log.id, {
        checkOutAt: expected.endAt,
        autoCheckedOut: true,
        state: 'complete',
        ...figures,
        ...overtimeDecision(figures.overtimeMinutes, settings),
      });
      autoCheckedOut += 1;
      continue;
    }
    await updateAttendanceLog(tx, organizationId, log.id, { state: 'missingCheckOut' });
    missingCheckOut += 1;
    const times = logTimesOf(log);
    const audit = await insertAuditUnlessOpen(tx, {
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
    });
    if (audit) {
      await insertAuditEvents(tx, [
        {
          organizationId,
          auditId: audit.id,
          kind: 'opened',
          actorAccountId: null,
          times: null,
          comment: missingCheckOutReason,
          at: now,
        },
      ]);
      await mailTimesAsked(mail.mailEmployee, mail.publicUrl, audit);
    }
  }
  return { autoCheckedOut, missingCheckOut };
}

async function markAbsences(tx: Db, organizationId: string, now: Date): Promise<number> {
  const people = await attendancePeopleOf(tx, organizationId);
  if (people.length === 0) return 0;
  const todays = people.map((person) => isoDateIn(now, person.timeZone)).sort();
  const range = {
    from: addDays(todays[0] ?? '', -dayEndLookBackDays),
    to: todays[todays.length - 1] ?? '',
  };
  const ids = people.map((person) => person.id);
  const schedule = await workingHoursIn(tx, organizationId);
  const holidays = await publicHolidayDates(tx, organizationId, range.from, range.to);
  const shifts = groupedBy(
    await publishedShiftsOfPeople(tx, organizationId, ids, range),
    (shift) => `${shift.employeeId}|${shift.workDate}`,
  );
  const leave = await approvedLeaveDaysOf(tx, organizationId, ids, range);
  const logged = new Set(
    (await logDaysBetween(tx, organizationId, range)).map(
      (row) => `${row.employeeId}|${row.workDate}`,
    ),
  );
  const absences: NewAttendanceLog[] = [];
  for (const person of people) {
    const today = isoDateIn(now, person.timeZone);
    const onLeave = wholeLeaveDates(leave.get(person.id) ?? []);
    for (const date of datesFrom(addDays(today, -dayEndLookBackDays), today)) {
      const key = `${person.id}|${date}`;
      if (logged.has(key) || onLeave.has(date)) continue;
      if (date < person.employmentStartDate) continue;
      if (person.employmentEndDate !== null && date > person.employmentEndDate) continue;
      const rostered = shifts.get(key) ?? [];
      const expected = expectedShiftOn(date, rostered, schedule, person.timeZone, holidays);
      // Absent once the shift's check-out would be overdue.
      if (
        !expected ||
        now < checkOutDueBy({ checkInAt: expected.startAt, expectedEndAt: expected.endAt })
      ) {
        continue;
      }
      absences.push({
        organizationId,
        employeeId: person.id,
        workDate: date,
        branchId: rostered[0]?.branchId ?? person.branchId,
        dayKind: workedDayKindOn(date, schedule, holidays),
        ...expectedColumns(expected),
        state: 'absent',
        source: 'job',
      });
    }
  }
  let marked = 0;
  for (let start = 0; start < absences.length; start += insertBatch) {
    marked += await insertLogsUnlessPresent(tx, absences.slice(start, start + insertBatch));
  }
  return marked;
}

/**
 * Closes what is due in one organisation, inside the caller's transaction; the mails it queued
 * there (`mailEmployee`) are the caller's to dispatch once that transaction committed.
 */
export async function closeDaysOf(
  tx: Db,
  organizationId: string,
  now: Date,
  mail: { mailEmployee: MailEmployee; publicUrl: string },
): Promise<DayEndResult> {
  await lockAbsencesOf(tx, organizationId, 'exclusive');
  const settings = await attendanceSettingsIn(tx, organizationId);
  const closed = await closeOpenLogs(tx, organizationId, now, settings, mail);
  const absent = await markAbsences(tx, organizationId, now);
  return { ...closed, absent };
}

/**
 * Closes what is due in every organisation, each in its own transaction, whose mails leave once
 * it committed.
 */
export async function closeAttendanceDays(
  db: Db,
  now: Date,
  followUps: AttendanceFollowUps,
): Promise<DayEndResult> {
  const total: DayEndResult = { autoCheckedOut: 0, missingCheckOut: 0, absent: 0 };
  for (const { organizationId } of await organizationsWithToday(db, now)) {
    const outboxIds: string[] = [];
    const result = await withTenant(db, organizationId, (tx) =>
      closeDaysOf(tx, organizationId, now, {
        mailEmployee: employeeMailer(tx, organizationId, outboxIds),
        publicUrl: followUps.publicUrl,
      }),
    );
    await dispatchAttendanceMails(followUps.enqueue, outboxIds);
    total.autoCheckedOut += result.autoCheckedOut;
    total.missingCheckOut += result.missingCheckOut;
    total.absent += result.absent;
  }
  return total;
}
