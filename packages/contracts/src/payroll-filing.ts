// Payroll filing: the settings the CPF EZPay contribution file and the salary bank file need, and
// what the bank file's preview answers. The files themselves are written by @tembusu/payroll.
import { z } from 'zod';

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
});
export type FilingSettings = z.infer<typeof zFilingSettings>;

export const defaultFilingSettings = {
  cpfPaymentType: 'PTE',
  cpfSerial: '01',
  salaryBank: null,
  debitAccountNumber: null,
  bankCompanyId: null,
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
