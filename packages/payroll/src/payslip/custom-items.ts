// Custom pay items (M9), each counted as its wage class says, and unit items (L4), counted as
// additional wages (product spec section 9). Deductions count negative.
import { PayrollInputError } from '../errors.js';
import {
  formatDollars,
  formatQuantity,
  QUANTITY_SCALE,
  roundedRatio,
  toQuantity,
  wholeCents,
} from '../money.js';
import { amountAt, negated, rate } from './rates.js';
import type { CustomPayItem, PayslipLine, UnitPayItem } from './types.js';

export interface CustomItemsPay {
  /** Signed sums: a Deduction item counts negative. */
  readonly ordinaryCents: number;
  readonly additionalCents: number;
  /** NoWages items, apart: additions (reimbursements and the like) and deductions, both positive. */
  readonly noWagesAdditionsCents: number;
  readonly noWagesDeductionsCents: number;
  /** The M9 lines, then the L4 lines, in the order given. */
  readonly lines: readonly PayslipLine[];
}

export function customItemsPay(
  basicCents: number,
  customItems: readonly CustomPayItem[],
  unitItems: readonly UnitPayItem[],
): CustomItemsPay {
  const lines: PayslipLine[] = [];
  let ordinaryCents = 0;
  let additionalCents = 0;
  let noWagesAdditionsCents = 0;
  let noWagesDeductionsCents = 0;
  for (const [index, item] of customItems.entries()) {
    let cents: number;
    let detail: string;
    let value: number | null = null;
    let valueCents: number | null = null;
    if (item.unit === 'Percentage') {
      const percentage = toQuantity(item.percentage, `customItems.${index}.percentage`);
      cents = roundedRatio(basicCents, percentage, 1, 100 * QUANTITY_SCALE);
      detail = `${formatQuantity(percentage)}% of basic ${formatDollars(basicCents)} = ${formatDollars(cents)}`;
      value = percentage / QUANTITY_SCALE;
    } else {
      cents = wholeCents(item.amountCents, `customItems.${index}.amountCents`);
      detail = formatDollars(cents);
      valueCents = cents;
    }
    const signed = item.category === 'Deduction' ? negated(cents) : cents;
    if (item.wageClass === 'OrdinaryWages') ordinaryCents += signed;
    else if (item.wageClass === 'AdditionalWages') additionalCents += signed;
    else if (item.wageClass === 'NoWages') {
      if (signed < 0) noWagesDeductionsCents -= signed;
      else noWagesAdditionsCents += signed;
    } else {
      throw new PayrollInputError(
        `customItems.${index}.wageClass`,
        "wageClass must be 'OrdinaryWages', 'AdditionalWages' or 'NoWages'",
      );
    }
    lines.push({
      code: 'M9',
      description: item.description,
      category: item.category,
      wageClass: item.wageClass,
      value,
      valueCents,
      amountCents: signed,
      detail: `${detail} (${item.category}, ${item.wageClass})`,
      ...(item.id === undefined ? {} : { itemId: item.id }),
    });
  }
  for (const [index, item] of unitItems.entries()) {
    const units = toQuantity(item.units, `unitItems.${index}.units`);
    const rateCents = wholeCents(item.rateCents, `unitItems.${index}.rateCents`);
    const cents = amountAt(units, rate(rateCents, QUANTITY_SCALE));
    const signed = item.category === 'Deduction' ? negated(cents) : cents;
    additionalCents += signed;
    lines.push({
      code: 'L4',
      description: item.description,
      category: item.category ?? 'Addition',
      wageClass: 'AdditionalWages',
      value: units / QUANTITY_SCALE,
      valueCents: null,
      amountCents: signed,
      detail: `${formatQuantity(units)} units x ${formatDollars(rateCents)} = ${formatDollars(cents)}`,
      ...(item.id === undefined ? {} : { itemId: item.id }),
    });
  }
  return { ordinaryCents, additionalCents, noWagesAdditionsCents, noWagesDeductionsCents, lines };
}
