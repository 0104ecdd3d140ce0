import type { FormErrors } from '@mantine/form';
import {
  type OpeningBalance,
  type OpeningBalanceFigure,
  type OpeningBalanceInput,
  openingBalanceFigures,
  zOpeningBalanceInput,
} from '@tembusu/contracts/opening-balances';
import { monthAbbreviations, monthNames } from '@tembusu/contracts/reference/months';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** The form's values: the month is chosen from a list, the figures typed as text. */
export type OpeningBalanceFormValues = { throughMonth: string | null } & Record<
  OpeningBalanceFigure,
  string
>;

/** January to November: a balance to December would leave no payroll of the year to count it. */
export const throughMonthOptions = monthNames
  .slice(0, 11)
  .map((name, index) => ({ value: String(index + 1), label: name }));

function eachFigure(value: (figure: OpeningBalanceFigure) => string) {
  return Object.fromEntries(
    openingBalanceFigures.map((figure) => [figure, value(figure)]),
  ) as Record<OpeningBalanceFigure, string>;
}

export function openingBalanceFormValues(balance: OpeningBalance | null): OpeningBalanceFormValues {
  return {
    throughMonth: balance ? String(balance.throughMonth) : null,
    ...eachFigure((figure) => balance?.[figure] ?? ''),
  };
}

/** What the form sends: a figure left empty is $0.00. */
export function toOpeningBalanceInput(values: OpeningBalanceFormValues): OpeningBalanceInput {
  return {
    throughMonth: Number(values.throughMonth),
    ...eachFigure((figure) => values[figure].trim() || '0.00'),
  };
}

const resolve = zod4Resolver(zOpeningBalanceInput);

export function validateOpeningBalance(values: OpeningBalanceFormValues): FormErrors {
  const errors = resolve(toOpeningBalanceInput(values));
  if (values.throughMonth === null) errors.throughMonth = 'Choose the last month it covers';
  return errors;
}

/** The months a balance covers: "Jan–Sep 2026", or "Jan 2026" for January alone. */
export function coveredMonths(throughMonth: number, year: number): string {
  const last = monthAbbreviations[throughMonth - 1];
  return throughMonth === 1 ? `Jan ${year}` : `Jan–${last} ${year}`;
}
