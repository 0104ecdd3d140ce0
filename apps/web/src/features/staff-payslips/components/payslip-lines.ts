// How a payslip's lines read for the employee: the Value column, and which lines moved no money.
// Which lines are shown, and where, is `splitPayslipLines` in the contracts, as the PDF reads it.
import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { isZeroAmount } from '@tembusu/contracts/payslip-lines';
import { formatMoney, ltrText } from '../../../lib/format';

/** "1.50" → "1.5", "2.00" → "2". */
function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * The Value column: days, hours, a percentage or an amount, as the line counts it; left to right
 * in right-to-left pages (lib/format.ts).
 */
export function lineValue(line: Pick<PayslipLine, 'value' | 'unit'>): string {
  if (line.value === null || line.value.trim() === '') return '';
  const value = plainNumber(line.value.trim());
  switch (line.unit) {
    case 'Days':
      return ltrText(value === '1' ? '1 day' : `${value} days`);
    case 'Hours':
      return ltrText(value === '1' ? '1 hour' : `${value} hours`);
    case 'Percentage':
      return ltrText(`${value}%`);
    case 'Rate':
    case 'Amount':
      return formatMoney(line.value);
    default:
      return ltrText(value);
  }
}

/** A line shown at $0.00 (employee CPF for someone not liable to it), shown quieter. */
export function isEmptyLine(line: PayslipLine): boolean {
  return isZeroAmount(line.amount);
}
