import {
  type YtdEmployee,
  type YtdFigures,
  type YtdSummary,
  ytdFigureKeys,
} from '@tembusu/contracts/payroll-reports';
import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { orderPayslipLines } from '@tembusu/contracts/payslip-lines';
import { banks } from '@tembusu/contracts/reference/banks';
import { toCents } from '@tembusu/payroll/money';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import type { SheetCell, SheetColumn, SpreadsheetFormat } from '../../spreadsheets.js';
import { writeSheet } from '../../spreadsheets.js';
import { employeesNamed } from './opening-balances.repository.js';
import { openingBalancesCounting, type openingBalanceYtd } from './opening-balances.service.js';
import { requirePayrollAllows } from './payroll.policy.js';
import { currentLabel, periodLabelOf } from './payroll-presentation.js';
import {
  employeeIdentities,
  payslipsWithIdentity,
  ytdByEmployee,
  ytdPayslips,
} from './payroll-reports.repository.js';
import { findPayroll } from './payroll-runs.repository.js';
import { centsText } from './payslip-calculation.js';

type OpeningFigures = ReturnType<typeof openingBalanceYtd>;
/** A payslip's or a sum's figures as the repository reads them: decimal text, null for none. */
type Sums = Record<Exclude<keyof YtdFigures, 'employeeCPF' | 'employerCPF'>, string | null> & {
  employeeCpf: string | null;
  employerCpf: string | null;
};

/** Figures in cents by the contract's names. */
type FigureCents = Record<keyof YtdFigures, number>;

const centsOf = (sums: Sums): FigureCents => ({
  ...(Object.fromEntries(
    ytdFigureKeys.map((key) => [key, toCents((sums as Record<string, string | null>)[key])]),
  ) as FigureCents),
  employeeCPF: toCents(sums.employeeCpf),
  employerCPF: toCents(sums.employerCpf),
});

const openingCents = (opening: OpeningFigures): FigureCents => ({
  ...(Object.fromEntries(
    ytdFigureKeys.map((key) => [key, (opening as Record<string, number>)[key] ?? 0]),
  ) as FigureCents),
  employeeCPF: opening.employeeCpf,
  employerCPF: opening.employerCpf,
});

/** Adds figures in integer cents. */
function added(...all: FigureCents[]): FigureCents {
  return Object.fromEntries(
    ytdFigureKeys.map((key) => [key, all.reduce((sum, figures) => sum + figures[key], 0)]),
  ) as FigureCents;
}

const asText = (cents: FigureCents): YtdFigures =>
  Object.fromEntries(ytdFigureKeys.map((key) => [key, centsText(cents[key])])) as YtdFigures;

const noFigures = added();

/**
 * Each employee's year: their released payslips, and the opening balance of what was paid before
 * the payroll ran here. Someone with only a balance has a row too.
 */
export function ytdSummary(ctx: TenantContext, year: number): Promise<YtdSummary> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const openings = await openingBalancesCounting(tx, ctx, { year, month: 13 });
    const paid = await ytdByEmployee(tx, ctx.organizationId, year);
    const withPayslips = new Set(paid.map((row) => row.employeeId));
    const onlyOpening = [...openings.keys()].filter((id) => !withPayslips.has(id));
    const people = onlyOpening.length
      ? await employeesNamed(tx, ctx.organizationId, onlyOpening)
      : [];
    const identities = onlyOpening.length
      ? await employeeIdentities(tx, ctx.organizationId, onlyOpening)
      : [];
    const identityOf = new Map(identities.map((identity) => [identity.employeeId, identity]));
    const withOpening = (employeeId: string, figures: FigureCents) => {
      const opening = openings.get(employeeId);
      return opening ? added(figures, openingCents(opening)) : figures;
    };
    const rows = [
      ...paid.map(
        ({
          employeeId,
          name,
          employeeNumber,
          departmentName,
          idType,
          idNumber,
          employmentStartDate,
          employmentEndDate,
          payslips,
          ...sums
        }) => ({
          employeeId,
          name,
          employeeNumber,
          departmentName,
          idType,
          idNumber,
          employmentStartDate,
          employmentEndDate,
          payslips,
          cents: withOpening(employeeId, centsOf(sums)),
        }),
      ),
      ...people.flatMap(({ employeeId, name, employeeNumber, departmentName }) => {
        const identity = identityOf.get(employeeId);
        if (!identity) return [];
        const { employeeId: _, ...person } = identity;
        return [
          {
            employeeId,
            name,
            employeeNumber,
            departmentName,
            ...person,
            payslips: 0,
            cents: withOpening(employeeId, noFigures),
          },
        ];
      }),
    ].sort((a, b) => a.name.localeCompare(b.name));
    return {
      year,
      rows: rows.map(({ cents, ...row }) => ({ ...row, ...asText(cents) })),
      totals: asText(added(...rows.map((row) => row.cents))),
    };
  });
}

/**
 * Each line's total over the year, keyed by its code and name (M9 items by pay item), in the
 * payslip's fixed order: an item first paid later in the year would otherwise come after the
 * employer's lines, and read as a deduction. M8 and M11 are sums of other lines.
 */
export function yearToDateByItem(
  payslipLines: readonly (readonly PayslipLine[])[],
): YtdEmployee['payItems'] {
  const byItem = new Map<
    string,
    Pick<PayslipLine, 'id' | 'cPFType' | 'description'> & { cents: number }
  >();
  for (const lines of payslipLines) {
    for (const stored of lines) {
      if (stored.id === 'M8' || stored.id === 'M11') continue;
      // Rest-day and public-holiday pay kept older payslips' names: one row each all the same.
      const line = currentLabel(stored);
      const key = `${line.id}:${line.payItemId ?? line.description}`;
      const entry = byItem.get(key) ?? {
        id: line.id,
        cPFType: line.cPFType,
        description: line.description,
        cents: 0,
      };
      entry.cents += toCents(line.amount);
      byItem.set(key, entry);
    }
  }
  return orderPayslipLines([...byItem.values()]).map(({ id, description, cents }) => ({
    code: id,
    description,
    amount: centsText(cents),
  }));
}

export function ytdEmployee(
  ctx: TenantContext,
  employeeId: string,
  year: number,
): Promise<YtdEmployee> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const rows = await ytdPayslips(tx, ctx.organizationId, employeeId, year);
    const opening = (await openingBalancesCounting(tx, ctx, { year, month: 13 }, [employeeId])).get(
      employeeId,
    );
    const [record] = await employeesNamed(tx, ctx.organizationId, [employeeId]);
    const [identity] = await employeeIdentities(tx, ctx.organizationId, [employeeId]);
    if (!record || !identity || (rows.length === 0 && !opening)) {
      throw notFound('Year-to-date figures');
    }
    const months = rows.map(({ payslip, payroll, figures }) => ({
      payrollId: payroll.id,
      payrollNo: payroll.payrollNo,
      payslipId: payslip.id,
      payslipNo: payslip.payslipNo,
      month: payroll.month,
      periodLabel: periodLabelOf(payroll),
      dateOfPayment: payroll.dateOfPayment,
      cents: centsOf(figures),
    }));
    const openingFigures = opening ? openingCents(opening) : null;
    const latest = rows[rows.length - 1]?.payslip;
    const { employeeId: _, ...person } = identity;
    return {
      year,
      employee: {
        id: employeeId,
        name: latest?.employeeName ?? record.name,
        employeeNumber: latest?.employeeNumber ?? record.employeeNumber,
        departmentName: latest ? latest.departmentName : record.departmentName,
        ...person,
      },
      openingBalance:
        opening && openingFigures
          ? { throughMonth: opening.throughMonth, ...asText(openingFigures) }
          : null,
      months: months.map(({ cents, ...month }) => ({ ...month, ...asText(cents) })),
      payItems: yearToDateByItem(rows.map(({ payslip }) => payslip.calculation.lines)),
      totals: asText(
        added(...months.map((month) => month.cents), ...(openingFigures ? [openingFigures] : [])),
      ),
    };
  });
}

const ytdColumns: SheetColumn[] = [
  { header: 'Employee Name', key: 'name', width: 28 },
  { header: 'Employee Number', key: 'employeeNumber', width: 16 },
  { header: 'NRIC/FIN', key: 'identity', width: 20 },
  { header: 'Date Joined', key: 'employmentStartDate', width: 12 },
  { header: 'Date Left', key: 'employmentEndDate', width: 12 },
  { header: 'Department', key: 'departmentName', width: 20 },
  { header: 'Payslips', key: 'payslips', width: 10 },
  { header: 'Gross Pay', key: 'grossSalary', width: 14, money: true },
  { header: 'Non-taxable Reimbursements', key: 'reimbursements', width: 16, money: true },
  { header: 'OW subject to CPF', key: 'ordinaryWagesForCpf', width: 18, money: true },
  { header: 'AW subject to CPF', key: 'additionalWagesForCpf', width: 18, money: true },
  { header: 'Employee CPF', key: 'employeeCPF', width: 14, money: true },
  { header: 'Employer CPF', key: 'employerCPF', width: 14, money: true },
  { header: 'CDAC', key: 'cdac', width: 10, money: true },
  { header: 'ECF', key: 'ecf', width: 10, money: true },
  { header: 'MBMF', key: 'mbmf', width: 10, money: true },
  { header: 'SINDA', key: 'sinda', width: 10, money: true },
  { header: 'Community Funds', key: 'communityFund', width: 16, money: true },
  { header: 'SDL', key: 'sdl', width: 10, money: true },
  { header: 'Net Pay', key: 'netPay', width: 14, money: true },
];

export async function ytdSummaryFile(
  ctx: TenantContext,
  year: number,
  format: SpreadsheetFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const summary = await ytdSummary(ctx, year);
  const rows: Record<string, SheetCell>[] = [
    ...summary.rows.map((row) => ({ ...row, identity: `${row.idType} ${row.idNumber}` })),
    { name: 'Total', employeeNumber: '', departmentName: '', payslips: null, ...summary.totals },
  ];
  return {
    fileName: `ytd-summary-${year}.${format}`,
    bytes: await writeSheet(`YTD ${year}`, ytdColumns, rows, format),
  };
}

async function releasedPayroll(ctx: TenantContext, payrollId: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const payroll = await findPayroll(tx, ctx.organizationId, payrollId);
    if (!payroll) throw notFound('Payroll');
    requirePayrollAllows(payroll.status, 'export');
    return { payroll, rows: await payslipsWithIdentity(tx, ctx.organizationId, payrollId) };
  });
}

const bankNames = new Map<string, string>(banks.map((bank) => [bank.code, bank.name]));

/** The bank's GIRO file: one credit per employee paid by GIRO, for the net pay. */
export async function giroFile(
  ctx: TenantContext,
  payrollId: string,
  format: SpreadsheetFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { payroll, rows } = await releasedPayroll(ctx, payrollId);
  const credits = rows
    .filter(({ payslip }) => payslip.paymentMethod === 'giro')
    .map(({ payslip }) => ({
      bankCode: payslip.bankCode,
      bankName: payslip.bankCode ? (bankNames.get(payslip.bankCode) ?? payslip.bankCode) : '',
      accountNumber: payslip.bankAccountNumber,
      accountName: payslip.employeeName,
      amount: payslip.netPay,
      reference: payslip.payslipNo,
      valueDate: payroll.dateOfPayment,
    }));
  const total = centsText(credits.reduce((sum, credit) => sum + toCents(credit.amount), 0));
  const columns: SheetColumn[] = [
    { header: 'Bank Code', key: 'bankCode', width: 12 },
    { header: 'Bank Name', key: 'bankName', width: 40 },
    { header: 'Account Number', key: 'accountNumber', width: 20 },
    { header: 'Account Name', key: 'accountName', width: 28 },
    { header: 'Amount', key: 'amount', width: 14, money: true },
    { header: 'Reference', key: 'reference', width: 16 },
    { header: 'Value Date', key: 'valueDate', width: 12 },
  ];
  return {
    fileName: `giro-payroll-${payroll.payrollNo}.${format}`,
    bytes: await writeSheet(
      'GIRO',
      columns,
      [...credits, { accountName: `Total (${credits.length} credits)`, amount: total }],
      format,
    ),
  };
}

/** The month's CPF, community fund and SDL contributions per employee, for the CPF Board. */
export async function contributionsFile(
  ctx: TenantContext,
  payrollId: string,
  format: SpreadsheetFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { payroll, rows } = await releasedPayroll(ctx, payrollId);
  const fundCents = { CDAC: 0, ECF: 0, MBMF: 0, SINDA: 0 } as Record<string, number>;
  const lines = rows.map(({ payslip, idType, idNumber, residency }) => {
    const funds = payslip.calculation.communityFunds;
    const byFund = Object.fromEntries(funds.map((f) => [f.fund, f.amount]));
    for (const fund of funds)
      fundCents[fund.fund] = (fundCents[fund.fund] ?? 0) + toCents(fund.amount);
    return {
      name: payslip.employeeName,
      employeeNumber: payslip.employeeNumber,
      identity: `${idType} ${idNumber}`,
      residency,
      ordinaryWages: payslip.ordinaryWagesForCpf,
      additionalWages: payslip.additionalWagesForCpf,
      employeeCpf: payslip.employeeCpf,
      employerCpf: payslip.employerCpf,
      totalCpf: centsText(toCents(payslip.employeeCpf) + toCents(payslip.employerCpf)),
      CDAC: byFund.CDAC ?? '0.00',
      ECF: byFund.ECF ?? '0.00',
      MBMF: byFund.MBMF ?? '0.00',
      SINDA: byFund.SINDA ?? '0.00',
      sdl: payslip.sdl,
    };
  });
  const sum = (
    key: 'ordinaryWages' | 'additionalWages' | 'employeeCpf' | 'employerCpf' | 'totalCpf' | 'sdl',
  ) => centsText(lines.reduce((total, line) => total + toCents(line[key]), 0));
  const columns: SheetColumn[] = [
    { header: 'Employee Name', key: 'name', width: 28 },
    { header: 'Employee Number', key: 'employeeNumber', width: 16 },
    { header: 'NRIC/FIN', key: 'identity', width: 20 },
    { header: 'Residency', key: 'residency', width: 18 },
    { header: 'OW subject to CPF', key: 'ordinaryWages', width: 18, money: true },
    { header: 'AW subject to CPF', key: 'additionalWages', width: 18, money: true },
    { header: 'Employee CPF', key: 'employeeCpf', width: 14, money: true },
    { header: 'Employer CPF', key: 'employerCpf', width: 14, money: true },
    { header: 'Total CPF', key: 'totalCpf', width: 12, money: true },
    { header: 'CDAC', key: 'CDAC', width: 10, money: true },
    { header: 'ECF', key: 'ECF', width: 10, money: true },
    { header: 'MBMF', key: 'MBMF', width: 10, money: true },
    { header: 'SINDA', key: 'SINDA', width: 10, money: true },
    { header: 'SDL', key: 'sdl', width: 10, money: true },
  ];
  const totals = {
    name: 'Total',
    ordinaryWages: sum('ordinaryWages'),
    additionalWages: sum('additionalWages'),
    employeeCpf: sum('employeeCpf'),
    employerCpf: sum('employerCpf'),
    totalCpf: sum('totalCpf'),
    CDAC: centsText(fundCents.CDAC ?? 0),
    ECF: centsText(fundCents.ECF ?? 0),
    MBMF: centsText(fundCents.MBMF ?? 0),
    SINDA: centsText(fundCents.SINDA ?? 0),
    sdl: sum('sdl'),
  };
  return {
    fileName: `cpf-contributions-${periodLabelOf(payroll).replace(' ', '-')}-payroll-${payroll.payrollNo}.${format}`,
    bytes: await writeSheet('Contributions', columns, [...lines, totals], format),
  };
}
