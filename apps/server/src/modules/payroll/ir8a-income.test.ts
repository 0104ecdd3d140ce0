import type { IncomeType } from '@tembusu/contracts/enums';
import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import { ir8aItemOfLine, ir8aYearFigures, type PaidPayslip } from './ir8a-income.js';

function line(id: PayslipLine['id'], amount: string, more: Partial<PayslipLine> = {}): PayslipLine {
  return {
    id,
    typeId: null,
    payItemId: null,
    description: id,
    category: null,
    cPFType: null,
    value: null,
    amount,
    defaultAmount: null,
    defaultValue: null,
    unit: null,
    iRBACode: null,
    remarks: null,
    type: 'display',
    detail: '',
    ...more,
  };
}

const item = (
  description: string,
  amount: string,
  iRBACode: IncomeType,
  more: Partial<PayslipLine> = {},
) =>
  line('M9', amount, {
    description,
    payItemId: `item-${description}`,
    typeId: 'Addition',
    category: 'Addition',
    cPFType: 'OrdinaryWages',
    iRBACode,
    ...more,
  });

function payslip(lines: PayslipLine[], more: Partial<PaidPayslip> = {}): PaidPayslip {
  return {
    employeeCpf: '0.00',
    lines,
    communityFunds: [],
    kind: 'regular',
    startDate: '2025-11-01',
    endDate: '2025-11-30',
    dateOfPayment: '2025-11-28',
    ...more,
  };
}

describe('where a payslip line goes on the IR8A', () => {
  it.each([
    ['basic pay', line('M1', '5000.00', { iRBACode: 'GrossSalary' }), 'salaryCents', 500_000],
    ['an absence, taking pay off', line('M2', '-230.77'), 'salaryCents', -23_077],
    ['overtime', line('M8a', '120.50'), 'salaryCents', 12_050],
    ['a bonus', item('Annual Bonus', '6000.00', 'Bonus'), 'bonusCents', 600_000],
    ["director's fees", item('Fees', '1000.00', 'DirectorFee'), 'directorsFeesCents', 100_000],
    ['commission', item('Sales', '80.00', 'GrossComission'), 'grossCommissionCents', 8_000],
    ['a pension', item('Pension', '10.00', 'Pension'), 'pensionCents', 1_000],
    [
      'a transport allowance',
      item('Taxi', '120.00', 'TransportAllowance'),
      'transportAllowanceCents',
      12_000,
    ],
    [
      'an entertainment allowance',
      item('Ent', '50.00', 'EntertainmentAllowance'),
      'entertainmentAllowanceCents',
      5_000,
    ],
    ['another allowance', item('Meal', '8.00', 'OtherAllowance'), 'otherAllowanceCents', 800],
    [
      'a gratuity',
      item('Gratuity', '500.00', 'GratuityNoticePayExGratiaPayment'),
      'gratuityNoticePayExGratiaCents',
      50_000,
    ],
    [
      'compensation for loss of office',
      item('Retrenchment', '900.00', 'Retirement'),
      'compensationForLossOfOfficeCents',
      90_000,
    ],
    [
      'retirement benefits to 1992',
      item('Old fund', '70.00', 'RetirementBenefit'),
      'retirementBenefitsUpTo1992Cents',
      7_000,
    ],
    [
      'retirement benefits from 1993',
      item('Fund', '30.00', 'BenefitFrom1993'),
      'retirementBenefitsFrom1993Cents',
      3_000,
    ],
    [
      'a benefit-in-kind',
      item('Housing', '1000.00', 'BenefitsInKind', { cPFType: 'NoWages' }),
      'benefitsInKindCents',
      100_000,
    ],
    [
      'a deduction with wages, taking an allowance off',
      item('Allowance clawback', '-40.00', 'OtherAllowance', { typeId: 'Deduction' }),
      'otherAllowanceCents',
      -4_000,
    ],
    [
      'a life insurance premium deducted',
      item('Life premium', '-25.30', 'Insurance', { typeId: 'Deduction', cPFType: 'NoWages' }),
      'insurance',
      2_530,
    ],
  ])('puts %s under its item', (_, paid, expected, cents) => {
    expect(ir8aItemOfLine(paid)).toEqual({ item: expected, cents });
  });

  it.each([
    [
      'a reimbursement that is not taxable',
      item('Medical', '200.00', 'NotTaxable', { cPFType: 'NoWages' }),
    ],
    [
      'a deduction from net pay',
      item('Advance recovery', '-300.00', 'OtherAllowance', {
        typeId: 'Deduction',
        cPFType: 'NoWages',
      }),
    ],
    ['Total Wages', line('TotalWages', '5000.00')],
    ['employee CPF', line('M10A', '-1000.00')],
    ['the community fund', line('M4', '-2.00')],
    ['net pay', line('M7', '3998.00')],
    ['employer CPF', line('M6', '850.00')],
    ['SDL', line('M5', '11.25')],
    ['the overtime total', line('M8', '120.50')],
    ["the employer's total", line('M11', '4859.25')],
  ])('leaves out %s', (_, paid) => {
    expect(ir8aItemOfLine(paid)).toBeNull();
  });
});

describe("an employee's IR8A year", () => {
  it('adds the payslips and the opening balance, funds apart, in cents', () => {
    const year = ir8aYearFigures(
      [
        payslip(
          [
            line('M1', '5000.00', { iRBACode: 'GrossSalary' }),
            item('Taxi', '120.00', 'TransportAllowance'),
          ],
          {
            employeeCpf: '1024.00',
            communityFunds: [{ fund: 'CDAC', amount: '2.00' }],
          },
        ),
        payslip(
          [
            line('M1', '5000.00', { iRBACode: 'GrossSalary' }),
            item('Bonus', '6000.00', 'Bonus', { cPFType: 'AdditionalWages' }),
            item('Housing', '600.00', 'BenefitsInKind', { cPFType: 'NoWages' }),
            item('Car', '400.00', 'BenefitsInKind', { cPFType: 'NoWages' }),
            item('Housing', '400.00', 'BenefitsInKind', { cPFType: 'NoWages' }),
          ],
          {
            employeeCpf: '2224.00',
            communityFunds: [
              { fund: 'MBMF', amount: '6.50' },
              { fund: 'SINDA', amount: '9.00' },
            ],
            startDate: '2025-12-01',
            endDate: '2025-12-31',
            dateOfPayment: '2025-12-26',
          },
        ),
      ],
      {
        grossSalary: '25000.00',
        employeeCpf: '5000.00',
        cdac: '7.50',
        ecf: '1.00',
        mbmf: '2.00',
        sinda: '3.00',
      },
    );
    expect(year.income).toMatchObject({
      salaryCents: 3_500_000,
      bonusCents: 600_000,
      transportAllowanceCents: 12_000,
      benefitsInKindCents: 140_000,
    });
    expect(year.deductions).toEqual({
      cpfCents: 824_800,
      mbfCents: 850,
      donationCents: 200 + 900 + 750 + 100 + 300,
      insuranceCents: 0,
    });
    expect(year.benefitsInKind).toEqual([
      { description: 'Housing', cents: 100_000 },
      { description: 'Car', cents: 40_000 },
    ]);
    expect(year).toMatchObject({
      bonusPaidOn: '2025-12-26',
      firstPaidOn: '2025-11-28',
      lastPaidOn: '2025-12-26',
      openingGrossCents: 2_500_000,
      commission: null,
    });
  });

  it("spans the commission's payroll periods: monthly when a regular payroll paid any", () => {
    const commission = (kind: PaidPayslip['kind'], startDate: string, endDate: string) =>
      payslip([item('Sales', '100.00', 'GrossComission')], { kind, startDate, endDate });
    expect(
      ir8aYearFigures(
        [
          commission('commission', '2025-03-01', '2025-03-31'),
          commission('regular', '2025-07-01', '2025-07-31'),
        ],
        null,
      ).commission,
    ).toEqual({ from: '2025-03-01', to: '2025-07-31', monthly: true });
    expect(
      ir8aYearFigures([commission('commission', '2025-03-01', '2025-03-31')], null).commission,
    ).toEqual({ from: '2025-03-01', to: '2025-03-31', monthly: false });
  });
});
