// SDL golden cases: the CPF Board's worked example and each edge of the $2 / $11.25 limits.
import type { Decimal } from '../money.js';

export interface SdlGoldenCase {
  readonly name: string;
  /** Total wages in dollars, as the sources state them; the test passes cents. */
  readonly input: { readonly wageMonth: string; readonly totalWages: Decimal };
  /** Dollars to the cent. */
  readonly expected: number;
  readonly source: string;
}

const faq = 'CPF FAQ "How do I calculate SDL" worked example (sg-statutory.md 2, 6.1)';
const derived =
  'DERIVED: 0.25% of total wages within $2 and $11.25 (sg-statutory.md 2); to the cent, half up (the per-employee rounding is not published, 8.5)';

export const sdlGoldenCases: readonly SdlGoldenCase[] = [
  ...(
    [
      ['609.50', 2],
      ['2000', 5],
      ['4500', 11.25],
      ['4502.03', 11.25],
      ['10000', 11.25],
    ] as const
  ).map(([totalWages, expected]) => ({
    name: `Employee earning $${totalWages}`,
    input: { wageMonth: '2025-06', totalWages },
    expected,
    source: faq,
  })),
  ...(
    [
      [
        '0',
        0,
        'Not in sg-statutory.md: section 2 gives the $2 minimum "for an employee earning less than $800" and says nothing of a month with no wages. The engine levies nothing when no wages are paid (its own rule, a known gap to confirm)',
      ],
      ['0.01', 2, derived],
      ['799.99', 2, derived],
      ['800', 2, derived],
      ['802', 2.01, `${derived}: $2.005 exactly rounds up`],
      ['801.99', 2, derived],
      ['1234.57', 3.09, derived],
      ['4497.99', 11.24, derived],
      ['4499.99', 11.25, derived],
      ['4500.01', 11.25, derived],
    ] as const
  ).map(([totalWages, expected, source]) => ({
    name: `Total wages $${totalWages}`,
    input: { wageMonth: '2026-01', totalWages },
    expected,
    source,
  })),
];

/** The employer's total for the FAQ's five employees: $40.75, paid as $40. */
export const sdlPayableGoldenCase = {
  name: 'Employer total for the FAQ example rounds down to the dollar',
  input: [2, 5, 11.25, 11.25, 11.25],
  expected: 40,
  source: faq,
} as const;
