import { describe, expect, it } from 'vitest';
import { currencies, findCurrency } from './currencies.js';

describe('currencies', () => {
  it('has at least 130 currencies with unique ISO 4217 codes', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(130);
    expect(new Set(currencies.map((currency) => currency.code)).size).toBe(currencies.length);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.symbol.length, currency.code).toBeGreaterThan(0);
    }
  });

  it('uses S$ for the Singapore dollar', () => {
    expect(findCurrency('SGD')).toEqual({ code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' });
    expect(findCurrency('sgd')?.symbol).toBe('S$');
  });

  it('returns undefined for an unknown code', () => {
    expect(findCurrency('XYZ')).toBeUndefined();
  });
});
