// The admins' monthly attendance summary: a month's figures per employee, counted from their
// logs by the same rule the staff month and the employee record's Attendance tab use.
import {
  type AttendanceMonthSummary,
  type AttendanceSummaryPage,
  type AttendanceSummaryRow,
  attendanceMonthSummary,
  type EmployeeAttendanceSummary,
  pendingOvertimeMinutes,
  workedDayKindLabels,
  workedDayKinds,
  type zAttendanceSummaryExportQuery,
  type zAttendanceSummaryQuery,
} from '@tembusu/contracts/attendance';
import type { z } from 'zod';
import { monthEnd } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { type SheetColumn, writeSheet } from '../../spreadsheets.js';
import { organizationToday } from '../employees/employees.service.js';
import { listedLogsOfEmployee } from './attendance-logs.repository.js';
import { logView } from './attendance-logs.service.js';
import {
  findSummaryPerson,
  monthFiguresOf,
  type SummaryFilter,
  type SummaryPersonRow,
  summaryPeople,
} from './attendance-summary.repository.js';

type SummaryQuery = z.output<typeof zAttendanceSummaryQuery>;
type ExportQuery = z.output<typeof zAttendanceSummaryExportQuery>;

function filterOf(
  query: Pick<SummaryQuery, 'branchId' | 'departmentId' | 'search'>,
  from: string,
  to: string,
): SummaryFilter {
  return {
    from,
    to,
    branchId: query.branchId,
    departmentId: query.departmentId,
    search: query.search || undefined,
  };
}

/** The month asked for, else this month on the organisation's clock, with its first and last days. */
async function monthOf(tx: Db, ctx: TenantContext, month: string | undefined) {
  const chosen = month ?? (await organizationToday(tx, ctx)).slice(0, 7);
  return { month: chosen, from: `${chosen}-01`, to: monthEnd(chosen) };
}

function rowOf(person: SummaryPersonRow, summary: AttendanceMonthSummary): AttendanceSummaryRow {
  const { attendanceLogOn, ...employee } = person;
  return { employee, attendanceLogOn, summary };
}

/**
 * Each person's month, counted from one read of all their logs of it. `everyone` says the people
 * are the whole unfiltered summary, whose logs are then read by the month alone.
 */
async function summaryRows(
  tx: Db,
  organizationId: string,
  people: SummaryPersonRow[],
  range: { from: string; to: string },
  everyone: boolean,
): Promise<AttendanceSummaryRow[]> {
  const figures = await monthFiguresOf(
    tx,
    organizationId,
    range,
    everyone ? undefined : people.map((person) => person.id),
  );
  const byEmployee = groupedBy(figures, (log) => log.employeeId);
  return people.map((person) =>
    rowOf(person, attendanceMonthSummary(byEmployee.get(person.id) ?? [])),
  );
}

/** A month's figures per employee, filtered, by name, a page at a time. */
export function listAttendanceSummary(
  ctx: TenantContext,
  query: SummaryQuery,
): Promise<AttendanceSummaryPage> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { month, from, to } = await monthOf(tx, ctx, query.month);
    const { rows, total } = await summaryPeople(tx, ctx.organizationId, filterOf(query, from, to), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const items = await summaryRows(tx, ctx.organizationId, rows, { from, to }, false);
    return { month, items, total };
  });
}

/** One employee's month: the figures, the overtime still waiting for approval, and the logs. */
export function employeeAttendanceSummary(
  ctx: TenantContext,
  employeeId: string,
  month: string | undefined,
): Promise<EmployeeAttendanceSummary> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const person = await findSummaryPerson(tx, ctx.organizationId, employeeId);
    if (!person) throw notFound('Employee');
    const range = await monthOf(tx, ctx, month);
    const listed = await listedLogsOfEmployee(tx, ctx.organizationId, employeeId, range);
    const logs = listed.map(logView).reverse();
    return {
      month: range.month,
      ...rowOf(person, attendanceMonthSummary(logs)),
      logs,
      overtimePendingMinutes: pendingOvertimeMinutes(logs),
    };
  });
}

const sheetColumns: SheetColumn[] = [
  { header: 'Employee No.', key: 'employeeNumber', width: 14 },
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Department', key: 'department', width: 20 },
  { header: 'Branch/Outlet', key: 'branch', width: 20 },
  { header: 'Attendance log', key: 'attendanceLogOn', width: 14 },
  { header: 'Days worked', key: 'daysWorked', width: 12 },
  { header: 'Absences', key: 'absences', width: 10 },
  { header: 'Late (times)', key: 'lateCount', width: 12 },
  { header: 'Late (minutes)', key: 'lateMinutes', width: 14 },
  { header: 'Early out (times)', key: 'earlyOutCount', width: 16 },
  { header: 'Early out (minutes)', key: 'earlyOutMinutes', width: 18 },
  { header: 'Missing check-outs', key: 'missingCheckOuts', width: 18 },
  { header: 'Worked (minutes)', key: 'workedMinutes', width: 16 },
  ...workedDayKinds.map((kind) => ({
    header: `Overtime, ${workedDayKindLabels[kind].toLowerCase()} (minutes)`,
    key: `overtime-${kind}`,
    width: 24,
  })),
];

/**
 * The filtered summary of a month as a file, every page of it. Times are in minutes, so that
 * nothing is rounded.
 */
export function exportAttendanceSummary(
  ctx: TenantContext,
  query: ExportQuery,
): Promise<{ month: string; file: Buffer }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { month, from, to } = await monthOf(tx, ctx, query.month);
    const { rows } = await summaryPeople(tx, ctx.organizationId, filterOf(query, from, to));
    const everyone = !query.branchId && !query.departmentId && !query.search;
    const items = await summaryRows(tx, ctx.organizationId, rows, { from, to }, everyone);
    const sheetRows = items.map(({ employee, attendanceLogOn, summary }) => ({
      employeeNumber: employee.employeeNumber,
      name: employee.name,
      department: employee.departmentName,
      branch: employee.branchName,
      attendanceLogOn: attendanceLogOn ? 'On' : 'Off',
      daysWorked: summary.daysWorked,
      absences: summary.absences,
      lateCount: summary.lateCount,
      lateMinutes: summary.lateMinutes,
      earlyOutCount: summary.earlyOutCount,
      earlyOutMinutes: summary.earlyOutMinutes,
      missingCheckOuts: summary.missingCheckOuts,
      workedMinutes: summary.workedMinutes,
      ...Object.fromEntries(
        workedDayKinds.map((kind) => [`overtime-${kind}`, summary.overtimeMinutes[kind]]),
      ),
    }));
    return {
      month,
      file: await writeSheet(`Attendance ${month}`, sheetColumns, sheetRows, query.format),
    };
  });
}
