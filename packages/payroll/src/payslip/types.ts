// The payslip engine's inputs and answer. Money is in integer cents both ways; quantities (hours,
// days, units, percentages) are numbers or decimal strings, as the payslip screen types them.
import type { CpfResult, PrScheme, Residency } from '../cpf.js';
import type { Decimal } from '../money.js';
import type { CommunityFund } from '../statutory/self-help-groups.js';

export type PayBasis = 'Monthly' | 'Hourly' | 'Daily';
export type OvertimeKind = 'normal' | 'offDay' | 'restDay' | 'holiday';
export type OvertimeRate = 'SameAsBaseHourlyRate' | '1.5x' | '2x' | '2.5x' | '3x' | 'CustomAmount';
export type WageClass = 'OrdinaryWages' | 'AdditionalWages' | 'NoWages';
export type PayItemCategory = 'Addition' | 'Deduction' | 'Reimbursement' | 'Overtime' | 'Salary';
export type PayslipLineCode =
  | 'M1'
  | 'M2'
  | 'M2a'
  | 'M2b'
  | 'M3'
  | 'M8'
  | 'M8a'
  | 'M8b'
  | 'M8c'
  | 'M8d'
  | 'M9'
  | 'L4'
  | 'TotalWages'
  | 'M10A'
  | 'M4'
  | 'M6'
  | 'M5'
  | 'M7'
  | 'M11'
  | 'M12';

export interface OvertimeRateSetting {
  readonly rate: OvertimeRate;
  /** Cents an hour, for 'CustomAmount'. */
  readonly customAmountCents?: number | null;
}

/** An M9 item: a custom pay item the employer defined, an amount or a percentage of basic pay. */
export type CustomPayItem = {
  /** The caller's pay item id, echoed on the line. */
  readonly id?: string;
  readonly description: string;
  readonly category: PayItemCategory;
  readonly wageClass: WageClass;
} & (
  | { readonly unit: 'Amount'; readonly amountCents: number }
  | { readonly unit: 'Percentage'; readonly percentage: Decimal }
);

/** An L4 item: so many units at a rate, counted as additional wages (product spec section 9). */
export interface UnitPayItem {
  readonly id?: string;
  readonly description: string;
  readonly category?: PayItemCategory;
  readonly units: Decimal;
  readonly rateCents: number;
}

/**
 * The attendance log, when the payroll pays from it: basic pay follows the days and hours logged,
 * so absence is not deducted again; lateness and early outs are deducted as given.
 */
export interface AttendanceLog {
  /**
   * Hours between check-in and check-out on each day the employee came to work, and that day's
   * own break when it differs from the log's (a rostered shift's).
   */
  readonly days: readonly {
    readonly hoursWorked: Decimal;
    readonly breakHours?: Decimal | null;
  }[];
  /** The scheduled break a day, in hours. */
  readonly breakHours?: Decimal | null;
  /** 0: deduct the break only on days worked for more than half the standard hours; 1: always. */
  readonly breakDeduction?: 0 | 1 | null;
}

export interface AbsenceAdjustment {
  /** The month the absence was in, as YYYY-MM. */
  readonly wageMonth: string;
  /** Days: more deducted when positive, given back when negative. */
  readonly days: Decimal;
  /** The days at that month's daily rate, signed as the days are. */
  readonly amountCents: number;
}

export interface AttendanceAdjustment {
  /** The month whose attendance was corrected after its payroll, as YYYY-MM. */
  readonly wageMonth: string;
  /** What the corrections come to at that month's rates: paid when positive, recovered when negative. */
  readonly amountCents: number;
}

export interface WorkingTime {
  /** Working days in the whole month by the work schedule: the Employment Act's divisor. */
  readonly workingDaysInMonth?: Decimal | null;
  /** Working days in the month the employee was employed (joined or left mid-month); default all. */
  readonly workingDaysInRange?: Decimal | null;
  /** Hourly basis: hours to pay before absences and lateness; default days in range × hours a day. */
  readonly hoursInRange?: Decimal | null;
  /** Unpaid absence, in days. */
  readonly absenceDays?: Decimal | null;
  readonly latenessHours?: Decimal | null;
  readonly earlyOutHours?: Decimal | null;
  /**
   * Unpaid absence of an earlier month, paid in full then and approved afterwards (or paid as
   * unpaid and withdrawn): deducted now at that month's daily rate, or given back when negative.
   */
  readonly absenceAdjustments?: readonly AbsenceAdjustment[] | null;
  /** Attendance of earlier months corrected after their payroll, settled now (M12). */
  readonly attendanceAdjustments?: readonly AttendanceAdjustment[] | null;
  readonly overtimeHours?: Partial<Record<OvertimeKind, Decimal | null>> | null;
  /**
   * Days of basic pay owed for work on rest days (Employment Act s.37(2) and (3): one or two days
   * at the employer's request, half a day or one at the employee's) and on public holidays
   * (s.88(4): an extra day), paid on M8c and M8d beside the hours there, which are then the hours
   * beyond the normal hours of work.
   */
  readonly restDayPayDays?: Decimal | null;
  readonly holidayPayDays?: Decimal | null;
  /** The rates of the working-date range; each kind defaults to 1.5x, the Employment Act's floor. */
  readonly overtimeRates?: Partial<Record<OvertimeKind, OvertimeRateSetting | null>> | null;
}

export interface PayslipEmployee {
  readonly birthDate: string;
  readonly residency: Residency;
  readonly prStartDate?: string | null;
  readonly prScheme?: PrScheme | null;
  /**
   * The first and last days of the wage month the employee was employed (joined or left in the
   * month); by default the whole month. The month the SPR status starts splits its wages by them.
   */
  readonly employedFrom?: string | null;
  readonly employedTo?: string | null;
  /** The funds to deduct, as communityFundsFor answers (after any opt-out). */
  readonly communityFunds?: readonly CommunityFund[] | null;
  /** A workman (manual work) is under Part IV up to a higher salary than other employees. */
  readonly workman?: boolean | null;
  /** Managers and executives are outside Part IV whatever they earn. */
  readonly managerOrExecutive?: boolean | null;
}

/**
 * What this employer's other payslips of the same wage month already paid: an off-cycle run
 * (bonus, commission, back pay, final pay) is worked out on the month's combined wages, so the OW
 * and AW ceilings, the wage band, the fund brackets and SDL's cap are shared, and only the
 * difference is contributed (sg-statutory.md 1.4; CPF Board: contributions are due on the month's
 * total wages). Cents.
 */
export interface EarlierThisMonth {
  /** OW and AW as those payslips added them up, before any ceiling. */
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  readonly ordinaryWagesSubjectToCpfCents: number;
  readonly additionalWagesSubjectToCpfCents: number;
  readonly employeeCpfCents: number;
  readonly employerCpfCents: number;
  readonly communityFunds: readonly {
    readonly fund: CommunityFund;
    readonly amountCents: number;
  }[];
  readonly sdlCents: number;
  /** Where they were paid, for the explanation: 'payroll #12'. */
  readonly paidIn: string;
}

export interface PayslipInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  readonly payBasis: PayBasis;
  /** Cents a month, a day or an hour, by the pay basis. */
  readonly salaryCents: number;
  /** Default 8 (product spec section 9). */
  readonly hoursPerDay?: Decimal | null;
  /**
   * Default 260 (product spec section 9): 52 weeks of the average working days a week. A monthly
   * rate's day of basic pay for rest-day and public-holiday work is 12 months' pay over it (EA
   * Third Schedule), and so is the daily rate when the month's working days are not given.
   */
  readonly workingDaysPerYear?: Decimal | null;
  readonly workingTime?: WorkingTime | null;
  /** Present when the payroll pays from the attendance log (M3) instead of working time (M1). */
  readonly attendanceLog?: AttendanceLog | null;
  readonly customItems?: readonly CustomPayItem[] | null;
  readonly unitItems?: readonly UnitPayItem[] | null;
  readonly employee: PayslipEmployee;
  readonly cpf?: {
    /** The payslip is excluded from CPF (excludeCPFContributions). */
    readonly excluded?: boolean | null;
    readonly ordinaryWagesEarlierThisYearCents?: number | null;
    readonly additionalWagesEarlierThisYearCents?: number | null;
    readonly estimatedOrdinaryWagesForYearCents?: number | null;
  } | null;
  /** Default true: the employer pays SDL for every employee, foreigners included. */
  readonly sdl?: boolean | null;
  /** Present on a payslip paid beside others of its month: what they already paid. */
  readonly earlierThisMonth?: EarlierThisMonth | null;
}

export interface PayslipLine {
  readonly code: PayslipLineCode;
  readonly description: string;
  readonly category: PayItemCategory | null;
  /** How the line counts for CPF; null for the computed lines. */
  readonly wageClass: WageClass | null;
  /** The Value column when it is a quantity: days, hours, units or a percentage; else null. */
  readonly value: number | null;
  /** The Value column when it is money: the salary rate on M1/M3, an M9 amount; else null. */
  readonly valueCents: number | null;
  /** Signed as the line counts: deductions are negative. */
  readonly amountCents: number;
  readonly itemId?: string;
  /** The arithmetic behind the amount. */
  readonly detail: string;
}

export interface PayslipWarning {
  readonly code:
    | 'part-iv-overtime-hours'
    | 'part-iv-overtime-rate'
    | 'part-iv-not-covered'
    | 'negative-wages';
  readonly message: string;
  readonly source: string;
}

/** In integer cents. */
export interface PayslipTotals {
  readonly ow: number;
  readonly aw: number;
  readonly totalWages: number;
  /** Total wages plus the NoWages items that are not deductions (reimbursements and the like). */
  readonly gross: number;
  readonly employeeCpf: number;
  readonly employerCpf: number;
  readonly communityFund: number;
  readonly sdl: number;
  readonly netPay: number;
  /** What the employer pays out: net pay, both CPF shares, community funds and SDL. */
  readonly total: number;
}

export interface PayslipResult {
  readonly lines: readonly PayslipLine[];
  readonly totals: PayslipTotals;
  /** The hourly basic rate the overtime and lateness lines use, in millionths of a dollar. */
  readonly hourlyRateMicros: number;
  readonly cpf: CpfResult | null;
  readonly communityFunds: readonly {
    readonly fund: CommunityFund;
    readonly amountCents: number;
  }[];
  readonly warnings: readonly PayslipWarning[];
}

/** The counts and rates behind a payslip's figures (`payslipQuantities`), as decimal text. */
export interface PayslipQuantities {
  /** Hourly and daily rates: the hours or days basic pay counted and worked; else null. */
  readonly basic: {
    readonly unit: 'hours' | 'days';
    readonly paid: string;
    readonly worked: string;
  } | null;
  /** Dollars an hour each kind of overtime pays, to four places: '18.7500'. */
  readonly overtimeRatesPerHour: Readonly<Record<OvertimeKind, string>>;
}
