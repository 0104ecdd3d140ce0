import type { FormErrors, UseFormReturnType } from '@mantine/form';
import {
  defaultCommunityFunds,
  type Employee,
  type EmployeeEmploymentPayInput,
  type EmployeePersonalInput,
  type ResidencyStatus,
} from '@tembusu/contracts/employees';
import { type CommunityFund, foreignPasses } from '@tembusu/contracts/enums';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/** A field may be empty while the form is being filled in; the contract's schema decides. */
type Draft<T> = { [K in keyof T]: T[K] | null };

/**
 * One shape for the create form and every tab, so the sections are shared between them. Fields
 * the contract lets a caller leave out (the pay scheme) are always there in the form.
 */
export type EmployeeFormValues = {
  personal: Draft<EmployeePersonalInput>;
  employment: Draft<Required<EmployeeEmploymentPayInput>>;
  password: string;
};

export type EmployeeForm = UseFormReturnType<EmployeeFormValues>;

/** The form's starting values: the employee's record, or the defaults for a new employee. */
export function employeeFormValues(employee?: Employee): EmployeeFormValues {
  const p = employee?.personal;
  const e = employee?.employment;
  return {
    personal: {
      name: p?.name ?? '',
      email: p?.email ?? '',
      idType: p?.idType ?? 'NRIC',
      idNumber: p?.idNumber ?? '',
      race: p?.race ?? null,
      religion: p?.religion ?? null,
      gender: p?.gender ?? null,
      maritalStatus: p?.maritalStatus ?? null,
      nationality: p?.nationality ?? 'SG',
      residency: p?.residency ?? 'Citizen',
      prStartDate: p?.prStartDate ?? null,
      dateOfBirth: p?.dateOfBirth ?? null,
      educationLevel: p?.educationLevel ?? null,
      phone: p?.phone ?? '',
      address: p?.address ?? '',
      postalCode: p?.postalCode ?? '',
      emergencyContactName: p?.emergencyContactName ?? '',
      emergencyContactRelationship: p?.emergencyContactRelationship ?? '',
      emergencyContactPhone: p?.emergencyContactPhone ?? '',
      photoId: p?.photoId ?? null,
    },
    employment: {
      employeeNumber: e?.employeeNumber ?? '',
      roleTitle: e?.roleTitle ?? '',
      departmentId: e?.departmentId ?? null,
      branchId: e?.branchId ?? null,
      employmentType: e?.employmentType ?? 'fullTime',
      workMode: e?.workMode ?? 'onsite',
      employmentStartDate: e?.employmentStartDate ?? null,
      employmentEndDate: e?.employmentEndDate ?? null,
      workPassExpiryDate: e?.workPassExpiryDate ?? null,
      managerId: e?.managerId ?? null,
      timeZone: e?.timeZone ?? defaultTimeZone,
      countryOfWork: e?.countryOfWork ?? 'SG',
      isActive: e?.isActive ?? true,
      salaryBasis: e?.salaryBasis ?? 'Monthly',
      salaryAmount: e?.salaryAmount ?? '',
      paySchemeTemplateId: e?.paySchemeTemplateId ?? null,
      paymentMode: e?.paymentMode ?? 'giro',
      bankCode: e?.bankCode ?? null,
      bankAccountNumber: e?.bankAccountNumber ?? '',
      excludeCPFContributions: e?.excludeCPFContributions ?? false,
      isTurnOnAttendLog: e?.isTurnOnAttendLog ?? false,
      prCpfScheme: e?.prCpfScheme ?? 'graduated',
      communityFundOverride: e?.communityFundOverride ?? false,
      communityFunds: e?.communityFunds ?? [],
    },
    password: '',
  };
}

export function isPermanentResident(residency: ResidencyStatus | null): boolean {
  return residency === 'PermanentResident';
}

export function holdsForeignPass(residency: ResidencyStatus | null): boolean {
  return (foreignPasses as readonly string[]).includes(residency ?? '');
}

/** The funds the race, religion and residency point to; none until all three are chosen. */
export function defaultFundsFor(personal: EmployeeFormValues['personal']): CommunityFund[] {
  const { race, religion, residency } = personal;
  if (!race || !religion || !residency) return [];
  return defaultCommunityFunds(race, religion, residency);
}

/** The funds to send: the chosen ones when overridden, else the default ones. */
export function communityFundsToSend(values: EmployeeFormValues): CommunityFund[] {
  return values.employment.communityFundOverride
    ? (values.employment.communityFunds ?? [])
    : defaultFundsFor(values.personal);
}

/**
 * What the form sends: fields hidden for this employee are cleared (a PR date and CPF rates other
 * than graduated only for a PR, a bank only for GIRO, a pass expiry only for a foreign pass) and
 * the funds are settled.
 */
export function settledValues(values: EmployeeFormValues): EmployeeFormValues {
  const { personal, employment } = values;
  const permanentResident = isPermanentResident(personal.residency);
  const giro = employment.paymentMode === 'giro';
  return {
    ...values,
    personal: { ...personal, prStartDate: permanentResident ? personal.prStartDate : null },
    employment: {
      ...employment,
      workPassExpiryDate: holdsForeignPass(personal.residency)
        ? employment.workPassExpiryDate
        : null,
      prCpfScheme: permanentResident ? employment.prCpfScheme : 'graduated',
      bankCode: giro ? employment.bankCode : null,
      bankAccountNumber: giro ? employment.bankAccountNumber : '',
      communityFunds: communityFundsToSend(values),
    },
  };
}

// The contract's messages for an empty choice ("Invalid option: expected one of ...") are for
// programs; a person filling in the form reads these instead.
const emptyMessages: Record<string, string> = {
  'personal.email': 'Email is required',
  'personal.idType': 'Choose an ID type',
  'personal.race': 'Choose a race',
  'personal.religion': 'Choose a religion',
  'personal.gender': 'Choose a gender',
  'personal.maritalStatus': 'Choose a marital status',
  'personal.nationality': 'Choose a nationality',
  'personal.residency': 'Choose a residency',
  'personal.dateOfBirth': 'Enter the date of birth',
  'employment.employeeNumber': 'Employee number is required',
  'employment.employmentType': 'Choose an employment type',
  'employment.workMode': 'Choose a work mode',
  'employment.employmentStartDate': 'Enter the start date',
  'employment.timeZone': 'Choose a time zone',
  'employment.countryOfWork': 'Choose the country of work',
  'employment.salaryBasis': 'Choose a salary basis',
  'employment.salaryAmount': 'Enter the salary amount',
  'employment.paymentMode': 'Choose a payment mode',
  'employment.prCpfScheme': 'Choose the CPF rates for a PR',
  password: 'Choose a password',
};

function valueAt(values: EmployeeFormValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    current = (current as Record<string, unknown> | null)?.[key];
  }
  return current;
}

/** Validates the settled values with a contract schema, in words a person reads. */
export function validateWith(schema: z.ZodType) {
  const resolve = zod4Resolver(schema);
  return (values: EmployeeFormValues): FormErrors => {
    const errors = resolve(settledValues(values));
    for (const path of Object.keys(errors)) {
      const value = valueAt(values, path);
      const message = emptyMessages[path];
      if (message && (value === null || value === '')) errors[path] = message;
    }
    return errors;
  };
}
