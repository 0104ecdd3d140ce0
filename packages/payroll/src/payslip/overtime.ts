// Overtime (M8a-d): hours × the rate set for each kind, on the hourly basic rate, and M8 adding
// them; rest-day and public-holiday pay add the days of basic pay the Employment Act gives for the
// day's work (s.37, s.88(4)) to their hours. Which kinds are paid below the Act's floor is kept
// for the Part IV warnings.
import { PayrollInputError } from '../errors.js';
import { formatDollars, formatQuantity, QUANTITY_SCALE, wholeCents } from '../money.js';
import { amountAt, quantity, type Rate, rate, rateText } from './rates.js';
import { hourlyBasis, type PayTerms } from './terms.js';
import type { OvertimeKind, OvertimeRate, PayslipLine, WorkingTime } from './types.js';

export interface Overtime {
  readonly cents: number;
  /** All four kinds added, in millionths of an hour. */
  readonly hours: number;
  /** The kinds with hours paid below the Act's minimum multiple. */
  readonly belowFloor: readonly OvertimeKind[];
  /** M8, then M8a-d. */
  readonly lines: readonly PayslipLine[];
}

const overtimeKinds: readonly { kind: OvertimeKind; code: PayslipLine['code']; label: string }[] = [
  { kind: 'normal', code: 'M8a', label: 'Overtime (normal)' },
  { kind: 'offDay', code: 'M8b', label: 'Overtime (off day)' },
  // Pay for work on a rest day or a public holiday is an item of its own on the itemised
  // payslip (MOM: "rest day pay", "public holiday pay"), apart from overtime.
  { kind: 'restDay', code: 'M8c', label: 'Rest day pay' },
  { kind: 'holiday', code: 'M8d', label: 'Public holiday pay' },
];

// Each rate as a fraction of the base hourly rate.
const overtimeMultiples: Readonly<Record<Exclude<OvertimeRate, 'CustomAmount'>, [number, number]>> =
  {
    SameAsBaseHourlyRate: [1, 1],
    '1.5x': [3, 2],
    '2x': [2, 1],
    '2.5x': [5, 2],
    '3x': [3, 1],
  };

/** a < b for products of integer factors, exactly. */
function exactlyBelow(left: readonly number[], right: readonly number[]): boolean {
  let a = 1n;
  for (const factor of left) a *= BigInt(factor);
  let b = 1n;
  for (const factor of right) b *= BigInt(factor);
  return a < b;
}

/**
 * What an hour of a kind of overtime pays, in cents per millionth of an hour: the custom amount,
 * or the hourly basic rate times the kind's multiple. The lines below work the same out, rounding
 * once per line.
 */
export function overtimeRate(terms: PayTerms, time: WorkingTime, kind: OvertimeKind): Rate {
  const setting = time.overtimeRates?.[kind] ?? { rate: '1.5x' as const };
  if (setting.rate === 'CustomAmount') {
    const custom = Math.max(
      0,
      wholeCents(setting.customAmountCents, `workingTime.overtimeRates.${kind}`),
    );
    return rate(custom, QUANTITY_SCALE);
  }
  const multiple = overtimeMultiples[setting.rate];
  if (!multiple) {
    throw new PayrollInputError(
      `workingTime.overtimeRates.${kind}`,
      "overtime rate must be 'SameAsBaseHourlyRate', '1.5x', '2x', '2.5x', '3x' or 'CustomAmount'",
    );
  }
  return rate(terms.hourly.num * multiple[0], terms.hourly.den * multiple[1]);
}

const dayPayDays: Partial<
  Record<OvertimeKind, { field: 'restDayPayDays' | 'holidayPayDays'; law: string }>
> = {
  restDay: { field: 'restDayPayDays', law: 'EA s.37' },
  holiday: { field: 'holidayPayDays', law: 'EA s.88(4)' },
};

/** The days of basic pay a rest day's or public holiday's work earns, when given. */
function dayPayOf(
  terms: PayTerms,
  time: WorkingTime,
  kind: OvertimeKind,
): { cents: number; detail: string } | null {
  const pay = dayPayDays[kind];
  if (!pay) return null;
  const days = quantity(time[pay.field], `workingTime.${pay.field}`);
  if (days === 0) return null;
  const cents = amountAt(days, terms.dayBasic);
  return {
    cents,
    detail: `${formatQuantity(days)} ${days === QUANTITY_SCALE ? 'day' : 'days'} x ${rateText(terms.dayBasic)} a day (${pay.law}) = ${formatDollars(cents)}`,
  };
}

export function overtime(terms: PayTerms, time: WorkingTime): Overtime {
  const { act, hourly } = terms;
  const lines: PayslipLine[] = [];
  let cents = 0;
  let hours = 0;
  const belowFloor: OvertimeKind[] = [];
  for (const { kind, code, label } of overtimeKinds) {
    const kindHours = quantity(time.overtimeHours?.[kind], `workingTime.overtimeHours.${kind}`);
    const setting = time.overtimeRates?.[kind] ?? { rate: '1.5x' as const };
    let kindCents: number;
    let detail: string;
    if (setting.rate === 'CustomAmount') {
      const custom = Math.max(
        0,
        wholeCents(setting.customAmountCents, `workingTime.overtimeRates.${kind}`),
      );
      kindCents = amountAt(kindHours, rate(custom, QUANTITY_SCALE));
      detail =
        kindHours === 0
          ? 'No hours (custom rate)'
          : `${formatQuantity(kindHours)} hours x ${formatDollars(custom)} custom rate = ${formatDollars(kindCents)}`;
      // custom ÷ 10^6 < minimum × num ÷ den, both per millionth of an hour, compared exactly.
      if (
        kindHours > 0 &&
        exactlyBelow(
          [custom, 10, hourly.den],
          [act.minimumOvertimeMultipleTenths, hourly.num, QUANTITY_SCALE],
        )
      ) {
        belowFloor.push(kind);
      }
    } else {
      const multiple = overtimeMultiples[setting.rate];
      if (!multiple) {
        throw new PayrollInputError(
          `workingTime.overtimeRates.${kind}`,
          "overtime rate must be 'SameAsBaseHourlyRate', '1.5x', '2x', '2.5x', '3x' or 'CustomAmount'",
        );
      }
      kindCents = amountAt(kindHours, hourly, multiple);
      detail =
        kindHours === 0
          ? `No hours (rate ${setting.rate})`
          : `${formatQuantity(kindHours)} hours x ${setting.rate} x ${rateText(hourly)} (${hourlyBasis(terms)}) = ${formatDollars(kindCents)}`;
      if (kindHours > 0 && multiple[0] * 10 < multiple[1] * act.minimumOvertimeMultipleTenths) {
        belowFloor.push(kind);
      }
    }
    const days = dayPayOf(terms, time, kind);
    if (days) {
      kindCents += days.cents;
      detail = kindHours === 0 ? days.detail : `${days.detail} + ${detail}`;
    }
    cents += kindCents;
    hours += kindHours;
    lines.push({
      code,
      description: label,
      category: 'Overtime',
      wageClass: 'OrdinaryWages',
      value: kindHours / QUANTITY_SCALE,
      valueCents: null,
      amountCents: kindCents,
      detail,
    });
  }
  lines.unshift({
    code: 'M8',
    description: 'Overtime',
    category: 'Overtime',
    wageClass: 'OrdinaryWages',
    value: hours / QUANTITY_SCALE,
    valueCents: null,
    amountCents: cents,
    detail: `${formatQuantity(hours)} hours in all: the four lines below added`,
  });
  return { cents, hours, belowFloor, lines };
}
