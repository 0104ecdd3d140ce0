import { describe, expect, it } from 'vitest';
import {
  calendarDateText,
  calendarRangeText,
  moneyText,
  plainNumber,
  quantityText,
  rateText,
} from './display-text.js';

describe('display text', () => {
  it("writes a calendar date in the product's MM/DD/YYYY, read from the text", () => {
    expect(calendarDateText('2025-06-16')).toBe('06/16/2025');
    expect(calendarDateText('soon')).toBe('soon');
    expect(calendarRangeText('2025-06-16', '2025-06-30')).toBe('06/16/2025 – 06/30/2025');
    expect(calendarRangeText('2025-06-16', '2025-06-30', ' to ')).toBe('06/16/2025 to 06/30/2025');
  });

  it('writes money with two decimals and thousands separators, and leaves other text alone', () => {
    expect(moneyText('1200.5')).toBe('$1,200.50');
    expect(moneyText('-1184')).toBe('-$1,184.00');
    expect(moneyText('007.10')).toBe('$7.10');
    expect(moneyText('1.234')).toBe('1.234');
  });

  it('writes a four-place rate to the cent, with the places past it only when they count', () => {
    expect(rateText('35.4021')).toBe('$35.4021');
    expect(rateText('18.7500')).toBe('$18.75');
    expect(rateText('1234.5')).toBe('$1,234.50');
    expect(rateText('n/a')).toBe('n/a');
  });

  it('writes quantities without idle zeros, singular for one', () => {
    expect(plainNumber('1.50')).toBe('1.5');
    expect(plainNumber('20')).toBe('20');
    expect(quantityText('88', 'hours')).toBe('88 hours');
    expect(quantityText('1.0', 'days')).toBe('1 day');
    expect(quantityText('0.5', 'days')).toBe('0.5 days');
  });
});
