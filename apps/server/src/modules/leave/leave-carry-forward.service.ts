// The year-end carry-forward: what each person has left of a type at the end of a leave year goes
// into the next, up to the type's limit and lapsing after its expiry months; the rest is forfeited.
import {
  type CarryForwardReport,
  childLeaveRules,
  type LeaveYearKind,
} from '@tembusu/contracts/leave';
import { addDays } from '../../calendar-dates.js';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { type SheetColumn, type SpreadsheetFormat, writeSheet } from '../../spreadsheets.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationToday } from '../employees/employees.service.js';
import { organizationsWithToday } from '../organization/organization.service.js';
import {
  carryForwardReport,
  insertCarryForwards,
  type LeavePerson,
  type LeaveTypeRecord,
  leavePeople,
} from './leave.repository.js';
import { balancesOfPeople } from './leave-balances.service.js';
import { addMonths, daysText, leaveYearOf, tenthsOf } from './leave-days.js';
import { leaveSettingsIn, leaveTypesIn } from './leave-types.service.js';

/** Types whose unused days move into the next year: a limit above nothing, and a yearly balance. */
const carriesForward = (type: LeaveTypeRecord) =>
  type.isActive &&
  tenthsOf(type.carryForwardLimit) > 0 &&
  type.entitlementRule !== 'unlimited' &&
  !childLeaveRules.includes(type.entitlementRule);

/**
 * The date a person's carry-forward into the leave year holding `today` is due: the settings' run
 * date in a calendar year (which may be set after 1 January, so late decisions on the old year
 * count), the first day of the year by hire anniversary.
 */
function dueOn(kind: LeaveYearKind, runDate: string, yearStart: string): string {
  return kind === 'calendar' ? `${yearStart.slice(0, 4)}-${runDate}` : yearStart;
}

/**
 * Carries forward, for everyone due on `today`, the year that ended into the year they are in.
 * A person and type already carried into a year is left as it was, so the run can repeat (every
 * day, or by hand) without carrying twice. Inside the caller's tenant transaction.
 */
export async function carryForwardDue(
  tx: Db,
  organizationId: string,
  today: string,
  now: Date,
): Promise<number> {
  const types = (await leaveTypesIn(tx, organizationId)).filter(carriesForward);
  if (types.length === 0) return 0;
  const settings = await leaveSettingsIn(tx, organizationId);
  const { rows } = await leavePeople(tx, organizationId, {});
  const due: { person: LeavePerson; yearStart: string; lastYearEnd: string }[] = [];
  for (const person of rows) {
    if (!person.isActive) continue;
    const year = leaveYearOf(settings.leaveYear, person.employmentStartDate, today);
    if (person.employmentStartDate >= year.start) continue;
    if (person.employmentEndDate !== null && person.employmentEndDate < year.start) continue;
    if (today < dueOn(settings.leaveYear, settings.carryForwardRunDate, year.start)) continue;
    due.push({ person, yearStart: year.start, lastYearEnd: addDays(year.start, -1) });
  }
  const values = [];
  for (const [lastYearEnd, group] of groupedBy(due, (entry) => entry.lastYearEnd)) {
    const balances = await balancesOfPeople(
      tx,
      organizationId,
      group.map((entry) => entry.person),
      lastYearEnd,
    );
    for (const { person, yearStart } of group) {
      for (const type of types) {
        const balance = balances.get(person.id)?.find((row) => row.leaveType.id === type.id);
        if (!balance || balance.balance === null) continue;
        const unused = Math.max(0, tenthsOf(balance.balance));
        const carried = Math.min(unused, tenthsOf(type.carryForwardLimit));
        values.push({
          organizationId,
          employeeId: person.id,
          leaveTypeId: type.id,
          yearStart,
          unused: daysText(unused),
          carried: daysText(carried),
          forfeited: daysText(unused - carried),
          expiresOn:
            type.carryForwardExpiryMonths === null
              ? null
              : addMonths(yearStart, type.carryForwardExpiryMonths),
          runAt: now,
        });
      }
    }
  }
  return insertCarryForwards(tx, values);
}

/** The scheduled run: every organisation, each on its own today. */
export async function runDueCarryForwards(db: Db, now: Date): Promise<number> {
  let carried = 0;
  for (const { organizationId, today } of await organizationsWithToday(db, now)) {
    carried += await withTenant(db, organizationId, (tx) =>
      carryForwardDue(tx, organizationId, today, now),
    );
  }
  return carried;
}

/** An admin runs what is due now, instead of waiting for the night's run. */
export function runCarryForwardNow(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const today = await organizationToday(tx, ctx);
    const settings = await leaveSettingsIn(tx, ctx.organizationId);
    if (
      settings.leaveYear === 'calendar' &&
      today < dueOn('calendar', settings.carryForwardRunDate, `${today.slice(0, 4)}-01-01`)
    ) {
      throw conflict(
        `The carry-forward into ${today.slice(0, 4)} runs from ${settings.carryForwardRunDate.replace('-', '/')}/${today.slice(0, 4)}, as the leave settings say`,
      );
    }
    const carried = await carryForwardDue(tx, ctx.organizationId, today, ctx.now);
    await recordTenantAudit(ctx, tx, 'leave.carryForward.run', ctx.organizationId, { carried });
    return { carried };
  });
}

async function reportOf(tx: Db, organizationId: string, year: number): Promise<CarryForwardReport> {
  const settings = await leaveSettingsIn(tx, organizationId);
  const types = (await leaveTypesIn(tx, organizationId)).filter(carriesForward);
  const records = await carryForwardReport(tx, organizationId, `${year}-01-01`, `${year}-12-31`);
  const total = (pick: (row: (typeof records)[number]['record']) => string) =>
    daysText(records.reduce((sum, row) => sum + tenthsOf(pick(row.record)), 0));
  return {
    year,
    runDate: settings.leaveYear === 'calendar' ? `${year}-${settings.carryForwardRunDate}` : null,
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      carryForwardLimit: daysText(tenthsOf(type.carryForwardLimit)),
      carryForwardExpiryMonths: type.carryForwardExpiryMonths,
    })),
    rows: records.map(({ record, employeeName, employeeNumber, typeName }) => ({
      employeeId: record.employeeId,
      employeeName,
      employeeNumber,
      leaveTypeId: record.leaveTypeId,
      leaveTypeName: typeName,
      yearStart: record.yearStart,
      unused: daysText(tenthsOf(record.unused)),
      carried: daysText(tenthsOf(record.carried)),
      forfeited: daysText(tenthsOf(record.forfeited)),
      expiresOn: record.expiresOn,
      runAt: record.runAt.toISOString(),
    })),
    totals: {
      unused: total((row) => row.unused),
      carried: total((row) => row.carried),
      forfeited: total((row) => row.forfeited),
    },
  };
}

/** What was carried into the leave years starting in a calendar year, person by person. */
export function getCarryForwardReport(ctx: TenantContext, year: number) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => reportOf(tx, ctx.organizationId, year));
}

export function exportCarryForwardReport(
  ctx: TenantContext,
  query: { year: number; format: SpreadsheetFormat },
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const report = await reportOf(tx, ctx.organizationId, query.year);
    const columns: SheetColumn[] = [
      { header: 'Employee No.', key: 'employeeNumber', width: 14 },
      { header: 'Name', key: 'employeeName', width: 28 },
      { header: 'Leave type', key: 'leaveTypeName', width: 24 },
      { header: 'Leave year from', key: 'yearStart', width: 16 },
      { header: 'Unused', key: 'unused', width: 10 },
      { header: 'Carried forward', key: 'carried', width: 16 },
      { header: 'Forfeited', key: 'forfeited', width: 12 },
      { header: 'Expires on', key: 'expiresOn', width: 14 },
    ];
    return writeSheet(`Leave carry-forward ${query.year}`, columns, report.rows, query.format);
  });
}
