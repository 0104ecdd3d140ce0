// Payroll runs: generating a month's payroll, its payslips, the payslip editor's load and save
// (spec sections 2, 3 Payroll/Payslip, 4 Payslip edit, 7 payroll calls, 8 messages).
import { z } from 'zod';
import {
  underTenMillion,
  zBankAccountNumber,
  zBankCode,
  zMoneyAmount,
  zPrCpfScheme,
} from './employees.js';
import { zIncomeType, zPayItemType, zPayItemTypeCode, zPaymentMode, zWageType } from './enums.js';
import { zOvertimeKind, zOvertimeRule } from './payroll.js';

export const payrollUpdatedMessage = 'Payroll has been updated';
export const payrollDeletedMessage = 'Payroll has been deleted';
export const payslipChangedMessage =
  'Someone else changed this payslip after you opened it. Reload it to see their changes; nothing was saved.';
export const paidPayrollMessage =
  'This payroll has been paid and cannot be changed. Correct it with a new payroll run.';
export const confirmedPayrollMessage =
  'This payroll is confirmed. Reopen it as a draft before changing its payslips.';

export const payrollStatuses = ['draft', 'confirmed', 'paid'] as const;
export const zPayrollStatus = z.enum(payrollStatuses);
export type PayrollStatus = z.infer<typeof zPayrollStatus>;
export const payrollStatusLabels: Record<PayrollStatus, string> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  paid: 'Paid',
};

/**
 * A regular payroll pays the month's salary, once per person a month. The other kinds are
 * off-cycle runs for extra payments in the month: they pay no basic salary unless asked, and their
 * CPF, funds and SDL are worked out on the month's combined wages, less what was already paid.
 */
export const payrollKinds = ['regular', 'bonus', 'commission', 'backPay', 'finalPay'] as const;
export const zPayrollKind = z.enum(payrollKinds);
export type PayrollKind = z.infer<typeof zPayrollKind>;
export const payrollKindLabels: Record<PayrollKind, string> = {
  regular: 'Regular',
  bonus: 'Bonus',
  commission: 'Commission',
  backPay: 'Back pay',
  finalPay: 'Final pay',
};

/** A payroll's number as payslips show it: '#12', or '#13 (Bonus)' for an off-cycle run. */
export const payrollNumberText = (payrollNo: number, kind: PayrollKind) =>
  kind === 'regular' ? `#${payrollNo}` : `#${payrollNo} (${payrollKindLabels[kind]})`;

/** A payslip's month in a list: 'Mar 2026', or 'Mar 2026 · Bonus' for an off-cycle run's. */
export const payslipPeriodText = (periodLabel: string, kind: PayrollKind) =>
  kind === 'regular' ? periodLabel : `${periodLabel} · ${payrollKindLabels[kind]}`;

const zYear = z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100);
const zMonth = z.coerce.number().int().min(1, 'Choose a month from 1 to 12').max(12);
const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');

export const zPayrollPeriodQuery = z.object({
  year: zYear,
  month: zMonth,
  kind: zPayrollKind.default('regular'),
});

/** An employee as generation sees them: included, or left out and why. */
export const zPayrollCandidate = z.object({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  salaryBasis: z.string(),
  salaryAmount: z.string(),
  paySchemeTemplateName: z.string().nullable(),
  /** Null when the employee can be paid in this period; otherwise why not. */
  excludedReason: z.string().nullable(),
});
export type PayrollCandidate = z.infer<typeof zPayrollCandidate>;

export const zPayrollCandidates = z.object({
  year: z.number().int(),
  month: z.number().int(),
  kind: zPayrollKind,
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paymentDate: z.string(),
  candidates: z.array(zPayrollCandidate),
});
export type PayrollCandidates = z.infer<typeof zPayrollCandidates>;

export const zGeneratePayrollInput = z.object({
  year: zYear,
  month: zMonth,
  kind: zPayrollKind.default('regular'),
  /** An off-cycle run pays basic salary only when asked; a regular one always does. */
  payBasicSalary: z.boolean().default(false),
  dateOfPayment: zIsoDate,
  employeeIds: z
    .array(z.uuid('Choose employees from the list'))
    .min(1, 'Choose at least one employee')
    .max(20_000),
});
export type GeneratePayrollInput = z.input<typeof zGeneratePayrollInput>;

export const zAddPayrollEmployeesInput = z.object({
  employeeIds: z
    .array(z.uuid('Choose employees from the list'))
    .min(1, 'Choose at least one employee')
    .max(20_000),
});

export const generationStates = ['queued', 'running', 'completed', 'failed'] as const;
export const zPayrollGeneration = z.object({
  id: z.string(),
  state: z.enum(generationStates),
  done: z.number().int(),
  total: z.number().int(),
  payrollId: z.string().nullable(),
  /** Why generation failed, in words for the admin. */
  error: z.string().nullable(),
});
export type PayrollGeneration = z.infer<typeof zPayrollGeneration>;

const zMoney = z.string();

export const zPayrollTotals = z.object({
  grossSalary: zMoney,
  employeeCPF: zMoney,
  employerCPF: zMoney,
  communityFund: zMoney,
  sdl: zMoney,
  netPay: zMoney,
  total: zMoney,
});
export type PayrollTotals = z.infer<typeof zPayrollTotals>;

export const zPayrollListItem = z.object({
  id: z.string(),
  payrollNo: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  kind: zPayrollKind,
  periodLabel: z.string(),
  dateOfPayment: z.string(),
  headcount: z.number().int(),
  status: zPayrollStatus,
  totals: zPayrollTotals,
});
export type PayrollListItem = z.infer<typeof zPayrollListItem>;

export const zPayrollListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
  year: zYear.optional(),
});

export const zPayrollSummaryRow = z.object({
  payslipId: z.string(),
  payslipNo: z.string(),
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  paymentMethod: zPaymentMode,
  grossSalary: zMoney,
  employeeCPF: zMoney,
  employerCPF: zMoney,
  communityFund: zMoney,
  sdl: zMoney,
  netPay: zMoney,
  warnings: z.number().int(),
});
export type PayrollSummaryRow = z.infer<typeof zPayrollSummaryRow>;

/**
 * A page of a payroll summary's rows; without page or pageSize, every row. Either alone pages
 * with the other's default. The summary's headcount counts the rows of every page.
 */
export const zPayrollSummaryQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const zPayrollSummary = zPayrollListItem.extend({
  engineVersion: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rows: z.array(zPayrollSummaryRow),
});
export type PayrollSummary = z.infer<typeof zPayrollSummary>;

/** How a payslip line is edited: typed into, worked out by the calculator, or shown. */
export const payslipLineKinds = ['input', 'computed', 'display'] as const;

/** A payslip line, the spec's "pay item in a payslip". */
export const zPayslipLine = z.object({
  /** The type code: M1, M2, ... M9, TotalWages. */
  id: zPayItemTypeCode,
  /** The pay item's type for pay-item lines (Addition, Deduction, ...), null for the rest. */
  typeId: zPayItemType.nullable(),
  payItemId: z.string().nullable(),
  description: z.string(),
  category: z.string().nullable(),
  cPFType: zWageType.nullable(),
  /** The Value column: days, hours, a rate, an amount or a percentage, as the line says. */
  value: z.string().nullable(),
  amount: zMoney,
  defaultAmount: z.string().nullable(),
  defaultValue: z.string().nullable(),
  unit: z.enum(['Amount', 'Percentage', 'Days', 'Hours', 'Rate']).nullable(),
  iRBACode: zIncomeType.nullable(),
  remarks: z.string().nullable(),
  type: z.enum(payslipLineKinds),
  /** The arithmetic behind the amount. */
  detail: z.string(),
  /**
   * On a line paying approved claims through their pay item: the claims it pays. Such a line is
   * the claims' own, not an item the editor types in; absent on every other line.
   */
  claims: z.array(z.object({ id: z.string(), number: z.string() })).optional(),
});
export type PayslipLine = z.infer<typeof zPayslipLine>;

export const zPayslipWarning = z.object({ code: z.string(), message: z.string() });

/** From one calendar date to another, both included. */
export const zDateSpan = z.object({ from: z.string(), to: z.string() });
export type DateSpan = z.infer<typeof zDateSpan>;

export const zPayslip = z.object({
  id: z.string(),
  payslipNo: z.string(),
  /** Sent back on save: a payslip changed since is refused, not overwritten. */
  version: z.number().int(),
  employeeId: z.string(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string(),
    department: z.object({ name: z.string() }).nullable(),
  }),
  paymentMethod: zPaymentMode,
  /** Bank name and account for GIRO; null otherwise. */
  paymentMethodExt: z
    .object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string() })
    .nullable(),
  currency: z.string(),
  workingTime: z.object({
    workingDatesInRange: z.object({
      from: z.string(),
      to: z.string(),
      workingDays: z.string(),
      workingDaysInMonth: z.string(),
      hourlyRate: z.string(),
      overtimeRates: z.record(zOvertimeKind, zOvertimeRule),
    }),
  }),
  payRollItem: z.array(zPayslipLine),
  dob: z.string(),
  /** Residency for CPF: citizen, pr or foreigner. */
  ct: z.enum(['citizen', 'pr', 'foreigner']),
  ordinaryWages: zMoney,
  additionalWages: zMoney,
  isTurnOnAttendLog: z.boolean(),
  sdlAmount: zMoney,
  excludeCPFContributions: z.boolean(),
  /** The spec's field: true when the PR scheme is not the graduated one (F/G or full rates). */
  allowFullEmployerCPF: z.boolean(),
  /** A permanent resident's CPF rates the payslip was worked out with. */
  prCpfScheme: zPrCpfScheme,
  defaultWorkingHours: z.string(),
  /** The pay scheme template's items at generation, for the Add More Pay Items dialog. */
  originPayItems: z.array(
    z.object({ payItemId: z.string(), description: z.string(), amount: z.string() }),
  ),
  totals: zPayrollTotals,
  /**
   * Compliance warnings for the payroll's admins (wages below nothing, Part IV overtime). Never
   * the employee's: the staff answers carry none and no PDF prints them.
   */
  warnings: z.array(zPayslipWarning),
  /** What the admin wrote on the payslip as a whole, printed on it. */
  remarks: z.string().nullable(),
  /** The period the overtime paid was worked in, when the admin set one; null otherwise. */
  overtimePeriod: zDateSpan.nullable(),
});
export type Payslip = z.infer<typeof zPayslip>;

/** `GET /payroll/{id}?payslipNo=`: the payroll with its payslips (one, when payslipNo is given). */
export const zPayrollDetail = z.object({
  id: z.string(),
  payrollNo: z.number().int(),
  dateOfPayment: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  periodType: z.string(),
  periodValue: z.number().int(),
  status: zPayrollStatus,
  defaultWorkSchedule: z.object({ defaultWorkingHours: z.string() }),
  /** Every payslip number in the payroll, in order, for moving from one employee to the next. */
  payslipNumbers: z.array(z.object({ payslipNo: z.string(), name: z.string() })),
  payslips: z.array(zPayslip),
});
export type PayrollDetail = z.infer<typeof zPayrollDetail>;

export const zPayrollDetailQuery = z.object({ payslipNo: z.string().trim().max(40).optional() });

const zValue = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d{1,4})?$/, 'Enter a number with at most 4 decimal places')
  .refine(underTenMillion, 'Enter at most 9,999,999.99');

/** A line as the editor sends it back: its code, pay item and the value typed in. */
export const zPayslipLineInput = z.object({
  id: zPayItemTypeCode,
  payItemId: z.string().nullable().optional(),
  value: zValue.nullable(),
  amount: z.string().nullable().optional(),
  remarks: z.string().trim().max(200).nullable().optional(),
});

/** A custom pay item (M9) on the payslip, as the spec's payslipPayItems carries it. */
export const zPayslipPayItemInput = z.object({
  payItemId: z.uuid('payItemId: choose a pay item from the list'),
  description: z.string().trim().min(1).max(100),
  category: zPayItemType,
  cPFType: zWageType,
  value: zValue,
  amount: z.string().nullable().optional(),
  unit: z.enum(['Amount', 'Percentage']),
  iRBACode: zIncomeType,
  remarks: z.string().trim().max(200).nullable().optional(),
});

/** One entry of the save payload's payslips[] (PUT /payroll/{id}, product spec section 3). */
export const zPayslipSaveInput = z.object({
  id: z.uuid('id: not a valid payslip id'),
  version: z.number().int(),
  employeeId: z.string(),
  paymentMethod: zPaymentMode,
  paymentMethodExt: z
    .object({ bankCode: zBankCode.nullable(), accountNumber: zBankAccountNumber.nullable() })
    .nullable()
    .optional(),
  salary: z.object({
    value: zMoneyAmount,
    amount: z.string().nullable().optional(),
    remarks: z.string().trim().max(200).nullable().optional(),
    id: z.literal('M1').optional(),
  }),
  payslipPayItems: z.array(zPayslipPayItemInput).max(50),
  payrollItem: z.array(zPayslipLineInput).max(80),
  // The client's own figures; the server works every figure out again and keeps its own.
  employeeCPF: z.string().nullable().optional(),
  employerCPF: z.string().nullable().optional(),
  grossSalary: z.string().nullable().optional(),
  ow: z.string().nullable().optional(),
  aw: z.string().nullable().optional(),
  /** The payslip's own remarks; null clears them, left out keeps them. */
  remarks: z.string().trim().max(500).nullable().optional(),
  /**
   * When the overtime paid was worked in another period than the salary's (the month before, as
   * many employers pay it): null clears it, left out keeps it.
   */
  overtimePeriod: z
    .object({ from: zIsoDate, to: zIsoDate })
    .refine((span) => span.from <= span.to, {
      path: ['to'],
      message: 'The overtime period cannot end before it starts',
    })
    .nullable()
    .optional(),
});
export type PayslipSaveInput = z.input<typeof zPayslipSaveInput>;

export const zPayrollSaveInput = z.object({
  dateOfPayment: zIsoDate,
  payslips: z.array(zPayslipSaveInput).max(500),
});
export type PayrollSaveInput = z.input<typeof zPayrollSaveInput>;

/**
 * `POST /employee/calculator-deduction`. The spec's form: an employee's ordinary and additional
 * wages for a pay period, answering M4, M10A and M6 in `payItem`. The editor's form: a payslip of
 * a payroll as edited, worked out again whole; it answers the same three and every line.
 */
export const zCalculatorInput = z
  .object({
    employeeId: z.uuid('employeeId: not a valid employee id').optional(),
    ow: zMoneyAmount.optional(),
    aw: zMoneyAmount.optional(),
    paymentPeriod: z
      .object({
        month: zMonth,
        year: zYear,
        periodType: z.string().optional(),
        periodValue: z.coerce.number().int().optional(),
      })
      .optional(),
    payrollId: z.uuid('payrollId: not a valid payroll id').optional(),
    payslip: zPayslipSaveInput.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.payslip || input.payrollId) {
      if (!input.payrollId) {
        ctx.addIssue({
          code: 'custom',
          path: ['payrollId'],
          message: "Name the payslip's payroll",
        });
      }
      if (!input.payslip) {
        ctx.addIssue({ code: 'custom', path: ['payslip'], message: 'Send the payslip as edited' });
      }
      return;
    }
    for (const field of ['employeeId', 'ow', 'aw', 'paymentPeriod'] as const) {
      if (input[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required` });
      }
    }
  });

export const zCalculatorResult = z.object({
  /** The spec's answer: M4 (community funds), M10A (employee CPF) and M6 (employer CPF). */
  payItem: z.array(z.object({ id: z.enum(['M4', 'M10A', 'M6']), value: zMoney })),
  M4: zMoney,
  M10A: zMoney,
  M6: zMoney,
  /** With a payslip: every line worked out again, and the payslip's figures. */
  payRollItem: z.array(zPayslipLine).optional(),
  ordinaryWages: zMoney.optional(),
  additionalWages: zMoney.optional(),
  totals: zPayrollTotals.optional(),
  warnings: z.array(zPayslipWarning).optional(),
});
export type CalculatorResult = z.infer<typeof zCalculatorResult>;

/**
 * What the Employment Act's itemised payslip asks for beyond the lines (MOM, "Itemised
 * payslips"): the salary period the payslip pays, the basic rate and, for hourly and daily
 * staff, the hours or days worked, and the overtime's period when it is not the salary's.
 */
export const zPayslipItemised = z.object({
  /**
   * The payroll's period, narrowed to the day the employee joined or left when that falls in
   * it, with the working days counted as the basic pay's proration counts them.
   */
  salaryPeriod: z.object({
    from: z.string(),
    to: z.string(),
    /** Joined or left within the payroll's period: the payslip pays part of it. */
    partial: z.boolean(),
    workingDays: z.string(),
    workingDaysInPeriod: z.string(),
  }),
  basicPay: z.object({
    basis: z.enum(['Monthly', 'Hourly', 'Daily']),
    /** Dollars a month, a day or an hour, by the basis. */
    rate: zMoney,
    /** Hourly and daily staff: what basic pay counts; null for monthly staff. */
    unit: z.enum(['hours', 'days']).nullable(),
    /** The hours or days basic pay was worked out on. */
    paid: z.string().nullable(),
    /** The same, less unpaid absence (and for hourly staff lateness and early outs). */
    worked: z.string().nullable(),
  }),
  /** Dollars an hour each kind of overtime is paid at, to four places. */
  overtimeRatesPerHour: z.record(zOvertimeKind, z.string()),
  /** The period the overtime was worked in, only when it differs from the salary period. */
  overtimePeriod: zDateSpan.nullable(),
});
export type PayslipItemised = z.infer<typeof zPayslipItemised>;

/** One payslip with its payroll's period and the employee's year to date, for viewing. */
export const zPayslipView = z.object({
  organization: z.object({
    name: z.string(),
    uen: z.string().nullable(),
    address: z.string().nullable(),
  }),
  payrollId: z.string(),
  payrollNo: z.number().int(),
  kind: zPayrollKind,
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dateOfPayment: z.string(),
  status: zPayrollStatus,
  payslip: zPayslip,
  /** The employee's totals this calendar year up to and including this payslip's month. */
  yearToDate: zPayrollTotals,
  itemised: zPayslipItemised,
});
export type PayslipView = z.infer<typeof zPayslipView>;

/** A payslip in an employee's own list: only confirmed and paid payrolls reach staff. */
export const zStaffPayslipListItem = z.object({
  id: z.string(),
  payslipNo: z.string(),
  periodLabel: z.string(),
  /** Which run of the month paid it: an employee may have a regular and a bonus payslip. */
  kind: zPayrollKind,
  year: z.number().int(),
  month: z.number().int(),
  dateOfPayment: z.string(),
  grossSalary: z.string(),
  netPay: z.string(),
});
export type StaffPayslipListItem = z.infer<typeof zStaffPayslipListItem>;

/** A payslip in an employee's record, for admins: every payroll, drafts included. */
export const zEmployeePayslipListItem = zStaffPayslipListItem.extend({
  payrollId: z.string(),
  payrollNo: z.number().int(),
  status: zPayrollStatus,
});
export type EmployeePayslipListItem = z.infer<typeof zEmployeePayslipListItem>;
