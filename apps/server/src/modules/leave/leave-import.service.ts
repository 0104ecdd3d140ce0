// Balances brought in by a company moving to Tembusu: what each person carried into this leave
// year and took of it before moving in, read from a CSV or XLSX file, all rows or none.
import { calendarDateText } from '@tembusu/contracts/display-text';
import type { ImportProblem } from '@tembusu/contracts/employees';
import {
  childLeaveRules,
  type LeaveBalanceImportColumn,
  leaveBalanceImportColumns,
  leaveImportReasonPrefix,
  leaveImportTakenReason,
} from '@tembusu/contracts/leave';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../errors.js';
import { readImportFile, type SheetRow, type SpreadsheetFormat } from '../../spreadsheets.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationToday } from '../employees/employees.service.js';
import {
  deleteAdjustmentsStartingWith,
  insertLeaveAdjustments,
  type LeaveTypeRecord,
  type LeaveYearKey,
  leavePeople,
  lockLeaveOf,
  upsertCarryForwards,
} from './leave.repository.js';
import { addMonths, daysText, leaveYearOf } from './leave-days.js';
import { leaveSettingsIn, leaveTypesIn } from './leave-types.service.js';

/** A row per employee and type: a few hundred people with every type, in one file. */
export const maxLeaveImportRows = 5000;
export const maxLeaveImportBytes = 5 * 1024 * 1024;
const importLimits = {
  rows: maxLeaveImportRows,
  columns: 12,
  unpackedBytes: 16 * 1024 * 1024,
  rowsAre: 'balances',
};
const maxDays = 365;
// Each adjustment row is eight values, and a statement holds at most 65,535 of them.
const rowsPerInsert = 1000;
const maxReasonLength = 500 - leaveImportReasonPrefix.length;

/** What each column takes, for the template's guide sheet. */
const columnGuide: Record<LeaveBalanceImportColumn, string> = {
  employeeNumber: 'Required. The employee number, as on the employee record',
  leaveType: 'Required. The leave type’s code (AL) or name (Annual leave)',
  broughtForward:
    'Days carried in from last year and not yet taken on moving in, such as 3 or 2.5. They lapse on the leave type’s carry-forward expiry. Leave empty to keep what is carried forward now',
  takenBeforeMovingIn:
    'Days of this leave year’s entitlement taken before moving in (days taken out of the brought-forward ones are already off Brought forward)',
  adjustment:
    'Optional. Days to add (3) or take away (-1.5) for any other reason; say why under reason',
  reason: 'Required with an adjustment: why the balance is adjusted',
};

const example: Record<LeaveBalanceImportColumn, string> = {
  employeeNumber: 'EMP-0001',
  leaveType: 'AL',
  broughtForward: '3.5',
  takenBeforeMovingIn: '2',
  adjustment: '-1',
  reason: 'Encashed in the previous system',
};

/** The file to fill in: the columns, one example row and, in a workbook, what each column takes. */
export async function leaveBalanceTemplate(format: SpreadsheetFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leave balances');
  sheet.addRow([...leaveBalanceImportColumns]);
  sheet.addRow(leaveBalanceImportColumns.map((column) => example[column]));
  sheet.getRow(1).font = { bold: true };
  if (format === 'csv') return Buffer.from(await workbook.csv.writeBuffer());
  sheet.columns.forEach((column, index) => {
    column.width = index === leaveBalanceImportColumns.length - 1 ? 36 : 20;
  });
  const guide = workbook.addWorksheet('Guide');
  guide.columns = [
    { header: 'Column', key: 'column', width: 22 },
    { header: 'What to enter', key: 'guide', width: 110 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of leaveBalanceImportColumns) {
    guide.addRow({ column, guide: columnGuide[column] });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const dayAmount = /^([+-])?(\d{1,3})(?:\.(\d)0*)?$/;

/** Days written with at most one decimal place, as tenths; a text for what is wrong otherwise. */
function tenthsIn(text: string, signed: boolean): number | string {
  const match = dayAmount.exec(text);
  if (!match || (match[1] && !signed)) {
    return signed
      ? 'Enter days such as 3 or -1.5, with at most one decimal place'
      : 'Enter 0 or more days, such as 3 or 2.5, with at most one decimal place';
  }
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? 0);
  if (tenths > maxDays * 10) return `Enter at most ${maxDays} days`;
  return match[1] === '-' ? -tenths : tenths;
}

type ImportedRow = LeaveYearKey & {
  /** Null leaves what was carried into the year as it is. */
  broughtForward: number | null;
  /** When the days brought forward lapse, by the type's carry-forward expiry; null keeps them. */
  expiresOn: string | null;
  taken: number;
  adjustment: { tenths: number; reason: string } | null;
};

const figureColumns = ['broughtForward', 'takenBeforeMovingIn', 'adjustment', 'reason'] as const;

/** The file's rows checked against the organisation's people and types; every problem listed. */
async function checkRows(tx: Db, ctx: TenantContext, rows: SheetRow[]): Promise<ImportedRow[]> {
  const today = await organizationToday(tx, ctx);
  const settings = await leaveSettingsIn(tx, ctx.organizationId);
  const { rows: people } = await leavePeople(tx, ctx.organizationId, {});
  const personBy = new Map(people.map((person) => [person.employeeNumber.toLowerCase(), person]));
  const types = await leaveTypesIn(tx, ctx.organizationId);
  // A code is matched before a name, so a type named like another's code is still found by code.
  const typeBy = new Map<string, LeaveTypeRecord>();
  for (const type of types) typeBy.set(type.name.toLowerCase(), type);
  for (const type of types) typeBy.set(type.code.toLowerCase(), type);

  const problems: ImportProblem[] = [];
  const checked: ImportedRow[] = [];
  const seen = new Map<string, number>();
  for (const { rowNumber, values } of rows) {
    const text = (column: LeaveBalanceImportColumn) => (values[column] ?? '').trim();
    // The template can go back with rows left empty: a row with no figure is skipped.
    if (figureColumns.every((column) => !text(column))) continue;
    const problem = (field: LeaveBalanceImportColumn, message: string) =>
      problems.push({ row: rowNumber, field, message });

    const number = text('employeeNumber');
    const person = personBy.get(number.toLowerCase());
    if (!person) {
      problem(
        'employeeNumber',
        number ? `No employee has the number ${number}` : 'Enter the employee number',
      );
    }
    const typeText = text('leaveType');
    const type = typeBy.get(typeText.toLowerCase());
    if (!type) {
      problem(
        'leaveType',
        typeText ? `No leave type has the code or name ${typeText}` : 'Enter the leave type',
      );
    } else if (!type.isActive) {
      problem('leaveType', `${type.name} is not active: activate it before importing its balances`);
    }

    const days = (column: 'broughtForward' | 'takenBeforeMovingIn' | 'adjustment') => {
      if (!text(column)) return null;
      const tenths = tenthsIn(text(column), column === 'adjustment');
      if (typeof tenths === 'string') {
        problem(column, tenths);
        return undefined;
      }
      return tenths;
    };
    const broughtForward = days('broughtForward');
    const taken = days('takenBeforeMovingIn');
    const adjustment = days('adjustment');
    const reason = text('reason');
    if (adjustment === 0) problem('adjustment', 'Enter a number other than 0, or leave it empty');
    if (adjustment && !reason) problem('reason', 'Say why the balance is adjusted');
    if (reason && adjustment === null) {
      problem('adjustment', 'Enter the days the reason is for, or leave the reason empty');
    }
    if (reason.length > maxReasonLength) {
      problem('reason', `Use at most ${maxReasonLength} characters`);
    }

    // Such types' days are counted per child from the requests that name the child, or not at
    // all: a figure for the year would change nothing a request is checked against.
    const noBalance =
      type?.entitlementRule === 'unlimited'
        ? `${type.name} has no balance: it is taken as needed`
        : type && childLeaveRules.includes(type.entitlementRule)
          ? `${type.name} has no yearly balance: it is counted per child from leave requests`
          : null;
    if (noBalance) {
      for (const [column, tenths] of [
        ['broughtForward', broughtForward],
        ['takenBeforeMovingIn', taken],
        ['adjustment', adjustment],
      ] as const) {
        if (tenths) problem(column, noBalance);
      }
    }

    if (person && type) {
      const key = `${person.id}|${type.id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        problem('leaveType', `${number} and ${typeText} are on row ${earlier} too`);
      } else {
        seen.set(key, rowNumber);
      }
      const yearStart = leaveYearOf(settings.leaveYear, person.employmentStartDate, today).start;
      const months = type.carryForwardExpiryMonths;
      const expiresOn = months === null ? null : addMonths(yearStart, months);
      // Days that lapsed before they were brought in would only show as carried and expired.
      if (broughtForward && expiresOn !== null && today >= expiresOn) {
        problem(
          'broughtForward',
          `${type.name} carried into this leave year lapsed on ${calendarDateText(expiresOn)}: enter any days still due as an adjustment`,
        );
      }
      if (
        broughtForward !== undefined &&
        taken !== undefined &&
        adjustment !== undefined &&
        adjustment !== 0
      ) {
        checked.push({
          employeeId: person.id,
          leaveTypeId: type.id,
          yearStart,
          broughtForward,
          expiresOn,
          taken: taken ?? 0,
          adjustment: adjustment === null ? null : { tenths: adjustment, reason },
        });
      }
    }
  }
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    throw new AppError('BAD_REQUEST', `file: the file has ${count}; nothing was imported`, 'file', {
      problems: problems.sort((a, b) => a.row - b.row),
    });
  }
  if (checked.length === 0) throw invalid('file', 'file: the file has no balances filled in');
  return checked;
}

function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

/**
 * Sets each row's brought-forward days and takes away what was taken before moving in, for the
 * person's leave year on the organisation's today. Importing a person's type again in the same
 * year replaces what the earlier import wrote: its carried days, and its adjustments, which are
 * known by their reason.
 */
export async function importLeaveBalances(
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<{ imported: number }> {
  // Every column is asked for: a column whose name is mistyped would otherwise be read as empty.
  const sheet = await readImportFile(file, importLimits, leaveBalanceImportColumns);
  if (sheet.rows.length === 0) throw invalid('file', 'file: the file has no balances in it');
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const rows = await checkRows(tx, ctx, sheet.rows);
    // In one order, so that two imports naming the same people cannot wait on each other.
    for (const employeeId of [...new Set(rows.map((row) => row.employeeId))].sort()) {
      await lockLeaveOf(tx, ctx.organizationId, employeeId);
    }
    await deleteAdjustmentsStartingWith(tx, ctx.organizationId, rows, leaveImportReasonPrefix);
    const carried = rows.flatMap((row) => {
      if (row.broughtForward === null) return [];
      const days = daysText(row.broughtForward);
      return [
        {
          organizationId: ctx.organizationId,
          employeeId: row.employeeId,
          leaveTypeId: row.leaveTypeId,
          yearStart: row.yearStart,
          unused: days,
          carried: days,
          forfeited: '0.0',
          expiresOn: row.expiresOn,
          runAt: ctx.now,
        },
      ];
    });
    for (const chunk of inChunks(carried, rowsPerInsert)) await upsertCarryForwards(tx, chunk);
    const adjustment = (row: ImportedRow, tenths: number, reason: string) => ({
      organizationId: ctx.organizationId,
      employeeId: row.employeeId,
      leaveTypeId: row.leaveTypeId,
      yearStart: row.yearStart,
      days: daysText(tenths),
      reason,
      createdBy: ctx.accountId,
      createdAt: ctx.now,
    });
    const adjustments = rows.flatMap((row) => [
      ...(row.taken > 0 ? [adjustment(row, -row.taken, leaveImportTakenReason)] : []),
      ...(row.adjustment
        ? [
            adjustment(
              row,
              row.adjustment.tenths,
              `${leaveImportReasonPrefix}${row.adjustment.reason}`,
            ),
          ]
        : []),
    ]);
    for (const chunk of inChunks(adjustments, rowsPerInsert)) {
      await insertLeaveAdjustments(tx, chunk);
    }
    await recordTenantAudit(ctx, tx, 'leave.balances.imported', file.fileName, {
      count: rows.length,
      broughtForward: carried.length,
      adjustments: adjustments.length,
    });
    return { imported: rows.length };
  });
}
