// Claims: the organisation's claim types with their limits, its claim settings, and expense claims
// with receipts, approvals and their payment through payroll. Amounts are decimal strings with two
// places, as the API carries money; a claim in a foreign currency keeps its own amount, the rate
// entered and the Singapore dollars it comes to (`sgdAmountOf`), which limits and payroll count.
import { z } from 'zod';
import { underTenMillion, zMoneyAmount } from './employees.js';
import { employmentTypes, zIncomeType } from './enums.js';
import { leaveApproverLabels, zLeaveApprover } from './leave.js';
import { findCurrency } from './reference/currencies.js';

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');

/** The currency the payroll pays in: always allowed, at the rate 1. */
export const homeCurrency = 'SGD';

// Claim types ------------------------------------------------------------------------------------

const zOptionalLimit = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${field}: enter an amount with at most 2 decimal places`)
    .refine(underTenMillion, `${field}: enter at most 9,999,999.99`)
    .refine((value) => Number(value) > 0, `${field}: enter more than 0, or leave it empty`)
    .nullable()
    .or(z.literal('').transform(() => null));

export const zClaimTypeInput = z
  .object({
    name: z
      .string('name: enter a name')
      .trim()
      .min(1, 'name: enter a name')
      .max(100, 'name: use at most 100 characters'),
    description: z
      .string()
      .trim()
      .max(500, 'description: use at most 500 characters')
      .transform((value) => value || null)
      .nullable()
      .default(null),
    /** In Singapore dollars; null for no limit. */
    limitPerClaim: zOptionalLimit('limitPerClaim').default(null),
    limitPerMonth: zOptionalLimit('limitPerMonth').default(null),
    limitPerYear: zOptionalLimit('limitPerYear').default(null),
    receiptRequired: z.boolean('receiptRequired: choose yes or no'),
    /**
     * A taxable claim is paid as wages (an allowance): its pay item is ordinary or additional wages
     * and its IRAS income type says where it goes on Form IR8A. A reimbursement of the employee's
     * own spending is not taxable and not wages.
     */
    taxable: z.boolean('taxable: choose yes or no'),
    incomeType: zIncomeType,
    payItemId: z.uuid('payItemId: choose the pay item it is paid through'),
    /** Who may claim it; empty for everyone. */
    departmentIds: z.array(z.uuid('departmentIds: choose departments from the list')).max(100),
    employmentTypes: z.array(z.enum(employmentTypes, 'employmentTypes: choose from the list')),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.taxable && input.incomeType === 'NotTaxable') {
      ctx.addIssue({
        code: 'custom',
        path: ['incomeType'],
        message: 'incomeType: choose the IRAS income type a taxable claim is reported as',
      });
    }
    if (!input.taxable && input.incomeType !== 'NotTaxable') {
      ctx.addIssue({
        code: 'custom',
        path: ['incomeType'],
        message: 'incomeType: a claim that is not taxable is NotTaxable',
      });
    }
    const limits: [string, string | null][] = [
      ['limitPerClaim', input.limitPerClaim],
      ['limitPerMonth', input.limitPerMonth],
      ['limitPerYear', input.limitPerYear],
    ];
    for (const [index, [field, limit]] of limits.entries()) {
      for (const [widerField, wider] of limits.slice(index + 1)) {
        if (limit !== null && wider !== null && Number(limit) > Number(wider)) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${field}: cannot be more than ${widerField}`,
          });
        }
      }
    }
  });
export type ClaimTypeInput = z.input<typeof zClaimTypeInput>;

export const zClaimType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  limitPerClaim: z.string().nullable(),
  limitPerMonth: z.string().nullable(),
  limitPerYear: z.string().nullable(),
  receiptRequired: z.boolean(),
  taxable: z.boolean(),
  incomeType: zIncomeType,
  payItem: z.object({
    id: z.string(),
    description: z.string(),
    cPFType: z.enum(['OrdinaryWages', 'AdditionalWages', 'NoWages']),
  }),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  employmentTypes: z.array(z.enum(employmentTypes)),
  isActive: z.boolean(),
  /** Claims of this type; a type with claims can only be made inactive. */
  claimCount: z.number().int(),
});
export type ClaimType = z.infer<typeof zClaimType>;

export const claimTypeExistsMessage =
  'Claim Type Already Exists. Please use a different name for the claim type.';
export const claimTypeInUseMessage =
  'This claim type has claims. Make it inactive instead of deleting it.';
export const claimTypeSavedMessage = 'Claim type has been saved';
export const claimTypeDeletedMessage = 'Claim type has been deleted';

// Settings ---------------------------------------------------------------------------------------

export const zClaimSettings = z
  .object({
    /** Who decides at each level, in order: one or two levels (the leave approvers' list). */
    approvalLevels: z
      .array(zLeaveApprover, 'approvalLevels: choose one or two approvers')
      .min(1, 'approvalLevels: choose one or two approvers')
      .max(2, 'approvalLevels: choose one or two approvers'),
    /**
     * A claim submitted after this day of the month is paid with the next month's payroll; one
     * submitted on or before it, with this month's.
     */
    cutOffDay: z.coerce
      .number('cutOffDay: enter a day of the month')
      .int('cutOffDay: enter a whole day')
      .min(1, 'cutOffDay: enter a day from 1 to 31')
      .max(31, 'cutOffDay: enter a day from 1 to 31'),
    /** ISO 4217 codes claims may be made in, besides SGD. */
    currencies: z
      .array(
        z
          .string()
          .refine((code) => findCurrency(code) !== undefined, 'currencies: choose from the list'),
      )
      .max(50, 'currencies: choose at most 50'),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.approvalLevels).size !== input.approvalLevels.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvalLevels'],
        message: 'approvalLevels: choose a different approver for the second level',
      });
    }
  })
  .transform((input) => ({
    ...input,
    currencies: [...new Set(input.currencies.filter((code) => code !== homeCurrency))].sort(),
  }));
export type ClaimSettings = z.output<typeof zClaimSettings>;

/** The settings as the API answers them (zClaimSettings transforms, so it cannot write them). */
export const zClaimSettingsView = z.object({
  approvalLevels: z.array(zLeaveApprover),
  cutOffDay: z.number().int(),
  currencies: z.array(z.string()),
});
export type ClaimSettingsInput = z.input<typeof zClaimSettings>;

/** What staff need of the settings to claim: the currencies allowed and the cut-off day. */
export const zStaffClaimSettings = zClaimSettingsView.pick({ currencies: true, cutOffDay: true });
export type StaffClaimSettings = z.infer<typeof zStaffClaimSettings>;

export const defaultClaimSettings: ClaimSettings = {
  approvalLevels: ['reportingManager'],
  cutOffDay: 20,
  currencies: [],
};
export const claimApproverLabels = leaveApproverLabels;
export const claimSettingsSavedMessage = 'Claim settings have been saved';

// Claims -----------------------------------------------------------------------------------------

export const claimStatuses = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'returned',
  'paid',
] as const;
export const zClaimStatus = z.enum(claimStatuses, 'status: choose from the list');
export type ClaimStatus = z.infer<typeof zClaimStatus>;
export const claimStatusLabels: Record<ClaimStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  returned: 'Returned for changes',
  paid: 'Paid',
};

export const claimEventKinds = [
  'created',
  'edited',
  'submitted',
  'approved',
  'rejected',
  'returned',
  'linked',
  'unlinked',
  'paid',
] as const;
export type ClaimEventKind = (typeof claimEventKinds)[number];

/** Receipts a claim may carry. */
export const maxClaimReceipts = 5;

/** Exchange rates to SGD: up to 6 decimal places, as banks quote them. */
export const zExchangeRate = z
  .string('exchangeRate: enter the rate to SGD')
  .trim()
  .regex(/^\d{1,6}(\.\d{1,6})?$/, 'exchangeRate: enter a rate with at most 6 decimal places')
  .refine((value) => Number(value) > 0, 'exchangeRate: enter a rate above 0');

const rateScale = 1_000_000n;

function scaled(value: string, places: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
}

/**
 * The Singapore dollars a claim comes to: its amount at the rate entered, rounded half up to the
 * cent, in integers so nothing is lost to binary fractions.
 */
export function sgdAmountOf(amount: string, exchangeRate: string): string {
  const cents = scaled(amount, 2) * scaled(exchangeRate, 6);
  const rounded = (cents + rateScale / 2n) / rateScale;
  const text = rounded.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** A claim's number as people read it: CL-000001. */
export function claimNumberText(number: number): string {
  return `CL-${String(number).padStart(6, '0')}`;
}

const claimShape = {
  claimTypeId: z.uuid('claimTypeId: choose a claim type'),
  claimDate: zIsoDate,
  amount: zMoneyAmount.refine((value) => Number(value) > 0, 'amount: enter more than 0'),
  currency: z
    .string('currency: choose a currency')
    .refine((code) => findCurrency(code) !== undefined, 'currency: choose from the list'),
  exchangeRate: zExchangeRate,
  description: z
    .string('description: say what the claim is for')
    .trim()
    .min(1, 'description: say what the claim is for')
    .max(500, 'description: use at most 500 characters'),
  receiptIds: z
    .array(z.uuid('receiptIds: not a valid file id'))
    .max(maxClaimReceipts, `receiptIds: attach at most ${maxClaimReceipts} receipts`),
  /** Send for approval now; false keeps it as a draft. */
  submit: z.boolean().default(true),
};

function checkRate(input: { currency: string; exchangeRate: string }, ctx: z.RefinementCtx) {
  if (input.currency === homeCurrency && Number(input.exchangeRate) !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['exchangeRate'],
      message: 'exchangeRate: a claim in SGD is at the rate 1',
    });
  }
}

export const zClaimInput = z.object(claimShape).superRefine(checkRate);
export type ClaimInput = z.input<typeof zClaimInput>;

export const zAdminClaimInput = z
  .object({ ...claimShape, employeeId: z.uuid('employeeId: choose an employee') })
  .superRefine(checkRate);
export type AdminClaimInput = z.input<typeof zAdminClaimInput>;

export const zClaimEvent = z.object({
  kind: z.enum(claimEventKinds),
  /** The approval level a decision was taken at; null for the others. */
  level: z.number().int().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type ClaimEvent = z.infer<typeof zClaimEvent>;

export const zClaimReceipt = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ClaimReceipt = z.infer<typeof zClaimReceipt>;

export const zClaim = z.object({
  id: z.string(),
  /** CL-000001: numbered per organisation, in the order claims were made. */
  number: z.string(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string(),
    departmentName: z.string().nullable(),
  }),
  claimType: z.object({ id: z.string(), name: z.string(), taxable: z.boolean() }),
  claimDate: z.string(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  /** The amount in SGD at the rate entered: what limits and payroll count. */
  amountSgd: z.string(),
  description: z.string(),
  receipts: z.array(zClaimReceipt),
  status: zClaimStatus,
  /** The level waiting for a decision (1 or 2) while submitted; null otherwise. */
  pendingLevel: z.number().int().nullable(),
  /** Who may decide it now, as a label ("Reporting manager: Lim Mei Ling"). */
  waitingFor: z.string().nullable(),
  /** The last person who approved or rejected it. */
  approverName: z.string().nullable(),
  /** The payroll month it is due in (YYYY-MM), by the cut-off day, once submitted. */
  payrollMonth: z.string().nullable(),
  /** The payroll it is linked to or was paid by. */
  payroll: z.object({ id: z.string(), payrollNo: z.number().int(), month: z.string() }).nullable(),
  /** Other claims with the same receipt file, amount and date: possibly claimed twice. */
  possibleDuplicates: z.array(z.object({ id: z.string(), number: z.string() })),
  events: z.array(zClaimEvent),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** What the caller may do with it now. */
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canDelete: z.boolean(),
  canDecide: z.boolean(),
});
export type Claim = z.infer<typeof zClaim>;

export const zClaimListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: zClaimStatus.optional(),
  claimTypeId: z.uuid('claimTypeId: not a valid id').optional(),
  departmentId: z.uuid('departmentId: not a valid id').optional(),
  employeeId: z.uuid('employeeId: not a valid id').optional(),
  /** Claims dated on or after `from` and on or before `to`. */
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  /** The employee's name or number, the claim's number or description. */
  search: z.string().trim().max(100).optional(),
});
export type ClaimListQuery = z.input<typeof zClaimListQuery>;

export const zClaimStatusTotal = z.object({
  status: zClaimStatus,
  count: z.number().int(),
  amountSgd: z.string(),
});
export type ClaimStatusTotal = z.infer<typeof zClaimStatusTotal>;

export const zClaimList = z.object({
  rows: z.array(zClaim),
  total: z.number().int(),
  /** Per status, over every claim the filters match (the status filter aside). */
  totals: z.array(zClaimStatusTotal),
});
export type ClaimList = z.infer<typeof zClaimList>;

export const zClaimDecision = z.object({
  comment: z
    .string()
    .trim()
    .max(1000, 'comment: use at most 1000 characters')
    .nullable()
    .default(null),
});

const zReasonRequired = (what: string) =>
  z.object({
    comment: z
      .string(`comment: say why the claim is ${what}`)
      .trim()
      .min(1, `comment: say why the claim is ${what}`)
      .max(1000, 'comment: use at most 1000 characters'),
  });
export const zClaimRejection = zReasonRequired('rejected');
export const zClaimReturn = zReasonRequired('returned');

/** What a person has claimed of a type against its limits, for the staff list. */
export const zClaimUsage = z.object({
  claimType: z.object({ id: z.string(), name: z.string() }),
  limitPerClaim: z.string().nullable(),
  limitPerMonth: z.string().nullable(),
  limitPerYear: z.string().nullable(),
  /** Submitted, approved and paid claims dated this month and this year, in SGD. */
  usedThisMonth: z.string(),
  usedThisYear: z.string(),
});
export type ClaimUsage = z.infer<typeof zClaimUsage>;

export const claimSavedMessage = 'Claim has been saved';
export const claimSubmittedMessage = 'Claim has been submitted';
export const claimApprovedMessage = 'Claim has been approved';
export const claimRejectedMessage = 'Claim has been rejected';
export const claimReturnedMessage = 'Claim has been returned for changes';
export const claimDeletedMessage = 'Claim has been deleted';

/** What a claim type's limit refuses, naming the limit and what is left of it. */
export function claimLimitMessage(
  limit: 'limitPerClaim' | 'limitPerMonth' | 'limitPerYear',
  typeName: string,
  limitAmount: string,
  leftAmount: string,
): string {
  if (limit === 'limitPerClaim') {
    return `amount: ${typeName} claims are limited to S$${limitAmount} each`;
  }
  const period = limit === 'limitPerMonth' ? 'a month' : 'a year';
  return `amount: ${typeName} claims are limited to S$${limitAmount} ${period}; S$${leftAmount} is left`;
}

// Payroll ----------------------------------------------------------------------------------------
// GET /payroll/:id/claims lists what a draft payroll could pay; POST /payroll/:id/claims links
// chosen claims to it (their payslips take them as their pay items), DELETE
// /payroll/:id/claims/:claimId takes one off again. Confirming the payroll and marking it paid
// makes its claims Paid; deleting the draft releases them.

export const zClaimsToLink = z.object({
  payroll: z.object({
    id: z.string(),
    payrollNo: z.number().int(),
    month: z.string(),
    status: z.string(),
  }),
  /**
   * Approved claims not yet paid that are due by the payroll's month (by the cut-off day), and
   * the claims already linked to it, grouped by employee.
   */
  employees: z.array(
    z.object({
      employee: z.object({ id: z.string(), name: z.string(), employeeNumber: z.string() }),
      /** False when the payroll has no payslip for them: their claims wait for another payroll. */
      inPayroll: z.boolean(),
      claims: z.array(zClaim),
      /** What is linked to this payroll, in SGD. */
      linkedSgd: z.string(),
    }),
  ),
});
export type ClaimsToLink = z.infer<typeof zClaimsToLink>;

export const zLinkClaimsInput = z.object({
  claimIds: z
    .array(z.uuid('claimIds: not a valid claim id'))
    .min(1, 'claimIds: choose at least one claim')
    .max(500, 'claimIds: choose at most 500 claims'),
});
export type LinkClaimsInput = z.input<typeof zLinkClaimsInput>;

export const claimsLinkedMessage = (count: number) =>
  count === 1
    ? '1 claim has been linked to the payroll'
    : `${count} claims have been linked to the payroll`;

/**
 * The payroll month (YYYY-MM) a claim submitted on this date is paid in: its own month up to the
 * cut-off day, the next one after it. A cut-off past the month's last day is that last day.
 */
export function payrollMonthOf(submittedOn: string, cutOffDay: number): string {
  const [year = 0, month = 1, day = 1] = submittedOn.split('-').map(Number);
  if (day <= cutOffDay) return submittedOn.slice(0, 7);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}`;
}

export const claimUnlinkedMessage = 'The claim has been taken off the payroll';
