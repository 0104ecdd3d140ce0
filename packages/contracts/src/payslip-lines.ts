// Where each payslip line goes, read the same in the editor, the employee's payslip, the PDF and
// the year-to-date report.
import {
  calendarRangeText,
  moneyText,
  plainNumber,
  quantityText,
  rateText,
} from './display-text.js';
import type { PayItemTypeCode } from './enums.js';
import { paymentModeLabels } from './enums.js';
import type { OvertimeKind } from './payroll.js';
import type { Payslip, PayslipItemised, PayslipLine } from './payroll-runs.js';

const ranks: Partial<Record<PayItemTypeCode, number>> = {
  TotalWages: 1,
  M10A: 2,
  M7: 4,
  M4: 5,
  M5: 6,
  M6: 7,
  M10: 8,
  M11: 9,
};

function rankOf(line: Pick<PayslipLine, 'id' | 'cPFType'>): number {
  if (line.id === 'M9' && line.cPFType === 'NoWages') return 3;
  return ranks[line.id] ?? 0;
}

/**
 * The spec's fixed order: the ordinary items, Total Wages, employee CPF (M10A), NoWages items,
 * then M7, M4, M5. The lines it computes beyond those (employer CPF M6, the employee's CPF
 * contribution M10, the total M11) close the list. Lines of the same rank keep their order, so
 * an added item lands after the others of its kind.
 */
export function orderPayslipLines<T extends Pick<PayslipLine, 'id' | 'cPFType'>>(
  lines: readonly T[],
): T[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rankOf(a.line) - rankOf(b.line) || a.index - b.index)
    .map(({ line }) => line);
}

/** The employer's own lines, shown apart from the employee's: SDL, employer CPF, total cost. */
const employerLines: ReadonlySet<string> = new Set<PayItemTypeCode>(['M5', 'M6', 'M11']);

/**
 * Lines kept out of the employee's own list: overtime (M8) only adds up the four overtime lines
 * shown under it; SDL (M5), employer CPF (M6) and the employer's total cost (M11) are the
 * employer's, shown apart.
 */
export const linesShownApart: ReadonlySet<string> = new Set<string>(['M8', ...employerLines]);

/**
 * Lines that only record something happening in the period, typed into the payslip: absence
 * (M2), lateness (M2a), early out (M2b), overtime (M8a-d), the employer's pay items (M9) and unit
 * items (L4), and attendance of earlier months corrected after their payroll (M12). At $0.00
 * nothing happened, so the employee's payslip, its PDF and the year-to-date report leave them out.
 */
export const linesLeftOutAtZero: ReadonlySet<string> = new Set<PayItemTypeCode>([
  'M2',
  'M2a',
  'M2b',
  'M8a',
  'M8b',
  'M8c',
  'M8d',
  'M9',
  'L4',
  'M12',
]);

/** Whether a decimal amount ('0.00', '-0.00', '0') is zero, read from its digits. */
export function isZeroAmount(amount: string): boolean {
  return /^[+-]?(?:0+(?:\.0*)?|\.0+)$/.test(amount.trim());
}

/**
 * The one rule for zero lines: a line is left out when it came to nothing and is one of
 * `linesLeftOutAtZero`. Every other line shows at $0.00: basic salary (M1, M3) is what the
 * payslip is built on, and the worked-out lines state a result, so employee CPF at $0.00 tells
 * an employee excluded from CPF (or not liable to it) that none came off.
 */
export function isLeftOutAtZero(line: { id: string; amount: string }): boolean {
  return linesLeftOutAtZero.has(line.id) && isZeroAmount(line.amount);
}

/** A payslip's lines as the employee reads them; the year-to-date report reads the same. */
export type PayslipSplit<T> = {
  /** Salary, absences, overtime and pay items: the lines Total Wages adds up. */
  earnings: T[];
  totalWages: T | undefined;
  /**
   * What comes after Total Wages, in order: employee CPF, not-wages items (deductions, and
   * payments such as reimbursements), the community fund.
   */
  deductions: T[];
  netPay: T | undefined;
  /** The employer's lines, shown apart: SDL (M5), employer CPF (M6), total cost (M11). */
  employer: T[];
};

/**
 * Splits lines in the fixed order (`orderPayslipLines`) into earnings, Total Wages, deductions,
 * net pay and the employer's lines. Net pay (M7) is taken out of its place before the community
 * fund it already takes off, so it closes the list; the overtime sum (M8) is dropped for the four
 * lines under it; lines that came to nothing are left out as `isLeftOutAtZero` says. A line is an
 * earning or a deduction by where it stands: before Total Wages or after it.
 */
export function splitPayslipLines<T extends { id: string; amount: string }>(
  lines: readonly T[],
): PayslipSplit<T> {
  const split: PayslipSplit<T> = {
    earnings: [],
    totalWages: undefined,
    deductions: [],
    netPay: undefined,
    employer: [],
  };
  for (const line of lines) {
    if (line.id === 'TotalWages') split.totalWages = line;
    else if (line.id === 'M7') split.netPay = line;
    else if (employerLines.has(line.id)) split.employer.push(line);
    else if (linesShownApart.has(line.id) || isLeftOutAtZero(line)) continue;
    else if (split.totalWages) split.deductions.push(line);
    else split.earnings.push(line);
  }
  return split;
}

/**
 * The groups the Employment Act's itemised payslip lists its items in (MOM, "Itemised
 * payslips"), in the order its sample payslip shows them: basic pay, fixed allowances, deductions,
 * overtime, then every other payment (bonus, rest-day and public-holiday pay, reimbursements).
 */
export const payslipSectionKeys = [
  'basic',
  'allowances',
  'deductions',
  'overtime',
  'additional',
] as const;
export type PayslipSectionKey = (typeof payslipSectionKeys)[number];

export const payslipSectionTitles: Record<PayslipSectionKey, string> = {
  basic: 'Basic pay',
  allowances: 'Allowances',
  deductions: 'Deductions',
  overtime: 'Overtime',
  additional: 'Other additional payments',
};

/** The income types (IR8A) of a fixed allowance; other additions are additional payments. */
const allowanceIncomeTypes: ReadonlySet<string> = new Set([
  'TransportAllowance',
  'EntertainmentAllowance',
  'OtherAllowance',
]);

type SectionLine = Pick<PayslipLine, 'id' | 'amount' | 'category' | 'iRBACode'>;

/**
 * Where a line goes on the itemised payslip. Time not worked (M2, M2a, M2b), deduction items and
 * the statutory deductions (employee CPF, community fund) are deductions, as is anything that
 * takes money off; normal and off-day overtime (M8a, M8b) is overtime; rest-day and
 * public-holiday pay (M8c, M8d) are payments of their own, listed with the other additional ones.
 */
export function payslipSectionOf(line: SectionLine): PayslipSectionKey {
  switch (line.id) {
    case 'M1':
    case 'M3':
      return 'basic';
    case 'M8a':
    case 'M8b':
      return 'overtime';
    case 'M8c':
    case 'M8d':
      return 'additional';
    case 'M2':
    case 'M2a':
    case 'M2b':
    case 'M10A':
    case 'M4':
      return 'deductions';
  }
  if (line.category === 'Deduction' || line.amount.trim().startsWith('-')) return 'deductions';
  if (line.category === 'Salary') return 'basic';
  if (line.category === 'Overtime') return 'overtime';
  if (line.iRBACode && allowanceIncomeTypes.has(line.iRBACode)) return 'allowances';
  return 'additional';
}

/** Decimal amounts added exactly, as text: ['10.50', '-0.25'] → '10.25'. */
export function addAmounts(amounts: readonly string[]): string {
  let cents = 0n;
  for (const text of amounts) {
    const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text.trim());
    if (!match) continue;
    const [, sign, whole = '', fraction = ''] = match;
    const value = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
    cents += sign === '-' ? -value : value;
  }
  const magnitude = cents < 0n ? -cents : cents;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

export type PayslipSection<T> = {
  key: PayslipSectionKey;
  title: string;
  lines: T[];
  /** The lines added, signed: a deduction section's total is negative. */
  total: string;
};

/**
 * A payslip's lines as the itemised payslip groups them, each group with its total; groups with
 * no line are left out. The lines shown are those `splitPayslipLines` shows (lines at $0.00 that
 * record nothing left out, the overtime sum and the employer's lines apart), so the groups add up
 * to the net pay.
 */
export function payslipSections<T extends SectionLine>(
  lines: readonly T[],
): { sections: PayslipSection<T>[]; netPay: T | undefined; employer: T[] } {
  const { earnings, deductions, netPay, employer } = splitPayslipLines(lines);
  const grouped = new Map<PayslipSectionKey, T[]>();
  for (const line of [...earnings, ...deductions]) {
    const key = payslipSectionOf(line);
    grouped.set(key, [...(grouped.get(key) ?? []), line]);
  }
  const sections = payslipSectionKeys.flatMap((key) => {
    const inSection = grouped.get(key);
    if (!inSection) return [];
    const total = addAmounts(inSection.map((line) => line.amount));
    return [{ key, title: payslipSectionTitles[key], lines: inSection, total }];
  });
  return { sections, netPay, employer };
}

/** "GIRO (bank transfer) to DBS Bank Ltd 100-234567-0", "Cash". */
export function paymentMethodText(
  payslip: Pick<Payslip, 'paymentMethod' | 'paymentMethodExt'>,
): string {
  const mode = paymentModeLabels[payslip.paymentMethod] ?? payslip.paymentMethod;
  const bank = payslip.paymentMethodExt;
  if (payslip.paymentMethod !== 'giro' || !bank) return mode;
  return `${mode} to ${bank.bankName} ${bank.accountNumber}`;
}

/** "$12.50 an hour", "$110.00 a day", "$4,500.00 a month": the basic rate of pay. */
export function basicRateText(basicPay: PayslipItemised['basicPay']): string {
  const per = { Monthly: 'a month', Daily: 'a day', Hourly: 'an hour' }[basicPay.basis];
  return `${moneyText(basicPay.rate)} ${per}`;
}

/** "Hours worked" or "Days worked", for hourly and daily staff; null for a monthly salary. */
export function workedLabel(basicPay: PayslipItemised['basicPay']): string | null {
  if (basicPay.unit === null || basicPay.worked === null) return null;
  return basicPay.unit === 'hours' ? 'Hours worked' : 'Days worked';
}

/**
 * "88 hours"; "80 of 88 hours" when time not worked (absence, lateness, early outs) is deducted
 * from the hours or days basic pay counted.
 */
export function workedText(basicPay: PayslipItemised['basicPay']): string | null {
  const { unit, paid, worked } = basicPay;
  if (unit === null || worked === null) return null;
  if (paid === null || plainNumber(paid) === plainNumber(worked)) {
    return quantityText(worked, unit);
  }
  return `${plainNumber(worked)} of ${quantityText(paid, unit)}`;
}

/** "06/16/2025 – 06/30/2025": the salary period's dates. */
export function salaryPeriodText(period: PayslipItemised['salaryPeriod']): string {
  return calendarRangeText(period.from, period.to);
}

/** "11 of 21 working days": the working days the payslip pays of the payroll period's. */
export function workingDaysText(period: PayslipItemised['salaryPeriod']): string {
  return `${plainNumber(period.workingDays)} of ${plainNumber(period.workingDaysInPeriod)} working days`;
}

const overtimeKindOf: Partial<Record<PayItemTypeCode, OvertimeKind>> = {
  M8a: 'normal',
  M8b: 'offDay',
  M8c: 'restDay',
  M8d: 'holiday',
};

const hasQuantity = (value: string | null): value is string =>
  value !== null && value.trim() !== '' && !isZeroAmount(value);

/**
 * A line's Value column on the itemised payslip, as plain text: the hours or days at the rate
 * for basic pay and overtime ("88 hours × $12.50"), days and hours of time not worked, a pay
 * item's percentage. Blank where the amount says it all.
 */
export function lineValueText(
  line: Pick<PayslipLine, 'id' | 'value' | 'unit'>,
  itemised: Pick<PayslipItemised, 'basicPay' | 'overtimeRatesPerHour'>,
): string {
  if (line.id === 'M1' || line.id === 'M3') {
    const { basicPay } = itemised;
    if (basicPay.basis === 'Monthly' || basicPay.unit === null || basicPay.paid === null) {
      return basicRateText(basicPay);
    }
    return `${quantityText(basicPay.paid, basicPay.unit)} × ${moneyText(basicPay.rate)}`;
  }
  const kind = overtimeKindOf[line.id];
  if (kind) {
    if (!hasQuantity(line.value)) return '';
    const rate = itemised.overtimeRatesPerHour[kind];
    return `${quantityText(line.value, 'hours')}${rate ? ` × ${rateText(rate)}` : ''}`;
  }
  if (!hasQuantity(line.value)) return '';
  switch (line.unit) {
    case 'Days':
      return quantityText(line.value, 'days');
    case 'Hours':
      return quantityText(line.value, 'hours');
    case 'Percentage':
      return `${plainNumber(line.value)}%`;
    default:
      return '';
  }
}
