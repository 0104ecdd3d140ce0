import { describe, expect, it } from 'vitest';
import type { PayslipItemised, PayslipLine } from './payroll-runs.js';
import {
  addAmounts,
  basicRateText,
  isLeftOutAtZero,
  isZeroAmount,
  linesShownApart,
  lineValueText,
  orderPayslipLines,
  paymentMethodText,
  payslipSections,
  salaryPeriodText,
  splitPayslipLines,
  workedLabel,
  workedText,
  workingDaysText,
} from './payslip-lines.js';
import { payslipLine } from './test/payslip-lines.js';

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
    ['M12', '0.00', true],
    // The same lines when money moved: shown.
    ['M2', '-267.69', false],
    ['M12', '-1.60', false],
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

describe('the itemised payslip', () => {
  const itemised: Pick<PayslipItemised, 'basicPay' | 'overtimeRatesPerHour'> = {
    basicPay: { basis: 'Hourly', rate: '12.50', unit: 'hours', paid: '88', worked: '78' },
    overtimeRatesPerHour: {
      normal: '18.7500',
      offDay: '18.7500',
      restDay: '25.0000',
      holiday: '35.4021',
    },
  };

  it('groups lines as MOM lists them, each group with its total, adding up to the net pay', () => {
    const { sections, netPay, employer } = payslipSections([
      payslipLine('M1', 'Basic salary', '1100.00'),
      payslipLine('M2', 'Absence', '-100.00'),
      payslipLine('M2a', 'Lateness', '0.00'),
      payslipLine('M8', 'Overtime', '393.75'),
      payslipLine('M8a', 'Overtime (normal)', '187.50'),
      payslipLine('M8b', 'Overtime (off day)', '0.00'),
      payslipLine('M8c', 'Rest day pay', '100.00'),
      payslipLine('M8d', 'Public holiday pay', '106.25'),
      payslipLine('M9', 'Transport Allowance', '120.00', {
        category: 'Addition',
        iRBACode: 'TransportAllowance',
      }),
      payslipLine('M9', 'Sales Commission', '50.00', {
        category: 'Addition',
        iRBACode: 'GrossComission',
      }),
      payslipLine('M9', 'Night shift', '30.00', { category: 'Overtime' }),
      payslipLine('TotalWages', 'Total Wages', '1593.75'),
      payslipLine('M10A', 'Employee CPF', '-318.00'),
      payslipLine('M9', 'Medical Reimbursement', '40.00', {
        category: 'Reimbursement',
        cPFType: 'NoWages',
        iRBACode: 'NotTaxable',
      }),
      payslipLine('M9', 'Salary Advance Recovery', '-200.00', {
        category: 'Deduction',
        cPFType: 'NoWages',
        iRBACode: 'NotTaxable',
      }),
      payslipLine('M7', 'Net pay', '1114.75'),
      payslipLine('M4', 'Community fund (CDAC)', '-1.00'),
      payslipLine('M6', 'Employer CPF', '270.94'),
    ]);
    expect(
      sections.map((section) => [
        section.title,
        section.lines.map((line) => line.description),
        section.total,
      ]),
    ).toEqual([
      ['Basic pay', ['Basic salary'], '1100.00'],
      ['Allowances', ['Transport Allowance'], '120.00'],
      [
        'Deductions',
        ['Absence', 'Employee CPF', 'Salary Advance Recovery', 'Community fund (CDAC)'],
        '-619.00',
      ],
      ['Overtime', ['Overtime (normal)', 'Night shift'], '217.50'],
      [
        'Other additional payments',
        ['Rest day pay', 'Public holiday pay', 'Sales Commission', 'Medical Reimbursement'],
        '296.25',
      ],
    ]);
    expect(addAmounts(sections.map((section) => section.total))).toBe(netPay?.amount);
    expect(employer.map((line) => line.id)).toEqual(['M6']);
  });

  it('lists attendance corrected after its payroll as a payment, or a deduction when it recovers', () => {
    const grouped = (amount: string, category: string) =>
      payslipSections([
        payslipLine('M1', 'Basic salary', '1100.00'),
        payslipLine('M12', 'Attendance corrected after payroll', amount, { category }),
        payslipLine('TotalWages', 'Total Wages', '1118.00'),
        payslipLine('M7', 'Net pay', '1118.00'),
      ]).sections.map((section) => [section.key, section.lines.map((line) => line.id)]);
    expect(grouped('18.00', 'Addition')).toEqual([
      ['basic', ['M1']],
      ['additional', ['M12']],
    ]);
    expect(grouped('-18.00', 'Deduction')).toEqual([
      ['basic', ['M1']],
      ['deductions', ['M12']],
    ]);
  });

  it('adds decimal amounts exactly, without floating point', () => {
    expect(addAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(addAmounts(['-1184.00', '1000.01'])).toBe('-183.99');
    expect(addAmounts([])).toBe('0.00');
  });

  it('values basic pay by the hours or days at the rate, and overtime by the hours at its rate', () => {
    expect(lineValueText(payslipLine('M1', 'Basic salary', '1100.00'), itemised)).toBe(
      '88 hours × $12.50',
    );
    expect(
      lineValueText(payslipLine('M1', 'Basic salary', '4500.00'), {
        ...itemised,
        basicPay: { basis: 'Monthly', rate: '4500.00', unit: null, paid: null, worked: null },
      }),
    ).toBe('$4,500.00 a month');
    expect(
      lineValueText(
        payslipLine('M8d', 'Public holiday pay', '106.25', { value: '3', unit: 'Hours' }),
        itemised,
      ),
    ).toBe('3 hours × $35.4021');
    expect(
      lineValueText(
        payslipLine('M2', 'Absence', '-100.00', { value: '1', unit: 'Days' }),
        itemised,
      ),
    ).toBe('1 day');
    expect(
      lineValueText(
        payslipLine('M9', 'Commission', '50.00', { value: '2.00', unit: 'Percentage' }),
        itemised,
      ),
    ).toBe('2%');
    expect(
      lineValueText(
        payslipLine('M9', 'Transport', '120.00', { value: '120.00', unit: 'Amount' }),
        itemised,
      ),
    ).toBe('');
  });

  it('states the rate, the time worked and the salary period in words', () => {
    expect(basicRateText(itemised.basicPay)).toBe('$12.50 an hour');
    expect(workedLabel(itemised.basicPay)).toBe('Hours worked');
    expect(workedText(itemised.basicPay)).toBe('78 of 88 hours');
    expect(workedText({ ...itemised.basicPay, worked: '88' })).toBe('88 hours');
    const daily = {
      basis: 'Daily',
      rate: '110.00',
      unit: 'days',
      paid: '21',
      worked: '21',
    } as const;
    expect([basicRateText(daily), workedLabel(daily), workedText(daily)]).toEqual([
      '$110.00 a day',
      'Days worked',
      '21 days',
    ]);
    const monthly = {
      basis: 'Monthly',
      rate: '4500.00',
      unit: null,
      paid: null,
      worked: null,
    } as const;
    expect([workedLabel(monthly), workedText(monthly)]).toEqual([null, null]);
    const period = {
      from: '2025-06-16',
      to: '2025-06-30',
      partial: true,
      workingDays: '11',
      workingDaysInPeriod: '21',
    };
    expect(salaryPeriodText(period)).toBe('06/16/2025 – 06/30/2025');
    expect(workingDaysText(period)).toBe('11 of 21 working days');
  });
});
