import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { basicPay } from './basic-pay.js';
import { payTerms } from './terms.js';

const monthly: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salaryCents: 300_000,
  workingTime: { workingDaysInMonth: 22, workingDaysInRange: 12 },
  employee: { birthDate: '1980-01-01', residency: 'citizen' },
};

describe('basic pay', () => {
  it('pays part of a month by working days (EA s.20A): $3,000 x 12 / 22 = $1,636.36', () => {
    const terms = payTerms(monthly);
    const basic = basicPay(terms, monthly.workingTime ?? {}, null);
    expect(basic.cents).toBe(163_636);
    expect(basic.line).toMatchObject({ code: 'M1', valueCents: 300_000, amountCents: 163_636 });
  });

  it('pays by the hour: 37.5 hours x $12.40 = $465.00', () => {
    const input: PayslipInput = {
      ...monthly,
      payBasis: 'Hourly',
      salaryCents: 1240,
      workingTime: { hoursInRange: '37.5' },
    };
    expect(basicPay(payTerms(input), input.workingTime ?? {}, null).cents).toBe(46_500);
  });

  it('pays the days present from the log: 3 of 20 days x $2,000 / 20 = $300.00', () => {
    const input: PayslipInput = {
      ...monthly,
      salaryCents: 200_000,
      workingTime: { workingDaysInMonth: 20 },
    };
    const log = {
      days: [{ hoursWorked: 8 }, { hoursWorked: 0 }, { hoursWorked: 4 }, { hoursWorked: 9 }],
    };
    const basic = basicPay(payTerms(input), input.workingTime ?? {}, log);
    expect(basic.cents).toBe(30_000);
    expect(basic.line.code).toBe('M3');
  });
});
