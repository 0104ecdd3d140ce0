import { describe, expect, it } from 'vitest';
import type { PayslipInput } from '../payslip.js';
import { overtime } from './overtime.js';
import { payTerms } from './terms.js';

const input: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Hourly',
  salaryCents: 1000,
  workingTime: {
    hoursInRange: 160,
    overtimeHours: { normal: 10, offDay: 2, restDay: 1, holiday: '0.5' },
    overtimeRates: {
      offDay: { rate: '2x' },
      restDay: { rate: 'SameAsBaseHourlyRate' },
      holiday: { rate: 'CustomAmount', customAmountCents: 1450 },
    },
  },
  employee: { birthDate: '1980-01-01', residency: 'citizen' },
};

describe('overtime', () => {
  // $10 an hour: 10 h x 1.5 = $150; 2 h x 2 = $40; 1 h x 1 = $10; 0.5 h x $14.50 = $7.25.
  it('pays each kind at its rate and adds them on M8', () => {
    const result = overtime(payTerms(input), input.workingTime ?? {});
    expect(result.lines.map((line) => [line.code, line.amountCents])).toEqual([
      ['M8', 20_725],
      ['M8a', 15_000],
      ['M8b', 4000],
      ['M8c', 1000],
      ['M8d', 725],
    ]);
    expect(result.hours).toBe(13_500_000);
  });

  it('notes the kinds paid below 1.5x: 1x, and $14.50 against 1.5 x $10 = $15', () => {
    expect(overtime(payTerms(input), input.workingTime ?? {}).belowFloor).toEqual([
      'restDay',
      'holiday',
    ]);
  });
});
