// Payroll set-up: pay items, pay scheme templates, payroll settings and payment periods (spec
// sections 2 and 3, Payroll).
import { z } from 'zod';
import { zMoneyAmount } from './employees.js';
import {
  allowanceBases,
  allowanceConditions,
  allowancePeriods,
  earlyOutRules,
  lateRules,
  overtimeStarts,
  zIncomeType,
  zOvertimeRate,
  zPayItemType,
  zPayTemplateType,
  zValueBasis,
  zWageType,
} from './enums.js';

export const payItemExistsMessage =
  'Pay Item Already Exists. Please use a different description for the pay item.';
export const payItemInUseMessage =
  'This pay item is used by a pay scheme template. Remove it from the template or make it inactive instead.';
export const paySchemeTemplateExistsMessage =
  'Pay Scheme Template Already Exists. Please use a different name for the template.';
export const paySchemeTemplateInUseMessage =
  'Employees are assigned to this template. Assign them another template before deleting it.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

export const zPayItemInput = z
  .object({
    description: z.string().trim().min(1, 'Description is required').max(100),
    type: zPayItemType,
    category: optionalText(60),
    cPFType: zWageType,
    unit: zValueBasis,
    defaultAmount: zMoneyAmount,
    iRBACode: zIncomeType,
    isActive: z.boolean(),
  })
  .superRefine((item, ctx) => {
    if (item.unit === 'Percentage' && Number(item.defaultAmount) > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultAmount'],
        message: 'A percentage of basic salary is at most 100',
      });
    }
    // A reimbursement repays the employee's own spending: it is not wages for CPF.
    if (item.type === 'Reimbursement' && item.cPFType !== 'NoWages') {
      ctx.addIssue({
        code: 'custom',
        path: ['cPFType'],
        message: 'A reimbursement is not wages for CPF: choose NoWages',
      });
    }
    if (item.type === 'Salary' && item.cPFType !== 'OrdinaryWages') {
      ctx.addIssue({
        code: 'custom',
        path: ['cPFType'],
        message: 'Salary is ordinary wages for CPF: choose OrdinaryWages',
      });
    }
  });
export type PayItemInput = z.input<typeof zPayItemInput>;

/**
 * A pay item as `GET /payroll/pay-items` answers it: id, description, cPFType, defaultAmount, typeId,
 * unit, category, iRBACode (product spec section 7), plus name and state.
 */
export const zPayItem = z.object({
  id: z.string(),
  description: z.string(),
  typeId: zPayItemType,
  category: z.string(),
  cPFType: zWageType,
  unit: zValueBasis,
  defaultAmount: z.string(),
  iRBACode: zIncomeType,
  isActive: z.boolean(),
  /** Pay scheme templates that include it; such an item can only be made inactive. */
  templateCount: z.number().int(),
});
export type PayItem = z.infer<typeof zPayItem>;

export const overtimeKinds = ['normal', 'offDay', 'restDay', 'holiday'] as const;
export const zOvertimeKind = z.enum(overtimeKinds);
export type OvertimeKind = z.infer<typeof zOvertimeKind>;
export const overtimeKindLabels: Record<OvertimeKind, string> = {
  normal: 'Normal day',
  offDay: 'Off day',
  restDay: 'Rest day',
  holiday: 'Public holiday',
};

const zHours = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Enter hours with at most 2 decimal places');

export const zOvertimeRule = z
  .object({
    kind: zOvertimeKind,
    rate: zOvertimeRate,
    /** Dollars per hour, for the CustomAmount rate only. */
    customAmount: zMoneyAmount.nullable(),
    start: z.enum(overtimeStarts),
    /** Hours worked in the day after which overtime starts, for AfterFixedHours only. */
    fixedHours: zHours.nullable(),
  })
  .superRefine((rule, ctx) => {
    if (rule.rate === 'CustomAmount' && !rule.customAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['customAmount'],
        message: 'A custom rate needs an amount per hour',
      });
    }
    if (rule.start === 'AfterFixedHours' && (!rule.fixedHours || Number(rule.fixedHours) <= 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedHours'],
        message: 'Say after how many hours overtime starts',
      });
    }
  });
export type OvertimeRule = z.infer<typeof zOvertimeRule>;

export const zAllowanceCondition = z
  .object({
    condition: z.enum(allowanceConditions),
    basis: z.enum(allowanceBases),
    period: z.enum(allowancePeriods),
    lateRule: z.enum(lateRules).nullable(),
    lateMinutes: z.number().int().min(0).max(600).nullable(),
    earlyOutRule: z.enum(earlyOutRules).nullable(),
    earlyOutMinutes: z.number().int().min(0).max(600).nullable(),
    /** For AfterWorkingHours: hours worked past the working hours that earn the allowance. */
    hoursAfterWork: zHours.nullable(),
  })
  .superRefine((rule, ctx) => {
    const require = (field: keyof typeof rule, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (rule.condition === 'PunctualityTimeIn') {
      require('lateRule', rule.lateRule !== null, 'Choose a lateness rule');
      require('lateMinutes', rule.lateMinutes !== null, 'Enter the minutes of lateness');
    }
    if (rule.condition === 'PunctualityTimeOut') {
      require('earlyOutRule', rule.earlyOutRule !== null, 'Choose an early-out rule');
      require('earlyOutMinutes', rule.earlyOutMinutes !== null, 'Enter the minutes of early out');
    }
    if (rule.condition === 'AfterWorkingHours') {
      require('hoursAfterWork', rule.hoursAfterWork !== null &&
        Number(rule.hoursAfterWork) > 0, 'Enter the hours worked after working hours');
    }
  });
export type AllowanceCondition = z.infer<typeof zAllowanceCondition>;

export const zPaySchemeTemplateItemInput = z.object({
  payItemId: z.uuid('payItemId: not a valid id'),
  /** Null pays the item's default amount. */
  amount: zMoneyAmount.nullable(),
  /** Null pays the item every period; otherwise only when the condition is met. */
  allowance: zAllowanceCondition.nullable(),
});

export const zPaySchemeTemplateInput = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    type: zPayTemplateType,
    description: optionalText(500),
    items: z.array(zPaySchemeTemplateItemInput).max(50),
    overtimeRules: z.array(zOvertimeRule).length(4, 'Give one overtime rule for each kind of day'),
  })
  .superRefine((template, ctx) => {
    const seen = new Set<string>();
    template.items.forEach((item, index) => {
      if (seen.has(item.payItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'payItemId'],
          message: 'A pay item appears once in a template',
        });
      }
      seen.add(item.payItemId);
    });
    const kinds = new Set(template.overtimeRules.map((rule) => rule.kind));
    if (kinds.size !== overtimeKinds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['overtimeRules'],
        message: 'Give one overtime rule for each kind of day',
      });
    }
  });
export type PaySchemeTemplateInput = z.input<typeof zPaySchemeTemplateInput>;

export const zPaySchemeTemplate = z.object({
  id: z.string(),
  name: z.string(),
  type: zPayTemplateType,
  description: z.string().nullable(),
  items: z.array(
    zPaySchemeTemplateItemInput.extend({
      description: z.string(),
      typeId: zPayItemType,
      cPFType: zWageType,
      unit: zValueBasis,
      defaultAmount: z.string(),
      iRBACode: zIncomeType,
      isActive: z.boolean(),
    }),
  ),
  overtimeRules: z.array(zOvertimeRule),
  employeeCount: z.number().int(),
});
export type PaySchemeTemplate = z.infer<typeof zPaySchemeTemplate>;

export const zPaySchemeTemplateOption = z.object({
  id: z.string(),
  name: z.string(),
  type: zPayTemplateType,
});
export type PaySchemeTemplateOption = z.infer<typeof zPaySchemeTemplateOption>;

// CPF, SDL and the community funds are worked out on a calendar month's wages, so payroll runs
// are monthly; shorter pay periods need the engine to carry a month's earlier wages first.
export const payFrequencies = ['Monthly'] as const;
export const zPayFrequency = z.enum(payFrequencies);
export type PayFrequency = z.infer<typeof zPayFrequency>;
export const payFrequencyLabels: Record<PayFrequency, string> = {
  Monthly: 'Monthly (calendar month)',
};

export const paymentMonths = ['SameMonth', 'FollowingMonth'] as const;

export const zPayrollSettings = z.object({
  payFrequency: zPayFrequency,
  /** Day of the month salary is paid, moved to the month's last day in shorter months. */
  defaultPaymentDay: z
    .number('defaultPaymentDay: enter a day of the month')
    .int()
    .min(1, 'Enter a day from 1 to 31')
    .max(31, 'Enter a day from 1 to 31'),
  /** Whether a period is paid in its own month or the month after it ends. */
  paymentMonth: z.enum(paymentMonths),
  contributeSdl: z.boolean(),
  deductCommunityFunds: z.boolean(),
  /** The work schedule's rule (0 or 1), shown and changed here as well. */
  breakDeduction: z.union([z.literal(0), z.literal(1)]),
  payslipPrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,10}$/, 'Use up to 10 letters, digits or hyphens'),
  nextPayslipNumber: z.number().int().min(1, 'Start from 1 or more').max(999_999_999),
  payslipNumberDigits: z.number().int().min(1).max(10, 'Use at most 10 digits'),
});
export type PayrollSettings = z.infer<typeof zPayrollSettings>;

export const zPaymentPeriod = z.object({
  periodType: zPayFrequency,
  /** The month, 1-12. */
  periodValue: z.number().int(),
  year: z.number().int(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paymentDate: z.string(),
  /** The payment date was set for this period rather than taken from the settings. */
  isCustomPaymentDate: z.boolean(),
  /** Later after the period ends than the Employment Act allows (its rule table in @tembusu/payroll). */
  paidLate: z.boolean(),
});
export type PaymentPeriod = z.infer<typeof zPaymentPeriod>;

export const zPaymentPeriodQuery = z.object({
  year: z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100),
});

export const zPaymentDateInput = z.object({
  /** Null returns the period to the settings' default date. */
  paymentDate: z.iso.date('Use a date in the form YYYY-MM-DD').nullable(),
});
