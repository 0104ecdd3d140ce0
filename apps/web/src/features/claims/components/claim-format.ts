import { homeCurrency } from '@tembusu/contracts/claims';
import { moneyText } from '@tembusu/contracts/display-text';
import { formatMoney, ltrText } from '../../../lib/format';

/**
 * A claim's own amount in its currency: "$120.00" in Singapore dollars, as the app shows them
 * everywhere, and "USD 100.00" in any other.
 */
export function claimAmountText(claim: { amount: string; currency: string }): string {
  if (claim.currency === homeCurrency) return formatMoney(claim.amount);
  const figure = moneyText(claim.amount).replace('$', '');
  return ltrText(`${claim.currency} ${figure}`);
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
];

/** "2026-03" → "Mar 2026": the payroll month a claim is paid in. */
export function payrollMonthText(month: string | null | undefined): string {
  if (!month) return '';
  const name = monthNames[Number(month.slice(5, 7)) - 1];
  return name ? ltrText(`${name} ${month.slice(0, 4)}`) : month;
}
