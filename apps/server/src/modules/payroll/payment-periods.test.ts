import type { PayrollSettings } from '@tembusu/contracts/payroll';
import { describe, expect, it } from 'vitest';
import { paymentPeriods } from './payment-periods.js';

const settings: PayrollSettings = {
  payFrequency: 'Monthly',
  defaultPaymentDay: 31,
  paymentMonth: 'SameMonth',
  contributeSdl: true,
  deductCommunityFunds: true,
  breakDeduction: 0,
  payslipPrefix: 'PS-',
  nextPayslipNumber: 1,
  payslipNumberDigits: 6,
};

describe('payment periods', () => {
  it('gives a month for each period and moves day 31 to the end of shorter months', () => {
    const periods = paymentPeriods(settings, 2028, new Map());
    expect(periods).toHaveLength(12);
    expect(periods[1]).toMatchObject({
      periodType: 'Monthly',
      periodValue: 2,
      label: 'Feb 2028',
      startDate: '2028-02-01',
      endDate: '2028-02-29',
      paymentDate: '2028-02-29',
      isCustomPaymentDate: false,
      paidLate: false,
    });
    expect(periods[3]?.paymentDate).toBe('2028-04-30');
  });

  it('pays in the following month when set, December into the next year', () => {
    const periods = paymentPeriods(
      { ...settings, defaultPaymentDay: 7, paymentMonth: 'FollowingMonth' },
      2026,
      new Map(),
    );
    expect(periods[11]).toMatchObject({ endDate: '2026-12-31', paymentDate: '2027-01-07' });
    // The seventh day after the period ends is the last the Employment Act allows.
    expect(periods[11]?.paidLate).toBe(false);
    const late = paymentPeriods(
      { ...settings, defaultPaymentDay: 8, paymentMonth: 'FollowingMonth' },
      2026,
      new Map(),
    );
    expect(late[11]).toMatchObject({ paymentDate: '2027-01-08', paidLate: true });
  });

  it('uses a period’s own payment date where one is set', () => {
    const periods = paymentPeriods(settings, 2026, new Map([[5, '2026-06-10']]));
    expect(periods[4]).toMatchObject({
      paymentDate: '2026-06-10',
      isCustomPaymentDate: true,
      paidLate: true,
    });
    expect(periods[5]?.isCustomPaymentDate).toBe(false);
  });
});
