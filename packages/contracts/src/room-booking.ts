// Rooms and their bookings (spec sections 2 Room booking, 3 Room booking and Room, 4 Booking,
// 5, 7 and 8). Times travel as UTC HH:mm beside UTC dates, each with its local twin in an
// ...Origin field; an end at midnight is 24:00.
import { z } from 'zod';
import { defaultPageSize, zPage } from './api.js';

export const roomBookedMessage = 'You have successfully booked a room!';
export const roomBookingUpdatedMessage = 'Update Booking room!';
export const roomTakenMessage =
  'This room is already booked for part of that time. Choose another time or room.';
export const roomExistsMessage =
  'Room Already Exists. Please use a different name for the room at this branch/outlet.';
export const roomHasBookingsMessage =
  'This room has bookings to come. Cancel them or make the room inactive instead.';

/** Bookings start and end on the quarter hour (spec section 9). */
export const bookingSlotMinutes = 15;
export const bookingStatuses = ['Booked', 'Cancelled'] as const;

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');
const quarterHour = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const zTime = z.string().regex(quarterHour, 'Use a time on the quarter hour, HH:mm');
const zEndTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, 'Use a time on the quarter hour, HH:mm');

export const zAmenity = z.object({ name: z.string().trim().min(1).max(60) });

export const zRoomInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  branchOutletId: z.uuid('Choose a branch/outlet from the list'),
  capacity: z.number('capacity: enter a number').int().min(1, 'A room seats at least 1').max(1000),
  amenitySelected: z.array(zAmenity).max(30),
  /** An uploaded image's id, or null. */
  image: z.uuid('Upload the image first').nullable(),
  isActive: z.boolean(),
});
export type RoomInput = z.input<typeof zRoomInput>;

export const zRoom = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  branchOutletId: z.string(),
  branchOutletName: z.string(),
  capacity: z.number().int(),
  amenitySelected: z.array(zAmenity),
  /** The image's upload id; read it from /api/v1/uploads/{image}. */
  image: z.string().nullable(),
  isActive: z.boolean(),
});
export type Room = z.infer<typeof zRoom>;

export const zOrgRoomsQuery = z.object({
  branchOutletId: z.uuid('branchOutletId: not a valid id').optional(),
});
export const zRoomQuery = z.object({ orgId: z.string().optional() });

export const zBookingSettings = z.object({
  /** How many days ahead a booking may start. */
  maxDaysAhead: z.number().int().min(1, 'Allow at least 1 day ahead').max(365),
  /** The longest booking, in minutes, on the quarter hour. */
  maxDurationMinutes: z
    .number()
    .int()
    .min(15, 'Allow at least 15 minutes')
    .max(1440, 'A booking is at most a day')
    .refine((minutes) => minutes % bookingSlotMinutes === 0, 'Use whole quarter hours'),
  staffMayBookForOthers: z.boolean(),
});
export type BookingSettings = z.infer<typeof zBookingSettings>;

/**
 * A booking to create or update: date and times in UTC (HH:mm, an end of 00:00 sent as 24:00) with
 * the employee's local values in the Origin fields (product spec section 3).
 */
export const zRoomBookingInput = z.object({
  bookingDate: zIsoDate,
  bookingTimeFrom: zTime,
  bookingTimeFromOrigin: zTime,
  bookingTimeTo: zEndTime,
  bookingTimeToOrigin: zEndTime,
  bookingDateFrom: zIsoDate,
  bookingDateTo: zIsoDate,
  bookingDateFromOrigin: zIsoDate,
  bookingDateToOrigin: zIsoDate,
  employeeBookedId: z.uuid('Choose an employee from the list'),
  branchOutletId: z.uuid('Choose a branch/outlet from the list'),
  roomId: z.uuid('Choose a room from the list'),
  organizationId: z.string().optional(),
});
export type RoomBookingInput = z.input<typeof zRoomBookingInput>;

export const zRoomBooking = z.object({
  id: z.string(),
  /** UTC: the start's date, and the dates and HH:mm times of both ends. */
  bookingDate: z.string(),
  bookingDateFrom: z.string(),
  bookingDateTo: z.string(),
  bookingTimeFrom: z.string(),
  bookingTimeTo: z.string(),
  /** The same ends in the viewer's own time zone. */
  bookingDateFromOrigin: z.string(),
  bookingDateToOrigin: z.string(),
  bookingTimeFromOrigin: z.string(),
  bookingTimeToOrigin: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bookingStatus: z.enum(bookingStatuses),
  roomId: z.string(),
  roomName: z.string(),
  /** The booker's id and name, for their own bookings and for admins; null for the rest. */
  employeeBookedId: z.string().nullable(),
  employeeName: z.string().nullable(),
  isMine: z.boolean(),
  /**
   * Whether the viewer answers for it (an admin, the person it is for or the one who made it):
   * they see whose it is and may change or cancel it while it stands. Anyone else only sees
   * that the room is Booked.
   */
  mayChange: z.boolean(),
  branchOutletId: z.string(),
  branchOutletName: z.string(),
  organizationId: z.string(),
});
export type RoomBooking = z.infer<typeof zRoomBooking>;

const zBooleanText = z
  .enum(['true', 'false'], 'isAllEmployee: use true or false')
  .transform((value) => value === 'true');

export const zRoomBookingQuery = z.object({
  isAllEmployee: zBooleanText.optional(),
  employeeId: z.uuid('employeeId: not a valid id').optional(),
  branchOutletId: z.uuid('branchOutletId: not a valid id').optional(),
  organizationId: z.string().optional(),
  roomId: z.uuid('roomId: not a valid id').optional(),
  from: z.iso.datetime({ offset: true, message: 'from: use an ISO date and time' }),
  to: z.iso.datetime({ offset: true, message: 'to: use an ISO date and time' }),
});

/** The bookings list's two halves: what is still to end, soonest first, and what has, latest first. */
export const roomBookingPeriods = ['upcoming', 'past'] as const;
export type RoomBookingPeriod = (typeof roomBookingPeriods)[number];

const zListDate = (field: string) =>
  z.iso.date(`${field}: use a date in the form YYYY-MM-DD`).optional();

/**
 * The bookings list, a page at a time: one person's (the viewer's) or, with isAllEmployee, every
 * one the viewer may list; narrowed by branch/outlet, room, employee and a range of dates on the
 * viewer's wall clock (both ends included).
 */
export const zRoomBookingListQuery = z
  .object({
    isAllEmployee: zBooleanText.optional(),
    period: z.enum(roomBookingPeriods, 'period: use upcoming or past').default('upcoming'),
    branchOutletId: z.uuid('branchOutletId: not a valid id').optional(),
    roomId: z.uuid('roomId: not a valid id').optional(),
    employeeId: z.uuid('employeeId: not a valid id').optional(),
    dateFrom: zListDate('dateFrom'),
    dateTo: zListDate('dateTo'),
    page: z.coerce
      .number('page: use a whole number')
      .int('page: use a whole number')
      .min(1, 'page: at least 1')
      .default(1),
    pageSize: z.coerce
      .number('pageSize: use a whole number')
      .int('pageSize: use a whole number')
      .min(1, 'pageSize: at least 1')
      .max(100, 'pageSize: at most 100')
      .default(defaultPageSize),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateTo'],
    message: 'dateTo: the range must not end before it starts',
  });
export type RoomBookingListQuery = z.input<typeof zRoomBookingListQuery>;

export const zRoomBookingPage = zPage(zRoomBooking);
export type RoomBookingPage = z.infer<typeof zRoomBookingPage>;
