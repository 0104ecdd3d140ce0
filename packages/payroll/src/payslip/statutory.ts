// What the law adds to the month's wages: CPF (M10A employee, M6 employer), the self-help group
// funds (M4) and SDL (M5), each from the dated tables in force for the wage month.
import { type CpfResult, calculateCpf } from '../cpf.js';
import { formatDollars } from '../money.js';
import type { MonthIndex } from '../months.js';
import { sdlCents, sdlExplanation } from '../sdl.js';
import { shgCents } from '../shg.js';
import { communityFundsInMonth, cpfWagesInSprMonth } from '../spr-conversion.js';
import type { CommunityFund } from '../statutory/self-help-groups.js';
import { negated } from './rates.js';
import type { EarlierThisMonth, PayslipInput, PayslipLine } from './types.js';

export interface Wages {
  /** Ordinary and additional wages, as the lines add up: either may be negative. */
  readonly ordinaryCents: number;
  readonly additionalCents: number;
}

export interface StatutoryContributions {
  readonly cpf: CpfResult | null;
  readonly employeeCpfCents: number;
  readonly employerCpfCents: number;
  readonly funds: readonly { readonly fund: CommunityFund; readonly amountCents: number }[];
  readonly communityFundCents: number;
  readonly sdlCents: number;
  readonly employeeCpfLine: PayslipLine;
  readonly communityFundLine: PayslipLine;
  readonly employerCpfLine: PayslipLine;
  readonly sdlLine: PayslipLine;
}

function computedLine(
  code: 'M10A' | 'M4' | 'M6' | 'M5',
  description: string,
  amountCents: number,
  detail: string,
): PayslipLine {
  return {
    code,
    description,
    category: code === 'M10A' || code === 'M4' ? 'Deduction' : null,
    wageClass: null,
    value: null,
    valueCents: null,
    amountCents,
    detail,
  };
}

/** Cents still due once what was paid earlier this month is taken off; never below $0.00. */
function stillDue(dueCents: number, paidCents: number): number {
  return Math.max(0, dueCents - paidCents);
}

/**
 * CPF on the month's combined wages, less what was contributed on the earlier part: the OW and
 * AW subject to CPF on this payslip are what the combined wages add to the earlier ones.
 */
function cpfLessEarlier(
  combined: CpfResult,
  earlier: EarlierThisMonth,
  wages: { ordinaryCents: number; additionalCents: number },
): CpfResult {
  const employeeCents = stillDue(combined.employeeCents, earlier.employeeCpfCents);
  const employerCents = stillDue(combined.employerCents, earlier.employerCpfCents);
  const paid = formatDollars(earlier.employeeCpfCents + earlier.employerCpfCents);
  const refund =
    combined.totalCents < earlier.employeeCpfCents + earlier.employerCpfCents
      ? " (more was paid than the month's wages need; the excess is claimed back from the CPF Board, not through this payslip)"
      : '';
  return {
    ...combined,
    totalCents: employeeCents + employerCents,
    employeeCents,
    employerCents,
    ordinaryWagesSubjectToCpfCents: stillDue(
      combined.ordinaryWagesSubjectToCpfCents,
      earlier.ordinaryWagesSubjectToCpfCents,
    ),
    additionalWagesSubjectToCpfCents: stillDue(
      combined.additionalWagesSubjectToCpfCents,
      earlier.additionalWagesSubjectToCpfCents,
    ),
    steps: [
      `The month's wages together with those paid in ${earlier.paidIn}: OW ${formatDollars(wages.ordinaryCents)}, AW ${formatDollars(wages.additionalCents)}`,
      ...combined.steps,
      `Less ${paid} paid in ${earlier.paidIn}${refund}: employee ${formatDollars(combined.employeeCents)} - ${formatDollars(earlier.employeeCpfCents)} = ${formatDollars(employeeCents)}; employer ${formatDollars(combined.employerCents)} - ${formatDollars(earlier.employerCpfCents)} = ${formatDollars(employerCents)}`,
    ],
  };
}

export function statutoryContributions(
  month: MonthIndex,
  input: PayslipInput,
  wages: Wages,
): StatutoryContributions {
  const employee = input.employee;
  const earlier = input.earlierThisMonth ?? null;
  const ordinaryCents = wages.ordinaryCents + (earlier?.ordinaryWagesCents ?? 0);
  const additionalCents = wages.additionalCents + (earlier?.additionalWagesCents ?? 0);
  const totalWages = ordinaryCents + additionalCents;
  const earlierWages = earlier ? earlier.ordinaryWagesCents + earlier.additionalWagesCents : 0;
  // A negative wage attracts no CPF: each part counts from $0.00. In the month the SPR status
  // starts, only the wages for the period from the SPR date do (spr-conversion.ts).
  const cpfWages = cpfWagesInSprMonth({
    wageMonth: input.wageMonth,
    residency: employee.residency,
    prStartDate: employee.prStartDate ?? null,
    employedFrom: employee.employedFrom ?? null,
    employedTo: employee.employedTo ?? null,
    ordinaryWagesCents: Math.max(0, ordinaryCents),
    additionalWagesCents: Math.max(0, additionalCents),
  });
  const calculatedCpf = input.cpf?.excluded
    ? null
    : calculateCpf({
        wageMonth: input.wageMonth,
        birthDate: employee.birthDate,
        residency: employee.residency,
        prStartDate: employee.prStartDate ?? null,
        prScheme: employee.prScheme ?? null,
        ordinaryWagesCents: cpfWages.ordinaryWagesCents,
        additionalWagesCents: cpfWages.additionalWagesCents,
        ordinaryWagesEarlierThisYearCents: input.cpf?.ordinaryWagesEarlierThisYearCents ?? null,
        additionalWagesEarlierThisYearCents: input.cpf?.additionalWagesEarlierThisYearCents ?? null,
        estimatedOrdinaryWagesForYearCents: input.cpf?.estimatedOrdinaryWagesForYearCents ?? null,
      });
  const combinedCpf =
    calculatedCpf && cpfWages.step
      ? { ...calculatedCpf, steps: [cpfWages.step, ...calculatedCpf.steps] }
      : calculatedCpf;
  const cpf =
    combinedCpf && earlier
      ? cpfLessEarlier(combinedCpf, earlier, {
          ordinaryCents: Math.max(0, ordinaryCents),
          additionalCents: Math.max(0, additionalCents),
        })
      : combinedCpf;
  const employeeCpfCents = cpf?.employeeCents ?? 0;
  const employerCpfCents = cpf?.employerCents ?? 0;

  const funds: { fund: CommunityFund; amountCents: number }[] = [];
  const fundTexts: string[] = [];
  let communityFundCents = 0;
  // Before the SPR date's month the employee was a foreigner: no CDAC or ECF (spr-conversion.ts).
  const fundsInMonth = communityFundsInMonth(employee.communityFunds ?? [], {
    wageMonth: input.wageMonth,
    residency: employee.residency,
    prStartDate: employee.prStartDate ?? null,
  });
  for (const fund of fundsInMonth) {
    const dueCents = shgCents(fund, month, totalWages);
    const paidCents = earlier?.communityFunds.find((paid) => paid.fund === fund)?.amountCents ?? 0;
    const amountCents = stillDue(dueCents, paidCents);
    communityFundCents += amountCents;
    funds.push({ fund, amountCents });
    fundTexts.push(
      earlier
        ? `${fund} ${formatDollars(dueCents)} - ${formatDollars(paidCents)} paid = ${formatDollars(amountCents)}`
        : `${fund} ${formatDollars(amountCents)}`,
    );
  }
  const notDue = (employee.communityFunds ?? []).filter((fund) => !fundsInMonth.includes(fund));
  const notDueText =
    notDue.length > 0 ? `${notDue.join(', ')} not due: not yet an SPR in ${input.wageMonth}` : '';
  const sdlCharged = input.sdl !== false;
  const sdlDue = sdlCharged ? sdlCents(month, totalWages) : 0;
  const sdl = stillDue(sdlDue, earlier?.sdlCents ?? 0);
  const wagesText = earlier
    ? `the month's total wages ${formatDollars(totalWages)} (${formatDollars(earlierWages)} of them paid in ${earlier.paidIn})`
    : `total wages ${formatDollars(totalWages)}`;

  return {
    cpf,
    employeeCpfCents,
    employerCpfCents,
    funds,
    communityFundCents,
    sdlCents: sdl,
    employeeCpfLine: computedLine(
      'M10A',
      'Employee CPF',
      negated(employeeCpfCents),
      cpf
        ? [cpfWages.summary, cpf.steps[cpf.steps.length - 1]].filter(Boolean).join('; ')
        : 'Excluded from CPF on this payslip',
    ),
    communityFundLine: computedLine(
      'M4',
      funds.length > 0
        ? `Community fund (${funds.map((f) => f.fund).join(', ')})`
        : 'Community fund',
      negated(communityFundCents),
      funds.length > 0
        ? `${fundTexts.join(' + ')} on ${wagesText}${notDueText ? `; ${notDueText}` : ''}`
        : notDueText || 'No community fund',
    ),
    employerCpfLine: computedLine(
      'M6',
      'Employer CPF',
      employerCpfCents,
      cpf
        ? `Total ${formatDollars(cpf.totalCents)} - employee ${formatDollars(cpf.employeeCents)}`
        : 'Excluded from CPF on this payslip',
    ),
    sdlLine: computedLine(
      'M5',
      'SDL',
      sdl,
      !sdlCharged
        ? 'SDL not charged on this payslip'
        : earlier
          ? `${sdlExplanation(month, totalWages)}, less ${formatDollars(earlier.sdlCents)} paid in ${earlier.paidIn} = ${formatDollars(sdl)}`
          : sdlExplanation(month, totalWages),
    ),
  };
}
