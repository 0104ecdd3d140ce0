// Where each payslip line goes, read the same in the editor, the employee's payslip, the PDF and
// the year-to-date report.
import type { PayItemTypeCode } from './enums.js';
import { paymentModeLabels } from './enums.js';
import type { Payslip, PayslipLine } from './payroll-runs.js';

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
 * items (L4). At $0.00 nothing happened, so the employee's payslip, its PDF and the year-to-date
 * report leave them out.
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

/** "GIRO (bank transfer) to DBS Bank Ltd 100-234567-0", "Cash". */
export function paymentMethodText(
  payslip: Pick<Payslip, 'paymentMethod' | 'paymentMethodExt'>,
): string {
  const mode = paymentModeLabels[payslip.paymentMethod] ?? payslip.paymentMethod;
  const bank = payslip.paymentMethodExt;
  if (payslip.paymentMethod !== 'giro' || !bank) return mode;
  return `${mode} to ${bank.bankName} ${bank.accountNumber}`;
}
