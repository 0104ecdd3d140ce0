// The wording of the mail a published roster sends: one to each person whose days changed,
// listing each changed day as it now stands. Plain text, short, with the link to the schedule.
import { calendarDateText } from '@tembusu/contracts/display-text';

export type MailShift = {
  name: string;
  startTime: string;
  endTime: string;
  overnight: boolean;
  branchName: string | null;
};

/** A day whose shifts a publish changed: what it holds now, and what was taken off it. */
export type ChangedDay = { date: string; shifts: MailShift[]; removed: MailShift[] };

export type RosterMail = { subject: string; text: string };

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Mon 01/03/2028". */
export function dayText(date: string): string {
  return `${weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${calendarDateText(date)}`;
}

/** "Night 22:00–06:00 (next day) at Jurong". */
export function shiftText(shift: MailShift): string {
  const next = shift.overnight ? ' (next day)' : '';
  const place = shift.branchName ? ` at ${shift.branchName}` : '';
  return `${shift.name} ${shift.startTime}–${shift.endTime}${next}${place}`;
}

function dayLine(day: ChangedDay): string {
  const now = day.shifts.length > 0 ? day.shifts.map(shiftText).join('; ') : 'no shift';
  const removed =
    day.removed.length > 0
      ? ` (taken off: ${day.removed.map((shift) => `${shift.name} ${shift.startTime}–${shift.endTime}`).join('; ')})`
      : '';
  return `- ${dayText(day.date)}: ${now}${removed}`;
}

/** To an employee, when a publish changed some of their days. */
export function rosterChangedMail(
  name: string,
  days: readonly ChangedDay[],
  link: string,
): RosterMail {
  const [only] = days;
  const subject =
    days.length === 1 && only
      ? `Your shift on ${calendarDateText(only.date)} has changed`
      : 'Your shift schedule has changed';
  return {
    subject,
    text: [
      `Hello ${name},`,
      '',
      days.length === 1
        ? 'Your roster has changed on this day:'
        : 'Your roster has changed on these days:',
      ...days.map(dayLine),
      '',
      `See your shift schedule: ${link}`,
    ].join('\n'),
  };
}
