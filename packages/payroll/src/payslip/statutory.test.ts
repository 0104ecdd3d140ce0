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
