// Payroll reports: the year to date per employee and per pay item, and the files for the bank
// (GIRO) and the CPF Board (contributions) (spec section 2, /payroll/ytd-summary-report).
import { z } from 'zod';

export const payrollNotReleasedMessage =
  'Confirm the payroll before making its bank and CPF files: a draft can still change.';

const zMoney = z.string();
const zYear = z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100);
const zFormat = z.enum(['csv', 'xlsx'], 'format: choose csv or xlsx');

export const zYtdQuery = z.object({ year: zYear });
export const zYtdExportQuery = z.object({ year: zYear, format: zFormat.default('xlsx') });
export const zPayrollFileQuery = z.object({ format: zFormat.default('csv') });

/**
 * The year's money per employee. Gross pay is wages and taxable additions; a reimbursement whose
 * income type is not taxable is paid on top and counted apart. OW and AW are the wages CPF was
 * worked out on (after the ceilings), as the CPF file and an opening balance count them.
 */
export const zYtdFigures = z.object({
  grossSalary: zMoney,
  reimbursements: zMoney,
  ordinaryWagesForCpf: zMoney,
  additionalWagesForCpf: zMoney,
  employeeCPF: zMoney,
  employerCPF: zMoney,
  cdac: zMoney,
  ecf: zMoney,
  mbmf: zMoney,
  sinda: zMoney,
  /** CDAC, ECF, MBMF and SINDA together. */
  communityFund: zMoney,
  sdl: zMoney,
  netPay: zMoney,
});
export type YtdFigures = z.infer<typeof zYtdFigures>;
export const ytdFigureKeys = Object.keys(zYtdFigures.shape) as (keyof YtdFigures)[];

/**
 * Who the figures are for: the name, number and department as on the year's latest payslip (the
 * record's, for someone with only an opening balance); the identity and employment dates as the
 * employee record says now.
 */
const zYtdPerson = z.object({
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  idType: z.string(),
  idNumber: z.string(),
  employmentStartDate: z.string(),
  employmentEndDate: z.string().nullable(),
});

export const zYtdRow = zYtdFigures.extend({
  employeeId: z.string(),
  ...zYtdPerson.shape,
  payslips: z.number().int(),
});
export type YtdRow = z.infer<typeof zYtdRow>;

/** Confirmed and paid payrolls of the year and opening balances, per employee. */
export const zYtdSummary = z.object({
  year: z.number().int(),
  rows: z.array(zYtdRow),
  totals: zYtdFigures,
});
export type YtdSummary = z.infer<typeof zYtdSummary>;

export const zYtdEmployee = z.object({
  year: z.number().int(),
  employee: zYtdPerson.extend({ id: z.string() }),
  /** What was paid in the year before the payroll ran here, through the end of `throughMonth`. */
  openingBalance: zYtdFigures.extend({ throughMonth: z.number().int() }).nullable(),
  months: z.array(
    zYtdFigures.extend({
      payrollId: z.string(),
      payrollNo: z.number().int(),
      payslipId: z.string(),
      payslipNo: z.string(),
      month: z.number().int(),
      periodLabel: z.string(),
      dateOfPayment: z.string(),
    }),
  ),
  /** Each pay item's total in the year, by its line (M1 basic, M9 items by name, CPF, ...). */
  payItems: z.array(z.object({ code: z.string(), description: z.string(), amount: zMoney })),
  /** The months and the opening balance together. */
  totals: zYtdFigures,
});
export type YtdEmployee = z.infer<typeof zYtdEmployee>;

/** Employee, employer and both together. */
const zContributionSplit = z.object({ employee: zMoney, employer: zMoney, total: zMoney });

/** Why an employee's AW contributions are settled on actual figures: December, or leaving. */
export const cpfYearEndOccasions = ['yearEnd', 'leaving'] as const;
export type CpfYearEndOccasion = (typeof cpfYearEndOccasions)[number];

/** What the employer does about a difference. */
export const cpfSettlements = ['topUp', 'refund', 'none'] as const;
export const cpfSettlementLabels: Record<(typeof cpfSettlements)[number], string> = {
  topUp: 'Top up',
  refund: 'Claim refund',
  none: 'Nothing to settle',
};

/**
 * One employee's additional wage contributions worked out again on the OW actually paid in the
 * year (sg-statutory.md 1.3), against what the payslips contributed.
 */
export const zCpfYearEndRow = z.object({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  occasion: z.enum(cpfYearEndOccasions),
  /** The last month worked out: December, or the month the employee left. */
  throughMonth: z.number().int(),
  /** OW subject to CPF in the year, an opening balance's included. */
  ordinaryWagesForYear: zMoney,
  additionalWageCeiling: zMoney,
  /** AW the year's payslips paid, before the ceiling. */
  additionalWages: zMoney,
  additionalWagesSubjectToCpf: zMoney,
  contributed: zContributionSplit,
  due: zContributionSplit,
  /** Due less contributed: positive is a top-up to pay, negative a refund to claim. */
  difference: zContributionSplit,
  settlement: z.enum(cpfSettlements),
});
export type CpfYearEndRow = z.infer<typeof zCpfYearEndRow>;

export const zCpfYearEnd = z.object({
  year: z.number().int(),
  rows: z.array(zCpfYearEndRow),
  /** Paid this year but neither paid for December nor left yet: settled later. */
  notYetDue: z.number().int(),
  /** Left out: their payslips were made without CPF contributions. */
  excludedFromCpf: z.number().int(),
  topUps: zContributionSplit,
  /** The excess to claim back, as positive amounts. */
  refunds: zContributionSplit,
  /** The regulation the AW ceiling rests on. */
  source: z.string().nullable(),
});
export type CpfYearEnd = z.infer<typeof zCpfYearEnd>;
