import { payrollNotReleasedMessage } from '@tembusu/contracts/payroll-reports';
import { confirmedPayrollMessage, paidPayrollMessage } from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import { requirePayrollAllows, requirePayslipVisible } from './payroll.policy.js';

/** What a rule did: allowed, or refused with the answer's status and message. */
function outcome(rule: () => void) {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return `${statusCode} ${message}`;
  }
}

const paid = `409 ${paidPayrollMessage}`;

describe('what a payroll of each status allows', () => {
  it.each([
    { status: 'draft', action: 'edit', expected: 'allowed' },
    { status: 'confirmed', action: 'edit', expected: `409 ${confirmedPayrollMessage}` },
    { status: 'paid', action: 'edit', expected: paid },
    { status: 'draft', action: 'delete', expected: 'allowed' },
    { status: 'confirmed', action: 'delete', expected: 'allowed' },
    { status: 'paid', action: 'delete', expected: paid },
    { status: 'draft', action: 'confirm', expected: 'allowed' },
    {
      status: 'confirmed',
      action: 'confirm',
      expected: '409 A confirmed payroll cannot be marked confirmed',
    },
    { status: 'paid', action: 'confirm', expected: paid },
    { status: 'draft', action: 'reopen', expected: '409 A draft payroll cannot be marked draft' },
    { status: 'confirmed', action: 'reopen', expected: 'allowed' },
    { status: 'paid', action: 'reopen', expected: paid },
    { status: 'draft', action: 'mark paid', expected: '409 A draft payroll cannot be marked paid' },
    { status: 'confirmed', action: 'mark paid', expected: 'allowed' },
    { status: 'paid', action: 'mark paid', expected: paid },
    { status: 'draft', action: 'export', expected: `409 ${payrollNotReleasedMessage}` },
    { status: 'confirmed', action: 'export', expected: 'allowed' },
    { status: 'paid', action: 'export', expected: 'allowed' },
  ] as const)('$action a $status payroll: $expected', ({ status, action, expected }) => {
    expect(outcome(() => requirePayrollAllows(status, action))).toBe(expected);
  });
});

const own = 'own-employee';
const opened = 'opened-payroll';
const payslipIn = (status: string, employeeId = own, payrollId = opened) => ({
  payslip: { employeeId },
  payroll: { id: payrollId, status },
});
const admin = { as: 'payroll admin', payrollId: opened } as const;
const employee = { as: 'employee', employeeId: own } as const;
const hidden = '404 Payslip not found';

describe('who sees a payslip', () => {
  it.each([
    { who: 'an admin, a draft one', viewer: admin, found: payslipIn('draft'), expected: 'allowed' },
    {
      who: 'an admin, a paid one',
      viewer: admin,
      found: payslipIn('paid', 'colleague'),
      expected: 'allowed',
    },
    {
      who: 'an admin, through another payroll',
      viewer: admin,
      found: payslipIn('paid', own, 'other-payroll'),
      expected: hidden,
    },
    { who: 'an admin, none', viewer: admin, found: undefined, expected: hidden },
    {
      who: 'staff, their own draft',
      viewer: employee,
      found: payslipIn('draft'),
      expected: hidden,
    },
    {
      who: 'staff, their own confirmed',
      viewer: employee,
      found: payslipIn('confirmed'),
      expected: 'allowed',
    },
    {
      who: 'staff, their own paid',
      viewer: employee,
      found: payslipIn('paid'),
      expected: 'allowed',
    },
    {
      who: "staff, a colleague's paid",
      viewer: employee,
      found: payslipIn('paid', 'colleague'),
      expected: hidden,
    },
    { who: 'staff, none', viewer: employee, found: undefined, expected: hidden },
  ])('$who: $expected', ({ viewer, found, expected }) => {
    expect(outcome(() => requirePayslipVisible(viewer, found))).toBe(expected);
  });
});
