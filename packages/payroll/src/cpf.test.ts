import { describe, expect, it } from 'vitest';
import { ageBandFor, type CpfInput, calculateCpf, sprYearFor } from './cpf.js';
import { PayrollInputError, StatutoryTableError } from './errors.js';
import { type CpfGoldenInput, cpfGoldenCases } from './golden/cpf.golden.js';
import { isGiven, toCents } from './money.js';
import { parseDateMonth, parseMonth } from './months.js';

function inCents(input: CpfGoldenInput): CpfInput {
  const {
    ordinaryWages,
    additionalWages,
    ordinaryWagesEarlierThisYear,
    additionalWagesEarlierThisYear,
    estimatedOrdinaryWagesForYear,
    ...rest
  } = input;
  return {
    ...rest,
    ordinaryWagesCents: toCents(ordinaryWages),
    additionalWagesCents: toCents(additionalWages),
    ordinaryWagesEarlierThisYearCents: toCents(ordinaryWagesEarlierThisYear),
    additionalWagesEarlierThisYearCents: toCents(additionalWagesEarlierThisYear),
    estimatedOrdinaryWagesForYearCents: isGiven(estimatedOrdinaryWagesForYear)
      ? toCents(estimatedOrdinaryWagesForYear)
      : null,
  };
}

// The golden figures that are money, in dollars there and in cents in the result.
const moneyKeys: ReadonlySet<string> = new Set([
  'total',
  'employee',
  'employer',
  'ordinaryWagesSubjectToCpf',
  'additionalWageCeiling',
  'additionalWagesSubjectToCpf',
]);

describe('CPF golden cases', () => {
  it.each(cpfGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    const result = calculateCpf(inCents(golden.input));
    const { tableId, ...figures } = golden.expected;
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [key, figure] of Object.entries(figures)) {
      const money = moneyKeys.has(key);
      actual[key] = result[(money ? `${key}Cents` : key) as keyof typeof result];
      expected[key] = money && typeof figure === 'number' ? toCents(figure) : figure;
    }
    expect(actual, golden.source).toEqual(expected);
    if (tableId !== undefined) expect(result.table?.id ?? null, golden.source).toBe(tableId);
  });

  it('every case names its source', () => {
    for (const golden of cpfGoldenCases) expect(golden.source.length).toBeGreaterThan(10);
  });
});

describe('explanation', () => {
  it('names the table row, the band, the ceilings and the arithmetic', () => {
    const result = calculateCpf({
      wageMonth: '2024-03',
      birthDate: '1990-01-01',
      residency: 'citizen',
      ordinaryWagesCents: 455_000,
      additionalWagesCents: 0,
    });
    expect(result.table).toMatchObject({ id: 'T1', effectiveFrom: '2024-01', confidence: 'H' });
    expect(result.table?.source).toContain('S 916/2023');
    expect(result.ageBandLabel).toBe('55 and below');
    expect(result.wageBand).toBe('full');
    expect(result.rates).toEqual({ employer: 17, employee: 20, total: 37, phaseInFactor: 0.6 });
    expect(result.ordinaryWageCeilingCents).toBe(680_000);
    expect(result.estimateMethod).toBe('projected');
    expect(result.estimatedOrdinaryWagesForYearCents).toBe(4_550_000);
    expect(result.steps).toEqual([
      expect.stringContaining('CPF Table 1'),
      'OW $4,550.00 capped at the OW ceiling $6,800.00: $4,550.00 subject to CPF',
      'AW ceiling = $102,000.00 - $45,500.00 OW for the year ($0.00 earlier this year + $4,550.00 x 10 months to December) - $0.00 AW earlier this year = $56,500.00; AW $0.00: $0.00 subject to CPF',
      'Total wages $4,550.00 over $750.00: total = 37% x $4,550.00 OW + 37% x $0.00 AW = $1,683.50; employee = 20% x $4,550.00 + 20% x $0.00 = $910.00',
      'Total $1,683.50 to the nearest dollar = $1,684; employee $910.00 with cents dropped = $910; employer = $1,684 - $910 = $774',
    ]);
  });

  it('shows sub-cent products in full', () => {
    const result = calculateCpf({
      wageMonth: '2024-03',
      birthDate: '1990-01-01',
      residency: 'citizen',
      ordinaryWagesCents: 100_150,
      additionalWagesCents: 100_150,
    });
    expect(result.steps.at(-1)).toBe(
      'Total $741.11 to the nearest dollar = $741; employee $400.60 with cents dropped = $400; employer = $741 - $400 = $341',
    );
    expect(result.steps.at(-2)).toContain('= $741.11;');
  });
});

describe('age band and SPR year', () => {
  it('moves to the next band the month after the birthday month', () => {
    const birth = parseDateMonth('1969-01-13', 'birthDate');
    expect(ageBandFor(parseMonth('2024-01', 'm'), birth)).toBe('upTo55');
    expect(ageBandFor(parseMonth('2024-02', 'm'), birth)).toBe('above55To60');
    expect(ageBandFor(parseMonth('2039-01', 'm'), birth)).toBe('above65To70');
    expect(ageBandFor(parseMonth('2039-02', 'm'), birth)).toBe('above70');
  });

  it('says that CPF in the SPR month is due only on wages from the SPR date', () => {
    const person = {
      birthDate: '1980-01-01',
      residency: 'pr' as const,
      prStartDate: '2025-03-15',
      ordinaryWagesCents: 200_000,
      additionalWagesCents: 0,
    };
    expect(calculateCpf({ ...person, wageMonth: '2025-03' }).steps[0]).toContain(
      'CPF is due only on the wages for the period from the SPR date',
    );
    expect(calculateCpf({ ...person, wageMonth: '2025-04' }).steps[0]).not.toContain(
      'period from the SPR date',
    );
  });

  it('counts SPR years as the CPF Board does (SPR on 15 Jan 2020)', () => {
    const start = parseDateMonth('2020-01-15', 'prStartDate');
    expect(sprYearFor(parseMonth('2019-12', 'm'), start)).toBeNull();
    expect(sprYearFor(parseMonth('2020-01', 'm'), start)).toBe(1);
    expect(sprYearFor(parseMonth('2021-01', 'm'), start)).toBe(1);
    expect(sprYearFor(parseMonth('2021-02', 'm'), start)).toBe(2);
    expect(sprYearFor(parseMonth('2022-01', 'm'), start)).toBe(2);
    expect(sprYearFor(parseMonth('2022-02', 'm'), start)).toBe(3);
  });
});

describe('input', () => {
  const base = {
    wageMonth: '2025-06',
    birthDate: '1980-01-01',
    residency: 'citizen' as const,
    ordinaryWagesCents: 500_000,
    additionalWagesCents: 0,
  };

  it('refuses malformed months and dates, naming the field', () => {
    expect(() => calculateCpf({ ...base, wageMonth: '2025-13' })).toThrow(PayrollInputError);
    expect(() => calculateCpf({ ...base, wageMonth: '2025-6' })).toThrow('wageMonth must be');
    expect(() => calculateCpf({ ...base, birthDate: '1980-02-30' })).toThrow('birthDate must be');
  });

  it('needs the SPR date for an SPR', () => {
    expect(() => calculateCpf({ ...base, residency: 'pr' })).toThrow(
      expect.objectContaining({ field: 'prStartDate' }),
    );
  });

  it('refuses a month no rate table covers', () => {
    expect(() => calculateCpf({ ...base, wageMonth: '2023-12' })).toThrow(StatutoryTableError);
    expect(() => calculateCpf({ ...base, wageMonth: '2028-01' })).toThrow(
      /add it to packages\/payroll\/src\/statutory\/cpf-rates\.ts/,
    );
  });

  it('reads non-finite and negative wages as nothing', () => {
    const result = calculateCpf({
      ...base,
      ordinaryWagesCents: Number.NaN,
      additionalWagesCents: -10_000,
    });
    expect(result).toMatchObject({
      totalCents: 0,
      employeeCents: 0,
      employerCents: 0,
      wageBand: 'nil',
    });
  });

  it('refuses a fraction of a cent, which only float arithmetic makes', () => {
    expect(() => calculateCpf({ ...base, ordinaryWagesCents: 454_996.99 })).toThrow(
      expect.objectContaining({ field: 'ordinaryWagesCents' }),
    );
  });
});
