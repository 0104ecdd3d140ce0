import type { PaymentPeriod, PayrollSettings } from '@tembusu/contracts/payroll';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import { parseMonth } from '@tembusu/payroll/months';
import { employmentActRules } from '@tembusu/payroll/statutory/employment-act';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Overridden payment dates by period value. */
export type PaymentDateOverrides = ReadonlyMap<number, string>;

type Period = Pick<PaymentPeriod, 'periodValue' | 'label' | 'startDate' | 'endDate'> & {
  defaultPaymentDate: string;
};

function monthlyPeriods(settings: PayrollSettings, year: number): Period[] {
  return monthAbbreviations.map((abbreviation, index) => {
    const month = index + 1;
    const [payYear, payMonth] =
      settings.paymentMonth === 'SameMonth'
        ? [year, month]
        : month === 12
          ? [year + 1, 1]
          : [year, month + 1];
    const payDay = Math.min(settings.defaultPaymentDay, daysInMonth(payYear, payMonth));
    return {
      periodValue: month,
      label: `${abbreviation} ${year}`,
      startDate: isoDate(year, month, 1),
      endDate: isoDate(year, month, daysInMonth(year, month)),
      defaultPaymentDate: isoDate(payYear, payMonth, payDay),
    };
  });
}

/** The year's pay periods under the settings, each with its payment date. */
export function paymentPeriods(
  settings: PayrollSettings,
  year: number,
  overrides: PaymentDateOverrides,
): PaymentPeriod[] {
  return monthlyPeriods(settings, year).map(({ defaultPaymentDate, ...period }) => {
    const override = overrides.get(period.periodValue);
    const paymentDate = override ?? defaultPaymentDate;
    const { salaryDueWithinDays } = employmentActRules.at(
      parseMonth(period.endDate.slice(0, 7), 'period end'),
    );
    return {
      ...period,
      periodType: settings.payFrequency,
      year,
      paymentDate,
      isCustomPaymentDate: override !== undefined,
      paidLate: paymentDate > addDays(period.endDate, salaryDueWithinDays),
    };
  });
}
