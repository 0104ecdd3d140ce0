// One employee's payslip for one month: every line of the payslip edit screen, keyed by the spec's
// pay item type codes (product spec sections 3 and 9), with CPF, community funds and SDL on top.
// Each line is worked out exactly and rounded once to the cent; totals add the rounded lines.
// Money is in integer cents in and out; the steps are in ./payslip/.
import { decimalText, formatDollars, QUANTITY_SCALE, roundedRatio } from './money.js';
import { absence } from './payslip/absence.js';
import { attendanceAdjustments } from './payslip/attendance-adjustment.js';
import { basicPay, basicUnits } from './payslip/basic-pay.js';
import { customItemsPay } from './payslip/custom-items.js';
import { overtime, overtimeRate } from './payslip/overtime.js';
import type { Rate } from './payslip/rates.js';
import { statutoryContributions, type Wages } from './payslip/statutory.js';
import { payTerms } from './payslip/terms.js';
import type {
  OvertimeKind,
  PayslipInput,
  PayslipLine,
  PayslipQuantities,
  PayslipResult,
  PayslipTotals,
} from './payslip/types.js';
import { payslipWarnings } from './payslip/warnings.js';

export type * from './payslip/types.js';

function totalLine(code: 'TotalWages' | 'M7' | 'M11', cents: number, detail: string): PayslipLine {
  return {
    code,
    description: code === 'TotalWages' ? 'Total Wages' : code === 'M7' ? 'Net pay' : 'Total',
    category: null,
    wageClass: null,
    value: null,
    valueCents: null,
    amountCents: cents,
    detail,
  };
}

export function calculatePayslip(input: PayslipInput): PayslipResult {
  const terms = payTerms(input);
  const time = input.workingTime ?? {};
  const log = input.attendanceLog ?? null;

  const basic = basicPay(terms, time, log);
  const timeOff = absence(terms, time, log !== null);
  const extra = overtime(terms, time);
  const corrected = attendanceAdjustments(time);
  const items = customItemsPay(basic.cents, input.customItems ?? [], input.unitItems ?? []);
  const wages: Wages = {
    ordinaryCents:
      basic.cents + extra.cents + corrected.cents + items.ordinaryCents - timeOff.cents,
    additionalCents: items.additionalCents,
  };
  const ow = wages.ordinaryCents;
  const aw = wages.additionalCents;
  const totalWages = ow + aw;
  const statutory = statutoryContributions(terms.month, input, wages);

  const gross = totalWages + items.noWagesAdditionsCents;
  const netPay =
    gross -
    items.noWagesDeductionsCents -
    statutory.employeeCpfCents -
    statutory.communityFundCents;
  const total =
    netPay +
    statutory.employeeCpfCents +
    statutory.employerCpfCents +
    statutory.communityFundCents +
    statutory.sdlCents;
  const totals: PayslipTotals = {
    ow,
    aw,
    totalWages,
    gross,
    employeeCpf: statutory.employeeCpfCents,
    employerCpf: statutory.employerCpfCents,
    communityFund: statutory.communityFundCents,
    sdl: statutory.sdlCents,
    netPay,
    total,
  };

  const lines: PayslipLine[] = [
    basic.line,
    ...timeOff.lines,
    ...extra.lines,
    ...corrected.lines,
    ...items.lines,
    totalLine('TotalWages', totalWages, `OW ${formatDollars(ow)} + AW ${formatDollars(aw)}`),
    statutory.employeeCpfLine,
    statutory.communityFundLine,
    totalLine(
      'M7',
      netPay,
      `Gross ${formatDollars(gross)} - NoWages deductions ${formatDollars(items.noWagesDeductionsCents)} - employee CPF ${formatDollars(statutory.employeeCpfCents)} - community fund ${formatDollars(statutory.communityFundCents)}`,
    ),
    statutory.employerCpfLine,
    statutory.sdlLine,
    totalLine(
      'M11',
      total,
      `Net pay + employee and employer CPF + community fund + SDL = ${formatDollars(total)}`,
    ),
  ];

  return {
    lines,
    totals,
    // Cents per millionth of an hour, times 10^6 hours and 10^4 millionths of a dollar a cent.
    hourlyRateMicros: roundedRatio(terms.hourly.num, QUANTITY_SCALE, 10_000, terms.hourly.den),
    cpf: statutory.cpf,
    communityFunds: statutory.funds,
    warnings: payslipWarnings(terms, input.employee, wages, basic.cents, extra),
  };
}

/** Dollars a whole unit (hour) at a rate, to four places: '18.7500'. */
function dollarsPerUnit(at: Rate): string {
  return decimalText(roundedRatio(at.num, QUANTITY_SCALE, 100, at.den), 4);
}

const overtimeKindOrder: readonly OvertimeKind[] = ['normal', 'offDay', 'restDay', 'holiday'];

/**
 * The counts and rates behind a payslip's basic pay and overtime, as `calculatePayslip` counts
 * them, for the itemised payslip: the hours or days an hourly or daily rate paid and worked, and
 * what an hour of each kind of overtime pays.
 */
export function payslipQuantities(input: PayslipInput): PayslipQuantities {
  const terms = payTerms(input);
  const time = input.workingTime ?? {};
  const units = basicUnits(terms, time, input.attendanceLog ?? null);
  return {
    basic: units && {
      unit: units.unit,
      paid: decimalText(units.paid, 6).replace(/\.?0+$/, ''),
      worked: decimalText(units.worked, 6).replace(/\.?0+$/, ''),
    },
    overtimeRatesPerHour: Object.fromEntries(
      overtimeKindOrder.map((kind) => [kind, dollarsPerUnit(overtimeRate(terms, time, kind))]),
    ) as Record<OvertimeKind, string>,
  };
}
