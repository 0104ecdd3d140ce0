// What the law adds to the month's wages: CPF (M10A employee, M6 employer), the self-help group
// funds (M4) and SDL (M5), each from the dated tables in force for the wage month.
import { type CpfResult, calculateCpf } from '../cpf.js';
import { formatDollars } from '../money.js';
import type { MonthIndex } from '../months.js';
import { sdlCents, sdlExplanation } from '../sdl.js';
import { shgCents } from '../shg.js';
import type { CommunityFund } from '../statutory/self-help-groups.js';
import { negated } from './rates.js';
import type { PayslipInput, PayslipLine } from './types.js';

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

export function statutoryContributions(
  month: MonthIndex,
  input: PayslipInput,
  wages: Wages,
): StatutoryContributions {
  const employee = input.employee;
  const totalWages = wages.ordinaryCents + wages.additionalCents;
  // A negative wage attracts no CPF: each part counts from $0.00.
  const cpf = input.cpf?.excluded
    ? null
    : calculateCpf({
        wageMonth: input.wageMonth,
        birthDate: employee.birthDate,
        residency: employee.residency,
        prStartDate: employee.prStartDate ?? null,
        prScheme: employee.prScheme ?? null,
        ordinaryWagesCents: Math.max(0, wages.ordinaryCents),
        additionalWagesCents: Math.max(0, wages.additionalCents),
        ordinaryWagesEarlierThisYearCents: input.cpf?.ordinaryWagesEarlierThisYearCents ?? null,
        additionalWagesEarlierThisYearCents: input.cpf?.additionalWagesEarlierThisYearCents ?? null,
        estimatedOrdinaryWagesForYearCents: input.cpf?.estimatedOrdinaryWagesForYearCents ?? null,
      });
  const employeeCpfCents = cpf?.employeeCents ?? 0;
  const employerCpfCents = cpf?.employerCents ?? 0;

  const funds: { fund: CommunityFund; amountCents: number }[] = [];
  let communityFundCents = 0;
  for (const fund of employee.communityFunds ?? []) {
    const amountCents = shgCents(fund, month, totalWages);
    communityFundCents += amountCents;
    funds.push({ fund, amountCents });
  }
  const sdlCharged = input.sdl !== false;
  const sdl = sdlCharged ? sdlCents(month, totalWages) : 0;

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
      cpf ? (cpf.steps[cpf.steps.length - 1] ?? '') : 'Excluded from CPF on this payslip',
    ),
    communityFundLine: computedLine(
      'M4',
      funds.length > 0
        ? `Community fund (${funds.map((f) => f.fund).join(', ')})`
        : 'Community fund',
      negated(communityFundCents),
      funds.length > 0
        ? `${funds.map((f) => `${f.fund} ${formatDollars(f.amountCents)}`).join(' + ')} on total wages ${formatDollars(totalWages)}`
        : 'No community fund',
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
      sdlCharged ? sdlExplanation(month, totalWages) : 'SDL not charged on this payslip',
    ),
  };
}
