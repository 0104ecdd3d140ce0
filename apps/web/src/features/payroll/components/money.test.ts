import { describe, expect, it } from 'vitest';
import { formatItemAmount, formatMoney, formatPercentage } from './money';

describe('money as text', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatMoney('1200.5')).toBe('$1,200.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('-12')).toBe('-$12.00');
    expect(formatMoney('007.10')).toBe('$7.10');
  });

  it('keeps text that is not an amount as it is', () => {
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('shows a percentage unit as a percentage', () => {
    expect(formatPercentage('12.5')).toBe('12.50%');
    expect(formatItemAmount('10.00', 'Percentage')).toBe('10.00%');
    expect(formatItemAmount('99999999.99', 'Amount')).toBe('$99,999,999.99');
  });
});
