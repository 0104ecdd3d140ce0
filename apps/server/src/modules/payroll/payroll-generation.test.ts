import { describe, expect, it } from 'vitest';
import {
  type EmployeeForPayroll,
  earlierThisMonthOf,
  exclusionReason,
  type MonthPayslip,
} from './payroll-generation.js';

const employee = {
  isActive: true,
  employmentStartDate: '2026-01-05',
  employmentEndDate: null,
  salaryAmount: '0.00',
} as EmployeeForPayroll;
const march = { startDate: '2026-03-01', endDate: '2026-03-31' };

const slip = (overrides: Partial<MonthPayslip>): MonthPayslip => ({
  employeeId: 'e1',
  payrollId: 'p1',
  payrollNo: 1,
  kind: 'regular',
  status: 'confirmed',
  ordinaryWages: '7000.00',
  additionalWages: '0.00',
  ordinaryWagesForCpf: '7000.00',
  additionalWagesForCpf: '0.00',
  employeeCpf: '1400.00',
  employerCpf: '1190.00',
  sdl: '11.25',
  communityFunds: [{ fund: 'CDAC', amount: '2.00' }],
  ...overrides,
});

describe('who a run of the month can pay', () => {
  const paid = slip({ status: 'paid' });
  const draftBonus = slip({ payrollId: 'p2', payrollNo: 2, kind: 'bonus', status: 'draft' });
  it.each([
    [
      'a regular run, paid by a regular run',
      { kind: 'regular' },
      [paid],
      'Already in payroll #1 for this month',
    ],
    ['a bonus run, paid by a regular run', { kind: 'bonus' }, [paid], null],
    [
      'a regular run, in a draft bonus run',
      { kind: 'regular' },
      [draftBonus],
      'In draft payroll #2 for this month: confirm or delete it first',
    ],
    [
      'the draft bonus run itself',
      { kind: 'bonus', payrollId: 'p2' },
      [paid, draftBonus],
      'Already in payroll #2 for this month',
    ],
    ['a regular run with salary 0', { kind: 'regular' }, [], 'No pay details: the salary is 0'],
    ['a commission run with salary 0', { kind: 'commission' }, [], null],
  ] as const)('%s', (_case, run, ofMonth, reason) => {
    expect(exclusionReason(employee, march, run, ofMonth)).toBe(reason);
  });
});

describe("what the month's earlier runs paid", () => {
  it('adds up the confirmed and paid payslips, fund by fund, and leaves drafts out', () => {
    const earlier = earlierThisMonthOf([
      slip({}),
      slip({
        payrollId: 'p2',
        payrollNo: 2,
        kind: 'bonus',
        status: 'paid',
        ordinaryWages: '0.00',
        additionalWages: '500.10',
        ordinaryWagesForCpf: '0.00',
        additionalWagesForCpf: '500.10',
        employeeCpf: '100.00',
        employerCpf: '85.00',
        sdl: '0.00',
        communityFunds: [
          { fund: 'CDAC', amount: '0.50' },
          { fund: 'MBMF', amount: '1.00' },
        ],
      }),
      slip({ payrollId: 'p3', payrollNo: 3, kind: 'commission', status: 'draft' }),
    ]);
    expect(earlier).toEqual({
      payrollIds: ['p1', 'p2'],
      payrollNos: [1, 2],
      ordinaryWages: '7000.00',
      additionalWages: '500.10',
      ordinaryWagesForCpf: '7000.00',
      additionalWagesForCpf: '500.10',
      employeeCpf: '1500.00',
      employerCpf: '1275.00',
      sdl: '11.25',
      communityFunds: [
        { fund: 'CDAC', amount: '2.50' },
        { fund: 'MBMF', amount: '1.00' },
      ],
    });
    expect(earlierThisMonthOf([slip({ status: 'draft' })])).toBeNull();
  });
});
