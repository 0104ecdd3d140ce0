import { payrollNotReleasedMessage } from '@tembusu/contracts/payroll-reports';
import {
  confirmedPayrollMessage,
  type PayrollStatus,
  paidPayrollMessage,
} from '@tembusu/contracts/payroll-runs';
import { conflict, notFound } from '../../errors.js';

/**
 * Payrolls whose figures are final enough for reports, bank and CPF files and the employees
 * themselves: confirmed or paid. A draft can still change.
 */
export const releasedStatuses: PayrollStatus[] = ['confirmed', 'paid'];

export const isReleased = (status: string) => (releasedStatuses as string[]).includes(status);

/**
 * What can be done to a payroll: `edit` changes its payslips (saving them, adding employees),
 * `export` reads its bank and CPF files.
 */
export type PayrollAction = 'edit' | 'delete' | 'confirm' | 'reopen' | 'mark paid' | 'export';

const statusMoves = {
  confirm: { from: 'draft', to: 'confirmed' },
  reopen: { from: 'confirmed', to: 'draft' },
  'mark paid': { from: 'confirmed', to: 'paid' },
} as const;

/** The action that moves a payroll to a status. */
export const actionMovingTo = {
  confirmed: 'confirm',
  draft: 'reopen',
  paid: 'mark paid',
} as const satisfies Record<PayrollStatus, keyof typeof statusMoves>;

/**
 * Refuses (409) an action the payroll's status does not allow. A paid payroll is settled: every
 * change is refused alike, and it is corrected with a new payroll run. A confirmed one is
 * reopened before its payslips change, and may still be deleted.
 */
export function requirePayrollAllows(status: PayrollStatus, action: PayrollAction): void {
  if (action === 'export') {
    if (!isReleased(status)) throw conflict(payrollNotReleasedMessage);
    return;
  }
  if (status === 'paid') throw conflict(paidPayrollMessage);
  if (action === 'delete') return;
  if (action === 'edit') {
    if (status === 'confirmed') throw conflict(confirmedPayrollMessage);
    return;
  }
  const move = statusMoves[action];
  if (status !== move.from) throw conflict(`A ${status} payroll cannot be marked ${move.to}`);
}

/** Who asks for a payslip: a payroll admin through the payroll they opened, or an employee. */
export type PayslipViewer =
  | { as: 'payroll admin'; payrollId: string }
  | { as: 'employee'; employeeId: string };

type FoundPayslip = { payslip: { employeeId: string }; payroll: { id: string; status: string } };

/**
 * Admins see any payslip of the payroll they opened; an employee sees their own once its payroll
 * is released. To anyone else the payslip does not exist (404), so its existence is not revealed.
 */
export function requirePayslipVisible<T extends FoundPayslip>(
  viewer: PayslipViewer,
  found: T | undefined,
): T {
  const visible =
    found !== undefined &&
    (viewer.as === 'payroll admin'
      ? found.payroll.id === viewer.payrollId
      : found.payslip.employeeId === viewer.employeeId && isReleased(found.payroll.status));
  if (!visible) throw notFound('Payslip');
  return found;
}
