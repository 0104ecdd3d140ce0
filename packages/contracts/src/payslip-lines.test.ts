import { describe, expect, it } from 'vitest';
import type { PayslipLine } from './payroll-runs.js';
import {
  isLeftOutAtZero,
  isZeroAmount,
  linesShownApart,
  orderPayslipLines,
  paymentMethodText,
  splitPayslipLines,
} from './payslip-lines.js';

const line = (id: PayslipLine['id'], cPFType: PayslipLine['cPFType'] = null) => ({ id, cPFType });
const ids = (lines: readonly { id: string }[]) => lines.map((l) => l.id);

describe('the order of payslip lines', () => {
  it('puts NoWages custom items after employee CPF', () => {
    const order = orderPayslipLines([
      line('M7'),
      line('M10A'),
      line('M9', 'NoWages'),
      line('TotalWages'),
      line('M1'),
    ]);
    expect(ids(order)).toEqual(['M1', 'TotalWages', 'M10A', 'M9', 'M7']);
  });

  it('closes with the computed lines, the employee CPF contribution (M10) before the total', () => {
    const order = orderPayslipLines([
      line('M11'),
      line('M10'),
      line('M6'),
      line('M5'),
      line('M4'),
      line('M9', 'OrdinaryWages'),
      line('M1'),
      line('TotalWages'),
    ]);
    expect(ids(order)).toEqual(['M9', 'M1', 'TotalWages', 'M4', 'M5', 'M6', 'M10', 'M11']);
  });

  it('keeps lines of the same rank in the order they came', () => {
    const first = { id: 'M9' as const, cPFType: 'NoWages' as const, payItemId: 'a' };
    const second = { ...first, payItemId: 'b' };
    expect(orderPayslipLines([second, line('M10A'), first])).toEqual([line('M10A'), second, first]);
  });

  it("keeps the overtime sum and the employer's lines out of the employee's list", () => {
    expect([...linesShownApart].sort()).toEqual(['M11', 'M5', 'M6', 'M8']);
  });
});

describe('a zero amount', () => {
  it.each([
    ['0.00', true],
    ['0', true],
    ['-0.00', true],
    ['+0.0', true],
    ['000.000', true],
    [' 0.00 ', true],
    ['.00', true],
    ['0.01', false],
    ['-0.01', false],
    ['0.001', false],
    ['10.00', false],
    ['100', false],
    ['', false],
    ['-', false],
    ['abc', false],
  ])('%j is zero: %s', (amount, zero) => {
    expect(isZeroAmount(amount)).toBe(zero);
  });
});

describe('which lines are left out at $0.00', () => {
  it.each([
    // Typed in, and nothing happened: left out.
    ['M2', '0.00', true],
    ['M2a', '0.00', true],
    ['M2b', '-0.00', true],
    ['M8a', '0.00', true],
    ['M8b', '0.00', true],
    ['M8c', '0.00', true],
    ['M8d', '0', true],
    ['M9', '0.00', true],
    ['L4', '0.00', true],
    // The same lines when money moved: shown.
    ['M2', '-267.69', false],
    ['M8a', '45.00', false],
    ['M9', '0.01', false],
    // Basic salary, totals and worked-out lines state a result even at $0.00: shown.
    ['M1', '0.00', false],
    ['M3', '0.00', false],
    ['TotalWages', '0.00', false],
    ['M10A', '0.00', false],
    ['M4', '0.00', false],
    ['M7', '0.00', false],
  ])('%s at %s is left out: %s', (id, amount, leftOut) => {
    expect(isLeftOutAtZero({ id, amount })).toBe(leftOut);
  });
});

describe('a payslip split as the employee reads it', () => {
  const at = (id: string, amount: string, description: string = id) => ({
    id,
    amount,
    description,
  });
  // As the server sends a payslip: in the fixed order, net pay before the community fund.
  const payslip = [
    at('M1', '5800.00'),
    at('M2', '-267.69'),
    at('M2a', '0.00'),
    at('M2b', '0.00'),
    at('M8', '45.00'),
    at('M8a', '45.00'),
    at('M8b', '0.00'),
    at('M8c', '0.00'),
    at('M8d', '0.00'),
    at('M9', '120.00', 'Transport Allowance'),
    at('M9', '0.00', 'Meal Allowance'),
    at('TotalWages', '5697.31'),
    at('M10A', '-1139.00'),
    at('M9', '35.00', 'Taxi claim'),
    at('M9', '0.00', 'Phone claim'),
    at('M7', '4591.31'),
    at('M4', '-2.00'),
    at('M5', '11.25'),
    at('M6', '997.00'),
    at('M11', '6742.56'),
  ];
  // A foreign employee: no CPF and no community fund, shown at $0.00 all the same.
  const foreigner = [
    at('M1', '3000.00'),
    at('M2', '0.00'),
    at('M8', '0.00'),
    at('M8a', '0.00'),
    at('TotalWages', '3000.00'),
    at('M10A', '0.00'),
    at('M7', '3000.00'),
    at('M4', '0.00'),
    at('M5', '7.50'),
    at('M6', '0.00'),
    at('M11', '3007.50'),
  ];
  const names = (lines: readonly { description: string }[]) => lines.map((l) => l.description);

  it.each([
    {
      title: 'a payslip with absence, overtime, pay items and claims',
      lines: payslip,
      earnings: ['M1', 'M2', 'M8a', 'Transport Allowance'],
      totalWages: '5697.31',
      deductions: ['M10A', 'Taxi claim', 'M4'],
      netPay: '4591.31',
      employer: ['M5', 'M6', 'M11'],
    },
    {
      title: "a foreign employee's, CPF and community fund at $0.00",
      lines: foreigner,
      earnings: ['M1'],
      totalWages: '3000.00',
      deductions: ['M10A', 'M4'],
      netPay: '3000.00',
      employer: ['M5', 'M6', 'M11'],
    },
    {
      title: 'a basic salary of $0.00 alone',
      lines: [at('M1', '0.00'), at('M2', '0.00')],
      earnings: ['M1'],
      totalWages: undefined,
      deductions: [],
      netPay: undefined,
      employer: [],
    },
    {
      title: 'no lines',
      lines: [],
      earnings: [],
      totalWages: undefined,
      deductions: [],
      netPay: undefined,
      employer: [],
    },
  ])('$title', ({ title: _title, lines, ...expected }) => {
    const split = splitPayslipLines(lines);
    expect({
      earnings: names(split.earnings),
      totalWages: split.totalWages?.amount,
      deductions: names(split.deductions),
      netPay: split.netPay?.amount,
      employer: names(split.employer),
    }).toEqual(expected);
  });

  it('hands back the lines it was given, not copies', () => {
    const split = splitPayslipLines(payslip);
    expect(split.earnings[0]).toBe(payslip[0]);
    expect(split.netPay).toBe(payslip.find((l) => l.id === 'M7'));
  });
});

describe('the payment method', () => {
  it('names the bank account only for GIRO', () => {
    const bank = { bankCode: 'DBSSSGSG', bankName: 'DBS Bank Ltd', accountNumber: '100-234567-0' };
    expect(paymentMethodText({ paymentMethod: 'giro', paymentMethodExt: bank })).toBe(
      'GIRO (bank transfer) to DBS Bank Ltd 100-234567-0',
    );
    expect(paymentMethodText({ paymentMethod: 'giro', paymentMethodExt: null })).toBe(
      'GIRO (bank transfer)',
    );
    expect(paymentMethodText({ paymentMethod: 'cash', paymentMethodExt: bank })).toBe('Cash');
  });
});
