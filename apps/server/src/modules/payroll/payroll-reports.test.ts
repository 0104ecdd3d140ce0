import { payslipLine } from '@tembusu/contracts/test/payslip-lines';
import { describe, expect, it } from 'vitest';
import { yearToDateByItem } from './payroll-reports.service.js';

const october = [
  payslipLine('M1', 'Basic salary', '5000.00'),
  payslipLine('TotalWages', 'Total Wages', '5000.00'),
  payslipLine('M10A', 'Employee CPF', '-1000.00'),
  payslipLine('M6', 'Employer CPF', '850.00'),
  payslipLine('M11', 'Total cost', '5850.00'),
];
const december = [
  payslipLine('M1', 'Basic salary', '5000.00'),
  payslipLine('M9', 'Year-end bonus', '2500.00', {
    payItemId: 'bonus',
    cPFType: 'AdditionalWages',
  }),
  payslipLine('TotalWages', 'Total Wages', '7500.00'),
  payslipLine('M10A', 'Employee CPF', '-1500.00'),
  payslipLine('M6', 'Employer CPF', '1275.00'),
  payslipLine('M11', 'Total cost', '8775.00'),
];

describe('the year to date by pay item', () => {
  it('adds each line up over the year in exact cents, leaving out the sums of other lines', () => {
    expect(yearToDateByItem([october, december])).toEqual([
      { code: 'M1', description: 'Basic salary', amount: '10000.00' },
      { code: 'M9', description: 'Year-end bonus', amount: '2500.00' },
      { code: 'TotalWages', description: 'Total Wages', amount: '12500.00' },
      { code: 'M10A', description: 'Employee CPF', amount: '-2500.00' },
      { code: 'M6', description: 'Employer CPF', amount: '2125.00' },
    ]);
  });

  it('puts an item first paid late in the year among the earnings, not after the employer lines', () => {
    const codes = yearToDateByItem([october, december]).map((item) => item.code);
    expect(codes.indexOf('M9')).toBeLessThan(codes.indexOf('TotalWages'));
  });

  it("adds up rest-day and public-holiday pay as one item each, under older payslips' names too", () => {
    const before = [
      payslipLine('M8c', 'Overtime (rest day)', '200.00'),
      payslipLine('M8d', 'Overtime (holiday)', '100.00'),
    ];
    const after = [
      payslipLine('M8c', 'Rest day pay', '50.00'),
      payslipLine('M8d', 'Public holiday pay', '25.00'),
    ];
    expect(yearToDateByItem([before, after])).toEqual([
      { code: 'M8c', description: 'Rest day pay', amount: '250.00' },
      { code: 'M8d', description: 'Public holiday pay', amount: '125.00' },
    ]);
  });
});
