// Money arrives as decimal strings ("1200.5"): it is formatted as text, never through a float.

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1200.5" → "$1,200.50"; "-12" → "-$12.00". Text that is not an amount is shown as it is. */
export function formatMoney(amount: string): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', cents = ''] = match;
  const units = grouped(whole.replace(/^0+(?=\d)/, ''));
  return `${sign}$${units}.${cents.padEnd(2, '0')}`;
}

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
