// What the payslip pays but the law would question: wages that deductions took below nothing, and
// overtime outside the Employment Act's Part IV rules. The engine pays what the payroll's settings
// say and reports where they fall short.
import { formatDollars, QUANTITY_SCALE } from '../money.js';
import type { Overtime } from './overtime.js';
import type { Wages } from './statutory.js';
import type { PayTerms } from './terms.js';
import type { PayslipEmployee, PayslipWarning } from './types.js';

export function payslipWarnings(
  terms: PayTerms,
  employee: PayslipEmployee,
  wages: Wages,
  basicCents: number,
  overtime: Pick<Overtime, 'hours' | 'belowFloor'>,
): PayslipWarning[] {
  const warnings: PayslipWarning[] = [];
  if (wages.ordinaryCents < 0 || wages.additionalCents < 0) {
    warnings.push({
      code: 'negative-wages',
      message: `Deductions exceed the wages they reduce (OW ${formatDollars(wages.ordinaryCents)}, AW ${formatDollars(wages.additionalCents)}): CPF is worked out on $0.00 for the negative part`,
      source: 'CPF is due on wages paid; a negative wage attracts none.',
    });
  }
  if (overtime.hours > 0) warnings.push(...partIvWarnings(terms, employee, basicCents, overtime));
  return warnings;
}

/** Part IV of the Employment Act decides whether the Act's overtime rules bind this employee. */
function partIvWarnings(
  terms: PayTerms,
  employee: PayslipEmployee,
  basicCents: number,
  overtime: Pick<Overtime, 'hours' | 'belowFloor'>,
): PayslipWarning[] {
  const { act } = terms;
  // A monthly-rated employee's basic monthly salary is the salary; others' is the month's basic pay.
  const basicMonthly = terms.payBasis === 'Monthly' ? terms.salaryCents : basicCents;
  const workman = employee.workman === true;
  const limit = workman ? act.partIvWorkmanLimitCents : act.partIvNonWorkmanLimitCents;
  if (employee.managerOrExecutive === true || basicMonthly > limit) {
    return [
      {
        code: 'part-iv-not-covered',
        message:
          employee.managerOrExecutive === true
            ? 'Managers and executives are outside Part IV of the Employment Act: overtime is paid as the contract says'
            : `Basic monthly salary ${formatDollars(basicMonthly)} is above the Part IV limit of ${formatDollars(limit)} for ${workman ? 'a workman' : 'a non-workman'}: the Act's overtime rules (at least 1.5x, at most ${act.maximumOvertimeHoursPerMonth} hours a month) do not bind; overtime is paid as the contract says`,
        source: act.source,
      },
    ];
  }
  const warnings: PayslipWarning[] = [];
  const hours = overtime.hours / QUANTITY_SCALE;
  if (hours > act.maximumOvertimeHoursPerMonth) {
    warnings.push({
      code: 'part-iv-overtime-hours',
      message: `${hours} overtime hours exceed the Employment Act limit of ${act.maximumOvertimeHoursPerMonth} hours a month for an employee under Part IV`,
      source: act.source,
    });
  }
  if (overtime.belowFloor.length > 0) {
    warnings.push({
      code: 'part-iv-overtime-rate',
      message: `Overtime (${overtime.belowFloor.join(', ')}) is paid below ${act.minimumOvertimeMultiple}x the hourly basic rate, the Employment Act minimum for an employee under Part IV`,
      source: act.source,
    });
  }
  return warnings;
}
