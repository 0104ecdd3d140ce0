// A person's balance of a leave type on a date, from what they are entitled to, what was carried
// in and adjusted, and their requests. Pure: the service loads the records.
import { calendarDateText } from '@tembusu/contracts/display-text';
import {
  childLeaveRules,
  type LeaveBalance,
  type LeaveDay,
  type LeaveStatus,
  type LeaveYearKind,
} from '@tembusu/contracts/leave';
import type { LeaveTypeRecord } from './leave.repository.js';
import { daysText, type LeaveYear, leaveYearOf, tenthsOf } from './leave-days.js';
import {
  type EntitledPerson,
  earnedBy,
  eligibleFrom,
  yearEntitlement,
} from './leave-entitlements.js';

export type CountedRequest = {
  id: string;
  leaveTypeId: string;
  status: LeaveStatus;
  dayList: LeaveDay[];
};

export type BalanceRecords = {
  /** Requests of the person, approved and pending, with days in the year. */
  requests: readonly CountedRequest[];
  adjustments: readonly { leaveTypeId: string; yearStart: string; days: string }[];
  carryForwards: readonly {
    leaveTypeId: string;
    yearStart: string;
    carried: string;
    expiresOn: string | null;
  }[];
};

export type BalanceTenths = {
  year: LeaveYear;
  entitlement: number | null;
  earned: number | null;
  carriedForward: number;
  expired: number;
  adjusted: number;
  taken: number;
  pending: number;
  balance: number | null;
  notYetEligible: string | null;
};

function daysOfIn(
  requests: readonly CountedRequest[],
  typeIds: ReadonlySet<string>,
  status: LeaveStatus,
  year: LeaveYear,
  before?: string,
): number {
  let tenths = 0;
  for (const request of requests) {
    if (request.status !== status || !typeIds.has(request.leaveTypeId)) continue;
    for (const day of request.dayList) {
      if (day.date < year.start || day.date > year.end) continue;
      if (before !== undefined && day.date >= before) continue;
      tenths += tenthsOf(day.portion);
    }
  }
  return tenths;
}

/**
 * The balance of one type on a date. Hospitalisation leave counts the outpatient days taken too
 * (the 60 days include the 14). Days carried in are used first, so those left unused on the day
 * they lapse are what expires.
 */
export function balanceOn(options: {
  type: LeaveTypeRecord;
  /** The outpatient type, whose days count against hospitalisation leave. */
  outpatientTypeId: string | null;
  person: EntitledPerson;
  leaveYear: LeaveYearKind;
  date: string;
  records: BalanceRecords;
}): BalanceTenths {
  const { type, person, date, records } = options;
  const year = leaveYearOf(options.leaveYear, person.employmentStartDate, date);
  const countedTypes = new Set([type.id]);
  if (type.entitlementRule === 'sickHospitalisation' && options.outpatientTypeId) {
    countedTypes.add(options.outpatientTypeId);
  }
  const taken = daysOfIn(records.requests, countedTypes, 'approved', year);
  const pending = daysOfIn(records.requests, countedTypes, 'pending', year);
  const adjusted = records.adjustments
    .filter((row) => row.leaveTypeId === type.id && row.yearStart === year.start)
    .reduce((sum, row) => sum + tenthsOf(row.days), 0);
  const carried = records.carryForwards.filter(
    (row) => row.leaveTypeId === type.id && row.yearStart === year.start,
  );
  const carriedForward = carried.reduce((sum, row) => sum + tenthsOf(row.carried), 0);
  let expired = 0;
  for (const row of carried) {
    if (row.expiresOn === null || date < row.expiresOn) continue;
    const usedBefore = daysOfIn(records.requests, countedTypes, 'approved', year, row.expiresOn);
    expired += Math.max(0, tenthsOf(row.carried) - usedBefore);
  }
  const entitlement = yearEntitlement(type, person, year, date);
  const earned =
    entitlement === null ? null : earnedBy(entitlement, type.accrual, person, year, date);
  const eligible = eligibleFrom(person, type.minServiceMonths);
  const notYetEligible =
    date < eligible
      ? `After ${type.minServiceMonths} months of service (from ${calendarDateText(eligible)})`
      : null;
  const balance = earned === null ? null : earned + carriedForward - expired + adjusted - taken;
  return {
    year,
    entitlement,
    earned,
    carriedForward,
    expired,
    adjusted,
    taken,
    pending,
    balance,
    notYetEligible,
  };
}

const orNull = (tenths: number | null) => (tenths === null ? null : daysText(tenths));

export function presentBalance(type: LeaveTypeRecord, tenths: BalanceTenths): LeaveBalance {
  // A child's leave is decided by the child a request names; the year shows what was taken.
  const perChild = childLeaveRules.includes(type.entitlementRule);
  return {
    leaveType: {
      id: type.id,
      name: type.name,
      code: type.code,
      colour: type.colour,
      paid: type.paid,
      entitlementRule: type.entitlementRule,
    },
    yearStart: tenths.year.start,
    yearEnd: tenths.year.end,
    entitlement: perChild ? null : orNull(tenths.entitlement),
    earned: perChild ? null : orNull(tenths.earned),
    carriedForward: daysText(tenths.carriedForward),
    expired: daysText(tenths.expired),
    adjusted: daysText(tenths.adjusted),
    taken: daysText(tenths.taken),
    pending: daysText(tenths.pending),
    balance: orNull(tenths.balance),
    available: tenths.balance === null ? null : daysText(tenths.balance - tenths.pending),
    notYetEligible: tenths.notYetEligible,
  };
}
