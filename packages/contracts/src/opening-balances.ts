// Opening year-to-date balances: what an employee was paid in a year before the organisation ran
// its payroll here (a company that starts mid-year). The payroll counts them as wages paid earlier
// in the year (the AW ceiling), and payslips and the YTD report add them to the year to date.
import { z } from 'zod';
import { zMoneyAmount } from './employees.js';

/** The figures of a balance, in the order the form and the import template list them. */
export const openingBalanceFigures = [
  'grossSalary',
  'ordinaryWagesForCpf',
  'additionalWagesForCpf',
  'employeeCpf',
  'employerCpf',
  'cdac',
  'ecf',
  'mbmf',
  'sinda',
  'sdl',
] as const;
export type OpeningBalanceFigure = (typeof openingBalanceFigures)[number];

export const openingBalanceFigureLabels: Record<OpeningBalanceFigure, string> = {
  grossSalary: 'Gross pay',
  ordinaryWagesForCpf: 'OW subject to CPF',
  additionalWagesForCpf: 'AW subject to CPF',
  employeeCpf: 'Employee CPF',
  employerCpf: 'Employer CPF',
  cdac: 'CDAC',
  ecf: 'ECF',
  mbmf: 'MBMF',
  sinda: 'SINDA',
  sdl: 'SDL',
};

export const openingBalanceSavedMessage = 'Opening balance has been saved';
export const openingBalanceDeletedMessage = 'Opening balance has been deleted';

const zYear = z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100);

/**
 * A balance as the form sends it: the last month it covers (payrolls of later months count it)
 * and each figure, $0.00 when left empty.
 */
export const zOpeningBalanceInput = z.object({
  throughMonth: z.coerce
    .number()
    .int()
    .min(1, 'throughMonth: choose a month from January to November')
    .max(11, 'throughMonth: choose a month from January to November'),
  ...(Object.fromEntries(openingBalanceFigures.map((figure) => [figure, zMoneyAmount])) as Record<
    OpeningBalanceFigure,
    typeof zMoneyAmount
  >),
});
export type OpeningBalanceInput = z.input<typeof zOpeningBalanceInput>;

export const zOpeningBalance = z.object({
  throughMonth: z.number().int(),
  ...(Object.fromEntries(openingBalanceFigures.map((figure) => [figure, z.string()])) as Record<
    OpeningBalanceFigure,
    z.ZodString
  >),
  updatedAt: z.string(),
});
export type OpeningBalance = z.infer<typeof zOpeningBalance>;

/** An employee in the year's list, with their balance or null. */
export const zOpeningBalanceRow = z.object({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  balance: zOpeningBalance.nullable(),
});
export type OpeningBalanceRow = z.infer<typeof zOpeningBalanceRow>;

export const zOpeningBalanceListQuery = z.object({
  year: zYear,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});

export const zOpeningBalanceParams = z.object({
  employeeId: z.uuid('employeeId: not a valid id'),
  year: zYear,
});

export const zOpeningBalanceYearQuery = z.object({ year: zYear });

/** The import file's columns, in the template's order: who, the last month covered, the figures. */
export const openingBalanceImportColumns = [
  'employeeNumber',
  'name',
  'throughMonth',
  ...openingBalanceFigures,
] as const;
