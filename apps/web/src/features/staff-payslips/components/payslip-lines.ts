// How a payslip reads for the employee: what they earned, what came off it, what they were paid,
// and apart from that what their employer paid on top (the same order as the PDF).
import type { PaymentMode } from '@tembusu/contracts/enums';
import type { Payslip, PayslipLine } from '@tembusu/contracts/payroll-runs';
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

// Overtime (M8) only adds up the four overtime lines shown under it; SDL (M5), employer CPF (M6)
// and the employer's total cost (M11) are the employer's, shown apart.
const notEmployeeLines = new Set(['M8', 'M5', 'M6', 'M11']);

export function payslipSections(lines: readonly PayslipLine[]): PayslipSections {
  const sections: PayslipSections = {
    earnings: [],
    totalWages: undefined,
    deductions: [],
    netPay: undefined,
  };
  for (const line of lines) {
    if (notEmployeeLines.has(line.id)) continue;
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

const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  giro: 'GIRO (bank transfer)',
  others: 'Others',
};

/** "GIRO (bank transfer) to DBS Bank Ltd 100-234567-0", "Cash". */
export function paymentMethodText(
  payslip: Pick<Payslip, 'paymentMethod' | 'paymentMethodExt'>,
): string {
  const mode = paymentModeLabels[payslip.paymentMethod] ?? payslip.paymentMethod;
  const bank = payslip.paymentMethodExt;
  if (payslip.paymentMethod !== 'giro' || !bank) return mode;
  return `${mode} to ${bank.bankName} ${bank.accountNumber}`;
}
