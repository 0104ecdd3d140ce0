import { describe, expect, it } from 'vitest';
import { PayrollInputError } from './errors.js';
import { payslipGoldenCases } from './golden/payslip.golden.js';
import { toCents } from './money.js';
import { calculatePayslip, type PayslipInput, payslipQuantities } from './payslip.js';

describe('payslip golden cases', () => {
  it.each(payslipGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    const result = calculatePayslip(golden.input);
    for (const [code, expected] of Object.entries(golden.expected.lines)) {
      const amounts = result.lines
        .filter((line) => line.code === code)
        .map((line) => line.amountCents);
      const dollars: readonly number[] = Array.isArray(expected) ? expected : [expected];
      expect(amounts, `${code}: ${golden.source}`).toEqual(dollars.map((d) => toCents(d)));
    }
    const actual: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [key, dollars] of Object.entries(golden.expected.totals)) {
      actual[key] = result.totals[key as keyof typeof result.totals];
      expected[key] = toCents(dollars);
    }
    expect(actual, golden.source).toEqual(expected);
    expect(result.warnings.map((warning) => warning.code)).toEqual(golden.expected.warnings);
  });
});

const base: PayslipInput = {
  wageMonth: '2025-06',
  payBasis: 'Monthly',
  salaryCents: 200_000,
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

  it('keeps totals that add up the lines', () => {
    const result = calculatePayslip(payslipGoldenCases[0]?.input ?? base);
    expect(result.totals.netPay).toBe(387772);
    const lineSum = result.lines
      .filter((line) => line.wageClass !== null && line.code !== 'M8')
      .reduce((sum, line) => sum + line.amountCents, 0);
    expect(lineSum).toBe(result.totals.totalWages);
  });

  it('gives the hourly basic rate and the CPF explanation', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: { workingDaysInMonth: 21, overtimeHours: { normal: 1 } },
    });
    expect(result.hourlyRateMicros).toBe(10_489_510);
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
          amountCents: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(result.totals.totalWages).toBe(200_000);
    expect(result.lines.find((line) => line.code === 'M9')).toMatchObject({
      itemId: 'pi-7',
      amountCents: 0,
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
    expect(unpaid.totals.sdl).toBe(0);
    expect(unpaid.lines.find((line) => line.code === 'M5')?.detail).toMatch(
      /^No wages this month: no SDL/,
    );
  });

  it('counts a Deduction unit item negative', () => {
    const result = calculatePayslip({
      ...base,
      unitItems: [{ description: 'Meal coupons', category: 'Deduction', units: 3, rateCents: 250 }],
    });
    expect(result.lines.find((line) => line.code === 'L4')?.amountCents).toBe(-750);
    expect(result.totals.aw).toBe(-750);
  });

  it('uses 12 x salary / 260 for a day when the month has no working days given', () => {
    const result = calculatePayslip({
      ...base,
      salaryCents: 260_000,
      workingTime: { absenceDays: 1 },
    });
    expect(result.lines.find((line) => line.code === 'M2')?.amountCents).toBe(-12_000);
  });

  it('pays custom overtime below 1.5x and says so for an employee under Part IV', () => {
    const result = calculatePayslip({
      ...base,
      workingTime: {
        workingDaysInMonth: 21,
        overtimeHours: { normal: 2 },
        overtimeRates: { normal: { rate: 'CustomAmount', customAmountCents: 1500 } },
      },
    });
    // 1.5 × 12 × $2,000 / 2288 = $15.73 an hour: $15 falls short; the engine still pays $15.
    expect(result.lines.find((line) => line.code === 'M8a')?.amountCents).toBe(3000);
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
      calculatePayslip({ ...base, payBasis: 'Daily', salaryCents: 10_000, workingTime: {} }),
    ).toThrow(expect.objectContaining({ field: 'workingTime.workingDaysInRange' }));
    expect(() =>
      calculatePayslip({ ...base, payBasis: 'Hourly', salaryCents: 1000, workingTime: null }),
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

describe('the counts behind an itemised payslip', () => {
  it('gives a monthly salary no hours or days, and each overtime kind its rate an hour', () => {
    // $2,000 a month: 12 x 2,000 / 2288 = $10.489510... an hour; 1.5x = $15.7343, 2x = $20.9790.
    const quantities = payslipQuantities({
      ...base,
      workingTime: {
        workingDaysInMonth: 21,
        overtimeRates: {
          offDay: { rate: '2x' },
          holiday: { rate: 'CustomAmount', customAmountCents: 2550 },
        },
      },
    });
    expect(quantities).toEqual({
      basic: null,
      overtimeRatesPerHour: {
        normal: '15.7343',
        offDay: '20.9790',
        restDay: '15.7343',
        holiday: '25.5000',
      },
    });
  });

  it('counts an hourly rate by days employed x hours a day, less absence, lateness and early outs', () => {
    // 11 of 21 working days x 8 hours = 88 hours; 1 day absent (8 h), 1.5 h late, 0.5 h early: 78.
    const input: PayslipInput = {
      ...base,
      payBasis: 'Hourly',
      salaryCents: 1250,
      hoursPerDay: 8,
      workingTime: {
        workingDaysInMonth: 21,
        workingDaysInRange: 11,
        absenceDays: 1,
        latenessHours: '1.5',
        earlyOutHours: '0.5',
      },
    };
    expect(payslipQuantities(input).basic).toEqual({ unit: 'hours', paid: '88', worked: '78' });
    const basic = calculatePayslip(input).lines.find((line) => line.code === 'M1');
    expect(basic?.amountCents).toBe(88 * 1250);
  });

  it('counts a daily rate by the working days employed, less the days absent', () => {
    const input: PayslipInput = {
      ...base,
      payBasis: 'Daily',
      salaryCents: 11_000,
      workingTime: { workingDaysInMonth: 21, workingDaysInRange: '20.5', absenceDays: 2 },
    };
    expect(payslipQuantities(input).basic).toEqual({ unit: 'days', paid: '20.5', worked: '18.5' });
    expect(calculatePayslip(input).lines.find((line) => line.code === 'M1')?.amountCents).toBe(
      225_500,
    );
  });

  it('lists rest-day and public-holiday pay as items of their own, apart from overtime', () => {
    const labels = calculatePayslip(base)
      .lines.filter((line) => line.code.startsWith('M8'))
      .map((line) => line.description);
    expect(labels).toEqual([
      'Overtime',
      'Overtime (normal)',
      'Overtime (off day)',
      'Rest day pay',
      'Public holiday pay',
    ]);
  });
});
