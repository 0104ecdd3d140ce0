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

describe('the month the SPR status starts (sg-statutory.md 1.2, 1.5)', () => {
  const march = parseMonth('2026-03', 'wageMonth');
  // A Chinese SPR aged 35 from 15 Mar 2026, on $6,200 a month. OW for CPF: $6,200 x 17 / 31 =
  // $3,400.00. CDAC on the month's whole $6,200 (over $5,000 to $7,500): $2.00. SDL 0.25% of
  // $6,200 = $15.50, capped at $11.25.
  const spr = (prScheme: 'graduated' | 'full-employer' | 'full'): PayslipInput => ({
    wageMonth: '2026-03',
    payBasis: 'Monthly',
    salaryCents: 620_000,
    employee: {
      birthDate: '1991-02-01',
      residency: 'pr',
      prStartDate: '2026-03-15',
      prScheme,
      communityFunds: ['CDAC'],
    },
  });
  const wages = { ordinaryCents: 620_000, additionalCents: 0 };

  it.each([
    // Table 2, 55 and below: 9% x $3,400 = $306, employee 5% = $170, employer $136.
    [
      'graduated (G/G, Table 2): $3,400 → total $306, employee $170, employer $136',
      'graduated',
      17_000,
      13_600,
    ],
    // Table 4 2026, 55 and below: 22% x $3,400 = $748, employee 5% = $170, employer $578.
    [
      'full employer (F/G, Table 4): $3,400 → total $748, employee $170, employer $578',
      'full-employer',
      17_000,
      57_800,
    ],
    // Table 1 2026, 55 and below: 37% x $3,400 = $1,258, employee 20% = $680, employer $578.
    [
      'full rates (F/F, Table 1): $3,400 → total $1,258, employee $680, employer $578',
      'full',
      68_000,
      57_800,
    ],
  ] as const)('SPR from 15 Mar 2026 on $6,200, %s', (_name, scheme, employee, employer) => {
    const result = statutoryContributions(march, spr(scheme), wages);
    expect(result.cpf?.ordinaryWagesSubjectToCpfCents).toBe(340_000);
    expect(result).toMatchObject({ employeeCpfCents: employee, employerCpfCents: employer });
    expect(result.funds).toEqual([{ fund: 'CDAC', amountCents: 200 }]);
    expect(result.sdlCents).toBe(1125);
    expect(result.cpf?.steps[0]).toContain(
      'OW $6,200.00 x 17 / 31 = $3,400.00 (to the nearest cent)',
    );
    expect(result.employeeCpfLine.detail).toMatch(
      /^SPR from 15 Mar 2026: CPF only on the wages from that date, OW \$6,200\.00 x 17 \/ 31 days = \$3,400\.00; Total /,
    );
  });

  // Not split, 9% of $6,200 would be $558: employee $310, employer $248.
  it('SPR from 1 Mar 2026 on $6,200: the whole month, total $558, employee $310, employer $248', () => {
    const result = statutoryContributions(
      march,
      {
        ...spr('graduated'),
        employee: { ...spr('graduated').employee, prStartDate: '2026-03-01' },
      },
      wages,
    );
    expect(result).toMatchObject({ employeeCpfCents: 31_000, employerCpfCents: 24_800 });
  });

  // Joined on 10 Mar: OW $4,400 for the 22 days employed; 17 of them as an SPR: $3,400.
  it('joined 10 Mar, SPR from 15 Mar 2026, $4,400 for the days employed → OW for CPF $3,400', () => {
    const input = spr('graduated');
    const result = statutoryContributions(
      march,
      { ...input, employee: { ...input.employee, employedFrom: '2026-03-10' } },
      { ordinaryCents: 440_000, additionalCents: 0 },
    );
    expect(result.cpf?.ordinaryWagesSubjectToCpfCents).toBe(340_000);
    expect(result.employeeCpfCents).toBe(17_000);
  });

  // The regular payslip paid $170 / $136 on $3,400. A $1,000 bonus run: OW $3,400 + AW $1,000
  // = $4,400 at 9%: $396, employee $220, employer $176; less what was paid: $50 and $40.
  it('a $1,000 bonus run in the conversion month adds AW in full: employee $50, employer $40', () => {
    const regular = statutoryContributions(march, spr('graduated'), wages);
    const result = statutoryContributions(
      march,
      {
        ...spr('graduated'),
        earlierThisMonth: {
          ordinaryWagesCents: 620_000,
          additionalWagesCents: 0,
          ordinaryWagesSubjectToCpfCents: regular.cpf?.ordinaryWagesSubjectToCpfCents ?? 0,
          additionalWagesSubjectToCpfCents: 0,
          employeeCpfCents: regular.employeeCpfCents,
          employerCpfCents: regular.employerCpfCents,
          communityFunds: regular.funds,
          sdlCents: regular.sdlCents,
          paidIn: 'payroll #3',
        },
      },
      { ordinaryCents: 0, additionalCents: 100_000 },
    );
    expect(result).toMatchObject({ employeeCpfCents: 5_000, employerCpfCents: 4_000 });
    expect(result.cpf?.ordinaryWagesSubjectToCpfCents).toBe(0);
    expect(result.cpf?.additionalWagesSubjectToCpfCents).toBe(100_000);
    expect(result.cpf?.steps[0]).toBe(
      "The month's wages together with those paid in payroll #3: OW $6,200.00, AW $1,000.00",
    );
  });

  // February 2026, before the SPR month: no CPF (not yet an SPR), no CDAC (citizens and SPRs
  // only), SDL still 0.25% capped at $11.25.
  it('Feb 2026, before the SPR date of 15 Mar: no CPF and no CDAC, SDL $11.25', () => {
    const result = statutoryContributions(
      parseMonth('2026-02', 'wageMonth'),
      { ...spr('graduated'), wageMonth: '2026-02' },
      wages,
    );
    expect(result).toMatchObject({
      employeeCpfCents: 0,
      employerCpfCents: 0,
      communityFundCents: 0,
      funds: [],
      sdlCents: 1125,
    });
    expect(result.communityFundLine.detail).toBe('CDAC not due: not yet an SPR in 2026-02');
  });
});
