import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import { isEmptyLine, lineValue } from './payslip-lines';

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
    expect(isEmptyLine(line('M10A', '0.00'))).toBe(true);
    expect(isEmptyLine(line('M10A', '-0.00'))).toBe(true);
    expect(isEmptyLine(line('M10A', '-0.01'))).toBe(false);
  });
});
