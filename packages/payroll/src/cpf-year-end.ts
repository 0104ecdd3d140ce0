// The AW ceiling settled on actual figures (sg-statutory.md 1.3): during the year the ceiling
// rests on an estimate of the year's OW; in December, or when employment ends, the contribution on
// AW is recomputed with the OW actually paid, and the difference is topped up or refunded.
import { type CpfInput, calculateCpf, type PrScheme, type Residency } from './cpf.js';
import { PayrollInputError } from './errors.js';
import { type Decimal, toCents, toDollars } from './money.js';
import { parseMonth, yearOf } from './months.js';
import { annualCeilings } from './statutory/cpf-ceilings.js';

export interface YearEndMonth {
  readonly wageMonth: string;
  readonly ordinaryWages: Decimal;
  readonly additionalWages: Decimal;
  /**
   * What was contributed for the month in whole dollars. Without it the engine works out what it
   * would have charged during the year (its own OW projection and the AW paid before).
   */
  readonly contributed?: { readonly employee: Decimal; readonly employer: Decimal } | null;
}

export interface YearEndInput {
  readonly birthDate: string;
  readonly residency: Residency;
  readonly prStartDate?: string | null;
  readonly prScheme?: PrScheme | null;
  /** Every month of one calendar year in which this employer paid the employee wages. */
  readonly months: readonly YearEndMonth[];
}

export interface Contributions {
  readonly total: number;
  readonly employee: number;
  readonly employer: number;
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
  readonly actualOrdinaryWagesForYear: number;
  readonly additionalWageCeiling: number;
  readonly additionalWagesSubjectToCpf: number;
  readonly months: readonly YearEndMonthResult[];
  /** Positive: top-up to pay the CPF Board; negative: excess contributions to claim back. */
  readonly difference: Contributions;
  readonly source: string;
}

function subtract(due: Contributions, contributed: Contributions): Contributions {
  return {
    total: due.total - contributed.total,
    employee: due.employee - contributed.employee,
    employer: due.employer - contributed.employer,
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
  const person = {
    birthDate: input.birthDate,
    residency: input.residency,
    prStartDate: input.prStartDate ?? null,
    prScheme: input.prScheme ?? null,
  };

  // During the year: each month's own projection, as the payroll charged it.
  let owEarlier = 0;
  let awEarlier = 0;
  const duringYear = months.map((month) => {
    const result = calculateCpf({
      ...person,
      wageMonth: month.wageMonth,
      ordinaryWages: month.ordinaryWages,
      additionalWages: month.additionalWages,
      ordinaryWagesEarlierThisYear: toDollars(owEarlier),
      additionalWagesEarlierThisYear: toDollars(awEarlier),
    } satisfies CpfInput);
    owEarlier += toCents(result.ordinaryWagesSubjectToCpf);
    awEarlier += toCents(result.additionalWagesSubjectToCpf);
    return result;
  });
  const actualOrdinaryWages = owEarlier;

  // On actual figures: the same months with the year's real OW in place of the projection.
  let awEarlierActual = 0;
  const results = months.map((month, position) => {
    const due = calculateCpf({
      ...person,
      wageMonth: month.wageMonth,
      ordinaryWages: month.ordinaryWages,
      additionalWages: month.additionalWages,
      additionalWagesEarlierThisYear: toDollars(awEarlierActual),
      estimatedOrdinaryWagesForYear: toDollars(actualOrdinaryWages),
    });
    awEarlierActual += toCents(due.additionalWagesSubjectToCpf);
    const charged = duringYear[position] as (typeof duringYear)[number];
    const contributed: Contributions = month.contributed
      ? {
          employee: toCents(month.contributed.employee) / 100,
          employer: toCents(month.contributed.employer) / 100,
          total: (toCents(month.contributed.employee) + toCents(month.contributed.employer)) / 100,
        }
      : { total: charged.total, employee: charged.employee, employer: charged.employer };
    const dueContributions = { total: due.total, employee: due.employee, employer: due.employer };
    return {
      wageMonth: month.wageMonth,
      contributed,
      due: dueContributions,
      difference: subtract(dueContributions, contributed),
    };
  });

  const difference = results.reduce(
    (sum, month) => ({
      total: sum.total + month.difference.total,
      employee: sum.employee + month.difference.employee,
      employer: sum.employer + month.difference.employer,
    }),
    { total: 0, employee: 0, employer: 0 },
  );
  const annual = annualCeilings.at((months[months.length - 1] as (typeof months)[number]).index);
  return {
    year,
    actualOrdinaryWagesForYear: toDollars(actualOrdinaryWages),
    additionalWageCeiling: toDollars(Math.max(0, annual.annualCeilingCents - actualOrdinaryWages)),
    additionalWagesSubjectToCpf: toDollars(awEarlierActual),
    months: results,
    difference,
    source: annual.additionalWageCeilingRule,
  };
}
