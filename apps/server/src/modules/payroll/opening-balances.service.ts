import type { ImportProblem } from '@tembusu/contracts/employees';
import {
  type OpeningBalance,
  type OpeningBalanceFigure,
  type OpeningBalanceRow,
  openingBalanceFigures,
  openingBalanceImportColumns,
  zOpeningBalanceInput,
} from '@tembusu/contracts/opening-balances';
import { monthAbbreviations, monthNames } from '@tembusu/contracts/reference/months';
import { toCents } from '@tembusu/payroll/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { readImportFile, type SheetColumn, writeSheet } from '../../spreadsheets.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  deleteOpeningBalance,
  draftPayrollsPaying,
  employeesNamed,
  findOpeningBalance,
  listOpeningBalancePage,
  type OpeningBalanceRecord,
  openingBalancesOfYear,
  upsertOpeningBalances,
} from './opening-balances.repository.js';
import { earlierWagesThisYear } from './payroll-runs.repository.js';
import { lockPayrollNumbering } from './payroll-setup.service.js';
import { centsText } from './payslip-calculation.js';

type BalanceInput = z.output<typeof zOpeningBalanceInput>;

export const maxBalanceImportRows = 2000;
export const maxBalanceImportBytes = 5 * 1024 * 1024;
const importLimits = {
  rows: maxBalanceImportRows,
  columns: 30,
  unpackedBytes: 16 * 1024 * 1024,
  rowsAre: 'balances',
};

function presentBalance(record: OpeningBalanceRecord): OpeningBalance {
  return {
    throughMonth: record.throughMonth,
    ...(Object.fromEntries(
      openingBalanceFigures.map((figure) => [figure, record[figure]]),
    ) as Record<OpeningBalanceFigure, string>),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function listOpeningBalances(
  ctx: TenantContext,
  query: { year: number; page: number; pageSize: number; search?: string },
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows, total } = await listOpeningBalancePage(
      tx,
      ctx.organizationId,
      { year: query.year, search: query.search || undefined },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      items: rows.map(
        ({ balance, ...employee }): OpeningBalanceRow => ({
          ...employee,
          balance: balance ? presentBalance(balance) : null,
        }),
      ),
      total,
    };
  });
}

/** OW and AW subject to CPF cannot be more than the pay they are part of. */
function figureProblem(
  input: BalanceInput,
): { field: OpeningBalanceFigure; message: string } | null {
  const subject = toCents(input.ordinaryWagesForCpf) + toCents(input.additionalWagesForCpf);
  if (subject > toCents(input.grossSalary)) {
    return {
      field: 'ordinaryWagesForCpf',
      message: 'OW and AW subject to CPF together cannot be more than the gross pay',
    };
  }
  return null;
}

/**
 * Refuses while a draft payroll of the year pays any of the employees in a month the balance
 * counts for: its payslips were worked out on the balance as it stood. Holds the payroll
 * numbering, so no payroll is generated on the old balance while the new one is written.
 */
async function draftsCountingOn(
  tx: Db,
  ctx: TenantContext,
  employeeIds: string[],
  year: number,
  afterMonth: number,
) {
  await lockPayrollNumbering(tx, ctx.organizationId);
  return draftPayrollsPaying(tx, ctx.organizationId, employeeIds, year, afterMonth);
}

const draftMessage = (payrollNo: number, year: number) =>
  `Draft payroll #${payrollNo} of ${year} was worked out on this balance as it stands. Confirm or delete it before changing the balance.`;

function balanceValues(ctx: TenantContext, employeeId: string, year: number, input: BalanceInput) {
  return {
    organizationId: ctx.organizationId,
    employeeId,
    year,
    ...input,
    updatedBy: ctx.accountId,
    updatedAt: ctx.now,
  };
}

export function saveOpeningBalance(
  ctx: TenantContext,
  employeeId: string,
  year: number,
  input: BalanceInput,
): Promise<OpeningBalanceRow> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const [employee] = await employeesNamed(tx, ctx.organizationId, [employeeId]);
    if (!employee) throw notFound('Employee');
    const problem = figureProblem(input);
    if (problem) throw invalid(problem.field, `${problem.field}: ${problem.message}`);
    const before = await findOpeningBalance(tx, ctx.organizationId, employeeId, year);
    const afterMonth = Math.min(input.throughMonth, before?.throughMonth ?? 12);
    const [draft] = await draftsCountingOn(tx, ctx, [employeeId], year, afterMonth);
    if (draft) throw conflict(draftMessage(draft.payrollNo, year));
    const [saved] = await upsertOpeningBalances(tx, [balanceValues(ctx, employeeId, year, input)]);
    if (!saved) throw new Error('The opening balance was not saved');
    await recordTenantAudit(ctx, tx, 'payroll.opening_balance_saved', employeeId, {
      year,
      before: before ? presentBalance(before) : null,
      after: presentBalance(saved),
    });
    return { ...employee, balance: presentBalance(saved) };
  });
}

export function removeOpeningBalance(ctx: TenantContext, employeeId: string, year: number) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await findOpeningBalance(tx, ctx.organizationId, employeeId, year);
    if (!before) throw notFound('Opening balance');
    const [draft] = await draftsCountingOn(tx, ctx, [employeeId], year, before.throughMonth);
    if (draft) throw conflict(draftMessage(draft.payrollNo, year));
    await deleteOpeningBalance(tx, ctx.organizationId, employeeId, year);
    await recordTenantAudit(ctx, tx, 'payroll.opening_balance_deleted', employeeId, {
      year,
      before: presentBalance(before),
    });
  });
}

const templateColumns: SheetColumn[] = openingBalanceImportColumns.map((key) => ({
  header: key,
  key,
  width: key === 'name' ? 28 : 16,
  money: (openingBalanceFigures as readonly string[]).includes(key),
}));

/** Every employee of the organisation, with the year's balance where there is one, to fill in. */
export function openingBalanceTemplate(ctx: TenantContext, year: number): Promise<Buffer> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const people = await employeesNamed(tx, ctx.organizationId);
    const balances = new Map(
      (await openingBalancesOfYear(tx, ctx.organizationId, year)).map((b) => [b.employeeId, b]),
    );
    const rows = people.map((person) => {
      const balance = balances.get(person.employeeId);
      return {
        employeeNumber: person.employeeNumber,
        name: person.name,
        throughMonth: balance ? (monthNames[balance.throughMonth - 1] ?? '') : '',
        ...Object.fromEntries(openingBalanceFigures.map((f) => [f, balance ? balance[f] : ''])),
      };
    });
    return writeSheet(`Opening balances ${year}`, templateColumns, rows, 'xlsx');
  });
}

/** A month as people write it in a sheet: 9, Sep or September. */
function monthNumber(text: string): number | string {
  if (/^\d+$/.test(text)) return Number(text);
  const lower = text.toLowerCase();
  const index = monthNames.findIndex(
    (name, i) => name.toLowerCase() === lower || monthAbbreviations[i]?.toLowerCase() === lower,
  );
  return index === -1 ? text : index + 1;
}

/**
 * Reads a filled-in template and saves every row's balance, or none: one bad row rejects the
 * file with every problem listed by row and column. A row with no month and no figures is
 * skipped, so the template can go back with only some employees filled in.
 */
export async function importOpeningBalances(
  ctx: TenantContext,
  year: number,
  file: { fileName: string; bytes: Buffer },
): Promise<{ imported: number }> {
  const sheet = await readImportFile(file, importLimits, [
    'employeeNumber',
    'throughMonth',
    ...openingBalanceFigures,
  ]);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const people = new Map(
      (await employeesNamed(tx, ctx.organizationId)).map((p) => [
        p.employeeNumber.toLowerCase(),
        p,
      ]),
    );
    const problems: ImportProblem[] = [];
    const rows: { rowNumber: number; employeeId: string; input: BalanceInput }[] = [];
    const seen = new Map<string, number>();
    for (const { rowNumber, values } of sheet.rows) {
      const text = (column: string) => (values[column] ?? '').trim();
      const filled = ['throughMonth', ...openingBalanceFigures].some((column) => text(column));
      if (!filled) continue;
      const problem = (field: string, message: string) =>
        problems.push({ row: rowNumber, field, message });
      const number = text('employeeNumber');
      const person = people.get(number.toLowerCase());
      if (!person) {
        problem('employeeNumber', number ? `no employee has the number ${number}` : 'required');
        continue;
      }
      const earlier = seen.get(person.employeeId);
      if (earlier !== undefined) {
        problem('employeeNumber', `${number} is on row ${earlier} too`);
        continue;
      }
      seen.set(person.employeeId, rowNumber);
      const parsed = zOpeningBalanceInput.safeParse({
        throughMonth: monthNumber(text('throughMonth')),
        ...Object.fromEntries(openingBalanceFigures.map((f) => [f, text(f) || '0'])),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'file');
          problem(field, issue.message.replace(/^throughMonth: /, ''));
        }
        continue;
      }
      const figures = figureProblem(parsed.data);
      if (figures) {
        problem(figures.field, figures.message);
        continue;
      }
      rows.push({ rowNumber, employeeId: person.employeeId, input: parsed.data });
    }
    if (problems.length === 0 && rows.length === 0) {
      throw invalid('file', 'file: the file has no balances filled in');
    }
    if (rows.length > 0) {
      const drafts = await draftsCountingOn(
        tx,
        ctx,
        rows.map((row) => row.employeeId),
        year,
        Math.min(...rows.map((row) => row.input.throughMonth)),
      );
      for (const draft of drafts) {
        const row = rows.find((r) => r.employeeId === draft.employeeId);
        if (row)
          problems.push({
            row: row.rowNumber,
            field: 'employeeNumber',
            message: draftMessage(draft.payrollNo, year),
          });
      }
    }
    if (problems.length > 0) {
      const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
      throw new AppError(
        'BAD_REQUEST',
        `file: the file has ${count}; nothing was imported`,
        'file',
        {
          problems: problems.sort((a, b) => a.row - b.row),
        },
      );
    }
    await upsertOpeningBalances(
      tx,
      rows.map((row) => balanceValues(ctx, row.employeeId, year, row.input)),
    );
    await recordTenantAudit(ctx, tx, 'payroll.opening_balances_imported', file.fileName, {
      year,
      count: rows.length,
    });
    return { imported: rows.length };
  });
}

/**
 * CPF-subject wages each employee was paid earlier in the year: the payrolls of the year's
 * earlier months, and the opening balance when it covers months before this one. A port for the
 * payroll's calculations, inside the caller's transaction.
 */
export async function wagesEarlierThisYear(
  tx: Db,
  ctx: TenantContext,
  month: { year: number; month: number },
): Promise<Map<string, { ordinaryWages: string; additionalWages: string }>> {
  const earlier = await earlierWagesThisYear(tx, ctx.organizationId, month);
  for (const balance of await openingBalancesOfYear(tx, ctx.organizationId, month.year)) {
    if (balance.throughMonth >= month.month) continue;
    const paid = earlier.get(balance.employeeId) ?? { ordinaryWages: '0', additionalWages: '0' };
    earlier.set(balance.employeeId, {
      ordinaryWages: centsText(toCents(paid.ordinaryWages) + toCents(balance.ordinaryWagesForCpf)),
      additionalWages: centsText(
        toCents(paid.additionalWages) + toCents(balance.additionalWagesForCpf),
      ),
    });
  }
  return earlier;
}

/** The year-to-date figures an opening balance adds: net pay is gross less the employee's CPF and funds. */
export function openingBalanceYtd(balance: OpeningBalanceRecord) {
  const funds = {
    cdac: toCents(balance.cdac),
    ecf: toCents(balance.ecf),
    mbmf: toCents(balance.mbmf),
    sinda: toCents(balance.sinda),
  };
  const communityFund = funds.cdac + funds.ecf + funds.mbmf + funds.sinda;
  const gross = toCents(balance.grossSalary);
  const employeeCpf = toCents(balance.employeeCpf);
  const employerCpf = toCents(balance.employerCpf);
  const sdl = toCents(balance.sdl);
  return {
    throughMonth: balance.throughMonth,
    grossSalary: gross,
    // A balance is entered as pay: it has no reimbursements apart.
    reimbursements: 0,
    ordinaryWagesForCpf: toCents(balance.ordinaryWagesForCpf),
    additionalWagesForCpf: toCents(balance.additionalWagesForCpf),
    employeeCpf,
    employerCpf,
    ...funds,
    communityFund,
    sdl,
    netPay: gross - employeeCpf - communityFund,
    total: gross + employerCpf + sdl,
  };
}

/** The opening balances of a year that count by the given month, by employee. */
export async function openingBalancesCounting(
  tx: Db,
  ctx: TenantContext,
  month: { year: number; month: number },
  employeeIds?: string[],
) {
  const balances = await openingBalancesOfYear(tx, ctx.organizationId, month.year, employeeIds);
  return new Map(
    balances
      .filter((balance) => balance.throughMonth < month.month)
      .map((balance) => [balance.employeeId, openingBalanceYtd(balance)]),
  );
}
