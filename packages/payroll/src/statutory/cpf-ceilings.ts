// CPF wage ceilings (sg-statutory.md section 1.3): the monthly Ordinary Wage ceiling, and the
// annual salary ceiling from which the Additional Wage ceiling is worked out.
import { toCents } from '../money.js';
import { type Confidence, type DatedRow, DatedTable } from './dated-table.js';

export interface OrdinaryWageCeilingRow extends DatedRow {
  /** Dollars a month. */
  readonly ceiling: number;
  readonly ceilingCents: number;
  readonly confidence: Confidence;
}

export interface AnnualCeilingRow extends DatedRow {
  /** Dollars a calendar year, OW plus AW, per employee per employer. */
  readonly annualCeiling: number;
  readonly annualCeilingCents: number;
  /** Where the AW ceiling rule (annual ceiling less the year's OW less AW already paid) comes from. */
  readonly additionalWageCeilingRule: string;
  readonly confidence: Confidence;
}

const owSource =
  'cpf.gov.sg/employer/infohub/news/cpf-related-announcements/new-contribution-rates (CPF Board announcement of the OW ceiling steps); MOF/Budget 2023; PolicyEngine-SG parameter file; rate-table notes ("capped at OW ceiling of $8,000").';

export const ordinaryWageCeilings = new DatedTable<OrdinaryWageCeilingRow>(
  // Moves with the CPF rate tables, so it is known for the same span.
  { name: 'CPF Ordinary Wage ceiling', file: 'cpf-ceilings.ts', knownThrough: '2027-12' },
  (
    [
      {
        effectiveFrom: '2024-01',
        effectiveTo: '2024-12',
        ceiling: 6800,
        source: owSource,
        confidence: 'H',
      },
      {
        effectiveFrom: '2025-01',
        effectiveTo: '2025-12',
        ceiling: 7400,
        source: owSource,
        confidence: 'H',
      },
      {
        effectiveFrom: '2026-01',
        effectiveTo: '2026-12',
        ceiling: 8000,
        source: owSource,
        confidence: 'H',
      },
      // The 2027 figures are M (announced, not seen in an official text): kept as its own row so
      // that the mark travels with the figure (and a 2027 payroll records this row, not 2026's).
      {
        effectiveFrom: '2027-01',
        ceiling: 8000,
        source:
          'Announced for 1 Jan 2027 (Budget 2026; OW ceiling stays $8,000), confidence M: cpf.gov.sg/employer/infohub/news/cpf-related-announcements/new-contribution-rates as quoted in norbital-ai/templates probes; Business Times on Budget 2026; not seen in an official text. The CPF Board announcement gives $8,000 from 1 Jan 2026 (H) with no later step.',
        confidence: 'M',
      },
    ] as const
  ).map((row) => ({ ...row, ceilingCents: toCents(row.ceiling) })),
);

export const annualCeilings = new DatedTable<AnnualCeilingRow>(
  { name: 'CPF annual salary ceiling', file: 'cpf-ceilings.ts' },
  [
    {
      effectiveFrom: '2024-01',
      annualCeiling: 102_000,
      annualCeilingCents: toCents(102_000),
      source:
        'cpf.gov.sg/employer/infohub/news/cpf-related-announcements/new-contribution-rates ($102,000, unchanged); MOF/Budget 2023; PolicyEngine-SG.',
      additionalWageCeilingRule:
        'AW ceiling = $102,000 - total OW subject to CPF for the year - AW already subject to CPF this year, per employee per employer per calendar year; an estimate of the year\'s OW may be used during the year and the AW contribution is recomputed in December or when employment ends. cpf.gov.sg FAQ "What is the AW ceiling"; CPF Act First Schedule para 2 as replaced by S 1025/2024.',
      confidence: 'H',
    },
  ],
);
