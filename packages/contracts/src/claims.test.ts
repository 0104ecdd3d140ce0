import { describe, expect, it } from 'vitest';
import {
  claimLimitMessage,
  payrollMonthOf,
  sgdAmountOf,
  zClaimInput,
  zClaimSettings,
  zClaimTypeInput,
} from './claims.js';

describe('what a claim comes to in SGD', () => {
  it.each([
    ['10.00', '1', '10.00'],
    ['33.50', '1.345', '45.06'],
    // 0.005 rounds half up.
    ['0.01', '0.5', '0.01'],
    ['0.01', '0.4', '0.00'],
    ['100', '0.305', '30.50'],
    ['9999999.99', '999999.999999', '9999999989990.00'],
  ])('%s at %s is S$%s', (amount, rate, sgd) => {
    expect(sgdAmountOf(amount, rate)).toBe(sgd);
  });
});

describe('the payroll month a claim is due in', () => {
  it.each([
    ['2026-11-20', 20, '2026-11'],
    ['2026-11-21', 20, '2026-12'],
    ['2026-12-23', 20, '2027-01'],
    // A cut-off past the month's last day is its last day.
    ['2026-02-28', 31, '2026-02'],
    ['2026-01-01', 1, '2026-01'],
  ])('submitted on %s with the cut-off on day %s: %s', (date, cutOff, month) => {
    expect(payrollMonthOf(date, cutOff)).toBe(month);
  });
});

describe('what a limit says', () => {
  it('names the limit and what is left', () => {
    expect(claimLimitMessage('limitPerClaim', 'Meals', '50.00', '0.00')).toBe(
      'amount: Meals claims are limited to S$50.00 each',
    );
    expect(claimLimitMessage('limitPerYear', 'Medical', '500.00', '120.50')).toBe(
      'amount: Medical claims are limited to S$500.00 a year; S$120.50 is left',
    );
  });
});

const type = {
  name: 'Transport',
  receiptRequired: true,
  taxable: false,
  incomeType: 'NotTaxable',
  payItemId: '6f1d2b9e-7c1a-4f3e-9d2b-1a2b3c4d5e6f',
  departmentIds: [],
  employmentTypes: [],
};
const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('a claim type as typed in', () => {
  it('takes empty limits as none and keeps them in order: claim, month, year', () => {
    const parsed = zClaimTypeInput.parse({ ...type, limitPerClaim: '', limitPerMonth: '80' });
    expect(parsed).toMatchObject({ limitPerClaim: null, limitPerMonth: '80', limitPerYear: null });
    const backwards = zClaimTypeInput.safeParse({
      ...type,
      limitPerClaim: '100.00',
      limitPerMonth: '50.00',
    });
    expect(fieldOf(backwards)).toEqual(['limitPerClaim']);
  });

  it('matches the income type to the tax treatment', () => {
    expect(fieldOf(zClaimTypeInput.safeParse({ ...type, taxable: true }))).toEqual(['incomeType']);
    expect(fieldOf(zClaimTypeInput.safeParse({ ...type, incomeType: 'OtherAllowance' }))).toEqual([
      'incomeType',
    ]);
  });
});

describe('claim settings as typed in', () => {
  it('keeps SGD out of the other currencies, once each and sorted', () => {
    expect(
      zClaimSettings.parse({
        approvalLevels: ['reportingManager', 'admin'],
        cutOffDay: '25',
        currencies: ['USD', 'SGD', 'MYR', 'USD'],
      }),
    ).toEqual({
      approvalLevels: ['reportingManager', 'admin'],
      cutOffDay: 25,
      currencies: ['MYR', 'USD'],
    });
  });

  it('refuses the same approver twice, and a day past 31', () => {
    const result = zClaimSettings.safeParse({
      approvalLevels: ['admin', 'admin'],
      cutOffDay: 32,
      currencies: [],
    });
    expect(fieldOf(result)?.sort()).toEqual(['approvalLevels', 'cutOffDay']);
  });
});

describe('a claim as typed in', () => {
  const claim = {
    claimTypeId: '6f1d2b9e-7c1a-4f3e-9d2b-1a2b3c4d5e6f',
    claimDate: '2026-11-20',
    amount: '12.30',
    currency: 'SGD',
    exchangeRate: '1',
    description: 'Taxi',
    receiptIds: [],
  };

  it('is submitted unless it says otherwise', () => {
    expect(zClaimInput.parse(claim).submit).toBe(true);
  });

  it('takes SGD at the rate 1 only, and an amount above 0', () => {
    expect(fieldOf(zClaimInput.safeParse({ ...claim, exchangeRate: '1.5' }))).toEqual([
      'exchangeRate',
    ]);
    expect(zClaimInput.safeParse({ ...claim, exchangeRate: '1.000000' }).success).toBe(true);
    expect(fieldOf(zClaimInput.safeParse({ ...claim, amount: '0' }))).toEqual(['amount']);
    expect(fieldOf(zClaimInput.safeParse({ ...claim, currency: 'XXX' }))).toEqual(['currency']);
  });
});
