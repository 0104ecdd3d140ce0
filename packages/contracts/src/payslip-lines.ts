// Where each payslip line goes, read the same in the editor, the employee's payslip and the PDF.
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

/**
 * Lines kept out of the employee's own list: overtime (M8) only adds up the four overtime lines
 * shown under it; SDL (M5), employer CPF (M6) and the employer's total cost (M11) are the
 * employer's, shown apart.
 */
export const linesShownApart: ReadonlySet<string> = new Set<PayItemTypeCode>([
  'M8',
  'M5',
  'M6',
  'M11',
]);

/** "GIRO (bank transfer) to DBS Bank Ltd 100-234567-0", "Cash". */
export function paymentMethodText(
  payslip: Pick<Payslip, 'paymentMethod' | 'paymentMethodExt'>,
): string {
  const mode = paymentModeLabels[payslip.paymentMethod] ?? payslip.paymentMethod;
  const bank = payslip.paymentMethodExt;
  if (payslip.paymentMethod !== 'giro' || !bank) return mode;
  return `${mode} to ${bank.bankName} ${bank.accountNumber}`;
}
