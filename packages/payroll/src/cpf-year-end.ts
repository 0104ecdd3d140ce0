// The AW ceiling settled on actual figures (sg-statutory.md 1.3): during the year the ceiling
// rests on an estimate of the year's OW; in December, or when employment ends, the contribution on
// AW is recomputed with the OW actually paid, and the difference is topped up or refunded.
import { type CpfInput, calculateCpf, type PrScheme, type Residency } from './cpf.js';
import { PayrollInputError } from './errors.js';
import { wholeCents } from './money.js';
import { parseMonth, yearOf } from './months.js';
import { annualCeilings } from './statutory/cpf-ceilings.js';

export interface YearEndMonth {
  readonly wageMonth: string;
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  /**
   * What was contributed for the month. Without it the engine works out what it would have
   * charged during the year (its own OW projection and the AW paid before).
   */
  readonly contributed?: { readonly employeeCents: number; readonly employerCents: number } | null;
}

export interface YearEndInput {
  readonly birthDate: string;
  readonly residency: Residency;
  readonly prStartDate?: string | null;
  readonly prScheme?: PrScheme | null;
  /** Every month of one calendar year in which this employer paid the employee wages. */
  readonly months: readonly YearEndMonth[];
  /**
   * Wages subject to CPF paid in the year before the months given, through the end of
   * `throughMonth` (an opening balance from the payroll used before). They count in the year's
   * actual OW and in the AW ceiling used up; their own contributions are not recomputed, as the
   * months behind them are not known.
   */
  readonly earlierThisYear?: {
    readonly throughMonth: number;
    readonly ordinaryWagesSubjectToCpfCents: number;
    readonly additionalWagesSubjectToCpfCents: number;
  } | null;
}

export interface Contributions {
  readonly totalCents: number;
  readonly employeeCents: number;
  readonly employerCents: number;
}

export interface YearEndMonthResult {
  readonly wageMonth: string;
  readonly contributed: Contributions;
  readonly due: Contributions;
  /** Due less contributed: positive is a top-up, negative a refund. */
  readonly difference: Contributions;
}

export interface YearEndResult {
  readonly year: number;
  /** The OW subject to CPF actually paid in the year. */
  readonly actualOrdinaryWagesForYearCents: number;
  readonly additionalWageCeilingCents: number;
  readonly additionalWagesSubjectToCpfCents: number;
  readonly months: readonly YearEndMonthResult[];
  /** Positive: top-up to pay the CPF Board; negative: excess contributions to claim back. */
  readonly difference: Contributions;
  readonly source: string;
}

function contributions(employeeCents: number, employerCents: number): Contributions {
  return { totalCents: employeeCents + employerCents, employeeCents, employerCents };
}

function subtract(due: Contributions, contributed: Contributions): Contributions {
  return {
    totalCents: due.totalCents - contributed.totalCents,
    employeeCents: due.employeeCents - contributed.employeeCents,
    employerCents: due.employerCents - contributed.employerCents,
  };
}

export function recomputeAdditionalWageContributions(input: YearEndInput): YearEndResult {
  if (input.months.length === 0) throw new PayrollInputError('months', 'months must not be empty');
  const months = input.months
    .map((month) => ({ ...month, index: parseMonth(month.wageMonth, 'wageMonth') }))
    .sort((a, b) => a.index - b.index);
  const year = yearOf((months[0] as (typeof months)[number]).index);
  months.forEach((month, position) => {
    if (yearOf(month.index) !== year) {
      throw new PayrollInputError('months', 'months must all be in one calendar year');
    }
    if (position > 0 && (months[position - 1] as (typeof months)[number]).index === month.index) {
      throw new PayrollInputError('months', `${month.wageMonth} appears twice`);
    }
  });
  const earlier = input.earlierThisYear ?? null;
  if (earlier && months.some((month) => month.index % 12 < earlier.throughMonth)) {
    throw new PayrollInputError(
      'months',
      `months must come after the earlier wages, which run to month ${earlier.throughMonth}`,
    );
  }
  const earlierOrdinaryWages = earlier
    ? wholeCents(earlier.ordinaryWagesSubjectToCpfCents, 'earlierThisYear.ordinaryWages')
    : 0;
  const earlierAdditionalWages = earlier
    ? wholeCents(earlier.additionalWagesSubjectToCpfCents, 'earlierThisYear.additionalWages')
    : 0;
  const person = {
    birthDate: input.birthDate,
    residency: input.residency,
    prStartDate: input.prStartDate ?? null,
    prScheme: input.prScheme ?? null,
  };

  // During the year: each month's own projection, as the payroll charged it.
  let owEarlier = earlierOrdinaryWages;
  let awEarlier = earlierAdditionalWages;
  const duringYear = months.map((month) => {
    const result = calculateCpf({
      ...person,
      wageMonth: month.wageMonth,
      ordinaryWagesCents: month.ordinaryWagesCents,
      additionalWagesCents: month.additionalWagesCents,
      ordinaryWagesEarlierThisYearCents: owEarlier,
      additionalWagesEarlierThisYearCents: awEarlier,
    } satisfies CpfInput);
    owEarlier += result.ordinaryWagesSubjectToCpfCents;
    awEarlier += result.additionalWagesSubjectToCpfCents;
    return result;
  });
  const actualOrdinaryWages = owEarlier;

  // On actual figures: the same months with the year's real OW in place of the projection.
  let awEarlierActual = earlierAdditionalWages;
  const results = months.map((month, position) => {
    const due = calculateCpf({
      ...person,
      wageMonth: month.wageMonth,
      ordinaryWagesCents: month.ordinaryWagesCents,
      additionalWagesCents: month.additionalWagesCents,
      additionalWagesEarlierThisYearCents: awEarlierActual,
      estimatedOrdinaryWagesForYearCents: actualOrdinaryWages,
    });
    awEarlierActual += due.additionalWagesSubjectToCpfCents;
    const charged = duringYear[position] as (typeof duringYear)[number];
    const contributed = month.contributed
      ? contributions(
          wholeCents(month.contributed.employeeCents, 'contributed.employeeCents'),
          wholeCents(month.contributed.employerCents, 'contributed.employerCents'),
        )
      : contributions(charged.employeeCents, charged.employerCents);
    const dueContributions = contributions(due.employeeCents, due.employerCents);
    return {
      wageMonth: month.wageMonth,
      contributed,
      due: dueContributions,
      difference: subtract(dueContributions, contributed),
    };
  });

  const difference = results.reduce(
    (sum, month) => ({
      totalCents: sum.totalCents + month.difference.totalCents,
      employeeCents: sum.employeeCents + month.difference.employeeCents,
      employerCents: sum.employerCents + month.difference.employerCents,
    }),
    contributions(0, 0),
  );
  const annual = annualCeilings.at((months[months.length - 1] as (typeof months)[number]).index);
  return {
    year,
    actualOrdinaryWagesForYearCents: actualOrdinaryWages,
    additionalWageCeilingCents: Math.max(0, annual.annualCeilingCents - actualOrdinaryWages),
    additionalWagesSubjectToCpfCents: awEarlierActual,
    months: results,
    difference,
    source: annual.additionalWageCeilingRule,
  };
}
