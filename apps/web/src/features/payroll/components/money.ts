import { formatMoney, ltrText } from '../../../lib/format';

/** "12.5" → "12.50%", left to right in right-to-left pages (lib/format.ts). */
export function formatPercentage(amount: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return ltrText(`${amount}%`);
  const [, whole = '0', decimals = ''] = match;
  return ltrText(`${whole.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(2, '0')}%`);
}

/** A pay item's amount in its unit: dollars, or a percentage of basic salary. */
export function formatItemAmount(amount: string, unit: 'Amount' | 'Percentage'): string {
  return unit === 'Percentage' ? formatPercentage(amount) : formatMoney(amount);
}
