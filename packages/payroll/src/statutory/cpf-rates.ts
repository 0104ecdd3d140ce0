// CPF contribution rates by table, year and age band (sg-statutory.md sections 1.1 and 1.2).
// Each band holds the figures as the CPF Board prints them: the employer rate (also the whole
// contribution from $50 to $500), the employee rate, the total rate above $750, and the phase-in
// factor f for $500 to $750. Next year's rates are one more row per table, nothing else.
import { toCents } from '../money.js';
import { type Confidence, type DatedRow, DatedTable } from './dated-table.js';

export const ageBands = ['upTo55', 'above55To60', 'above60To65', 'above65To70', 'above70'] as const;
export type AgeBand = (typeof ageBands)[number];

export const ageBandLabels: Readonly<Record<AgeBand, string>> = {
  upTo55: '55 and below',
  above55To60: 'Above 55 to 60',
  above60To65: 'Above 60 to 65',
  above65To70: 'Above 65 to 70',
  above70: 'Above 70',
};

/** The birthdays after whose month each older band starts, youngest first. */
export const ageBandThresholds: readonly { readonly age: number; readonly band: AgeBand }[] = [
  { age: 55, band: 'above55To60' },
  { age: 60, band: 'above60To65' },
  { age: 65, band: 'above65To70' },
  { age: 70, band: 'above70' },
];

export const cpfTableIds = ['T1', 'T2', 'T3', 'T4', 'T5'] as const;
export type CpfTableId = (typeof cpfTableIds)[number];

interface BandRatesData {
  /** % of TW: the employer share above $750, and the whole contribution from $50 to $500. */
  readonly employer: number;
  /** % of wages, employee share above $750. */
  readonly employee: number;
  /** % of wages above $750, as published (employer + employee). */
  readonly total: number;
  /** f: the employee pays f × (TW − $500) from $500 to $750. */
  readonly phaseInFactor: number;
  readonly confidence: Confidence;
}

/** The rates again in basis points (0.01%, so 37% is 3700 and f = 0.6 is 6000) for integer sums. */
export interface BandRates extends BandRatesData {
  readonly employerBp: number;
  readonly employeeBp: number;
  readonly totalBp: number;
  readonly phaseInBp: number;
}

interface CpfRateRowData extends DatedRow {
  readonly bands: Readonly<Record<AgeBand, BandRatesData>>;
}

export interface CpfRateRow extends DatedRow {
  readonly bands: Readonly<Record<AgeBand, BandRates>>;
}

function basisPoints(value: number, scale: number, what: string): number {
  const scaled = Math.round(value * scale);
  if (Math.abs(scaled - value * scale) > 1e-6) throw new Error(`${what} is finer than 0.01%`);
  return scaled;
}

function compile(rows: readonly CpfRateRowData[]): CpfRateRow[] {
  return rows.map((row) => {
    const bands = {} as Record<AgeBand, BandRates>;
    for (const band of ageBands) {
      const rates = row.bands[band];
      const what = `${row.effectiveFrom} ${band}`;
      bands[band] = {
        ...rates,
        employerBp: basisPoints(rates.employer, 100, what),
        employeeBp: basisPoints(rates.employee, 100, what),
        totalBp: basisPoints(rates.total, 100, what),
        phaseInBp: basisPoints(rates.phaseInFactor, 10_000, what),
      };
    }
    return { ...row, bands };
  });
}

// Rates for older workers change every January (the 2027 step is announced): a month after the
// last year we hold must fail until that year's table is added, not reuse this one.
const knownThrough = '2027-12';

const table1Rows: CpfRateRowData[] = [
  {
    effectiveFrom: '2024-01',
    effectiveTo: '2024-12',
    source:
      'CPF Board, 1 Jan 2024: headline rates from cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay (2024 page) and CPF FAQ "What are the changes to rates for senior workers from 1 Jan 2024"; employer-only rates and factors for 55 to 70 from CPF Act First Schedule as amended by S 916/2023 (in force 1 Jan 2024); 55 and below row and maxima quoted verbatim from the CPF 2024 rate PDF in braedonsaunders/openbooks. Above-70 factor 0.15 (M) equals 3 x 5% and is unchanged in later tables.',
    bands: {
      upTo55: { employer: 17, employee: 20, total: 37, phaseInFactor: 0.6, confidence: 'H' },
      above55To60: { employer: 15, employee: 16, total: 31, phaseInFactor: 0.48, confidence: 'H' },
      above60To65: {
        employer: 11.5,
        employee: 10.5,
        total: 22,
        phaseInFactor: 0.315,
        confidence: 'H',
      },
      above65To70: {
        employer: 9,
        employee: 7.5,
        total: 16.5,
        phaseInFactor: 0.225,
        confidence: 'H',
      },
      above70: {
        employer: 7.5,
        employee: 5,
        total: 12.5,
        phaseInFactor: 0.15,
        confidence: 'H (f: M)',
      },
    },
  },
  {
    effectiveFrom: '2025-01',
    effectiveTo: '2025-12',
    source:
      'CPF Board rate table CPF_contribution_rates_from_1_Jan_2025.pdf (not read directly), 1 Jan 2025: headline rates from CPF as quoted by Talenox, Swingvy, EOS and PolicyEngine docs; 55 and below row verbatim from CPF_contribution_rates_from_1_Jan_2025.pdf in braedonsaunders/openbooks; factors and maxima of the older bands from yogeshps/yogeshps.github.io Table1.ts, an anonymous CPF config (GitHub index id 59178184026) and the norbital-ai/templates payslip oracle, which agree. Factors for 55 to 65 are M.',
    bands: {
      upTo55: { employer: 17, employee: 20, total: 37, phaseInFactor: 0.6, confidence: 'H' },
      above55To60: {
        employer: 15.5,
        employee: 17,
        total: 32.5,
        phaseInFactor: 0.51,
        confidence: 'H (f: M)',
      },
      above60To65: {
        employer: 12,
        employee: 11.5,
        total: 23.5,
        phaseInFactor: 0.345,
        confidence: 'H (f: M)',
      },
      above65To70: {
        employer: 9,
        employee: 7.5,
        total: 16.5,
        phaseInFactor: 0.225,
        confidence: 'H',
      },
      above70: { employer: 7.5, employee: 5, total: 12.5, phaseInFactor: 0.15, confidence: 'H' },
    },
  },
  {
    effectiveFrom: '2026-01',
    effectiveTo: '2026-12',
    source:
      'CPF Board, 1 Jan 2026: headline rates from cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay (2026 page) and Budget 2025 reporting (CNA 18 Feb 2025); 55 and below row verbatim from CPFcontributionratesfrom1Jan2026.pdf in braedonsaunders/openbooks; 55-60 formula and maxima and 65-70 maxima quoted from the same PDF in norbital-ai/templates tests/e2e/probes/SG.ts; 60-65 factor 0.375 from the anonymous CPF config (id 59178184026) and the norbital oracle. Factors for 55 to 65 are M.',
    bands: {
      upTo55: { employer: 17, employee: 20, total: 37, phaseInFactor: 0.6, confidence: 'H' },
      above55To60: {
        employer: 16,
        employee: 18,
        total: 34,
        phaseInFactor: 0.54,
        confidence: 'H (f: M)',
      },
      above60To65: {
        employer: 12.5,
        employee: 12.5,
        total: 25,
        phaseInFactor: 0.375,
        confidence: 'H (f: M)',
      },
      above65To70: {
        employer: 9,
        employee: 7.5,
        total: 16.5,
        phaseInFactor: 0.225,
        confidence: 'H',
      },
      above70: { employer: 7.5, employee: 5, total: 12.5, phaseInFactor: 0.15, confidence: 'H' },
    },
  },
  {
    effectiveFrom: '2027-01',
    source:
      'CPF Board, announced for 1 Jan 2027 (Budget 2026), confidence M: split and table text from cpf.gov.sg/employer/infohub/news/cpf-related-announcements/new-contribution-rates and jan2027cpfcontributionrates.pdf as quoted in norbital-ai/templates tests/e2e/probes/SG.ts; totals 35.5% and 26% from Business Times "Budget 2026: ... higher contribution rates for older workers". Other bands unchanged from 2026. Not seen in an official text.',
    bands: {
      upTo55: { employer: 17, employee: 20, total: 37, phaseInFactor: 0.6, confidence: 'M' },
      above55To60: {
        employer: 16.5,
        employee: 19,
        total: 35.5,
        phaseInFactor: 0.57,
        confidence: 'M',
      },
      above60To65: { employer: 13, employee: 13, total: 26, phaseInFactor: 0.39, confidence: 'M' },
      above65To70: {
        employer: 9,
        employee: 7.5,
        total: 16.5,
        phaseInFactor: 0.225,
        confidence: 'M',
      },
      above70: { employer: 7.5, employee: 5, total: 12.5, phaseInFactor: 0.15, confidence: 'M' },
    },
  },
];

// Tables 2 and 3 have one "Above 65" band; it is written out for both older bands.
const graduatedFirstYear: Readonly<Record<AgeBand, Omit<BandRatesData, 'confidence'>>> = {
  upTo55: { employer: 4, employee: 5, total: 9, phaseInFactor: 0.15 },
  above55To60: { employer: 4, employee: 5, total: 9, phaseInFactor: 0.15 },
  above60To65: { employer: 3.5, employee: 5, total: 8.5, phaseInFactor: 0.15 },
  above65To70: { employer: 3.5, employee: 5, total: 8.5, phaseInFactor: 0.15 },
  above70: { employer: 3.5, employee: 5, total: 8.5, phaseInFactor: 0.15 },
};

const graduatedSecondYear: Readonly<Record<AgeBand, Omit<BandRatesData, 'confidence'>>> = {
  upTo55: { employer: 9, employee: 15, total: 24, phaseInFactor: 0.45 },
  above55To60: { employer: 6, employee: 12.5, total: 18.5, phaseInFactor: 0.375 },
  above60To65: { employer: 3.5, employee: 7.5, total: 11, phaseInFactor: 0.225 },
  above65To70: { employer: 3.5, employee: 5, total: 8.5, phaseInFactor: 0.15 },
  above70: { employer: 3.5, employee: 5, total: 8.5, phaseInFactor: 0.15 },
};

function withConfidence(
  rates: Readonly<Record<AgeBand, Omit<BandRatesData, 'confidence'>>>,
  confidence: Confidence,
): Record<AgeBand, BandRatesData> {
  const bands = {} as Record<AgeBand, BandRatesData>;
  for (const band of ageBands) bands[band] = { ...rates[band], confidence };
  return bands;
}

const graduatedSource =
  'CPF Board rate-change announcements of 2023, 2024, 2025 and 2026 (cpf.gov.sg/employer/infohub/news/cpf-related-announcements): no changes to the graduated rates for 1st and 2nd year SPRs; rows from yogeshps/yogeshps.github.io Table2.ts-Table5.ts (2025, with the PDF maxima), the anonymous CPF config (id 59178184026, 2025/2026), the norbital oracle and probes, Talenox help.';
const graduated2027Source =
  'DERIVED: the CPF Board announcements of 2023 to 2026 each state that the graduated SPR rates do not change; the 2027 announcement (cpf.gov.sg/employer/infohub/news/cpf-related-announcements/new-contribution-rates, as quoted in norbital-ai/templates probes) covers only Table 1. Carried forward unconfirmed: check jan2027cpfcontributionrates.pdf.';

const table2Rows: CpfRateRowData[] = [
  {
    effectiveFrom: '2024-01',
    effectiveTo: '2026-12',
    source: graduatedSource,
    bands: withConfidence(graduatedFirstYear, 'H'),
  },
  {
    effectiveFrom: '2027-01',
    source: graduated2027Source,
    bands: withConfidence(graduatedFirstYear, 'DERIVED'),
  },
];

const table3Rows: CpfRateRowData[] = [
  {
    effectiveFrom: '2024-01',
    effectiveTo: '2026-12',
    source: graduatedSource,
    bands: withConfidence(graduatedSecondYear, 'H'),
  },
  {
    effectiveFrom: '2027-01',
    source: graduated2027Source,
    bands: withConfidence(graduatedSecondYear, 'DERIVED'),
  },
];

interface FullEmployerYear extends DatedRow {
  readonly confidence: Confidence;
  /** Totals above $750 as sg-statutory.md 1.2 lists them, youngest band first. */
  readonly totals: readonly [number, number, number, number, number];
}

/**
 * Tables 4 and 5 (full employer, graduated employee, by joint application): the employer pays its
 * Table 1 rate of the same period and the employee the graduated share of Table 2 or 3. The
 * published totals are kept as data, and a test checks them against that rule.
 */
function fullEmployerRows(
  graduated: Readonly<Record<AgeBand, Omit<BandRatesData, 'confidence'>>>,
  years: readonly FullEmployerYear[],
): CpfRateRowData[] {
  return years.map(({ totals, confidence, ...dated }) => {
    const table1Row = table1Rows.find((row) => row.effectiveFrom === dated.effectiveFrom);
    if (!table1Row) throw new Error(`No Table 1 row starts ${dated.effectiveFrom}`);
    const bands = {} as Record<AgeBand, BandRatesData>;
    ageBands.forEach((band, index) => {
      bands[band] = {
        employer: table1Row.bands[band].employer,
        employee: graduated[band].employee,
        total: totals[index] as number,
        phaseInFactor: graduated[band].phaseInFactor,
        confidence,
      };
    });
    return { ...dated, bands };
  });
}

const table4Years: FullEmployerYear[] = [
  {
    effectiveFrom: '2024-01',
    effectiveTo: '2024-12',
    confidence: 'DERIVED',
    source:
      'DERIVED (Table 4 for 2024): not seen in any source; Table 1 2024 employer rate (CPF Act First Schedule as amended by S 916/2023) plus the graduated employee rate (5%, f = 0.15).',
    totals: [22, 20, 16.5, 14, 12.5],
  },
  {
    effectiveFrom: '2025-01',
    effectiveTo: '2025-12',
    confidence: 'M-H',
    source:
      'CPF Board Table 4 for 2025 (rate-table PDF, not read directly), as transcribed in yogeshps/yogeshps.github.io Table4.ts (2025, with the PDF maxima, e.g. 55 and below max $1,628/$370), anonymous CPF config (id 59178184026), norbital oracle; Talenox help "1st year F/G 17%/5%".',
    totals: [22, 20.5, 17, 14, 12.5],
  },
  {
    effectiveFrom: '2026-01',
    effectiveTo: '2026-12',
    confidence: 'M-H',
    source:
      'CPF Board Table 4 for 2026 (rate-table PDF, not read directly), as transcribed in the anonymous CPF config (id 59178184026, 2026), norbital oracle and probes.',
    totals: [22, 21, 17.5, 14, 12.5],
  },
  {
    effectiveFrom: '2027-01',
    confidence: 'DERIVED',
    source:
      'DERIVED (Table 4, 2027): the CPF Board announcements move only the full-employer part of Tables 4-5, with Table 1 employer rates; Table 1 2027 employer rates (M) plus the unchanged graduated employee rate. No 2027 Table 4 seen.',
    totals: [22, 21.5, 18, 14, 12.5],
  },
];

const table5Years: FullEmployerYear[] = [
  {
    effectiveFrom: '2024-01',
    effectiveTo: '2024-12',
    confidence: 'DERIVED',
    source:
      'DERIVED (Table 5 for 2024): not seen in any source; Table 1 2024 employer rate (CPF Act First Schedule as amended by S 916/2023) plus the graduated 2nd-year employee rate.',
    totals: [32, 27.5, 19, 14, 12.5],
  },
  {
    effectiveFrom: '2025-01',
    effectiveTo: '2025-12',
    confidence: 'M-H',
    source:
      'CPF Board Table 5 for 2025 (rate-table PDF, not read directly), as transcribed in yogeshps/yogeshps.github.io Table5.ts (2025, with the PDF maxima, e.g. 55 and below max $2,368/$1,110), anonymous CPF config (id 59178184026), norbital oracle; Talenox help "2nd year F/G 17%/15%".',
    totals: [32, 28, 19.5, 14, 12.5],
  },
  {
    effectiveFrom: '2026-01',
    effectiveTo: '2026-12',
    confidence: 'M-H',
    source:
      'CPF Board Table 5 for 2026 (rate-table PDF, not read directly), as transcribed in the anonymous CPF config (id 59178184026, 2026), norbital oracle and probes ("Table 5 above 55-60 >$750 28.5%/12.5%").',
    totals: [32, 28.5, 20, 14, 12.5],
  },
  {
    effectiveFrom: '2027-01',
    confidence: 'DERIVED',
    source:
      'DERIVED (Table 5, 2027): the CPF Board announcements move only the full-employer part of Tables 4-5, with Table 1 employer rates; Table 1 2027 employer rates (M) plus the unchanged graduated employee rate. No 2027 Table 5 seen.',
    totals: [32, 29, 20.5, 14, 12.5],
  },
];

export const cpfTableNames: Readonly<Record<CpfTableId, string>> = {
  T1: 'CPF Table 1 (Singapore Citizens; SPRs from the 3rd year, or on full rates by joint application)',
  T2: 'CPF Table 2 (SPR 1st year, graduated employer and graduated employee)',
  T3: 'CPF Table 3 (SPR 2nd year, graduated employer and graduated employee)',
  T4: 'CPF Table 4 (SPR 1st year, full employer and graduated employee)',
  T5: 'CPF Table 5 (SPR 2nd year, full employer and graduated employee)',
};

function table(id: CpfTableId, rows: readonly CpfRateRowData[]): DatedTable<CpfRateRow> {
  return new DatedTable(
    { name: cpfTableNames[id], file: 'cpf-rates.ts', knownThrough },
    compile(rows),
  );
}

export const cpfRateTables: Readonly<Record<CpfTableId, DatedTable<CpfRateRow>>> = {
  T1: table('T1', table1Rows),
  T2: table('T2', table2Rows),
  T3: table('T3', table3Rows),
  T4: table('T4', fullEmployerRows(graduatedFirstYear, table4Years)),
  T5: table('T5', fullEmployerRows(graduatedSecondYear, table5Years)),
};

export interface CpfWageBandRow extends DatedRow {
  /** Dollars of total wages: no CPF at or below this. */
  readonly nilUpTo: number;
  /** Employer share only, at the employer rate, up to this. */
  readonly employerOnlyUpTo: number;
  /** The employee share phases in, f × (TW − employerOnlyUpTo), up to this; full rates above. */
  readonly phaseInUpTo: number;
  readonly nilUpToCents: number;
  readonly employerOnlyUpToCents: number;
  readonly phaseInUpToCents: number;
  readonly confidence: Confidence;
}

/** The wage bands every CPF table shares (sg-statutory.md 1.1, "Common to all years and ages"). */
export const cpfWageBands = new DatedTable<CpfWageBandRow>(
  { name: 'CPF wage bands', file: 'cpf-rates.ts' },
  [
    {
      effectiveFrom: '2024-01',
      nilUpTo: 50,
      employerOnlyUpTo: 500,
      phaseInUpTo: 750,
      nilUpToCents: toCents(50),
      employerOnlyUpToCents: toCents(500),
      phaseInUpToCents: toCents(750),
      source:
        'CPF Board contribution rate tables (cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay) and CPF Act First Schedule ("exceeding $500 but not exceeding $750"): TW up to $50 nil; over $50 to $500 employer only; over $500 to $750 employee share f x (TW - $500); above $750 full rates. Same in every CPF table 2024-2027.',
      confidence: 'H',
    },
  ],
);
