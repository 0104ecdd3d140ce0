// Payroll filing: the settings the CPF EZPay contribution file, the salary bank file and the IRAS
// AIS IR8A file need, and what the bank file's preview answers. The files themselves are written
// by @tembusu/payroll.
import { z } from 'zod';
import type { BusinessRegistrationType } from './enums.js';

/** The banks whose salary credit files Tembusu writes. */
export const salaryBanks = ['DBS', 'UOB', 'OCBC'] as const;
export const zSalaryBank = z.enum(salaryBanks, 'salaryBank: choose DBS, UOB or OCBC');
export type SalaryBank = z.infer<typeof zSalaryBank>;
export const salaryBankLabels: Record<SalaryBank, string> = {
  DBS: 'DBS (IDEAL)',
  UOB: 'UOB (Bulk GIRO)',
  OCBC: 'OCBC (Velocity)',
};

/** DBS and UOB name the organisation in the file by an ID they issue; OCBC's layout has none. */
export const bankCompanyIdBanks: readonly SalaryBank[] = ['DBS', 'UOB'];

const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * The organisation's ID type in the IRAS AIS header (sg-payroll-files.md 3.4): the UEN of a
 * business (7) or of a local company (8), a tax reference IRAS assigned (ASGD, A), an income tax
 * reference (ITR, I), or the UEN of another entity (U). The number is the organisation's UEN field.
 */
export const irasIdTypes = ['7', '8', 'A', 'I', 'U'] as const;
export const zIrasIdType = z.enum(irasIdTypes, 'irasIdType: choose the IRAS ID type from the list');
export type IrasIdType = z.infer<typeof zIrasIdType>;
export const irasIdTypeLabels: Record<IrasIdType, string> = {
  '7': 'UEN of a business (ROB)',
  '8': 'UEN of a local company (ROC)',
  A: 'ASGD (tax reference assigned by IRAS)',
  I: 'ITR (income tax reference)',
  U: 'UEN of another entity',
};

const irasIdTypeOfRegistration: Record<BusinessRegistrationType, IrasIdType> = {
  UEN: '8',
  'UEN-B': '7',
  'UEN-OTHER': 'U',
  ASGB: 'A',
  INCOME: 'I',
};

/** The IRAS ID type an organisation's registration type implies, until one is chosen. */
export function irasIdTypeImpliedBy(registrationType: string | null): IrasIdType | null {
  return registrationType !== null && Object.hasOwn(irasIdTypeOfRegistration, registrationType)
    ? irasIdTypeOfRegistration[registrationType as BusinessRegistrationType]
    : null;
}

/** Text the AIS file carries: printable ASCII without the characters IRAS's uploads refuse. */
const irasText = (max: number) =>
  z.preprocess(
    optional,
    z
      .string()
      .trim()
      .max(max, `Use at most ${max} characters`)
      .regex(/^[\x20-\x7e]*$/, 'Use English letters, digits and punctuation only')
      .regex(/^[^|^[\]`{}!~<>?=;:"]*$/, 'Leave out | ^ [ ] ` { } ! ~ < > ? = ; : and "')
      .nullable()
      .default(null),
  );

export const zFilingSettingsInput = z
  .object({
    /** The CSN's payment type: PTE for a private employer. */
    cpfPaymentType: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Use 3 letters, such as PTE'),
    /** The CSN's serial, given by the CPF Board with the CSN. */
    cpfSerial: z
      .string()
      .trim()
      .regex(/^\d{2}$/, 'Use 2 digits, such as 01'),
    salaryBank: zSalaryBank.nullable(),
    /** The organisation's own account the salaries are paid from; spaces and dashes allowed. */
    debitAccountNumber: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .regex(/^[\d -]+$/, 'Use digits, with spaces or dashes at most')
        .refine((value) => value.replace(/[ -]/g, '').length <= 34, 'Use at most 34 digits')
        .nullable(),
    ),
    /** DBS IDEAL's Organisation ID or UOB's Company ID. */
    bankCompanyId: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,12}$/, 'Use up to 12 letters and digits')
        .nullable(),
    ),
    /** The AIS header's organisation ID type; null until chosen. */
    irasIdType: zIrasIdType.nullable().default(null),
    /** The person who declares the IR8A returns, as the AIS header and the form name them. */
    irasAuthorisedName: irasText(30),
    irasAuthorisedDesignation: irasText(30),
    irasAuthorisedPhone: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .max(20, 'Use at most 20 characters')
        .regex(/^\+?[0-9][0-9 -]*$/, 'Use digits, with spaces, dashes and a leading + at most')
        .nullable()
        .default(null),
    ),
    irasAuthorisedEmail: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .max(60, 'Use at most 60 characters')
        .pipe(z.email('Enter a valid e-mail address'))
        .nullable()
        .default(null),
    ),
  })
  .superRefine((values, context) => {
    if (!values.salaryBank) return;
    if (!values.debitAccountNumber) {
      context.addIssue({
        code: 'custom',
        path: ['debitAccountNumber'],
        message: 'Enter the account the salaries are paid from',
      });
    } else if (
      values.salaryBank === 'UOB' &&
      values.debitAccountNumber.replace(/[ -]/g, '').length !== 10
    ) {
      context.addIssue({
        code: 'custom',
        path: ['debitAccountNumber'],
        message: 'A UOB account number has 10 digits',
      });
    }
    if (bankCompanyIdBanks.includes(values.salaryBank) && !values.bankCompanyId) {
      context.addIssue({
        code: 'custom',
        path: ['bankCompanyId'],
        message: `Enter the ID ${values.salaryBank} gave the organisation for file uploads`,
      });
    }
  });
export type FilingSettingsInput = z.input<typeof zFilingSettingsInput>;
export type FilingSettingsValues = z.output<typeof zFilingSettingsInput>;

export const zFilingSettings = z.object({
  /** The organisation's UEN, the first part of the CSN, kept under Organisation > Information. */
  uen: z.string().nullable(),
  cpfPaymentType: z.string(),
  cpfSerial: z.string(),
  salaryBank: zSalaryBank.nullable(),
  debitAccountNumber: z.string().nullable(),
  bankCompanyId: z.string().nullable(),
  /** Chosen, or else the one the organisation's registration type implies; null without either. */
  irasIdType: zIrasIdType.nullable(),
  irasAuthorisedName: z.string().nullable(),
  irasAuthorisedDesignation: z.string().nullable(),
  irasAuthorisedPhone: z.string().nullable(),
  irasAuthorisedEmail: z.string().nullable(),
});
export type FilingSettings = z.infer<typeof zFilingSettings>;

export const defaultFilingSettings = {
  cpfPaymentType: 'PTE',
  cpfSerial: '01',
  salaryBank: null,
  debitAccountNumber: null,
  bankCompanyId: null,
  irasIdType: null,
  irasAuthorisedName: null,
  irasAuthorisedDesignation: null,
  irasAuthorisedPhone: null,
  irasAuthorisedEmail: null,
} as const satisfies FilingSettingsValues;

// The CPF file's CSN starts with the UEN, 9 or 10 capital letters and digits.
const uenPattern = /^[A-Z0-9]{9,10}$/;

/**
 * What a payroll's files still need from the settings, as the sentence telling where to fill it
 * in; null when the file can be made. The server refuses a download with the same sentence.
 */
export function filingGaps(settings: FilingSettings): { cpf: string | null; bank: string | null } {
  const cpf =
    settings.uen === null || settings.uen.trim() === ''
      ? "Enter the organisation's UEN under Organisation > Information: the CPF file is submitted under it."
      : uenPattern.test(settings.uen)
        ? null
        : "The organisation's UEN must be 9 or 10 capital letters and digits for the CPF file: correct it under Organisation > Information.";
  const bank =
    settings.salaryBank === null || settings.debitAccountNumber === null
      ? 'Choose the bank the salaries are paid from and its account under Payroll > Settings > Filing.'
      : bankCompanyIdBanks.includes(settings.salaryBank) && settings.bankCompanyId === null
        ? `Enter the ID ${settings.salaryBank} gave the organisation under Payroll > Settings > Filing.`
        : null;
  return { cpf, bank };
}

/**
 * What the IRAS AIS file and the IR8A forms still need from the settings, as the sentence telling
 * where to fill it in; null when they have it all. The file's writer checks the shapes.
 */
export function irasFilingGap(settings: FilingSettings): string | null {
  if (settings.uen === null || settings.uen.trim() === '') {
    return "Enter the organisation's UEN (or IRAS tax reference) under Organisation > Information: the IR8A returns are made under it.";
  }
  if (settings.irasIdType === null) {
    return 'Choose the IRAS ID type of the organisation under Payroll > Settings > Filing.';
  }
  const missing = [
    settings.irasAuthorisedName === null && 'name',
    settings.irasAuthorisedDesignation === null && 'designation',
    settings.irasAuthorisedPhone === null && 'telephone',
    settings.irasAuthorisedEmail === null && 'e-mail',
  ].filter((part): part is string => typeof part === 'string');
  if (missing.length > 0) {
    return `Enter the ${missing.join(', ')} of the person authorised to make the IR8A declaration under Payroll > Settings > Filing.`;
  }
  return null;
}

export const leftOutReasons = ['not-giro', 'nothing-to-pay'] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];
export const leftOutReasonLabels: Record<LeftOutReason, string> = {
  'not-giro': 'Not paid by GIRO',
  'nothing-to-pay': 'No net pay',
};

/** The salary bank file a payroll gives: what it holds and who it leaves out. */
export const zBankFilePreview = z.object({
  bank: zSalaryBank,
  fileName: z.string(),
  /** The day the bank credits the employees: the payment date, or today once it has passed. */
  valueDate: z.string(),
  credits: z.number().int(),
  total: z.string(),
  leftOut: z.array(
    z.object({
      payslipId: z.string(),
      name: z.string(),
      netPay: z.string(),
      reason: z.enum(leftOutReasons),
    }),
  ),
});
export type BankFilePreview = z.infer<typeof zBankFilePreview>;
