import { payslipLine } from '@tembusu/contracts/test/payslip-lines';
import { describe, expect, it } from 'vitest';
import { isEmptyLine, lineValue } from './payslip-lines';

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
    expect(isEmptyLine(payslipLine('M10A', 'Employee CPF', '0.00'))).toBe(true);
    expect(isEmptyLine(payslipLine('M10A', 'Employee CPF', '-0.00'))).toBe(true);
    expect(isEmptyLine(payslipLine('M10A', 'Employee CPF', '-0.01'))).toBe(false);
  });
});
