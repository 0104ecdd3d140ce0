// Leave: the organisation's leave types (seeded with Singapore's statutory ones), its leave
// settings, requests with their approvals, and each person's balances. Days are counted by the
// server from the work schedule and the public holidays; amounts of days are decimal strings
// with one decimal place ("1.5"), as half days are the smallest unit.
import { z } from 'zod';
import { residencyStatuses } from './employees.js';
import { employmentTypes, genders } from './enums.js';

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');

/**
 * How a type's entitlement is worked out. The statutory rules follow the Employment Act and the
 * Child Development Co-Savings Act (sg-statutory.md section 4); `fixed` is a company's own number
 * of days a year, `unlimited` has no balance (no-pay leave).
 */
export const leaveEntitlementRules = [
  'annualByService',
  'sickOutpatient',
  'sickHospitalisation',
  'childcare',
  'extendedChildcare',
  'infantCare',
  'maternity',
  'paternity',
  'sharedParental',
  'fixed',
  'unlimited',
] as const;
export const zLeaveEntitlementRule = z.enum(
  leaveEntitlementRules,
  'entitlementRule: choose a rule from the list',
);
export type LeaveEntitlementRule = z.infer<typeof zLeaveEntitlementRule>;

export const leaveEntitlementRuleLabels: Record<LeaveEntitlementRule, string> = {
  annualByService: 'Annual leave by years of service (7 rising to 14 days)',
  sickOutpatient: 'Outpatient sick leave by months of service (5 rising to 14 days)',
  sickHospitalisation: 'Hospitalisation leave by months of service (15 rising to 60 days)',
  childcare: 'Childcare leave by the child (6 days, or 2 for a non-citizen child)',
  extendedChildcare: 'Extended childcare leave, citizen child aged 7 to 12 (2 days)',
  infantCare: 'Unpaid infant care leave, citizen child under 2 (12 days)',
  maternity: 'Maternity leave (16 weeks, or 12 for a non-citizen child)',
  paternity: 'Paternity leave (4 weeks for a citizen child born from 1 Apr 2025)',
  sharedParental: 'Shared parental leave (6 or 10 weeks by the birth date)',
  fixed: 'A fixed number of days a year',
  unlimited: 'No balance (taken as needed)',
};

/** Rules whose entitlement belongs to a child: a request names the child's birth date. */
export const childLeaveRules: readonly LeaveEntitlementRule[] = [
  'childcare',
  'extendedChildcare',
  'infantCare',
  'maternity',
  'paternity',
  'sharedParental',
];

/** Rules whose entitlement is counted per child rather than per leave year. */
export const perChildLeaveRules: readonly LeaveEntitlementRule[] = [
  'maternity',
  'paternity',
  'sharedParental',
];

export const leaveAccruals = ['upfront', 'monthly'] as const;
export const zLeaveAccrual = z.enum(leaveAccruals, 'accrual: choose upfront or monthly');
export type LeaveAccrual = z.infer<typeof zLeaveAccrual>;

const zDaysInput = (field: string, max: number) =>
  z.coerce
    .number(`${field}: enter a number of days`)
    .min(0, `${field}: enter 0 or more days`)
    .max(max, `${field}: enter at most ${max} days`)
    .refine((days) => Number.isInteger(days * 2), `${field}: use whole or half days`);

export const zLeaveTypeInput = z
  .object({
    name: z
      .string('name: enter a name')
      .trim()
      .min(1, 'name: enter a name')
      .max(60, 'name: use at most 60 characters'),
    code: z
      .string('code: enter a short code')
      .trim()
      .regex(/^[A-Za-z0-9]{1,6}$/, 'code: use 1 to 6 letters or digits')
      .transform((code) => code.toUpperCase()),
    description: z
      .string()
      .trim()
      .max(500, 'description: use at most 500 characters')
      .nullable()
      .default(null),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'colour: use a colour such as #2f9e44')
      .default('#228be6'),
    paid: z.boolean('paid: say whether the leave is paid'),
    entitlementRule: zLeaveEntitlementRule,
    /** Days a year for the `fixed` rule; ignored by the others. */
    fixedDays: zDaysInput('fixedDays', 365).nullable().default(null),
    prorated: z.boolean().default(true),
    accrual: zLeaveAccrual.default('upfront'),
    carryForwardLimit: zDaysInput('carryForwardLimit', 365).default(0),
    /** Months after the new leave year starts that carried days lapse; null keeps them. */
    carryForwardExpiryMonths: z.coerce
      .number('carryForwardExpiryMonths: enter a number of months')
      .int('carryForwardExpiryMonths: enter whole months')
      .min(1, 'carryForwardExpiryMonths: enter 1 to 24 months')
      .max(24, 'carryForwardExpiryMonths: enter 1 to 24 months')
      .nullable()
      .default(null),
    encashable: z.boolean().default(false),
    documentRequired: z.boolean().default(false),
    eligibleGenders: z.array(z.enum(genders, 'eligibleGenders: choose from the list')).default([]),
    minServiceMonths: z.coerce
      .number('minServiceMonths: enter a number of months')
      .int('minServiceMonths: enter whole months')
      .min(0, 'minServiceMonths: enter 0 or more months')
      .max(120, 'minServiceMonths: enter at most 120 months')
      .default(0),
    eligibleResidencies: z
      .array(z.enum(residencyStatuses, 'eligibleResidencies: choose from the list'))
      .default([]),
    eligibleEmploymentTypes: z
      .array(z.enum(employmentTypes, 'eligibleEmploymentTypes: choose from the list'))
      .default([]),
    halfDayAllowed: z.boolean().default(true),
    countsRestDays: z.boolean().default(false),
    countsPublicHolidays: z.boolean().default(false),
    allowNegative: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.entitlementRule === 'fixed' && input.fixedDays === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedDays'],
        message: 'fixedDays: enter the days a year for a fixed entitlement',
      });
    }
  });
export type LeaveTypeInput = z.input<typeof zLeaveTypeInput>;

export const zLeaveType = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  colour: z.string(),
  paid: z.boolean(),
  entitlementRule: zLeaveEntitlementRule,
  fixedDays: z.string().nullable(),
  prorated: z.boolean(),
  accrual: zLeaveAccrual,
  carryForwardLimit: z.string(),
  carryForwardExpiryMonths: z.number().int().nullable(),
  encashable: z.boolean(),
  documentRequired: z.boolean(),
  eligibleGenders: z.array(z.enum(genders)),
  minServiceMonths: z.number().int(),
  eligibleResidencies: z.array(z.enum(residencyStatuses)),
  eligibleEmploymentTypes: z.array(z.enum(employmentTypes)),
  halfDayAllowed: z.boolean(),
  countsRestDays: z.boolean(),
  countsPublicHolidays: z.boolean(),
  allowNegative: z.boolean(),
  isActive: z.boolean(),
  /** Whether the type is one of the statutory types every organisation is given. */
  statutory: z.boolean(),
});
export type LeaveType = z.infer<typeof zLeaveType>;

export const leaveTypeSavedMessage = 'Leave type has been saved';
export const leaveTypeDeletedMessage = 'Leave type has been deleted';

// Settings --------------------------------------------------------------------------------------

export const leaveYearKinds = ['calendar', 'hireAnniversary'] as const;
export const zLeaveYearKind = z.enum(
  leaveYearKinds,
  'leaveYear: choose calendar or hire anniversary',
);
export type LeaveYearKind = z.infer<typeof zLeaveYearKind>;

export const leaveApprovers = ['reportingManager', 'departmentHead', 'admin'] as const;
export const zLeaveApprover = z.enum(leaveApprovers, 'choose an approver from the list');
export type LeaveApprover = z.infer<typeof zLeaveApprover>;

export const leaveApproverLabels: Record<LeaveApprover, string> = {
  reportingManager: 'Reporting manager',
  departmentHead: 'Department head',
  admin: 'Admin or assistant admin',
};

export const leaveNotifyTargets = ['reportingManager', 'departmentHead', 'admins'] as const;
export type LeaveNotifyTarget = (typeof leaveNotifyTargets)[number];

export const leaveNotifyTargetLabels: Record<LeaveNotifyTarget, string> = {
  reportingManager: 'Reporting manager',
  departmentHead: 'Department head',
  admins: 'Admins',
};

export const zLeaveSettings = z
  .object({
    leaveYear: zLeaveYearKind,
    /** Who decides at each level, in order: one or two levels. */
    approvalLevels: z
      .array(zLeaveApprover, 'approvalLevels: choose one or two approvers')
      .min(1, 'approvalLevels: choose one or two approvers')
      .max(2, 'approvalLevels: choose one or two approvers'),
    /** Days ahead a staff member must apply for leave that needs no document; 0 for none. */
    noticeDays: z.coerce
      .number('noticeDays: enter a number of days')
      .int('noticeDays: enter whole days')
      .min(0, 'noticeDays: enter 0 to 90 days')
      .max(90, 'noticeDays: enter 0 to 90 days'),
    /** Days back a staff member may apply for leave already taken (sick leave after the fact). */
    backdateDays: z.coerce
      .number('backdateDays: enter a number of days')
      .int('backdateDays: enter whole days')
      .min(0, 'backdateDays: enter 0 to 365 days')
      .max(365, 'backdateDays: enter 0 to 365 days'),
    notify: z.array(z.enum(leaveNotifyTargets, 'notify: choose from the list')),
    /** The day of the year the carry-forward job runs for the year that ended, as MM-DD. */
    carryForwardRunDate: z
      .string('carryForwardRunDate: enter a date as MM-DD')
      .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'carryForwardRunDate: use MM-DD'),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.approvalLevels).size !== input.approvalLevels.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvalLevels'],
        message: 'approvalLevels: choose a different approver for the second level',
      });
    }
  });
export type LeaveSettings = z.infer<typeof zLeaveSettings>;
export type LeaveSettingsInput = z.input<typeof zLeaveSettings>;

export const defaultLeaveSettings: LeaveSettings = {
  leaveYear: 'calendar',
  approvalLevels: ['reportingManager'],
  noticeDays: 0,
  backdateDays: 30,
  notify: ['reportingManager'],
  carryForwardRunDate: '01-01',
};

export const leaveSettingsSavedMessage = 'Leave settings have been saved';

// Requests --------------------------------------------------------------------------------------

export const leaveStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const zLeaveStatus = z.enum(leaveStatuses, 'status: choose from the list');
export type LeaveStatus = z.infer<typeof zLeaveStatus>;

export const leaveStatusLabels: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * Which part of a day: a whole day, the morning or the afternoon. A one-day request may be any;
 * a longer one may start in the afternoon and end in the morning.
 */
export const dayParts = ['full', 'AM', 'PM'] as const;
export const zDayPart = z.enum(dayParts, 'choose full day, AM or PM');
export type DayPart = z.infer<typeof zDayPart>;

export const zLeaveChild = z.object({
  birthDate: zIsoDate,
  citizen: z.boolean('child.citizen: say whether the child is a Singapore citizen'),
});
export type LeaveChild = z.infer<typeof zLeaveChild>;

const requestShape = {
  leaveTypeId: z.uuid('leaveTypeId: choose a leave type'),
  startDate: zIsoDate,
  endDate: zIsoDate,
  startPart: zDayPart.default('full'),
  endPart: zDayPart.default('full'),
  reason: z
    .string()
    .trim()
    .max(1000, 'reason: use at most 1000 characters')
    .nullable()
    .default(null),
  attachmentId: z.uuid('attachmentId: not a valid upload').nullable().default(null),
  /** The child the leave is for, for childcare, infant care and parental leave. */
  child: zLeaveChild.nullable().default(null),
};

function checkDates(
  input: { startDate: string; endDate: string; startPart: DayPart; endPart: DayPart },
  ctx: z.RefinementCtx,
) {
  if (input.endDate < input.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'endDate: choose a date on or after the start date',
    });
    return;
  }
  if (input.startDate === input.endDate) return;
  if (input.startPart === 'AM') {
    ctx.addIssue({
      code: 'custom',
      path: ['startPart'],
      message: 'startPart: leave over several days starts in the morning or the afternoon (PM)',
    });
  }
  if (input.endPart === 'PM') {
    ctx.addIssue({
      code: 'custom',
      path: ['endPart'],
      message: 'endPart: leave over several days ends at the end of the day or at noon (AM)',
    });
  }
}

/** A staff member's own request. */
export const zLeaveRequestInput = z.object(requestShape).superRefine(checkDates);
export type LeaveRequestInput = z.input<typeof zLeaveRequestInput>;

/** An admin's request on someone's behalf. */
export const zAdminLeaveRequestInput = z
  .object({ employeeId: z.uuid('employeeId: choose an employee'), ...requestShape })
  .superRefine(checkDates);
export type AdminLeaveRequestInput = z.input<typeof zAdminLeaveRequestInput>;

const editedRequest = {
  /** The request being edited, left out of the pending days and the overlaps. */
  requestId: z.uuid('requestId: not a valid id').nullable().default(null),
};

/** A staff member's request to preview, perhaps an edit of one of theirs. */
export const zLeavePreviewInput = z
  .object({ ...requestShape, ...editedRequest })
  .superRefine(checkDates);
export type LeavePreviewInput = z.input<typeof zLeavePreviewInput>;

/** An admin's request to preview, perhaps an edit of one. */
export const zAdminLeavePreviewInput = z
  .object({
    employeeId: z.uuid('employeeId: choose an employee'),
    ...requestShape,
    ...editedRequest,
  })
  .superRefine(checkDates);
export type AdminLeavePreviewInput = z.input<typeof zAdminLeavePreviewInput>;

/** One day a request counts, with the part of it. */
export const zLeaveDay = z.object({ date: z.string(), portion: z.enum(['1', '0.5']) });
export type LeaveDay = z.infer<typeof zLeaveDay>;

export const leaveEventKinds = [
  'submitted',
  'edited',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type LeaveEventKind = (typeof leaveEventKinds)[number];

export const zLeaveEvent = z.object({
  kind: z.enum(leaveEventKinds),
  /** The approval level a decision was taken at; null for the others. */
  level: z.number().int().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type LeaveEvent = z.infer<typeof zLeaveEvent>;

export const zLeaveRequest = z.object({
  id: z.string(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string(),
    departmentName: z.string().nullable(),
    branchName: z.string().nullable(),
  }),
  leaveType: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    colour: z.string(),
    paid: z.boolean(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  startPart: zDayPart,
  endPart: zDayPart,
  days: z.string(),
  dayList: z.array(zLeaveDay),
  reason: z.string().nullable(),
  attachment: z.object({ id: z.string(), name: z.string(), contentType: z.string() }).nullable(),
  child: zLeaveChild.nullable(),
  status: zLeaveStatus,
  /** The level waiting for a decision (1 or 2) while pending; null once decided. */
  pendingLevel: z.number().int().nullable(),
  /** Who may decide the pending level, as a label ("Reporting manager: Lim Mei Ling"). */
  waitingFor: z.string().nullable(),
  /** The last person who decided, and when. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  events: z.array(zLeaveEvent),
  createdAt: z.string(),
  /** What the caller may do with it now. */
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  canDecide: z.boolean(),
});
export type LeaveRequest = z.infer<typeof zLeaveRequest>;

export const zLeaveListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: zLeaveStatus.optional(),
  leaveTypeId: z.uuid('leaveTypeId: not a valid id').optional(),
  departmentId: z.uuid('departmentId: not a valid id').optional(),
  branchId: z.uuid('branchId: not a valid id').optional(),
  employeeId: z.uuid('employeeId: not a valid id').optional(),
  /** Requests with a day on or after `from` and on or before `to`. */
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  search: z.string().trim().max(100).optional(),
});
export type LeaveListQuery = z.input<typeof zLeaveListQuery>;

export const zLeaveDecision = z.object({
  comment: z
    .string()
    .trim()
    .max(1000, 'comment: use at most 1000 characters')
    .nullable()
    .default(null),
});

export const zLeaveRejection = z.object({
  comment: z
    .string('comment: say why the leave is rejected')
    .trim()
    .min(1, 'comment: say why the leave is rejected')
    .max(1000, 'comment: use at most 1000 characters'),
});

/** What a request would count, before it is sent. */
export const zLeavePreview = z.object({
  days: z.string(),
  dayList: z.array(zLeaveDay),
  /** Days left of the type after this request and the pending ones; null when unlimited. */
  balanceAfter: z.string().nullable(),
  /** The reason the request would be refused, or null when it would be accepted. */
  problem: z.string().nullable(),
});
export type LeavePreview = z.infer<typeof zLeavePreview>;

export const leaveRequestSubmittedMessage = 'Leave request has been submitted';
export const leaveRequestSavedMessage = 'Leave request has been saved';
export const leaveRequestApprovedMessage = 'Leave request has been approved';
export const leaveRequestRejectedMessage = 'Leave request has been rejected';
export const leaveRequestCancelledMessage = 'Leave request has been cancelled';

// Balances --------------------------------------------------------------------------------------

export const zLeaveBalance = z.object({
  leaveType: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    colour: z.string(),
    paid: z.boolean(),
    entitlementRule: zLeaveEntitlementRule,
  }),
  /** The leave year the figures are for. */
  yearStart: z.string(),
  yearEnd: z.string(),
  /** The year's entitlement after proration; null when unlimited or decided per child. */
  entitlement: z.string().nullable(),
  /** What has been earned by the date: the entitlement, or its months so far when accrued. */
  earned: z.string().nullable(),
  carriedForward: z.string(),
  expired: z.string(),
  adjusted: z.string(),
  taken: z.string(),
  pending: z.string(),
  /** earned + carried forward − expired + adjusted − taken; null when unlimited. */
  balance: z.string().nullable(),
  /** The balance less pending requests: what can still be asked for. */
  available: z.string().nullable(),
  /** Why the person has none of it yet, when they do not ("After 3 months of service"). */
  notYetEligible: z.string().nullable(),
});
export type LeaveBalance = z.infer<typeof zLeaveBalance>;

export const zLeaveBalanceQuery = z.object({ date: zIsoDate.optional() });

export const zLeaveBalancesOfEmployee = z.object({
  employeeId: z.string(),
  date: z.string(),
  balances: z.array(zLeaveBalance),
});
export type LeaveBalancesOfEmployee = z.infer<typeof zLeaveBalancesOfEmployee>;

/**
 * What the reason of every adjustment a balance import writes starts with: importing the same
 * person's type and year again replaces those adjustments instead of adding to them, so a reason
 * typed by hand may not start so.
 */
export const leaveImportReasonPrefix = 'Balance import: ';

export const zLeaveAdjustmentInput = z.object({
  leaveTypeId: z.uuid('leaveTypeId: choose a leave type'),
  /** Days added (positive) or taken away (negative), in half days. */
  days: z.coerce
    .number('days: enter a number of days')
    .min(-365, 'days: enter between -365 and 365')
    .max(365, 'days: enter between -365 and 365')
    .refine((days) => days !== 0, 'days: enter a number other than 0')
    .refine((days) => Number.isInteger(days * 2), 'days: use whole or half days'),
  /** The leave year it belongs to: any date in it; today's year when left out. */
  date: zIsoDate.optional(),
  reason: z
    .string('reason: say why the balance is adjusted')
    .trim()
    .min(1, 'reason: say why the balance is adjusted')
    .max(500, 'reason: use at most 500 characters')
    .refine(
      (reason) => !reason.startsWith(leaveImportReasonPrefix),
      `reason: "${leaveImportReasonPrefix.trim()}" is kept for imported balances; say it another way`,
    ),
});
export type LeaveAdjustmentInput = z.input<typeof zLeaveAdjustmentInput>;

export const leaveAdjustmentSavedMessage = 'Leave balance has been adjusted';

export const zLeaveBalanceListQuery = z.object({
  date: zIsoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid('departmentId: not a valid id').optional(),
});
export type LeaveBalanceListQuery = z.input<typeof zLeaveBalanceListQuery>;

export const zLeaveBalanceRow = z.object({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  balances: z.array(zLeaveBalance),
});
export type LeaveBalanceRow = z.infer<typeof zLeaveBalanceRow>;

export const zLeaveBalanceExportQuery = z.object({
  date: zIsoDate.optional(),
  format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx').default('xlsx'),
});

// Carry-forward: what the year-end run took from one leave year into the next.

export const zCarryForwardQuery = z.object({
  /** The calendar year the receiving leave years start in. */
  year: z.coerce
    .number('year: enter a year')
    .int('year: enter a year')
    .min(2000, 'year: enter a year from 2000')
    .max(2100, 'year: enter a year up to 2100'),
});

export const zCarryForwardExportQuery = zCarryForwardQuery.extend({
  format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx').default('xlsx'),
});

export const zCarryForwardRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeNumber: z.string(),
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  /** The leave year the days went into. */
  yearStart: z.string(),
  /** The balance left at the end of the year before. */
  unused: z.string(),
  carried: z.string(),
  /** Unused days above the type's carry-forward limit, lost at the year end. */
  forfeited: z.string(),
  expiresOn: z.string().nullable(),
  runAt: z.string(),
});
export type CarryForwardRow = z.infer<typeof zCarryForwardRow>;

export const zCarryForwardReport = z.object({
  year: z.number().int(),
  /** The date the run for the year is due on, for a calendar leave year; null by hire anniversary. */
  runDate: z.string().nullable(),
  /** The types that carry days forward, with their limits. */
  types: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      carryForwardLimit: z.string(),
      carryForwardExpiryMonths: z.number().int().nullable(),
    }),
  ),
  rows: z.array(zCarryForwardRow),
  totals: z.object({ unused: z.string(), carried: z.string(), forfeited: z.string() }),
});
export type CarryForwardReport = z.infer<typeof zCarryForwardReport>;

export const zCarryForwardRunResult = z.object({
  /** People and types newly carried forward; those carried before are left as they were. */
  carried: z.number().int(),
});

export const carryForwardRunMessage = 'Carry-forward has run';

export const zOwnLeaveListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: zLeaveStatus.optional(),
});

// Balance import --------------------------------------------------------------------------------

/**
 * The columns of a balance import file, in the template's order: a row per employee and leave
 * type, for the employee's leave year on the day of the import. Days take one decimal place.
 */
export const leaveBalanceImportColumns = [
  'employeeNumber',
  'leaveType',
  'broughtForward',
  'takenBeforeMovingIn',
  'adjustment',
  'reason',
] as const;
export type LeaveBalanceImportColumn = (typeof leaveBalanceImportColumns)[number];

/** The reason on the adjustment that takes away the days taken before moving in. */
export const leaveImportTakenReason = `${leaveImportReasonPrefix}taken before moving to Tembusu`;

export const zLeaveBalanceTemplateQuery = z.object({
  format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx').default('xlsx'),
});

export const leaveBalancesImportedMessage = (count: number) =>
  `${count} ${count === 1 ? 'leave balance' : 'leave balances'} imported`;
