// Payroll reports: the year to date per employee and per pay item, and the files for the bank
// (GIRO) and the CPF Board (contributions) (spec section 2, /payroll/ytd-summary-report).
import { z } from 'zod';

export const payrollNotReleasedMessage =
  'Confirm the payroll before making its bank and CPF files: a draft can still change.';

const zMoney = z.string();
const zYear = z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100);
const zFormat = z.enum(['csv', 'xlsx'], 'format: choose csv or xlsx');

export const zYtdQuery = z.object({ year: zYear });
export const zYtdExportQuery = z.object({ year: zYear, format: zFormat.default('xlsx') });
export const zPayrollFileQuery = z.object({ format: zFormat.default('csv') });

export const zYtdFigures = z.object({
  grossSalary: zMoney,
  ordinaryWages: zMoney,
  additionalWages: zMoney,
  employeeCPF: zMoney,
  employerCPF: zMoney,
  communityFund: zMoney,
  sdl: zMoney,
  netPay: zMoney,
});
export type YtdFigures = z.infer<typeof zYtdFigures>;

export const zYtdRow = zYtdFigures.extend({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  payslips: z.number().int(),
});
export type YtdRow = z.infer<typeof zYtdRow>;

/** Confirmed and paid payrolls of the year, per employee. */
export const zYtdSummary = z.object({
  year: z.number().int(),
  rows: z.array(zYtdRow),
  totals: zYtdFigures,
});
export type YtdSummary = z.infer<typeof zYtdSummary>;

export const zYtdEmployee = z.object({
  year: z.number().int(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string(),
    departmentName: z.string().nullable(),
  }),
  months: z.array(
    zYtdFigures.extend({
      payrollId: z.string(),
      payrollNo: z.number().int(),
      payslipId: z.string(),
      payslipNo: z.string(),
      month: z.number().int(),
      periodLabel: z.string(),
      dateOfPayment: z.string(),
    }),
  ),
  /** Each pay item's total in the year, by its line (M1 basic, M9 items by name, CPF, ...). */
  payItems: z.array(z.object({ code: z.string(), description: z.string(), amount: zMoney })),
  totals: zYtdFigures,
});
export type YtdEmployee = z.infer<typeof zYtdEmployee>;
