// People records (spec sections 2, 3 and 5): personal details, employment and pay.
import { z } from 'zod';
import {
  type CommunityFund,
  communityFundByRace,
  zCommunityFund,
  zEmploymentType,
  zGender,
  zIdType,
  zMaritalStatus,
  zPaymentMode,
  zRace,
  zReligion,
  zSalaryBasis,
  zWorkMode,
} from './enums.js';
import { type NricFinKind, nricFinProblem } from './nric-fin.js';
import { zIanaTimeZone } from './organization.js';
import { zOptionalPhone, zPassword } from './patterns.js';
import { banks } from './reference/banks.js';
import { countries } from './reference/countries.js';
import { educationLevels } from './reference/education-levels.js';

/**
 * The spec's residency list names only the statuses of non-citizens; a Singapore citizen is
 * `Citizen`, which CPF and the self-help funds need to tell apart from a foreigner.
 */
export const residencyStatuses = [
  'Citizen',
  'PermanentResident',
  'WorkPermit',
  'SPass',
  'EmploymentPass',
] as const;
export const zResidencyStatus = z.enum(residencyStatuses, 'Choose a residency from the list');
export type ResidencyStatus = z.infer<typeof zResidencyStatus>;

export const residencyLabels: Record<ResidencyStatus, string> = {
  Citizen: 'Singapore Citizen',
  PermanentResident: 'Permanent Resident',
  WorkPermit: 'Work Permit',
  SPass: 'S Pass',
  EmploymentPass: 'Employment Pass',
};

/**
 * The CPF rates a permanent resident's first two years are paid at (sg-statutory 1.2): the
 * graduated tables, the full employer rate with the graduated employee rate (F/G), or full rates
 * for both (F/F); the last two after a joint application the CPF Board approved. From the third
 * year every PR pays full rates whatever the scheme.
 */
export const prCpfSchemes = ['graduated', 'fullEmployer', 'full'] as const;
export const zPrCpfScheme = z.enum(prCpfSchemes, 'Choose the CPF rates from the list');
export type PrCpfScheme = z.infer<typeof zPrCpfScheme>;

export const prCpfSchemeLabels: Record<PrCpfScheme, string> = {
  graduated: 'Graduated rates (1st and 2nd year)',
  fullEmployer: 'Full employer rate, graduated employee rate (F/G)',
  full: 'Full rates for both (joint application)',
};

export const prCpfSchemeOnlyForPrMessage =
  'Only a permanent resident can have CPF rates other than the graduated rates';

/** Why a residency cannot have a scheme, or null when it can: anything but graduated is a PR's. */
export function prCpfSchemeProblem(residency: ResidencyStatus, scheme: PrCpfScheme): string | null {
  return scheme !== 'graduated' && residency !== 'PermanentResident'
    ? prCpfSchemeOnlyForPrMessage
    : null;
}

export const employeeStatuses = ['all', 'active', 'inactive'] as const;

export const employeeEmailExistsMessage =
  'Email Already Exists. Please use a different e-mail address for the employee.';
export const employeeNumberExistsMessage =
  'Employee Number Already Exists. Please use a different employee number.';
export const employeeHasRecordsMessage =
  'This employee has payroll or other records and cannot be deleted. Deactivate the employee instead.';

/**
 * The self-help group funds an employee contributes to unless they opt out (sg-statutory section
 * 3): CDAC and ECF for citizens and PRs of that race, SINDA for Indian citizens, PRs and
 * Employment Pass holders, and MBMF for every Muslim whatever their race or pass.
 */
export function defaultCommunityFunds(
  race: z.infer<typeof zRace>,
  religion: z.infer<typeof zReligion>,
  residency: ResidencyStatus,
): CommunityFund[] {
  const funds: CommunityFund[] = [];
  const raceFund = communityFundByRace[race];
  const resident = residency === 'Citizen' || residency === 'PermanentResident';
  if (raceFund === 'SINDA' && (resident || residency === 'EmploymentPass')) funds.push('SINDA');
  else if ((raceFund === 'CDAC' || raceFund === 'ECF') && resident) funds.push(raceFund);
  if (religion === 'Muslim') funds.push('MBMF');
  return funds;
}

const countryCodes: ReadonlySet<string> = new Set(countries.map((c) => c.alpha2));
const bankCodes: ReadonlySet<string> = new Set(banks.map((b) => b.code));
const educationCodes: ReadonlySet<string> = new Set(educationLevels.map((e) => e.code));

const zIsoDate = z.iso.date('Use a date in the form YYYY-MM-DD');
const optionalDate = zIsoDate.nullable();

/** Text that may be left empty: trimmed, at most `max` characters, empty answered as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => value || null)
    .nullable();

/** A phone number that may be left empty (spec section 5, the optional variant). */
export const optionalPhone = z
  .string()
  .trim()
  .pipe(zOptionalPhone)
  .transform((value) => value || null)
  .nullable();

const zCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => countryCodes.has(code), 'Choose a country from the list');

/**
 * Whether a decimal is under ten million: the most any sum of money typed in may be (a month's,
 * a day's or an hour's salary, a pay item, an amount on a payslip). That is beyond any pay, and
 * it keeps every figure a payslip works out from such sums (hours at an hourly rate, overtime,
 * fifty pay items) inside the numeric(14,2) columns payslips are kept in.
 */
export const underTenMillion = (value: string) => /^-?0*\d{0,7}(\.\d*)?$/.test(value);

/** A sum of money as the API carries it: a decimal string with at most two places. */
export const zMoneyAmount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimal places')
  .refine(underTenMillion, 'Enter at most 9,999,999.99');

/** A bank of the reference list, as the employee form and the payslip editor take it. */
export const zBankCode = z
  .string()
  .refine((code) => bankCodes.has(code), 'Choose a bank from the list');

/** A bank account number: digits and hyphens, as many as an IBAN at most; empty is none. */
export const zBankAccountNumber = z
  .string()
  .trim()
  .regex(/^[\d-]{0,34}$/, 'Use digits and hyphens only')
  .transform((value) => value || null);

/** A postal code: digits only (Singapore's have six); empty is none. */
export const zPostalCode = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, 'Use digits only')
  .transform((value) => value || null)
  .nullable();

/**
 * The contact details of a record: the admins' form takes them with the personal details, and the
 * employee may change them themselves (`contracts/staff-profile.ts`).
 */
export const zContactDetailsInput = z.object({
  phone: optionalPhone,
  address: optionalText(500),
  postalCode: zPostalCode,
  emergencyContactName: optionalText(200),
  emergencyContactRelationship: optionalText(100),
  emergencyContactPhone: optionalPhone,
});

const idNumberShapes: Record<NricFinKind, string> = {
  NRIC: 'An NRIC starts with S or T, then 7 digits and a letter',
  FIN: 'A FIN starts with F, G or M, then 7 digits and a letter',
};

const idFields = ['idType', 'idNumber'];

const isNricOrFin = (idType: unknown): idType is NricFinKind =>
  idType === 'NRIC' || idType === 'FIN';

export const zEmployeePersonalInput = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
    idType: zIdType,
    idNumber: z.string().trim().min(1, 'ID number is required').max(30),
    race: zRace,
    religion: zReligion,
    gender: zGender,
    maritalStatus: zMaritalStatus,
    nationality: zCountryCode,
    residency: zResidencyStatus,
    prStartDate: optionalDate,
    dateOfBirth: zIsoDate,
    educationLevel: z
      .string()
      .refine((code) => educationCodes.has(code), 'Choose an education level from the list')
      .nullable(),
    ...zContactDetailsInput.shape,
    photoId: z.uuid('Upload the photo again').nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.residency === 'PermanentResident' && !value.prStartDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['prStartDate'],
        message: 'Enter the date permanent residency began',
      });
    }
    if (value.residency !== 'PermanentResident' && value.prStartDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['prStartDate'],
        message: 'Only a permanent resident has a permanent residency date',
      });
    }
    if (value.prStartDate && value.prStartDate < value.dateOfBirth) {
      ctx.addIssue({
        code: 'custom',
        path: ['prStartDate'],
        message: 'Permanent residency cannot begin before birth',
      });
    }
  })
  .superRefine(
    ({ idType, idNumber }, ctx) => {
      if (!isNricOrFin(idType)) return;
      const problem = nricFinProblem(idType, idNumber);
      if (!problem) return;
      ctx.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message:
          problem === 'shape'
            ? idNumberShapes[idType]
            : `${idNumber.toUpperCase()} is not a valid ${idType}; check the last letter`,
      });
    },
    // Checked as soon as the ID type and number are, so the form and an import row say what is
    // wrong with them beside any other field's problem. An issue without a path is about the
    // whole input, which is then no object to check.
    {
      when: ({ issues }) =>
        issues.every(({ path = [] }) => path.length > 0 && !idFields.includes(String(path[0]))),
    },
  )
  .overwrite((value) =>
    isNricOrFin(value.idType) ? { ...value, idNumber: value.idNumber.toUpperCase() } : value,
  );
export type EmployeePersonalInput = z.input<typeof zEmployeePersonalInput>;
export type EmployeePersonalValues = z.output<typeof zEmployeePersonalInput>;

export const zEmployeeEmploymentPayInput = z
  .object({
    employeeNumber: z
      .string()
      .trim()
      .min(1, 'Employee number is required')
      .max(30)
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and hyphens only'),
    roleTitle: optionalText(120),
    departmentId: z.uuid('Choose a department from the list').nullable(),
    branchId: z.uuid('Choose a branch/outlet from the list').nullable(),
    employmentType: zEmploymentType,
    workMode: zWorkMode,
    employmentStartDate: zIsoDate,
    employmentEndDate: optionalDate,
    workPassExpiryDate: optionalDate,
    managerId: z.uuid('Choose a manager from the list').nullable(),
    timeZone: zIanaTimeZone,
    countryOfWork: zCountryCode,
    isActive: z.boolean(),
    salaryBasis: zSalaryBasis,
    salaryAmount: zMoneyAmount,
    /** The payroll's pay scheme template; absent or null until one is assigned. */
    paySchemeTemplateId: z
      .uuid('Choose a pay scheme template from the list')
      .nullable()
      .default(null),
    paymentMode: zPaymentMode,
    bankCode: zBankCode.nullable(),
    bankAccountNumber: zBankAccountNumber.nullable(),
    excludeCPFContributions: z.boolean(),
    /**
     * Attendance logs feed this person's payroll (absences, lateness, early-outs, overtime);
     * off unless set, so an employee record saved before it existed keeps paying as it did.
     */
    isTurnOnAttendLog: z.boolean().default(false),
    /** A permanent resident's CPF rates in the first two years; graduated for anyone else. */
    prCpfScheme: zPrCpfScheme,
    communityFundOverride: z.boolean(),
    communityFunds: z.array(zCommunityFund).max(4),
  })
  .superRefine((value, ctx) => {
    if (value.employmentEndDate && value.employmentEndDate < value.employmentStartDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['employmentEndDate'],
        message: 'Employment cannot end before it starts',
      });
    }
    if (value.paymentMode === 'giro') {
      if (!value.bankCode) {
        ctx.addIssue({ code: 'custom', path: ['bankCode'], message: 'GIRO needs a bank' });
      }
      if (!value.bankAccountNumber) {
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccountNumber'],
          message: 'GIRO needs a bank account number',
        });
      }
    }
    if (new Set(value.communityFunds).size !== value.communityFunds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['communityFunds'],
        message: 'Choose each fund once',
      });
    }
  });
export type EmployeeEmploymentPayInput = z.input<typeof zEmployeeEmploymentPayInput>;
export type EmployeeEmploymentPayValues = z.output<typeof zEmployeeEmploymentPayInput>;

/** The personal details alone, as the record's Personal details tab checks them. */
export const zEmployeePersonalSection = z.object({ personal: zEmployeePersonalInput });
/** Employment and pay alone, as the record's Employment & pay tab checks them. */
export const zEmployeeEmploymentSection = z.object({ employment: zEmployeeEmploymentPayInput });

const schemeFields = ['personal.residency', 'employment.prCpfScheme'];

export const zCreateEmployee = z
  .object({
    personal: zEmployeePersonalInput,
    employment: zEmployeeEmploymentPayInput,
    password: zPassword,
  })
  .superRefine(
    ({ personal, employment }, ctx) => {
      const problem = prCpfSchemeProblem(personal.residency, employment.prCpfScheme);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['employment', 'prCpfScheme'], message: problem });
      }
    },
    // Checked beside the other fields' problems (the password's too), once the residency and
    // the scheme are valid; an issue about a whole section means there is none to check.
    {
      when: ({ issues }) =>
        issues.every(({ path = [] }) =>
          path[0] === 'password'
            ? true
            : path.length > 1 && !schemeFields.includes(path.slice(0, 2).join('.')),
        ),
    },
  );
export type CreateEmployee = z.input<typeof zCreateEmployee>;

export const zEmployeePasswordInput = z.object({ password: zPassword });

/** A record's contact details as the API answers them. */
export const zContactDetails = z.object({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
});

export const zEmployeePersonal = z.object({
  name: z.string(),
  email: z.string(),
  idType: zIdType,
  idNumber: z.string(),
  race: zRace,
  religion: zReligion,
  gender: zGender,
  maritalStatus: zMaritalStatus,
  nationality: z.string(),
  residency: zResidencyStatus,
  prStartDate: z.string().nullable(),
  dateOfBirth: z.string(),
  educationLevel: z.string().nullable(),
  ...zContactDetails.shape,
  photoId: z.string().nullable(),
});

export const zEmployeeEmploymentPay = z.object({
  employeeNumber: z.string(),
  roleTitle: z.string().nullable(),
  departmentId: z.string().nullable(),
  branchId: z.string().nullable(),
  employmentType: zEmploymentType,
  workMode: zWorkMode,
  employmentStartDate: z.string(),
  employmentEndDate: z.string().nullable(),
  workPassExpiryDate: z.string().nullable(),
  managerId: z.string().nullable(),
  timeZone: z.string(),
  countryOfWork: z.string(),
  isActive: z.boolean(),
  salaryBasis: zSalaryBasis,
  salaryAmount: z.string(),
  paySchemeTemplateId: z.string().nullable(),
  paySchemeTemplateName: z.string().nullable(),
  paymentMode: zPaymentMode,
  bankCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  excludeCPFContributions: z.boolean(),
  isTurnOnAttendLog: z.boolean(),
  prCpfScheme: zPrCpfScheme,
  communityFundOverride: z.boolean(),
  communityFunds: z.array(zCommunityFund),
});

export const zEmployee = z.object({
  id: z.string(),
  organizationId: z.string(),
  personal: zEmployeePersonal,
  employment: zEmployeeEmploymentPay,
  departmentName: z.string().nullable(),
  branchName: z.string().nullable(),
  managerName: z.string().nullable(),
  age: z.number().int(),
});
export type Employee = z.infer<typeof zEmployee>;

/**
 * An employee in a pick list (id, name, timezone, employeeTimezone, isActive; product spec section
 * 3) with the employee's organisation placement.
 */
export const zEmployeeOption = z.object({
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  employeeTimezone: z.string(),
  isActive: z.boolean(),
  departmentId: z.string().nullable(),
  branchId: z.string().nullable(),
});
export type EmployeeOption = z.infer<typeof zEmployeeOption>;

/** How many people a pick list answers at most: it is searched, never read whole. */
export const employeeOptionsMaxLimit = 100;
export const employeeOptionsDefaultLimit = 20;

/** A pick list's question: a name being typed, or one person by id, and how many to answer. */
export const zEmployeeOptionQuery = z.object({
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
  id: z.uuid('id: not a valid id').optional(),
  limit: z.coerce
    .number('limit: a number')
    .int('limit: a whole number')
    .min(1, 'limit: at least 1')
    .max(employeeOptionsMaxLimit, `limit: at most ${employeeOptionsMaxLimit}`)
    .default(employeeOptionsDefaultLimit),
});
export type EmployeeOptionQuery = z.input<typeof zEmployeeOptionQuery>;

/** A row of the employee list, its fields named as the product spec's list columns (section 3). */
export const zEmployeeListItem = z.object({
  id: z.string(),
  employeeName: z.string(),
  employeeNumber: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  age: z.number().int(),
  hiredDate: z.string(),
  yearOfService: z.number().int(),
  countryOfWork: z.string(),
  organization: z.string(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
  roleTitle: z.string().nullable(),
  isActive: z.boolean(),
});
export type EmployeeListItem = z.infer<typeof zEmployeeListItem>;

export const zEmployeeFilter = z.object({
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid('departmentId: choose a department from the list').optional(),
  branchId: z.uuid('branchId: choose a branch/outlet from the list').optional(),
  status: z.enum(employeeStatuses).default('all'),
});
export type EmployeeFilter = z.input<typeof zEmployeeFilter>;

export const zEmployeeExportQuery = zEmployeeFilter.extend({
  format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx'),
});

/** One problem in an import file: the spreadsheet row (header is row 1) and the column. */
export const zImportProblem = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof zImportProblem>;

export const zImportResult = z.object({ imported: z.number().int() });

/** The columns of an import file, in the order of the template. */
export const employeeImportColumns = [
  'name',
  'email',
  'employeeNumber',
  'idType',
  'idNumber',
  'dateOfBirth',
  'gender',
  'race',
  'religion',
  'maritalStatus',
  'nationality',
  'residency',
  'prStartDate',
  'prCpfScheme',
  'phone',
  'department',
  'branch',
  'roleTitle',
  'employmentType',
  'workMode',
  'employmentStartDate',
  'employmentEndDate',
  'workPassExpiryDate',
  'salaryBasis',
  'salaryAmount',
  'paymentMode',
  'bankCode',
  'bankAccountNumber',
] as const;
export type EmployeeImportColumn = (typeof employeeImportColumns)[number];
