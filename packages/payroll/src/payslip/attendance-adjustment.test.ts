import { describe, expect, it } from 'vitest';
import { PayrollInputError } from '../errors.js';
import { calculatePayslip, type PayslipInput } from '../payslip.js';
import { attendanceAdjustments } from './attendance-adjustment.js';

const input: PayslipInput = {
  wageMonth: '2026-11',
  payBasis: 'Monthly',
  salaryCents: 228_800,
  workingTime: { workingDaysInMonth: 21 },
  employee: { birthDate: '1990-01-01', residency: 'citizen' },
};

describe('attendance corrected after its payroll', () => {
  it('adds no line when no month is settled', () => {
    expect(attendanceAdjustments({})).toEqual({ cents: 0, lines: [] });
    expect(calculatePayslip(input).lines.map((line) => line.code)).not.toContain('M12');
  });

  it("adds the months' amounts on one line, naming each month and what it pays or recovers", () => {
    const result = attendanceAdjustments({
      attendanceAdjustments: [
        { wageMonth: '2026-09', amountCents: -160 },
        { wageMonth: '2026-10', amountCents: 1800 },
      ],
    });
    expect(result.cents).toBe(1640);
    expect(result.lines).toEqual([
      expect.objectContaining({
        code: 'M12',
        category: 'Addition',
        wageClass: 'OrdinaryWages',
        amountCents: 1640,
        detail: '09/2026: $1.60 recovered; 10/2026: $18.00 paid',
      }),
    ]);
  });

  it('is a deduction when it recovers more than it pays', () => {
    const [line] = attendanceAdjustments({
      attendanceAdjustments: [{ wageMonth: '2026-10', amountCents: -10_895 }],
    }).lines;
    expect(line).toMatchObject({ category: 'Deduction', amountCents: -10_895 });
  });

  it('counts as ordinary wages, so CPF is worked out on it', () => {
    const without = calculatePayslip(input);
    const settled = calculatePayslip({
      ...input,
      workingTime: {
        ...input.workingTime,
        attendanceAdjustments: [{ wageMonth: '2026-10', amountCents: 10_000 }],
      },
    });
    expect(settled.totals.ow - without.totals.ow).toBe(10_000);
    expect(settled.totals.employeeCpf).toBeGreaterThan(without.totals.employeeCpf);
    expect(settled.lines.findIndex((line) => line.code === 'M12')).toBeGreaterThan(
      settled.lines.findIndex((line) => line.code === 'M8d'),
    );
  });

  it('refuses a month that is not YYYY-MM and a fraction of a cent', () => {
    expect(() =>
      attendanceAdjustments({ attendanceAdjustments: [{ wageMonth: '10/2026', amountCents: 1 }] }),
    ).toThrow(PayrollInputError);
    expect(() =>
      attendanceAdjustments({
        attendanceAdjustments: [{ wageMonth: '2026-10', amountCents: 0.5 }],
      }),
    ).toThrow('workingTime.attendanceAdjustments.0.amountCents must be whole cents');
  });
});
