import { describe, expect, it } from 'vitest';
import { PayrollInputError } from './errors.js';
import { payslipGoldenCases } from './golden/payslip.golden.js';
import { calculatePayslip, type PayslipInput } from './payslip.js';

describe('payslip golden cases', () => {
  it.each(payslipGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    const result = calculatePayslip(golden.input);
    for (const [code, expected] of Object.entries(golden.expected.lines)) {
      const amounts = result.lines.filter((line) => line.code === code).map((line) => line.amount);
      expect(amounts, `${code}: ${golden.source}`).toEqual(
        Array.isArray(expected) ? expected : [expected],
      );
    }
    const totals: Record<string, unknown> = {};
    for (const key of Object.keys(golden.expected.totals)) {
      totals[key] = result[key as keyof typeof result];
    }
    expect(totals, golden.source).toEqual(golden.expected.totals);
    expect(result.warnings.map((warning) => warning.code)).toEqual(golden.expected.warnings);
  });
});

const base: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salary: 2000,
  workingTime: { workingDaysInMonth: 21 },
  employee: { birthDate: '1980-01-01', residency: 'citizen' },
};

describe('payslip lines', () => {
  it('shows every line of the edit screen in order, overtime with its four kinds', () => {
    const result = calculatePayslip(base);
    expect(result.lines.map((line) => line.code)).toEqual([
      'M1',
      'M2',
      'M2a',
      'M2b',
      'M8',
      'M8a',
      'M8b',
      'M8c',
      'M8d',
      'TotalWages',
      'M10A',
      'M4',
      'M7',
      'M6',
      'M5',
      'M11',
    ]);
  });

  it('keeps totals in cents that agree with the dollar figures', () => {
    const result = calculatePayslip(payslipGoldenCases[0]?.input ?? base);
    expect(result.cents.netPay).toBe(387772);
    expect(result.cents.total / 100).toBe(result.total);
    const lineSum = result.lines
      .filter((line) => line.wageClass !== null && line.code !== 'M8')
      .reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(lineSum).toBe(result.cents.totalWages);
  });

  it('gives the hourly basic rate and the CPF explanation', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: { workingDaysInMonth: 21, overtimeHours: { normal: 1 } },
    });
    expect(result.hourlyRate).toBe(10.48951);
    expect(result.cpf?.table?.id).toBe('T1');
    expect(result.lines.find((line) => line.code === 'M8a')?.detail).toContain(
      '1 hours x 1.5x x $10.4895 (12 x $2,000.00 / 2288) = $15.73',
    );
  });

  it('reads non-finite figures as 0 and echoes item ids', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: { workingDaysInMonth: 21, latenessHours: Number.NaN, absenceDays: 'x' },
      customItems: [
        {
          id: 'pi-7',
          description: 'Meal',
          category: 'Addition',
          wageClass: 'OrdinaryWages',
          unit: 'Amount',
          value: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(result.totalWages).toBe(2000);
    expect(result.lines.find((line) => line.code === 'M9')).toMatchObject({
      itemId: 'pi-7',
      amount: 0,
    });
  });

  it('explains SDL with its arithmetic, and a month without wages', () => {
    const paid = calculatePayslip(base);
    expect(paid.lines.find((line) => line.code === 'M5')?.detail).toBe(
      "0.25% x total wages $2,000.00 = $5.00; the employer's total for the month is rounded down to the dollar",
    );
    const unpaid = calculatePayslip({
      ...base,
      workingTime: { workingDaysInMonth: 21, workingDaysInRange: 0 },
    });
    expect(unpaid.sdl).toBe(0);
    expect(unpaid.lines.find((line) => line.code === 'M5')?.detail).toMatch(
      /^No wages this month: no SDL/,
    );
  });

  it('counts a Deduction unit item negative', () => {
    const result = calculatePayslip({
      ...base,
      unitItems: [{ description: 'Meal coupons', category: 'Deduction', units: 3, rate: '2.50' }],
    });
    expect(result.lines.find((line) => line.code === 'L4')?.amount).toBe(-7.5);
    expect(result.aw).toBe(-7.5);
  });

  it('uses 12 x salary / 260 for a day when the month has no working days given', () => {
    const result = calculatePayslip({
      ...base,
      salary: 2600,
      workingTime: { absenceDays: 1 },
    });
    expect(result.lines.find((line) => line.code === 'M2')?.amount).toBe(-120);
  });

  it('pays custom overtime below 1.5x and says so for an employee under Part IV', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: {
        workingDaysInMonth: 21,
        overtimeHours: { normal: 2 },
        overtimeRates: { normal: { rate: 'CustomAmount', customAmount: 15 } },
      },
    });
    // 1.5 × 12 × $2,000 / 2288 = $15.73 an hour: $15 falls short; the engine still pays $15.
    expect(result.lines.find((line) => line.code === 'M8a')?.amount).toBe(30);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'part-iv-overtime-rate' })]);
  });

  it('keeps managers outside Part IV', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: { overtimeHours: { normal: 80 } },
      employee: { ...base.employee, managerOrExecutive: true },
    });
    expect(result.warnings.map((warning) => warning.code)).toEqual(['part-iv-not-covered']);
  });
});

describe('payslip input', () => {
  it('refuses an unknown pay basis or overtime rate, naming the field', () => {
    expect(() =>
      calculatePayslip({ ...base, payBasis: 'Weekly' as PayslipInput['payBasis'] }),
    ).toThrow(expect.objectContaining({ field: 'payBasis' }));
    expect(() =>
      calculatePayslip({
        ...base,
        workingTime: {
          overtimeHours: { holiday: 1 },
          overtimeRates: { holiday: { rate: '4x' as 'CustomAmount' } },
        },
      }),
    ).toThrow(expect.objectContaining({ field: 'workingTime.overtimeRates.holiday' }));
  });

  it('needs days or hours to pay by the day or the hour', () => {
    expect(() =>
      calculatePayslip({ ...base, payBasis: 'Daily', salary: 100, workingTime: {} }),
    ).toThrow(expect.objectContaining({ field: 'workingTime.workingDaysInRange' }));
    expect(() =>
      calculatePayslip({ ...base, payBasis: 'Hourly', salary: 10, workingTime: null }),
    ).toThrow(expect.objectContaining({ field: 'workingTime.hoursInRange' }));
  });

  it("needs the month's working days to pay part of a month, and no more days than that", () => {
    expect(() => calculatePayslip({ ...base, workingTime: { workingDaysInRange: 10 } })).toThrow(
      PayrollInputError,
    );
    expect(() =>
      calculatePayslip({
        ...base,
        workingTime: { workingDaysInMonth: 20, workingDaysInRange: 21 },
      }),
    ).toThrow(expect.objectContaining({ field: 'workingTime.workingDaysInRange' }));
  });
});
