// The IRAS Auto-Inclusion Scheme (AIS) submission of Form IR8A for a basis year, as the IR8A XML
// body: the file an employer uploads, or the `ir8aInput` an AIS API call carries (sg-payroll-files.md
// 3.1, "Body", H). The layout is that of section 3.2 of the reference, whose element order is H for
// the header and trailer and M for the detail (one implementation, I1, with I2's TXT agreeing
// through the breakdown). The current year's IRAS specification was not found (3, "Status of
// formats"), so every choice below names the row it rests on; the TXT layout (3.3) is not
// written. Money comes in integer cents, as everywhere in the engine.
import { PayrollInputError } from '../errors.js';
import { decimalText, wholeCents } from '../money.js';
import { parseCalendarDate } from '../months.js';
import { irasSingaporeNationality } from './iras-nationality.js';

/** 3.4 Organisation ID type: UEN business (7), UEN local company (8), ASGD (A), ITR (I), UEN others (U). */
export const irasOrganisationIdTypes = ['7', '8', 'A', 'I', 'U'] as const;
export type IrasOrganisationIdType = (typeof irasOrganisationIdTypes)[number];

/** 3.4 Batch indicator: an original submission, or an amendment of one. */
export const ir8aBatchIndicators = ['O', 'A'] as const;
export type Ir8aBatchIndicator = (typeof ir8aBatchIndicators)[number];

/**
 * 3.4 Employee ID type: NRIC (1), FIN (2), immigration file reference (3), work permit (4),
 * Malaysian IC (5) and passport (6); the last two for non-resident directors and seamen only.
 */
export const ir8aIdTypes = ['1', '2', '3', '4', '5', '6'] as const;
export type Ir8aIdType = (typeof ir8aIdTypes)[number];

/** 3.4 Gross commission indicator: monthly, or other than monthly (ad hoc). */
export type Ir8aCommissionIndicator = 'M' | 'O';

export interface Ir8aAuthorisedPerson {
  /** 3.3 header 22–51: 30 characters. */
  readonly name: string;
  /** 3.3 header 52–81: 30 characters. */
  readonly designation: string;
  /** 3.3 header 142–161: 20 characters. */
  readonly telephone: string;
  /** 3.3 header 162–221: 60 characters. */
  readonly email: string;
}

export interface Ir8aHeader {
  /** The income year, the year of assessment less one (3.2 BasisYear). */
  readonly basisYear: number;
  readonly organisationIdType: IrasOrganisationIdType;
  /** The UEN, ASGD or ITR number of that type (3.3 header 10–21). */
  readonly organisationIdNumber: string;
  /** 3.3 header 82–141: 60 characters. */
  readonly employerName: string;
  readonly authorisedPerson: Ir8aAuthorisedPerson;
  readonly batchIndicator: Ir8aBatchIndicator;
  /** The day the batch is made, YYYY-MM-DD (3.2 BatchDate, written YYYYMMDD). */
  readonly batchDate: string;
}

/**
 * A local residential address (3.4 Address type L). Tembusu keeps one Singapore address per
 * employee, so the writer takes no foreign (F) or care-of (C) address.
 */
export interface Ir8aLocalAddress {
  /** 3.3 detail 96–105: 10 characters. */
  readonly block: string;
  /** 3.3 detail 106–137: 32 characters. */
  readonly street: string;
  /** 3.3 detail 138–140: 3 characters, or null. */
  readonly level: string | null;
  /** 3.3 detail 141–145: 5 characters, or null. */
  readonly unit: string | null;
  /** 3.4 validation: "Local addresses need a 6-digit postal code". */
  readonly postalCode: string;
}

/** The year's income by IR8A item, in cents; every field may be 0. */
export interface Ir8aIncome {
  /** (a) Gross salary, fees, leave pay, wages and overtime pay. */
  readonly salaryCents: number;
  /** (b) Bonus. */
  readonly bonusCents: number;
  /** (c) Director's fees. */
  readonly directorsFeesCents: number;
  /** (d)1 Allowances. */
  readonly transportAllowanceCents: number;
  readonly entertainmentAllowanceCents: number;
  readonly otherAllowanceCents: number;
  /** (d)2 Gross commission. */
  readonly grossCommissionCents: number;
  /** (d)3 Pension. */
  readonly pensionCents: number;
  /** (d)4(i) Gratuity, notice pay, ex-gratia payment. */
  readonly gratuityNoticePayExGratiaCents: number;
  /** (d)4(ii) Compensation for loss of office. */
  readonly compensationForLossOfOfficeCents: number;
  /** (d)5 Retirement benefits accrued up to 31 Dec 1992: shown, not taxed. */
  readonly retirementBenefitsUpTo1992Cents: number;
  /** (d)5 Retirement benefits accrued from 1993. */
  readonly retirementBenefitsFrom1993Cents: number;
  /** (d)9 Value of benefits-in-kind (Appendix 8A). */
  readonly benefitsInKindCents: number;
}

/** The year's deductions, in cents. */
export interface Ir8aDeductions {
  /** The employee's compulsory CPF contribution. */
  readonly cpfCents: number;
  /** Mosque Building Fund (MBMF). */
  readonly mbfCents: number;
  /** Donations deducted from pay: CDAC, ECF, SINDA, Mendaki, Community Chest. */
  readonly donationCents: number;
  /** Life insurance premiums deducted from pay. */
  readonly insuranceCents: number;
}

export interface Ir8aRecord {
  readonly idType: Ir8aIdType;
  /** 3.3 detail 3–14: 12 characters. */
  readonly idNumber: string;
  /** 3.3 detail 15–94: 80 characters, written whole in NameLine1. */
  readonly name: string;
  readonly address: Ir8aLocalAddress;
  /** 3.4 Nationality: IRAS's 3-digit code (iras-nationality.ts). */
  readonly nationalityCode: string;
  readonly sex: 'M' | 'F';
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  /** 3.3 detail 567–596: 30 characters. */
  readonly designation: string;
  /** YYYY-MM-DD or null. */
  readonly commencementDate: string | null;
  /** YYYY-MM-DD or null: null while the employment goes on. */
  readonly cessationDate: string | null;
  /** The part of the basis year the income was for, YYYY-MM-DD each. */
  readonly paymentPeriod: { readonly from: string; readonly to: string };
  readonly income: Ir8aIncome;
  readonly deductions: Ir8aDeductions;
  /** Needed with a gross commission: the period it was for and how it was paid. */
  readonly grossCommission?: {
    readonly from: string;
    readonly to: string;
    readonly indicator: Ir8aCommissionIndicator;
  } | null;
  /** When the bonus was declared, YYYY-MM-DD, or null. */
  readonly bonusDeclarationDate?: string | null;
  /** When the AGM or EGM approved the director's fees: needed with them (3.4 validation). */
  readonly directorsFeesApprovalDate?: string | null;
  /** When IRAS approved the compensation for loss of office as not taxable, if it did. */
  readonly compensationApprovalDate?: string | null;
  /** 3.4 validation: cessation provisions apply only to employment commenced before 1969. */
  readonly cessationProvisions?: boolean;
}

export interface Ir8aSubmission {
  readonly header: Ir8aHeader;
  readonly records: readonly Ir8aRecord[];
}

export interface Ir8aFile {
  readonly fileName: string;
  readonly content: string;
}

/**
 * A record's amounts as the file states them. The main amounts are whole dollars (3.3 detail
 * 263–381, "whole dollars"): income rounded down and deductions rounded up, as payroll vendors
 * read IRAS's rule ("Round down the amount for Income fields that do not accept decimals … Round
 * up the amount for Deduction fields", Carbonate's IR8A guide; the C# SMEPayroll IR8A writer
 * drops the cents of income too). L: one vendor states it; IRAS's own text was not found. The
 * breakdown of Others stays in cents (3.3 detail 400–559, "cents").
 */
export interface Ir8aFigures {
  readonly salary: number;
  readonly bonus: number;
  readonly directorsFees: number;
  /** Items (d)1 to (d)9: the breakdown's taxable amounts added in cents, then rounded down. */
  readonly others: number;
  /** 3.2 Amount: Salary + Bonus + DirectorsFees + Others, as written. */
  readonly amount: number;
  readonly cpf: number;
  readonly mbf: number;
  readonly donation: number;
  readonly insurance: number;
}

// 3.4 Source: 6, private sector; Tembusu's employers are private ones.
const source = '6';
// 3.2 PaymentType: 08 = IR8A (H).
const paymentType = '08';
// 3.2: the namespaces of the root, of the SDSC wrappers and of the detail elements (H).
const rootNamespace = 'http://www.iras.gov.sg/IR8ADef';
const sdscNamespace = 'http://tempuri.org/ESubmissionSDSC.xsd';
const detailNamespace = 'http://www.iras.gov.sg/IR8A';

// 3.4 validation (CrimsonLogic's PAT upload rule, M; the current IRAS rule was not found): ASCII
// only, and none of |^[]`{}!~<>?=;:" anywhere. Control characters are refused as well.
const printableAscii = /^[\x20-\x7e]*$/;
const forbiddenCharacter = /[|^[\]`{}!~<>?=;:"]/;

// Formats of the organisation's number by ID type, as the PAT help page "Creating IRAS Records"
// and the CRS TIN guide list them (M): ROB NNNNNNNNC, ROC YYYYNNNNNC or F000NNNNNC, ASGD
// ANNNNNNNC, ITR 4NNNNNNNNC, UEN-others TYYPQNNNNC or SYYPQNNNNC.
const organisationIdPatterns: Record<IrasOrganisationIdType, { pattern: RegExp; shape: string }> = {
  '7': { pattern: /^\d{8}[A-Z]$/, shape: '8 digits and a check letter (UEN of a business)' },
  '8': {
    pattern: /^(?:\d{9}|F\d{8})[A-Z]$/,
    shape: '9 digits, or F and 8 digits, and a check letter (UEN of a local company)',
  },
  A: { pattern: /^A\d{7}[A-Z]$/, shape: 'A, 7 digits and a check letter (ASGD)' },
  I: { pattern: /^4\d{8}[A-Z]$/, shape: '4, 8 more digits and a check letter (ITR)' },
  U: {
    pattern: /^[ST]\d{2}[A-Z]{2}\d{4}[A-Z]$/,
    shape: 'S or T, 2 digits, 2 letters, 4 digits and a check letter (UEN of another entity)',
  },
};
// 3.4 Employee ID type: the shapes of an NRIC and a FIN, as the CPF file checks them.
const nricPattern = /^[ST]\d{7}[A-Z]$/;
const finPattern = /^[FGM]\d{7}[A-Z]$/;
// 3.4 Nationality: codes 300 and 997 were removed in YA2013 (H).
const withdrawnNationalities: ReadonlySet<string> = new Set(['300', '997']);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const telephonePattern = /^\+?[0-9][0-9 -]*$/;
const cessationProvisionsBefore = '1969-01-01';

// Widths of the amounts, from the TXT layout (3.3), which the XML is taken to share: whole dollars
// of 9 digits (5 for MBF, donation and insurance, 7 for CPF), cents of 11 digits, trailer totals
// of 12 digits.
const mainWidth = 9;
const breakdownWidth = 11;
const totalWidth = 12;
const deductionWidths: Record<keyof Ir8aDeductions, number> = {
  cpfCents: 7,
  mbfCents: 5,
  donationCents: 5,
  insuranceCents: 5,
};

function checkText(value: unknown, field: string, limits: { min?: number; max: number }): string {
  if (typeof value !== 'string') throw new PayrollInputError(field, `${field} must be text`);
  if (!printableAscii.test(value)) {
    throw new PayrollInputError(
      field,
      `${field} must be printable ASCII: no accents, other scripts or control characters`,
    );
  }
  const forbidden = forbiddenCharacter.exec(value);
  if (forbidden) throw new PayrollInputError(field, `${field} must not contain ${forbidden[0]}`);
  const text = value.trim();
  const min = limits.min ?? 1;
  if (text.length < min || text.length > limits.max) {
    throw new PayrollInputError(
      field,
      min === 0
        ? `${field} must be at most ${limits.max} characters`
        : `${field} must be ${min} to ${limits.max} characters`,
    );
  }
  return text;
}

function checkPattern(value: unknown, field: string, pattern: RegExp, rule: string): string {
  const text = checkText(value, field, { max: 60 });
  if (!pattern.test(text)) throw new PayrollInputError(field, `${field} must be ${rule}`);
  return text;
}

function checkOneOf<T extends string>(value: unknown, field: string, list: readonly T[]): T {
  if (typeof value !== 'string' || !(list as readonly string[]).includes(value)) {
    throw new PayrollInputError(field, `${field} must be one of ${list.join(', ')}`);
  }
  return value as T;
}

/** YYYY-MM-DD, checked, answered as YYYYMMDD (3.2 dates). */
function checkDate(value: unknown, field: string): string {
  parseCalendarDate(value, field);
  return (value as string).replaceAll('-', '');
}

function checkDateInYear(value: unknown, field: string, basisYear: number): string {
  const date = checkDate(value, field);
  if (!date.startsWith(String(basisYear))) {
    throw new PayrollInputError(field, `${field} must fall in the basis year ${basisYear}`);
  }
  return date;
}

interface Context {
  readonly basisYear: number;
  readonly batchIndicator: Ir8aBatchIndicator;
}

// 3.4 validation (M): "negative values are barred in original batches".
function checkCents(value: number, field: string, context: Context): number {
  const cents = wholeCents(value, field);
  if (cents < 0 && context.batchIndicator === 'O') {
    throw new PayrollInputError(
      field,
      `${field} must not be negative in an original submission (batch O)`,
    );
  }
  return cents;
}

/** Cents to whole dollars, dropping the cents (toward zero). */
function dollarsDown(cents: number): number {
  return (cents - (cents % 100)) / 100 || 0;
}

/** Cents to whole dollars, any cents counting as a dollar more (away from zero). */
function dollarsUp(cents: number): number {
  const rest = cents % 100;
  if (rest === 0) return cents / 100 || 0;
  return (cents - rest) / 100 + (cents < 0 ? -1 : 1);
}

const incomeKeys = [
  'salaryCents',
  'bonusCents',
  'directorsFeesCents',
  'transportAllowanceCents',
  'entertainmentAllowanceCents',
  'otherAllowanceCents',
  'grossCommissionCents',
  'pensionCents',
  'gratuityNoticePayExGratiaCents',
  'compensationForLossOfOfficeCents',
  'retirementBenefitsUpTo1992Cents',
  'retirementBenefitsFrom1993Cents',
  'benefitsInKindCents',
] as const satisfies readonly (keyof Ir8aIncome)[];

/**
 * Items (d)1 to (d)9 that Others adds: every breakdown amount but retirement benefits accrued up
 * to 1992, which the form shows in brackets and I1 leaves out of Others. Compensation for loss of
 * office is in, as the form's (d)4 total holds both of its lines (I1 leaves it out; L).
 */
const otherKeys = [
  'grossCommissionCents',
  'pensionCents',
  'transportAllowanceCents',
  'entertainmentAllowanceCents',
  'otherAllowanceCents',
  'gratuityNoticePayExGratiaCents',
  'compensationForLossOfOfficeCents',
  'retirementBenefitsFrom1993Cents',
  'benefitsInKindCents',
] as const satisfies readonly (keyof Ir8aIncome)[];

/** The record's amounts as the file writes them; see `Ir8aFigures`. */
export function ir8aFigures(income: Ir8aIncome, deductions: Ir8aDeductions): Ir8aFigures {
  const salary = dollarsDown(income.salaryCents);
  const bonus = dollarsDown(income.bonusCents);
  const directorsFees = dollarsDown(income.directorsFeesCents);
  const others = dollarsDown(otherKeys.reduce((sum, key) => sum + income[key], 0));
  return {
    salary,
    bonus,
    directorsFees,
    others,
    amount: salary + bonus + directorsFees + others,
    cpf: dollarsUp(deductions.cpfCents),
    mbf: dollarsUp(deductions.mbfCents),
    donation: dollarsUp(deductions.donationCents),
    insurance: dollarsUp(deductions.insuranceCents),
  };
}

function fits(value: number, width: number, field: string, unit: string): void {
  if (String(Math.abs(value)).length > width) {
    throw new PayrollInputError(
      field,
      `${field} is more than the file's ${width} digits of ${unit}`,
    );
  }
}

type Element = readonly [name: string, value: string];

interface CheckedRecord {
  readonly elements: readonly Element[];
  readonly figures: Ir8aFigures;
  readonly idNumber: string;
}

function checkAddress(address: Ir8aLocalAddress, field: string) {
  if (typeof address !== 'object' || address === null) {
    throw new PayrollInputError(field, `${field} must be a local address`);
  }
  const optional = (value: string | null, name: string, max: number) =>
    value === null || value === undefined ? '' : checkText(value, `${field}.${name}`, { max });
  return {
    block: checkText(address.block, `${field}.block`, { max: 10 }),
    street: checkText(address.street, `${field}.street`, { max: 32 }),
    level: optional(address.level, 'level', 3),
    unit: optional(address.unit, 'unit', 5),
    postalCode: checkPattern(address.postalCode, `${field}.postalCode`, /^\d{6}$/, '6 digits'),
  };
}

function checkIdNumber(idType: Ir8aIdType, value: unknown, field: string): string {
  if (idType === '1') {
    return checkPattern(value, field, nricPattern, 'an NRIC: S or T, 7 digits and a check letter');
  }
  if (idType === '2') {
    return checkPattern(value, field, finPattern, 'a FIN: F, G or M, 7 digits and a check letter');
  }
  // 3.3 detail 3–14.
  return checkText(value, field, { max: 12 });
}

/**
 * Checks one record against the rules this writer knows (each names its reference row) and
 * answers its elements in the order of 3.2, with the amounts it states. `field` prefixes the
 * field named in a refusal.
 */
function checkRecord(record: Ir8aRecord, field: string, context: Context): CheckedRecord {
  const { basisYear } = context;
  const idType = checkOneOf(record.idType, `${field}.idType`, ir8aIdTypes);
  const idNumber = checkIdNumber(idType, record.idNumber, `${field}.idNumber`);
  // 3.3 detail 15–94: the name whole, not cut.
  const name = checkText(record.name, `${field}.name`, { max: 80 });
  const address = checkAddress(record.address, `${field}.address`);
  const nationality = checkPattern(
    record.nationalityCode,
    `${field}.nationalityCode`,
    /^\d{3}$/,
    "IRAS's 3-digit nationality code",
  );
  if (withdrawnNationalities.has(nationality)) {
    throw new PayrollInputError(
      `${field}.nationalityCode`,
      `${field}.nationalityCode ${nationality} was withdrawn in YA2013`,
    );
  }
  // 3.4 Nationality: a Singapore citizen (301) carries an NRIC.
  if (nationality === irasSingaporeNationality && idType !== '1') {
    throw new PayrollInputError(
      `${field}.idType`,
      `${field}.idType must be 1 (NRIC) for a Singapore citizen (nationality 301)`,
    );
  }
  const sex = checkOneOf(record.sex, `${field}.sex`, ['M', 'F'] as const);
  const dateOfBirth = checkDate(record.dateOfBirth, `${field}.dateOfBirth`);
  if (dateOfBirth > `${basisYear}1231`) {
    throw new PayrollInputError(
      `${field}.dateOfBirth`,
      `${field}.dateOfBirth must be before the end of the basis year ${basisYear}`,
    );
  }
  const designation = checkText(record.designation, `${field}.designation`, { max: 30 });
  const commencement =
    record.commencementDate === null
      ? ''
      : checkDate(record.commencementDate, `${field}.commencementDate`);
  const cessation =
    record.cessationDate === null ? '' : checkDate(record.cessationDate, `${field}.cessationDate`);
  if (commencement && cessation && cessation < commencement) {
    throw new PayrollInputError(
      `${field}.cessationDate`,
      `${field}.cessationDate must not be before the commencement date`,
    );
  }
  // 3.4 validation: "Cessation-provisions Y only if the employee commenced before 1 Jan 1969".
  if (
    record.cessationProvisions === true &&
    !(commencement && commencement < cessationProvisionsBefore.replaceAll('-', ''))
  ) {
    throw new PayrollInputError(
      `${field}.cessationProvisions`,
      `${field}.cessationProvisions apply only to an employee who commenced before 1 Jan 1969`,
    );
  }
  const periodFrom = checkDateInYear(
    record.paymentPeriod?.from,
    `${field}.paymentPeriod.from`,
    basisYear,
  );
  const periodTo = checkDateInYear(
    record.paymentPeriod?.to,
    `${field}.paymentPeriod.to`,
    basisYear,
  );
  if (periodTo < periodFrom) {
    throw new PayrollInputError(
      `${field}.paymentPeriod.to`,
      `${field}.paymentPeriod.to must not be before paymentPeriod.from`,
    );
  }

  const income = Object.fromEntries(
    incomeKeys.map((key) => [
      key,
      checkCents(record.income?.[key], `${field}.income.${key}`, context),
    ]),
  ) as Record<(typeof incomeKeys)[number], number>;
  const deductions = Object.fromEntries(
    (Object.keys(deductionWidths) as (keyof Ir8aDeductions)[]).map((key) => [
      key,
      checkCents(record.deductions?.[key], `${field}.deductions.${key}`, context),
    ]),
  ) as Record<keyof Ir8aDeductions, number>;
  const figures = ir8aFigures(income, deductions);
  for (const [key, value] of [
    ['salaryCents', figures.salary],
    ['bonusCents', figures.bonus],
    ['directorsFeesCents', figures.directorsFees],
  ] as const) {
    fits(value, mainWidth, `${field}.income.${key}`, 'dollars');
  }
  fits(figures.others, mainWidth, `${field}.income`, 'dollars for Others');
  fits(figures.amount, mainWidth, `${field}.income`, 'dollars for the total Amount');
  for (const key of otherKeys) fits(income[key], breakdownWidth, `${field}.income.${key}`, 'cents');
  fits(
    income.retirementBenefitsUpTo1992Cents,
    breakdownWidth,
    `${field}.income.retirementBenefitsUpTo1992Cents`,
    'cents',
  );
  for (const [key, width] of Object.entries(deductionWidths) as [keyof Ir8aDeductions, number][]) {
    fits(dollarsUp(deductions[key]), width, `${field}.deductions.${key}`, 'dollars');
  }

  // 3.4 validation: "Director's fees > 0 whenever a fee-approval date is given, and that date
  // falls in the basis year". The date is asked for with any fees, as the form has it beside them.
  const approval = record.directorsFeesApprovalDate ?? null;
  if (approval !== null && income.directorsFeesCents <= 0) {
    throw new PayrollInputError(
      `${field}.directorsFeesApprovalDate`,
      `${field}.directorsFeesApprovalDate is given only with director's fees`,
    );
  }
  if (approval === null && income.directorsFeesCents > 0) {
    throw new PayrollInputError(
      `${field}.directorsFeesApprovalDate`,
      `${field}.directorsFeesApprovalDate is needed with director's fees: the date the AGM or EGM approved them`,
    );
  }
  const approvalDate =
    approval === null
      ? ''
      : checkDateInYear(approval, `${field}.directorsFeesApprovalDate`, basisYear);

  // 3.2 GrossCommission*: the period and the indicator go with an amount (I1 writes them only then).
  const commission = record.grossCommission ?? null;
  let commissionFrom = '';
  let commissionTo = '';
  let commissionIndicator = '';
  if (income.grossCommissionCents !== 0) {
    if (commission === null) {
      throw new PayrollInputError(
        `${field}.grossCommission`,
        `${field}.grossCommission: the period and the indicator are needed with a gross commission`,
      );
    }
    commissionFrom = checkDateInYear(commission.from, `${field}.grossCommission.from`, basisYear);
    commissionTo = checkDateInYear(commission.to, `${field}.grossCommission.to`, basisYear);
    if (commissionTo < commissionFrom) {
      throw new PayrollInputError(
        `${field}.grossCommission.to`,
        `${field}.grossCommission.to must not be before grossCommission.from`,
      );
    }
    commissionIndicator = checkOneOf(commission.indicator, `${field}.grossCommission.indicator`, [
      'M',
      'O',
    ] as const);
  } else if (commission !== null) {
    throw new PayrollInputError(
      `${field}.grossCommission`,
      `${field}.grossCommission is given only with a gross commission`,
    );
  }

  // 3.4 validation: "IRAS-approval Y requires the compensation indicator Y and an approval date".
  // The compensation indicator is Y exactly when there is compensation, so the date needs one.
  const compensationApproval = record.compensationApprovalDate ?? null;
  const compensation = income.compensationForLossOfOfficeCents !== 0;
  if (compensationApproval !== null && !compensation) {
    throw new PayrollInputError(
      `${field}.compensationApprovalDate`,
      `${field}.compensationApprovalDate is given only with compensation for loss of office`,
    );
  }
  const compensationApprovalDate =
    compensationApproval === null
      ? ''
      : checkDate(compensationApproval, `${field}.compensationApprovalDate`);
  const bonusDeclaration = record.bonusDeclarationDate ?? null;
  const bonusDeclarationDate =
    bonusDeclaration === null ? '' : checkDate(bonusDeclaration, `${field}.bonusDeclarationDate`);

  const whole = (value: number) => String(value);
  const cents = (value: number) => decimalText(value, 2);
  // 3.4: Y/N indicators are Y or blank. "The gratuity or compensation indicator must be Y when
  // the amount is non-zero": both are set from their amounts.
  const flag = (on: boolean) => (on ? 'Y' : '');
  const elements: Element[] = [
    ['RecordType', '1'],
    ['IDType', idType],
    ['IDNo', idNumber],
    ['NameLine1', name],
    ['NameLine2', ''],
    ['AddressType', 'L'],
    ['BlockNo', address.block],
    ['StName', address.street],
    ['LevelNo', address.level],
    ['UnitNo', address.unit],
    ['PostalCode', address.postalCode],
    // Foreign and care-of address lines, the unformatted postal code and the country code are
    // for address types F and C.
    ['AddressLine1', ''],
    ['AddressLine2', ''],
    ['AddressLine3', ''],
    ['TX_UF_POSTAL_CODE', ''],
    ['CountryCode', ''],
    ['Nationality', nationality],
    ['Sex', sex],
    ['DateOfBirth', dateOfBirth],
    ['Amount', whole(figures.amount)],
    ['PaymentPeriodFromDate', periodFrom],
    ['PaymentPeriodToDate', periodTo],
    ['MBF', whole(figures.mbf)],
    ['Donation', whole(figures.donation)],
    ['CPF', whole(figures.cpf)],
    ['Insurance', whole(figures.insurance)],
    ['Salary', whole(figures.salary)],
    ['Bonus', whole(figures.bonus)],
    ['DirectorsFees', whole(figures.directorsFees)],
    ['Others', whole(figures.others)],
    // Share option gains (Appendix 8B), exempt income and tax borne by the employer or employee:
    // Tembusu's payroll pays none of them, so each is 0.
    ['ShareOptionGainsS101g', '0'],
    ['ExemptIncome', '0'],
    ['IncomeForTaxBorneByEmployer', '0'],
    ['IncomeForTaxBorneByEmployee', '0'],
    // The Appendix 8A indicator (renamed so in the YA2018 TXT, I4).
    ['BenefitsInKind', flag(income.benefitsInKindCents !== 0)],
    // s45 applies to non-resident directors, which Tembusu does not record: left blank.
    ['S45Applicable', ''],
    ['IncomeTaxBorneByEmployer', ''],
    ['GratuityNoticePymExGratiaPaid', flag(income.gratuityNoticePayExGratiaCents !== 0)],
    ['CompensationRetrenchmentBenefitsPaid', flag(compensation)],
    // Y with IRAS's approval date; N when compensation was paid without one (I1 does the same).
    ['ApprovalObtainedFromIRAS', compensationApprovalDate ? 'Y' : compensation ? 'N' : ''],
    ['ApprovalDate', compensationApprovalDate],
    ['CessationProvisions', flag(record.cessationProvisions === true)],
    ['IR8SApplicable', ''],
    ['ExemptOrRemissionIncomeIndicator', ''],
    ['CompensationAndGratuity', ''],
    ['GrossCommissionAmount', cents(income.grossCommissionCents)],
    ['GrossCommissionPeriodFrom', commissionFrom],
    ['GrossCommissionPeriodTo', commissionTo],
    ['GrossCommissionIndicator', commissionIndicator],
    ['Pension', cents(income.pensionCents)],
    ['TransportAllowance', cents(income.transportAllowanceCents)],
    ['EntertainmentAllowance', cents(income.entertainmentAllowanceCents)],
    ['OtherAllowance', cents(income.otherAllowanceCents)],
    ['GratuityNoticePymExGratia', cents(income.gratuityNoticePayExGratiaCents)],
    // The "Retrenchment" elements, as the C# SMEPayroll writer reads them: compensation for loss
    // of office, then the retirement benefits accrued up to 1992 and from 1993 (L: I1 puts the
    // two retirement amounts' sum in the first).
    ['RetrenchmentBenefits', cents(income.compensationForLossOfOfficeCents)],
    ['RetrenchmentBenefitsUpto311292', cents(income.retirementBenefitsUpTo1992Cents)],
    ['RetrenchmentBenefitsFrom1993', cents(income.retirementBenefitsFrom1993Cents)],
    ['EmployerContributionToPensionOrPFOutsideSg', cents(0)],
    ['ExcessEmployerContributionToCPF', cents(0)],
    ['ShareOptionGainsS101b', cents(0)],
    ['BenefitsInKindValue', cents(income.benefitsInKindCents)],
    ['EmployeesVoluntaryContributionToCPF', cents(0)],
    ['Designation', designation],
    ['CommencementDate', commencement],
    ['CessationDate', cessation],
    // 3.2 keeps IRAS's spelling.
    ['BonusDecalrationDate', bonusDeclarationDate],
    ['DirectorsFeesApprovalDate', approvalDate],
    ['RetirementBenefitsFundName', ''],
    // The fund the employee's compulsory contributions go to: the CPF, whenever there are any (an
    // unnamed PHP e-filing controller in the index writes CPF there).
    ['DesignatedPensionOrProvidentFundName', deductions.cpfCents !== 0 ? 'CPF' : ''],
    ['BankName', ''],
    ['PayrollDate', ''],
    ['Filler', ''],
    ['GratuityOrCompensationDetailedInfo', ''],
    ['ShareOptionGainsDetailedInfo', ''],
    ['Remarks', ''],
  ];
  return { elements, figures, idNumber };
}

/**
 * Checks one record as the file would, throwing PayrollInputError naming the field (under
 * `field`) that breaks a rule: what a list of records shows before the file is asked for.
 */
export function checkIr8aRecord(
  record: Ir8aRecord,
  context: { basisYear: number; batchIndicator: Ir8aBatchIndicator },
  field = 'record',
): Ir8aFigures {
  return checkRecord(record, field, context).figures;
}

function checkHeader(header: Ir8aHeader) {
  const basisYear = header.basisYear;
  if (!Number.isInteger(basisYear) || basisYear < 1000 || basisYear > 9999) {
    throw new PayrollInputError('header.basisYear', 'header.basisYear must be a 4-digit year');
  }
  const idType = checkOneOf(
    header.organisationIdType,
    'header.organisationIdType',
    irasOrganisationIdTypes,
  );
  const { pattern, shape } = organisationIdPatterns[idType];
  const idNumber = checkPattern(
    header.organisationIdNumber,
    'header.organisationIdNumber',
    pattern,
    shape,
  );
  const person = header.authorisedPerson ?? ({} as Ir8aAuthorisedPerson);
  const email = checkPattern(
    person.email,
    'header.authorisedPerson.email',
    emailPattern,
    'an e-mail address',
  );
  if (email.length > 60) {
    throw new PayrollInputError(
      'header.authorisedPerson.email',
      'header.authorisedPerson.email must be at most 60 characters',
    );
  }
  const telephone = checkText(person.telephone, 'header.authorisedPerson.telephone', { max: 20 });
  if (!telephonePattern.test(telephone)) {
    throw new PayrollInputError(
      'header.authorisedPerson.telephone',
      'header.authorisedPerson.telephone must be digits, with spaces, dashes and a leading + at most',
    );
  }
  return {
    basisYear,
    idType,
    idNumber,
    employerName: checkText(header.employerName, 'header.employerName', { max: 60 }),
    name: checkText(person.name, 'header.authorisedPerson.name', { max: 30 }),
    designation: checkText(person.designation, 'header.authorisedPerson.designation', { max: 30 }),
    telephone,
    email,
    batchIndicator: checkOneOf(header.batchIndicator, 'header.batchIndicator', ir8aBatchIndicators),
    batchDate: checkDate(header.batchDate, 'header.batchDate'),
  };
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

/** One element on its line, empty as `<Name/>` (as I1 writes them). */
function line(depth: number, name: string, value: string, namespace?: string): string {
  const attribute = namespace ? ` xmlns="${namespace}"` : '';
  const indent = '  '.repeat(depth);
  return value === ''
    ? `${indent}<${name}${attribute}/>`
    : `${indent}<${name}${attribute}>${escapeXml(value)}</${name}>`;
}

/**
 * The submission as the AIS IR8A XML file: `IR8A_<organisation ID>_<basis year>.xml`, with
 * `_amendment` before the extension for batch A (no IRAS file name convention was found). UTF-8
 * as declared, though only ASCII passes the checks; one element a line, indented, LF endings.
 *
 * Records keep the order given. The trailer's totals are the sums of the records' amounts as
 * written (3.2, "Each total is the sum of the matching detail field").
 */
export function writeIr8aXml(submission: Ir8aSubmission): Ir8aFile {
  const header = checkHeader(submission.header);
  const context = { basisYear: header.basisYear, batchIndicator: header.batchIndicator };
  const records = submission.records ?? [];
  if (records.length === 0) {
    throw new PayrollInputError('records', 'records: the file needs at least one employee');
  }
  const seen = new Map<string, number>();
  const checked = records.map((record, index) => {
    const result = checkRecord(record, `records.${index}`, context);
    const first = seen.get(`${record.idType}:${result.idNumber}`);
    if (first !== undefined) {
      throw new PayrollInputError(
        `records.${index}.idNumber`,
        `records.${index}.idNumber ${result.idNumber} is already records.${first}'s: each employee has one record`,
      );
    }
    seen.set(`${record.idType}:${result.idNumber}`, index);
    return result;
  });

  const total = (pick: (figures: Ir8aFigures) => number, what: string) => {
    const sum = checked.reduce((acc, record) => acc + pick(record.figures), 0);
    fits(sum, totalWidth, 'records', `dollars for the trailer's ${what}`);
    return String(sum);
  };
  if (String(checked.length).length > 6) {
    throw new PayrollInputError('records', 'records: more than the 999999 records a file holds');
  }

  const out: string[] = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>'];
  out.push(`<IR8A xmlns="${rootNamespace}">`);
  out.push(
    '  <IR8AHeader>',
    `    <ESubmissionSDSC xmlns="${sdscNamespace}">`,
    '      <FileHeaderST>',
  );
  const headerElements: Element[] = [
    ['RecordType', '0'],
    ['Source', source],
    ['BasisYear', String(header.basisYear)],
    ['PaymentType', paymentType],
    ['OrganizationID', header.idType],
    ['OrganizationIDNo', header.idNumber],
    ['AuthorisedPersonName', header.name],
    ['AuthorisedPersonDesignation', header.designation],
    ['EmployerName', header.employerName],
    ['Telephone', header.telephone],
    ['AuthorisedPersonEmail', header.email],
    ['BatchIndicator', header.batchIndicator],
    ['BatchDate', header.batchDate],
    // 3.3 header 231–260 (L): one batch for the whole organisation.
    ['DivisionOrBranchName', ''],
  ];
  for (const [name, value] of headerElements) out.push(line(4, name, value));
  out.push('      </FileHeaderST>', '    </ESubmissionSDSC>', '  </IR8AHeader>');
  out.push('  <Details>');
  for (const record of checked) {
    out.push(
      '    <IR8ARecord>',
      `      <ESubmissionSDSC xmlns="${sdscNamespace}">`,
      '        <IR8AST>',
    );
    for (const [name, value] of record.elements) out.push(line(5, name, value, detailNamespace));
    out.push('        </IR8AST>', '      </ESubmissionSDSC>', '    </IR8ARecord>');
  }
  out.push('  </Details>');
  out.push(
    '  <IR8ATrailer>',
    `    <ESubmissionSDSC xmlns="${sdscNamespace}">`,
    '      <IR8ATrailerST>',
  );
  const trailerElements: Element[] = [
    ['RecordType', '2'],
    ['NoOfRecords', String(checked.length)],
    ['TotalPayment', total((f) => f.amount, 'TotalPayment')],
    ['TotalSalary', total((f) => f.salary, 'TotalSalary')],
    ['TotalBonus', total((f) => f.bonus, 'TotalBonus')],
    ['TotalDirectorsFees', total((f) => f.directorsFees, 'TotalDirectorsFees')],
    ['TotalOthers', total((f) => f.others, 'TotalOthers')],
    ['TotalExemptIncome', '0'],
    ['TotalIncomeForTaxBorneByEmployer', '0'],
    ['TotalIncomeForTaxBorneByEmployee', '0'],
    ['TotalDonation', total((f) => f.donation, 'TotalDonation')],
    ['TotalCPF', total((f) => f.cpf, 'TotalCPF')],
    ['TotalInsurance', total((f) => f.insurance, 'TotalInsurance')],
    ['TotalMBF', total((f) => f.mbf, 'TotalMBF')],
    ['Filler', ''],
  ];
  for (const [name, value] of trailerElements) out.push(line(4, name, value));
  out.push('      </IR8ATrailerST>', '    </ESubmissionSDSC>', '  </IR8ATrailer>', '</IR8A>');

  const amendment = header.batchIndicator === 'A' ? '_amendment' : '';
  return {
    fileName: `IR8A_${header.idNumber}_${header.basisYear}${amendment}.xml`,
    content: `${out.join('\n')}\n`,
  };
}
