import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { absence } from './absence.js';
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
});
