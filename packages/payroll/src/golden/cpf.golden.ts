// CPF golden cases: input, expected figures, and where the expected figures come from. Cases
// marked DERIVED were worked out by hand (and by an independent exact-fraction script) from the
// table formulas in sg-statutory.md 1.1 and 1.6; the rest are published figures.
import type { AgeBand, CpfInput, CpfResult, CpfTableId } from '../cpf.js';
import type { Decimal } from '../money.js';

/** A CPF input with its money in dollars, as the sources state it; the test passes it in cents. */
export type CpfGoldenInput = Omit<
  CpfInput,
  | 'ordinaryWagesCents'
  | 'additionalWagesCents'
  | 'ordinaryWagesEarlierThisYearCents'
  | 'additionalWagesEarlierThisYearCents'
  | 'estimatedOrdinaryWagesForYearCents'
> & {
  readonly ordinaryWages: Decimal;
  readonly additionalWages: Decimal;
  readonly ordinaryWagesEarlierThisYear?: Decimal | null;
  readonly additionalWagesEarlierThisYear?: Decimal | null;
  readonly estimatedOrdinaryWagesForYear?: Decimal | null;
};

export interface CpfGoldenCase {
  readonly name: string;
  readonly input: CpfGoldenInput;
  /** In dollars. */
  readonly expected: {
    readonly total: number;
    readonly employee: number;
    readonly employer: number;
    readonly tableId?: CpfTableId | null;
    readonly ageBand?: AgeBand;
    readonly sprYear?: CpfResult['sprYear'];
    readonly wageBand?: CpfResult['wageBand'];
    readonly payable?: boolean;
    readonly ordinaryWagesSubjectToCpf?: number;
    readonly additionalWageCeiling?: number | null;
    readonly additionalWagesSubjectToCpf?: number;
  };
  readonly source: string;
}

const citizen = (
  wageMonth: string,
  birthDate: string,
  ordinaryWages: number | string,
  additionalWages: number | string = 0,
): CpfGoldenInput => ({
  wageMonth,
  birthDate,
  residency: 'citizen',
  ordinaryWages,
  additionalWages,
});

const derived = (what: string) =>
  `DERIVED from the ${what} formula (sg-statutory.md 1.1, 1.4, 1.6); checked with exact fractions`;

// Table maxima: OW at the ceiling, by year and band, as sg-statutory.md 1.1 prints them.
const bandBirthYearsBeforeWageYear: Readonly<Record<AgeBand, number>> = {
  upTo55: 40,
  above55To60: 57,
  above60To65: 62,
  above65To70: 67,
  above70: 75,
};
const published: readonly {
  year: number;
  ceiling: number;
  maxima: Partial<Record<AgeBand, readonly [number, number, string?]>>;
  source: string;
}[] = [
  {
    year: 2024,
    ceiling: 6800,
    maxima: {
      upTo55: [2516, 1360],
      above55To60: [2108, 1088],
      above60To65: [1496, 714],
      above65To70: [1122, 510],
      above70: [850, 340],
    },
    source: 'CPF rate table 2024 "Max total / employee on OW" (sg-statutory.md 1.1)',
  },
  {
    year: 2025,
    ceiling: 7400,
    maxima: {
      upTo55: [2738, 1480],
      above55To60: [2405, 1258],
      above60To65: [1739, 851],
      above65To70: [1221, 555],
      above70: [925, 370],
    },
    source: 'CPF rate table 2025 maxima (sg-statutory.md 1.1, 6.1)',
  },
  {
    year: 2026,
    ceiling: 8000,
    maxima: {
      upTo55: [2960, 1600],
      above55To60: [2720, 1440],
      above60To65: [2000, 1000, 'DERIVED maxima'],
      above65To70: [1320, 600],
      above70: [1000, 400, 'DERIVED maxima'],
    },
    source: 'CPF rate table 2026 maxima (sg-statutory.md 1.1)',
  },
  {
    year: 2027,
    ceiling: 8000,
    maxima: {
      above55To60: [2840, 1520],
      above60To65: [2080, 1040, 'DERIVED maxima'],
    },
    source: 'Announced 2027 rates, maxima (sg-statutory.md 1.1, M)',
  },
];

const maxima: CpfGoldenCase[] = published.flatMap(({ year, ceiling, maxima: rows, source }) =>
  Object.entries(rows).map(([band, figures]) => {
    const [total, employee, note] = figures as readonly [number, number, string?];
    return {
      name: `${year} table maximum, ${band}, OW at the $${ceiling} ceiling`,
      input: citizen(
        `${year}-06`,
        `${year - bandBirthYearsBeforeWageYear[band as AgeBand]}-01-15`,
        ceiling,
      ),
      expected: {
        total,
        employee,
        employer: total - employee,
        tableId: 'T1',
        ageBand: band as AgeBand,
        wageBand: 'full',
        ordinaryWagesSubjectToCpf: ceiling,
      },
      source: note ? `${source}; ${note}` : source,
    };
  }),
);

const officialExamples: CpfGoldenCase[] = [
  {
    name: 'AW-ceiling example 2024 ex. 1: OW $7,000, below 55',
    input: citizen('2024-01', '1990-01-01', 7000),
    expected: {
      total: 2516,
      employee: 1360,
      employer: 1156,
      ordinaryWagesSubjectToCpf: 6800,
      additionalWageCeiling: 20400,
    },
    source: 'CPF Board AW-ceiling examples 2024, ex. 1 (quoted in openbooks); sg-statutory.md 6.1',
  },
  {
    name: 'AW-ceiling example 2024 ex. 2: OW $4,500, below 55',
    input: citizen('2024-01', '1990-01-01', 4500),
    expected: { total: 1665, employee: 900, employer: 765, additionalWageCeiling: 48000 },
    source: 'CPF Board AW-ceiling examples 2024, ex. 2; sg-statutory.md 6.1',
  },
  {
    name: 'AW-ceiling example 2024 ex. 3: $6,000 month after $4,500 Jan-Mar',
    input: { ...citizen('2024-04', '1990-01-01', 6000), ordinaryWagesEarlierThisYear: 13500 },
    expected: { total: 2220, employee: 1200, employer: 1020, additionalWageCeiling: 34500 },
    source: 'CPF Board AW-ceiling examples 2024, ex. 3; sg-statutory.md 6.1',
  },
  {
    name: 'AW-ceiling example 2026 section 1: OW $9,000, below 55',
    input: citizen('2026-01', '1990-01-01', 9000),
    expected: {
      total: 2960,
      employee: 1600,
      employer: 1360,
      ordinaryWagesSubjectToCpf: 8000,
      additionalWageCeiling: 6000,
    },
    source:
      'CPF Board AW-ceiling examples 2026 section 1 (quoted in openbooks); sg-statutory.md 6.1',
  },
  {
    name: 'AW-ceiling example 2026 section 2: OW $4,500, below 55',
    input: citizen('2026-01', '1990-01-01', 4500),
    expected: { total: 1665, employee: 900, employer: 765 },
    source: 'CPF Board AW-ceiling examples 2026 section 2; sg-statutory.md 6.1',
  },
  {
    name: '2025 AW ceiling at full OW all year: $13,200',
    input: citizen('2025-01', '1990-01-01', 7400, 20000),
    expected: {
      total: 7622,
      employee: 4120,
      employer: 3502,
      additionalWageCeiling: 13200,
      additionalWagesSubjectToCpf: 13200,
    },
    source:
      'IRAS CPF-relief page (quoted by openbooks/HReasily): 2025 AW ceiling $102,000 - $88,800 = $13,200 (sg-statutory.md 6.1); contribution DERIVED: 37% of $20,600',
  },
  {
    name: '55th birthday 13 Jan 2024: January at 37%',
    input: citizen('2024-01', '1969-01-13', 5000),
    expected: { total: 1850, employee: 1000, employer: 850, ageBand: 'upTo55' },
    source: 'CPF FAQ, age transition (sg-statutory.md 1.5, 6.1): Jan 2024 wages at 37% (17/20)',
  },
  {
    name: '55th birthday 13 Jan 2024: February at 31%',
    input: citizen('2024-02', '1969-01-13', 5000),
    expected: { total: 1550, employee: 800, employer: 750, ageBand: 'above55To60' },
    source: 'CPF FAQ, age transition (sg-statutory.md 1.5, 6.1): Feb 2024 wages at 31% (15/16)',
  },
];

const rounding: CpfGoldenCase[] = [
  {
    name: '37% of $4,550 is $1,683.50 exactly: rounds up to $1,684',
    input: citizen('2024-03', '1990-01-01', 4550),
    expected: { total: 1684, employee: 910, employer: 774 },
    source:
      'sg-statutory.md 1.6 ("37% x $4,550 = $1,683.50 must give $1,684"); CPF rounding FAQ 1.4',
  },
  {
    name: '$1,683.4889 rounds down; employee $909.994 drops its cents',
    input: citizen('2024-03', '1990-01-01', '4549.97'),
    expected: { total: 1683, employee: 909, employer: 774 },
    source: derived('Table 1 2024'),
  },
  {
    name: 'OW and AW parts added unrounded, rounded once: $370.555 + $370.555 = $741',
    input: citizen('2024-03', '1990-01-01', '1001.50', '1001.50'),
    expected: { total: 741, employee: 400, employer: 341 },
    source: 'Third-party example SG-CPF17-8 (sg-statutory.md 1.4, M-H)',
  },
  {
    name: 'Phase-in band, half a dollar: 12% x $600 + 0.345 x $100 = $106.50 -> $107, employee $34',
    input: citizen('2025-06', '1962-01-01', 600),
    expected: { total: 107, employee: 34, employer: 73, wageBand: 'phase-in' },
    source: derived('Table 1 2025 above 60 to 65'),
  },
];

const wageBandEdges: CpfGoldenCase[] = [
  ['50', 0, 0, 'nil'],
  ['50.01', 9, 0, 'employer-only'],
  ['500', 85, 0, 'employer-only'],
  ['500.01', 85, 0, 'phase-in'],
  ['600', 162, 60, 'phase-in'],
  ['750', 278, 150, 'phase-in'],
  ['750.01', 278, 150, 'full'],
].map(([wages, total, employee, wageBand]) => ({
  name: `2025, 55 and below, total wages $${wages}`,
  input: citizen('2025-06', '1980-01-01', wages as string),
  expected: {
    total: total as number,
    employee: employee as number,
    employer: (total as number) - (employee as number),
    wageBand: wageBand as CpfResult['wageBand'],
  },
  source: derived('Table 1 2025 55 and below'),
}));

const seniorBandEdges: CpfGoldenCase[] = [
  {
    name: '2025, above 60 to 65, total wages $750: $176.25 -> $176',
    input: citizen('2025-06', '1962-01-01', 750),
    expected: { total: 176, employee: 86, employer: 90, wageBand: 'phase-in' },
    source: derived('Table 1 2025 above 60 to 65'),
  },
  {
    name: '2025, above 60 to 65, total wages $750.01',
    input: citizen('2025-06', '1962-01-01', '750.01'),
    expected: { total: 176, employee: 86, employer: 90, wageBand: 'full' },
    source: derived('Table 1 2025 above 60 to 65'),
  },
  {
    name: '2024, above 70, total wages $600',
    input: citizen('2024-06', '1950-01-01', 600),
    expected: { total: 60, employee: 15, employer: 45, ageBand: 'above70' },
    source: derived('Table 1 2024 above 70'),
  },
  {
    name: '$700 salary and $100 bonus: total wages $800 decide the band (full rates)',
    input: citizen('2025-06', '1980-01-01', 700, 100),
    expected: { total: 296, employee: 160, employer: 136, wageBand: 'full' },
    source:
      'sg-statutory.md 1.5 ("a $700 salary + $100 bonus month is at full rates", H); figures DERIVED',
  },
];

const ceilingEdges: CpfGoldenCase[] = [
  {
    name: '2024 OW a cent under the ceiling: $2,515.9963 -> $2,516, employee $1,359',
    input: citizen('2024-06', '1980-01-01', '6799.99'),
    expected: { total: 2516, employee: 1359, employer: 1157, ordinaryWagesSubjectToCpf: 6799.99 },
    source: derived('Table 1 2024'),
  },
  ...[
    ['2024', 6800, 2516, 1360],
    ['2025', 7400, 2738, 1480],
    ['2026', 8000, 2960, 1600],
    ['2027', 8000, 2960, 1600],
  ].map(([year, ceiling, total, employee]) => ({
    name: `${year} OW a cent over the $${ceiling} ceiling is capped`,
    input: citizen(`${year}-06`, '1990-01-01', (ceiling as number) + 0.01),
    expected: {
      total: total as number,
      employee: employee as number,
      employer: (total as number) - (employee as number),
      ordinaryWagesSubjectToCpf: ceiling as number,
    },
    source:
      year === '2027'
        ? 'OW ceiling 2027 "stays $8,000" (sg-statutory.md 1.1, announced for 2027, M) and the 2027 rates for 55 and below (unchanged from 2026, M)'
        : `OW ceiling ${year} (sg-statutory.md 1.3, H) and the table maximum (1.1)`,
  })),
];

const additionalWages: CpfGoldenCase[] = [
  {
    name: '2026 January, OW $9,000 and AW $10,000: AW capped at the $6,000 ceiling',
    input: citizen('2026-01', '1990-01-01', 9000, 10000),
    expected: {
      total: 5180,
      employee: 2800,
      employer: 2380,
      additionalWageCeiling: 6000,
      additionalWagesSubjectToCpf: 6000,
    },
    source: 'AW ceiling at full OW 2026 = $6,000 (sg-statutory.md 1.3, H); contribution DERIVED',
  },
  {
    name: '2025 December with OW and AW earlier this year',
    input: {
      ...citizen('2025-12', '1990-01-01', 7400, 10000),
      ordinaryWagesEarlierThisYear: 81400,
      additionalWagesEarlierThisYear: 5000,
    },
    expected: {
      total: 5772,
      employee: 3120,
      employer: 2652,
      additionalWageCeiling: 8200,
      additionalWagesSubjectToCpf: 8200,
    },
    source: derived('AW ceiling ($102,000 - OW for the year - AW earlier) and Table 1 2025'),
  },
  {
    name: "An explicit estimate of the year's OW replaces the projection",
    input: {
      ...citizen('2025-03', '1990-01-01', 5000, 50000),
      estimatedOrdinaryWagesForYear: 70000,
    },
    expected: {
      total: 13690,
      employee: 7400,
      employer: 6290,
      additionalWageCeiling: 32000,
      additionalWagesSubjectToCpf: 32000,
    },
    source: derived('AW ceiling with an estimate (sg-statutory.md 1.3) and Table 1 2025'),
  },
  {
    name: 'AW ceiling used up by AW earlier this year: no CPF on more AW',
    input: {
      ...citizen('2024-06', '1990-01-01', 6800, 1000),
      ordinaryWagesEarlierThisYear: 34000,
      additionalWagesEarlierThisYear: 20400,
    },
    expected: {
      total: 2516,
      employee: 1360,
      employer: 1156,
      additionalWageCeiling: 0,
      additionalWagesSubjectToCpf: 0,
    },
    source: derived('AW ceiling (sg-statutory.md 1.3) and Table 1 2024'),
  },
];

// Each threshold: the birthday month keeps the younger band, the month after takes the older.
const ageThresholds: CpfGoldenCase[] = [
  ['1970-03-20', 'upTo55', 'above55To60', [1850, 1000], [1625, 850]],
  ['1965-03-20', 'above55To60', 'above60To65', [1625, 850], [1175, 575]],
  ['1960-03-20', 'above60To65', 'above65To70', [1175, 575], [825, 375]],
  ['1955-03-20', 'above65To70', 'above70', [825, 375], [625, 250]],
].flatMap(([birthDate, before, after, beforeFigures, afterFigures]) => {
  const [beforeTotal, beforeEmployee] = beforeFigures as number[];
  const [afterTotal, afterEmployee] = afterFigures as number[];
  return [
    {
      name: `Born ${birthDate}: March 2025 (birthday month) is ${before}`,
      input: citizen('2025-03', birthDate as string, 5000),
      expected: {
        total: beforeTotal as number,
        employee: beforeEmployee as number,
        employer: (beforeTotal as number) - (beforeEmployee as number),
        ageBand: before as AgeBand,
      },
      source:
        'CPF employer FAQ on age groups (sg-statutory.md 1.5, H); figures DERIVED from Table 1 2025',
    },
    {
      name: `Born ${birthDate}: April 2025 is ${after}`,
      input: citizen('2025-04', birthDate as string, 5000),
      expected: {
        total: afterTotal as number,
        employee: afterEmployee as number,
        employer: (afterTotal as number) - (afterEmployee as number),
        ageBand: after as AgeBand,
      },
      source:
        'CPF employer FAQ on age groups (sg-statutory.md 1.5, H); figures DERIVED from Table 1 2025',
    },
  ];
});

const ageEdgeDays: CpfGoldenCase[] = [
  {
    name: 'Born on the last day of the month: still 55 and below in the birthday month',
    input: citizen('2025-03', '1970-03-31', 5000),
    expected: { total: 1850, employee: 1000, employer: 850, ageBand: 'upTo55' },
    source: 'CPF employer FAQ on age groups (sg-statutory.md 1.5): only the month counts',
  },
  {
    name: '55th birthday in December 2024: January 2025 at 2025 rates for above 55 to 60',
    input: citizen('2025-01', '1969-12-15', 5000),
    expected: { total: 1625, employee: 850, employer: 775, ageBand: 'above55To60' },
    source:
      'CPF employer FAQ on age groups (sg-statutory.md 1.5); figures DERIVED from Table 1 2025',
  },
];

const pr = (
  wageMonth: string,
  prStartDate: string,
  prScheme: CpfInput['prScheme'],
  ordinaryWages: number,
  birthDate = '1980-01-01',
): CpfGoldenInput => ({
  wageMonth,
  birthDate,
  residency: 'pr',
  prStartDate,
  prScheme,
  ordinaryWages,
  additionalWages: 0,
});

const spr: CpfGoldenCase[] = [
  {
    name: 'SPR 1st year, graduated (Table 2), $5,000',
    input: pr('2025-06', '2025-01-10', 'graduated', 5000),
    expected: { total: 450, employee: 250, employer: 200, tableId: 'T2', sprYear: 1 },
    source: 'Table 2 (sg-statutory.md 1.2, H): 9% / 4% / 5%',
  },
  {
    name: 'SPR 2nd year, graduated (Table 3), $5,000',
    input: pr('2025-06', '2024-03-10', 'graduated', 5000),
    expected: { total: 1200, employee: 750, employer: 450, tableId: 'T3', sprYear: 2 },
    source: 'Table 3 (sg-statutory.md 1.2, H): 24% / 9% / 15%',
  },
  {
    name: 'SPR 1st year, full employer (Table 4), $5,000',
    input: pr('2025-06', '2025-01-10', 'full-employer', 5000),
    expected: { total: 1100, employee: 250, employer: 850, tableId: 'T4', sprYear: 1 },
    source: 'Table 4 2025 (sg-statutory.md 1.2, M-H): 22%, employer 17%, employee 5%',
  },
  {
    name: 'SPR 2nd year, full employer (Table 5), $5,000',
    input: pr('2025-06', '2024-03-10', 'full-employer', 5000),
    expected: { total: 1600, employee: 750, employer: 850, tableId: 'T5', sprYear: 2 },
    source: 'Table 5 2025 (sg-statutory.md 1.2, M-H): 32%, employer 17%, employee 15%',
  },
  {
    name: 'SPR 2nd year, full employer, above 55 to 60 (Table 5), $5,000',
    input: pr('2025-06', '2024-03-10', 'full-employer', 5000, '1967-01-01'),
    expected: { total: 1400, employee: 625, employer: 775, tableId: 'T5', sprYear: 2 },
    source: 'Table 5 2025 above 55 to 60 (sg-statutory.md 1.2): 28%, employee 12.5%',
  },
  {
    name: 'SPR 1st year, full employer, above 55 to 60, 2026 (Table 4), $5,000',
    input: pr('2026-06', '2026-01-10', 'full-employer', 5000, '1967-01-01'),
    expected: { total: 1050, employee: 250, employer: 800, tableId: 'T4', sprYear: 1 },
    source: 'Table 4 2026 above 55 to 60 (sg-statutory.md 1.2): 21%, employer 16%, employee 5%',
  },
  {
    name: 'SPR 1st year on full rates by joint application (Table 1), $5,000',
    input: pr('2025-06', '2025-01-10', 'full', 5000),
    expected: { total: 1850, employee: 1000, employer: 850, tableId: 'T1', sprYear: 1 },
    source: 'sg-statutory.md 1.1 and 1.2: full/full uses Table 1',
  },
  {
    name: 'SPR 2nd year on full rates by joint application (Table 1 2025), $5,000: $1,850 / $1,000',
    input: pr('2025-06', '2024-03-10', 'full', 5000),
    expected: { total: 1850, employee: 1000, employer: 850, tableId: 'T1', sprYear: 2 },
    source:
      'sg-statutory.md 1.1 (Table 1 2025, 55 & below: 37% / 17% / 20%) and 1.2: full/full uses Table 1',
  },
  {
    name: 'SPR 1st year on full rates, above 55 to 60 (Table 1 2026), $5,000: $1,700 / $900',
    input: pr('2026-06', '2026-01-10', 'full', 5000, '1967-01-01'),
    expected: { total: 1700, employee: 900, employer: 800, tableId: 'T1', sprYear: 1 },
    source: 'sg-statutory.md 1.1 (Table 1 2026, above 55 to 60: 34% / 16% / 18%) and 1.2',
  },
  {
    name: 'SPR 1st year on full rates, 2026 maximum at the $8,000 OW ceiling: $2,960 / $1,600',
    input: pr('2026-06', '2026-01-10', 'full', 9000),
    expected: { total: 2960, employee: 1600, employer: 1360, tableId: 'T1', sprYear: 1 },
    source: 'sg-statutory.md 1.1: Table 1 2026, 55 & below, max $2,960 / $1,600',
  },
  {
    name: 'SPR 1st year on full rates, phase-in band $600 (Table 1 2026): $162 / $60',
    input: pr('2026-06', '2026-01-10', 'full', 600),
    expected: { total: 162, employee: 60, employer: 102, tableId: 'T1', wageBand: 'phase-in' },
    source: 'sg-statutory.md 1.1: 17% TW + 0.6 (TW - 500) = $102 + $60; employee 0.6 x $100',
  },
  {
    name: 'SPR 1st year, graduated, phase-in band $600',
    input: pr('2025-06', '2025-01-10', 'graduated', 600),
    expected: { total: 39, employee: 15, employer: 24, tableId: 'T2', wageBand: 'phase-in' },
    source: 'Table 2 (sg-statutory.md 1.2): 4% TW + 0.15 (TW - 500); figures DERIVED',
  },
  {
    name: 'SPR 2nd year, graduated, above 60 to 65, $700: $69.50 -> $70',
    input: pr('2025-06', '2024-03-10', 'graduated', 700, '1962-01-01'),
    expected: { total: 70, employee: 45, employer: 25, tableId: 'T3', wageBand: 'phase-in' },
    source: 'Table 3 (sg-statutory.md 1.2): 3.5% TW + 0.225 (TW - 500); figures DERIVED',
  },
  {
    name: 'SPR 2026 1st year maximum: $720 / $400',
    input: pr('2026-06', '2026-01-10', 'graduated', 8000),
    expected: { total: 720, employee: 400, employer: 320, tableId: 'T2' },
    source:
      'norbital probes quoting CPF 2026 Table 2: ">$750 9%/5% max $720/$400" (sg-statutory.md 1.2)',
  },
  ...[
    ['T2', 'graduated', '2025-01-10', 666, 370],
    ['T3', 'graduated', '2024-03-10', 1776, 1110],
    ['T4', 'full-employer', '2025-01-10', 1628, 370],
    ['T5', 'full-employer', '2024-03-10', 2368, 1110],
  ].map(([tableId, scheme, start, total, employee]) => ({
    name: `SPR ${tableId} 2025 maximum, 55 and below`,
    input: pr('2025-06', start as string, scheme as CpfInput['prScheme'], 7400),
    expected: {
      total: total as number,
      employee: employee as number,
      employer: (total as number) - (employee as number),
      tableId: tableId as CpfTableId,
    },
    source: `yogeshps ${tableId === 'T2' ? 'Table2' : tableId === 'T3' ? 'Table3' : tableId === 'T4' ? 'Table4' : 'Table5'}.ts with the PDF's "Max." figures (sg-statutory.md 1.2)`,
  })),
];

// The CPF FAQ's example (SPR on 15 Jan 2020) moved to 2024, the first year the tables cover.
const sprYears: CpfGoldenCase[] = [
  ['2024-01', 1, 'T2', 450, 250],
  ['2025-01', 1, 'T2', 450, 250],
  ['2025-02', 2, 'T3', 1200, 750],
  ['2026-01', 2, 'T3', 1200, 750],
  ['2026-02', 3, 'T1', 1850, 1000],
].map(([wageMonth, sprYear, tableId, total, employee]) => ({
  name: `SPR from 15 Jan 2024: ${wageMonth} is year ${sprYear}`,
  input: pr(wageMonth as string, '2024-01-15', 'graduated', 5000),
  expected: {
    total: total as number,
    employee: employee as number,
    employer: (total as number) - (employee as number),
    sprYear: sprYear as 1 | 2 | 3,
    tableId: tableId as CpfTableId,
  },
  source:
    'CPF SPR-year FAQ (sg-statutory.md 1.5, 6.1): SPR 15 Jan 2020 - 1st year to 31 Jan 2021, 2nd year to 31 Jan 2022, full from 1 Feb 2022; same rule four years on',
}));

const noCpf: CpfGoldenCase[] = [
  {
    name: 'Foreigner: no CPF',
    input: { ...citizen('2025-06', '1980-01-01', 9000, 5000), residency: 'foreigner' },
    expected: { total: 0, employee: 0, employer: 0, payable: false, tableId: null },
    source: 'sg-statutory.md 1.5: foreigners (EP/S Pass/WP) pay no CPF',
  },
  {
    name: 'SPR: the month before the SPR date has no CPF',
    input: pr('2025-05', '2025-06-02', 'graduated', 5000),
    expected: { total: 0, employee: 0, employer: 0, payable: false, sprYear: null },
    source: 'sg-statutory.md 1.5: CPF is payable only from the SPR date',
  },
];

// Every row of every table at the three wage points that pin its four figures: $500 (the
// employer-only band: employer rate x $500), $750 (top of the phase-in band: adds f x $250) and
// $1,000 (full rates: total and employee rate x $1,000). Expected figures were worked out from
// sg-statutory.md 1.1 and 1.2 re-typed independently of statutory/cpf-rates.ts (Tables 4 and 5:
// Table 1 employer rate of the year plus the graduated employee rate, as 1.2 states), so a typo in
// any rate or factor of any year fails here. [total, employee] at $500, $750, $1,000.
type EdgeFigures = readonly [
  readonly [number, number],
  readonly [number, number],
  readonly [number, number],
];
const tableRowEdges: readonly {
  year: number;
  table: CpfTableId;
  bands: Readonly<Record<AgeBand, EdgeFigures>>;
}[] = [
  {
    year: 2024,
    table: 'T1',
    bands: {
      upTo55: [
        [85, 0],
        [278, 150],
        [370, 200],
      ],
      above55To60: [
        [75, 0],
        [233, 120],
        [310, 160],
      ],
      above60To65: [
        [58, 0],
        [165, 78],
        [220, 105],
      ],
      above65To70: [
        [45, 0],
        [124, 56],
        [165, 75],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2024,
    table: 'T2',
    bands: {
      upTo55: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above55To60: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above60To65: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2024,
    table: 'T3',
    bands: {
      upTo55: [
        [45, 0],
        [180, 112],
        [240, 150],
      ],
      above55To60: [
        [30, 0],
        [139, 93],
        [185, 125],
      ],
      above60To65: [
        [18, 0],
        [83, 56],
        [110, 75],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2024,
    table: 'T4',
    bands: {
      upTo55: [
        [85, 0],
        [165, 37],
        [220, 50],
      ],
      above55To60: [
        [75, 0],
        [150, 37],
        [200, 50],
      ],
      above60To65: [
        [58, 0],
        [124, 37],
        [165, 50],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2024,
    table: 'T5',
    bands: {
      upTo55: [
        [85, 0],
        [240, 112],
        [320, 150],
      ],
      above55To60: [
        [75, 0],
        [206, 93],
        [275, 125],
      ],
      above60To65: [
        [58, 0],
        [143, 56],
        [190, 75],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2025,
    table: 'T1',
    bands: {
      upTo55: [
        [85, 0],
        [278, 150],
        [370, 200],
      ],
      above55To60: [
        [78, 0],
        [244, 127],
        [325, 170],
      ],
      above60To65: [
        [60, 0],
        [176, 86],
        [235, 115],
      ],
      above65To70: [
        [45, 0],
        [124, 56],
        [165, 75],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2025,
    table: 'T2',
    bands: {
      upTo55: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above55To60: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above60To65: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2025,
    table: 'T3',
    bands: {
      upTo55: [
        [45, 0],
        [180, 112],
        [240, 150],
      ],
      above55To60: [
        [30, 0],
        [139, 93],
        [185, 125],
      ],
      above60To65: [
        [18, 0],
        [83, 56],
        [110, 75],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2025,
    table: 'T4',
    bands: {
      upTo55: [
        [85, 0],
        [165, 37],
        [220, 50],
      ],
      above55To60: [
        [78, 0],
        [154, 37],
        [205, 50],
      ],
      above60To65: [
        [60, 0],
        [128, 37],
        [170, 50],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2025,
    table: 'T5',
    bands: {
      upTo55: [
        [85, 0],
        [240, 112],
        [320, 150],
      ],
      above55To60: [
        [78, 0],
        [210, 93],
        [280, 125],
      ],
      above60To65: [
        [60, 0],
        [146, 56],
        [195, 75],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2026,
    table: 'T1',
    bands: {
      upTo55: [
        [85, 0],
        [278, 150],
        [370, 200],
      ],
      above55To60: [
        [80, 0],
        [255, 135],
        [340, 180],
      ],
      above60To65: [
        [63, 0],
        [188, 93],
        [250, 125],
      ],
      above65To70: [
        [45, 0],
        [124, 56],
        [165, 75],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2026,
    table: 'T2',
    bands: {
      upTo55: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above55To60: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above60To65: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2026,
    table: 'T3',
    bands: {
      upTo55: [
        [45, 0],
        [180, 112],
        [240, 150],
      ],
      above55To60: [
        [30, 0],
        [139, 93],
        [185, 125],
      ],
      above60To65: [
        [18, 0],
        [83, 56],
        [110, 75],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2026,
    table: 'T4',
    bands: {
      upTo55: [
        [85, 0],
        [165, 37],
        [220, 50],
      ],
      above55To60: [
        [80, 0],
        [158, 37],
        [210, 50],
      ],
      above60To65: [
        [63, 0],
        [131, 37],
        [175, 50],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2026,
    table: 'T5',
    bands: {
      upTo55: [
        [85, 0],
        [240, 112],
        [320, 150],
      ],
      above55To60: [
        [80, 0],
        [214, 93],
        [285, 125],
      ],
      above60To65: [
        [63, 0],
        [150, 56],
        [200, 75],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2027,
    table: 'T1',
    bands: {
      upTo55: [
        [85, 0],
        [278, 150],
        [370, 200],
      ],
      above55To60: [
        [83, 0],
        [266, 142],
        [355, 190],
      ],
      above60To65: [
        [65, 0],
        [195, 97],
        [260, 130],
      ],
      above65To70: [
        [45, 0],
        [124, 56],
        [165, 75],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2027,
    table: 'T2',
    bands: {
      upTo55: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above55To60: [
        [20, 0],
        [68, 37],
        [90, 50],
      ],
      above60To65: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2027,
    table: 'T3',
    bands: {
      upTo55: [
        [45, 0],
        [180, 112],
        [240, 150],
      ],
      above55To60: [
        [30, 0],
        [139, 93],
        [185, 125],
      ],
      above60To65: [
        [18, 0],
        [83, 56],
        [110, 75],
      ],
      above65To70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
      above70: [
        [18, 0],
        [64, 37],
        [85, 50],
      ],
    },
  },
  {
    year: 2027,
    table: 'T4',
    bands: {
      upTo55: [
        [85, 0],
        [165, 37],
        [220, 50],
      ],
      above55To60: [
        [83, 0],
        [161, 37],
        [215, 50],
      ],
      above60To65: [
        [65, 0],
        [135, 37],
        [180, 50],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
  {
    year: 2027,
    table: 'T5',
    bands: {
      upTo55: [
        [85, 0],
        [240, 112],
        [320, 150],
      ],
      above55To60: [
        [83, 0],
        [218, 93],
        [290, 125],
      ],
      above60To65: [
        [65, 0],
        [154, 56],
        [205, 75],
      ],
      above65To70: [
        [45, 0],
        [105, 37],
        [140, 50],
      ],
      above70: [
        [38, 0],
        [94, 37],
        [125, 50],
      ],
    },
  },
];

const tableSchemes: Readonly<Record<CpfTableId, { scheme: CpfInput['prScheme']; start?: number }>> =
  {
    T1: { scheme: null },
    T2: { scheme: 'graduated', start: 0 },
    T3: { scheme: 'graduated', start: -1 },
    T4: { scheme: 'full-employer', start: 0 },
    T5: { scheme: 'full-employer', start: -1 },
  };

const tableRowCases: CpfGoldenCase[] = tableRowEdges.flatMap(({ year, table, bands }) =>
  Object.entries(bands).flatMap(([band, figures]) => {
    const { scheme, start } = tableSchemes[table];
    const birthDate = `${year - bandBirthYearsBeforeWageYear[band as AgeBand]}-01-15`;
    return ([500, 750, 1000] as const).map((wages, index) => {
      const [total, employee] = (figures as EdgeFigures)[index] as readonly [number, number];
      // SPR from 10 Jan of the year (1st year in June) or 10 Mar of the year before (2nd year).
      const input: CpfGoldenInput =
        start === undefined
          ? citizen(`${year}-06`, birthDate, wages)
          : pr(
              `${year}-06`,
              `${year + start}-${start === 0 ? '01' : '03'}-10`,
              scheme,
              wages,
              birthDate,
            );
      const row =
        table === 'T1'
          ? `sg-statutory.md 1.1, ${year} row${year === 2027 ? ' (announced, M)' : ''}`
          : table === 'T2' || table === 'T3'
            ? `sg-statutory.md 1.2, graduated ${table === 'T2' ? 'Table 2' : 'Table 3'}${year === 2027 ? ' carried into 2027 unchanged (DERIVED: no 2027 SPR table seen)' : ''}`
            : `sg-statutory.md 1.2, ${table === 'T4' ? 'Table 4' : 'Table 5'} = Table 1 ${year} employer rate + graduated employee rate${year === 2024 || year === 2027 ? ' (DERIVED for this year)' : ''}`;
      return {
        name: `${table} ${year}, ${band}, total wages $${wages}`,
        input,
        expected: {
          total,
          employee,
          employer: total - employee,
          tableId: table,
          ageBand: band as AgeBand,
          wageBand: wages === 500 ? 'employer-only' : wages === 750 ? 'phase-in' : 'full',
        },
        source: `${row}; ${derived(`${table} ${year} ${band}`)}`,
      } satisfies CpfGoldenCase;
    });
  }),
);

export const cpfGoldenCases: readonly CpfGoldenCase[] = [
  ...officialExamples,
  ...maxima,
  ...rounding,
  ...wageBandEdges,
  ...seniorBandEdges,
  ...ceilingEdges,
  ...additionalWages,
  ...ageThresholds,
  ...ageEdgeDays,
  ...spr,
  ...sprYears,
  ...noCpf,
  ...tableRowCases,
];
