// How a payslip reads for the employee: what they earned, what came off it, what they were paid,
// and apart from that what their employer paid on top (the same order as the PDF).
import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { linesShownApart } from '@tembusu/contracts/payslip-lines';
import { formatMoney } from '../../../lib/format';

export type PayslipSections = {
  /** Salary, absences, overtime and pay items: the lines Total Wages adds up. */
  earnings: PayslipLine[];
  totalWages: PayslipLine | undefined;
  /**
   * Employee CPF, community fund and the other amounts after Total Wages: not-wages items
   * (deductions, and payments such as reimbursements).
   */
  deductions: PayslipLine[];
  netPay: PayslipLine | undefined;
};

export function payslipSections(lines: readonly PayslipLine[]): PayslipSections {
  const sections: PayslipSections = {
    earnings: [],
    totalWages: undefined,
    deductions: [],
    netPay: undefined,
  };
  for (const line of lines) {
    if (linesShownApart.has(line.id)) continue;
    if (line.id === 'TotalWages') sections.totalWages = line;
    else if (line.id === 'M7') sections.netPay = line;
    else if (sections.totalWages) sections.deductions.push(line);
    else sections.earnings.push(line);
  }
  return sections;
}

/** "1.50" → "1.5", "2.00" → "2". */
function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The Value column: days, hours, a percentage or an amount, as the line counts it. */
export function lineValue(line: Pick<PayslipLine, 'value' | 'unit'>): string {
  if (line.value === null || line.value.trim() === '') return '';
  const value = plainNumber(line.value.trim());
  switch (line.unit) {
    case 'Days':
      return value === '1' ? '1 day' : `${value} days`;
    case 'Hours':
      return value === '1' ? '1 hour' : `${value} hours`;
    case 'Percentage':
      return `${value}%`;
    case 'Rate':
    case 'Amount':
      return formatMoney(line.value);
    default:
      return value;
  }
}

/** A line that moved no money this month (no absence, no overtime), shown quieter. */
export function isEmptyLine(line: PayslipLine): boolean {
  return /^-?0+(\.0+)?$/.test(line.amount);
}
