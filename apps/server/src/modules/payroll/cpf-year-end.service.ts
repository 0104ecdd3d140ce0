// The year-end settlement of CPF on additional wages (sg-statutory.md 1.3): during the year the AW
// ceiling rests on a projection of the year's OW; in December, and in the month an employee
// leaves, the AW contributions are worked out again on the OW actually paid, and the difference
// is topped up to the CPF Board or claimed back from it.

import {
  type CpfYearEnd,
  type CpfYearEndRow,
  cpfSettlementLabels,
} from '@tembusu/contracts/payroll-reports';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import {
  type Contributions,
  recomputeAdditionalWageContributions,
  type YearEndMonth,
} from '@tembusu/payroll/cpf-year-end';
import { toCents } from '@tembusu/payroll/money';
import { cpfWagesInSprMonth } from '@tembusu/payroll/spr-conversion';
import { groupedBy } from '../../collections.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  type SheetCell,
  type SheetColumn,
  type SpreadsheetFormat,
  writeSheet,
} from '../../spreadsheets.js';
import { openingBalancesCounting } from './opening-balances.service.js';
import { cpfYearPayslips } from './payroll-reports.repository.js';
import { centsText, prSchemeOf } from './payslip-calculation.js';

type YearPayslip = Awaited<ReturnType<typeof cpfYearPayslips>>[number];

const split = (contributions: Contributions) => ({
  employee: centsText(contributions.employeeCents),
  employer: centsText(contributions.employerCents),
  total: centsText(contributions.totalCents),
});

const noContributions: Contributions = { totalCents: 0, employeeCents: 0, employerCents: 0 };

function plus(a: Contributions, b: Contributions): Contributions {
  return {
    totalCents: a.totalCents + b.totalCents,
    employeeCents: a.employeeCents + b.employeeCents,
    employerCents: a.employerCents + b.employerCents,
  };
}

/** The month the employee left in the year, if they did. */
function leavingMonth(payslip: YearPayslip, year: number): number | null {
  const end = payslip.employmentEndDate;
  if (!end || Number(end.slice(0, 4)) !== year) return null;
  return Number(end.slice(5, 7));
}

/**
 * The wages CPF was charged on in a payslip: in the month the SPR status starts, only the part
 * from the SPR date (spr-conversion.ts), as the payroll worked it out.
 */
function cpfWagesOf(payslip: YearPayslip) {
  const { inputs } = payslip;
  return cpfWagesInSprMonth({
    wageMonth: inputs.wageMonth,
    residency: inputs.employee.residency,
    prStartDate: inputs.employee.prStartDate,
    employedFrom: inputs.rangeFrom,
    employedTo: inputs.rangeTo,
    ordinaryWagesCents: toCents(payslip.ordinaryWages),
    additionalWagesCents: toCents(payslip.additionalWages),
  });
}

/** An employee's months: every payslip of a month (a regular run and off-cycle ones) added up. */
function monthsOf(year: number, payslips: YearPayslip[]): YearEndMonth[] {
  return [...groupedBy(payslips, (payslip) => payslip.month).entries()].map(([month, ofMonth]) => {
    const sum = (pick: (payslip: YearPayslip) => number) =>
      ofMonth.reduce((total, payslip) => total + pick(payslip), 0);
    return {
      wageMonth: `${year}-${String(month).padStart(2, '0')}`,
      ordinaryWagesCents: sum((payslip) => cpfWagesOf(payslip).ordinaryWagesCents),
      additionalWagesCents: sum((payslip) => cpfWagesOf(payslip).additionalWagesCents),
      contributed: {
        employeeCents: sum((payslip) => toCents(payslip.employeeCpf)),
        employerCents: sum((payslip) => toCents(payslip.employerCpf)),
      },
    };
  });
}

/**
 * Each employee whose year is settled by now: paid for December, or paid for the month they left.
 * Everyone else paid in the year is counted as not yet due.
 */
export function cpfYearEnd(ctx: TenantContext, year: number): Promise<CpfYearEnd> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const payslips = await cpfYearPayslips(tx, ctx.organizationId, year);
    const openings = await openingBalancesCounting(tx, ctx, { year, month: 13 });
    const byEmployee = groupedBy(payslips, (payslip) => payslip.employeeId);
    const rows: CpfYearEndRow[] = [];
    let notYetDue = 0;
    let excludedFromCpf = 0;
    let topUps = noContributions;
    let refunds = noContributions;
    let source: string | null = null;
    for (const [employeeId, ofEmployee] of byEmployee) {
      const latest = ofEmployee[ofEmployee.length - 1] as YearPayslip;
      const left = leavingMonth(latest, year);
      const lastPaid = latest.month;
      const occasion =
        lastPaid === 12 ? 'yearEnd' : left !== null && lastPaid >= left ? 'leaving' : null;
      if (!occasion) {
        notYetDue += 1;
        continue;
      }
      if (ofEmployee.some((payslip) => payslip.inputs.excludeCpf)) {
        excludedFromCpf += 1;
        continue;
      }
      const opening = openings.get(employeeId);
      const person = latest.inputs.employee;
      const result = recomputeAdditionalWageContributions({
        birthDate: person.birthDate,
        residency: person.residency,
        prStartDate: person.prStartDate,
        prScheme: prSchemeOf(latest.inputs),
        months: monthsOf(year, ofEmployee),
        earlierThisYear: opening
          ? {
              throughMonth: opening.throughMonth,
              ordinaryWagesSubjectToCpfCents: opening.ordinaryWagesForCpf,
              additionalWagesSubjectToCpfCents: opening.additionalWagesForCpf,
            }
          : null,
      });
      source = result.source;
      const contributed = result.months.reduce(
        (sum, month) => plus(sum, month.contributed),
        noContributions,
      );
      const due = result.months.reduce((sum, month) => plus(sum, month.due), noContributions);
      const settlement =
        result.difference.totalCents > 0
          ? 'topUp'
          : result.difference.totalCents < 0
            ? 'refund'
            : 'none';
      if (settlement === 'topUp') topUps = plus(topUps, result.difference);
      if (settlement === 'refund') {
        refunds = plus(refunds, {
          totalCents: -result.difference.totalCents,
          employeeCents: -result.difference.employeeCents,
          employerCents: -result.difference.employerCents,
        });
      }
      rows.push({
        employeeId,
        name: latest.employeeName,
        employeeNumber: latest.employeeNumber,
        idType: latest.idType,
        idNumber: latest.idNumber,
        occasion,
        throughMonth: lastPaid,
        ordinaryWagesForYear: centsText(result.actualOrdinaryWagesForYearCents),
        additionalWageCeiling: centsText(result.additionalWageCeilingCents),
        additionalWages: centsText(
          ofEmployee.reduce((sum, payslip) => sum + toCents(payslip.additionalWages), 0),
        ),
        additionalWagesSubjectToCpf: centsText(result.additionalWagesSubjectToCpfCents),
        contributed: split(contributed),
        due: split(due),
        difference: split(result.difference),
        settlement,
      });
    }
    rows.sort((a, b) => a.name.localeCompare(b.name));
    return {
      year,
      rows,
      notYetDue,
      excludedFromCpf,
      topUps: split(topUps),
      refunds: split(refunds),
      source,
    };
  });
}

const settlementColumns: SheetColumn[] = [
  { header: 'Employee Name', key: 'name', width: 28 },
  { header: 'Employee Number', key: 'employeeNumber', width: 16 },
  { header: 'NRIC/FIN', key: 'identity', width: 20 },
  { header: 'Worked Out Through', key: 'through', width: 18 },
  { header: 'OW subject to CPF in the Year', key: 'ordinaryWagesForYear', width: 18, money: true },
  { header: 'AW Ceiling', key: 'additionalWageCeiling', width: 14, money: true },
  { header: 'AW Paid', key: 'additionalWages', width: 14, money: true },
  { header: 'AW subject to CPF', key: 'additionalWagesSubjectToCpf', width: 18, money: true },
  { header: 'CPF Contributed', key: 'contributed', width: 16, money: true },
  { header: 'CPF Due', key: 'due', width: 14, money: true },
  { header: 'Employee Share', key: 'employeeDifference', width: 16, money: true },
  { header: 'Employer Share', key: 'employerDifference', width: 16, money: true },
  { header: 'Difference', key: 'difference', width: 14, money: true },
  { header: 'Settlement', key: 'settlement', width: 18 },
];

export async function cpfYearEndFile(
  ctx: TenantContext,
  year: number,
  format: SpreadsheetFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const report = await cpfYearEnd(ctx, year);
  const rows: Record<string, SheetCell>[] = report.rows.map((row) => ({
    name: row.name,
    employeeNumber: row.employeeNumber,
    identity: `${row.idType} ${row.idNumber}`,
    through: `${monthAbbreviations[row.throughMonth - 1]} ${year}${row.occasion === 'leaving' ? ' (left)' : ''}`,
    ordinaryWagesForYear: row.ordinaryWagesForYear,
    additionalWageCeiling: row.additionalWageCeiling,
    additionalWages: row.additionalWages,
    additionalWagesSubjectToCpf: row.additionalWagesSubjectToCpf,
    contributed: row.contributed.total,
    due: row.due.total,
    employeeDifference: row.difference.employee,
    employerDifference: row.difference.employer,
    difference: row.difference.total,
    settlement: cpfSettlementLabels[row.settlement],
  }));
  return {
    fileName: `cpf-year-end-${year}.${format}`,
    bytes: await writeSheet(`CPF year-end ${year}`, settlementColumns, rows, format),
  };
}
