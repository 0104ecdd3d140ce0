// The organisation's own records: its details, departments and branches (spec section 2).
import { z } from 'zod';
import { scheduleTypes, workingHoursTypes, zBusinessRegistrationType } from './enums.js';
import { zOptionalPhone, zPassword } from './patterns.js';
import { currencies } from './reference/currencies.js';
import { timeZones } from './reference/time-zones.js';
import { type AdminSectionPath, adminSections } from './roles.js';

export const departmentExistsMessage =
  'Department Already Exists. Please use a different name for the department.';
export const branchExistsMessage =
  'Branch/Outlet Already Exists. Please use a different name for the branch or outlet.';

const currencyCodes: ReadonlySet<string> = new Set(currencies.map((c) => c.code));
const ianaZones: ReadonlySet<string> = new Set(timeZones.flatMap((zone) => zone.utc));

export const zIanaTimeZone = z
  .string()
  .refine((zone) => ianaZones.has(zone), 'Choose a time zone from the list');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

export const zOrganizationInfo = z.object({
  id: z.string(),
  code: z.string(),
  organizationName: z.string(),
  uen: z.string().nullable(),
  registrationType: z.string().nullable(),
  address: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
});
export type OrganizationInfo = z.infer<typeof zOrganizationInfo>;

export const zUpdateOrganizationInfo = z.object({
  organizationName: z.string().trim().min(2, 'Organisation name is required').max(200),
  uen: optionalText(20),
  registrationType: zBusinessRegistrationType.nullable(),
  address: optionalText(500),
  industry: optionalText(100),
  phone: z
    .string()
    .trim()
    .pipe(zOptionalPhone)
    .transform((value) => value || null)
    .nullable(),
  email: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(z.email('Enter a valid e-mail address').nullable())
    .nullable(),
  currency: z.string().refine((code) => currencyCodes.has(code), 'Choose a currency from the list'),
  timeZone: zIanaTimeZone,
});
export type UpdateOrganizationInfo = z.input<typeof zUpdateOrganizationInfo>;

export const zBranch = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  /** The geofence's centre, or null for none. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The geofence's radius around the centre, or null for none. */
  geofenceRadiusMeters: z.number().nullable(),
  isActive: z.boolean(),
});
export type Branch = z.infer<typeof zBranch>;

/** The largest geofence a branch may have: a city, not a country. */
export const maxGeofenceRadiusMeters = 50_000;

export const zBranchInput = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    address: optionalText(500),
    postalCode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, 'A Singapore postal code is 6 digits')
      .transform((value) => value || null)
      .nullable(),
    phone: z
      .string()
      .trim()
      .pipe(zOptionalPhone)
      .transform((value) => value || null)
      .nullable(),
    timeZone: zIanaTimeZone,
    // Optional, so that callers from before geofences keep working: left out is no geofence.
    latitude: z
      .number('latitude: a number of degrees')
      .min(-90, 'latitude: between -90 and 90')
      .max(90, 'latitude: between -90 and 90')
      .nullable()
      .default(null),
    longitude: z
      .number('longitude: a number of degrees')
      .min(-180, 'longitude: between -180 and 180')
      .max(180, 'longitude: between -180 and 180')
      .nullable()
      .default(null),
    geofenceRadiusMeters: z
      .number('geofenceRadiusMeters: a number of metres')
      .int('geofenceRadiusMeters: whole metres')
      .min(1, 'geofenceRadiusMeters: more than 0')
      .max(maxGeofenceRadiusMeters, `geofenceRadiusMeters: at most ${maxGeofenceRadiusMeters}`)
      .nullable()
      .default(null),
    isActive: z.boolean(),
  })
  .superRefine((value, issue) => {
    if (value.latitude !== null && value.longitude === null) {
      issue.addIssue({
        code: 'custom',
        path: ['longitude'],
        message: 'longitude: enter the longitude too, or clear the latitude',
      });
    } else if (value.latitude === null && value.longitude !== null) {
      issue.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'latitude: enter the latitude too, or clear the longitude',
      });
    } else if (value.latitude === null && value.geofenceRadiusMeters !== null) {
      issue.addIssue({
        code: 'custom',
        path: ['geofenceRadiusMeters'],
        message: "geofenceRadiusMeters: a radius needs the branch's latitude and longitude",
      });
    }
  });
export type BranchInput = z.input<typeof zBranchInput>;

/** The spec's short shape for pick lists: id, name, organizationId. */
export const zBranchOption = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
});
export type BranchOption = z.infer<typeof zBranchOption>;

export const zBranchQuery = z.object({ organizationId: z.uuid().optional() });

export const zDepartment = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  headEmployeeId: z.string().nullable(),
  headName: z.string().nullable(),
  organizationId: z.string(),
});
export type Department = z.infer<typeof zDepartment>;

export const zDepartmentInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: optionalText(500),
  parentId: z.uuid('Choose a department from the list').nullable(),
  /** Left out, the head stays as it is. */
  headEmployeeId: z.uuid('Choose an employee from the list').nullable().optional(),
});
export type DepartmentInput = z.input<typeof zDepartmentInput>;

export const zOrganizationOptionForBooking = z.object({
  id: z.string(),
  organizationName: z.string(),
});

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');

export const zHoliday = z.object({
  id: z.string(),
  holidayName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type Holiday = z.infer<typeof zHoliday>;

export const zHolidayInput = z
  .object({
    holidayName: z.string().trim().min(1, 'Name is required').max(120),
    fromDate: zIsoDate,
    toDate: zIsoDate,
  })
  .refine((value) => value.toDate >= value.fromDate, {
    path: ['toDate'],
    message: 'The last day cannot be before the first day',
  });
export type HolidayInput = z.input<typeof zHolidayInput>;

export const zHolidayQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const announcementAudiences = ['everyone', 'admins', 'employees'] as const;

export const zAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(announcementAudiences),
  publishDate: z.string(),
  authorName: z.string().nullable(),
});
export type Announcement = z.infer<typeof zAnnouncement>;

export const zAnnouncementInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  body: z.string().trim().min(1, 'Write the announcement').max(5000),
  audience: z.enum(announcementAudiences),
  publishDate: zIsoDate,
});
export type AnnouncementInput = z.input<typeof zAnnouncementInput>;

/** The spec spells Thursday's fields `thurday`; the API keeps that spelling. */
export const scheduleDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thurday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type ScheduleDay = (typeof scheduleDays)[number];

const zClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

export const zScheduleDay = z
  .object({
    selected: z.boolean(),
    startTime: zClock,
    endTime: zClock,
    workingHours: z.number().min(0, 'Hours cannot be negative').max(24, 'At most 24 hours'),
    breakDuration: z.number().int('Whole minutes').min(0).max(480, 'At most 480 minutes'),
    offDayType: z.enum(['restDay', 'offDay']).nullable(),
  })
  .superRefine((day, ctx) => {
    if (day.selected) {
      if (day.endTime <= day.startTime) {
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'The day must end after it starts',
        });
      }
      if (day.workingHours <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['workingHours'],
          message: 'A working day has working hours',
        });
      }
    } else if (!day.offDayType) {
      ctx.addIssue({
        code: 'custom',
        path: ['offDayType'],
        message: 'A day that is not worked is a rest day or an off day',
      });
    }
  });
export type ScheduleDayValues = z.infer<typeof zScheduleDay>;

export const zWorkingHours = z.object({
  workingHoursType: z.enum(workingHoursTypes),
  scheduleType: z.enum(scheduleTypes),
  /** 0: deduct the break only when more than half the standard hours are worked; 1: always. */
  breakDeduction: z.union([z.literal(0), z.literal(1)]),
  days: z.object(
    Object.fromEntries(scheduleDays.map((day) => [day, zScheduleDay])) as Record<
      ScheduleDay,
      typeof zScheduleDay
    >,
  ),
});
export type WorkingHours = z.infer<typeof zWorkingHours>;

const sectionPaths = adminSections.map((section) => section.path) as [
  AdminSectionPath,
  ...AdminSectionPath[],
];

export const zAssistantAdmin = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  preventAccess: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
});
export type AssistantAdmin = z.infer<typeof zAssistantAdmin>;

const zPreventAccess = z.array(z.enum(sectionPaths, 'Choose sections from the list')).max(20);

export const zCreateAssistantAdmin = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
  password: zPassword,
  preventAccess: zPreventAccess,
});
export type CreateAssistantAdmin = z.input<typeof zCreateAssistantAdmin>;

export const zUpdateAssistantAdmin = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
  isActive: z.boolean(),
  preventAccess: zPreventAccess,
});
export type UpdateAssistantAdmin = z.input<typeof zUpdateAssistantAdmin>;
