// The shapes the payroll tables keep as JSON (db/schema/payroll.ts types its columns with them),
// so a stored payslip reads back typed. Only contracts and the engine are imported here: the
// schema imports this file, and a server import would tie the schema to a module's code.
import type { PrCpfScheme } from '@tembusu/contracts/employees';
import type { IncomeType, PayItemTypeCode } from '@tembusu/contracts/enums';
import type { OvertimeKind, OvertimeRule } from '@tembusu/contracts/payroll';
import type { Payslip, PayslipLine, zGeneratePayrollInput } from '@tembusu/contracts/payroll-runs';
import type { CustomPayItem } from '@tembusu/payroll/payslip';
import type { CommunityFund } from '@tembusu/payroll/statutory/self-help-groups';
import type { z } from 'zod';

export type CustomItemInput = {
  payItemId: string;
  description: string;
  category: CustomPayItem['category'];
  cPFType: CustomPayItem['wageClass'];
  unit: 'Amount' | 'Percentage';
  value: string;
  iRBACode: IncomeType;
  remarks: string | null;
};

/**
 * Approved claims paid through one pay item: a line of their own, the sum of the claims in SGD,
 * named by the claims' numbers. Linking and taking off claims writes these, never the editor.
 */
export type ClaimLineInput = {
  payItemId: string;
  description: string;
  category: CustomPayItem['category'];
  cPFType: CustomPayItem['wageClass'];
  iRBACode: IncomeType;
  amount: string;
  claims: { id: string; number: string }[];
};

/** Everything the engine needs for one payslip; stored with it so it can be worked out again. */
export type PayslipInputs = {
  wageMonth: string;
  payBasis: 'Monthly' | 'Hourly' | 'Daily';
  salary: string;
  hoursPerDay: string;
  rangeFrom: string;
  rangeTo: string;
  workingDaysInMonth: string;
  workingDaysInRange: string;
  absenceDays: string;
  latenessHours: string;
  earlyOutHours: string;
  overtimeHours: Record<OvertimeKind, string>;
  overtimeRates: Record<OvertimeKind, OvertimeRule>;
  customItems: CustomItemInput[];
  remarks: Partial<Record<PayItemTypeCode, string>>;
  employee: {
    birthDate: string;
    residency: 'citizen' | 'pr' | 'foreigner';
    prStartDate: string | null;
    communityFunds: CommunityFund[];
  };
  excludeCpf: boolean;
  /**
   * A permanent resident's CPF rates; read through prCpfSchemeOf. Absent on payslips from before
   * the schemes, which hold allowFullEmployerCpf instead.
   */
  prCpfScheme?: PrCpfScheme;
  /** Payslips from before the schemes only: true was the F/G scheme (full employer rate). */
  allowFullEmployerCpf?: boolean;
  sdl: boolean;
  /** CPF-subject wages this employer paid earlier in the year, as at generation. */
  ordinaryWagesEarlierThisYear: string;
  additionalWagesEarlierThisYear: string;
  originPayItems: { payItemId: string; description: string; amount: string }[];
  /**
   * What the employee's confirmed and paid payslips of the same month had paid when this one was
   * made: its CPF, funds and SDL are the month's combined figures less these. Absent on payslips
   * from before off-cycle runs, and null when nothing else was paid in the month.
   */
  earlierThisMonth?: EarlierThisMonthInput | null;
  /**
   * Unpaid leave of earlier months whose payroll was confirmed before the leave was approved (or
   * withdrawn), settled on this payslip's absence line at that month's daily rate. Absent on
   * payslips from before it.
   */
  absenceAdjustments?: AbsenceAdjustmentInput[];
  /**
   * Attendance of earlier months corrected after their payroll (a log edited, overtime approved
   * late, an absent day covered by leave), settled on this payslip's own line (M12) at each
   * month's rates. Absent on payslips from before it.
   */
  attendanceAdjustments?: AttendanceAdjustmentInput[];
  /**
   * The days of approved unpaid leave the generation put into absenceDays, whatever the admin
   * types there afterwards: what the month deducted for leave. Absent on payslips from before it.
   */
  unpaidLeaveDays?: string;
  /** The admin's remarks on the payslip as a whole. Absent on payslips from before them. */
  payslipRemarks?: string | null;
  /**
   * The period the overtime paid was worked in, when the admin set one other than the salary
   * period. Absent on payslips from before it; null when not set.
   */
  overtimePeriod?: { from: string; to: string } | null;
  /**
   * What the payslip took from the employee's attendance log (attendance on, a run paying
   * salary). Absent otherwise, and on payslips from before it.
   */
  attendance?: AttendanceInput;
  /** Approved claims linked to the payroll, a line per pay item. Absent when none are. */
  claims?: ClaimLineInput[];
};

export type AttendanceInput = {
  /**
   * Hourly and daily rates: the days logged, basic pay (M3) being paid for them instead of for the
   * working days (M1); null for a monthly salary. Each day's hours include its break, which the
   * schedule's break rule takes off.
   */
  log: {
    days: { date: string; hoursWorked: string; breakHours: string }[];
    breakDeduction: 0 | 1;
  } | null;
  /**
   * The working days logged absent, whatever leave covered them: such a day is unpaid whichever
   * of the two deducts it, so the settlement of unpaid leave decided later leaves it alone (and
   * unpaidLeaveDays leaves out its leave).
   */
  absentDates: string[];
  /** Days of basic pay for work on rest days (EA s.37) and public holidays (s.88(4)). */
  restDayPayDays: string;
  holidayPayDays: string;
  /** 52 weeks of the schedule's working days: a monthly rate's day of basic pay. */
  workingDaysPerYear: string;
  /** The logs behind each line: by line code, and by pay item id for the allowances. */
  logIds: { lines: Partial<Record<PayItemTypeCode, string[]>>; payItems: Record<string, string[]> };
  /**
   * The figures the log gave the lines the editor types into, as generated: a log corrected after
   * the payroll is settled on what the correction changes, so what the admin typed over them
   * stands. Absent on payslips from before it, whose figures are read as generated.
   */
  generated?: AttendanceFigures;
};

export type AttendanceFigures = {
  /**
   * M2's days that are the log's: absent days no leave covers, and unpaid leave on days logged
   * absent (unpaid whichever deducts them, so the settlement of leave leaves them alone).
   */
  absenceDays: string;
  latenessHours: string;
  earlyOutHours: string;
  overtimeHours: Record<OvertimeKind, string>;
};

export type AttendanceAdjustmentInput = {
  /** The month whose attendance was corrected, YYYY-MM. */
  wageMonth: string;
  /** What it comes to at that month's rates: paid when positive, recovered when negative. */
  amount: string;
  /** What changed, for the line's remark: "overtime +1.5 h on 3 Oct 2026; absence -1 day". */
  changes: string;
  /**
   * Each line's share of the amount and of its quantity (days, hours; none for allowances), so a
   * later run settles only what changed since.
   */
  lines: AttendanceLineSettled[];
};

export type AttendanceLineSettled = {
  code: PayItemTypeCode;
  /** The allowance's pay item, for M9. */
  payItemId: string | null;
  quantity: string | null;
  amount: string;
  /** The logs behind the line as settled: the next change is named by the logs it moves. */
  logIds: string[];
};

export type AbsenceAdjustmentInput = {
  /** The month the leave was in, YYYY-MM. */
  wageMonth: string;
  /** Days: deducted when positive, given back when negative. */
  days: string;
  /** The days at that month's daily rate, signed as the days are. */
  amount: string;
};

export type EarlierThisMonthInput = {
  /** The payrolls that paid it: reopening or deleting one of them is refused while this stands. */
  payrollIds: string[];
  payrollNos: number[];
  ordinaryWages: string;
  additionalWages: string;
  ordinaryWagesForCpf: string;
  additionalWagesForCpf: string;
  employeeCpf: string;
  employerCpf: string;
  communityFunds: { fund: CommunityFund; amount: string }[];
  sdl: string;
};

/** What the engine answered for a payslip, as the editor, reports and PDF read it. */
export type PayslipCalculation = {
  lines: PayslipLine[];
  hourlyRate: string;
  warnings: Payslip['warnings'];
  communityFunds: { fund: string; amount: string }[];
};

/** A generation's request, kept so the job works out what was asked for. */
export type PayrollGenerationRequest = z.output<typeof zGeneratePayrollInput>;
