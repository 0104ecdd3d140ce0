// CPF contributions for one month's wages from one employer (sg-statutory.md section 1): the rate
// table and age band in force, the OW and AW ceilings, the wage band, and the CPF Board's rounding.
// Money is in integer cents, in and out; rates in basis points; their products in millionths of a
// dollar.
import { PayrollInputError } from './errors.js';
import { floorDivision, formatDollars, formatMicros, wholeCents } from './money.js';
import { formatMonth, type MonthIndex, monthOfYear, parseDateMonth, parseMonth } from './months.js';
import { annualCeilings, ordinaryWageCeilings } from './statutory/cpf-ceilings.js';
import {
  type AgeBand,
  ageBandLabels,
  ageBandThresholds,
  type BandRates,
  type CpfTableId,
  cpfRateTables,
  cpfTableNames,
  cpfWageBands,
} from './statutory/cpf-rates.js';
import type { Confidence } from './statutory/dated-table.js';

export type { AgeBand, CpfTableId } from './statutory/cpf-rates.js';

export type Residency = 'citizen' | 'pr' | 'foreigner';
/**
 * How a 1st or 2nd year SPR contributes: graduated employer and employee rates (the default), full
 * employer and graduated employee, or full rates for both; the last two need a joint application
 * approved by the CPF Board.
 */
export type PrScheme = 'graduated' | 'full-employer' | 'full';

export interface CpfInput {
  /** The month the wages are for, YYYY-MM. */
  readonly wageMonth: string;
  readonly birthDate: string;
  readonly residency: Residency;
  /** The SPR date on the entry permit; required for 'pr'. */
  readonly prStartDate?: string | null;
  readonly prScheme?: PrScheme | null;
  /** The month's OW, before the OW ceiling. */
  readonly ordinaryWagesCents: number;
  /** AW paid this month, before the AW ceiling. */
  readonly additionalWagesCents: number;
  /** OW subject to CPF paid by this employer earlier this calendar year. */
  readonly ordinaryWagesEarlierThisYearCents?: number | null;
  /** AW subject to CPF paid by this employer earlier this calendar year. */
  readonly additionalWagesEarlierThisYearCents?: number | null;
  /** The year's OW subject to CPF, when the employer has a better estimate than the engine's. */
  readonly estimatedOrdinaryWagesForYearCents?: number | null;
}

/** Which formula the month's total wages fall under. */
export type WageBand = 'nil' | 'employer-only' | 'phase-in' | 'full';

export interface CpfTableUsed {
  readonly id: CpfTableId;
  readonly name: string;
  readonly effectiveFrom: string;
  readonly effectiveTo: string | null;
  readonly source: string;
  readonly confidence: Confidence;
}

/** Contributions in cents (whole dollars, as the CPF Board rounds them), and why. */
export interface CpfResult {
  readonly totalCents: number;
  readonly employeeCents: number;
  readonly employerCents: number;
  /** False when no CPF is due at all: a foreigner, or a month before the SPR date. */
  readonly payable: boolean;
  readonly table: CpfTableUsed | null;
  readonly ageBand: AgeBand;
  readonly ageBandLabel: string;
  /** 1 or 2 for an SPR in those years, 3 from the 3rd year, null for others. */
  readonly sprYear: 1 | 2 | 3 | null;
  readonly wageBand: WageBand | null;
  /** As published: percentages, and the phase-in factor f. */
  readonly rates: {
    readonly employer: number;
    readonly employee: number;
    readonly total: number;
    readonly phaseInFactor: number;
  } | null;
  readonly ordinaryWagesCents: number;
  readonly ordinaryWageCeilingCents: number | null;
  readonly ordinaryWagesSubjectToCpfCents: number;
  readonly additionalWagesCents: number;
  readonly additionalWageCeilingCents: number | null;
  readonly additionalWagesSubjectToCpfCents: number;
  /** The year's OW used for the AW ceiling, and whether the caller gave it or the engine projected it. */
  readonly estimatedOrdinaryWagesForYearCents: number | null;
  readonly estimateMethod: 'given' | 'projected' | null;
  /** OW plus AW subject to CPF: it decides the wage band. */
  readonly totalWagesCents: number;
  /** The arithmetic in words, for the payslip screen. */
  readonly steps: readonly string[];
}

// Cents × basis points are millionths of a dollar.
const MICROS_PER_DOLLAR = 1_000_000;
const HALF_DOLLAR_MICROS = 500_000;
const CENTS_PER_DOLLAR = 100;

/** Where the rules that are code rather than table rows come from, for the payslip screen. */
export const cpfRuleSources = {
  ageBand:
    'cpf.gov.sg employer FAQ: rates for employees above 55, 60, 65 or 70 apply from the first day of the month after the month of the 55th, 60th, 65th or 70th birthday (sg-statutory.md 1.5, H).',
  sprYear:
    'cpf.gov.sg member FAQ / ask.gov.sg: 1st-year rates from the SPR date to the end of the month of the 1st anniversary, 2nd-year rates to the end of the month of the 2nd anniversary, full rates after (sg-statutory.md 1.5, H).',
  wageBand:
    'Total wages (OW plus AW subject to CPF) decide the wage band (sg-statutory.md 1.5, H); the bands themselves are the dated table cpfWageBands.',
  rounding:
    'cpf.gov.sg FAQ "Are CPF contributions rounded to the nearest dollar?": total to the nearest dollar (50 cents up), employee share rounded down, employer = total - employee; OW and AW parts added unrounded (sg-statutory.md 1.4, H / M-H).',
} as const;

/** The age band for a wage month: each older band starts the month after its birthday's month. */
export function ageBandFor(wageMonth: MonthIndex, birthMonth: MonthIndex): AgeBand {
  let band: AgeBand = 'upTo55';
  for (const threshold of ageBandThresholds) {
    if (wageMonth > birthMonth + threshold.age * 12) band = threshold.band;
  }
  return band;
}

/** 1 or 2 while the SPR is in that year, 3 after; null before the SPR date's month. */
export function sprYearFor(wageMonth: MonthIndex, prStartMonth: MonthIndex): 1 | 2 | 3 | null {
  if (wageMonth < prStartMonth) return null;
  if (wageMonth <= prStartMonth + 12) return 1;
  if (wageMonth <= prStartMonth + 24) return 2;
  return 3;
}

function tableFor(sprYear: 1 | 2 | 3 | null, scheme: PrScheme): CpfTableId {
  if (sprYear === null || sprYear === 3 || scheme === 'full') return 'T1';
  if (scheme === 'full-employer') return sprYear === 1 ? 'T4' : 'T5';
  return sprYear === 1 ? 'T2' : 'T3';
}

const ordinals = ['', '1st', '2nd', '3rd'] as const;

/** Whole dollars for people: 1794 → '$1,794'. */
function formatWholeDollars(dollars: number): string {
  return formatDollars(dollars * 100).slice(0, -3);
}

function percent(bp: number): string {
  return `${bp / 100}%`;
}

export function calculateCpf(input: CpfInput): CpfResult {
  const month = parseMonth(input.wageMonth, 'wageMonth');
  const birthMonth = parseDateMonth(input.birthDate, 'birthDate');
  const residency = input.residency;
  if (residency !== 'citizen' && residency !== 'pr' && residency !== 'foreigner') {
    throw new PayrollInputError('residency', "residency must be 'citizen', 'pr' or 'foreigner'");
  }
  const scheme = input.prScheme ?? 'graduated';
  if (scheme !== 'graduated' && scheme !== 'full-employer' && scheme !== 'full') {
    throw new PayrollInputError(
      'prScheme',
      "prScheme must be 'graduated', 'full-employer' or 'full'",
    );
  }
  let sprYear: 1 | 2 | 3 | null = null;
  let sprStep = '';
  if (residency === 'pr') {
    if (!input.prStartDate) {
      throw new PayrollInputError('prStartDate', 'prStartDate is required for an SPR');
    }
    const start = parseDateMonth(input.prStartDate, 'prStartDate');
    sprYear = sprYearFor(month, start);
    sprStep =
      sprYear === null
        ? `SPR from ${input.prStartDate}: not yet an SPR in ${input.wageMonth}, so no CPF`
        : `SPR from ${input.prStartDate}: ${ordinals[sprYear]} year${sprYear === 3 ? ' or later' : ''} in ${input.wageMonth} (1st year to the end of ${formatMonth(start + 12)}, 2nd year to the end of ${formatMonth(start + 24)})${
            month === start
              ? '; in the month the SPR status starts, CPF is due only on the wages for the period from the SPR date (CPF Board): the wages given are taken to be those'
              : ''
          }`;
  }

  const ageBand = ageBandFor(month, birthMonth);
  const ordinaryCents = Math.max(0, wholeCents(input.ordinaryWagesCents, 'ordinaryWagesCents'));
  const additionalCents = Math.max(
    0,
    wholeCents(input.additionalWagesCents, 'additionalWagesCents'),
  );

  if (residency === 'foreigner' || (residency === 'pr' && sprYear === null)) {
    return {
      totalCents: 0,
      employeeCents: 0,
      employerCents: 0,
      payable: false,
      table: null,
      ageBand,
      ageBandLabel: ageBandLabels[ageBand],
      sprYear,
      wageBand: null,
      rates: null,
      ordinaryWagesCents: ordinaryCents,
      ordinaryWageCeilingCents: null,
      ordinaryWagesSubjectToCpfCents: 0,
      additionalWagesCents: additionalCents,
      additionalWageCeilingCents: null,
      additionalWagesSubjectToCpfCents: 0,
      estimatedOrdinaryWagesForYearCents: null,
      estimateMethod: null,
      totalWagesCents: 0,
      steps: [
        residency === 'foreigner'
          ? 'Foreigners (Employment Pass, S Pass, Work Permit) pay no CPF (CPF Board)'
          : sprStep,
      ],
    };
  }

  const tableId = tableFor(sprYear, scheme);
  const table = cpfRateTables[tableId];
  const row = table.at(month);
  const rates: BandRates = row.bands[ageBand];
  const ceilingRow = ordinaryWageCeilings.at(month);
  const annualRow = annualCeilings.at(month);

  const owSubject = Math.min(ordinaryCents, ceilingRow.ceilingCents);
  const owEarlier = Math.max(
    0,
    wholeCents(input.ordinaryWagesEarlierThisYearCents, 'ordinaryWagesEarlierThisYearCents'),
  );
  const awEarlier = Math.max(
    0,
    wholeCents(input.additionalWagesEarlierThisYearCents, 'additionalWagesEarlierThisYearCents'),
  );
  const estimateGiven =
    input.estimatedOrdinaryWagesForYearCents !== undefined &&
    input.estimatedOrdinaryWagesForYearCents !== null;
  const monthsLeft = 12 - monthOfYear(month);
  const estimate = estimateGiven
    ? Math.max(
        0,
        wholeCents(input.estimatedOrdinaryWagesForYearCents, 'estimatedOrdinaryWagesForYearCents'),
      )
    : owEarlier + owSubject * monthsLeft;
  const awCeiling = Math.max(0, annualRow.annualCeilingCents - estimate - awEarlier);
  const awSubject = Math.min(additionalCents, awCeiling);
  const totalWages = owSubject + awSubject;

  let wageBand: WageBand;
  let totalMicros = 0;
  let employeeMicros = 0;
  let arithmetic: string;
  const bands = cpfWageBands.at(month);
  const nil = formatDollars(bands.nilUpToCents);
  const employerOnly = formatDollars(bands.employerOnlyUpToCents);
  const phaseIn = formatDollars(bands.phaseInUpToCents);
  const tw = formatDollars(totalWages);
  const owText = formatDollars(owSubject);
  const awText = formatDollars(awSubject);
  if (totalWages <= bands.nilUpToCents) {
    wageBand = 'nil';
    arithmetic = `Total wages ${tw} are ${nil} or less: no CPF`;
  } else if (totalWages <= bands.employerOnlyUpToCents) {
    wageBand = 'employer-only';
    totalMicros = totalWages * rates.employerBp;
    arithmetic = `Total wages ${tw} over ${nil} up to ${employerOnly}: employer only, total = ${percent(rates.employerBp)} x ${tw} = ${formatMicros(totalMicros)}`;
  } else if (totalWages <= bands.phaseInUpToCents) {
    wageBand = 'phase-in';
    employeeMicros = (totalWages - bands.employerOnlyUpToCents) * rates.phaseInBp;
    totalMicros = totalWages * rates.employerBp + employeeMicros;
    const phaseInPart = `${rates.phaseInFactor} x (${tw} - ${employerOnly})`;
    arithmetic = `Total wages ${tw} over ${employerOnly} up to ${phaseIn}: total = ${percent(rates.employerBp)} x ${tw} + ${phaseInPart} = ${formatMicros(totalMicros)}; employee = ${phaseInPart} = ${formatMicros(employeeMicros)}`;
  } else {
    wageBand = 'full';
    // The OW and AW parts are added unrounded and the sum rounded once (sg-statutory.md 1.4).
    totalMicros = owSubject * rates.totalBp + awSubject * rates.totalBp;
    employeeMicros = owSubject * rates.employeeBp + awSubject * rates.employeeBp;
    const totalRate = percent(rates.totalBp);
    const employeeRate = percent(rates.employeeBp);
    arithmetic = `Total wages ${tw} over ${phaseIn}: total = ${totalRate} x ${owText} OW + ${totalRate} x ${awText} AW = ${formatMicros(totalMicros)}; employee = ${employeeRate} x ${owText} + ${employeeRate} x ${awText} = ${formatMicros(employeeMicros)}`;
  }
  const total = floorDivision(totalMicros + HALF_DOLLAR_MICROS, MICROS_PER_DOLLAR);
  const employee = floorDivision(employeeMicros, MICROS_PER_DOLLAR);
  const employer = total - employee;

  const steps: string[] = [];
  if (sprStep) steps.push(sprStep);
  steps.push(
    `${cpfTableNames[tableId]}, rates from ${row.effectiveFrom}: ${ageBandLabels[ageBand]} (born ${input.birthDate}; a band starts the month after the 55th, 60th, 65th or 70th birthday's month)`,
    `OW ${formatDollars(ordinaryCents)} capped at the OW ceiling ${formatDollars(ceilingRow.ceilingCents)}: ${owText} subject to CPF`,
    `AW ceiling = ${formatDollars(annualRow.annualCeilingCents)} - ${formatDollars(estimate)} OW for the year (${
      estimateGiven
        ? 'estimate given'
        : `${formatDollars(owEarlier)} earlier this year + ${owText} x ${monthsLeft} month${monthsLeft === 1 ? '' : 's'} to December`
    }) - ${formatDollars(awEarlier)} AW earlier this year = ${formatDollars(awCeiling)}; AW ${formatDollars(additionalCents)}: ${awText} subject to CPF`,
    arithmetic,
    wageBand === 'nil'
      ? 'Total $0, employee $0, employer $0'
      : `Total ${formatMicros(totalMicros)} to the nearest dollar = ${formatWholeDollars(total)}; employee ${formatMicros(employeeMicros)} with cents dropped = ${formatWholeDollars(employee)}; employer = ${formatWholeDollars(total)} - ${formatWholeDollars(employee)} = ${formatWholeDollars(employer)}`,
  );

  return {
    totalCents: total * CENTS_PER_DOLLAR,
    employeeCents: employee * CENTS_PER_DOLLAR,
    employerCents: employer * CENTS_PER_DOLLAR,
    payable: true,
    table: {
      id: tableId,
      name: table.name,
      effectiveFrom: row.effectiveFrom,
      effectiveTo: row.effectiveTo ?? null,
      source: row.source,
      confidence: rates.confidence,
    },
    ageBand,
    ageBandLabel: ageBandLabels[ageBand],
    sprYear,
    wageBand,
    rates: {
      employer: rates.employer,
      employee: rates.employee,
      total: rates.total,
      phaseInFactor: rates.phaseInFactor,
    },
    ordinaryWagesCents: ordinaryCents,
    ordinaryWageCeilingCents: ceilingRow.ceilingCents,
    ordinaryWagesSubjectToCpfCents: owSubject,
    additionalWagesCents: additionalCents,
    additionalWageCeilingCents: awCeiling,
    additionalWagesSubjectToCpfCents: awSubject,
    estimatedOrdinaryWagesForYearCents: estimate,
    estimateMethod: estimateGiven ? 'given' : 'projected',
    totalWagesCents: totalWages,
    steps,
  };
}
