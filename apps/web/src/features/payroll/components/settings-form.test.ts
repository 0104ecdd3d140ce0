import { describe, expect, it } from 'vitest';
import { paymentDayExample, paysLate, payslipNumberExample } from './settings-form';

describe('the payslip number example', () => {
  it('pads the next number to the digits after the prefix', () => {
    expect(payslipNumberExample('PS-', 123, 6)).toBe('PS-000123');
    expect(payslipNumberExample('', 7, 3)).toBe('007');
    expect(payslipNumberExample('INV', 12345, 3)).toBe('INV12345');
  });

  it('shows a placeholder number while a field is being typed', () => {
    expect(payslipNumberExample('PS-', '', '')).toBe('PS-000001');
  });
});

describe('the payment day example', () => {
  it('pays in the same or the following month, on the last day of a shorter month', () => {
    expect(paymentDayExample({ defaultPaymentDay: 28, paymentMonth: 'SameMonth' }, 2026, 1)).toBe(
      'Pay for January 2026 is paid on 28 January 2026.',
    );
    expect(
      paymentDayExample({ defaultPaymentDay: 31, paymentMonth: 'FollowingMonth' }, 2026, 1),
    ).toBe('Pay for January 2026 is paid on 28 February 2026.');
    expect(
      paymentDayExample({ defaultPaymentDay: 5, paymentMonth: 'FollowingMonth' }, 2026, 12),
    ).toBe('Pay for December 2026 is paid on 5 January 2027.');
  });

  it('warns of a pay day in the following month past the Employment Act limit', () => {
    expect(paysLate({ defaultPaymentDay: 7, paymentMonth: 'FollowingMonth' })).toBe(false);
    expect(paysLate({ defaultPaymentDay: 8, paymentMonth: 'FollowingMonth' })).toBe(true);
    expect(paysLate({ defaultPaymentDay: 31, paymentMonth: 'SameMonth' })).toBe(false);
  });
});
