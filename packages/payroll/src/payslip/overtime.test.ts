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

  // $2,288 a month: $12 an hour (12 x 2,288 / 2,288); a day's basic pay on a five-day week is
  // 12 x $2,288 / 260 = $105.60 (EA Third Schedule).
  const monthly: PayslipInput = {
    wageMonth: '2026-11',
    payBasis: 'Monthly',
    salaryCents: 228_800,
    workingTime: {
      workingDaysInMonth: 21,
      overtimeHours: { restDay: '1.5' },
      overtimeRates: { restDay: { rate: '1.5x' }, holiday: { rate: '2x' } },
      restDayPayDays: '2.5',
      holidayPayDays: 1,
    },
    employee: { birthDate: '1980-01-01', residency: 'citizen' },
  };

  it('adds the days of basic pay rest-day and holiday work earn to their hours', () => {
    const result = overtime(payTerms(monthly), monthly.workingTime ?? {});
    const restDay = result.lines.find((line) => line.code === 'M8c');
    const holiday = result.lines.find((line) => line.code === 'M8d');
    // 2.5 days x $105.60 = $264.00, and 1.5 hours x 1.5 x $12 = $27.00.
    expect(restDay).toMatchObject({ value: 1.5, amountCents: 29_100 });
    expect(restDay?.detail).toBe(
      '2.5 days x $105.6000 a day (EA s.37) = $264.00 + 1.5 hours x 1.5x x $12.0000 (12 x $2,288.00 / 2288) = $27.00',
    );
    expect(holiday).toMatchObject({ value: 0, amountCents: 10_560 });
    expect(holiday?.detail).toBe('1 day x $105.6000 a day (EA s.88(4)) = $105.60');
    expect(result.hours).toBe(1_500_000);
  });

  it("takes a six-day week's day of basic pay from 52 x 6 working days a year", () => {
    const input = { ...monthly, workingDaysPerYear: 312 };
    const result = overtime(payTerms(input), input.workingTime ?? {});
    // 12 x $2,288 / 312 = $88.00 a day.
    expect(result.lines.find((line) => line.code === 'M8d')?.amountCents).toBe(8800);
  });
});
