import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { absence, absenceAmount } from './absence.js';
import { payTerms } from './terms.js';

const input: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salaryCents: 228_800,
  workingTime: { workingDaysInMonth: 22, absenceDays: 2, latenessHours: 1.5, earlyOutHours: 0 },
  employee: { birthDate: '1980-01-01', residency: 'citizen' },
};

describe('absence', () => {
  // $2,288 a month: $104 a working day (/ 22), $12 an hour (12 x $2,288 / 2288).
  it('deducts days at the daily rate and hours at the hourly basic rate', () => {
    const result = absence(payTerms(input), input.workingTime ?? {}, false);
    expect(result.lines.map((line) => [line.code, line.amountCents])).toEqual([
      ['M2', -20_800],
      ['M2a', -1800],
      ['M2b', 0],
    ]);
    expect(result.cents).toBe(22_600);
  });

  it('deducts no absence when the pay comes from the attendance log', () => {
    const result = absence(payTerms(input), input.workingTime ?? {}, true);
    expect(result.lines[0]).toMatchObject({ amountCents: 0, value: 0 });
    expect(result.cents).toBe(1800);
  });

  it("adds an earlier month's leave settled now, at the amount given, to the absence line", () => {
    const time = {
      ...input.workingTime,
      absenceAdjustments: [
        { wageMonth: '2025-05', days: 1, amountCents: 10_400 },
        { wageMonth: '2025-04', days: -0.5, amountCents: -5000 },
      ],
    };
    const result = absence(payTerms(input), time, false);
    expect(result.lines[0]).toMatchObject({
      amountCents: -(20_800 + 10_400 - 5000),
      value: 2,
    });
    expect(result.lines[0]?.detail).toBe(
      '2 days x $104.0000 a day = $208.00; 1 days of 05/2025 approved after its payroll: $104.00 deducted; 0.5 days of 04/2025 withdrawn after its payroll: $50.00 given back',
    );
    expect(result.cents).toBe(20_800 + 10_400 - 5000 + 1800);
  });

  it('refuses a settled amount whose sign differs from its days', () => {
    const time = { absenceAdjustments: [{ wageMonth: '2025-05', days: 1, amountCents: -100 }] };
    expect(() => absence(payTerms(input), time, false)).toThrow(
      'workingTime.absenceAdjustments.0.amountCents must have the sign of its days',
    );
  });

  it('works out days of either sign at the daily rate', () => {
    expect(absenceAmount(payTerms(input), 1_500_000)).toBe(15_600);
    expect(absenceAmount(payTerms(input), -500_000)).toBe(-5200);
  });
});
