// An employee's year as Form IR8A counts it: each payslip line put under the IR8A item its pay
// item's IRAS income type names, the employee's CPF and funds as the deductions, and the
// opening balance of a company that started its payroll here mid-year. Pure, so the rules are
// tested on their own (ir8a-income.test.ts); the service loads the payslips and writes the return.
import type { IncomeType } from '@tembusu/contracts/enums';
import type { PayrollKind, PayslipLine } from '@tembusu/contracts/payroll-runs';
import type { Ir8aDeductions, Ir8aIncome } from '@tembusu/payroll/files/iras-ir8a';
import { toCents } from '@tembusu/payroll/money';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Where each IRAS income type goes (sg-statutory 5, the form's items; sg-payroll-files.md 3.2 for
 * the file's fields). Insurance is the deduction for life insurance premiums; NotTaxable is left
 * out. Of the three retirement types: `Retirement` is taken as compensation for loss of office,
 * the file's RetrenchmentBenefits, with `RetirementBenefit` and `BenefitFrom1993` the retirement
 * benefits accrued up to 31 Dec 1992 and from 1993 (the product spec names the types but not
 * their items; this reading follows the file's three adjacent fields).
 */
export const ir8aItemOfIncomeType: Record<IncomeType, keyof Ir8aIncome | 'insurance' | null> = {
  GrossSalary: 'salaryCents',
  Bonus: 'bonusCents',
  DirectorFee: 'directorsFeesCents',
  GrossComission: 'grossCommissionCents',
  Pension: 'pensionCents',
  TransportAllowance: 'transportAllowanceCents',
  EntertainmentAllowance: 'entertainmentAllowanceCents',
  OtherAllowance: 'otherAllowanceCents',
  GratuityNoticePayExGratiaPayment: 'gratuityNoticePayExGratiaCents',
  Retirement: 'compensationForLossOfOfficeCents',
  RetirementBenefit: 'retirementBenefitsUpTo1992Cents',
  BenefitFrom1993: 'retirementBenefitsFrom1993Cents',
  BenefitsInKind: 'benefitsInKindCents',
  Insurance: 'insurance',
  NotTaxable: null,
};

// Lines that are not pay: totals (TotalWages, M7 net pay, M8 the overtime lines' sum, M11), the
// statutory lines (M10A and M10 employee CPF, M4 funds, M6 employer CPF, M5 SDL), which the
// payslip's own figures give.
const notPay: ReadonlySet<string> = new Set([
  'TotalWages',
  'M7',
  'M8',
  'M11',
  'M10',
  'M10A',
  'M4',
  'M5',
  'M6',
]);

/** What a payslip gives the IR8A. */
export type PaidPayslip = {
  employeeCpf: string;
  lines: readonly PayslipLine[];
  communityFunds: readonly { fund: string; amount: string }[];
  kind: PayrollKind;
  startDate: string;
  endDate: string;
  dateOfPayment: string;
};

/** The opening balance's figures that reach the IR8A. */
export type OpeningFigures = {
  grossSalary: string;
  employeeCpf: string;
  cdac: string;
  ecf: string;
  mbmf: string;
  sinda: string;
};

export type BenefitInKind = { description: string; cents: number };

export type Ir8aYearFigures = {
  income: Ir8aIncome;
  deductions: Ir8aDeductions;
  /** The benefits-in-kind pay items and what each came to, for Appendix 8A. */
  benefitsInKind: BenefitInKind[];
  /** The payroll periods that paid commission, and whether any was a regular (monthly) payroll. */
  commission: { from: string; to: string; monthly: boolean } | null;
  /** The last payment date that paid a bonus, and director's fees. */
  bonusPaidOn: string | null;
  directorsFeesPaidOn: string | null;
  /** The first and last payment dates of the year's payslips; null with none. */
  firstPaidOn: string | null;
  lastPaidOn: string | null;
  /** Gross pay of the opening balance, counted as salary. */
  openingGrossCents: number;
};

const zeroIncome = (): Mutable<Ir8aIncome> => ({
  salaryCents: 0,
  bonusCents: 0,
  directorsFeesCents: 0,
  transportAllowanceCents: 0,
  entertainmentAllowanceCents: 0,
  otherAllowanceCents: 0,
  grossCommissionCents: 0,
  pensionCents: 0,
  gratuityNoticePayExGratiaCents: 0,
  compensationForLossOfOfficeCents: 0,
  retirementBenefitsUpTo1992Cents: 0,
  retirementBenefitsFrom1993Cents: 0,
  benefitsInKindCents: 0,
});

/**
 * Where one line goes: an income item with its signed amount (absences and deduction items with
 * wages take pay off), the insurance deduction, or nowhere. A line with no income type (basic
 * pay, absences, lateness, overtime, unit items) is salary, item (a). A deduction that is not
 * wages (a salary advance recovered, a loan) comes off net pay, not off income, and is left out.
 */
export function ir8aItemOfLine(
  line: PayslipLine,
): { item: keyof Ir8aIncome | 'insurance'; cents: number } | null {
  if (notPay.has(line.id)) return null;
  const cents = toCents(line.amount);
  if (line.iRBACode === null) return { item: 'salaryCents', cents };
  const item = ir8aItemOfIncomeType[line.iRBACode];
  if (item === null) return null;
  // Premiums are deducted: the line is negative, the deduction the amount taken off.
  if (item === 'insurance') return { item, cents: -cents };
  if (line.typeId === 'Deduction' && line.cPFType === 'NoWages') return null;
  return { item, cents };
}

/**
 * The year of one employee: the payslips paid in it (by payment date) and the opening balance.
 * The opening balance is not split by income type: its gross pay is counted as salary (a), its
 * employee CPF as CPF, its MBMF as MBF, and CDAC, ECF and SINDA as donations.
 */
export function ir8aYearFigures(
  payslips: readonly PaidPayslip[],
  opening: OpeningFigures | null,
): Ir8aYearFigures {
  const income = zeroIncome();
  const deductions: Mutable<Ir8aDeductions> = {
    cpfCents: 0,
    mbfCents: 0,
    donationCents: 0,
    insuranceCents: 0,
  };
  const benefits = new Map<string, BenefitInKind>();
  let commission = null as Ir8aYearFigures['commission'];
  let bonusPaidOn: string | null = null;
  let directorsFeesPaidOn: string | null = null;
  for (const payslip of payslips) {
    deductions.cpfCents += toCents(payslip.employeeCpf);
    for (const { fund, amount } of payslip.communityFunds) {
      if (fund === 'MBMF') deductions.mbfCents += toCents(amount);
      else deductions.donationCents += toCents(amount);
    }
    for (const line of payslip.lines) {
      const counted = ir8aItemOfLine(line);
      if (!counted || counted.cents === 0) continue;
      if (counted.item === 'insurance') {
        deductions.insuranceCents += counted.cents;
        continue;
      }
      income[counted.item] += counted.cents;
      if (counted.item === 'benefitsInKindCents') {
        const key = line.payItemId ?? line.description;
        const benefit = benefits.get(key) ?? { description: line.description, cents: 0 };
        benefit.cents += counted.cents;
        benefits.set(key, benefit);
      } else if (counted.item === 'grossCommissionCents') {
        const monthly = payslip.kind === 'regular';
        commission = commission
          ? {
              from: commission.from < payslip.startDate ? commission.from : payslip.startDate,
              to: commission.to > payslip.endDate ? commission.to : payslip.endDate,
              monthly: commission.monthly || monthly,
            }
          : { from: payslip.startDate, to: payslip.endDate, monthly };
      } else if (counted.item === 'bonusCents') {
        bonusPaidOn = payslip.dateOfPayment;
      } else if (counted.item === 'directorsFeesCents') {
        directorsFeesPaidOn = payslip.dateOfPayment;
      }
    }
  }
  const openingGrossCents = opening ? toCents(opening.grossSalary) : 0;
  if (opening) {
    income.salaryCents += openingGrossCents;
    deductions.cpfCents += toCents(opening.employeeCpf);
    deductions.mbfCents += toCents(opening.mbmf);
    deductions.donationCents +=
      toCents(opening.cdac) + toCents(opening.ecf) + toCents(opening.sinda);
  }
  return {
    income,
    deductions,
    benefitsInKind: [...benefits.values()].filter((benefit) => benefit.cents !== 0),
    commission,
    bonusPaidOn,
    directorsFeesPaidOn,
    firstPaidOn: payslips[0]?.dateOfPayment ?? null,
    lastPaidOn: payslips.at(-1)?.dateOfPayment ?? null,
    openingGrossCents,
  };
}
