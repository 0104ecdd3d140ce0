// The CPF EZPay (FTP) contribution file: one payment advice as fixed 150-byte ASCII records, laid
// out as the CPF Board's "CPF EZPay (FTP) File Specifications" (effective 16 January 2025) say,
// through the transcriptions in sg-payroll-files.md section 1; the rows cited below are that
// section's. The PDF itself has not been read, so the open questions there are decided here.
import { PayrollInputError } from '../errors.js';
import { formatDollars, wholeCents } from '../money.js';
import { monthOfYear, parseMonth, yearOf } from '../months.js';
import { sdlPayable } from '../sdl.js';
import type { CommunityFund } from '../statutory/self-help-groups.js';
import { singaporeClock } from './singapore-time.js';

export type { CommunityFund } from '../statutory/self-help-groups.js';

/** 1.5 Employment status: existing, leaver, new joiner, or joins and leaves in the same month. */
export type EmploymentStatus = 'E' | 'L' | 'N' | 'O';

/** 1.1 CSN: the CPF Submission Number the Board gives the organisation, in its three parts. */
export interface CpfSubmissionNumber {
  /** The employer's UEN, or the NRIC/FIN of a person who employs: 9 or 10 characters. */
  readonly uen: string;
  /** Three letters, such as PTE. */
  readonly paymentType: string;
  /** Two digits, such as 01. */
  readonly serial: string;
}

export interface FundDonation {
  readonly fund: CommunityFund;
  readonly amountCents: number;
}

export interface CpfEzpayEmployee {
  /**
   * The NRIC or FIN. Only S and T numbers are CPF accounts (1.5 Employee account no.): anyone
   * else has no detail line, but their donations and SDL are in the summaries.
   */
  readonly accountNumber: string;
  /** As on the identity card, at most 66 characters; written as given. */
  readonly name: string;
  readonly employmentStatus: EmploymentStatus;
  /** The month's CPF contribution, employer's and employee's shares together. */
  readonly totalCpfCents: number;
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  /** Self-help group donations deducted this month: none, one, or a race fund and MBMF. */
  readonly funds?: readonly FundDonation[] | null;
  /** The employee's SDL to the cent; the file carries the employer's total, rounded down. */
  readonly sdlCents: number;
}

/** One payment advice: one submission of one month's contributions under one CSN. */
export interface CpfEzpayAdvice {
  readonly csn: CpfSubmissionNumber;
  /** '01' to '99'; the Board needs a new one for each submission. */
  readonly adviceCode: string;
  /** The month the contributions are for, YYYY-MM. */
  readonly relevantMonth: string;
  /** When the file is made; the header gives it in Singapore time. */
  readonly createdAt: Date;
  readonly employees: readonly CpfEzpayEmployee[];
}

export interface PayrollFile {
  readonly fileName: string;
  readonly content: string;
}

// 1.1 Record length.
const recordLength = 150;
const monthAbbreviations = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

// 1.4 Payment codes. The funds are listed in code order, the order the file writes them in.
const cpfCode = '01';
const sdlCode = '11';
const fundCodes: ReadonlyMap<CommunityFund, string> = new Map<CommunityFund, string>([
  ['MBMF', '02'],
  ['SINDA', '03'],
  ['CDAC', '04'],
  ['ECF', '05'],
]);
// 1.4 "Other summary rules": a voluntary CSN is refused when it carries codes 02 to 11.
const voluntaryPaymentTypes: ReadonlySet<string> = new Set(['VCT', 'AMS', 'MSE']);
const employmentStatuses: ReadonlySet<string> = new Set(['E', 'L', 'N', 'O']);

// 1.7: characters the spec forbids anywhere in the file. The backslash is not on the list as
// transcribed (only C2 refuses it, marked L); it is refused as well, because a file the Board
// bounces costs more than a name typed without one.
const forbiddenCharacter = /[_+$<>:;?!=[\]`^|"~\\]/;
// 1.1 Character set: ASCII. Control characters are refused too: a line break would split a record.
const printableAscii = /^[\x20-\x7e]*$/;
// 1.5 Employee account no.: NRIC/FIN, a letter, seven digits and a check letter; S or T for a
// CPF account.
const accountNumberPattern = /^[A-Z]\d{7}[A-Z]$/;
const cpfAccountPrefix = /^[ST]/;

function checkText(value: string, field: string, pattern: RegExp, rule: string): string {
  if (!printableAscii.test(value)) {
    throw new PayrollInputError(
      field,
      `${field} must be printable ASCII: no accents, other scripts or control characters`,
    );
  }
  const forbidden = forbiddenCharacter.exec(value);
  if (forbidden) {
    throw new PayrollInputError(field, `${field} must not contain ${forbidden[0]}`);
  }
  if (!pattern.test(value)) throw new PayrollInputError(field, `${field} must be ${rule}`);
  return value;
}

// 1.7 "No negative amounts anywhere".
function checkAmount(value: number, field: string): number {
  const cents = wholeCents(value, field);
  if (cents < 0) throw new PayrollInputError(field, `${field} must not be negative`);
  return cents;
}

// 9(n) and 9(n)V99 fields (the reference's header): right-justified, zero-padded, no sign or point.
function digits(value: number, width: number, field: string, tooLarge: string): string {
  const text = String(value);
  if (text.length > width) throw new PayrollInputError(field, tooLarge);
  return text.padStart(width, '0');
}

function amount(cents: number, width: number, field: string, what?: string): string {
  const largest = formatDollars(10 ** width - 1);
  const subject = what === undefined ? field : `${field}: ${what}`;
  return digits(cents, width, field, `${subject} is more than the file's ${largest}`);
}

function record(...fields: string[]): string {
  return fields.join('').padEnd(recordLength, ' ');
}

interface CheckedDonation {
  readonly cents: number;
  readonly field: string;
}

interface CheckedEmployee {
  readonly accountNumber: string;
  readonly hasCpfAccount: boolean;
  readonly name: string;
  readonly status: EmploymentStatus;
  readonly totalCpfCents: number;
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  readonly funds: ReadonlyMap<CommunityFund, CheckedDonation>;
  readonly sdlCents: number;
  readonly field: string;
}

function checkEmployee(
  employee: CpfEzpayEmployee,
  field: string,
  voluntary: boolean,
): CheckedEmployee {
  const accountNumber = checkText(
    employee.accountNumber,
    `${field}.accountNumber`,
    accountNumberPattern,
    'an NRIC or FIN of 9 characters: a capital letter, 7 digits and a capital check letter',
  );
  // 1.5 Employee name, X(66): a longer name is refused rather than cut, as C1 does.
  const name = checkText(
    employee.name,
    `${field}.name`,
    /^(?=.*\S).{1,66}$/,
    'the name on the identity card, 1 to 66 characters',
  );
  if (!employmentStatuses.has(employee.employmentStatus)) {
    throw new PayrollInputError(
      `${field}.employmentStatus`,
      `${field}.employmentStatus must be 'E', 'L', 'N' or 'O'`,
    );
  }
  // 1.4 "Other summary rules".
  const refuseIfVoluntary = (cents: number, amountField: string) => {
    if (voluntary && cents > 0) {
      throw new PayrollInputError(
        amountField,
        `${amountField}: a voluntary contribution CSN (VCT, AMS, MSE) carries CPF only`,
      );
    }
  };
  const funds = new Map<CommunityFund, CheckedDonation>();
  for (const [index, donation] of (employee.funds ?? []).entries()) {
    const donationField = `${field}.funds.${index}`;
    if (!fundCodes.has(donation.fund)) {
      throw new PayrollInputError(
        `${donationField}.fund`,
        `${donationField}.fund must be 'MBMF', 'SINDA', 'CDAC' or 'ECF'`,
      );
    }
    if (funds.has(donation.fund)) {
      throw new PayrollInputError(
        `${donationField}.fund`,
        `${donationField}.fund: ${donation.fund} is given twice`,
      );
    }
    const amountField = `${donationField}.amountCents`;
    const cents = checkAmount(donation.amountCents, amountField);
    refuseIfVoluntary(cents, amountField);
    funds.set(donation.fund, { cents, field: amountField });
  }
  const sdlCents = checkAmount(employee.sdlCents, `${field}.sdlCents`);
  refuseIfVoluntary(sdlCents, `${field}.sdlCents`);
  return {
    accountNumber,
    hasCpfAccount: cpfAccountPrefix.test(accountNumber),
    name,
    status: employee.employmentStatus,
    totalCpfCents: checkAmount(employee.totalCpfCents, `${field}.totalCpfCents`),
    ordinaryWagesCents: checkAmount(employee.ordinaryWagesCents, `${field}.ordinaryWagesCents`),
    additionalWagesCents: checkAmount(
      employee.additionalWagesCents,
      `${field}.additionalWagesCents`,
    ),
    funds,
    sdlCents,
    field,
  };
}

/** Header date and time (1.3), CCYYMMDD and HHMMSS, in Singapore. */
function singaporeDateTime(instant: Date): { date: string; time: string } {
  const clock = singaporeClock(instant, 'createdAt');
  if (clock.year < 1000 || clock.year > 9999) {
    throw new PayrollInputError('createdAt', 'createdAt must fall in the years 1000 to 9999');
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${clock.year}${two(clock.month)}${two(clock.day)}`,
    time: `${two(clock.hours)}${two(clock.minutes)}${two(clock.seconds)}`,
  };
}

/**
 * The advice as a CPF EZPay (FTP) file: `<CSN><MMMYYYY><advice code>.DTL` (1.1 File name, the
 * relevant month as MMMYYYY) and its records, each followed by CRLF.
 *
 * Records, in this order, as the spec sets no order within the groups (1.1): the header; the
 * summaries by payment code; the CPF detail lines; each fund's detail lines, funds in code order;
 * the trailer. Detail lines keep the order of `employees`.
 *
 * Summaries: 01 CPF always, even at zero, as C1 does; a fund's only when someone donated; 11 SDL
 * only when the rounded total is above zero. Whether the Board wants zero summaries is not known
 * (1.4): C2 reads the spec's sample as 01 to 05 alone (1.8), C1 sees a zero Community Chest (10)
 * in it too. Codes 07 and 10 are not written: the engine has no late interest or Community Chest.
 */
export function writeCpfEzpayFile(advice: CpfEzpayAdvice): PayrollFile {
  // 1.1 CSN and 1.2 columns 3-17.
  const uen = checkText(
    advice.csn.uen,
    'csn.uen',
    /^[A-Z0-9]{9,10}$/,
    'a UEN, NRIC or FIN of 9 or 10 capital letters and digits',
  );
  const paymentType = checkText(
    advice.csn.paymentType,
    'csn.paymentType',
    /^[A-Z]{3}$/,
    '3 capital letters, such as PTE',
  );
  const serial = checkText(advice.csn.serial, 'csn.serial', /^\d{2}$/, '2 digits, such as 01');
  // 1.2 columns 19-20.
  const adviceCode = checkText(
    advice.adviceCode,
    'adviceCode',
    /^(0[1-9]|[1-9]\d)$/,
    'a 2-digit code from 01 to 99',
  );
  const monthIndex = parseMonth(advice.relevantMonth, 'relevantMonth');
  const year = yearOf(monthIndex);
  const monthNumber = monthOfYear(monthIndex) + 1;
  // 1.4 and 1.5 Relevant month, YYYYMM.
  const relevantMonth = `${year}${String(monthNumber).padStart(2, '0')}`;
  const created = singaporeDateTime(advice.createdAt);
  const voluntary = voluntaryPaymentTypes.has(paymentType);
  const employees = advice.employees.map((employee, index) =>
    checkEmployee(employee, `employees.${index}`, voluntary),
  );
  // 1.5: S and T numbers only.
  const members = employees.filter((employee) => employee.hasCpfAccount);

  // 1.2: columns 1-20 of every record. The UEN is padded on the right, as the 2025 transcriptions do.
  const common = (recordType: string) =>
    `F${recordType}${uen.padEnd(10, ' ')}${paymentType}${serial} ${adviceCode}`;
  const detail = (code: string, employee: CheckedEmployee, ...amountsAndStatus: string[]) =>
    record(
      common('1'),
      relevantMonth,
      code,
      employee.accountNumber,
      ...amountsAndStatus,
      employee.name.padEnd(66, ' '),
    );

  // Before the summaries, so that an amount too large for its line names the employee.
  const cpfDetails = members.map((employee) =>
    detail(
      cpfCode,
      employee,
      amount(employee.totalCpfCents, 12, `${employee.field}.totalCpfCents`),
      amount(employee.ordinaryWagesCents, 10, `${employee.field}.ordinaryWagesCents`),
      amount(employee.additionalWagesCents, 10, `${employee.field}.additionalWagesCents`),
      employee.status,
    ),
  );
  const summaries: { code: string; cents: number; donors: number; what: string }[] = [
    {
      code: cpfCode,
      cents: employees.reduce((sum, employee) => sum + employee.totalCpfCents, 0),
      donors: 0,
      what: 'the CPF total',
    },
  ];
  const fundDetails: string[] = [];
  for (const [fund, code] of fundCodes) {
    // 1.4 Donor count: those who gave to the fund, whether or not they have a CPF account.
    const donations = employees.flatMap((employee) => {
      const donation = employee.funds.get(fund);
      return donation && donation.cents > 0 ? [{ employee, donation }] : [];
    });
    if (donations.length === 0) continue;
    summaries.push({
      code,
      cents: donations.reduce((sum, { donation }) => sum + donation.cents, 0),
      donors: donations.length,
      what: `the ${fund} total`,
    });
    for (const { employee, donation } of donations) {
      if (!employee.hasCpfAccount) continue;
      // 1.5: a fund's line has zero wages and a blank employment status.
      fundDetails.push(
        detail(code, employee, amount(donation.cents, 12, donation.field), '0'.repeat(20), ' '),
      );
    }
  }
  // 1.4 code 11 and sdl.ts: the employees' levies added, then rounded down to the dollar.
  const sdlCents = sdlPayable(employees.map((employee) => employee.sdlCents));
  if (sdlCents > 0) {
    summaries.push({ code: sdlCode, cents: sdlCents, donors: 0, what: 'the SDL total' });
  }

  const records = [
    // 1.3
    record(common(' '), created.date, created.time, 'FTP.DTL'.padEnd(13, ' ')),
    // 1.4: the donor count is zero for 01 and 11.
    ...summaries.map((summary) =>
      record(
        common('0'),
        relevantMonth,
        summary.code,
        amount(summary.cents, 12, 'employees', summary.what),
        digits(summary.donors, 7, 'employees', `employees: too many donors to ${summary.code}`),
      ),
    ),
    ...cpfDetails,
    ...fundDetails,
  ];
  // 1.6: the count includes the header and the trailer; the total is the summaries' amounts.
  records.push(
    record(
      common('9'),
      digits(records.length + 1, 7, 'employees', 'employees: too many records for one advice'),
      amount(
        summaries.reduce((sum, summary) => sum + summary.cents, 0),
        15,
        'employees',
        'the advice total',
      ),
    ),
  );

  const monthPaid = `${monthAbbreviations[monthNumber - 1]}${year}`;
  return {
    fileName: `${uen}${paymentType}${serial}${monthPaid}${adviceCode}.DTL`,
    content: records.map((line) => `${line}\r\n`).join(''),
  };
}
