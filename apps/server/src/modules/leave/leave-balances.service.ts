// Balances: each person's leave of each type on a date, adjustments by hand, and the export.
import type {
  LeaveBalance,
  LeaveBalancesOfEmployee,
  zLeaveAdjustmentInput,
} from '@tembusu/contracts/leave';
import type { z } from 'zod';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { invalid, notFound } from '../../errors.js';
import { type SheetColumn, type SpreadsheetFormat, writeSheet } from '../../spreadsheets.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationToday } from '../employees/employees.service.js';
import {
  adjustmentsOf,
  carryForwardsInto,
  insertLeaveAdjustments,
  type LeavePerson,
  leavePeople,
  leaveRequestsOf,
  lockLeaveOf,
} from './leave.repository.js';
import { balanceOn, type CountedRequest, presentBalance } from './leave-balances.js';
import { leaveYearOf } from './leave-days.js';
import type { LeaveSide } from './leave-requests.service.js';
import { leaveSettingsIn, leaveTypesIn } from './leave-types.service.js';

/** Everyone's balances of every active type on a date, read in one go for the people given. */
export async function balancesOfPeople(
  tx: Db,
  organizationId: string,
  people: readonly LeavePerson[],
  date: string,
): Promise<Map<string, LeaveBalance[]>> {
  const settings = await leaveSettingsIn(tx, organizationId);
  const types = (await leaveTypesIn(tx, organizationId)).filter((type) => type.isActive);
  const outpatient = types.find((type) => type.entitlementRule === 'sickOutpatient');
  const years = new Map(
    people.map((person) => [
      person.id,
      leaveYearOf(settings.leaveYear, person.employmentStartDate, date),
    ]),
  );
  const starts = [...new Set([...years.values()].map((year) => year.start))].sort();
  const ends = [...years.values()].map((year) => year.end).sort();
  const ids = people.map((person) => person.id);
  const requests = await leaveRequestsOf(tx, organizationId, {
    employeeIds: ids,
    leaveTypeIds: types.map((type) => type.id),
    from: starts[0] ?? date,
    to: ends[ends.length - 1] ?? date,
    statuses: ['pending', 'approved'],
  });
  const adjustments = await adjustmentsOf(tx, organizationId, ids, starts);
  const carryForwards = await carryForwardsInto(tx, organizationId, ids, starts);
  const requestsBy = groupedBy(requests, (row) => row.employeeId);
  const adjustmentsBy = groupedBy(adjustments, (row) => row.employeeId);
  const carriedBy = groupedBy(carryForwards, (row) => row.employeeId);
  return new Map(
    people.map((person) => [
      person.id,
      types.map((type) =>
        presentBalance(
          type,
          balanceOn({
            type,
            outpatientTypeId: outpatient?.id ?? null,
            person,
            leaveYear: settings.leaveYear,
            date,
            records: {
              requests: (requestsBy.get(person.id) ?? []) as CountedRequest[],
              adjustments: adjustmentsBy.get(person.id) ?? [],
              carryForwards: carriedBy.get(person.id) ?? [],
            },
          }),
        ),
      ),
    ]),
  );
}

async function personBalances(
  tx: Db,
  ctx: TenantContext,
  employeeId: string,
  date: string,
): Promise<LeaveBalancesOfEmployee> {
  const { rows } = await leavePeople(tx, ctx.organizationId, { ids: [employeeId] });
  const [person] = rows;
  if (!person) throw notFound('Employee');
  const balances = await balancesOfPeople(tx, ctx.organizationId, [person], date);
  return { employeeId, date, balances: balances.get(employeeId) ?? [] };
}

export function balancesOfEmployee(
  ctx: TenantContext,
  side: (tx: Db) => Promise<LeaveSide>,
  employeeId: string | null,
  date: string | undefined,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const caller = await side(tx);
    const id = caller.side === 'staff' ? caller.employeeId : employeeId;
    if (!id) throw notFound('Employee');
    return personBalances(tx, ctx, id, date ?? (await organizationToday(tx, ctx)));
  });
}

type BalancePageQuery = {
  date?: string;
  page: number;
  pageSize: number;
  search?: string;
  departmentId?: string;
};

export function listBalances(ctx: TenantContext, query: BalancePageQuery) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const date = query.date ?? (await organizationToday(tx, ctx));
    const { rows, total } = await leavePeople(
      tx,
      ctx.organizationId,
      { search: query.search || undefined, departmentId: query.departmentId },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    const balances = await balancesOfPeople(tx, ctx.organizationId, rows, date);
    return {
      items: rows.map((person) => ({
        employeeId: person.id,
        name: person.name,
        employeeNumber: person.employeeNumber,
        departmentName: person.departmentName,
        balances: balances.get(person.id) ?? [],
      })),
      total,
    };
  });
}

/** Adds or takes days from a balance of a leave year, with the reason, audited. */
export function adjustBalance(
  ctx: TenantContext,
  employeeId: string,
  input: z.output<typeof zLeaveAdjustmentInput>,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows } = await leavePeople(tx, ctx.organizationId, { ids: [employeeId] });
    const [person] = rows;
    if (!person) throw notFound('Employee');
    const types = await leaveTypesIn(tx, ctx.organizationId);
    const type = types.find((candidate) => candidate.id === input.leaveTypeId);
    if (!type) throw invalid('leaveTypeId', 'leaveTypeId: choose a leave type');
    if (type.entitlementRule === 'unlimited') {
      throw invalid('leaveTypeId', `leaveTypeId: ${type.name} has no balance to adjust`);
    }
    await lockLeaveOf(tx, ctx.organizationId, employeeId);
    const today = await organizationToday(tx, ctx);
    const settings = await leaveSettingsIn(tx, ctx.organizationId);
    const date = input.date ?? today;
    const year = leaveYearOf(settings.leaveYear, person.employmentStartDate, date);
    const days = input.days.toFixed(1);
    await insertLeaveAdjustments(tx, [
      {
        organizationId: ctx.organizationId,
        employeeId,
        leaveTypeId: type.id,
        yearStart: year.start,
        days,
        reason: input.reason,
        createdBy: ctx.accountId,
        createdAt: ctx.now,
      },
    ]);
    await recordTenantAudit(ctx, tx, 'leave.balance.adjust', employeeId, {
      leaveTypeId: type.id,
      yearStart: year.start,
      days,
      reason: input.reason,
    });
    return personBalances(tx, ctx, employeeId, date);
  });
}

const figureColumns = [
  ['entitlement', 'Entitlement'],
  ['earned', 'Earned'],
  ['carriedForward', 'Carried forward'],
  ['expired', 'Expired'],
  ['adjusted', 'Adjusted'],
  ['taken', 'Taken'],
  ['pending', 'Pending'],
  ['balance', 'Balance'],
  ['available', 'Available'],
] as const;

/** Every employee's balance of every type on a date, a row per employee and type. */
export function exportBalances(
  ctx: TenantContext,
  query: { date?: string; format: SpreadsheetFormat },
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const date = query.date ?? (await organizationToday(tx, ctx));
    const { rows } = await leavePeople(tx, ctx.organizationId, {});
    const balances = await balancesOfPeople(tx, ctx.organizationId, rows, date);
    const columns: SheetColumn[] = [
      { header: 'Employee No.', key: 'employeeNumber', width: 14 },
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Department', key: 'department', width: 20 },
      { header: 'Leave type', key: 'leaveType', width: 26 },
      { header: 'Leave year', key: 'year', width: 24 },
      ...figureColumns.map(([key, header]) => ({ header, key, width: 14 })),
    ];
    const sheetRows = rows.flatMap((person) =>
      (balances.get(person.id) ?? []).map((balance) => ({
        employeeNumber: person.employeeNumber,
        name: person.name,
        department: person.departmentName,
        leaveType: balance.leaveType.name,
        year: `${balance.yearStart} to ${balance.yearEnd}`,
        ...Object.fromEntries(figureColumns.map(([key]) => [key, balance[key]])),
      })),
    );
    return {
      date,
      file: await writeSheet(`Leave balances ${date}`, columns, sheetRows, query.format),
    };
  });
}
