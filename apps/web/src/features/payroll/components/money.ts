import { formatMoney } from '../../../lib/format';

/** "12.5" → "12.50%". */
export function formatPercentage(amount: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return `${amount}%`;
  const [, whole = '0', decimals = ''] = match;
  return `${whole.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(2, '0')}%`;
}

/** A pay item's amount in its unit: dollars, or a percentage of basic salary. */
export function formatItemAmount(amount: string, unit: 'Amount' | 'Percentage'): string {
  return unit === 'Percentage' ? formatPercentage(amount) : formatMoney(amount);
}
