// How the app shows money and dates, in one place so every screen shows them alike.

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "1200.5" → "$1,200.50"; "-12" → "-$12.00". Money arrives as decimal strings and is formatted as
 * text, never through a float. Text that is not an amount is shown as it is.
 */
export function formatMoney(amount: string): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', cents = ''] = match;
  const units = grouped(whole.replace(/^0+(?=\d)/, ''));
  return `${sign}$${units}.${cents.padEnd(2, '0')}`;
}

/**
 * "2026-03-28" → "03/28/2026", the spec's MM/DD/YYYY. The calendar date is read from the text, so
 * the browser's time zone cannot move it a day. No date is blank; text that is not a date is
 * shown as it is.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

const singaporeDateTime = new Intl.DateTimeFormat('en-SG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Singapore',
});

/** An instant (a sign-in, say) as Singapore's wall clock shows it: "28 Mar 2026, 4:05 pm". */
export function formatDateTime(instant: string): string {
  return singaporeDateTime.format(new Date(instant));
}
