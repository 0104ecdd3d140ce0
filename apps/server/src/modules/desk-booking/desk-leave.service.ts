// Desks and approved leave: nobody books a desk for a day they are on leave, and bookings on days
// that become leave are cancelled, with a notice to the person. Leave is below desk booking in the
// module order: desk booking reads leave through its service, and leave reaches back only through
// the `ReleaseBookingsOnLeave` port that app.ts gives it from here.
import { instantInZone, wallClock } from '@tembusu/contracts/booking-time';
import { calendarDateText } from '@tembusu/contracts/display-text';
import type { Db } from '../../db/client.js';
import type { TenantContext } from '../../db/tenant.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { lockBookingsOf, updateBooking } from '../bookings/bookings.service.js';
import { approvedLeaveDaysOf } from '../leave/leave-days-off.service.js';
import type { ApprovedLeave, ReleaseBookingsOnLeave } from '../leave/leave-ports.js';
import { enqueueMail } from '../mail/mail.service.js';
import { workingHoursIn } from '../organization/organization.service.js';
import { type LeaveDayOff, leaveCovers } from './desk-booking.policy.js';
import { type DeskBookingRow, listDeskBookings } from './desk-booking.repository.js';

/** The person's approved leave on a date, if any; read under their bookings lock. */
export async function leaveDayOf(
  tx: Db,
  organizationId: string,
  employeeId: string,
  date: string,
): Promise<LeaveDayOff | undefined> {
  const days = await approvedLeaveDaysOf(tx, organizationId, [employeeId], {
    from: date,
    to: date,
  });
  const onDate = days.get(employeeId) ?? [];
  const whole = onDate.find((day) => day.part === 'full');
  if (whole) return whole;
  // A morning and an afternoon of two requests make the whole day.
  const [half] = onDate;
  if (half && onDate.some((day) => day.part !== half.part)) return { ...half, part: 'full' };
  return half;
}

type Released = { date: string; from: string; to: string; deskName: string; place: string };

function releasedMail(leave: ApprovedLeave, released: Released[]) {
  const line = (booking: Released) =>
    `${calendarDateText(booking.date)} (${booking.from}–${booking.to}, desk ${booking.deskName}, ${booking.place})`;
  const because = `because your ${leave.leaveTypeName} was approved`;
  const only = released.length === 1 ? released[0] : undefined;
  const body = only
    ? [
        `Your desk booking on ${line(only)} was released ${because}.`,
        '',
        'The desk is free for others now.',
      ]
    : [
        `Your desk bookings below were released ${because}:`,
        ...released.map((booking) => `- ${line(booking)}`),
        '',
        'The desks are free for others now.',
      ];
  return {
    subject: only
      ? `Your desk booking on ${calendarDateText(only.date)} was released`
      : 'Your desk bookings were released',
    text: [`Hello ${leave.employee.name},`, '', ...body].join('\n'),
  };
}

/**
 * The `ReleaseBookingsOnLeave` port: cancels the person's standing desk bookings that the approved
 * leave covers (whole days, and bookings within a half day's half), leaving alone those already
 * over or checked in to, and mails them the list; inside the approval's transaction.
 */
export const releaseDeskBookingsOnLeave: ReleaseBookingsOnLeave = async (
  tx: Db,
  ctx: TenantContext,
  leave: ApprovedLeave,
) => {
  const dates = leave.days.map((day) => day.date).sort();
  const [first] = dates;
  const last = dates[dates.length - 1];
  if (!first || !last) return [];
  // The same lock a booking takes before it reads the person's leave: a booking racing the
  // approval either commits first and is released here, or reads the leave approved.
  await lockBookingsOf(tx, ctx, leave.employee.id);
  const rows = await listDeskBookings(tx, ctx.organizationId, {
    from: instantInZone(first, '00:00', 'Pacific/Kiritimati'),
    to: instantInZone(last, '24:00', 'Etc/GMT+12'),
    employeeId: leave.employee.id,
    liveOnly: true,
  });
  const schedule = await workingHoursIn(tx, ctx.organizationId);
  const byDate = new Map(leave.days.map((day) => [day.date, day]));
  const covered = (row: DeskBookingRow) => {
    const start = wallClock(row.startsAt, row.branchTimeZone);
    const end = wallClock(row.endsAt, row.branchTimeZone, true);
    const day = byDate.get(start.date);
    if (!day || row.checkedInAt || row.endsAt <= ctx.now) return null;
    const times = { from: start.time, to: end.time };
    const dayOff = { ...day, leaveTypeName: leave.leaveTypeName };
    return leaveCovers(dayOff, times, schedule) ? { date: start.date, ...times } : null;
  };
  const released: Released[] = [];
  for (const row of rows) {
    const slot = covered(row);
    if (!slot) continue;
    await updateBooking(tx, ctx, row.id, { status: 'Cancelled' });
    await recordTenantAudit(ctx, tx, 'desk_booking.cancelled', row.id, {
      because: 'leave approved',
      leaveRequestId: leave.requestId,
    });
    released.push({
      ...slot,
      deskName: row.deskName,
      place: `${row.workspaceName}, ${row.branchName}`,
    });
  }
  if (released.length === 0 || !leave.employee.isActive) return [];
  const mail = releasedMail(leave, released);
  return [
    await enqueueMail(tx, {
      organizationId: ctx.organizationId,
      to: leave.employee.email,
      ...mail,
    }),
  ];
};
