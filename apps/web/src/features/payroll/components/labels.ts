// Words for the payroll enumerations: the API spells them as codes, people read these.
import type {
  allowanceBases,
  allowanceConditions,
  allowancePeriods,
  earlyOutRules,
  IncomeType,
  lateRules,
  overtimeRates,
  overtimeStarts,
  payItemTypes,
  payTemplateTypes,
  valueBases,
  WageType,
} from '@tembusu/contracts/enums';

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const payItemTypeLabels: Labels<typeof payItemTypes> = {
  Addition: 'Addition',
  Deduction: 'Deduction',
  Reimbursement: 'Reimbursement',
  Overtime: 'Overtime',
  Salary: 'Salary',
};

export const payTemplateTypeLabels: Labels<typeof payTemplateTypes> = {
  Daily: 'Daily',
  Hourly: 'Hourly',
  Monthly: 'Monthly',
};

export const wageTypeLabels: Record<WageType, string> = {
  OrdinaryWages: 'Ordinary wages (OW)',
  AdditionalWages: 'Additional wages (AW)',
  NoWages: 'Not wages (NW)',
};

export const wageTypeCodes: Record<WageType, string> = {
  OrdinaryWages: 'OW',
  AdditionalWages: 'AW',
  NoWages: 'NW',
};

export const valueBasisLabels: Labels<typeof valueBases> = {
  Amount: 'Amount',
  Percentage: 'Percentage',
};

export const incomeTypeLabels: Record<IncomeType, string> = {
  Insurance: 'Insurance',
  GrossSalary: 'Gross salary',
  Bonus: 'Bonus',
  DirectorFee: "Director's fee",
  GrossComission: 'Gross commission',
  Pension: 'Pension',
  TransportAllowance: 'Transport allowance',
  EntertainmentAllowance: 'Entertainment allowance',
  OtherAllowance: 'Other allowance',
  GratuityNoticePayExGratiaPayment: 'Gratuity, notice pay, ex-gratia payment',
  // As Form IR8A counts them (server ir8a-income.ts): item d4(ii), and d5's two amounts.
  Retirement: 'Compensation for loss of office',
  BenefitFrom1993: 'Retirement benefits accrued from 1993',
  BenefitsInKind: 'Benefits in kind',
  RetirementBenefit: 'Retirement benefits accrued up to 1992',
  NotTaxable: 'Not taxable',
};

export const overtimeRateLabels: Labels<typeof overtimeRates> = {
  SameAsBaseHourlyRate: 'Same as base hourly rate',
  '1.5x': '1.5 × base hourly rate',
  '2x': '2 × base hourly rate',
  '2.5x': '2.5 × base hourly rate',
  '3x': '3 × base hourly rate',
  CustomAmount: 'Custom amount per hour',
};

export const overtimeStartLabels: Labels<typeof overtimeStarts> = {
  AfterWorkingHours: 'After working hours',
  AfterFixedHours: 'After fixed hours',
};

export const allowanceConditionLabels: Labels<typeof allowanceConditions> = {
  AttendancePresence: 'Present at work',
  AfterWorkingHours: 'Works after working hours',
  PunctualityTimeIn: 'Punctual time in',
  PunctualityTimeOut: 'Punctual time out',
};

export const allowanceBasisLabels: Labels<typeof allowanceBases> = {
  Perday: 'Per day',
  Attendance: 'Per attendance',
};

export const allowancePeriodLabels: Labels<typeof allowancePeriods> = {
  Day: 'Each day',
  Month: 'Whole month',
};

export const lateRuleLabels: Labels<typeof lateRules> = {
  LateLessThan: 'Late less than',
  LateMoreThan: 'Late more than',
};

export const earlyOutRuleLabels: Labels<typeof earlyOutRules> = {
  NeverEarlyMoreThan: 'Never early more than',
  NeverEarlyLessThan: 'Never early less than',
};

/** Select options in the enumeration's order. */
export function optionsOf<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
