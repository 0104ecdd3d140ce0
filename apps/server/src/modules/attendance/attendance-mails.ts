// The wording of every attendance mail, in one place. Plain text, short: what day, what happened
// or is asked, and the link to the employee's own screen.
import { hoursText } from '@tembusu/contracts/attendance';
import { wallClock } from '@tembusu/contracts/booking-time';
import { calendarDateText } from '@tembusu/contracts/display-text';

export type AttendanceMail = { subject: string; text: string };

const mail = (subject: string, name: string, lines: (string | null)[]): AttendanceMail => ({
  subject,
  text: [`Hello ${name},`, '', ...lines.filter((line) => line !== null)].join('\n'),
});

const commentLine = (comment: string | null) => (comment ? `Comment: ${comment}` : null);

/** "09:10", or "06:00 on 11/20/2026" when the time falls on another day than the work date. */
function clockText(instant: Date, timeZone: string, workDate: string): string {
  const { date, time } = wallClock(instant, timeZone);
  return date === workDate ? time : `${time} on ${calendarDateText(date)}`;
}

/** "check-in 09:10, check-out 18:05", in the zone the day is read in. */
export function timesText(
  times: { checkInAt: Date; checkOutAt: Date | null },
  timeZone: string,
  workDate: string,
): string {
  const checkOut = times.checkOutAt
    ? clockText(times.checkOutAt, timeZone, workDate)
    : 'none recorded';
  return `check-in ${clockText(times.checkInAt, timeZone, workDate)}, check-out ${checkOut}`;
}

/** To the employee, when a form waits on their times: an admin asked, or a check-out is missing. */
export function timesAskedMail(
  name: string,
  form: { workDate: string; reason: string },
  link: string,
): AttendanceMail {
  const day = calendarDateText(form.workDate);
  return mail(`Your attendance on ${day}: give your times`, name, [
    `Your attendance on ${day} needs your times.`,
    `What is asked: ${form.reason}`,
    '',
    `Answer with the times you worked: ${link}`,
  ]);
}

/** To the employee, when an admin approves or turns down the overtime of one of their days. */
export function overtimeDecidedMail(
  name: string,
  decision: { workDate: string; overtimeMinutes: number; approved: boolean },
  link: string,
): AttendanceMail {
  const day = calendarDateText(decision.workDate);
  const verdict = decision.approved ? 'approved' : 'turned down';
  return mail(`Your overtime on ${day} was ${verdict}`, name, [
    `Your overtime on ${day}, ${hoursText(decision.overtimeMinutes)}, was ${verdict}.`,
    decision.approved ? null : 'It is not counted as worked time or paid.',
    '',
    `See the day: ${link}`,
  ]);
}

/**
 * To the employee, when a reviewer completes a form of theirs: their times (or the reviewer's)
 * applied to the log, or the form turned down and the log left as it was.
 */
export function correctionDecidedMail(
  name: string,
  outcome:
    | { applied: true; workDate: string; times: string; comment: string | null }
    | { applied: false; workDate: string; comment: string | null },
  link: string,
): AttendanceMail {
  const day = calendarDateText(outcome.workDate);
  return outcome.applied
    ? mail(`Your attendance on ${day} was corrected`, name, [
        `The correction of your attendance on ${day} was applied: ${outcome.times}.`,
        commentLine(outcome.comment),
        '',
        `See the day: ${link}`,
      ])
    : mail(`Your correction of ${day} was turned down`, name, [
        `The correction of your attendance on ${day} was turned down: the log stays as it was.`,
        commentLine(outcome.comment),
        '',
        `See your attendance: ${link}`,
      ]);
}
