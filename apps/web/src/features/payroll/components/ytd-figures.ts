// The year-to-date report's columns, shared by the summary and employee pages.
import type { YtdEmployee, YtdFigures, YtdRow } from '@tembusu/contracts/payroll-reports';
import { type PayslipSplit, splitPayslipLines } from '@tembusu/contracts/payslip-lines';
import { formatDate } from '../../../lib/format';

export type FigureColumn = { key: keyof YtdFigures; label: string; title?: string };

/**
 * The summary's money columns, left to right: gross pay, non-taxable reimbursements, OW and AW
 * subject to CPF, employee CPF, employer CPF, community funds, SDL, net pay.
 */
export const summaryFigureColumns: readonly FigureColumn[] = [
  { key: 'grossSalary', label: 'Gross Pay', title: 'Wages and taxable additions' },
  { key: 'reimbursements', label: 'Reimb.', title: 'Non-taxable reimbursements' },
  { key: 'ordinaryWagesForCpf', label: 'OW', title: 'Ordinary wages subject to CPF' },
  { key: 'additionalWagesForCpf', label: 'AW', title: 'Additional wages subject to CPF' },
  { key: 'employeeCPF', label: 'Employee CPF' },
  { key: 'employerCPF', label: 'Employer CPF' },
  { key: 'communityFund', label: 'Community Funds' },
  { key: 'sdl', label: 'SDL', title: 'Skills Development Levy' },
  { key: 'netPay', label: 'Net Pay' },
];

/** An employee's month-by-month money columns. */
export const monthFigureColumns: readonly FigureColumn[] = [
  { key: 'grossSalary', label: 'Gross' },
  { key: 'reimbursements', label: 'Reimb.', title: 'Non-taxable reimbursements' },
  { key: 'employeeCPF', label: 'Employee CPF' },
  { key: 'employerCPF', label: 'Employer CPF' },
  { key: 'communityFund', label: 'Community Fund' },
  { key: 'sdl', label: 'SDL', title: 'Skills Development Levy' },
  { key: 'netPay', label: 'Net Pay' },
];

const fundFigures = [
  { key: 'cdac', label: 'CDAC' },
  { key: 'ecf', label: 'ECF' },
  { key: 'mbmf', label: 'MBMF' },
  { key: 'sinda', label: 'SINDA' },
] as const satisfies readonly FigureColumn[];

/** The community funds that came to something, each with its amount: "CDAC $12.00". */
export function fundsPaid(figures: YtdFigures): { label: string; amount: string }[] {
  return fundFigures
    .filter(({ key }) => Number(figures[key]) !== 0)
    .map(({ key, label }) => ({ label, amount: figures[key] }));
}

/** Whether a row matches the search text: name, employee number or department. */
export function rowMatches(row: YtdRow, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [row.name, row.employeeNumber, row.departmentName ?? ''].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** "Joined 05/01/2024", with "left 10/31/2026" after it for someone who has left. */
export function employmentDates(
  person: Pick<YtdRow, 'employmentStartDate' | 'employmentEndDate'>,
): string {
  const joined = `Joined ${formatDate(person.employmentStartDate)}`;
  return person.employmentEndDate
    ? `${joined} · left ${formatDate(person.employmentEndDate)}`
    : joined;
}

/** "1 employee", "38 employees". */
export function employeeCount(count: number): string {
  return count === 1 ? '1 employee' : `${count} employees`;
}

type YtdPayItem = YtdEmployee['payItems'][number];

/**
 * The year's pay items as a payslip reads them (`splitPayslipLines`, the payslip's and the PDF's
 * rule): earnings, Total Wages, what came off it, net pay. Absence, overtime and pay items that
 * came to nothing in the year are left out; basic salary, CPF and the community fund show even at
 * $0.00.
 */
export function ytdPayItemSections(
  items: readonly YtdPayItem[],
): PayslipSplit<YtdPayItem & { id: string }> {
  return splitPayslipLines(items.map((item) => ({ ...item, id: item.code })));
}
