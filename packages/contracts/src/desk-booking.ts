// Hot desks: workspaces with floor plans, their desks, the booking rules, and desk bookings on
// the booking core rooms use (spec section 2, Desk booking).
import { z } from 'zod';

export const deskTakenMessage = 'This desk is already booked for that time. Choose another desk.';
export const deskBookedMessage = 'Your desk has been booked.';
export const workspaceExistsMessage =
  'Workspace Already Exists. Please use a different name for the floor or zone at this branch/outlet.';
export const deskHasBookingsMessage =
  'A desk you removed has bookings to come. Cancel them, or switch the desk off for maintenance instead.';

export const deskBookingModes = ['fullDay', 'halfDay', 'timeRange'] as const;
export const deskBookingModeLabels: Record<(typeof deskBookingModes)[number], string> = {
  fullDay: 'Full day',
  halfDay: 'Half day (morning or afternoon)',
  timeRange: 'Time range',
};
export const deskPeriods = ['fullDay', 'morning', 'afternoon', 'timeRange'] as const;
export type DeskPeriod = (typeof deskPeriods)[number];

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');
const zQuarterHour = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Use a time on the quarter hour, HH:mm');
const zPercent = z
  .number('Place the desk on the floor plan')
  .min(0, 'Place the desk on the floor plan')
  .max(100, 'Place the desk on the floor plan');

export const zDeskInput = z.object({
  /** Absent for a desk being added. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Name is required').max(40),
  features: z.array(z.string().trim().min(1).max(40)).max(10),
  x: zPercent,
  y: zPercent,
  /** The one employee a fixed desk is for; null for a hot desk. */
  assignedEmployeeId: z.uuid('Choose an employee from the list').nullable(),
  underMaintenance: z.boolean(),
});
export type DeskInput = z.input<typeof zDeskInput>;

export const zWorkspaceInput = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    branchOutletId: z.uuid('Choose a branch/outlet from the list'),
    /** The floor plan image's upload id. */
    floorPlan: z.uuid('Upload the floor plan first').nullable(),
    desks: z.array(zDeskInput).max(300),
  })
  .superRefine((workspace, ctx) => {
    const names = new Set<string>();
    workspace.desks.forEach((desk, index) => {
      const key = desk.name.toLowerCase();
      if (names.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['desks', index, 'name'],
          message: 'Each desk in a workspace has its own name',
        });
      }
      names.add(key);
    });
  });
export type WorkspaceInput = z.input<typeof zWorkspaceInput>;

export const zDesk = z.object({
  id: z.string(),
  name: z.string(),
  features: z.array(z.string()),
  x: z.number(),
  y: z.number(),
  assignedEmployeeId: z.string().nullable(),
  assignedEmployeeName: z.string().nullable(),
  underMaintenance: z.boolean(),
});
export type Desk = z.infer<typeof zDesk>;

export const zWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  branchOutletId: z.string(),
  branchOutletName: z.string(),
  floorPlan: z.string().nullable(),
  desks: z.array(zDesk),
});
export type Workspace = z.infer<typeof zWorkspace>;

export const zDeskSettings = z.object({
  bookingMode: z.enum(deskBookingModes),
  maxDaysAhead: z.number().int().min(1, 'Allow at least 1 day ahead').max(365),
  /** Minutes after the start to check in, or the booking is released; null: no check-in. */
  checkInMinutes: z.number().int().min(5, 'Allow at least 5 minutes').max(240).nullable(),
  maxBookingsPerWeek: z.number().int().min(1, 'Allow at least 1 booking a week').max(14),
});
export type DeskSettings = z.infer<typeof zDeskSettings>;

export const zDeskBookingInput = z
  .object({
    deskId: z.uuid('Choose a desk'),
    date: zIsoDate,
    period: z.enum(deskPeriods),
    /** For a time range only, in the branch's time zone. */
    from: zQuarterHour.nullable().optional(),
    to: zQuarterHour.nullable().optional(),
    /** Admins book for anyone; staff for themselves (null or their own id). */
    employeeId: z.uuid('Choose an employee from the list').nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.period === 'timeRange') {
      if (!input.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start' });
      if (!input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end' });
    }
  });
export type DeskBookingInput = z.input<typeof zDeskBookingInput>;

export const deskBookingStatuses = ['Booked', 'Cancelled', 'Released'] as const;

export const zDeskBooking = z.object({
  id: z.string(),
  deskId: z.string(),
  deskName: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  branchOutletId: z.string(),
  branchOutletName: z.string(),
  /** The branch's calendar date and wall-clock times. */
  date: z.string(),
  from: z.string(),
  to: z.string(),
  period: z.enum(deskPeriods),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(deskBookingStatuses),
  checkedInAt: z.string().nullable(),
  /** Check in by then or the booking is released; null when no check-in is asked. */
  checkInBy: z.string().nullable(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  isMine: z.boolean(),
});
export type DeskBooking = z.infer<typeof zDeskBooking>;

export const zDeskBookingQuery = z.object({
  from: zIsoDate,
  to: zIsoDate,
  branchOutletId: z.uuid('branchOutletId: not a valid id').optional(),
  workspaceId: z.uuid('workspaceId: not a valid id').optional(),
  employeeId: z.uuid('employeeId: not a valid id').optional(),
  /** Only the caller's own bookings. */
  mine: z
    .enum(['true', 'false'], 'mine: use true or false')
    .transform((value) => value === 'true')
    .optional(),
});

export const deskStates = ['free', 'booked', 'mine', 'fixed', 'maintenance'] as const;

/** A desk on a given day, as the floor plan colours it. */
export const zDeskAvailability = zDesk.extend({
  state: z.enum(deskStates),
  /** The day's bookings of the desk; names only to their owner and to admins. */
  bookings: z.array(zDeskBooking),
});
export type DeskAvailability = z.infer<typeof zDeskAvailability>;

export const zDeskAvailabilityQuery = z.object({
  workspaceId: z.uuid('workspaceId: not a valid id'),
  date: zIsoDate,
});
