import { describe, expect, it } from 'vitest';
import { formatItemAmount, formatPercentage } from './money';

describe("a pay item's amount as text", () => {
  it('shows a percentage unit as a percentage', () => {
    expect(formatPercentage('12.5')).toBe('12.50%');
    expect(formatItemAmount('10.00', 'Percentage')).toBe('10.00%');
  });

  it('shows an amount unit as money', () => {
    expect(formatItemAmount('99999999.99', 'Amount')).toBe('$99,999,999.99');
  });
});
