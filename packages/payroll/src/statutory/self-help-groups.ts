// Self-help group fund contributions (sg-statutory.md section 3): a flat amount a month, deducted
// from the employee's wages, by bracket of the month's total wages. A bracket holds wages up to
// and including its upper bound.
import { toCents } from '../money.js';
import { type Confidence, type DatedRow, DatedTable } from './dated-table.js';

export const communityFunds = ['CDAC', 'MBMF', 'SINDA', 'ECF'] as const;
export type CommunityFund = (typeof communityFunds)[number];

export interface ShgBracket {
  /** Dollars of total wages, inclusive; null for the open top bracket. */
  readonly upTo: number | null;
  /** Dollars a month. */
  readonly contribution: number;
  readonly upToCents: number;
  readonly contributionCents: number;
}

export interface ShgRow extends DatedRow {
  readonly brackets: readonly ShgBracket[];
  readonly confidence: Confidence;
}

function brackets(pairs: readonly (readonly [number | null, number])[]): ShgBracket[] {
  return pairs.map(([upTo, contribution]) => ({
    upTo,
    contribution,
    upToCents: upTo === null ? Number.POSITIVE_INFINITY : toCents(upTo),
    contributionCents: toCents(contribution),
  }));
}

const unchangedSince =
  'Talenox (June 2022 update) says the rates have not changed since; the norbital-ai/templates project (CPF page "updated 22 Sep 2026") lists the same figures; all four tables also quoted from the CPF Board SHG page in norbital-ai/templates probes.';

export const shgTables: Readonly<Record<CommunityFund, DatedTable<ShgRow>>> = {
  CDAC: new DatedTable({ name: 'CDAC contribution table', file: 'self-help-groups.ts' }, [
    {
      effectiveFrom: '2015-01',
      source: `cdac.org.sg "Contributor information" ("Effective 1 January 2015"). ${unchangedSince}`,
      confidence: 'H',
      brackets: brackets([
        [2000, 0.5],
        [3500, 1],
        [5000, 1.5],
        [7500, 2],
        [null, 3],
      ]),
    },
  ]),
  ECF: new DatedTable({ name: 'ECF contribution table', file: 'self-help-groups.ts' }, [
    {
      effectiveFrom: '2015-01',
      source: `Talenox blog (effective 1 Jan 2015) and a CPF Board SHG page quote; no ECF/Eurasian Association page seen. ${unchangedSince}`,
      confidence: 'M-H',
      brackets: brackets([
        [1000, 2],
        [1500, 4],
        [2500, 6],
        [4000, 9],
        [7000, 12],
        [10_000, 16],
        [null, 20],
      ]),
    },
  ]),
  MBMF: new DatedTable({ name: 'MBMF contribution table', file: 'self-help-groups.ts' }, [
    {
      effectiveFrom: '2016-06',
      source: `News report of the 1 June 2016 revision ("$19.50 for $4,000-$6,000 ... $26 above $10,000 ... $3 at $1,000 or less ... $4.50 for $1,000-$2,000") and Talenox ("MBMF effective 1 Jun 2016"). ${unchangedSince}`,
      confidence: 'H',
      brackets: brackets([
        [1000, 3],
        [2000, 4.5],
        [3000, 6.5],
        [4000, 15],
        [6000, 19.5],
        [8000, 22],
        [10_000, 24],
        [null, 26],
      ]),
    },
  ]),
  SINDA: new DatedTable({ name: 'SINDA contribution table', file: 'self-help-groups.ts' }, [
    {
      effectiveFrom: '2015-01',
      source: `sinda.org.sg "Contribution" ("new rates from 1 January 2015"). ${unchangedSince}`,
      confidence: 'H',
      brackets: brackets([
        [1000, 1],
        [1500, 3],
        [2500, 5],
        [4500, 7],
        [7500, 9],
        [10_000, 12],
        [15_000, 18],
        [null, 30],
      ]),
    },
  ]),
};
