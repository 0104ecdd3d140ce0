// Attendance of earlier months corrected after their payroll (M12): what the corrections come to,
// worked out by the caller at each month's own rates, paid when positive and recovered when
// negative, as ordinary wages like the absence it stands beside.
import { PayrollInputError } from '../errors.js';
import { formatDollars, wholeCents } from '../money.js';
import type { AttendanceAdjustment, PayslipLine, WorkingTime } from './types.js';

export interface AttendanceAdjustments {
  readonly cents: number;
  /** M12, or none when no month is settled. */
  readonly lines: readonly PayslipLine[];
}

const wageMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

function adjustmentText(adjustment: AttendanceAdjustment): string {
  const month = `${adjustment.wageMonth.slice(5, 7)}/${adjustment.wageMonth.slice(0, 4)}`;
  const amount = formatDollars(Math.abs(adjustment.amountCents));
  return adjustment.amountCents < 0 ? `${month}: ${amount} recovered` : `${month}: ${amount} paid`;
}

export function attendanceAdjustments(time: WorkingTime): AttendanceAdjustments {
  const given = time.attendanceAdjustments ?? [];
  if (given.length === 0) return { cents: 0, lines: [] };
  const checked = given.map((adjustment, index) => {
    const field = `workingTime.attendanceAdjustments.${index}`;
    if (!wageMonthPattern.test(adjustment.wageMonth)) {
      throw new PayrollInputError(`${field}.wageMonth`, `${field}.wageMonth must be YYYY-MM`);
    }
    return {
      ...adjustment,
      amountCents: wholeCents(adjustment.amountCents, `${field}.amountCents`),
    };
  });
  const cents = checked.reduce((sum, adjustment) => sum + adjustment.amountCents, 0);
  return {
    cents,
    lines: [
      {
        code: 'M12',
        description: 'Attendance corrected after payroll',
        category: cents < 0 ? 'Deduction' : 'Addition',
        wageClass: 'OrdinaryWages',
        value: null,
        valueCents: null,
        amountCents: cents,
        detail: checked.map(adjustmentText).join('; '),
      },
    ],
  };
}
