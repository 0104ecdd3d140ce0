import type {
  PayrollListItem,
  PayrollTotals,
  Payslip,
  PayslipItemised,
  PayslipLine,
} from '@tembusu/contracts/payroll-runs';
import { banks } from '@tembusu/contracts/reference/banks';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import type { PayrollRow, PayrollSums } from './payroll-runs.repository.js';
import { prCpfSchemeOf, quantitiesOf } from './payslip-calculation.js';
import type { PayslipRow } from './payslips.repository.js';

const bankNames = new Map<string, string>(banks.map((bank) => [bank.code, bank.name]));

export function money(sums: Partial<PayrollSums> | undefined): PayrollTotals {
  return {
    grossSalary: sums?.grossSalary ?? '0.00',
    employeeCPF: sums?.employeeCpf ?? '0.00',
    employerCPF: sums?.employerCpf ?? '0.00',
    communityFund: sums?.communityFund ?? '0.00',
    sdl: sums?.sdl ?? '0.00',
    netPay: sums?.netPay ?? '0.00',
    total: sums?.total ?? '0.00',
  };
}

export const periodLabelOf = (row: { year: number; month: number }) =>
  `${monthAbbreviations[row.month - 1]} ${row.year}`;

export function listItem(row: PayrollRow, sums: PayrollSums | undefined): PayrollListItem {
  return {
    id: row.id,
    payrollNo: row.payrollNo,
    year: row.year,
    month: row.month,
    kind: row.kind,
    periodLabel: periodLabelOf(row),
    dateOfPayment: row.dateOfPayment,
    headcount: sums?.headcount ?? 0,
    status: row.status,
    totals: money(sums),
  };
}

export function presentPayslip(slip: PayslipRow, currency: string): Payslip {
  const { inputs, calculation } = slip;
  return {
    id: slip.id,
    payslipNo: slip.payslipNo,
    version: slip.version,
    employeeId: slip.employeeId,
    employee: {
      id: slip.employeeId,
      name: slip.employeeName,
      employeeNumber: slip.employeeNumber,
      department: slip.departmentName ? { name: slip.departmentName } : null,
    },
    paymentMethod: slip.paymentMethod,
    paymentMethodExt:
      slip.paymentMethod === 'giro' && slip.bankCode && slip.bankAccountNumber
        ? {
            bankCode: slip.bankCode,
            bankName: bankNames.get(slip.bankCode) ?? slip.bankCode,
            accountNumber: slip.bankAccountNumber,
          }
        : null,
    currency,
    workingTime: {
      workingDatesInRange: {
        from: inputs.rangeFrom,
        to: inputs.rangeTo,
        workingDays: inputs.workingDaysInRange,
        workingDaysInMonth: inputs.workingDaysInMonth,
        hourlyRate: calculation.hourlyRate,
        overtimeRates: inputs.overtimeRates,
      },
    },
    payRollItem: calculation.lines.map(currentLabel),
    dob: inputs.employee.birthDate,
    ct: inputs.employee.residency,
    ordinaryWages: slip.ordinaryWages,
    additionalWages: slip.additionalWages,
    isTurnOnAttendLog: inputs.attendance !== undefined,
    sdlAmount: slip.sdl,
    excludeCPFContributions: inputs.excludeCpf,
    allowFullEmployerCPF: prCpfSchemeOf(inputs) !== 'graduated',
    prCpfScheme: prCpfSchemeOf(inputs),
    defaultWorkingHours: inputs.hoursPerDay,
    originPayItems: inputs.originPayItems,
    totals: {
      grossSalary: slip.grossSalary,
      employeeCPF: slip.employeeCpf,
      employerCPF: slip.employerCpf,
      communityFund: slip.communityFund,
      sdl: slip.sdl,
      netPay: slip.netPay,
      total: slip.total,
    },
    warnings: calculation.warnings,
    remarks: inputs.payslipRemarks ?? null,
    overtimePeriod: inputs.overtimePeriod ?? null,
  };
}

// Payslips made before rest-day and public-holiday pay were items of their own kept the engine's
// old names for them; they read as the items they are.
const renamedLines: Partial<Record<PayslipLine['id'], { was: string; now: string }>> = {
  M8c: { was: 'Overtime (rest day)', now: 'Rest day pay' },
  M8d: { was: 'Overtime (holiday)', now: 'Public holiday pay' },
};

export function currentLabel<T extends Pick<PayslipLine, 'id' | 'description'>>(line: T): T {
  const renamed = renamedLines[line.id];
  return renamed && line.description === renamed.was ? { ...line, description: renamed.now } : line;
}

/**
 * What the itemised payslip lists beyond the lines: the salary period (the payroll's, narrowed to
 * the employment's start or end, with the working days the proration counted), the basic rate
 * with the hours or days an hourly or daily rate paid, and the overtime period when it differs.
 */
export function itemisedOf(
  slip: PayslipRow,
  payroll: { startDate: string; endDate: string },
): PayslipItemised {
  const { inputs } = slip;
  const quantities = quantitiesOf(inputs);
  const salaryPeriod = {
    from: inputs.rangeFrom,
    to: inputs.rangeTo,
    partial: inputs.rangeFrom !== payroll.startDate || inputs.rangeTo !== payroll.endDate,
    workingDays: inputs.workingDaysInRange,
    workingDaysInPeriod: inputs.workingDaysInMonth,
  };
  const overtime = inputs.overtimePeriod ?? null;
  return {
    salaryPeriod,
    basicPay: {
      basis: inputs.payBasis,
      rate: inputs.salary,
      unit: quantities.basic?.unit ?? null,
      paid: quantities.basic?.paid ?? null,
      worked: quantities.basic?.worked ?? null,
    },
    overtimeRatesPerHour: { ...quantities.overtimeRatesPerHour },
    overtimePeriod:
      overtime && (overtime.from !== salaryPeriod.from || overtime.to !== salaryPeriod.to)
        ? overtime
        : null,
  };
}
