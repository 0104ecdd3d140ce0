import type { YtdRow } from '@tembusu/contracts/payroll-reports';
import { describe, expect, it } from 'vitest';
import { employeeCount, rowMatches, summaryFigureColumns, ytdPayItemSections } from './ytd-figures';

const row: YtdRow = {
  employeeId: 'e1',
  name: 'Tan Wei Ming',
  employeeNumber: 'EMP-0001',
  departmentName: 'Engineering',
  idType: 'NRIC',
  idNumber: 'S1234567D',
  employmentStartDate: '2024-05-01',
  employmentEndDate: null,
  payslips: 3,
  grossSalary: '17760.00',
  reimbursements: '0.00',
  ordinaryWagesForCpf: '17760.00',
  additionalWagesForCpf: '0.00',
  employeeCPF: '3552.00',
  employerCPF: '3018.00',
  cdac: '6.00',
  ecf: '0.00',
  mbmf: '0.00',
  sinda: '0.00',
  communityFund: '6.00',
  sdl: '33.75',
  netPay: '14202.00',
};

describe('the YTD summary table', () => {
  it("has the spec's money columns in order", () => {
    expect(summaryFigureColumns.map((column) => column.label)).toEqual([
      'Gross Pay',
      'Reimb.',
      'OW',
      'AW',
      'Employee CPF',
      'Employer CPF',
      'Community Funds',
      'SDL',
      'Net Pay',
    ]);
  });

  it('finds an employee by name, number or department, ignoring case', () => {
    expect(rowMatches(row, '')).toBe(true);
    expect(rowMatches(row, ' wei ')).toBe(true);
    expect(rowMatches(row, 'emp-0001')).toBe(true);
    expect(rowMatches(row, 'engin')).toBe(true);
    expect(rowMatches(row, 'finance')).toBe(false);
    expect(rowMatches({ ...row, departmentName: null }, 'engin')).toBe(false);
  });

  it('counts employees in words', () => {
    expect(employeeCount(1)).toBe('1 employee');
    expect(employeeCount(38)).toBe('38 employees');
  });
});

describe("an employee's year by pay item", () => {
  const item = (code: string, description: string, amount: string) => ({
    code,
    description,
    amount,
  });
  // As the server sends them.
  const items = [
    item('M1', 'Basic salary', '17400.00'),
    item('M2', 'Absence', '0.00'),
    item('M8', 'Overtime', '45.00'),
    item('M8a', 'Overtime (normal)', '45.00'),
    item('M9', 'Transport Allowance', '360.00'),
    item('TotalWages', 'Total Wages', '17805.00'),
    item('M10A', 'Employee CPF', '-3561.00'),
    item('M9', 'Taxi claims', '40.00'),
    item('M7', 'Net pay', '14278.00'),
    item('M4', 'Community fund (CDAC)', '-6.00'),
    item('M5', 'SDL', '33.75'),
    item('M6', 'Employer CPF', '3025.00'),
  ];

  it('reads like a payslip: earnings, Total Wages, deductions, then net pay', () => {
    const sections = ytdPayItemSections(items);
    expect(sections.earnings.map((i) => i.description)).toEqual([
      'Basic salary',
      'Overtime (normal)',
      'Transport Allowance',
    ]);
    expect(sections.totalWages?.amount).toBe('17805.00');
    expect(sections.deductions.map((i) => i.description)).toEqual([
      'Employee CPF',
      'Taxi claims',
      'Community fund (CDAC)',
    ]);
    expect(sections.netPay?.amount).toBe('14278.00');
  });

  it("leaves out items that came to nothing and the employer's own lines", () => {
    const { employer, ...employees } = ytdPayItemSections(items);
    const shown = Object.values(employees)
      .flat()
      .map((i) => i?.description);
    expect(shown).not.toContain('Absence');
    expect(shown).not.toContain('Overtime');
    expect(shown).not.toContain('SDL');
    expect(shown).not.toContain('Employer CPF');
    expect(employer.map((i) => i.description)).toEqual(['SDL', 'Employer CPF']);
    expect(ytdPayItemSections([item('M1', 'Basic salary', '0.00')]).earnings).toHaveLength(1);
  });

  it('keeps CPF and the community fund at $0.00, as the payslip does', () => {
    const sections = ytdPayItemSections([
      item('M1', 'Basic salary', '3000.00'),
      item('TotalWages', 'Total Wages', '3000.00'),
      item('M10A', 'Employee CPF', '0.00'),
      item('M9', 'Phone claim', '0.00'),
      item('M7', 'Net pay', '3000.00'),
      item('M4', 'Community fund', '0.00'),
    ]);
    expect(sections.deductions.map((i) => i.description)).toEqual([
      'Employee CPF',
      'Community fund',
    ]);
  });
});
