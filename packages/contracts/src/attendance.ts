// Attendance and shift planning: shift templates, the roster, check-in and check-out logs with
// what they measured against the expected shift, corrections through the audit form, and the
// organisation's attendance settings. Times of day are HH:mm in the branch's time zone; moments
// are ISO instants; minutes are whole numbers.
import { z } from 'zod';
import { auditFormStatuses, dayKinds } from './enums.js';
import { dayParts } from './leave.js';

export const zClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00 (24-hour clock)');

/** The kinds of day worked time is paid by, each with its own overtime rate (M8a to M8d). */
export const workedDayKinds = ['normal', 'offDay', 'restDay', 'publicHoliday'] as const;
export const zWorkedDayKind = z.enum(workedDayKinds);
export type WorkedDayKind = z.infer<typeof zWorkedDayKind>;
export const workedDayKindLabels: Record<WorkedDayKind, string> = {
  normal: 'Normal',
  offDay: 'Off day',
  restDay: 'Rest day',
  publicHoliday: 'Public holiday',
};

// Settings ---------------------------------------------------------------------------------------

/** What a check-in outside the branch's geofence does. */
export const geofenceRules = ['off', 'flag', 'refuse'] as const;
export const zGeofenceRule = z.enum(geofenceRules, 'geofenceRule: choose off, flag or refuse');
export type GeofenceRule = z.infer<typeof zGeofenceRule>;
export const geofenceRuleLabels: Record<GeofenceRule, string> = {
  off: 'Not checked',
  flag: 'Allowed, but flagged for review',
  refuse: 'Refused',
};

/** Minutes a check-in or check-out is rounded to for pay (0: not rounded). */
export const roundingSteps = [0, 5, 10, 15, 30] as const;

export const zAttendanceSettings = z.object({
  lateGraceMinutes: z
    .number('lateGraceMinutes: a number of minutes')
    .int('lateGraceMinutes: whole minutes')
    .min(0, 'lateGraceMinutes: 0 or more')
    .max(120, 'lateGraceMinutes: at most 120'),
  earlyOutGraceMinutes: z
    .number('earlyOutGraceMinutes: a number of minutes')
    .int('earlyOutGraceMinutes: whole minutes')
    .min(0, 'earlyOutGraceMinutes: 0 or more')
    .max(120, 'earlyOutGraceMinutes: at most 120'),
  roundingMinutes: z
    .number('roundingMinutes: a number of minutes')
    .refine(
      (value) => (roundingSteps as readonly number[]).includes(value),
      'roundingMinutes: choose 0, 5, 10, 15 or 30',
    ),
  geofenceRule: zGeofenceRule,
  /** Close a log left open at the end of the day at the shift's end, instead of marking it. */
  autoCheckOut: z.boolean('autoCheckOut: yes or no'),
  overtimeNeedsApproval: z.boolean('overtimeNeedsApproval: yes or no'),
  /** Overtime shorter than this is not counted. */
  minimumOvertimeMinutes: z
    .number('minimumOvertimeMinutes: a number of minutes')
    .int('minimumOvertimeMinutes: whole minutes')
    .min(0, 'minimumOvertimeMinutes: 0 or more')
    .max(240, 'minimumOvertimeMinutes: at most 240'),
});
export type AttendanceSettings = z.infer<typeof zAttendanceSettings>;

export const defaultAttendanceSettings: AttendanceSettings = {
  lateGraceMinutes: 5,
  earlyOutGraceMinutes: 0,
  roundingMinutes: 0,
  geofenceRule: 'flag',
  autoCheckOut: false,
  overtimeNeedsApproval: true,
  minimumOvertimeMinutes: 30,
};

// Shift templates --------------------------------------------------------------------------------

const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour: a colour like #1c7ed6');

export const zShiftTemplateInput = z
  .object({
    name: z.string().trim().min(1, 'name: required').max(60, 'name: at most 60 characters'),
    colour: zColour,
    startTime: zClockTime,
    endTime: zClockTime,
    breakMinutes: z
      .number('breakMinutes: a number of minutes')
      .int('breakMinutes: whole minutes')
      .min(0, 'breakMinutes: 0 or more')
      .max(240, 'breakMinutes: at most 240'),
    branchId: z.uuid('branchId: choose a branch').nullable(),
    /** The kinds of day this shift may be worked on, each paid by its own rule. */
    payRules: z
      .array(zWorkedDayKind, 'payRules: choose at least one')
      .min(1, 'payRules: choose at least one'),
    isActive: z.boolean(),
  })
  .superRefine((value, issue) => {
    if (value.startTime === value.endTime) {
      issue.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'endTime: a shift cannot end when it starts',
      });
      return;
    }
    if (value.breakMinutes >= shiftMinutes(value.startTime, value.endTime)) {
      issue.addIssue({
        code: 'custom',
        path: ['breakMinutes'],
        message: 'breakMinutes: the break must be shorter than the shift',
      });
    }
  });
export type ShiftTemplateInput = z.input<typeof zShiftTemplateInput>;

export const zShiftTemplate = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  breakMinutes: z.number(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  payRules: z.array(zWorkedDayKind),
  isActive: z.boolean(),
  /** Ends the next day (22:00 to 06:00): it belongs to the day it starts. */
  overnight: z.boolean(),
  /** Paid minutes: the span less the break. */
  paidMinutes: z.number(),
});
export type ShiftTemplate = z.infer<typeof zShiftTemplate>;

/** A template as pick lists offer it: the active ones, with what placing one needs. */
export const zShiftTemplateOption = zShiftTemplate.pick({
  id: true,
  name: true,
  colour: true,
  startTime: true,
  endTime: true,
  breakMinutes: true,
  overnight: true,
});
export type ShiftTemplateOption = z.infer<typeof zShiftTemplateOption>;

export const zShiftTemplateListQuery = z.object({
  /** Inactive templates too (the admins' list); left out, only active ones. */
  includeInactive: z
    .enum(['true', 'false'], 'includeInactive: use true or false')
    .transform((value) => value === 'true')
    .default(false),
});

export const shiftTemplateSavedMessage = 'Shift template has been saved';
export const shiftTemplateDeletedMessage = 'Shift template has been deleted';
export const attendanceSettingsSavedMessage = 'Attendance settings have been saved';

/** Minutes from start to end on a clock, past midnight when the end is not after the start. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = minutes(endTime) - minutes(startTime);
  return span > 0 ? span : span + 24 * 60;
}

// Roster -----------------------------------------------------------------------------------------

/**
 * A rostered shift: a draft until published; a published shift taken off the board stays
 * `withdrawn` (staff still see it) until the next publish removes it.
 */
export const rosterShiftStates = ['draft', 'published', 'withdrawn'] as const;
export type RosterShiftState = (typeof rosterShiftStates)[number];

// Logs -------------------------------------------------------------------------------------------

/** Where a log stands: open until checked out; the day-end job closes or marks what is left. */
export const attendanceLogStates = ['open', 'complete', 'missingCheckOut', 'absent'] as const;
export type AttendanceLogState = (typeof attendanceLogStates)[number];

/** The statuses the log list filters by; a log late in and early out is both. */
export const attendanceStatuses = [
  'onTime',
  'late',
  'earlyOut',
  'absent',
  'missingCheckOut',
] as const;
export const zAttendanceStatus = z.enum(
  attendanceStatuses,
  'status: choose a status from the list',
);
export type AttendanceStatus = z.infer<typeof zAttendanceStatus>;
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  onTime: 'On time',
  late: 'Late',
  earlyOut: 'Early out',
  absent: 'Absent',
  missingCheckOut: 'Missing check-out',
};

/** Who made a log: the employee checking in, an admin, or the day-end job (absences). */
export const attendanceLogSources = ['employee', 'admin', 'job'] as const;
export type AttendanceLogSource = (typeof attendanceLogSources)[number];

/** The browser's position when a person checks in or out. */
export const zPosition = z.object({
  latitude: z
    .number('latitude: a number')
    .min(-90, 'latitude: between -90 and 90')
    .max(90, 'latitude: between -90 and 90'),
  longitude: z
    .number('longitude: a number')
    .min(-180, 'longitude: between -180 and 180')
    .max(180, 'longitude: between -180 and 180'),
  accuracyMeters: z
    .number('accuracyMeters: a number of metres')
    .min(0, 'accuracyMeters: 0 or more')
    .max(100_000, 'accuracyMeters: at most 100000'),
});
export type Position = z.infer<typeof zPosition>;

export const zCheckInInput = z.object({
  branchId: z.uuid('branchId: choose a branch'),
  /** Null when the browser could not tell, which a geofence rule of `refuse` turns away. */
  position: zPosition.nullable(),
  note: z.string().trim().max(500, 'note: at most 500 characters').nullable().default(null),
});
export type CheckInInput = z.input<typeof zCheckInInput>;

export const zCheckOutInput = z.object({
  position: zPosition.nullable(),
  note: z.string().trim().max(500, 'note: at most 500 characters').nullable().default(null),
});
export type CheckOutInput = z.input<typeof zCheckOutInput>;

/** Where a log's expected shift came from: the roster, else the fixed work schedule. */
export const expectedShiftSources = ['roster', 'schedule'] as const;

/** The shift a log is measured against. */
export const zExpectedShift = z.object({
  source: z.enum(expectedShiftSources),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  breakMinutes: z.number(),
});
export type ExpectedShift = z.infer<typeof zExpectedShift>;

export const zAttendanceLog = z.object({
  id: z.string(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string().nullable(),
    departmentName: z.string().nullable(),
  }),
  workDate: z.string(),
  branch: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }).nullable(),
  dayKind: zWorkedDayKind,
  expected: zExpectedShift.nullable(),
  checkInAt: z.string().nullable(),
  checkInPosition: zPosition.nullable(),
  checkInOutsideGeofence: z.boolean(),
  checkOutAt: z.string().nullable(),
  checkOutPosition: zPosition.nullable(),
  checkOutOutsideGeofence: z.boolean(),
  autoCheckedOut: z.boolean(),
  state: z.enum(attendanceLogStates),
  statuses: z.array(zAttendanceStatus),
  lateMinutes: z.number(),
  earlyOutMinutes: z.number(),
  workedMinutes: z.number(),
  overtimeMinutes: z.number(),
  /** Null when overtime needs no approval or there is none; false while waiting or turned down. */
  overtimeApproved: z.boolean().nullable(),
  /** When, and by whom, overtime was approved or turned down. */
  overtimeDecidedAt: z.string().nullable(),
  overtimeDecidedBy: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(attendanceLogSources),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AttendanceLog = z.infer<typeof zAttendanceLog>;

/** Where a log's overtime stands. */
export type OvertimeStatus = 'none' | 'notNeeded' | 'pending' | 'approved' | 'rejected';
export function overtimeStatusOf(
  log: Pick<AttendanceLog, 'overtimeMinutes' | 'overtimeApproved' | 'overtimeDecidedAt'>,
): OvertimeStatus {
  if (log.overtimeMinutes === 0) return 'none';
  if (log.overtimeApproved === null) return 'notNeeded';
  if (log.overtimeApproved) return 'approved';
  return log.overtimeDecidedAt ? 'rejected' : 'pending';
}

// Admin: making and changing logs ----------------------------------------------------------------

const zInstant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field}: a date and time` });

/** A check-in and check-out as a log holds them, or a change proposes them. */
const logTimesShape = {
  checkInAt: zInstant('checkInAt'),
  /** Null: no check-out, which leaves the log missing one. */
  checkOutAt: zInstant('checkOutAt').nullable(),
};

function checkOutAfterCheckIn(
  value: { checkInAt: string; checkOutAt: string | null },
  issue: z.RefinementCtx,
) {
  if (!value.checkOutAt) return;
  const span = Date.parse(value.checkOutAt) - Date.parse(value.checkInAt);
  if (span <= 0) {
    issue.addIssue({
      code: 'custom',
      path: ['checkOutAt'],
      message: 'checkOutAt: the check-out must be after the check-in',
    });
  } else if (span > dailySpanLimitHours * 3_600_000) {
    issue.addIssue({
      code: 'custom',
      path: ['checkOutAt'],
      message: `checkOutAt: a log spans at most ${dailySpanLimitHours} hours`,
    });
  }
}

/** The longest a log may run from check-in to check-out. */
export const dailySpanLimitHours = 24;

const zReason = z
  .string('reason: say why')
  .trim()
  .min(1, 'reason: say why')
  .max(500, 'reason: at most 500 characters');

/** An admin records a day someone worked without checking in (`/attendance/log-list/create`). */
export const zAttendanceLogCreateInput = z
  .object({
    employeeId: z.uuid('employeeId: choose an employee'),
    workDate: z.iso.date('workDate: use a date in the form YYYY-MM-DD'),
    branchId: z.uuid('branchId: choose a branch'),
    ...logTimesShape,
    reason: zReason,
  })
  .superRefine(checkOutAfterCheckIn);
export type AttendanceLogCreateInput = z.input<typeof zAttendanceLogCreateInput>;

/** An admin changes a log's times (`/attendance/log-list/edit/{id}`): kept, with the reason. */
export const zAttendanceLogEditInput = z
  .object({ branchId: z.uuid('branchId: choose a branch'), ...logTimesShape, reason: zReason })
  .superRefine(checkOutAfterCheckIn);
export type AttendanceLogEditInput = z.input<typeof zAttendanceLogEditInput>;

export const zOvertimeDecisionInput = z.object({ approved: z.boolean('approved: yes or no') });
export type OvertimeDecisionInput = z.input<typeof zOvertimeDecisionInput>;

export const attendanceLogSavedMessage = 'Attendance log has been saved';
export const overtimeApprovedMessage = 'Overtime has been approved';
export const overtimeRejectedMessage = 'Overtime has been turned down';

// Audit forms ------------------------------------------------------------------------------------

export const zAuditFormStatus = z.enum(auditFormStatuses, 'status: choose a status from the list');
export type AuditFormStatus = z.infer<typeof zAuditFormStatus>;

/** How a completed audit form ended: its change applied to the log, or turned down. */
export const auditOutcomes = ['applied', 'rejected'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** Who opened the form: the employee asking for a correction, an admin changing a log, the job. */
export const auditOrigins = ['employee', 'admin', 'job'] as const;
export type AuditOrigin = (typeof auditOrigins)[number];

export const auditEventKinds = ['opened', 'answered', 'applied', 'rejected'] as const;
export type AuditEventKind = (typeof auditEventKinds)[number];
export const auditEventLabels: Record<AuditEventKind, string> = {
  opened: 'Opened',
  answered: 'Answered by the employee',
  applied: 'Applied to the log',
  rejected: 'Turned down',
};
export const auditOriginLabels: Record<AuditOrigin, string> = {
  employee: 'Correction request',
  admin: 'Opened by an admin',
  job: 'Day-end check',
};

/** How far back a person may ask for a day to be corrected. */
export const correctionDaysBack = 60;

export const zLogTimes = z.object({
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
});
export type LogTimes = z.infer<typeof zLogTimes>;

export const zAttendanceAuditEvent = z.object({
  id: z.string(),
  kind: z.enum(auditEventKinds),
  actorName: z.string().nullable(),
  times: zLogTimes.nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type AttendanceAuditEvent = z.infer<typeof zAttendanceAuditEvent>;

export const zAttendanceAudit = z.object({
  id: z.string(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string().nullable(),
    departmentName: z.string().nullable(),
  }),
  workDate: z.string(),
  /** The zone the day's times are read in: the log's branch, else the person's own. */
  timeZone: z.string(),
  logId: z.string().nullable(),
  origin: z.enum(auditOrigins),
  status: zAuditFormStatus,
  outcome: z.enum(auditOutcomes).nullable(),
  /** The log's times when the form was opened (nulls for a day without a log). */
  before: zLogTimes,
  /** The times asked for: the latest the employee gave, else the opener's. */
  proposed: zLogTimes,
  reason: z.string(),
  openedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(zAttendanceAuditEvent),
});
export type AttendanceAudit = z.infer<typeof zAttendanceAudit>;

export const zAttendanceAuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: zAuditFormStatus.optional(),
  employeeId: z.uuid('employeeId: not a valid id').optional(),
  search: z.string().trim().max(100).optional(),
});
export type AttendanceAuditQuery = z.input<typeof zAttendanceAuditQuery>;

/** An admin asks the employee to give a day's times (the form waits on the employee). */
export const zAuditOpenInput = z.object({
  employeeId: z.uuid('employeeId: choose an employee'),
  workDate: z.iso.date('workDate: use a date in the form YYYY-MM-DD'),
  reason: zReason,
});
export type AuditOpenInput = z.input<typeof zAuditOpenInput>;

/** A person asks for a day's times to be corrected (the form waits on a reviewer). */
export const zCorrectionRequestInput = z
  .object({
    workDate: z.iso.date('workDate: use a date in the form YYYY-MM-DD'),
    ...logTimesShape,
    reason: zReason,
  })
  .superRefine(checkOutAfterCheckIn);
export type CorrectionRequestInput = z.input<typeof zCorrectionRequestInput>;

/** A person answers a form waiting on them with the times they worked. */
export const zAuditAnswerInput = z
  .object({
    ...logTimesShape,
    comment: z
      .string('comment: say what happened')
      .trim()
      .min(1, 'comment: say what happened')
      .max(500, 'comment: at most 500 characters'),
  })
  .superRefine(checkOutAfterCheckIn);
export type AuditAnswerInput = z.input<typeof zAuditAnswerInput>;

/** A reviewer applies the times (as proposed or as they set them) or turns the form down. */
export const zAuditReviewInput = z
  .discriminatedUnion(
    'decision',
    [
      z.object({
        decision: z.literal('apply'),
        ...logTimesShape,
        comment: z.string().trim().max(500, 'comment: at most 500 characters').nullable(),
      }),
      z.object({
        decision: z.literal('reject'),
        comment: z
          .string('comment: say why it is turned down')
          .trim()
          .min(1, 'comment: say why it is turned down')
          .max(500, 'comment: at most 500 characters'),
      }),
    ],
    'decision: apply or reject',
  )
  .superRefine((value, issue) => {
    if (value.decision === 'apply') checkOutAfterCheckIn(value, issue);
  });
export type AuditReviewInput = z.input<typeof zAuditReviewInput>;

export const auditOpenedMessage = 'The employee has been asked for the times';
export const correctionRequestedMessage = 'Your correction request has been sent';
export const auditAnsweredMessage = 'Your answer has been sent';
export const auditAppliedMessage = 'The change has been applied to the log';
export const auditRejectedMessage = 'The form has been turned down';

// Roster board ----------------------------------------------------------------------------------

const zRosterDate = (field: string) => z.iso.date(`${field}: use a date in the form YYYY-MM-DD`);

/** Employment Act Part IV: 44 normal hours a week (s.38(1)). */
export const weeklyHoursLimit = 44;
/** Employment Act s.38(5): no more than 12 hours' work in a day. */
export const dailyHoursLimit = 12;
/** Employment Act s.36: a rest day each week, so a seventh working day in a row goes without. */
export const daysInARowLimit = 6;

/** The Monday of the week a date falls in: the roster's weeks start on Monday. */
export function weekStartOf(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** "8 h", "7 h 45 min", "45 min": paid time as the board and the mails show it. */
export function hoursText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What a cell of the board warns of, or (a public holiday) only tells. */
export const rosterConflictKinds = [
  'leave',
  'restDay',
  'publicHoliday',
  'overlap',
  'dailyHours',
  'weeklyHours',
  'noRestDay',
] as const;
export type RosterConflictKind = (typeof rosterConflictKinds)[number];
export const rosterConflictLabels: Record<RosterConflictKind, string> = {
  leave: 'On leave',
  restDay: 'Rest day',
  publicHoliday: 'Public holiday',
  overlap: 'Overlap',
  dailyHours: `Over ${dailyHoursLimit} h`,
  weeklyHours: `Over ${weeklyHoursLimit} h`,
  noRestDay: 'No rest day',
};
/** A public holiday may be worked (paid as the Employment Act says): told, not a problem. */
export const informationalConflicts: readonly RosterConflictKind[] = ['publicHoliday'];

export const zRosterConflict = z.object({
  kind: z.enum(rosterConflictKinds),
  message: z.string(),
});
export type RosterConflict = z.infer<typeof zRosterConflict>;

const zRosterFilter = {
  branchId: z.uuid('branchId: choose a branch').nullish(),
  departmentId: z.uuid('departmentId: choose a department').nullish(),
};

/** A week or two of the board, from a date (the board sends Mondays). */
export const zRosterQuery = z.object({
  from: zRosterDate('from'),
  days: z
    .enum(['7', '14'], 'days: 7 or 14')
    .default('7')
    .transform((value) => Number(value)),
  ...zRosterFilter,
});

export const zRosterRangeInput = z.object({
  from: zRosterDate('from'),
  days: z.union([z.literal(7), z.literal(14)], 'days: 7 or 14'),
  ...zRosterFilter,
});
export type RosterRangeInput = z.input<typeof zRosterRangeInput>;

export const zRosterPlaceInput = z.object({
  employeeId: z.uuid('employeeId: choose an employee'),
  workDate: zRosterDate('workDate'),
  templateId: z.uuid('templateId: choose a shift template'),
});
export type RosterPlaceInput = z.input<typeof zRosterPlaceInput>;

export const zRosterMoveInput = z.object({
  employeeId: z.uuid('employeeId: choose an employee'),
  workDate: zRosterDate('workDate'),
});
export type RosterMoveInput = z.input<typeof zRosterMoveInput>;

/** Copies one week's shifts to another week: both dates are Mondays. */
export const zRosterCopyWeekInput = z
  .object({ from: zRosterDate('from'), to: zRosterDate('to'), ...zRosterFilter })
  .superRefine((value, issue) => {
    // Runs even when a date failed its own check, which has said so already.
    if (!z.iso.date().safeParse(value.from).success || !z.iso.date().safeParse(value.to).success) {
      return;
    }
    for (const field of ['from', 'to'] as const) {
      if (weekStartOf(value[field]) !== value[field]) {
        issue.addIssue({ code: 'custom', path: [field], message: `${field}: a Monday` });
        return;
      }
    }
    if (value.from === value.to) {
      issue.addIssue({ code: 'custom', path: ['to'], message: 'to: another week than from' });
    }
  });
export type RosterCopyWeekInput = z.input<typeof zRosterCopyWeekInput>;

/** A shift as the board shows it: times on the clock of its branch's time zone. */
export const zRosterShift = z.object({
  id: z.string(),
  employeeId: z.string(),
  /** The day the shift starts, which an overnight shift belongs to. */
  workDate: z.string(),
  templateId: z.string().nullable(),
  name: z.string(),
  colour: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  timeZone: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Ends the next day. */
  overnight: z.boolean(),
  breakMinutes: z.number(),
  paidMinutes: z.number(),
  state: z.enum(rosterShiftStates),
  publishedAt: z.string().nullable(),
  conflicts: z.array(zRosterConflict),
});
export type RosterShift = z.infer<typeof zRosterShift>;

export const zRosterDay = z.object({
  date: z.string(),
  /** The organisation's work schedule on the day. */
  kind: z.enum(dayKinds).exclude(['On_leave']),
  holidayName: z.string().nullable(),
});
export type RosterDay = z.infer<typeof zRosterDay>;

export const zRosterLeaveDay = z.object({
  date: z.string(),
  part: z.enum(dayParts),
  leaveTypeName: z.string(),
});
export type RosterLeaveDay = z.infer<typeof zRosterLeaveDay>;

export const zRosterEmployee = z.object({
  id: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  branchName: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** Approved leave on the days shown. */
  leave: z.array(zRosterLeaveDay),
  /** Paid minutes rostered in each week shown (drafts and published), Monday first. */
  weeks: z.array(z.object({ from: z.string(), paidMinutes: z.number() })),
});
export type RosterEmployee = z.infer<typeof zRosterEmployee>;

const zNamed = z.object({ id: z.string(), name: z.string() });

export const zRoster = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(zRosterDay),
  employees: z.array(zRosterEmployee),
  shifts: z.array(zRosterShift),
  /** What the filters offer. */
  branches: z.array(zNamed),
  departments: z.array(zNamed),
  /** What Publish would change in the range shown: drafts to publish, withdrawn to remove. */
  drafts: z.number(),
  withdrawn: z.number(),
});
export type Roster = z.infer<typeof zRoster>;

export const rosterCopySkipReasons = ['leave', 'exists', 'notEmployed'] as const;

export const zRosterCopyResult = z.object({
  copied: z.number(),
  skipped: z.array(
    z.object({
      employeeId: z.string(),
      employeeName: z.string(),
      workDate: z.string(),
      name: z.string(),
      reason: z.enum(rosterCopySkipReasons),
      message: z.string(),
    }),
  ),
});
export type RosterCopyResult = z.infer<typeof zRosterCopyResult>;

export const zRosterClearResult = z.object({
  /** Drafts deleted. */
  removed: z.number(),
  /** Published shifts taken off, which staff see until the next publish. */
  withdrawn: z.number(),
});
export type RosterClearResult = z.infer<typeof zRosterClearResult>;

export const zRosterPublishResult = z.object({
  published: z.number(),
  removed: z.number(),
  /** People mailed their changed days. */
  notified: z.number(),
});
export type RosterPublishResult = z.infer<typeof zRosterPublishResult>;

export const rosterShiftPlacedMessage = 'Shift has been placed';
export const rosterShiftMovedMessage = 'Shift has been moved';
export const rosterShiftRemovedMessage = 'Shift has been removed';
export const rosterWeekCopiedMessage = 'Week has been copied';
export const rosterClearedMessage = 'Roster has been cleared';
export const rosterPublishedMessage = 'Roster has been published';

// Staff shift schedule ---------------------------------------------------------------------------

export const zShiftScheduleQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: use a month in the form YYYY-MM')
    .optional(),
});

/** A shift as its employee was told of it: published, or withdrawn but not yet republished. */
export const zStaffShift = zRosterShift.pick({
  id: true,
  workDate: true,
  name: true,
  colour: true,
  branchName: true,
  timeZone: true,
  startAt: true,
  endAt: true,
  startTime: true,
  endTime: true,
  overnight: true,
  breakMinutes: true,
  paidMinutes: true,
});
export type StaffShift = z.infer<typeof zStaffShift>;

export const zShiftSchedule = z.object({
  month: z.string(),
  shifts: z.array(zStaffShift),
  /** Whether a calendar link exists (its address is shown once, when it is made). */
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type ShiftSchedule = z.infer<typeof zShiftSchedule>;

export const zShiftFeedLink = z.object({ url: z.string(), createdAt: z.string() });
export type ShiftFeedLink = z.infer<typeof zShiftFeedLink>;

export const shiftFeedCreatedMessage = 'Calendar link has been created';
export const shiftFeedRemovedMessage = 'Calendar link has been turned off';

/** How far the calendar feed reaches: a month back, three ahead. */
export const shiftFeedDaysBack = 30;
export const shiftFeedDaysAhead = 90;

// Staff: today and my month ----------------------------------------------------------------------

/** A branch a person may check in at, with whether it measures where they are. */
export const zCheckInBranch = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  hasGeofence: z.boolean(),
});
export type CheckInBranch = z.infer<typeof zCheckInBranch>;

/** What the check-in screen needs: the day, the expected shift, and any log of it. */
export const zAttendanceToday = z.object({
  workDate: z.string(),
  dayKind: zWorkedDayKind,
  expected: zExpectedShift.nullable(),
  log: zAttendanceLog.nullable(),
  branches: z.array(zCheckInBranch),
  /** The person's own branch, else the first. */
  suggestedBranchId: z.string().nullable(),
  geofenceRule: zGeofenceRule,
});
export type AttendanceToday = z.infer<typeof zAttendanceToday>;

const zMonth = z
  .string('month: a month like 2026-11')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: a month like 2026-11');

export const zAttendanceMonthQuery = z.object({ month: zMonth });

/** A month's figures of one person's logs. */
export const zAttendanceMonthSummary = z.object({
  daysWorked: z.number(),
  absences: z.number(),
  lateCount: z.number(),
  lateMinutes: z.number(),
  earlyOutCount: z.number(),
  earlyOutMinutes: z.number(),
  missingCheckOuts: z.number(),
  workedMinutes: z.number(),
  /** Overtime minutes by the kind of day worked; unapproved overtime is left out. */
  overtimeMinutes: z.record(zWorkedDayKind, z.number()),
});
export type AttendanceMonthSummary = z.infer<typeof zAttendanceMonthSummary>;

/**
 * A month's figures of one person's logs, as the staff month and the employee record's
 * Attendance tab both show them: an absence is no day worked, and overtime waiting for approval
 * is left out until it is approved.
 */
export function attendanceMonthSummary(
  logs: readonly Pick<
    AttendanceLog,
    | 'state'
    | 'dayKind'
    | 'lateMinutes'
    | 'earlyOutMinutes'
    | 'workedMinutes'
    | 'overtimeMinutes'
    | 'overtimeApproved'
  >[],
): AttendanceMonthSummary {
  const overtimeMinutes = Object.fromEntries(workedDayKinds.map((kind) => [kind, 0])) as Record<
    WorkedDayKind,
    number
  >;
  const summary = {
    daysWorked: 0,
    absences: 0,
    lateCount: 0,
    lateMinutes: 0,
    earlyOutCount: 0,
    earlyOutMinutes: 0,
    missingCheckOuts: 0,
    workedMinutes: 0,
    overtimeMinutes,
  };
  for (const log of logs) {
    if (log.state === 'absent') {
      summary.absences += 1;
      continue;
    }
    summary.daysWorked += 1;
    if (log.state === 'missingCheckOut') summary.missingCheckOuts += 1;
    if (log.lateMinutes > 0) summary.lateCount += 1;
    if (log.earlyOutMinutes > 0) summary.earlyOutCount += 1;
    summary.lateMinutes += log.lateMinutes;
    summary.earlyOutMinutes += log.earlyOutMinutes;
    summary.workedMinutes += log.workedMinutes;
    if (log.overtimeApproved !== false) overtimeMinutes[log.dayKind] += log.overtimeMinutes;
  }
  return summary;
}

export const zAttendanceMonth = z.object({
  month: z.string(),
  logs: z.array(zAttendanceLog),
  summary: zAttendanceMonthSummary,
});
export type AttendanceMonth = z.infer<typeof zAttendanceMonth>;

export const checkedInMessage = 'You are checked in.';
export const checkedOutMessage = 'You are checked out.';

// Admin: the log list ----------------------------------------------------------------------------

const zQueryDate = z.iso.date('Use a date in the form YYYY-MM-DD');

export const zAttendanceLogQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    /** Logs of work dates from `from` to `to`; this month in the organisation's zone by default. */
    from: zQueryDate.optional(),
    to: zQueryDate.optional(),
    branchId: z.uuid('branchId: not a valid id').optional(),
    departmentId: z.uuid('departmentId: not a valid id').optional(),
    employeeId: z.uuid('employeeId: not a valid id').optional(),
    status: zAttendanceStatus.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to: the last day cannot be before the first',
  });
export type AttendanceLogQuery = z.input<typeof zAttendanceLogQuery>;

// Admin: the monthly summary ---------------------------------------------------------------------

/** The summary's month: this month in the organisation's zone when left out. */
export const zAttendanceSummaryMonthQuery = z.object({ month: zMonth.optional() });

/** Whom the summary lists: by the person's own branch and department, name or number. */
const zAttendanceSummaryFilter = zAttendanceSummaryMonthQuery.extend({
  branchId: z.uuid('branchId: not a valid id').optional(),
  departmentId: z.uuid('departmentId: not a valid id').optional(),
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
});

export const zAttendanceSummaryQuery = zAttendanceSummaryFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AttendanceSummaryQuery = z.input<typeof zAttendanceSummaryQuery>;

/** The whole filtered summary as a file. */
export const zAttendanceSummaryExportQuery = zAttendanceSummaryFilter.extend({
  format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx').default('csv'),
});

/** Whose month a summary is: the person's own branch and department, not a log's. */
export const zAttendanceSummaryEmployee = z.object({
  id: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  branchName: z.string().nullable(),
});
export type AttendanceSummaryEmployee = z.infer<typeof zAttendanceSummaryEmployee>;

/** One person's month in the summary: everyone with attendance on, and anyone with a log. */
export const zAttendanceSummaryRow = z.object({
  employee: zAttendanceSummaryEmployee,
  /** Whether payroll takes this person's absences, lateness and overtime from their logs. */
  attendanceLogOn: z.boolean(),
  summary: zAttendanceMonthSummary,
});
export type AttendanceSummaryRow = z.infer<typeof zAttendanceSummaryRow>;

export const zAttendanceSummaryPage = z.object({
  month: z.string(),
  items: z.array(zAttendanceSummaryRow),
  total: z.number().int().min(0),
});
export type AttendanceSummaryPage = z.infer<typeof zAttendanceSummaryPage>;

export const zEmployeeAttendanceSummary = zAttendanceSummaryRow.extend({
  month: z.string(),
  /** The month's logs, the first day first. */
  logs: z.array(zAttendanceLog),
  /** Overtime minutes by the kind of day worked still waiting for approval (not in `summary`). */
  overtimePendingMinutes: z.record(zWorkedDayKind, z.number()),
});
export type EmployeeAttendanceSummary = z.infer<typeof zEmployeeAttendanceSummary>;

/** Overtime minutes still waiting for approval (not turned down), by the kind of day worked. */
export function pendingOvertimeMinutes(
  logs: readonly Pick<
    AttendanceLog,
    'state' | 'dayKind' | 'overtimeMinutes' | 'overtimeApproved' | 'overtimeDecidedAt'
  >[],
): Record<WorkedDayKind, number> {
  const pending = Object.fromEntries(workedDayKinds.map((kind) => [kind, 0])) as Record<
    WorkedDayKind,
    number
  >;
  for (const log of logs) {
    if (log.state !== 'absent' && overtimeStatusOf(log) === 'pending') {
      pending[log.dayKind] += log.overtimeMinutes;
    }
  }
  return pending;
}
