// One employee's payslip for one month: every line of the payslip edit screen, keyed by the spec's
// pay item type codes (product spec sections 3 and 9), with CPF, community funds and SDL on top.
// Each line is worked out exactly and rounded once to the cent; totals add the rounded lines.
import { type CpfResult, calculateCpf, type PrScheme, type Residency } from './cpf.js';
import { PayrollInputError } from './errors.js';
import {
  type Decimal,
  formatDollars,
  formatQuantity,
  isGiven,
  QUANTITY_SCALE,
  roundedRatio,
  toCents,
  toDollars,
  toQuantity,
} from './money.js';
import { type MonthIndex, parseMonth } from './months.js';
import { sdlCents, sdlExplanation } from './sdl.js';
import { shgCents } from './shg.js';
import { employmentActRules } from './statutory/employment-act.js';
import type { CommunityFund } from './statutory/self-help-groups.js';

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
  | 'M11';

export interface OvertimeRateSetting {
  readonly rate: OvertimeRate;
  /** Dollars an hour, for 'CustomAmount'. */
  readonly customAmount?: Decimal | null;
}

/** An M9 item: a custom pay item the employer defined. */
export interface CustomPayItem {
  /** The caller's pay item id, echoed on the line. */
  readonly id?: string;
  readonly description: string;
  readonly category: PayItemCategory;
  readonly wageClass: WageClass;
  /** 'Amount': value is dollars. 'Percentage': value is a percentage of the basic pay line. */
  readonly unit: 'Amount' | 'Percentage';
  readonly value: Decimal;
}

/** An L4 item: so many units at a rate, counted as additional wages (product spec section 9). */
export interface UnitPayItem {
  readonly id?: string;
  readonly description: string;
  readonly category?: PayItemCategory;
  readonly units: Decimal;
  /** Dollars a unit. */
  readonly rate: Decimal;
}

/**
 * The attendance log, when the payroll pays from it: basic pay follows the days and hours logged,
 * so absence is not deducted again; lateness and early outs are deducted as given.
 */
export interface AttendanceLog {
  /** Hours between check-in and check-out on each day the employee came to work. */
  readonly days: readonly { readonly hoursWorked: Decimal }[];
  /** The scheduled break a day, in hours. */
  readonly breakHours?: Decimal | null;
  /** 0: deduct the break only on days worked for more than half the standard hours; 1: always. */
  readonly breakDeduction?: 0 | 1 | null;
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
  readonly overtimeHours?: Partial<Record<OvertimeKind, Decimal | null>> | null;
  /** The rates of the working-date range; each kind defaults to 1.5x, the Employment Act's floor. */
  readonly overtimeRates?: Partial<Record<OvertimeKind, OvertimeRateSetting | null>> | null;
}

export interface PayslipEmployee {
  readonly birthDate: string;
  readonly residency: Residency;
  readonly prStartDate?: string | null;
  readonly prScheme?: PrScheme | null;
  /** The funds to deduct, as communityFundsFor answers (after any opt-out). */
  readonly communityFunds?: readonly CommunityFund[] | null;
  /** A workman (manual work) is under Part IV up to a higher salary than other employees. */
  readonly workman?: boolean | null;
  /** Managers and executives are outside Part IV whatever they earn. */
  readonly managerOrExecutive?: boolean | null;
}

export interface PayslipInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  readonly payBasis: PayBasis;
  /** Dollars a month, a day or an hour, by the pay basis. */
  readonly salary: Decimal;
  /** Default 8 (product spec section 9). */
  readonly hoursPerDay?: Decimal | null;
  /** Default 260 (product spec section 9); the daily rate when the month's working days are not given. */
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
    readonly ordinaryWagesEarlierThisYear?: Decimal | null;
    readonly additionalWagesEarlierThisYear?: Decimal | null;
    readonly estimatedOrdinaryWagesForYear?: Decimal | null;
  } | null;
  /** Default true: the employer pays SDL for every employee, foreigners included. */
  readonly sdl?: boolean | null;
}

export interface PayslipLine {
  readonly code: PayslipLineCode;
  readonly description: string;
  readonly category: PayItemCategory | null;
  /** How the line counts for CPF; null for the computed lines. */
  readonly wageClass: WageClass | null;
  /** The Value column: the rate for M1/M3, days, hours, units, dollars or a percentage; null if none. */
  readonly value: number | null;
  /** Dollars, signed as the line counts: deductions are negative. */
  readonly amount: number;
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

export interface PayslipResult extends PayslipTotals {
  readonly lines: readonly PayslipLine[];
  /** The same totals in integer cents, for storage and further sums. */
  readonly cents: PayslipTotals;
  /** The hourly basic rate the overtime and lateness lines use, in dollars to a millionth. */
  readonly hourlyRate: number;
  readonly cpf: CpfResult | null;
  readonly communityFunds: readonly { readonly fund: CommunityFund; readonly amount: number }[];
  readonly warnings: readonly PayslipWarning[];
}

// Product defaults (spec section 9), not statutory figures: a payroll may set its own.
const DEFAULT_HOURS_PER_DAY = 8;
const DEFAULT_WORKING_DAYS_PER_YEAR = 260;

const overtimeKinds: readonly { kind: OvertimeKind; code: PayslipLineCode; label: string }[] = [
  { kind: 'normal', code: 'M8a', label: 'Overtime (normal)' },
  { kind: 'offDay', code: 'M8b', label: 'Overtime (off day)' },
  { kind: 'restDay', code: 'M8c', label: 'Overtime (rest day)' },
  { kind: 'holiday', code: 'M8d', label: 'Overtime (holiday)' },
];

// Each rate as a fraction of the base hourly rate.
const overtimeMultiples: Readonly<Record<Exclude<OvertimeRate, 'CustomAmount'>, [number, number]>> =
  {
    SameAsBaseHourlyRate: [1, 1],
    '1.5x': [3, 2],
    '2x': [2, 1],
    '2.5x': [5, 2],
    '3x': [3, 1],
  };

/**
 * A rate as an exact fraction: cents per millionth of a unit (of an hour, a day, a unit) is
 * num ÷ den. Reduced when made, so that amounts stay in the fast integer range.
 */
interface Rate {
  readonly num: number;
  readonly den: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const remainder = x % y;
    x = y;
    y = remainder;
  }
  return x;
}

function rate(num: number, den: number): Rate {
  const divisor = num === 0 ? den : greatestCommonDivisor(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** The rate per whole unit (hour, day) to a hundredth of a cent, for the explanations. */
function rateText(at: Rate): string {
  return `$${(roundedRatio(at.num, QUANTITY_SCALE, 100, at.den) / 10_000).toFixed(4)}`;
}

/** Cents for a quantity in millionths at a rate, times an optional multiple, rounded once. */
function amountAt(quantity: number, at: Rate, multiple: readonly [number, number] = [1, 1]) {
  return roundedRatio(quantity, at.num, multiple[0], at.den * multiple[1]);
}

function quantity(value: Decimal | null | undefined, field: string): number {
  return Math.max(0, toQuantity(value, field));
}

interface Builder {
  readonly lines: PayslipLine[];
  readonly warnings: PayslipWarning[];
}

function line(
  builder: Builder,
  code: PayslipLineCode,
  description: string,
  category: PayItemCategory | null,
  wageClass: WageClass | null,
  value: number | null,
  cents: number,
  detail: string,
  itemId?: string,
): void {
  builder.lines.push({
    code,
    description,
    category,
    wageClass,
    value,
    amount: cents === 0 ? 0 : toDollars(cents),
    detail,
    ...(itemId === undefined ? {} : { itemId }),
  });
}

const payBases: ReadonlySet<string> = new Set(['Monthly', 'Hourly', 'Daily']);

export function calculatePayslip(input: PayslipInput): PayslipResult {
  const month: MonthIndex = parseMonth(input.wageMonth, 'wageMonth');
  if (!payBases.has(input.payBasis)) {
    throw new PayrollInputError('payBasis', "payBasis must be 'Monthly', 'Hourly' or 'Daily'");
  }
  const act = employmentActRules.at(month);
  const salary = Math.max(0, toCents(input.salary, 'salary'));
  const hoursPerDay = isGiven(input.hoursPerDay)
    ? quantity(input.hoursPerDay, 'hoursPerDay')
    : DEFAULT_HOURS_PER_DAY * QUANTITY_SCALE;
  const workingDaysPerYear = isGiven(input.workingDaysPerYear)
    ? quantity(input.workingDaysPerYear, 'workingDaysPerYear')
    : DEFAULT_WORKING_DAYS_PER_YEAR * QUANTITY_SCALE;
  if (hoursPerDay === 0) throw new PayrollInputError('hoursPerDay', 'hoursPerDay must be above 0');
  if (workingDaysPerYear === 0) {
    throw new PayrollInputError('workingDaysPerYear', 'workingDaysPerYear must be above 0');
  }
  const time = input.workingTime ?? {};
  const daysInMonth = isGiven(time.workingDaysInMonth)
    ? quantity(time.workingDaysInMonth, 'workingTime.workingDaysInMonth')
    : null;
  if (daysInMonth === 0) {
    throw new PayrollInputError(
      'workingTime.workingDaysInMonth',
      'workingTime.workingDaysInMonth must be above 0',
    );
  }
  const rangeGiven = isGiven(time.workingDaysInRange);
  if (rangeGiven && daysInMonth === null && input.payBasis === 'Monthly') {
    throw new PayrollInputError(
      'workingTime.workingDaysInMonth',
      'workingTime.workingDaysInMonth is needed to pay part of a month',
    );
  }
  const daysInRange = rangeGiven
    ? quantity(time.workingDaysInRange, 'workingTime.workingDaysInRange')
    : (daysInMonth ?? 0);
  if (daysInMonth !== null && daysInRange > daysInMonth) {
    throw new PayrollInputError(
      'workingTime.workingDaysInRange',
      'workingTime.workingDaysInRange cannot exceed workingTime.workingDaysInMonth',
    );
  }

  // The base rates. A monthly-rated employee's hourly basic rate is the Employment Act's
  // 12 × monthly ÷ 2288; a day's pay is the month ÷ its working days (EA s.20A), or 12 × monthly
  // ÷ 260 when the month's working days are not known.
  let hourly: Rate;
  let daily: Rate;
  if (input.payBasis === 'Monthly') {
    hourly = rate(12 * salary, act.hoursPerYear * QUANTITY_SCALE);
    daily =
      daysInMonth === null ? rate(12 * salary, workingDaysPerYear) : rate(salary, daysInMonth);
  } else if (input.payBasis === 'Daily') {
    hourly = rate(salary, hoursPerDay);
    daily = rate(salary, QUANTITY_SCALE);
  } else {
    hourly = rate(salary, QUANTITY_SCALE);
    daily = rate(salary * hoursPerDay, QUANTITY_SCALE * QUANTITY_SCALE);
  }
  const hourlyBasis = () =>
    input.payBasis === 'Monthly'
      ? `12 x ${formatDollars(salary)} / ${act.hoursPerYear}`
      : input.payBasis === 'Daily'
        ? `${formatDollars(salary)} / ${formatQuantity(hoursPerDay)} hours`
        : 'hourly salary';

  const builder: Builder = { lines: [], warnings: [] };
  const log = input.attendanceLog ?? null;

  // Basic pay: from working time (M1) or from the attendance log (M3).
  let basic: number;
  if (log) {
    const breakHours = quantity(log.breakHours, 'attendanceLog.breakHours');
    const alwaysDeductBreak = log.breakDeduction === 1;
    let paidHours = 0;
    let daysPresent = 0;
    for (const day of log.days) {
      const worked = quantity(day.hoursWorked, 'attendanceLog.days.hoursWorked');
      if (worked === 0) continue;
      daysPresent += 1;
      const deduct = alwaysDeductBreak || 2 * worked > hoursPerDay;
      paidHours += deduct ? Math.max(0, worked - breakHours) : worked;
    }
    const breakRule = alwaysDeductBreak
      ? 'break always deducted'
      : 'break deducted on days over half the standard hours';
    if (input.payBasis === 'Hourly') {
      basic = amountAt(paidHours, hourly);
      line(
        builder,
        'M3',
        'Basic salary (attendance log)',
        'Salary',
        'OrdinaryWages',
        toDollars(salary),
        basic,
        `${formatQuantity(paidHours)} hours logged (${breakRule}) x ${formatDollars(salary)} = ${formatDollars(basic)}`,
      );
    } else {
      basic = amountAt(daysPresent * QUANTITY_SCALE, daily);
      line(
        builder,
        'M3',
        'Basic salary (attendance log)',
        'Salary',
        'OrdinaryWages',
        toDollars(salary),
        basic,
        `${daysPresent} days present x ${rateText(daily)} a day = ${formatDollars(basic)}`,
      );
    }
  } else if (input.payBasis === 'Monthly') {
    const partMonth = daysInMonth !== null && daysInRange !== daysInMonth;
    basic = partMonth ? roundedRatio(salary, daysInRange, 1, daysInMonth ?? 1) : salary;
    line(
      builder,
      'M1',
      'Basic salary',
      'Salary',
      'OrdinaryWages',
      toDollars(salary),
      basic,
      partMonth
        ? `Incomplete month (Employment Act s.20A): ${formatDollars(salary)} x ${formatQuantity(daysInRange)} / ${formatQuantity(daysInMonth ?? 0)} working days = ${formatDollars(basic)}`
        : `Monthly salary ${formatDollars(salary)}`,
    );
  } else if (input.payBasis === 'Daily') {
    if (!rangeGiven && daysInMonth === null) {
      throw new PayrollInputError(
        'workingTime.workingDaysInRange',
        'workingTime.workingDaysInRange or workingDaysInMonth is needed to pay by the day',
      );
    }
    basic = amountAt(daysInRange, daily);
    line(
      builder,
      'M1',
      'Basic salary',
      'Salary',
      'OrdinaryWages',
      toDollars(salary),
      basic,
      `${formatQuantity(daysInRange)} working days x ${formatDollars(salary)} = ${formatDollars(basic)}`,
    );
  } else {
    if (!isGiven(time.hoursInRange) && !rangeGiven && daysInMonth === null) {
      throw new PayrollInputError(
        'workingTime.hoursInRange',
        'workingTime.hoursInRange or the working days are needed to pay by the hour',
      );
    }
    const hours = isGiven(time.hoursInRange)
      ? quantity(time.hoursInRange, 'workingTime.hoursInRange')
      : roundedRatio(daysInRange, hoursPerDay, 1, QUANTITY_SCALE);
    basic = amountAt(hours, hourly);
    line(
      builder,
      'M1',
      'Basic salary',
      'Salary',
      'OrdinaryWages',
      toDollars(salary),
      basic,
      `${formatQuantity(hours)} hours x ${formatDollars(salary)} = ${formatDollars(basic)}`,
    );
  }

  // Deductions for time not worked. With the attendance log, absent days are already unpaid.
  const absenceDays = log ? 0 : quantity(time.absenceDays, 'workingTime.absenceDays');
  const absence = amountAt(absenceDays, daily);
  line(
    builder,
    'M2',
    'Absence',
    'Deduction',
    'OrdinaryWages',
    absenceDays / QUANTITY_SCALE,
    -absence,
    log
      ? 'Paid from the attendance log: absent days are not in it'
      : absenceDays === 0
        ? 'No absence'
        : `${formatQuantity(absenceDays)} days x ${rateText(daily)} a day = ${formatDollars(absence)}`,
  );
  const latenessHours = quantity(time.latenessHours, 'workingTime.latenessHours');
  const lateness = amountAt(latenessHours, hourly);
  line(
    builder,
    'M2a',
    'Lateness',
    'Deduction',
    'OrdinaryWages',
    latenessHours / QUANTITY_SCALE,
    -lateness,
    latenessHours === 0
      ? 'No lateness'
      : `${formatQuantity(latenessHours)} hours x ${rateText(hourly)} an hour = ${formatDollars(lateness)}`,
  );
  const earlyOutHours = quantity(time.earlyOutHours, 'workingTime.earlyOutHours');
  const earlyOut = amountAt(earlyOutHours, hourly);
  line(
    builder,
    'M2b',
    'Early out',
    'Deduction',
    'OrdinaryWages',
    earlyOutHours / QUANTITY_SCALE,
    -earlyOut,
    earlyOutHours === 0
      ? 'No early out'
      : `${formatQuantity(earlyOutHours)} hours x ${rateText(hourly)} an hour = ${formatDollars(earlyOut)}`,
  );

  // Overtime: hours × the rate for each kind, on the hourly basic rate.
  const overtimeIndex = builder.lines.length;
  let overtime = 0;
  let overtimeHours = 0;
  const belowFloor: string[] = [];
  for (const { kind, code, label } of overtimeKinds) {
    const hours = quantity(time.overtimeHours?.[kind], `workingTime.overtimeHours.${kind}`);
    const setting = time.overtimeRates?.[kind] ?? { rate: '1.5x' as const };
    let cents: number;
    let detail: string;
    if (setting.rate === 'CustomAmount') {
      const custom = Math.max(
        0,
        toCents(setting.customAmount, `workingTime.overtimeRates.${kind}`),
      );
      cents = amountAt(hours, rate(custom, QUANTITY_SCALE));
      detail =
        hours === 0
          ? 'No hours (custom rate)'
          : `${formatQuantity(hours)} hours x ${formatDollars(custom)} custom rate = ${formatDollars(cents)}`;
      // custom ÷ 10^6 < minimum × num ÷ den, both per millionth of an hour, compared exactly.
      if (
        hours > 0 &&
        exactlyBelowFloor(
          [custom, 10, hourly.den],
          [act.minimumOvertimeMultipleTenths, hourly.num, QUANTITY_SCALE],
        )
      ) {
        belowFloor.push(kind);
      }
    } else {
      const multiple = overtimeMultiples[setting.rate];
      if (!multiple) {
        throw new PayrollInputError(
          `workingTime.overtimeRates.${kind}`,
          "overtime rate must be 'SameAsBaseHourlyRate', '1.5x', '2x', '2.5x', '3x' or 'CustomAmount'",
        );
      }
      cents = amountAt(hours, hourly, multiple);
      detail =
        hours === 0
          ? `No hours (rate ${setting.rate})`
          : `${formatQuantity(hours)} hours x ${setting.rate} x ${rateText(hourly)} (${hourlyBasis()}) = ${formatDollars(cents)}`;
      if (hours > 0 && multiple[0] * 10 < multiple[1] * act.minimumOvertimeMultipleTenths) {
        belowFloor.push(kind);
      }
    }
    overtime += cents;
    overtimeHours += hours;
    line(builder, code, label, 'Overtime', 'OrdinaryWages', hours / QUANTITY_SCALE, cents, detail);
  }
  builder.lines.splice(overtimeIndex, 0, {
    code: 'M8',
    description: 'Overtime',
    category: 'Overtime',
    wageClass: 'OrdinaryWages',
    value: overtimeHours / QUANTITY_SCALE,
    amount: toDollars(overtime),
    detail: `${formatQuantity(overtimeHours)} hours in all: the four lines below added`,
  });

  // Custom items (M9) and unit items (L4).
  let customOrdinary = 0;
  let customAdditional = 0;
  let noWagesAdditions = 0;
  let noWagesDeductions = 0;
  for (const [index, item] of (input.customItems ?? []).entries()) {
    const field = `customItems.${index}.value`;
    let cents: number;
    let detail: string;
    if (item.unit === 'Percentage') {
      const percentage = toQuantity(item.value, field);
      cents = roundedRatio(basic, percentage, 1, 100 * QUANTITY_SCALE);
      detail = `${formatQuantity(percentage)}% of basic ${formatDollars(basic)} = ${formatDollars(cents)}`;
    } else {
      cents = toCents(item.value, field);
      detail = `${formatDollars(cents)}`;
    }
    const signed = item.category === 'Deduction' ? -cents : cents;
    if (item.wageClass === 'OrdinaryWages') customOrdinary += signed;
    else if (item.wageClass === 'AdditionalWages') customAdditional += signed;
    else if (item.wageClass === 'NoWages') {
      if (signed < 0) noWagesDeductions -= signed;
      else noWagesAdditions += signed;
    } else {
      throw new PayrollInputError(
        `customItems.${index}.wageClass`,
        "wageClass must be 'OrdinaryWages', 'AdditionalWages' or 'NoWages'",
      );
    }
    line(
      builder,
      'M9',
      item.description,
      item.category,
      item.wageClass,
      toQuantity(item.value, field) / QUANTITY_SCALE,
      signed,
      `${detail} (${item.category}, ${item.wageClass})`,
      item.id,
    );
  }
  let unitTotal = 0;
  for (const [index, item] of (input.unitItems ?? []).entries()) {
    const units = toQuantity(item.units, `unitItems.${index}.units`);
    const unitRate = toCents(item.rate, `unitItems.${index}.rate`);
    const cents = amountAt(units, rate(unitRate, QUANTITY_SCALE));
    const signed = item.category === 'Deduction' ? -cents : cents;
    unitTotal += signed;
    line(
      builder,
      'L4',
      item.description,
      item.category ?? 'Addition',
      'AdditionalWages',
      units / QUANTITY_SCALE,
      signed,
      `${formatQuantity(units)} units x ${formatDollars(unitRate)} = ${formatDollars(cents)}`,
      item.id,
    );
  }

  const ow = basic + overtime + customOrdinary - absence - lateness - earlyOut;
  const aw = customAdditional + unitTotal;
  const totalWages = ow + aw;
  line(
    builder,
    'TotalWages',
    'Total Wages',
    null,
    null,
    null,
    totalWages,
    `OW ${formatDollars(ow)} + AW ${formatDollars(aw)}`,
  );
  if (ow < 0 || aw < 0) {
    builder.warnings.push({
      code: 'negative-wages',
      message: `Deductions exceed the wages they reduce (OW ${formatDollars(ow)}, AW ${formatDollars(aw)}): CPF is worked out on $0.00 for the negative part`,
      source: 'CPF is due on wages paid; a negative wage attracts none.',
    });
  }

  // CPF, community funds and SDL on the month's wages.
  const employee = input.employee;
  const cpf = input.cpf?.excluded
    ? null
    : calculateCpf({
        wageMonth: input.wageMonth,
        birthDate: employee.birthDate,
        residency: employee.residency,
        prStartDate: employee.prStartDate ?? null,
        prScheme: employee.prScheme ?? null,
        ordinaryWages: toDollars(Math.max(0, ow)),
        additionalWages: toDollars(Math.max(0, aw)),
        ordinaryWagesEarlierThisYear: input.cpf?.ordinaryWagesEarlierThisYear ?? null,
        additionalWagesEarlierThisYear: input.cpf?.additionalWagesEarlierThisYear ?? null,
        estimatedOrdinaryWagesForYear: input.cpf?.estimatedOrdinaryWagesForYear ?? null,
      });
  const employeeCpf = (cpf?.employee ?? 0) * 100;
  const employerCpf = (cpf?.employer ?? 0) * 100;
  line(
    builder,
    'M10A',
    'Employee CPF',
    'Deduction',
    null,
    null,
    -employeeCpf,
    cpf ? (cpf.steps[cpf.steps.length - 1] ?? '') : 'Excluded from CPF on this payslip',
  );

  const funds: { fund: CommunityFund; amount: number }[] = [];
  let communityFund = 0;
  for (const fund of employee.communityFunds ?? []) {
    const cents = shgCents(fund, month, totalWages);
    communityFund += cents;
    funds.push({ fund, amount: toDollars(cents) });
  }
  line(
    builder,
    'M4',
    funds.length > 0 ? `Community fund (${funds.map((f) => f.fund).join(', ')})` : 'Community fund',
    'Deduction',
    null,
    null,
    -communityFund,
    funds.length > 0
      ? `${funds.map((f) => `${f.fund} $${f.amount.toFixed(2)}`).join(' + ')} on total wages ${formatDollars(totalWages)}`
      : 'No community fund',
  );

  const gross = totalWages + noWagesAdditions;
  const netPay = gross - noWagesDeductions - employeeCpf - communityFund;
  line(
    builder,
    'M7',
    'Net pay',
    null,
    null,
    null,
    netPay,
    `Gross ${formatDollars(gross)} - NoWages deductions ${formatDollars(noWagesDeductions)} - employee CPF ${formatDollars(employeeCpf)} - community fund ${formatDollars(communityFund)}`,
  );
  line(
    builder,
    'M6',
    'Employer CPF',
    null,
    null,
    null,
    employerCpf,
    cpf
      ? `Total ${formatDollars(cpf.total * 100)} - employee ${formatDollars(cpf.employee * 100)}`
      : 'Excluded from CPF on this payslip',
  );
  const sdl = input.sdl === false ? 0 : sdlCents(month, totalWages);
  line(
    builder,
    'M5',
    'SDL',
    null,
    null,
    null,
    sdl,
    input.sdl === false ? 'SDL not charged on this payslip' : sdlExplanation(month, totalWages),
  );
  const total = netPay + employeeCpf + employerCpf + communityFund + sdl;
  line(
    builder,
    'M11',
    'Total',
    null,
    null,
    null,
    total,
    `Net pay + employee and employer CPF + community fund + SDL = ${formatDollars(total)}`,
  );

  partIvWarnings(builder, input, act, salary, basic, overtimeHours, belowFloor);

  const centsTotals: PayslipTotals = {
    ow,
    aw,
    totalWages,
    gross,
    employeeCpf,
    employerCpf,
    communityFund,
    sdl,
    netPay,
    total,
  };
  return {
    ow: toDollars(ow),
    aw: toDollars(aw),
    totalWages: toDollars(totalWages),
    gross: toDollars(gross),
    employeeCpf: toDollars(employeeCpf),
    employerCpf: toDollars(employerCpf),
    communityFund: toDollars(communityFund),
    sdl: toDollars(sdl),
    netPay: toDollars(netPay),
    total: toDollars(total),
    lines: builder.lines,
    cents: centsTotals,
    hourlyRate: roundedRatio(hourly.num, QUANTITY_SCALE, 10_000, hourly.den) / 1_000_000,
    cpf,
    communityFunds: funds,
    warnings: builder.warnings,
  };
}

/** a < b for products of integer factors, exactly. */
function exactlyBelowFloor(left: readonly number[], right: readonly number[]): boolean {
  let a = 1n;
  for (const factor of left) a *= BigInt(factor);
  let b = 1n;
  for (const factor of right) b *= BigInt(factor);
  return a < b;
}

/**
 * Part IV of the Employment Act decides whether the Act's overtime rules bind this employee. The
 * engine pays what the payroll's settings say and reports where they fall short of the Act.
 */
function partIvWarnings(
  builder: Builder,
  input: PayslipInput,
  act: ReturnType<typeof employmentActRules.at>,
  salary: number,
  basic: number,
  overtimeHours: number,
  belowFloor: readonly string[],
): void {
  if (overtimeHours === 0) return;
  const employee = input.employee;
  // A monthly-rated employee's basic monthly salary is the salary; others' is the month's basic pay.
  const basicMonthly = input.payBasis === 'Monthly' ? salary : basic;
  const workman = employee.workman === true;
  const limit = workman ? act.partIvWorkmanLimitCents : act.partIvNonWorkmanLimitCents;
  if (employee.managerOrExecutive === true || basicMonthly > limit) {
    builder.warnings.push({
      code: 'part-iv-not-covered',
      message:
        employee.managerOrExecutive === true
          ? 'Managers and executives are outside Part IV of the Employment Act: overtime is paid as the contract says'
          : `Basic monthly salary ${formatDollars(basicMonthly)} is above the Part IV limit of ${formatDollars(limit)} for ${workman ? 'a workman' : 'a non-workman'}: the Act's overtime rules (at least 1.5x, at most ${act.maximumOvertimeHoursPerMonth} hours a month) do not bind; overtime is paid as the contract says`,
      source: act.source,
    });
    return;
  }
  const hours = overtimeHours / QUANTITY_SCALE;
  if (hours > act.maximumOvertimeHoursPerMonth) {
    builder.warnings.push({
      code: 'part-iv-overtime-hours',
      message: `${hours} overtime hours exceed the Employment Act limit of ${act.maximumOvertimeHoursPerMonth} hours a month for an employee under Part IV`,
      source: act.source,
    });
  }
  if (belowFloor.length > 0) {
    builder.warnings.push({
      code: 'part-iv-overtime-rate',
      message: `Overtime (${belowFloor.join(', ')}) is paid below ${act.minimumOvertimeMultiple}x the hourly basic rate, the Employment Act minimum for an employee under Part IV`,
      source: act.source,
    });
  }
}
