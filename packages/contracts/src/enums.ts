// The product specification's enumerations (section 3), spelt exactly as the API carries them.
import { z } from 'zod';

export const races = [
  'Chinese',
  'Malay',
  'Indian',
  'Eurasian',
  'BumiputeraSabah',
  'Thai',
  'Filipino',
  'Javanese',
  'Sudanese',
  'Vietnamese',
  'Caucasian',
  'Korean',
  'Japanese',
  'Others',
] as const;
export const zRace = z.enum(races);
export type Race = z.infer<typeof zRace>;

export const communityFunds = ['CDAC', 'MBMF', 'SINDA', 'ECF'] as const;
export const zCommunityFund = z.enum(communityFunds);
export type CommunityFund = z.infer<typeof zCommunityFund>;

// The race that points to each self-help group fund; the payroll engine decides, with religion
// and residency, whether a contribution is actually due.
export const communityFundByRace: Readonly<Partial<Record<Race, CommunityFund>>> = {
  Chinese: 'CDAC',
  Malay: 'MBMF',
  Indian: 'SINDA',
  Eurasian: 'ECF',
};

export const idTypes = [
  'NRIC',
  'FIN',
  'ImmigrationFileRefNo',
  'WorkPermitNo',
  'MalaysianIC',
  'PassportNo1',
  'PassportNo2',
] as const;
export const zIdType = z.enum(idTypes);
export type IdType = z.infer<typeof zIdType>;

export const genders = ['Male', 'Female', 'Others'] as const;
export const zGender = z.enum(genders);
export type Gender = z.infer<typeof zGender>;

export const religions = [
  'Buddhist',
  'Christian',
  'Catholicism',
  'Hindu',
  'Muslim',
  'Sikh',
  'Taoist',
  'None',
  'Others',
] as const;
export const zReligion = z.enum(religions);
export type Religion = z.infer<typeof zReligion>;

export const maritalStatuses = ['Single', 'Married', 'Divorce', 'Widowed'] as const;
export const zMaritalStatus = z.enum(maritalStatuses);
export type MaritalStatus = z.infer<typeof zMaritalStatus>;

export const employmentTypes = [
  'fullTime',
  'partTime',
  'contract',
  'probation',
  'internship',
  'freelance',
] as const;
export const zEmploymentType = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof zEmploymentType>;

export const paymentModes = ['cash', 'cheque', 'giro', 'others'] as const;
export const zPaymentMode = z.enum(paymentModes);
export type PaymentMode = z.infer<typeof zPaymentMode>;
export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  giro: 'GIRO (bank transfer)',
  others: 'Others',
};

export const incomeTypes = [
  'Insurance',
  'GrossSalary',
  'Bonus',
  'DirectorFee',
  'GrossComission',
  'Pension',
  'TransportAllowance',
  'EntertainmentAllowance',
  'OtherAllowance',
  'GratuityNoticePayExGratiaPayment',
  'Retirement',
  'BenefitFrom1993',
  'BenefitsInKind',
  'RetirementBenefit',
  'NotTaxable',
] as const;
export const zIncomeType = z.enum(incomeTypes);
export type IncomeType = z.infer<typeof zIncomeType>;

export const residencies = ['PermanentResident', 'WorkPermit', 'SPass', 'EmploymentPass'] as const;
export const zResidency = z.enum(residencies);
export type Residency = z.infer<typeof zResidency>;
export const foreignPasses = [
  'WorkPermit',
  'SPass',
  'EmploymentPass',
] as const satisfies readonly Residency[];

export const workModes = ['onsite', 'hybrid', 'remote'] as const;
export const zWorkMode = z.enum(workModes);
export type WorkMode = z.infer<typeof zWorkMode>;

export const businessRegistrationTypes = ['UEN', 'UEN-B', 'UEN-OTHER', 'ASGB', 'INCOME'] as const;
export const zBusinessRegistrationType = z.enum(businessRegistrationTypes);
export type BusinessRegistrationType = z.infer<typeof zBusinessRegistrationType>;

export const questionTypes = ['ShortAnswer', 'LongAnswer'] as const;
export const zQuestionType = z.enum(questionTypes);
export type QuestionType = z.infer<typeof zQuestionType>;

export const payTemplateTypes = ['Daily', 'Hourly', 'Monthly'] as const;
export const zPayTemplateType = z.enum(payTemplateTypes);

export const salaryBases = ['Monthly', 'Hourly', 'Daily'] as const;
export const zSalaryBasis = z.enum(salaryBases);
export type SalaryBasis = z.infer<typeof zSalaryBasis>;

export const payItemTypes = [
  'Addition',
  'Deduction',
  'Reimbursement',
  'Overtime',
  'Salary',
] as const;
export const zPayItemType = z.enum(payItemTypes);

export const wageTypes = ['OrdinaryWages', 'AdditionalWages', 'NoWages'] as const;
export const zWageType = z.enum(wageTypes);
export type WageType = z.infer<typeof zWageType>;

export const valueBases = ['Amount', 'Percentage'] as const;
export const zValueBasis = z.enum(valueBases);

export const allowanceConditions = [
  'AttendancePresence',
  'AfterWorkingHours',
  'PunctualityTimeIn',
  'PunctualityTimeOut',
] as const;
export const allowanceBases = ['Perday', 'Attendance'] as const;
export const allowancePeriods = ['Day', 'Month'] as const;
export const lateRules = ['LateLessThan', 'LateMoreThan'] as const;
export const earlyOutRules = ['NeverEarlyMoreThan', 'NeverEarlyLessThan'] as const;

export const overtimeRates = [
  'SameAsBaseHourlyRate',
  '1.5x',
  '2x',
  '2.5x',
  '3x',
  'CustomAmount',
] as const;
export const zOvertimeRate = z.enum(overtimeRates);
export const overtimeStarts = ['AfterWorkingHours', 'AfterFixedHours'] as const;

export const payItemTypeCodes = [
  'M1',
  'M2',
  'M2a',
  'M2b',
  'M3',
  'M4',
  'M5',
  'M6',
  'M7',
  'M8',
  'M8a',
  'M8b',
  'M8c',
  'M8d',
  'M9',
  'M10',
  'M10A',
  'M11',
  'M12',
  'L4',
  'TotalWages',
] as const;
export const zPayItemTypeCode = z.enum(payItemTypeCodes);
export type PayItemTypeCode = z.infer<typeof zPayItemTypeCode>;

export const workingHoursTypes = ['fixed', 'shiftPlanning'] as const;
export const scheduleTypes = ['fixed', 'flexible'] as const;
export const offDayTypes = ['restDay', 'offDay'] as const;
export const dayKinds = ['Working_Day', 'Off_Day', 'Rest_Day', 'On_leave'] as const;
export type DayKind = (typeof dayKinds)[number];

export const auditFormStatuses = ['Pending Employee', 'Pending Reviewer', 'Completed'] as const;

export const calendarEventKinds = [
  'leaves',
  'onLeavesOfCompany',
  'onLeavesOfDepartment',
  'dob',
  'companyEvent',
  'holidays',
  'deskBooking',
  'roomBooking',
  'checkIn',
  'noOfDayToPay',
  'claims',
  'newHires',
  'offBoarding',
  'contractExpired',
  'workPermitExpiry',
] as const;
