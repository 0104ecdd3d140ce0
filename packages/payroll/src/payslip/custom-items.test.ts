import { describe, expect, it } from 'vitest';
import { customItemsPay } from './custom-items.js';

describe('custom and unit items', () => {
  it('counts each item by its wage class, deductions negative', () => {
    const result = customItemsPay(
      250_000,
      [
        {
          id: 'bonus',
          description: 'Bonus',
          category: 'Addition',
          wageClass: 'AdditionalWages',
          unit: 'Percentage',
          percentage: '12.5',
        },
        {
          description: 'Uniform',
          category: 'Deduction',
          wageClass: 'OrdinaryWages',
          unit: 'Amount',
          amountCents: 3550,
        },
        {
          description: 'Taxi claim',
          category: 'Reimbursement',
          wageClass: 'NoWages',
          unit: 'Amount',
          amountCents: 4200,
        },
        {
          description: 'Loan',
          category: 'Deduction',
          wageClass: 'NoWages',
          unit: 'Amount',
          amountCents: 10_000,
        },
      ],
      [{ description: 'Night shifts', units: '2.5', rateCents: 1999 }],
    );
    // 12.5% of $2,500 = $312.50; 2.5 units x $19.99 = $49.975 -> $49.98.
    expect(result.lines.map((line) => line.amountCents)).toEqual([
      31_250, -3550, 4200, -10_000, 4998,
    ]);
    expect(result).toMatchObject({
      ordinaryCents: -3550,
      additionalCents: 36_248,
      noWagesAdditionsCents: 4200,
      noWagesDeductionsCents: 10_000,
    });
    expect(result.lines[0]).toMatchObject({ value: 12.5, valueCents: null, itemId: 'bonus' });
    expect(result.lines[1]).toMatchObject({ value: null, valueCents: 3550 });
  });

  it('refuses a fraction of a cent', () => {
    expect(() =>
      customItemsPay(
        0,
        [
          {
            description: 'Meal',
            category: 'Addition',
            wageClass: 'OrdinaryWages',
            unit: 'Amount',
            amountCents: 12.5,
          },
        ],
        [],
      ),
    ).toThrow(expect.objectContaining({ field: 'customItems.0.amountCents' }));
  });
});
