import { describe, expect, it } from 'vitest';
import { recomputeAdditionalWageContributions, type YearEndInput } from './cpf-year-end.js';
import { PayrollInputError } from './errors.js';

// The figures below are in whole dollars, as the CPF Board's examples give them.
const months = (figures: (readonly [number, number])[], year = 2024) =>
  figures.map(([ordinaryWages, additionalWages], index) => ({
    wageMonth: `${year}-${String(index + 1).padStart(2, '0')}`,
    ordinaryWagesCents: ordinaryWages * 100,
    additionalWagesCents: additionalWages * 100,
  }));

const inCents = (dollars: { total: number; employee: number; employer: number }) => ({
  totalCents: dollars.total * 100,
  employeeCents: dollars.employee * 100,
  employerCents: dollars.employer * 100,
});

const person = { birthDate: '1990-01-01', residency: 'citizen' as const };

describe('AW contributions on actual figures', () => {
  it("refunds when the year's OW turns out higher than projected (CPF example 3 pattern)", () => {
    // $4,500 Jan-Mar, $6,000 Apr-Dec (CPF Board AW-ceiling examples 2024, ex. 3), bonus in March.
    const year = months([
      [4500, 0],
      [4500, 0],
      [4500, 60000],
      ...Array.from({ length: 9 }, () => [6000, 0] as const),
    ]);
    const result = recomputeAdditionalWageContributions({ ...person, months: year });
    // March projected $54,000 of OW (AW ceiling $48,000); actual $67,500 (ceiling $34,500).
    expect(result.actualOrdinaryWagesForYearCents).toBe(67500 * 100);
    expect(result.additionalWageCeilingCents).toBe(34500 * 100);
    expect(result.additionalWagesSubjectToCpfCents).toBe(34500 * 100);
    expect(result.months[2]).toEqual({
      wageMonth: '2024-03',
      contributed: inCents({ total: 19425, employee: 10500, employer: 8925 }),
      due: inCents({ total: 14430, employee: 7800, employer: 6630 }),
      difference: inCents({ total: -4995, employee: -2700, employer: -2295 }),
    });
    expect(result.difference).toEqual(inCents({ total: -4995, employee: -2700, employer: -2295 }));
    expect(result.source).toContain('S 1025/2024');
  });

  it('tops up when the OW falls after the bonus month', () => {
    const year = months([
      ...Array.from({ length: 5 }, () => [6800, 0] as const),
      [6800, 30000],
      ...Array.from({ length: 6 }, () => [3000, 0] as const),
    ]);
    const result = recomputeAdditionalWageContributions({ ...person, months: year });
    // June projected $81,600 (ceiling $20,400); actual $58,800 (ceiling $43,200): all $30,000 due.
    expect(result.months[5]?.contributed).toEqual(
      inCents({ total: 10064, employee: 5440, employer: 4624 }),
    );
    expect(result.months[5]?.due).toEqual(
      inCents({ total: 13616, employee: 7360, employer: 6256 }),
    );
    expect(result.difference).toEqual(inCents({ total: 3552, employee: 1920, employer: 1632 }));
  });

  it('compares with what was actually contributed, when given, for months in any order', () => {
    const result = recomputeAdditionalWageContributions({
      ...person,
      months: [
        { wageMonth: '2025-02', ordinaryWagesCents: 5000 * 100, additionalWagesCents: 0 * 100 },
        {
          wageMonth: '2025-01',
          ordinaryWagesCents: 5000 * 100,
          additionalWagesCents: 0,
          contributed: { employeeCents: 0, employerCents: 0 },
        },
      ],
    });
    expect(result.months.map((month) => month.wageMonth)).toEqual(['2025-01', '2025-02']);
    expect(result.difference).toEqual(inCents({ total: 1850, employee: 1000, employer: 850 }));
  });

  it('refuses months from two years, or a month twice', () => {
    expect(() =>
      recomputeAdditionalWageContributions({
        ...person,
        months: [
          { wageMonth: '2024-12', ordinaryWagesCents: 1 * 100, additionalWagesCents: 0 * 100 },
          { wageMonth: '2025-01', ordinaryWagesCents: 1 * 100, additionalWagesCents: 0 * 100 },
        ],
      }),
    ).toThrow(PayrollInputError);
    expect(() =>
      recomputeAdditionalWageContributions({
        ...person,
        months: [
          { wageMonth: '2025-01', ordinaryWagesCents: 1 * 100, additionalWagesCents: 0 * 100 },
          { wageMonth: '2025-01', ordinaryWagesCents: 1 * 100, additionalWagesCents: 0 * 100 },
        ],
      }),
    ).toThrow('2025-01 appears twice');
  });
});

describe('AW contributions on actual figures after an opening balance', () => {
  const adopter = (months: YearEndInput['months']): YearEndInput => ({
    ...person,
    months,
    // Jan-Sep 2026 paid by the payroll used before: $8,000 a month, at the OW ceiling.
    earlierThisYear: {
      throughMonth: 9,
      ordinaryWagesSubjectToCpfCents: 72000_00,
      additionalWagesSubjectToCpfCents: 0,
    },
  });

  it("counts a Jan-Sep balance of $72,000 OW: leaving in November tops October's $20,000 bonus up by $2,960", () => {
    const result = recomputeAdditionalWageContributions(
      adopter([
        { wageMonth: '2026-10', ordinaryWagesCents: 8000_00, additionalWagesCents: 20000_00 },
        { wageMonth: '2026-11', ordinaryWagesCents: 8000_00, additionalWagesCents: 0 },
      ]),
    );
    // October projected $96,000 of OW for the year (AW ceiling $6,000); actual $88,000 ($14,000).
    expect(result.actualOrdinaryWagesForYearCents).toBe(88000_00);
    expect(result.additionalWageCeilingCents).toBe(14000_00);
    expect(result.additionalWagesSubjectToCpfCents).toBe(14000_00);
    expect(result.months[0]).toEqual({
      wageMonth: '2026-10',
      contributed: inCents({ total: 5180, employee: 2800, employer: 2380 }),
      due: inCents({ total: 8140, employee: 4400, employer: 3740 }),
      difference: inCents({ total: 2960, employee: 1600, employer: 1360 }),
    });
    expect(result.difference).toEqual(inCents({ total: 2960, employee: 1600, employer: 1360 }));
  });

  it('finds nothing to settle when the projection held to December', () => {
    const result = recomputeAdditionalWageContributions(
      adopter([
        { wageMonth: '2026-10', ordinaryWagesCents: 8000_00, additionalWagesCents: 20000_00 },
        { wageMonth: '2026-11', ordinaryWagesCents: 8000_00, additionalWagesCents: 0 },
        { wageMonth: '2026-12', ordinaryWagesCents: 8000_00, additionalWagesCents: 0 },
      ]),
    );
    expect(result.additionalWageCeilingCents).toBe(6000_00);
    expect(result.difference).toEqual(inCents({ total: 0, employee: 0, employer: 0 }));
  });

  it('refuses months the balance already covers', () => {
    expect(() =>
      recomputeAdditionalWageContributions(
        adopter([{ wageMonth: '2026-09', ordinaryWagesCents: 8000_00, additionalWagesCents: 0 }]),
      ),
    ).toThrow(PayrollInputError);
  });
});
