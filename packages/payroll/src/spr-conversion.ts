// The month a foreigner becomes a Singapore permanent resident (sg-statutory.md 1.5, "Conversion
// month"): CPF is payable only on the wages for the period from the SPR date. calculateCpf takes
// the wages it is given to be those; this works them out from the month's wages, and says how.
// It also keeps the funds only citizens and SPRs give off the months before the SPR status.
import type { CommunityFund } from './community-funds.js';
import type { Residency } from './cpf.js';
import { formatDollars, roundedRatio } from './money.js';
import { daysInMonth, parseCalendarDate, parseDateMonth, parseMonth } from './months.js';

export interface SprConversionInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  readonly residency: Residency;
  /** The SPR date on the entry permit. */
  readonly prStartDate?: string | null;
  /**
   * The first and last days of the wage month the employee was employed (joined or left in the
   * month); by default the whole month.
   */
  readonly employedFrom?: string | null;
  readonly employedTo?: string | null;
}

/** The calendar days of a conversion month that the wages are split by. */
export interface SprConversionDays {
  readonly prStartDate: string;
  /** The days of the month the employee was employed: from `employedFrom` to `to`. */
  readonly employedFrom: string;
  readonly to: string;
  readonly daysEmployed: number;
  /** Those of them from the SPR date; 0 when the employment ended before it. */
  readonly daysAsSpr: number;
}

export interface CpfWagesInSprMonth {
  /** OW and AW for calculateCpf: the month's own, unless the month is split. */
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  /** Null unless the wages were split. */
  readonly days: SprConversionDays | null;
  /** The split in words, for the payslip's CPF explanation; null unless split. */
  readonly step: string | null;
  /** The split in a few words, for the employee CPF line; null unless split. */
  readonly summary: string | null;
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function shortDate(date: string): string {
  const { year, month, day } = parseCalendarDate(date, 'date');
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/**
 * The days to split a wage month's wages by, or null when it needs no split: the employee is no
 * SPR, the month is not the one the SPR status starts in, or they were an SPR on every day of the
 * month they were employed (an SPR date on the 1st, or before they joined).
 */
export function sprConversionDays(input: SprConversionInput): SprConversionDays | null {
  if (input.residency !== 'pr' || !input.prStartDate) return null;
  const month = parseMonth(input.wageMonth, 'wageMonth');
  if (parseDateMonth(input.prStartDate, 'prStartDate') !== month) return null;
  const year = Math.floor(month / 12);
  const monthNumber = month - year * 12 + 1;
  const first = `${year}-${pad(monthNumber)}-01`;
  const last = `${year}-${pad(monthNumber)}-${pad(daysInMonth(year, monthNumber))}`;
  // ISO dates compare as text.
  const employedFrom =
    input.employedFrom && input.employedFrom > first ? input.employedFrom : first;
  const to = input.employedTo && input.employedTo < last ? input.employedTo : last;
  if (employedFrom > to || input.prStartDate <= employedFrom) return null;
  // All three fall in the wage month, so their days of the month count the days between them.
  const fromDay = parseCalendarDate(employedFrom, 'employedFrom').day;
  const toDay = parseCalendarDate(to, 'employedTo').day;
  const sprDay = parseCalendarDate(input.prStartDate, 'prStartDate').day;
  return {
    prStartDate: input.prStartDate,
    employedFrom,
    to,
    daysEmployed: toDay - fromDay + 1,
    daysAsSpr: Math.max(0, toDay - sprDay + 1),
  };
}

/**
 * The month's wages that CPF is due on. In the conversion month (sg-statutory.md 1.5) the OW are
 * split by calendar days: OW × days from the SPR date ÷ days employed in the month, rounded to the
 * nearest cent, half a cent up. Calendar days rather than working days because the CPF Board
 * speaks of the period from the SPR date, and the OW ceiling stays the month's whole ceiling
 * (sg-statutory.md 8, item 11: the method is not published).
 *
 * AW paid in the conversion month count in full, as long as the employee was employed on or after
 * the SPR date: AW are not wages for days of the month (sg-statutory.md 1.7, "not granted wholly
 * and exclusively for the month") but are due when paid, and the month's payslip is paid once the
 * SPR status has begun. Counting them in full may contribute too much, which the CPF Board
 * refunds on a claim; splitting them could contribute too little, which draws late-payment
 * interest. Someone who left before the SPR date was paid nothing for the period from it, so
 * none of their wages count.
 *
 * The self-help funds and SDL read the month's whole wages: the funds are due on the month's
 * total wages (sg-statutory.md 3) and SDL on every employee's (sg-statutory.md 2).
 */
export function cpfWagesInSprMonth(
  input: SprConversionInput & {
    readonly ordinaryWagesCents: number;
    readonly additionalWagesCents: number;
  },
): CpfWagesInSprMonth {
  const days = sprConversionDays(input);
  if (!days) {
    return {
      ordinaryWagesCents: input.ordinaryWagesCents,
      additionalWagesCents: input.additionalWagesCents,
      days: null,
      step: null,
      summary: null,
    };
  }
  const ordinary = roundedRatio(input.ordinaryWagesCents, days.daysAsSpr, 1, days.daysEmployed);
  const additional = days.daysAsSpr > 0 ? input.additionalWagesCents : 0;
  const period =
    days.daysAsSpr > 0
      ? `${shortDate(days.prStartDate)} to ${shortDate(days.to)}, ${days.daysAsSpr} of the ${days.daysEmployed} days employed in the month`
      : `none of the ${days.daysEmployed} days employed in the month (employment ended on ${shortDate(days.to)})`;
  const aw =
    input.additionalWagesCents === 0
      ? ''
      : days.daysAsSpr > 0
        ? `; AW ${formatDollars(input.additionalWagesCents)} count in full, being paid once an SPR`
        : `; AW ${formatDollars(input.additionalWagesCents)} do not count`;
  return {
    ordinaryWagesCents: ordinary,
    additionalWagesCents: additional,
    days,
    summary: `SPR from ${shortDate(days.prStartDate)}: CPF only on the wages from that date, OW ${formatDollars(input.ordinaryWagesCents)} x ${days.daysAsSpr} / ${days.daysEmployed} days = ${formatDollars(ordinary)}`,
    step: `SPR status starts on ${shortDate(days.prStartDate)}: CPF is due only on the wages for the period from the SPR date (${period}): OW ${formatDollars(input.ordinaryWagesCents)} x ${days.daysAsSpr} / ${days.daysEmployed} = ${formatDollars(ordinary)} (to the nearest cent)${aw}; funds and SDL stay on the month's whole wages`,
  };
}

/** CDAC and ECF take only Singapore citizens and SPRs (sg-statutory.md 3). */
const residentOnlyFunds: ReadonlySet<CommunityFund> = new Set(['CDAC', 'ECF']);

/**
 * The funds due in a wage month from an employee whose record now says SPR: in the months before
 * the SPR date's month they were a foreigner, who gives neither CDAC nor ECF (sg-statutory.md 3);
 * SINDA (Employment Pass holders too) and MBMF (every Muslim) stay. From the conversion month the
 * funds are an SPR's, on the month's whole wages.
 */
export function communityFundsInMonth(
  funds: readonly CommunityFund[],
  input: Pick<SprConversionInput, 'wageMonth' | 'residency' | 'prStartDate'>,
): CommunityFund[] {
  if (input.residency !== 'pr' || !input.prStartDate) return [...funds];
  const beforeSpr =
    parseMonth(input.wageMonth, 'wageMonth') < parseDateMonth(input.prStartDate, 'prStartDate');
  return beforeSpr ? funds.filter((fund) => !residentOnlyFunds.has(fund)) : [...funds];
}
