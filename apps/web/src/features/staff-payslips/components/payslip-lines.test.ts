import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import { isEmptyLine, lineValue, payslipSections } from './payslip-lines';

function line(id: PayslipLine['id'], amount: string, extra: Partial<PayslipLine> = {}) {
  return {
    id,
    typeId: null,
    payItemId: null,
    description: id,
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
  } satisfies PayslipLine;
}

// The order the server sends: ordinary items, Total Wages, employee CPF, not-wages items, net
// pay, community fund, then the employer's lines.
const lines: PayslipLine[] = [
  line('M1', '5800.00', { unit: 'Rate', value: '5800.00' }),
  line('M2', '-267.69', { unit: 'Days', value: '1' }),
  line('M8', '45.00'),
  line('M8a', '45.00', { unit: 'Hours', value: '1.50' }),
  line('M9', '120.00', { description: 'Transport Allowance', unit: 'Amount', value: '120.00' }),
  line('TotalWages', '5697.31'),
  line('M10A', '-1139.00'),
  line('M9', '35.00', { description: 'Taxi claim', cPFType: 'NoWages' }),
  line('M7', '4591.31'),
  line('M4', '-2.00'),
  line('M5', '11.25'),
  line('M6', '997.00'),
  line('M11', '6742.56'),
];

describe('a payslip as the employee reads it', () => {
  it('puts earnings before Total Wages, then what comes off it, then net pay', () => {
    const sections = payslipSections(lines);
    expect(sections.earnings.map((l) => l.id)).toEqual(['M1', 'M2', 'M8a', 'M9']);
    expect(sections.totalWages?.amount).toBe('5697.31');
    expect(sections.deductions.map((l) => l.description)).toEqual(['M10A', 'Taxi claim', 'M4']);
    expect(sections.netPay?.amount).toBe('4591.31');
  });

  it("leaves out the overtime sum and the employer's own lines", () => {
    const shown = Object.values(payslipSections(lines)).flat();
    expect(shown.map((l) => l?.id)).not.toContain('M8');
    expect(shown.map((l) => l?.id)).not.toContain('M5');
    expect(shown.map((l) => l?.id)).not.toContain('M6');
    expect(shown.map((l) => l?.id)).not.toContain('M11');
  });

  it('copes with a payslip without Total Wages or net pay lines', () => {
    const sections = payslipSections([line('M1', '100.00')]);
    expect(sections.earnings).toHaveLength(1);
    expect(sections.totalWages).toBeUndefined();
    expect(sections.netPay).toBeUndefined();
  });
});

describe('the Value column', () => {
  it('shows days, hours, percentages and amounts in words people use', () => {
    expect(lineValue({ unit: 'Days', value: '1' })).toBe('1 day');
    expect(lineValue({ unit: 'Days', value: '2.50' })).toBe('2.5 days');
    expect(lineValue({ unit: 'Hours', value: '1.00' })).toBe('1 hour');
    expect(lineValue({ unit: 'Hours', value: '0' })).toBe('0 hours');
    expect(lineValue({ unit: 'Percentage', value: '10.00' })).toBe('10%');
    expect(lineValue({ unit: 'Rate', value: '5800' })).toBe('$5,800.00');
    expect(lineValue({ unit: 'Amount', value: '120.5' })).toBe('$120.50');
    expect(lineValue({ unit: null, value: '12' })).toBe('12');
    expect(lineValue({ unit: null, value: null })).toBe('');
  });

  it('marks lines that moved no money', () => {
    expect(isEmptyLine(line('M2', '0.00'))).toBe(true);
    expect(isEmptyLine(line('M2', '-0.00'))).toBe(true);
    expect(isEmptyLine(line('M2', '-0.01'))).toBe(false);
  });
});
