// Employment Act figures the payslip uses (sg-statutory.md section 4): the hourly basic rate's
// divisor, and the Part IV limits that decide which overtime rules apply.
import { toCents } from '../money.js';
import { type Confidence, type DatedRow, DatedTable } from './dated-table.js';

export interface EmploymentActRow extends DatedRow {
  /** Hourly basic rate of a monthly-rated employee = 12 × monthly basic ÷ this (52 weeks × 44 h). */
  readonly hoursPerYear: number;
  /** Part IV covers a workman earning a basic monthly salary up to this, in dollars. */
  readonly partIvWorkmanLimit: number;
  /** Part IV covers any other non-managerial employee earning up to this, in dollars. */
  readonly partIvNonWorkmanLimit: number;
  readonly partIvWorkmanLimitCents: number;
  readonly partIvNonWorkmanLimitCents: number;
  /** Overtime is at least this multiple of the hourly basic rate. */
  readonly minimumOvertimeMultiple: number;
  /** The same in tenths (15 for 1.5), for exact comparisons. */
  readonly minimumOvertimeMultipleTenths: number;
  /** Overtime hours allowed in a month. */
  readonly maximumOvertimeHoursPerMonth: number;
  /** Salary (other than overtime pay) is paid by this many days after the salary period ends. */
  readonly salaryDueWithinDays: number;
  readonly confidence: Confidence;
}

export const employmentActRules = new DatedTable<EmploymentActRow>(
  { name: 'Employment Act Part IV rules', file: 'employment-act.ts' },
  [
    {
      effectiveFrom: '2019-04',
      hoursPerYear: 2288,
      partIvWorkmanLimit: 4500,
      partIvNonWorkmanLimit: 2600,
      partIvWorkmanLimitCents: toCents(4500),
      partIvNonWorkmanLimitCents: toCents(2600),
      minimumOvertimeMultiple: 1.5,
      minimumOvertimeMultipleTenths: 15,
      maximumOvertimeHoursPerMonth: 72,
      salaryDueWithinDays: 7,
      source:
        'Employment Act s.35 (since 1 Apr 2019; MOM): Part IV covers workmen with basic monthly salary up to $4,500 and other non-managerial employees up to $2,600; EA s.38(4): overtime at least 1.5 x hourly basic rate; at most 72 overtime hours a month (MOM OT calculator page, EA); EA Fourth Schedule (and MOM): hourly basic rate = 12 x monthly basic / (52 x 44); EA s.21(1): salary other than overtime pay within 7 days after the salary period ends (overtime pay within 14 days, s.21(2)).',
      confidence: 'H',
    },
  ],
);
