import {
  prCpfSchemeLabels,
  prCpfSchemes,
  residencyLabels,
  residencyStatuses,
} from '@tembusu/contracts/employees';
import {
  type CommunityFund,
  type EmploymentType,
  employmentTypes,
  type Gender,
  genders,
  type IdType,
  idTypes,
  type MaritalStatus,
  maritalStatuses,
  paymentModeLabels,
  paymentModes,
  type Race,
  type Religion,
  races,
  religions,
  salaryBases,
  type WorkMode,
  workModes,
} from '@tembusu/contracts/enums';
import type { PaySchemeTemplateOption } from '@tembusu/contracts/payroll';
import { banks } from '@tembusu/contracts/reference/banks';
import { countries } from '@tembusu/contracts/reference/countries';
import { educationLevels } from '@tembusu/contracts/reference/education-levels';

type Option = { value: string; label: string };

function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const idTypeLabels: Record<IdType, string> = {
  NRIC: 'NRIC',
  FIN: 'FIN',
  ImmigrationFileRefNo: 'Immigration file ref. no.',
  WorkPermitNo: 'Work permit no.',
  MalaysianIC: 'Malaysian IC',
  PassportNo1: 'Passport no. (1)',
  PassportNo2: 'Passport no. (2)',
};

export const raceLabels: Record<Race, string> = {
  ...(Object.fromEntries(races.map((race) => [race, race])) as Record<Race, string>),
  BumiputeraSabah: 'Bumiputera (Sabah)',
};

export const religionLabels: Record<Religion, string> = {
  ...(Object.fromEntries(religions.map((religion) => [religion, religion])) as Record<
    Religion,
    string
  >),
  Catholicism: 'Catholic',
};

export const genderLabels: Record<Gender, string> = {
  Male: 'Male',
  Female: 'Female',
  Others: 'Others',
};

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  Single: 'Single',
  Married: 'Married',
  Divorce: 'Divorced',
  Widowed: 'Widowed',
};

export const employmentTypeLabels: Record<EmploymentType, string> = {
  fullTime: 'Full time',
  partTime: 'Part time',
  contract: 'Contract',
  probation: 'Probation',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const workModeLabels: Record<WorkMode, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const salaryBasisUnits: Record<(typeof salaryBases)[number], string> = {
  Monthly: 'month',
  Hourly: 'hour',
  Daily: 'day',
};

export const communityFundLabels: Record<CommunityFund, string> = {
  CDAC: 'CDAC — Chinese Development Assistance Council',
  MBMF: 'MBMF — Mosque Building and Mendaki Fund',
  SINDA: 'SINDA — Singapore Indian Development Association',
  ECF: 'ECF — Eurasian Community Fund',
};

export const idTypeOptions = optionsOf(idTypes, idTypeLabels);
export const raceOptions = optionsOf(races, raceLabels);
export const religionOptions = optionsOf(religions, religionLabels);
export const genderOptions = optionsOf(genders, genderLabels);
export const maritalStatusOptions = optionsOf(maritalStatuses, maritalStatusLabels);
export const residencyOptions = optionsOf(residencyStatuses, residencyLabels);
export const prCpfSchemeOptions = optionsOf(prCpfSchemes, prCpfSchemeLabels);
export const employmentTypeOptions = optionsOf(employmentTypes, employmentTypeLabels);
export const workModeOptions = optionsOf(workModes, workModeLabels);
export const paymentModeOptions = optionsOf(paymentModes, paymentModeLabels);
export const salaryBasisOptions = salaryBases.map((basis) => ({ value: basis, label: basis }));
export const communityFundOptions = (Object.keys(communityFundLabels) as CommunityFund[]).map(
  (fund) => ({ value: fund, label: communityFundLabels[fund] }),
);
export const countryOptions = countries.map((c) => ({ value: c.alpha2, label: c.name }));
export const bankOptions = banks.map((b) => ({ value: b.code, label: b.name }));
export const educationOptions = educationLevels.map((e) => ({ value: e.code, label: e.label }));

/**
 * The pay scheme templates to choose from, as 'Monthly Staff (Monthly)'. The employee's own
 * template stays readable by name while the list loads or when it is not in the list.
 */
export function paySchemeOptions(
  templates: readonly PaySchemeTemplateOption[],
  current?: { id: string | null; name: string | null },
): Option[] {
  const options = templates.map((t) => ({ value: t.id, label: `${t.name} (${t.type})` }));
  if (current?.id && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name ?? 'Current pay scheme' });
  }
  return options;
}

const countryNames: ReadonlyMap<string, string> = new Map(countries.map((c) => [c.alpha2, c.name]));

/** A country's name from its alpha-2 code; the code itself when it is not in the list. */
export function countryName(code: string): string {
  return countryNames.get(code.toUpperCase()) ?? code;
}
