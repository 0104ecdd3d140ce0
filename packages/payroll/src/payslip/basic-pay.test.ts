import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { basicPay, basicUnits } from './basic-pay.js';
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

  it("deducts each day's own break, where it has one, from the hours logged", () => {
    const input: PayslipInput = { ...monthly, payBasis: 'Hourly', salaryCents: 1500 };
    const log = {
      days: [{ hoursWorked: 9, breakHours: '0.5' }, { hoursWorked: 9 }, { hoursWorked: 3 }],
      breakHours: 1,
      breakDeduction: 0 as const,
    };
    const terms = payTerms(input);
    // 8.5 + 8 + 3 (at most half the standard 8 hours: the break is paid) = 19.5 hours x $15.
    expect(basicPay(terms, input.workingTime ?? {}, log).cents).toBe(29_250);
    expect(basicUnits(terms, input.workingTime ?? {}, log)).toEqual({
      unit: 'hours',
      paid: 19_500_000,
      worked: 19_500_000,
    });
  });

  it('counts the days present from the log for a daily rate', () => {
    const input: PayslipInput = { ...monthly, payBasis: 'Daily', salaryCents: 12_000 };
    const log = { days: [{ hoursWorked: 8 }, { hoursWorked: 0 }, { hoursWorked: 4 }] };
    expect(basicUnits(payTerms(input), input.workingTime ?? {}, log)).toEqual({
      unit: 'days',
      paid: 2_000_000,
      worked: 2_000_000,
    });
  });
});
