// Community fund golden cases: every bracket edge of every fund (sg-statutory.md 3), plus no wages.

import type { Decimal } from '../money.js';
import type { ShgInput } from '../shg.js';
import { communityFunds } from '../statutory/self-help-groups.js';

export interface ShgGoldenCase {
  readonly name: string;
  /** Total wages in dollars, as the sources state them; the test passes cents. */
  readonly input: Omit<ShgInput, 'totalWagesCents'> & { readonly totalWages: Decimal };
  /** Dollars. */
  readonly expected: number;
  readonly source: string;
}

// Re-typed from sg-statutory.md section 3, independently of the table in statutory/.
const published = {
  CDAC: {
    edges: [
      [2000, 0.5],
      [3500, 1],
      [5000, 1.5],
      [7500, 2],
    ],
    top: 3,
    source: 'cdac.org.sg "Contributor information", effective 1 Jan 2015 (sg-statutory.md 3, H)',
  },
  ECF: {
    edges: [
      [1000, 2],
      [1500, 4],
      [2500, 6],
      [4000, 9],
      [7000, 12],
      [10000, 16],
    ],
    top: 20,
    source: 'Talenox blog, ECF effective 1 Jan 2015 (sg-statutory.md 3, M-H)',
  },
  MBMF: {
    edges: [
      [1000, 3],
      [2000, 4.5],
      [3000, 6.5],
      [4000, 15],
      [6000, 19.5],
      [8000, 22],
      [10000, 24],
    ],
    top: 26,
    source: 'MBMF revision of 1 Jun 2016 (news report, Talenox) (sg-statutory.md 3, H)',
  },
  SINDA: {
    edges: [
      [1000, 1],
      [1500, 3],
      [2500, 5],
      [4500, 7],
      [7500, 9],
      [10000, 12],
      [15000, 18],
    ],
    top: 30,
    source: 'sinda.org.sg "Contribution", rates from 1 Jan 2015 (sg-statutory.md 3, H)',
  },
} as const;

export const shgGoldenCases: readonly ShgGoldenCase[] = communityFunds.flatMap((fund) => {
  const { edges, top, source } = published[fund];
  const cases: ShgGoldenCase[] = [
    {
      name: `${fund}: no wages, no contribution`,
      input: { fund, wageMonth: '2025-06', totalWages: 0 },
      expected: 0,
      source:
        'Not stated in sg-statutory.md: section 3 says the contribution is deducted from the employee\'s wages, and the lowest bracket ("<= $1,000" etc.) says nothing of a month with no wages. The engine deducts nothing when no wages are paid (its own rule, a known gap to confirm)',
    },
    {
      name: `${fund}: $0.01`,
      input: { fund, wageMonth: '2025-06', totalWages: '0.01' },
      expected: edges[0][1],
      source,
    },
  ];
  edges.forEach(([upTo, contribution], index) => {
    const next = edges[index + 1]?.[1] ?? top;
    cases.push(
      {
        name: `${fund}: $${upTo} exactly`,
        input: { fund, wageMonth: '2025-06', totalWages: upTo },
        expected: contribution,
        source,
      },
      {
        name: `${fund}: $${upTo}.01`,
        input: { fund, wageMonth: '2025-06', totalWages: `${upTo}.01` },
        expected: next,
        source,
      },
    );
  });
  return cases;
});
