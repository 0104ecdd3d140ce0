import type { PayrollListItem, PayrollTotals, Payslip } from '@tembusu/contracts/payroll-runs';
import { banks } from '@tembusu/contracts/reference/banks';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import type { PayrollRow, PayrollSums } from './payroll-runs.repository.js';
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
    payRollItem: calculation.lines,
    dob: inputs.employee.birthDate,
    ct: inputs.employee.residency,
    ordinaryWages: slip.ordinaryWages,
    additionalWages: slip.additionalWages,
    isTurnOnAttendLog: false,
    sdlAmount: slip.sdl,
    excludeCPFContributions: inputs.excludeCpf,
    allowFullEmployerCPF: inputs.allowFullEmployerCpf,
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
  };
}
