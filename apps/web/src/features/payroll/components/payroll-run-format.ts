// How payroll runs show statuses, wage classes and the payslip's value units.
import type { WageType } from '@tembusu/contracts/enums';
import type { PayrollStatus, PayslipLine } from '@tembusu/contracts/payroll-runs';

export const statusColors: Record<PayrollStatus, string> = {
  draft: 'yellow',
  confirmed: 'blue',
  paid: 'tembusu',
};

export const wageCodes: Record<WageType, string> = {
  OrdinaryWages: 'OW',
  AdditionalWages: 'AW',
  NoWages: 'NW',
};

export const wageNames: Record<WageType, string> = {
  OrdinaryWages: 'Ordinary wages',
  AdditionalWages: 'Additional wages',
  NoWages: 'Not wages: no CPF',
};

/** The short unit shown beside a value. */
export const unitSuffix: Record<NonNullable<PayslipLine['unit']>, string> = {
  Rate: '',
  Amount: '',
  Percentage: '%',
  Days: 'days',
  Hours: 'hrs',
};

/** True for money that is below zero, to show it in red. */
export const isNegative = (amount: string) => amount.trim().startsWith('-');
