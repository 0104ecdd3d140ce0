// What a leave type gives a person: the Employment Act's and the Child Development Co-Savings Act's
// entitlements (sg-statutory.md section 4), a company's fixed days, proration and accrual. Amounts
// are tenths of a day.
import type { LeaveChild, LeaveEntitlementRule } from '@tembusu/contracts/leave';
import { addDays } from '../../calendar-dates.js';
import { wholeYearsBetween } from '../employees/calendar.js';
import { addMonths, completedMonths, type LeaveYear } from './leave-days.js';

export type EntitledPerson = {
  employmentStartDate: string;
  employmentEndDate: string | null;
};

export type EntitlementType = {
  entitlementRule: LeaveEntitlementRule;
  fixedDays: string | null;
  prorated: boolean;
};

const days = (whole: number) => whole * 10;

/**
 * EA s.88A: 7 days in the first year of service, a day more for each further year, 14 from the
 * eighth. The year of service is the one reached by the end of the leave year, or by the last day
 * of someone who leaves before it ends.
 */
export function annualLeaveDays(person: EntitledPerson, year: LeaveYear): number {
  const lastDay =
    person.employmentEndDate && person.employmentEndDate < year.end
      ? person.employmentEndDate
      : year.end;
  const yearOfService = wholeYearsBetween(person.employmentStartDate, lastDay) + 1;
  return Math.min(7 + yearOfService - 1, 14);
}

/** EA s.89: outpatient and hospitalisation days by completed months of service. */
export function sickLeaveDays(
  serviceMonths: number,
  kind: 'sickOutpatient' | 'sickHospitalisation',
): number {
  const steps: readonly [number, number, number][] = [
    [6, 14, 60],
    [5, 11, 45],
    [4, 8, 30],
    [3, 5, 15],
  ];
  const step = steps.find(([months]) => serviceMonths >= months);
  if (!step) return 0;
  return kind === 'sickOutpatient' ? step[1] : step[2];
}

/**
 * Months of the leave year the person is employed, whole months from the later of the year's start
 * and their first day to the earlier of the year's end and their last day.
 */
export function monthsEmployedInYear(person: EntitledPerson, year: LeaveYear): number {
  const from = person.employmentStartDate > year.start ? person.employmentStartDate : year.start;
  const lastDay =
    person.employmentEndDate && person.employmentEndDate < year.end
      ? person.employmentEndDate
      : year.end;
  if (lastDay < from) return 0;
  return Math.min(12, completedMonths(from, addDays(lastDay, 1)));
}

/**
 * A whole-year entitlement for the months employed: EA s.88A prorates on completed months, a
 * fraction of half a day or more counting as a whole day.
 */
export function prorated(wholeDays: number, months: number): number {
  if (months >= 12) return days(wholeDays);
  const twelfths = wholeDays * months;
  return days(Math.floor(twelfths / 12) + (twelfths % 12 >= 6 ? 1 : 0));
}

/**
 * Childcare and extended childcare leave together: at most 6 days a year for a parent, however
 * many children (EA s.87A; Child Development Co-Savings Act, MOM's childcare leave FAQ).
 */
export const childcareTenthsPerYear = days(6);

function childAge(child: LeaveChild, on: string): number {
  return wholeYearsBetween(child.birthDate, on);
}

/**
 * Days a year (or, for parental leave, for the child) a child gives, with the reason when it
 * gives none. Weeks become days of the person's working week.
 */
export function childLeaveDays(
  rule: LeaveEntitlementRule,
  child: LeaveChild,
  on: string,
  daysPerWeek: number,
): { tenths: number; refusal: string | null } {
  const age = childAge(child, on);
  const weeks = (count: number) => ({ tenths: days(count * daysPerWeek), refusal: null });
  switch (rule) {
    case 'childcare':
      if (age >= 7) return { tenths: 0, refusal: 'Childcare leave is for a child under 7' };
      return { tenths: days(child.citizen ? 6 : 2), refusal: null };
    case 'extendedChildcare':
      if (!child.citizen) {
        return { tenths: 0, refusal: 'Extended childcare leave is for a Singapore citizen child' };
      }
      if (age < 7 || age > 12) {
        return { tenths: 0, refusal: 'Extended childcare leave is for a child aged 7 to 12' };
      }
      return { tenths: days(2), refusal: null };
    case 'infantCare':
      if (!child.citizen || age >= 2) {
        return {
          tenths: 0,
          refusal: 'Infant care leave is for a Singapore citizen child under 2',
        };
      }
      return { tenths: days(12), refusal: null };
    case 'maternity':
      return weeks(child.citizen ? 16 : 12);
    case 'paternity':
      if (!child.citizen) {
        return { tenths: 0, refusal: 'Paternity leave is for a Singapore citizen child' };
      }
      // Four weeks are mandatory for children born from 1 Apr 2025. For births in 2024 and early
      // 2025 two weeks are; the other two were voluntary, the employer's to give by adjustment.
      return weeks(child.birthDate >= '2025-04-01' ? 4 : 2);
    case 'sharedParental':
      if (!child.citizen || child.birthDate < '2025-04-01') {
        return {
          tenths: 0,
          refusal: 'Shared parental leave is for a Singapore citizen child born from 1 Apr 2025',
        };
      }
      return weeks(child.birthDate >= '2026-04-01' ? 10 : 6);
    default:
      return { tenths: 0, refusal: null };
  }
}

/**
 * The leave year's entitlement of a type that is not decided per child, in tenths, or null when
 * it has no limit or depends on the child. Sick leave follows the months of service on `on`.
 */
export function yearEntitlement(
  type: EntitlementType,
  person: EntitledPerson,
  year: LeaveYear,
  on: string,
): number | null {
  const months = monthsEmployedInYear(person, year);
  switch (type.entitlementRule) {
    case 'annualByService': {
      const whole = annualLeaveDays(person, year);
      return type.prorated ? prorated(whole, months) : days(whole);
    }
    case 'sickOutpatient':
    case 'sickHospitalisation':
      return days(
        sickLeaveDays(completedMonths(person.employmentStartDate, on), type.entitlementRule),
      );
    case 'fixed': {
      const fixed = Number(type.fixedDays ?? 0);
      if (!type.prorated || months >= 12) return Math.round(fixed * 10);
      // A company's days prorate to the half day below.
      return Math.floor((fixed * months * 2) / 12) * 5;
    }
    default:
      return null;
  }
}

/**
 * What has been earned by a date of a year's entitlement: all of it up front, or the completed
 * months of the year so far when it accrues monthly (to the half day below).
 */
export function earnedBy(
  entitlement: number,
  accrual: 'upfront' | 'monthly',
  person: EntitledPerson,
  year: LeaveYear,
  on: string,
): number {
  if (accrual === 'upfront') return entitlement;
  const employedMonths = monthsEmployedInYear(person, year);
  if (employedMonths === 0) return 0;
  const from = person.employmentStartDate > year.start ? person.employmentStartDate : year.start;
  const soFar = Math.min(employedMonths, completedMonths(from, addDays(on, 1)));
  return Math.floor((entitlement * soFar * 2) / (employedMonths * 10)) * 5;
}

/** The date a person reaches a number of months of service. */
export function eligibleFrom(person: EntitledPerson, minServiceMonths: number): string {
  return addMonths(person.employmentStartDate, minServiceMonths);
}
