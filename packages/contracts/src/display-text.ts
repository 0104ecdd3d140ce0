// Dates, money and rates as people read them, the same in the browser and in the server's
// documents (the payslip PDF): the web app's lib/format.ts adds its right-to-left marks around
// these, the PDF prints them as they are. Values arrive as text and are formatted as text, never
// through a float.

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * "2026-03-28" → "03/28/2026", the product's MM/DD/YYYY. The calendar date is read from the text,
 * so no time zone can move it a day; text that is not a date is given back as it is.
 */
export function calendarDateText(iso: string): string {
  const match = isoDate.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

/** "2026-03-01", "2026-03-31" → "03/01/2026 – 03/31/2026", with the separator the sentence needs. */
export function calendarRangeText(from: string, to: string, separator = ' – '): string {
  return `${calendarDateText(from)}${separator}${calendarDateText(to)}`;
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const amount = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "1200.5" → "$1,200.50"; "-12" → "-$12.00". Text that is not an amount of whole cents is given
 * back as it is.
 */
export function moneyText(value: string): string {
  const match = amount.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', cents = ''] = match;
  return `${sign}$${grouped(whole.replace(/^0+(?=\d)/, ''))}.${cents.padEnd(2, '0')}`;
}

/**
 * A rate kept to four places, as the payslip's hourly rates are: "35.4021" → "$35.4021",
 * "18.7500" → "$18.75". The places past the cent show only when they are not zero.
 */
export function rateText(value: string): string {
  const match = /^(-?\d+)(?:\.(\d{0,2})(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, whole = '0', cents = '', more = ''] = match;
  const rest = more.replace(/0+$/, '');
  const shown = moneyText(`${whole}.${cents.padEnd(2, '0')}`);
  return `${shown}${rest}`;
}

/** "1.50" → "1.5", "2.00" → "2": a quantity without the zeros that say nothing. */
export function plainNumber(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('.') ? trimmed.replace(/\.?0+$/, '') : trimmed;
}

/** "88" hours → "88 hours", "1" day → "1 day". */
export function quantityText(value: string, unit: 'hours' | 'days'): string {
  const shown = plainNumber(value);
  const singular = unit === 'hours' ? 'hour' : 'day';
  return `${shown} ${shown === '1' ? singular : unit}`;
}
