import { describe, expect, it } from 'vitest';
import { parseMonth } from '../months.js';
import type { PayslipInput } from '../payslip.js';
import { statutoryContributions } from './statutory.js';

const input: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salaryCents: 400_000,
  employee: { birthDate: '1980-01-01', residency: 'citizen', communityFunds: ['CDAC', 'MBMF'] },
};
const june = parseMonth('2025-06', 'wageMonth');

describe('statutory contributions', () => {
  // CPF Table 1 2025, 55 and below: 37% of $4,000 = $1,480, employee 20% = $800; CDAC $3,500 to
  // $5,000: $1.50; MBMF over $3,000 up to $4,000: $15; SDL 0.25% = $10.
  it('works out CPF, the funds and SDL on the total wages, in cents', () => {
    const result = statutoryContributions(june, input, {
      ordinaryCents: 400_000,
      additionalCents: 0,
    });
    expect(result).toMatchObject({
      employeeCpfCents: 80_000,
      employerCpfCents: 68_000,
      communityFundCents: 1650,
      sdlCents: 1000,
      funds: [
        { fund: 'CDAC', amountCents: 150 },
        { fund: 'MBMF', amountCents: 1500 },
      ],
    });
    expect(result.employeeCpfLine.amountCents).toBe(-80_000);
    expect(result.communityFundLine.detail).toBe(
      'CDAC $1.50 + MBMF $15.00 on total wages $4,000.00',
    );
  });

  it('charges CPF on $0.00 for negative wages, and nothing when excluded', () => {
    const negative = statutoryContributions(june, input, {
      ordinaryCents: -5000,
      additionalCents: 0,
    });
    expect(negative.cpf?.ordinaryWagesCents).toBe(0);
    expect(negative.employeeCpfLine.amountCents).toBe(0);
    const excluded = statutoryContributions(
      june,
      { ...input, cpf: { excluded: true }, sdl: false },
      { ordinaryCents: 400_000, additionalCents: 0 },
    );
    expect(excluded).toMatchObject({ cpf: null, employerCpfCents: 0, sdlCents: 0 });
  });
});

describe('a payslip paid beside others of its month', () => {
  const march = parseMonth('2026-03', 'wageMonth');
  const citizen: PayslipInput = {
    wageMonth: '2026-03',
    payBasis: 'Monthly',
    salaryCents: 0,
    employee: { birthDate: '1985-05-01', residency: 'citizen', communityFunds: ['CDAC'] },
    cpf: {
      ordinaryWagesEarlierThisYearCents: 1_400_000,
      additionalWagesEarlierThisYearCents: 0,
    },
  };
  const regular = (ordinaryCents: number) => {
    const paid = statutoryContributions(march, citizen, { ordinaryCents, additionalCents: 0 });
    return {
      ordinaryWagesCents: ordinaryCents,
      additionalWagesCents: 0,
      ordinaryWagesSubjectToCpfCents: paid.cpf?.ordinaryWagesSubjectToCpfCents ?? 0,
      additionalWagesSubjectToCpfCents: 0,
      employeeCpfCents: paid.employeeCpfCents,
      employerCpfCents: paid.employerCpfCents,
      communityFunds: paid.funds,
      sdlCents: paid.sdlCents,
      paidIn: 'payroll #7',
    };
  };

  // Table 1 2026, 55 and below: 37%, employee 20%. OW ceiling $8,000. Regular OW $7,000: total
  // $2,590, employee $1,400, employer $1,190. With a $3,000 OW commission the month's OW is
  // $10,000, capped at $8,000: total $2,960, employee $1,600, employer $1,360. The commission run
  // contributes the difference, employee $200 and employer $170, and only $1,000 of its OW is
  // subject to CPF; worked out alone it would have charged 37% of $3,000 = $1,110.
  it('shares the OW ceiling: $7,000 regular + $3,000 commission contributes on $1,000 only', () => {
    const result = statutoryContributions(
      march,
      { ...citizen, earlierThisMonth: regular(700_000) },
      { ordinaryCents: 300_000, additionalCents: 0 },
    );
    expect(result.employeeCpfCents).toBe(20_000);
    expect(result.employerCpfCents).toBe(17_000);
    expect(result.cpf?.ordinaryWagesSubjectToCpfCents).toBe(100_000);
    expect(result.employeeCpfLine.detail).toBe(
      'Less $2,590.00 paid in payroll #7: employee $1,600.00 - $1,400.00 = $200.00; employer $1,360.00 - $1,190.00 = $170.00',
    );
  });

  // Regular OW $400 is in the employer-only band: 17% = $68, employee $0. A $400 bonus takes the
  // month to $800, the full band: total 37% = $296, employee 20% = $160, employer $136. The bonus
  // run contributes employee $160 and employer $136 - $68 = $68; alone, $400 would be employer
  // only ($68, employee $0).
  it('moves the wage band: $400 regular + $400 bonus contributes employee $160, employer $68', () => {
    const result = statutoryContributions(
      march,
      { ...citizen, earlierThisMonth: regular(40_000) },
      { ordinaryCents: 0, additionalCents: 40_000 },
    );
    expect(result.employeeCpfCents).toBe(16_000);
    expect(result.employerCpfCents).toBe(6_800);
    expect(result.cpf?.additionalWagesSubjectToCpfCents).toBe(40_000);
  });

  // SDL is 0.25% of the month's wages, at most $11.25: the regular $5,000 already paid the
  // maximum, so a $10,000 bonus adds none. CDAC: $1.50 on $5,000, $3.00 over $7,500: $1.50 more.
  it('caps SDL and the fund bracket on the month: $5,000 + $10,000 bonus adds SDL $0, CDAC $1.50', () => {
    const result = statutoryContributions(
      march,
      { ...citizen, earlierThisMonth: regular(500_000) },
      { ordinaryCents: 0, additionalCents: 1_000_000 },
    );
    expect(result.sdlCents).toBe(0);
    expect(result.funds).toEqual([{ fund: 'CDAC', amountCents: 150 }]);
    expect(result.communityFundLine.detail).toBe(
      "CDAC $3.00 - $1.50 paid = $1.50 on the month's total wages $15,000.00 ($5,000.00 of them paid in payroll #7)",
    );
    // AW ceiling $102,000 - ($14,000 + $5,000 x 10) = $38,000: the whole bonus is subject.
    expect(result.employeeCpfCents).toBe(200_000);
    expect(result.employerCpfCents).toBe(170_000);
  });

  it('never asks for less than $0.00 when the month needs less than was paid', () => {
    const result = statutoryContributions(
      march,
      { ...citizen, earlierThisMonth: regular(500_000) },
      { ordinaryCents: -100_000, additionalCents: 0 },
    );
    expect(result).toMatchObject({ employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 });
    expect(result.cpf?.steps.at(-1)).toContain('the excess is claimed back from the CPF Board');
  });
});
