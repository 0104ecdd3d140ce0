import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { payTerms } from './terms.js';
import { payslipWarnings } from './warnings.js';

const input: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salaryCents: 200_000,
  employee: { birthDate: '1980-01-01', residency: 'citizen' },
};
const wages = { ordinaryCents: 200_000, additionalCents: 0 };
const codes = (warnings: readonly { code: string }[]) => warnings.map((warning) => warning.code);

describe('payslip warnings', () => {
  it('says nothing without overtime or negative wages', () => {
    expect(
      payslipWarnings(payTerms(input), input.employee, wages, 200_000, {
        hours: 0,
        belowFloor: [],
      }),
    ).toEqual([]);
  });

  it('warns of wages below nothing', () => {
    const result = payslipWarnings(
      payTerms(input),
      input.employee,
      { ordinaryCents: -1, additionalCents: 0 },
      200_000,
      { hours: 0, belowFloor: [] },
    );
    expect(codes(result)).toEqual(['negative-wages']);
  });

  it('holds an employee under Part IV ($2,000 <= $2,600) to 72 hours and 1.5x', () => {
    const result = payslipWarnings(payTerms(input), input.employee, wages, 200_000, {
      hours: 72_500_000,
      belowFloor: ['restDay'],
    });
    expect(codes(result)).toEqual(['part-iv-overtime-hours', 'part-iv-overtime-rate']);
  });

  it('leaves a non-workman above $2,600 outside Part IV, but not a workman', () => {
    const above = { ...input, salaryCents: 260_001 };
    const overtime = { hours: 80_000_000, belowFloor: [] };
    expect(codes(payslipWarnings(payTerms(above), above.employee, wages, 0, overtime))).toEqual([
      'part-iv-not-covered',
    ]);
    const workman = { ...above.employee, workman: true };
    expect(codes(payslipWarnings(payTerms(above), workman, wages, 0, overtime))).toEqual([
      'part-iv-overtime-hours',
    ]);
  });
});
