// Test data for the server's and the web app's tests. Only test files import it, so the web bundle
// leaves it out.
import type { PayslipLine } from '../payroll-runs.js';

/** A payslip line as the engine writes it, with no pay item, value or remarks unless given. */
export function payslipLine(
  id: PayslipLine['id'],
  description: string,
  amount: string,
  extra: Partial<PayslipLine> = {},
): PayslipLine {
  return {
    id,
    typeId: null,
    payItemId: null,
    description,
    category: null,
    cPFType: null,
    value: null,
    amount,
    defaultAmount: null,
    defaultValue: null,
    unit: null,
    iRBACode: null,
    remarks: null,
    type: 'display',
    detail: '',
    ...extra,
  };
}
